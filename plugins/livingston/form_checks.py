"""Cross-field checks of the Livingston forms (``FormCheck``, issue 38): what the ordinance
makes of a form whose fields are each valid but which does not meet the text, read against the
site's events and the evaluation's findings (review D10). The filing dates of the appeal, the
petition and the cost protest are compared with their deadlines by the core
(``FormSpec.answers``); these checks add what only the city's text says.
"""

from __future__ import annotations

from datetime import datetime

from workbench.api import FormCheck, FormValues, format_when

from .common import c


def _naive(when: object) -> object:
    return when.replace(tzinfo=None) if isinstance(when, datetime) else when


def pond_discharge(form: FormValues) -> list[str]:
    """L129: a recycled-water pond may discharge only 'as a result of a 25-year, 24-hour storm
    event or greater'; the notice is e-mailed 'no later than 24 hours after the discharge'."""
    found: list[str] = []
    if form.get("storm_25yr_24hr") is False:
        found.append(
            "the discharge did not result from a 25-year, 24-hour storm event or greater: the pond "
            "is managed 'such that no discharge occurs unless' it did (L129); this discharge is "
            "not allowed, and the notice does not make it so"
        )
    discharged = _naive(form.when("discharge_at"))
    recorded = [_naive(e.at) for e in form.events("recycled_pond_discharge")]
    if recorded and discharged is not None and discharged not in recorded:
        found.append(
            f"the notice reports a discharge at {format_when(discharged)}; the site records it "
            f"at {', '.join(format_when(r) for r in recorded)} (event recycled_pond_discharge): "
            "the 24 hours of L129 run from the discharge"
        )
    return found


def escp_on_a_state_permit_site(form: FormValues) -> list[str]:
    """L161: the ESCP and worksheet are for 'projects with less than an acre of soil
    disturbance or not subject to the construction general permit'; a project subject to the
    permit submits its WDID number and SWPPP."""
    if form.status("erosion_sediment_control_plan") != "does_not_apply":
        return []
    if form.status("construction_general_permit") != "applies":
        return []
    area = form.fact("disturbed_area_sqft")
    said = f" ({area:,.0f} sq ft disturbed)" if isinstance(area, int | float) else ""
    return [
        f"this site is subject to the State construction general permit{said}: the city takes "
        "'the WDID number and the SWPPP' (L161), not an ESCP, which is for projects with less "
        "than an acre of soil disturbance or not subject to the permit (L161, L165)"
    ]


POND_DISCHARGE = FormCheck(
    id="pond_discharge",
    title="The pond discharge: storm size and time against the site's record",
    fields=("discharge_at",),
    citations=(
        c(129, 129, "a result of a 25-year, 24-hour storm event or greater", "prohibitions"),
        c(129, 129, "no later than 24 hours after the discharge", "prohibitions"),
    ),
    check=pond_discharge,
)
ESCP_ON_STATE_PERMIT_SITE = FormCheck(
    id="escp_on_state_permit_site",
    title="An ESCP for a site that needs the State construction general permit",
    fields=(),
    citations=(
        c(161, 161, "the WDID number and the SWPPP shall be submitted to the city", "construction"),
        c(161, 161, "For projects with less than an acre of soil disturbance", "construction"),
    ),
    check=escp_on_a_state_permit_site,
)
