"""L387-389 (issue 35, review row 44, MISSING): the Director inspects with consent or under a
court-issued inspection warrant; sampling devices likewise.

L387: "If such consent cannot be obtained, an inspection shall be conducted pursuant to a court
issued inspection warrant."
L389: "With the consent of the owner or occupant or pursuant to an inspection warrant, any
authorized enforcement officer may establish on any property such devices ..."
"""

from __future__ import annotations

from .helpers import result, status


def test_L387_inspection_needs_consent_or_a_warrant():
    res = result(site={})
    assert status(res, "inspection_and_sampling_authority") == "applies"
    f = next(f for f in res["findings"] if f["rule_id"] == "inspection_and_sampling_authority")
    joined = " ".join(f["reasons"])
    assert "court issued inspection warrant" in joined and "(L389)" in joined


def test_L387_consent_refused_means_a_warrant():
    res = result(site={"conditions": ["inspection_consent_refused"]})
    f = next(f for f in res["findings"] if f["rule_id"] == "inspection_and_sampling_authority")
    assert "consent to inspect refused" in f["reasons"][0]
