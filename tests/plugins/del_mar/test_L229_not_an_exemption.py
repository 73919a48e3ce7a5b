"""L229: "This Chapter shall take effect on July 15, 2015." Review defect 15 (c36, a18, c19, demo):
the in-force finding was filed as an 'exemption' that applies, so `compare` showed Del Mar as
"exemption: applies" for every current site. The exemption is the chapter not yet in force."""

from __future__ import annotations

from .helpers import evaluate


def exemptions(as_of):
    result = evaluate(as_of=as_of, site={"facility_types": ["commercial"]})
    return [
        f for f in result["findings"] if f["category"] == "exemption" and f["status"] == "applies"
    ]


def test_L229_a_site_in_force_shows_no_exemption_from_the_chapter():
    assert not [f for f in exemptions("2025-11-20") if "July 15, 2015" in f["title"]]


def test_L229_before_the_effective_date_the_chapter_is_lifted():
    assert [f for f in exemptions("2015-07-14") if "July 15, 2015" in f["title"]]
