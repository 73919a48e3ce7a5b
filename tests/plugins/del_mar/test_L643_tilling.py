"""L643: "Tilling or cultivating land exclusively for the purpose of growing plants or animals is
not considered to be grading or clearing" when all three conditions hold. Review defect 12 (c21):
with 2 of 3 conditions, land disturbance said 'applies' (decided) while the exemption said
needs_info with an empty 'missing' list. One answer, naming the condition left."""

from __future__ import annotations

from .helpers import classification, evaluate, finding

TWO_OF_THREE = {
    "facility_types": ["agricultural"],
    "disturbed_area_sqft": 50_000,
    "activities": ["tilling_cultivating"],
    "exemptions_claimed": ["agricultural_tilling"],
    "conditions": ["tilled_material_stays_on_site", "drainage_way_not_blocked"],
}


def test_L643_two_of_three_conditions_is_one_open_answer():
    result = evaluate(site=TWO_OF_THREE)
    exemption = finding(result, "agricultural_tilling_exemption")
    land = classification(result, "land_disturbance")
    left = "site.conditions: agricultural_production_1_of_5_years"
    assert exemption["status"] == "needs_info" and left in exemption["missing"]
    assert land["status"] == "needs_info" and left in land["missing"]


def test_L643_three_of_three_exempts_and_none_claimed_disturbs():
    site = {
        **TWO_OF_THREE,
        "conditions": [*TWO_OF_THREE["conditions"], "agricultural_production_1_of_5_years"],
    }
    result = evaluate(site=site)
    assert finding(result, "agricultural_tilling_exemption")["status"] == "applies"
    assert classification(result, "land_disturbance")["status"] == "does_not_apply"
    unclaimed = {**TWO_OF_THREE, "exemptions_claimed": []}
    assert classification(evaluate(site=unclaimed), "land_disturbance")["status"] == "applies"
