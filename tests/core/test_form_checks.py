"""A form's own cross-field checks (``FormSpec.checks``): run on valid fields with the site's
working days, shown as cited warnings beside the field problems, never raised."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest

from tests.core import checkcity
from workbench.core.calendar import WorkCalendar
from workbench.core.evaluate import evaluate
from workbench.core.forms import FormValues, check_form, validate_form
from workbench.core.model import Scenario
from workbench.core.plugins.hookspecs import hookimpl
from workbench.core.plugins.host import Host
from workbench.core.rules import DeadlineRule, FormCheck, FormSpec


@pytest.fixture(scope="module")
def host() -> Host:
    h = Host(strict=True)
    h.register(checkcity, "checkcity")
    return h


def forms_entry(host: Host, values: dict[str, Any], **parts: Any) -> dict[str, Any]:
    scenario = Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "jurisdiction": "checkcity",
            "as_of": "2025-06-01",
            "forms": {"checkcity.amendment": values},
            **parts,
        }
    )
    return evaluate(host, scenario)["results"][0]["forms"][0]


# Wednesday 2025-06-11: two working days before is Monday 06-09 (plain calendar)
@pytest.mark.parametrize(
    ("filed", "late"), [("2025-06-06", False), ("2025-06-09", False), ("2025-06-10", True)]
)
def test_a_check_flags_a_late_filing_at_its_edge(filed, late):
    values = {"target_date": "2025-06-11", "filing_date": filed}
    warnings = check_form(checkcity.FORM, values)
    assert bool(warnings) == late
    if late:
        (w,) = warnings
        assert (w.check_id, w.fields) == ("filed_late", ("target_date", "filing_date"))
        assert w.message == "filed 2025-06-10, after 2025-06-09"
        assert w.citations == (checkcity.C_PRIOR,)
        assert w.text() == "filed 2025-06-10, after 2025-06-09 (L407)"


def test_the_check_counts_the_calendar_it_is_given():
    """A closure on Tuesday 06-10 moves the last day back to Friday 06-06."""
    values = {"target_date": "2025-06-11", "filing_date": "2025-06-09"}
    assert check_form(checkcity.FORM, values, WorkCalendar()) == []
    closed = WorkCalendar(closures=[date(2025, 6, 10)])
    assert [w.message for w in check_form(checkcity.FORM, values, closed)] == [
        "filed 2025-06-09, after 2025-06-06"
    ]


@pytest.mark.parametrize(
    "values",
    [
        {},
        {"target_date": "2025-06-11"},
        {"target_date": "2025-06-11", "filing_date": "June 12"},
        {"target_date": "2025-06-11", "filing_date": "2025-06-12T09:00"},  # not a date field
    ],
)
def test_a_check_runs_only_when_its_fields_are_valid(values):
    """An empty or wrong field is the field's problem, not a second warning."""
    assert check_form(checkcity.FORM, values) == []


def test_a_failing_check_is_a_warning_not_an_error():
    warnings = check_form(checkcity.BROKEN_FORM, {"target_date": "2025-06-11"})
    assert [w.check_id for w in warnings] == ["raises", "returns_text"]
    assert "ZeroDivisionError" in warnings[0].message
    assert "not a list of messages" in warnings[1].message


def test_form_values_parse_dates():
    form = FormValues({"a": "2025-06-11T09:30", "b": "2025-06-11", "c": "", "d": "soon"})
    assert form.day("a") == form.day("b") == date(2025, 6, 11)
    assert form.when("c") is form.when("d") is form.when("missing") is None
    assert form.get("c", "x") == "x"


def test_evaluate_shows_warnings_with_the_city_and_project_calendar(host):
    """evaluate's forms entry: complete (every field valid) and a cited warning; the city's
    closure (06-10) counts, and so does a project's closure."""
    entry = forms_entry(host, {"target_date": "2025-06-11", "filing_date": "2025-06-09"})
    assert entry["complete"] is True and entry["problems"] == {}
    (warning,) = entry["warnings"]
    assert warning["check_id"] == "filed_late"
    assert warning["message"] == "filed 2025-06-09, after 2025-06-06"
    assert warning["fields"] == ["target_date", "filing_date"]
    assert warning["citations"][0]["lines"] == [407, 407]
    on_time = forms_entry(host, {"target_date": "2025-06-11", "filing_date": "2025-06-06"})
    assert on_time["warnings"] == []
    project = forms_entry(
        host, {"target_date": "2025-06-11", "filing_date": "2025-06-06"}, closures=["2025-06-09"]
    )
    assert [w["message"] for w in project["warnings"]] == ["filed 2025-06-06, after 2025-06-05"]


