"""Iowa Environmental Mesonet (IEM) ASOS/AWOS download (``cgi-bin/request/asos.py``):
recognised, and refused with the IEM download to use instead.

Documentation followed: IEM's field list of the ASOS download (asos.py), as restated in the
riem R package's documentation of ``riem_measures``: one row per METAR report (routine,
special and, on request, 5-minute reports), ``station``, ``valid``, then the fields asked
for; ``p01i``: "One hour precipitation for the period from the observation time to the
time of the previous hourly precipitation reset. This varies slightly by site. Values are
in inches."; ``T`` trace, ``M`` missing; comma or tab separated, with ``#DEBUG`` lines
before the header when asked for.

Why this is refused rather than read: an hourly total is not in such a file. ``p01i`` of a
routine report (near :51-:56) covers the time since the previous reset; a special report
between two routine ones carries the amount since that same reset (in the test data's LGA
excerpt: 0.01 at 06:19, 06:41 and 06:51), so it must not be added; a file may hold 5-minute
reports whose ``p01i`` is missing, and where a routine report is missing the reset time of
the next value is not known. The download does not mark which report is routine, and the
minute moves (LGA on 2013-06-08: no report at 01:51; the one at 01:49 carries the SLP and T
groups of an hourly report), and a report without a P group is written with ``p01i`` 0 (LGA
01:48 that day, in rain), so neither a routine report nor a dry 0 can be told from the
download alone. IEM itself turns these reports into hourly totals
(``scripts/summary/hourly_precip.py``: for each hour ``ts``, ``max(p01i)`` of the reports
with ``ts < valid <= ts + 60 min``) and publishes them as the hourly precipitation
download, which ``workbench.core.rainfall.iem`` reads. The refusal names that download.
"""

from __future__ import annotations

from workbench.core.rainfall.base import RecordError, fail

HOURLY_DOWNLOAD = "mesonet.agron.iastate.edu/request/hourlyprecip.phtml"


def matches(header: list[str]) -> bool:
    """An asos.py download: station and valid, then METAR fields (p01i or the metar text),
    and not the hourly precipitation download's precip_in."""
    cells = set(header)
    return (
        {"station", "valid"} <= cells
        and bool({"p01i", "metar"} & cells)
        and ("precip_in" not in cells)
    )


def refusal(name: str, line: int) -> RecordError:
    """The one line that says what to download instead."""
    return fail(
        name,
        line,
        "is an IEM ASOS download (asos.py: METAR reports, whose p01i is the precipitation "
        "since the last routine report, not an hourly total): it is not read; download the "
        f"station's IEM hourly precipitation instead ({HOURLY_DOWNLOAD}: station, network, "
        "valid, precip_in), which IEM totals from the same reports, and import that",
    )
