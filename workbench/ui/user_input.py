"""Reading what a user types (numbers with separators, areas in acres, US or ISO dates) and
the widgets that show it whole: a number box never narrower than its figure, and tables whose
main column keeps a readable share of the width (issue 22 items 4, 5, 12 and 13)."""

from __future__ import annotations

import re
from datetime import date, datetime, time

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QHeaderView, QLineEdit, QTableWidget

from workbench.core.units import ACRE_SQFT as SQFT_PER_ACRE

#: the widest figure a number box is sized for, whatever it holds (a box grows for more)
WIDEST_FIGURE = "00,000,000"

_AREA_UNITS = {
    "ac": SQFT_PER_ACRE,
    "acre": SQFT_PER_ACRE,
    "acres": SQFT_PER_ACRE,
    "sf": 1,
    "sqft": 1,
    "sq ft": 1,
    "sq. ft.": 1,
    "ft2": 1,
    "square feet": 1,
}
_US_DATE = re.compile(r"^(\d{1,2})/(\d{1,2})/(\d{4})$")
DATE_FORMS = "YYYY-MM-DD or MM/DD/YYYY"


def parse_number(text: str, integer: bool) -> float | int | None:
    """``"52,272"`` -> 52272; blank -> None; raises ValueError with a plain message."""
    cleaned = text.strip().replace(",", "").replace("_", "")
    if not cleaned:
        return None
    try:
        value = float(cleaned)
    except ValueError:
        raise ValueError("must be a number") from None
    if integer:
        if not value.is_integer():
            raise ValueError("must be a whole number")
        return int(value)
    return int(value) if value.is_integer() and abs(value) < 1e15 else value


def parse_area(text: str) -> float | int | None:
    """An area in square feet: ``"34,848"``, ``"34,848 sq ft"`` or ``"0.8 ac"`` (acres are
    converted: 1 acre = 43,560 sq ft)."""
    cleaned = text.strip().lower()
    match = re.match(r"^([-+0-9.,_\s]*[0-9.])\s*([a-z. ]+[0-9]?)?$", cleaned)
    if match and match.group(2):
        unit = match.group(2).strip()
        if unit not in _AREA_UNITS:
            raise ValueError(f"unit '{unit}' unknown: give square feet or acres (e.g. 0.8 ac)")
        number = parse_number(match.group(1), False)
        if number is None:
            return None
        value = number * _AREA_UNITS[unit]
        return round(value, 6) if not float(value).is_integer() else int(value)
    try:
        return parse_number(cleaned, False)
    except ValueError:
        raise ValueError("must be a number of square feet, or acres as in 0.8 ac") from None


def parse_user_date(text: str) -> date | None:
    """A date as ``2025-11-20`` (ISO) or ``11/20/2025`` (US); blank -> None; ValueError names
    both forms."""
    cleaned = text.strip()
    if not cleaned:
        return None
    us = _US_DATE.match(cleaned)
    try:
        if us:
            month, day, year = (int(part) for part in us.groups())
            return date(year, month, day)
        if len(cleaned) == 10:
            return date.fromisoformat(cleaned)
    except ValueError:
        raise ValueError(f"is not a possible date: '{cleaned}' (write {DATE_FORMS})") from None
    raise ValueError(f"is not a date: '{cleaned}' (write {DATE_FORMS})")


_TIME = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?$", re.IGNORECASE)
TIME_FORMS = "HH:MM, 24-hour or with am/pm"


def parse_user_when(text: str, with_time: bool = True) -> date | datetime | None:
    """A date (``2025-12-15``, ``12/15/2025``) with, when ``with_time``, an optional time of
    day after a space or ``T`` (``10:00``, ``14:30``, ``2:30 pm``, ``10am``): a ``datetime``
    when a time is given, else a ``date``; blank -> None. ValueError names the forms
    (issue 42 N1, N3)."""
    cleaned = " ".join(text.strip().split())
    if not cleaned:
        return None
    day_text, _, time_text = cleaned.replace("T", " ", 1).partition(" ")
    day = parse_user_date(day_text)
    if not time_text:
        return day
    if not with_time:
        raise ValueError(f"takes a date only, without a time: '{cleaned}' (write {DATE_FORMS})")
    found = _TIME.match(time_text.replace(" ", ""))
    if not found:
        raise ValueError(f"has a time that is not a time of day: '{time_text}' ({TIME_FORMS})")
    hour, minute = int(found.group(1)), int(found.group(2) or 0)
    half = (found.group(3) or "").lower().replace(".", "")
    if half:
        if not 1 <= hour <= 12:
            raise ValueError(f"has an hour that is not on a 12-hour clock: '{time_text}'")
        hour = hour % 12 + (12 if half == "pm" else 0)
    if hour > 23 or minute > 59:
        raise ValueError(f"has a time that is not possible: '{time_text}' (write {TIME_FORMS})")
    assert day is not None
    return datetime.combine(day, time(hour, minute))


def describe_when(value: date | datetime | None) -> str:
    """What a date field read, spelled out so a swapped month and day shows:
    "Monday, December 15, 2025 at 10:00"."""
    if value is None:
        return "not set"
    day = value.date() if isinstance(value, datetime) else value
    words = f"{day:%A}, {day:%B} {day.day}, {day.year}"
    return f"{words} at {value:%H:%M}" if isinstance(value, datetime) else words


class NumberEdit(QLineEdit):
    """A right-aligned number box that is never narrower than its figure: its minimum width
    follows the font (zoom, screen scale) and the text, so a number is never shown cut off."""

    def __init__(self, parent: QLineEdit | None = None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.textChanged.connect(lambda _t: self.updateGeometry())

    def _needed(self) -> int:
        metrics = self.fontMetrics()
        widest = max(
            metrics.horizontalAdvance(WIDEST_FIGURE),
            metrics.horizontalAdvance(self.text()),
            metrics.horizontalAdvance(self.placeholderText()),
        )
        margins = self.textMargins()
        # frame, the line edit's inner margin and the cursor: Qt's own allowance is about 12 px
        return widest + margins.left() + margins.right() + 18

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt API
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), self._needed()), hint.height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        hint = super().sizeHint()
        return QSize(max(hint.width(), self._needed()), hint.height())


class ColumnShares(QObject):
    """Keep a table's columns at shares of its width (the rest ``ResizeToContents``), each at
    least ``minimum`` pixels: a stretched column can no longer be squeezed to nothing by its
    neighbours' contents (the Deadlines table's "Deadline" column, issue 22 item 5)."""

    def __init__(
        self, table: QTableWidget, shares: dict[int, float], minimum: dict[int, int]
    ) -> None:
        super().__init__(table)
        self.table, self.shares, self.minimum = table, shares, minimum
        header = table.horizontalHeader()
        header.setStretchLastSection(False)
        for column in shares:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
        table.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() == QEvent.Type.Resize:
            self.apply()
        return False

    def apply(self) -> None:
        header = self.table.horizontalHeader()
        fixed = sum(header.sectionSize(c) for c in range(header.count()) if c not in self.shares)
        free = max(0, self.table.viewport().width() - fixed)
        for column, share in self.shares.items():
            header.resizeSection(column, max(self.minimum.get(column, 60), int(free * share)))
        self.table.resizeRowsToContents()
