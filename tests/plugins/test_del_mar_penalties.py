"""Del Mar Ch. 11.30 penalties (11.30.200): the $2,500 civil maximum per violation per day,
failure-to-correct day counting, routes whose amounts live elsewhere, the court's factors."""

from __future__ import annotations

from workbench.core.penalties import estimate

from .conftest import host_for, make_scenario, result_for

HOST = host_for("del_mar")


def schedule(sid: str):
    return HOST.descriptor("del_mar", "penalty", sid)


def exposures(violations):
    scenario = make_scenario("del_mar", as_of="2025-11-20", violations=violations)
    return {
        p["rule_id"]: p for p in result_for(HOST, scenario, "del_mar", "2025-11-20")["penalties"]
    }


def test_civil_penalty_is_2500_per_violation_per_day():
    """L857: "a maximum civil penalty of $2,500.00 per violation of this Chapter for each day": 2 x
    3 days = $15,000."""
    e = estimate(schedule("civil_penalty"), 2, 3)
    assert e.max_usd == 2_500 * 2 * 3 == 15_000
    assert e.cumulative_by_day == [5_000, 10_000, 15_000]


def test_civil_totals_sum_over_violation_kinds():
    """L857 per violation per day, summed: illicit discharge 1 x 2 days + construction BMPs 1 x 3
    days = $12,500."""
    p = exposures(
        [
            {"kind": "illicit_discharge", "count": 1, "days": 2},
            {"kind": "construction_bmp_failure", "count": 1, "days": 3},
        ]
    )
    assert p["civil_penalty"]["max_usd"] == 2_500 * 2 + 2_500 * 3 == 12_500


def test_failure_to_correct_counts_each_day_as_a_separate_violation():
    """L833: "Each day (or part thereof) in excess of that period ... is a separate violation": 8
    days = 8 x $2,500."""
    p = exposures([{"kind": "failure_to_correct", "count": 1, "days": 8}])
    assert p["civil_penalty_failure_to_correct"]["max_usd"] == 20_000
    assert "civil_penalty" not in p  # not counted twice
    assert any(
        "separate violation" in a for a in p["civil_penalty_failure_to_correct"]["arithmetic"]
    )


def test_residential_activity_violations_are_not_misdemeanors_but_may_be_infractions():
    """L841: misdemeanor for "any part of this Chapter, other than Section 11.30.080 (Residential
    Activities)"; L843 any
    violation may be charged as an infraction."""
    p = exposures([{"kind": "residential_activity", "count": 1, "days": 1}])
    assert "misdemeanor" not in p
    assert p["infraction"]["max_usd"] is None
    assert p["civil_penalty"]["max_usd"] == 2_500
    assert "misdemeanor" in exposures([{"kind": "illicit_discharge", "count": 1, "days": 1}])


def test_routes_without_an_amount_in_the_chapter_say_where_it_lives():
    """L801/L839: administrative penalties "pursuant to Del Mar Municipal Code Section 1.08.080 and
    Chapter 1.10";
    L841 misdemeanor "as prescribed in the Penal Code and Government Code"."""
    admin, misd = schedule("administrative_penalty"), schedule("misdemeanor")
    assert admin.max_usd is None and "1.08.080" in admin.notes and "Chapter 1.10" in admin.notes
    assert misd.max_usd is None and misd.imprisonment is None and "Penal Code" in misd.notes
    assert estimate(admin, 1, 5).max_usd is None


def test_court_weighs_the_listed_factors():
    """L859: "the superior court shall take into consideration the nature, circumstances, extent,
    and gravity ...",
    ability to pay, prior history, culpability, economic savings."""
    factors = " | ".join(schedule("civil_penalty").factors)
    for part in (
        "gravity of the violation",
        "ability to pay",
        "prior history of violations",
        "degree of culpability",
        "economic savings",
    ):
        assert part in factors


def test_cost_recovery_and_lien_have_no_cap_and_flag_the_missing_procedure():
    """L845: costs "awarded without monetary limitations"; L811 lien "in accordance with this
    procedure" (none stated)."""
    costs, lien = schedule("civil_remedies_costs"), schedule("abatement_cost_lien")
    assert costs.basis == lien.basis == "cost_recovery"
    assert costs.max_usd is None and lien.max_usd is None
    assert any("no procedure" in f for f in lien.flags)
