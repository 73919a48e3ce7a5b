"""A date or date-and-time box that takes what people type (``11/20/2025``, ``2025-11-20``,
with ``10:00`` or ``2:30 pm`` after it), says under the box what it read ("Monday, December 15,
2025 at 10:00") or why it refuses, and has a calendar button that opens on the date shown, or
on today when the box is empty (issue 42 N1, N3: a QDateTimeEdit refused typed US dates
without a word, and a form's empty date opened its calendar on January 1900)."""

from __future__ import annotations

from datetime import date, datetime, time

from PySide6.QtCore import QDate, QDateTime, QPoint, Qt, QTime, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCalendarWidget, QLabel, QLineEdit, QStyle, QWidget

from workbench.ui.user_input import DATE_FORMS, describe_when, parse_user_when

#: the time a picked day gets when the box takes a time and none was typed
DEFAULT_TIME = time(9, 0)


class DateField(QLineEdit):
    """Typed dates (and times when ``with_time``). ``value()`` returns a date, a datetime
    (a time was typed) or None (blank) and raises ValueError naming ``label`` for anything
    else; ``reading`` is the label (placed by the owner) that says what was read."""

    #: a new value was read from the box (or it was emptied)
    valueChanged = Signal()

    def __init__(self, label: str, with_time: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = label
        self.with_time = with_time
        #: setDateTime and a day picked in the calendar give a time (the events' "time of day
        #: known"); typing a time is always taken when ``with_time``
        self.time_wanted = with_time
        self.setPlaceholderText(f"{DATE_FORMS}{' and HH:MM' if with_time else ''}")
        self.setAccessibleName(label)
        self.reading = QLabel()
        self.reading.setProperty("role", "hint")
        self.reading.setWordWrap(True)
        self.pick = QAction(
            self.style().standardIcon(QStyle.StandardPixmap.SP_FileDialogDetailedView),
            "Choose on a calendar",
            self,
        )
        self.pick.setToolTip("Choose the day on a calendar")
        self.pick.triggered.connect(self.open_calendar)
        self.addAction(self.pick, QLineEdit.ActionPosition.TrailingPosition)
        self.calendar: QCalendarWidget | None = None
        self._last: object = None
        self.textChanged.connect(self._read)
        self._read()

    # ----------------------------------------------------------------- reading
    def value(self) -> date | datetime | None:
        try:
            return parse_user_when(self.text(), self.with_time)
        except ValueError as error:
            raise ValueError(f"{self.label} {error}") from None

    def problem(self) -> str:
        """Why the box's text is refused ("" when it is read)."""
        try:
            self.value()
        except ValueError as error:
            return str(error)
        return ""

    def _read(self, *_args: object) -> None:
        problem = self.problem()
        self.setProperty("invalid", bool(problem))
        self.style().unpolish(self)
        self.style().polish(self)
        self.reading.setProperty("role", "error" if problem else "hint")
        self.reading.style().unpolish(self.reading)
        self.reading.style().polish(self.reading)
        if problem:
            self.reading.setText(problem)
            return
        value = self.value()
        self.reading.setText(f"Read as {describe_when(value)}" if value is not None else "")
        if value != self._last:
            self._last = value
            self.valueChanged.emit()

    # ----------------------------------------------------------------- writing
    def set_value(self, value: date | datetime | None) -> None:
        if value is None:
            self.setText("")
        elif isinstance(value, datetime):
            self.setText(value.strftime("%Y-%m-%d %H:%M"))
        else:
            self.setText(value.isoformat())

    # the QDateEdit / QDateTimeEdit calls the panels and their tests use
    def date(self) -> QDate:
        try:
            value = self.value()
        except ValueError:
            return QDate()
        if value is None:
            return QDate()
        day = value.date() if isinstance(value, datetime) else value
        return QDate(day.year, day.month, day.day)

    def setDate(self, day: QDate) -> None:  # noqa: N802 - the QDateEdit name
        self.set_value(day.toPython() if day.isValid() else None)

    def dateTime(self) -> QDateTime:  # noqa: N802 - the QDateTimeEdit name
        value = self.value()
        if value is None:
            return QDateTime()
        if not isinstance(value, datetime):
            value = datetime.combine(value, DEFAULT_TIME)
        return QDateTime(QDate(value.year, value.month, value.day), QTime(value.hour, value.minute))

    def setDateTime(self, when: QDateTime) -> None:  # noqa: N802 - the QDateTimeEdit name
        if not when.isValid():
            self.set_value(None)
            return
        value = when.toPython().replace(second=0, microsecond=0)
        self.set_value(value if self.with_time and self.time_wanted else value.date())

    # ----------------------------------------------------------------- calendar
    def open_calendar(self) -> None:
        """A month calendar under the box, on the date shown (today when none is)."""
        if self.calendar is None:
            self.calendar = QCalendarWidget(self)
            self.calendar.setWindowFlags(Qt.WindowType.Popup)
            self.calendar.setObjectName(f"{self.objectName()}_calendar")
            self.calendar.setGridVisible(True)
            self.calendar.clicked.connect(self._picked)
            self.calendar.activated.connect(self._picked)
        shown = self.date()
        start = shown if shown.isValid() else QDate.currentDate()
        self.calendar.setSelectedDate(start)
        self.calendar.setCurrentPage(start.year(), start.month())
        self.calendar.adjustSize()
        self.calendar.move(self.mapToGlobal(QPoint(0, self.height())))
        self.calendar.show()
        self.calendar.setFocus()

    def _picked(self, day: QDate) -> None:
        try:
            old = self.value()
        except ValueError:
            old = None
        picked = day.toPython()
        if isinstance(old, datetime):
            self.set_value(datetime.combine(picked, old.time()))
        elif self.with_time and self.time_wanted and old is None:
            self.set_value(datetime.combine(picked, DEFAULT_TIME))
        else:
            self.set_value(picked)
        if self.calendar is not None:
            self.calendar.hide()
        self.setFocus()
