"""Soledad forms: every item the chapter lists for a submittal, required where the text says so."""

from __future__ import annotations

from workbench.core.forms import validate_form

from .conftest import host_for

HOST = host_for("soledad")


def form(form_id):
    spec = HOST.descriptor("soledad", "form", form_id)
    assert spec is not None, form_id
    return spec


def required(spec):
    return {f.id for f in spec.fields if f.required}


def test_all_submittals_have_forms():
    """L473 permit, L533 ESCP, L397 NOTC, L407 NOTC amendment, L497 permit amendment, L517 waiver,
    L725 petition, L747 appeal, L689 spill notice and written confirmation."""
    ids = {f.id for f in HOST.descriptors("soledad", "form")}
    assert ids == {
        "construction_permit_application",
        "erosion_sediment_control_plan",
        "notice_of_termination",
        "notc_amendment",
        "construction_permit_amendment",
        "permit_waiver_request",
        "petition_for_reconsideration",
        "appeal",
        "spill_notification",
        "spill_written_confirmation",
    }


def test_permit_application_lists_items_a_to_j():
    """L475-493: contents a. location ... j. certification that the information is 'true and
    accurate'."""
    spec = form("construction_permit_application")
    sections = {f.section for f in spec.fields if f.section}
    assert set("abcdefghij") <= sections
    assert {
        "site_location",
        "owner_operator",
        "onsite_rep_phone",
        "commencement_date",
        "termination_date",
        "final_stabilization_date",
        "closure_date",
        "stabilization_practices",
        "site_plan",
        "suspension_stabilization",
        "applicant_certification",
        "escp_submitted",
    } <= required(spec)
    assert "general_contractor" not in required(spec)  # L477 'if different'


def test_escp_site_description_items_i_to_x_required():
    """L537-555: the ten site description items; L531 BMPs and their rationale 'must'; L557 'should'
    items optional."""
    spec = form("erosion_sediment_control_plan")
    assert {
        "construction_activity",
        "development_plans",
        "construction_schedule",
        "total_site_area_sqft",
        "total_disturbed_area_sqft",
        "runoff_coefficient_before",
        "runoff_coefficient_after",
        "soil_data",
        "existing_vegetation",
        "other_pollution_sources",
        "receiving_waters",
        "grading_permit_evidence",
        "bmp_implementation",
        "bmp_rationale",
    } <= required(spec)
    assert "bmps_before_clearing" not in required(spec)
    nsw = next(f for f in spec.fields if f.id == "non_stormwater_discharges")
    source = next(col for col in nsw.columns if col.id == "source")
    assert "dewatering" in source.choices  # L629


def test_petition_requires_each_content_item_and_validates():
    """L725: 'must indicate the provisions of the order objected to, the reasons ..., any facts that
    are contested, the evidence ..., any alternative terms ..., and whether the petitioning party
    requests a hearing'."""
    spec = form("petition_for_reconsideration")
    values = {
        "order_type": "compliance order",
        "notice_date": "2025-11-20",
        "provisions_objected": "Item 2",
        "reasons": "Not our discharge",
        "contested_facts": "Source of sediment",
        "evidence": "Photos",
        "alternative_terms": "Joint cleanup",
        "hearing_requested": True,
    }
    assert validate_form(spec, values) == {}
    missing = dict(values)
    del missing["hearing_requested"]
    assert validate_form(spec, missing) == {"hearing_requested": "is required"}
    assert validate_form(spec, {**values, "order_type": "notice of violation"})[
        "order_type"
    ].startswith("must be one of")


def test_certifications_must_be_confirmed():
    """L401 NOTC operator certification; L493 applicant certification: a 'no' is not a
    certification."""
    spec = form("notice_of_termination")
    values = {
        "stabilization_description": "Hydroseeded",
        "post_notc_actions": "Watering 60 days",
        "certification_basis": "the site has been stabilized",
        "operator_certification": False,
    }
    assert validate_form(spec, values) == {"operator_certification": "must be confirmed"}
    assert validate_form(spec, {**values, "operator_certification": True}) == {}


def test_appeal_requires_evidence_of_no_violation():
    """L747: 'The appeal must include evidence proving that the discharger or operator did not
    violate this chapter'."""
    problems = validate_form(
        form("appeal"),
        {
            "appellant": "operator",
            "order_type": "stop work order",
            "penalty_received_on": "2025-11-24",
            "filing_date": "2025-11-26",
        },
    )
    assert problems == {"evidence_no_violation": "is required"}


def test_waiver_request_has_the_five_conditions():
    """L519-527: conditions (i)-(iv) must be demonstrated; (v) is whatever the city manager adds."""
    spec = form("permit_waiver_request")
    assert {
        "no_violation",
        "no_significant_discharge",
        "public_interest",
        "health_safety_interest",
    } <= required(spec)
    assert "other_conditions" not in required(spec)


def test_every_form_and_field_citation_points_into_the_ordinance():
    """Every form cites its lines (checked verbatim by workbench check-citations)."""
    for spec in HOST.descriptors("soledad", "form"):
        assert spec.citations
        assert required(spec), spec.id
