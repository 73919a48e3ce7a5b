"""Soledad Ch. 13.52 penalties (L715, L753-761, L769, L789-795): maxima and where amounts live."""

from __future__ import annotations

import pytest

from plugins.soledad import flags as F
from plugins.soledad.penalties import FACTORS
from workbench.core.citations import normalise
from workbench.core.paths import ordinance_lines
from workbench.core.penalties import estimate, estimate_many

from .conftest import host_for, make_scenario, result_for

HOST = host_for("soledad")


def schedule(rule_id):
    return HOST.descriptor("soledad", "penalty", rule_id)


def by_id(exposures):
    return {e.schedule_id: e for e in exposures}


def test_criminal_fine_two_violations_three_days():
    """L757: 'a fine of not more than two thousand dollars per violation, per day': 2 x 3 x $2,000 =
    $12,000."""
    e = estimate(schedule("criminal_fine"), 2, 3)
    assert e.max_usd == 12_000
    assert e.cumulative_by_day == [4_000, 8_000, 12_000]


def test_false_statement_fine_is_four_thousand_per_day():
    """L759: knowingly false statements or tampering: 'not more than four thousand dollars per
    violation, per day': 1 x 2 x $4,000 = $8,000; not also counted under the $2,000 schedule."""
    exposures = by_id(
        estimate_many(HOST.descriptors("soledad", "penalty"), [("false_statement", 1, 2)])
    )
    assert exposures["criminal_fine_false_statement"].max_usd == 8_000
    assert "criminal_fine" not in exposures


def test_several_violations_over_several_days_total():
    """L757/L759: illicit discharge 2 x 3 days + illicit connection 1 x 5 days at $2,000 = $22,000;
    monitoring tampering 1 x 4 days at $4,000 = $16,000."""
    exposures = by_id(
        estimate_many(
            HOST.descriptors("soledad", "penalty"),
            [
                ("illicit_discharge", 2, 3),
                ("illicit_connection", 1, 5),
                ("monitoring_tampering", 1, 4),
            ],
        )
    )
    ordinary = exposures["criminal_fine"]
    assert ordinary.max_usd == 22_000
    assert ordinary.cumulative_by_day == [6_000, 12_000, 18_000, 20_000, 22_000]
    assert exposures["criminal_fine_false_statement"].max_usd == 16_000


def test_scenario_penalties_in_evaluation():
    """L757: a scenario's violations appear as penalty exposure with the arithmetic shown."""
    r = result_for(
        HOST,
        make_scenario(
            "soledad", violations=[{"kind": "construction_bmp_failure", "count": 3, "days": 2}]
        ),
        "soledad",
    )
    crim = next(p for p in r["penalties"] if p["rule_id"] == "criminal_fine")
    assert crim["max_usd"] == 12_000
    assert crim["arithmetic"][0].endswith(
        "$2,000 per violation per day x 3 violations x 2 days = $12,000"
    )
    assert crim["imprisonment"] is None


def test_no_classification_or_imprisonment_the_text_does_not_make():
    """L757/L759 say only 'upon conviction': no misdemeanor/infraction label, no jail term
    (A-36)."""
    for s in HOST.descriptors("soledad", "penalty"):
        assert s.imprisonment is None
        assert s.basis != "infraction"
    assert F.A36_NO_CLASSIFICATION in schedule("criminal_fine").flags


@pytest.mark.ordinances
def test_fine_factors_are_the_courts_quoted_from_the_text():
    """L761: 'the court shall take into account all relevant circumstances, including ...' - seven
    factors, each occurring verbatim in L761."""
    line = normalise(ordinance_lines("000_085165dcaf1d7ca0.txt")[760])
    assert len(FACTORS) == 7
    for factor in FACTORS:
        assert normalise(factor) in line
    assert schedule("criminal_fine").factors == FACTORS


def test_amounts_the_chapter_leaves_elsewhere_are_null_with_notes():
    """L715 citation 'as set forth in Section 13.52.170'; L753 civil penalties under applicable law;
    L769 abatement at the violator's expense; L409 late NOTC amendment fee; L795 fees by council
    resolution."""
    for rule_id, where in [
        ("administrative_citation", "13.52.170"),
        ("civil_penalties", "state or federal law"),
        ("nuisance_abatement", "actual cost"),
        ("late_notc_amendment_fee", "city manager"),
        ("spill_response_fees", "council resolution"),
    ]:
        s = schedule(rule_id)
        assert s.max_usd is None
        assert where in s.notes, rule_id
        assert estimate(s, 2, 3).max_usd is None
    assert F.A2_CITATION_XREF in schedule("administrative_citation").flags