def test_warnings_do_not_replace_field_problems(host):
    entry = forms_entry(host, {"target_date": "2025-06-11"})
    assert entry["complete"] is False
    assert entry["problems"] == {"filing_date": "is required"}
    assert entry["warnings"] == []
    assert validate_form(checkcity.FORM, {"target_date": "2025-06-11"}) == entry["problems"]


def test_the_plan_check_summary_lists_a_flagged_form(host):
    from workbench.core.reader import result_view
    from workbench.core.results import Result
    from workbench.outputs.summary import open_items

    scenario = Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "jurisdiction": "checkcity",
            "forms": {
                "checkcity.amendment": {"target_date": "2025-06-11", "filing_date": "2025-06-09"}
            },
        }
    )
    result = Result.from_json(evaluate(host, scenario)["results"][0])
    items = open_items(result, result_view(result, host), host)
    assert (
        "<b>form flagged</b>: Amendment \u2014 filed 2025-06-09, after 2025-06-06 (L407)" in items
    )


def test_a_check_that_never_returns_is_stopped(monkeypatch):
    """A form check is plugin code: it runs under the rules' time limit (here 0.3 s)."""
    from workbench.core import forms, watchdog
    from workbench.core.rules import FormField

    monkeypatch.setattr(forms, "time_limit", lambda: watchdog.time_limit(0.3))

    def forever(form: FormValues) -> list[str]:
        while True:
            pass

    spec = FormSpec(
        id="loops",
        title="Loops",
        fields=(FormField("when", "When", "date"),),
        citations=(checkcity.C_PRIOR,),
        checks=(FormCheck("loops", "Loops", ("when",), (checkcity.C_PRIOR,), forever),),
    )
    (warning,) = check_form(spec, {"when": "2025-06-11"})
    assert "time limit" in warning.message


class _Malformed:
    """A city declaring a bad deadline kind, a bad inclusive period and form checks naming
    fields the form does not have: each descriptor is refused on its own."""

    @hookimpl
    def wb_jurisdiction(self):
        return checkcity.wb_jurisdiction().__class__(
            id="malformed", name="M", ordinance="T", chapter="1", source_file=checkcity.SOURCE,
            ruleset_version="t", plugin_version="0",
        )  # fmt: skip

    @hookimpl
    def wb_deadline_rules(self):
        keep = (checkcity.C_KEEP,)
        return [
            DeadlineRule("bad_kind", "Bad", "made", 5, "years", keep, kind="retain"),
            DeadlineRule("bad_incl", "Bad", "made", 2, "working_days", keep, inclusive_end=True),
            DeadlineRule("fine", "Fine", "made", 1, "years", keep, inclusive_end=True),
        ]

    @hookimpl
    def wb_forms(self):
        bad = FormCheck("bad", "Bad", ("nowhere",), (checkcity.C_PRIOR,), lambda form: [])
        return [
            FormSpec(
                "unknown_field", "U", checkcity.FORM.fields, (checkcity.C_PRIOR,), checks=(bad,)
            ),
            checkcity.FORM,
        ]


def test_malformed_kinds_and_checks_are_refused_one_by_one():
    h = Host()
    record = h.register(_Malformed(), "malformed")
    assert record.status == "degraded"
    errors = " | ".join(record.errors)
    assert "unknown kind 'retain'" in errors
    assert "'bad_incl' inclusive_end needs" in errors
    assert "check 'bad' names unknown fields ['nowhere']" in errors
    assert [r.id for r in h.descriptors("malformed", "deadline")] == ["fine"]
    assert [f.id for f in h.descriptors("malformed", "form")] == ["amendment"]
