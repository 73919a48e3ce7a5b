"""Hourly rainfall records as engineers download them: detection, import, joining, report.

One module per format (``ncei_hly``, ``hpd_v2``, ``iem``, ``cimis``, ``workbench_csv``),
each citing the documentation it follows; ``record`` detects, parses and joins files into
one hourly record in local standard time; ``report`` describes a record; ``use`` finds
the record a scenario uses (the copy kept in its project, else the file). Headless: no Qt.
"""

from workbench.core.rainfall.base import Options, RecordError
from workbench.core.rainfall.record import (
    FORMAT_TITLES,
    FORMATS,
    Record,
    detect,
    import_files,
    load_record,
)
from workbench.core.rainfall.report import record_report, report_text
from workbench.core.rainfall.use import RecordInUse, record_in_use, scenario_record_report

__all__ = [
    "FORMATS",
    "FORMAT_TITLES",
    "Options",
    "Record",
    "RecordError",
    "RecordInUse",
    "detect",
    "import_files",
    "load_record",
    "record_in_use",
    "record_report",
    "report_text",
    "scenario_record_report",
]
