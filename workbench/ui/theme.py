"""Colours, labels and small formatting helpers shared by every panel.

Status is never shown by colour alone: every badge carries its text label too. The colours
match ``workbench.core.plots.STATUS_COLOURS`` so charts and tables agree.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtGui import QBrush, QColor, QFont

from workbench.core.plots import STATUS_COLOURS
from workbench.core.user_text import UNIT_SUFFIXES, humanise, readable_source

APP_TITLE = "Stormwater Compliance Workbench"

STATUS_LABELS = {
    "applies": "Applies",
    "does_not_apply": "Does not apply",
    "needs_info": "Needs information",
    "error": "Error",
    "not_addressed": "Not addressed",
}
#: Pale backgrounds for table cells, strong colours for text and chart marks.
STATUS_BACKGROUNDS = {
    "applies": "#f9dcd8",
    "needs_info": "#fbecc8",
    "does_not_apply": "#d9f0df",
    "error": "#eadcf2",
    "not_addressed": "#eeeeee",
}
STATUS_SYMBOLS = {
    "applies": "●",
    "needs_info": "?",
    "does_not_apply": "○",
    "error": "✖",
    "not_addressed": "–",
}

DUE_LABELS = {
    "overdue": "Overdue",
    "due_soon": "Due soon",
    "upcoming": "Upcoming",
    "keep_until": "Keep until",  # record retention: the earliest discard day, never overdue
}
DUE_COLOURS = {
    "overdue": "#c0392b",
    "due_soon": "#b9770e",
    "upcoming": "#1f618d",
    "keep_until": "#5d6d7e",
}
DUE_BACKGROUNDS = {
    "overdue": "#f9dcd8",
    "due_soon": "#fbecc8",
    "upcoming": "#dce9f5",
    "keep_until": "#eaeded",
}

PLUGIN_STATUS_COLOURS = {
    "ok": "#1e8449",
    "degraded": "#b9770e",
    "broken": "#7d3c98",
    "conflict": "#7d3c98",
    "disabled": "#707b7c",
}

CATEGORY_LABELS = {
    "construction_state_permit": "Construction: state general permit / SWPPP",
    "construction_local_permit": "Construction: local permit",
    "erosion_sediment_control_plan": "Erosion and sediment control plan",
    "construction_bmps": "Construction BMPs",
    "post_construction_plan": "Post-construction plan (LID / SWCP / SWQMP)",
    "site_design_measures": "Site design measures",
    "source_controls": "Source controls",
    "treatment_sizing": "Treatment sizing",
    "hydromodification": "Hydromodification",
    "bmp_maintenance": "BMP maintenance",
    "facility_program": "Commercial / industrial facility program",
    "vacant_parcel": "Vacant parcels",
    "slope_protection": "Slope protection",
    "discharge_prohibition": "Discharge prohibitions",
    "spill_response": "Spill response",
    "exemption": "Exemptions",
}


def status_label(status: str | None) -> str:
    return STATUS_LABELS.get(status or "not_addressed", str(status))


def status_colour(status: str | None) -> QColor:
    return QColor(STATUS_COLOURS.get(status or "", "#707b7c"))


def status_brush(status: str | None) -> QBrush:
    return QBrush(QColor(STATUS_BACKGROUNDS.get(status or "not_addressed", "#eeeeee")))


def status_text(status: str | None) -> str:
    """Symbol and label, e.g. ``● Applies``: readable without colour."""
    key = status or "not_addressed"
    return f"{STATUS_SYMBOLS.get(key, '')} {status_label(key)}".strip()


def badge_html(status: str | None) -> str:
    key = status or "not_addressed"
    colour = STATUS_COLOURS.get(key, "#707b7c")
    return (
        f'<span style="color:{colour}; font-weight:600">{STATUS_SYMBOLS.get(key, "")} '
        f"{status_label(key)}</span>"
    )


def category_label(category: str) -> str:
    return CATEGORY_LABELS.get(category, category.replace("_", " ").capitalize())


def unit_of(field_name: str) -> str:
    """The unit a unit-suffixed field name carries (``disturbed_area_sqft`` -> ``sq ft``)."""
    for suffix, unit in UNIT_SUFFIXES:
        if field_name.endswith(suffix):
            return unit
    return ""


def quantity_label(name: str) -> str:
    """``design_volume_cuft[Roof]`` -> ``Design volume (Roof)``; ``rainfall.p85_24hr_in`` ->
    ``85th percentile 24-hr``."""
    match = re.match(r"^([^\[]+)(?:\[(.*)\])?$", name)
    base, part = (match.group(1), match.group(2)) if match else (name, None)
    label = humanise(base.split(".")[-1])
    return f"{label} ({part})" if part else label


def fmt_number(value: Any, unit: str = "") -> str:
    """Engineering display: thousands separators, sensible precision, unit appended."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        number = float(value)
        if number.is_integer() and abs(number) < 1e15:
            text = f"{int(number):,}"
        elif abs(number) >= 100:
            text = f"{number:,.1f}"
        elif abs(number) >= 1:
            text = f"{number:,.2f}"
        else:
            text = f"{number:.3g}"
    else:
        text = str(value)
    return f"{text} {unit}".strip()


