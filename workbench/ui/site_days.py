"""The Site panel's open days: days on the city's holiday list on which the city is open for
this project (scenario ``open_days``, issue 21), so working-day counts use them again.

Each entry must be a date on the holiday list in force (``holidays_ca.CITY_STANDIN``): a day
that is not on it opens nothing, and is refused with a message naming the list. Open days
never change the CCP § 135 list that extends a last day (docs/DEADLINES.md)."""

from __future__ import annotations

from datetime import date

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QLineEdit, QVBoxLayout

from workbench.core.holidays_ca import CITY_STANDIN, HolidaysNotPinned, city_holiday
from workbench.core.model import Scenario
from workbench.ui.user_input import parse_user_date


def parse_open_days(text: str) -> list[date]:
    """The open days written in ``text`` (ISO or US dates, commas or semicolons), sorted, each
    once; ValueError naming the first entry that is not a date on the holiday list."""
    days: set[date] = set()
    for part in text.replace(";", ",").split(","):
        entry = part.strip()
        if not entry:
            continue
        try:
            day = parse_user_date(entry)
        except ValueError as error:
            raise ValueError(f"{entry}: {error}") from None
        if day is None:  # only blank text gives None
            continue
        try:
            listed = city_holiday(day)
        except HolidaysNotPinned as error:
            raise ValueError(f"{entry}: {error}") from None
        if listed is None:
            raise ValueError(
                f"{entry}: not a holiday on the list in force ({CITY_STANDIN.id} "
                f"{CITY_STANDIN.version}), so the city is open anyway"
            )
        days.add(day)
    return sorted(days)


class OpenDaysMixin:
    """The open-days row of ``SiteEditor`` (which provides doc, layout_ and ``_site``)."""

    def _build_open_days(self) -> None:
        box = QGroupBox("Project open days (listed holidays on which the city is open)")
        box.setToolTip(
            f"Working and business days skip the holidays of {CITY_STANDIN.title} "
            f"({CITY_STANDIN.id} {CITY_STANDIN.version}). A day written here is a working day "
            "again for this project (a city open on Juneteenth, say). It does not change the "
            "Code of Civil Procedure § 135 list that moves a last day."
        )
        column = QVBoxLayout(box)
        row = QHBoxLayout()
        self.open_days_edit = QLineEdit()
        self.open_days_edit.setObjectName("field_open_days")
        self.open_days_edit.setPlaceholderText("YYYY-MM-DD or MM/DD/YYYY, separated by commas")
        self.open_days_edit.editingFinished.connect(self._commit_open_days)
        row.addWidget(self.open_days_edit, 2)
        row.addWidget(QLabel("dates"))
        row.addStretch(1)  # the edit as wide as the closures' one above
        column.addLayout(row)
        self.open_days_error = QLabel()  # under the box's full width: long messages wrap
        self.open_days_error.setProperty("role", "error")
        self.open_days_error.setWordWrap(True)
        self.open_days_error.hide()
        column.addWidget(self.open_days_error)
        self.layout_.addWidget(box)

    def _show_open_days(self, scenario: Scenario | None) -> None:
        days = scenario.open_days if scenario is not None else []
        self.open_days_edit.setText(", ".join(d.isoformat() for d in days))
        self.open_days_edit.setCursorPosition(0)
        self._open_days_problem("")

    def _open_days_problem(self, text: str) -> None:
        self.open_days_error.setText(text)
        self.open_days_error.setVisible(bool(text))

    def _commit_open_days(self) -> None:
        site = self._site()
        if site is None:
            return
        try:
            days = parse_open_days(self.open_days_edit.text())
        except ValueError as error:
            self._open_days_problem(str(error))  # the site keeps its open days
            return
        self._open_days_problem("")
        if days == list(site.scenario.open_days):
            return

        def change(s: Scenario) -> None:
            s.open_days = days

        self.doc.edit_scenario(site.id, change, "Edit open days")
