"""How Soledad Ch. 13.52's terms read in the core vocabulary (issue 16; docs/SCENARIO.md).

Terms spelled as core terms (``illicit_discharge``, ``irrigation_leak_learned`` ...) map onto
them as they are; ``recycled_water_pond`` is Soledad's own. L689 sets two duties on a release
that the core's one "spill or release discovered" event does not tell apart, so each of
Soledad's two release events is narrower than it: ``nonhazardous_spill_discovered`` (notify the
city by the next working day) and ``hazardous_release_discovered`` (notify emergency response
agencies immediately). The core event given at a Soledad site may be either: it starts neither
duty and leaves the findings it could change open (issue 22 item 14).
"""

from __future__ import annotations

from workbench.api import TermMap, cite, own_terms

SOURCE = "000_085165dcaf1d7ca0.txt"

TERMS = [
    TermMap(
        "facility_type",
        "commercial_facility",
        ("facility_type:commercial_facility",),
        "same",
        (cite(SOURCE, "13.52.050(A)", 265, 265, "owning commercial or industrial facilities"),),
    ),
    TermMap(
        "facility_type",
        "industrial_facility",
        ("facility_type:industrial_facility",),
        "same",
        (cite(SOURCE, "13.52.050(A)", 265, 265, "owning commercial or industrial facilities"),),
    ),
    TermMap(
        "activity",
        "landscape_irrigation",
        ("activity:landscape_irrigation",),
        "same",
        (cite(SOURCE, None, 621, 621, "Return flows from landscape irrigation"),),
    ),
    TermMap(
        "event",
        "nonhazardous_spill_discovered",
        ("event:spill_discovered",),
        "narrower",
        (
            cite(
                SOURCE,
                "Spills and releases",
                689,
                689,
                "In the event of a release of nonhazardous materials",
            ),
        ),
    ),
    TermMap(
        "event",
        "hazardous_release_discovered",
        ("event:spill_discovered",),
        "narrower",
        (
            cite(
                SOURCE,
                "Spills and releases",
                689,
                689,
                "information of any known or suspected release of materials",
            ),
        ),
    ),
    *own_terms(
        "facility_type",
        "a pond containing recycled water (L237) is a feature only Ch. 13.52 regulates as such",
        "recycled_water_pond",
    ),
    *own_terms(
        "event",
        "a step of Ch. 13.52's own procedures (construction permit dates, NOTC, ESCP revisions, "
        "orders, petitions, hearings, reports): the other ordinances start no duration from it",
        "construction_start",
        "permit_commencement_date",
        "permit_termination_date",
        "proposed_commencement_date",
        "amended_activity_date",
        "notc_termination_date",
        "construction_halted",
        "owner_operator_change",
        "escp_revision_needed",
        "escp_revision_implementation",
        "escp_revision_submitted",
        "conditional_acceptance_request",
        "notc_acceptance_issued",
        "permit_suspended",
        "spill_phone_notice",
        "dye_test",
        "remediation_order_notice",
        "schedule_extension_determination",
        "order_notice_received",
        "petition_submitted",
        "hearing_date",
        "penalty_received",
        "violation_report_made",
        "permit_waiver_granted",  # the city manager's decision (L517)
        "stop_work_order_issued",  # L301
    ),
    *own_terms(
        "violation",
        "a violation Ch. 13.52 names in its own words; no core violation kind is it "
        "(the other ordinances word theirs differently)",
        "order_violation",
        "no_construction_permit",
        "inactive_site",
        "post_construction_noncompliance",
        "ms4_access_reinstated",
        "late_notc_amendment",
        "false_statement",
        "monitoring_tampering",
    ),
]