def usd(value: float | None) -> str:
    if value is None:
        return "no amount stated"
    return f"${value:,.0f}" if float(value).is_integer() else f"${value:,.2f}"


def citation_text(c: dict[str, Any]) -> str:
    """``§12.16.114, lines 210–214`` or ``External: <source>``."""
    if c.get("external") or not c.get("lines"):
        verify = " (verify)" if c.get("verify") else ""
        source = readable_source(str(c.get("source") or ""))
        return f"External: {source}{(' ' + c['section']) if c.get('section') else ''}{verify}"
    first, last = c["lines"]
    where = f"line {first}" if first == last else f"lines {first}–{last}"
    section = f"§{c['section']}, " if c.get("section") else ""
    return f"{section}{where}"


def bold_font(base: QFont | None = None) -> QFont:
    font = QFont(base) if base is not None else QFont()
    font.setBold(True)
    return font


_STYLE = """
QMainWindow, QDialog { background: #f4f6f8; }
QTabWidget::pane { border: 1px solid #c8ced6; background: #ffffff; top: -1px; }
QTabBar::tab { padding: 6px 14px; border: 1px solid #c8ced6; border-bottom: none;
               background: #e6eaef; margin-right: 2px; border-top-left-radius: 3px;
               border-top-right-radius: 3px; }
QTabBar::tab:selected { background: #ffffff; font-weight: 600; }
QGroupBox { font-weight: 600; border: 1px solid #d0d6de; border-radius: 4px; margin-top: 10px;
            padding-top: 6px; background: #ffffff; }
QGroupBox::title { subcontrol-origin: margin; left: 8px; padding: 0 4px; color: #1f3a5f; }
QHeaderView::section { background: #e9edf2; padding: 4px 6px; border: none;
                       border-right: 1px solid #d0d6de; border-bottom: 1px solid #c8ced6;
                       font-weight: 600; }
QTableWidget, QTreeWidget, QListWidget, QTableView, QTreeView {
    gridline-color: #e3e7ec; selection-background-color: #cfe0f3; selection-color: #000000;
    alternate-background-color: #f7f9fb; background: #ffffff; }
QLabel[role="hint"] { color: #5d6d7e; }
QLabel[role="error"] { color: #b03a2e; }
QLabel[role="title"] { font-size: TITLE_SIZEpx; font-weight: 600; color: #1f3a5f; }
QLabel[role="unit"] { color: #34495e; min-width: 44px; }
QLineEdit[invalid="true"] { border: 1px solid #c0392b; background: #fdf0ee; }
QDockWidget::title { background: #e6eaef; padding: 4px 8px; font-weight: 600; }
QStatusBar { background: #e9edf2; }
QPushButton { padding: 4px 12px; }
"""


def stylesheet(percent: int = 100) -> str:
    """The window's style sheet at a zoom level: sizes it gives in pixels follow the zoom."""
    return _STYLE.replace("TITLE_SIZE", str(round(15 * percent / 100)))


STYLESHEET = stylesheet()
