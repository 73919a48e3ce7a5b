"""L151: a Priority Development Project refers to the categories of Provision E.3.b (external);
for new development they count the impervious surface created. Review defect 25 (c25b): a new
development of 9,999 sq ft created (threshold 10,000) was asked its replaced area. Also L759's
off-site structural BMP limits (B100) are stated on the treatment finding."""

from __future__ import annotations

from .helpers import classification, evaluate, finding

PARAMS = {"del_mar.pdp_new_development_impervious_sqft": 10_000}


def test_L151_new_development_counts_created_area_only():
    site = {"project_type": "new_development", "new_impervious_sqft": 9_999}
    c = classification(evaluate(site=site, parameters=PARAMS), "pdp")
    assert "site.replaced_impervious_sqft" not in c["missing"]
    site["new_impervious_sqft"] = 10_000
    assert classification(evaluate(site=site, parameters=PARAMS), "pdp")["status"] == "applies"


def test_L759_off_site_structural_bmp_limits_are_stated():
    site = {
        "project_type": "new_development",
        "new_impervious_sqft": 12_000,
        "conditions": ["pdp_confirmed"],
    }
    f = finding(evaluate(site=site), "structural_treatment_bmps")
    assert any("deprive wetlands or riparian habitats of needed flows" in r for r in f["reasons"])
