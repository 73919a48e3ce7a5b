"""A small city for the core's form checks and deadline kinds: a form that checks its own
timing on the site's working days, a record kept for years (``kind="retention"``) and a
period whose first day is the trigger's (``inclusive_end``). Citations point at real lines of
the Soledad text so they check."""

from __future__ import annotations

from workbench.api import (
    DeadlineRule,
    FormCheck,
    FormField,
    FormSpec,
    FormValues,
    Jurisdiction,
    cite,
    compute_due,
    hookimpl,
)

SOURCE = "000_085165dcaf1d7ca0.txt"
C_PRIOR = cite(
    SOURCE,
    "Construction D.5.c.i",
    407,
    407,
    "at least two working days prior to the date of termination of construction",
)
C_KEEP = cite(SOURCE, "Spills", 689, 689, "Such records shall be retained for at least five years")


def filed_two_working_days_before(form: FormValues) -> list[str]:
    """Filed at least two working days before the date it concerns (counted back)."""
    target, filed = form.day("target_date"), form.day("filing_date")
    assert target is not None and filed is not None  # the core runs it only on valid dates
    latest = compute_due(2, "working_days", target, form.calendar, direction="before").due
    if filed <= latest:
        return []
    return [f"filed {filed.isoformat()}, after {latest.isoformat()}"]


def broken(form: FormValues) -> list[str]:
    raise ZeroDivisionError("division by zero")


def not_a_list(form: FormValues) -> str:  # a plugin error: must return a list
    return "late"


CHECK = FormCheck(
    id="filed_late",
    title="Filed less than two working days before",
    fields=("target_date", "filing_date"),
    citations=(C_PRIOR,),
    check=filed_two_working_days_before,
)
FORM = FormSpec(
    id="amendment",
    title="Amendment",
    fields=(
        FormField("target_date", "Date concerned", "date", required=True),
        FormField("filing_date", "Date filed", "date", required=True),
        FormField("note", "Note", "text"),
    ),
    citations=(C_PRIOR,),
    checks=(CHECK,),
)
BROKEN_FORM = FormSpec(
    id="broken",
    title="Broken checks",
    fields=(FormField("target_date", "Date", "date"),),
    citations=(C_PRIOR,),
    checks=(
        FormCheck("raises", "Raises", ("target_date",), (C_PRIOR,), broken),
        FormCheck("returns_text", "Returns text", ("target_date",), (C_PRIOR,), not_a_list),
    ),
)


def appeal_against_the_site(form: FormValues) -> list[str]:
    """Reads the site and an event (issue 38): the area appealed is the site's, and the appeal
    follows the notice it appeals."""
    found = []
    area = form.fact("disturbed_area_sqft")
    if area is not None and form.get("area_sqft") is not None and form.get("area_sqft") != area:
        found.append(f"area {form.get('area_sqft'):,.0f} sq ft; the site says {area:,.0f}")
    notice = form.event_at("notice_received")
    if notice is not None and form.filed is not None and form.filed < notice:
        found.append(f"filed {form.filed.isoformat()}, before the notice ({notice.isoformat()})")
    return found


APPEAL_CHECK = FormCheck(
    id="appeal_against_the_site",
    title="The appeal against the site and its notice",
    fields=(),  # naming filed_on would leave its lateness to this check (FormSpec.answers)
    citations=(C_PRIOR,),
    check=appeal_against_the_site,
)
APPEAL = FormSpec(
    id="appeal",
    title="Appeal",
    fields=(
        FormField("filed_on", "Date filed", "date"),
        FormField("area_sqft", "Area", "number"),
    ),
    citations=(C_PRIOR,),
    checks=(APPEAL_CHECK,),
    optional=True,
    answers="appeal_window",
    filed_field="filed_on",
)


@hookimpl
def wb_jurisdiction() -> Jurisdiction:
    return Jurisdiction(
        id="checkcity",
        name="Check City",
        ordinance="Test Code",
        chapter="Ch. 2",
        source_file=SOURCE,
        ruleset_version="t1",
        plugin_version="0",
        closures=("2025-06-10",),
    )


@hookimpl
def wb_deadline_rules():
    return [
        DeadlineRule(
            id="record_kept",
            title="Keep the record (at least five years)",
            trigger="record_made",
            amount=5,
            unit="years",
            citations=(C_KEEP,),
            kind="retention",
        ),
        DeadlineRule(
            id="appeal_window",
            title="Appeal within 15 days",
            trigger="notice_received",
            amount=15,
            unit="calendar_days",
            citations=(C_PRIOR,),
        ),
        DeadlineRule(
            id="within_a_year",
            title="Done within the year",
            trigger="year_begins",
            amount=1,
            unit="years",
            citations=(C_KEEP,),
            inclusive_end=True,
        ),
    ]


@hookimpl
def wb_forms():
    return [FORM, BROKEN_FORM, APPEAL]
