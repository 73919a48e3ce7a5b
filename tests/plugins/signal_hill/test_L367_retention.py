"""L367: documents 'must also be retained for three (3) years from the date generated or date
submitted, whichever is last': a keep-until date, not an act due by a last day (review defect
10, C08; coverage row 52)."""

from __future__ import annotations

from .helpers import BASE, run


def test_L367_retention_is_keep_until_without_extension():
    site = {
        **BASE,
        "project_type": "new_development",
        "land_use": "commercial",
        "disturbed_area_sqft": 60_000,
        "new_impervious_sqft": 20_000,
        "replaced_impervious_sqft": 0,
    }
    events = [{"kind": "cgp_document_dated", "at": "2023-02-12"}]
    result = run(site, events=events)
    item = next(d for d in result["deadlines"] if d["rule_id"] == "cgp_documents_retention")
    assert item["status"] == "keep_until", item
    assert not item.get("extended_due")
