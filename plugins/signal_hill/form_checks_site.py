"""Signal Hill form checks that read the site's evaluation (issue 38): what a form says against
what the site records and what the workbench computed for it. ``form_checks`` compares a form's
own fields (review defect 9: C13b, C39, C40); these compare them with the site: the discharge a
notification reports with the recorded discharge (L331), and the SWQDv, retained and biofiltered
volumes a plan or request states with the site's figures (L470-476, L498). Where the evaluation
is not given (a form typed before the site is evaluated) the core skips them.
"""

from __future__ import annotations

from datetime import datetime

from workbench.api import FormCheck, FormValues, format_when

from .common import S114, c, num

DISCHARGE = "pollutant_discharge"


def _naive(when: object) -> object:
    return when.replace(tzinfo=None) if isinstance(when, datetime) else when


def discharge_against_the_record(form: FormValues) -> list[str]:
    """L331: the notice identifies 'the date and time of the Discharge', and the written
    notification is due 'within forty-eight hours of the discharge': the discharge the form
    reports against the one the site records (event ``pollutant_discharge``)."""
    stated = _naive(form.when("discharged_at"))
    recorded = [_naive(e.at) for e in form.events(DISCHARGE)]
    if stated is None or not recorded or stated in recorded:
        return []
    return [
        f"the form reports the discharge at {format_when(stated)}; the site records it at "
        f"{', '.join(format_when(r) for r in recorded)} (event {DISCHARGE}): the notice gives "
        "'the date and time of the Discharge' and the 48 hours run from it (L331)"
    ]


def swqdv_against_the_site(form: FormValues) -> list[str]:
    """L470-476: the SWQDv is the runoff of the greater of the 85th percentile 24-hour event and
    a 0.75 inch, 24-hour event: a plan or request stating less than the site's SWQDv computed
    from its drainage areas (``sh_swqdv``) understates it."""
    stated = form.get("swqdv_cuft")
    site = form.sized("sh_swqdv", "design_volume_cuft")
    if not isinstance(stated, int | float) or site is None or float(stated) >= site - 0.05:
        return []
    return [
        f"the form states SWQDv {num(stated)} cu ft; the site's drainage areas give "
        f"{num(site, 1)} cu ft (sizing sh_swqdv, L470-476): the plan retains the site's SWQDv"
    ]


def volumes_against_the_site(form: FormValues) -> list[str]:
    """L498: biofiltration of 1.5 times the SWQDv not reliably retained, against the site's
    retained volume (``site.retained_volume_cuft``) and its biofiltration figure
    (``sh_biofiltration``)."""
    found: list[str] = []
    retained, site_retained = form.get("retained_volume_cuft"), form.fact("retained_volume_cuft")
    if isinstance(retained, int | float) and isinstance(site_retained, int | float):
        if abs(float(retained) - float(site_retained)) > 0.05:
            found.append(
                f"the form states {num(retained)} cu ft retained; the site says "
                f"{num(site_retained)} cu ft (site.retained_volume_cuft): the biofiltration of "
                "L498 is counted from what is 'not reliably retained onsite'"
            )
    biofiltered = form.get("biofiltration_volume_cuft")
    needed = form.sized("sh_biofiltration", "biofiltration_volume_cuft")
    if isinstance(biofiltered, int | float) and needed is not None and biofiltered < needed - 0.05:
        found.append(
            f"biofiltration {num(biofiltered)} cu ft < the site's {num(needed, 1)} cu ft (sizing "
            "sh_biofiltration: 1.5 times the SWQDv not reliably retained, L498)"
        )
    return found


DISCHARGE_AGAINST_THE_RECORD = FormCheck(
    id="discharge_against_the_record",
    title="The discharge the notification reports against the site's record",
    fields=("discharged_at",),
    citations=(c(331, 331, "the date and time of the Discharge", "notification A"),),
    check=discharge_against_the_record,
)
SWQDV_AGAINST_THE_SITE = FormCheck(
    id="swqdv_against_the_site",
    title="The SWQDv stated against the site's drainage areas",
    fields=("swqdv_cuft",),
    citations=(
        c(
            472,
            472,
            "Retain storm water runoff onsite for the storm water quality design",
            f"{S114}(D)(3)",
        ),
        c(476, 476, "whichever is greater", f"{S114}(D)(3)"),
    ),
    check=swqdv_against_the_site,
)
VOLUMES_AGAINST_THE_SITE = FormCheck(
    id="volumes_against_the_site",
    title="Retained and biofiltered volumes against the site's",
    fields=("swqdv_cuft",),
    citations=(
        c(498, 498, "biofiltrate 1.5 times the portion of the remaining SWQDv", f"{S114}(E)(3)"),
    ),
    check=volumes_against_the_site,
)
