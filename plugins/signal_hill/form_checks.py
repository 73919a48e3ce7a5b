"""Cross-field checks of the Signal Hill forms (``FormCheck``): what the ordinance makes of a
form whose fields are each valid but together do not meet the text (review defect 9: C13b, C39,
C40). A check's message is a warning beside the form; it does not make the form incomplete.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from workbench.api import FormCheck, FormValues, format_when

from .common import S114, c, num

HOURS_48 = timedelta(hours=48)


def _moment(value: object) -> datetime | None:
    if isinstance(value, datetime):
        return value.replace(tzinfo=None)
    return None


def notification_timing(form: FormValues) -> list[str]:
    """L331: notice 'immediately' of a discharge, the written notification 'within forty-eight
    hours of the discharge'."""
    found: list[str] = []
    discharged = _moment(form.when("discharged_at"))
    told = _moment(form.when("notified_at"))
    written = _moment(form.when("written_notification_at"))
    if discharged is None:
        return found
    if told is not None and told < discharged:
        found.append(
            f"the immediate notice ({format_when(told)}) is dated before the discharge it reports "
            f"({format_when(discharged)})"
        )
    if written is not None and written < discharged:
        found.append(
            f"the written notification ({format_when(written)}) is dated before the discharge "
            f"({format_when(discharged)})"
        )
    elif written is not None and written > discharged + HOURS_48:
        found.append(
            f"written notification at {format_when(written)}, after "
            f"{format_when(discharged + HOURS_48)}: later than 'within forty-eight hours of the "
            "discharge' (L331)"
        )
    return found


def infeasibility_volumes(form: FormValues) -> list[str]:
    """L484: infeasibility means the project 'cannot reliably retain 100 percent of the SWQDv';
    L498: biofiltrate '1.5 times the portion of the remaining SWQDv that is not reliably
    retained'; L502: what is neither retained nor biofiltered 'must be treated onsite'."""
    swqdv, retained = form.get("swqdv_cuft"), form.get("retained_volume_cuft")
    if swqdv is None or retained is None:
        return []
    unretained = max(0.0, float(swqdv) - float(retained))
    if unretained == 0:
        return [
            f"retained {num(retained)} cu ft >= SWQDv {num(swqdv)} cu ft: the request does not "
            "show that the project 'cannot reliably retain 100 percent of the SWQDv' (L484)"
        ]
    found: list[str] = []
    needed = 1.5 * unretained
    biofiltered = form.get("biofiltration_volume_cuft")
    if biofiltered is not None and float(biofiltered) < needed:
        found.append(
            f"biofiltration {num(biofiltered)} cu ft < 1.5 x ({num(swqdv)} - {num(retained)}) = "
            f"{num(needed, 1)} cu ft (L498); the remaining SWQDv must be treated onsite by "
            "flow-through BMPs (L502)"
        )
        flow = form.get("flow_through_design_flow_cfs")
        if flow is not None and float(flow) <= 0:
            found.append(
                "flow-through design flow 0 cfs while part of the SWQDv is neither retained nor "
                "biofiltered: 'The remaining SWQDv that cannot be retained or biofiltered onsite "
                "must be treated onsite' (L502)"
            )
    return found


D1_FIELDS = (
    ("hillside_conserve_natural_areas", "(a) conserve natural areas", False),
    ("hillside_protect_slopes_channels", "(b) protect slopes and channels", False),
    ("hillside_stenciling_signage", "(c) stenciling and signage", False),
    ("hillside_roof_runoff_to_vegetation", "(d) divert roof runoff to vegetated areas", True),
    ("hillside_surface_flow_to_vegetation", "(e) direct surface flow to vegetated areas", True),
)


def _category(form: FormValues, number: str) -> bool:
    return any(str(item).startswith(f"{number} ") for item in form.get("categories", []) or [])


def lid_plan_content(form: FormValues) -> list[str]:
    """D.1 (L456-466): a hillside plan includes measures (a)-(e), (d) and (e) 'unless the
    diversion would result in slope instability'; D.3 (L470-476): the remainder retain the SWQDv
    onsite."""
    found: list[str] = []
    if _category(form, "10"):
        instability = bool(form.get("hillside_slope_instability"))
        absent = [
            label
            for fid, label, excusable in D1_FIELDS
            if form.get(fid) is not True and not (excusable and instability)
        ]
        if absent:
            found.append(
                "D.1: a single-family hillside LID plan includes mitigation measures to "
                f"{'; '.join(absent)} (L456-466); not confirmed here"
            )
    others = [n for n in ("1", "2", "3", "4", "5", "6", "8", "9", "11") if _category(form, n)]
    if others:
        swqdv = form.get("swqdv_cuft")
        rows = form.get("retention_bmps") or []
        retained = sum(float(row.get("volume_cuft") or 0) for row in rows if isinstance(row, dict))
        if swqdv is None:
            found.append(
                "D.3: the plan of a category "
                f"{', '.join(others)} project retains the SWQDv onsite (L470-476); no SWQDv is "
                "given"
            )
        elif retained < float(swqdv):
            found.append(
                f"D.3: BMPs retaining {num(retained)} cu ft < SWQDv {num(swqdv)} cu ft: 'Retain "
                "storm water runoff onsite for the storm water quality design volume' (L472), or "
                "a technical infeasibility request (L482-506)"
            )
    return found


NOTIFICATION_TIMING = FormCheck(
    id="discharge_notification_timing",
    title="Immediate notice and written notification timed against the discharge",
    fields=("discharged_at",),
    citations=(c(331, 331, "within forty-eight hours of the discharge", "notification A"),),
    check=notification_timing,
)
INFEASIBILITY_VOLUMES = FormCheck(
    id="infeasibility_volumes",
    title="Retained, biofiltered and flow-through volumes against the SWQDv",
    fields=("swqdv_cuft", "retained_volume_cuft"),
    citations=(
        c(484, 484, "cannot reliably retain 100 percent of the SWQDv on-site", f"{S114}(E)(2)"),
        c(498, 498, "biofiltrate 1.5 times the portion of the remaining SWQDv", f"{S114}(E)(3)"),
        c(502, 502, "must be treated onsite to reduce pollutant loading", f"{S114}(E)(5)"),
    ),
    check=infeasibility_volumes,
)
LID_PLAN_CONTENT = FormCheck(
    id="lid_plan_content",
    title="D.1 hillside measures and D.3 retention of the SWQDv",
    fields=("categories",),
    citations=(
        c(456, 456, "shall prepare a LID plan to include mitigation measures to", f"{S114}(D)(1)"),
        c(472, 472, "Retain storm water runoff onsite", f"{S114}(D)(3)(a)"),
    ),
    check=lid_plan_content,
)
