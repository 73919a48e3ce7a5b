"""The site editor: every scenario field, generated from the model (``SiteFacts``,
``Rainfall``, ``DrainageArea``), with units parsed from the field names, inline validation
messages from the model's own validation, and a note saying which rules read each field."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ValidationError
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from workbench.core.model import Rainfall, Scenario, SiteFacts
from workbench.core.user_text import glossary, readable
from workbench.ui.drainage_areas import DrainageAreasBox, city_bmp_types
from workbench.ui.record_picker import RecordPickerMixin
from workbench.ui.site_days import OpenDaysMixin
from workbench.ui.site_discharges import DischargesMixin
from workbench.ui.site_fields import (
    FieldRow,
    field_kind,
    problem_of,
    uses_index,
    vocabulary_key,
)
from workbench.ui.site_identity import IdentityBox
from workbench.ui.site_parameters import ParametersMixin
from workbench.ui.theme import humanise
from workbench.ui.unknown_terms import Term, remove_terms, unknown_terms
from workbench.ui.user_input import parse_user_date
from workbench.ui.widgets import hint_label, title_label


# --------------------------------------------------------------------------- the editor
def _groups(model: type[BaseModel]) -> dict[str, list[str]]:
    """Fields grouped by what they are (generic: by type and unit suffix)."""
    groups: dict[str, list[str]] = {
        "Areas": [],
        "Project and use": [],
        "Distances, depths and rates": [],
        "Counts and levels": [],
        "Yes / no facts": [],
        "Lists": [],
    }
    for name, info in model.model_fields.items():
        kind, _extra = field_kind(info.annotation)
        if kind == "bool":
            groups["Yes / no facts"].append(name)
        elif kind == "choice":
            groups["Project and use"].append(name)
        elif kind == "list":
            groups["Lists"].append(name)
        elif kind == "integer":
            groups["Counts and levels"].append(name)
        elif name.endswith("_sqft"):
            groups["Areas"].append(name)
        else:
            groups["Distances, depths and rates"].append(name)
    return {k: v for k, v in groups.items() if v}


class SiteEditor(DischargesMixin, OpenDaysMixin, ParametersMixin, RecordPickerMixin, QWidget):
    """Edits one site's scenario through the document (every change is an undo step)."""

    renameRequested = Signal(str, str)  # site id, new name

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.doc: Any = None
        self.site_id: str | None = None
        self.rows: dict[tuple[str, str], FieldRow] = {}
        self._vocab_for: str | None = "\0"

        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        self.scroll_area = scroll
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        outer.addWidget(scroll)
        self.body = QWidget()
        scroll.setWidget(self.body)
        self.layout_ = QVBoxLayout(self.body)
        self.layout_.setContentsMargins(12, 10, 12, 12)

        self.title = title_label("No site selected")
        self.layout_.addWidget(self.title)
        self.layout_.addWidget(
            hint_label(
                "Every fact is optional: a rule that needs a missing one answers "
                "“needs information” and names the field. Hover a field to see which rules read "
                "it. Changes re-evaluate at once and can be undone (Ctrl+Z)."
            )
        )

        general = QGroupBox("General")
        grid = QGridLayout(general)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("field_name")
        self.name_edit.editingFinished.connect(self._commit_name)
        self.jurisdiction_combo = QComboBox()
        self.jurisdiction_combo.setObjectName("field_jurisdiction")
        self.jurisdiction_combo.activated.connect(lambda _i: self._commit_jurisdiction())
        self.as_of_edit = QLineEdit()
        self.as_of_edit.setObjectName("field_as_of")
        self.as_of_edit.setPlaceholderText("today (YYYY-MM-DD or MM/DD/YYYY)")
        self.as_of_edit.editingFinished.connect(self._commit_as_of)
        self.as_of_error = QLabel()
        self.as_of_error.setProperty("role", "error")
        grid.addWidget(QLabel("Site name"), 0, 0)
        grid.addWidget(self.name_edit, 0, 1)
        grid.addWidget(QLabel("Jurisdiction"), 0, 2)
        grid.addWidget(self.jurisdiction_combo, 0, 3)
        grid.addWidget(QLabel("As of (today for deadlines)"), 1, 0)
        grid.addWidget(self.as_of_edit, 1, 1)
        grid.addWidget(QLabel("date"), 1, 2)
        grid.addWidget(self.as_of_error, 1, 3)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        self.layout_.addWidget(general)
        self.identity = IdentityBox(  # project name, address, APN, people (issue 42 N8)
            lambda change, text: (
                self.doc.edit_scenario(self.site_id, change, text)
                if self._site() is not None
                else None
            ),
            lambda name: self.doc.rename_project(name) if self.doc is not None else None,
        )
        self.layout_.addWidget(self.identity)
        self._build_terms_box()

        columns = QHBoxLayout()
        self.left = QVBoxLayout()
        self.right = QVBoxLayout()
        columns.addLayout(self.left, 1)
        columns.addSpacing(10)
        columns.addLayout(self.right, 1)
        self.layout_.addLayout(columns)
        self._build_groups()

        self.areas_box = DrainageAreasBox(
            lambda change, text: (
                self.doc.edit_scenario(self.site_id, change, text)
                if self._site() is not None
                else None
            )
        )
        self.areas = self.areas_box.table
        self.layout_.addWidget(self.areas_box)

        self._build_discharges()

        closures_box = QGroupBox("Project closures (days the city is closed: not working days)")
        cl = QHBoxLayout(closures_box)
        self.closures_edit = QLineEdit()
        self.closures_edit.setObjectName("field_closures")
        self.closures_edit.setPlaceholderText("YYYY-MM-DD or MM/DD/YYYY, separated by commas")
        self.closures_edit.editingFinished.connect(self._commit_closures)
        self.closures_error = QLabel()
        self.closures_error.setProperty("role", "error")
        cl.addWidget(self.closures_edit, 2)
        cl.addWidget(QLabel("dates"))
        cl.addWidget(self.closures_error, 1)
        self.layout_.addWidget(closures_box)
        self._build_open_days()

        self._build_params()
        self.layout_.addStretch(1)
        self.body.setEnabled(False)

    # ----------------------------------------------------------------- construction
    def _build_terms_box(self) -> None:
        """Terms the site's city does not know (after a switch of city): listed, removable."""
        self.terms_box = QGroupBox("Terms this city does not know")
        self.terms_box.setObjectName("unknown_terms")
        layout = QVBoxLayout(self.terms_box)
        self.terms_hint = hint_label("")
        layout.addWidget(self.terms_hint)
        self.terms_list = QListWidget()
        self.terms_list.setObjectName("unknown_terms_list")
        self.terms_list.setSelectionMode(QListWidget.SelectionMode.ExtendedSelection)
        self.terms_list.setMaximumHeight(120)
        layout.addWidget(self.terms_list)
        row = QHBoxLayout()
        remove = QPushButton("Remove selected")
        remove.setObjectName("remove_selected_terms")
        remove.clicked.connect(lambda: self.remove_terms(selected_only=True))
        remove_all = QPushButton("Remove all")
        remove_all.setObjectName("remove_all_terms")
        remove_all.clicked.connect(lambda: self.remove_terms(selected_only=False))
        row.addWidget(remove)
        row.addWidget(remove_all)
        row.addStretch(1)
        layout.addLayout(row)
        self.terms_box.hide()
        self.layout_.addWidget(self.terms_box)
        self._terms: list[Term] = []

    def _show_terms(self, scenario: Scenario | None) -> None:
        jid = scenario.jurisdiction if scenario is not None else None
        self._terms = unknown_terms(self.host, scenario, jid) if scenario is not None else []
        self.terms_list.clear()
        for term in self._terms:
            entry = QListWidgetItem(term.label + (f"\n    {term.reading}" if term.reading else ""))
            entry.setToolTip(f"{term.field}[{term.index}]: {term.value}")
            self.terms_list.addItem(entry)
        if self._terms:
            try:
                city = self.host.jurisdiction(jid).name
            except KeyError:
                city = str(jid)
            self.terms_box.setTitle(f"Terms that are not {city}'s own")
            self.terms_hint.setText(
                f"These terms of the site come from another city or the shared vocabulary. "
                f"Each line says how {city} reads it (as one of its own terms, as maybe one: "
                "then the findings it could change need information, or not at all). Remove a "
                "term, or give the ordinance's own term, to decide; Ctrl+Z brings a removed "
                "term back. Every other fact of the site is kept."
            )
        self.terms_box.setVisible(bool(self._terms))

    def remove_terms(self, selected_only: bool) -> None:
        site = self._site()
        if site is None or not self._terms:
            return
        rows = sorted({i.row() for i in self.terms_list.selectedIndexes()})
        chosen = [self._terms[r] for r in rows] if selected_only else list(self._terms)
        if not chosen:
            return

        def change(s: Scenario) -> None:
            remove_terms(s, chosen)

        n = len(chosen)
        self.doc.edit_scenario(
            site.id, change, f"Remove {n} term{'s' if n != 1 else ''} the city does not know"
        )

    def _build_groups(self) -> None:
        weights = [0, 0]
        for section, model, title_prefix in (
            ("site", SiteFacts, "Site: "),
            ("rainfall", Rainfall, "Rainfall"),
        ):
            groups = _groups(model) if section == "site" else {"": list(model.model_fields)}
            for group, names in groups.items():
                box = QGroupBox(
                    f"{title_prefix}{group}" if section == "site" else "Design rainfall"
                )
                grid = QGridLayout(box)
                grid.setHorizontalSpacing(8)
                grid.setVerticalSpacing(3)
                r = 0
                for name in names:
                    row = FieldRow(section, name, model.model_fields[name].annotation, {})
                    row.on_commit = self._commit_field
                    self.rows[(section, name)] = row
                    grid.addWidget(row.label, r, 0)
                    if row.kind == "list":  # long vocabulary labels: the list takes the row's width
                        grid.addWidget(row.editor, r, 1, 1, 3)
                        grid.addWidget(row.note, r + 1, 0)
                        grid.addWidget(row.choices, r + 1, 1, 1, 3)  # none of these / not given
                        r += 1
                    else:
                        grid.addWidget(row.editor, r, 1)
                        unit = self._record_button() if name == "record_csv" else row.unit
                        grid.addWidget(unit, r, 2)
                        grid.addWidget(row.note, r, 3)
                    grid.addWidget(row.error, r + 1, 1, 1, 3)
                    r += 2
                grid.setColumnStretch(1, 1)
                # balance the two columns by rows placed so far
                target = self.left if weights[0] <= weights[1] else self.right
                weights[0 if target is self.left else 1] += len(names) + 2
                target.addWidget(box)
        self.left.addStretch(1)
        self.right.addStretch(1)

    def _refresh_vocabularies(self, jid: str | None) -> None:
        """List fields choose from the jurisdiction's vocabulary (or every city's)."""
        if self._vocab_for == jid:
            return
        self._vocab_for = jid
        jids = [jid] if jid else [j.id for j in self.host.jurisdictions()]
        words = glossary(self.host, jid)
        for (_section, name), row in self.rows.items():
            if row.kind != "list":
                continue
            vocab: dict[str, str] = {}
            for j in jids:
                vocab.update(self.host.vocabulary(j).get(vocabulary_key(name), {}))
                if name == "facility_types":
                    try:
                        for f in self.host.jurisdiction(j).facility_types:
                            vocab.setdefault(f, f.replace("_", " "))
                    except KeyError:
                        pass
            vocab = {term: readable(label, words) for term, label in vocab.items()}
            if vocab != row.vocabulary:
                row.set_vocabulary(vocab)

    # ----------------------------------------------------------------- showing a site
    def set_document(self, doc: Any) -> None:
        self.doc = doc
        doc.pathChanged.connect(self._show_identity)  # the project renamed (or undone)

    def _show_identity(self) -> None:
        site = self._site()
        self.identity.show_site(
            self.doc.name if self.doc is not None else "",
            site.scenario.project if site is not None else None,
        )

    def set_site(self, site: Any | None) -> None:
        """Show a site's facts; with none, an empty, disabled form (a new project shows no
        other project's values: issue 22 item 10)."""
        same_site = site is not None and site.id == self.site_id
        if not same_site:  # another site opens at its top, not where the last one was (N13)
            self.scroll_area.verticalScrollBar().setValue(0)
        self.site_id = site.id if site is not None else None
        self.body.setEnabled(site is not None)
        if site is None:
            from workbench.core.model import FORMAT

            empty = self.doc is not None and not self.doc.sites()
            self.title.setText(
                "No site yet: use Add site (Ctrl+Shift+N) to start one"
                if empty
                else "No site selected: select one in the project tree"
            )
            self.name_edit.clear()
            self._show_identity()
            self.jurisdiction_combo.clear()
            self.as_of_edit.clear()
            self._vocab_for = "\0"  # no city: no city's terms or rule counts stay (part A 10)
            for row in self.rows.values():
                if row.kind == "list":
                    row.set_vocabulary({})
                row.note.setText("")
                row.show(None)
            blank = Scenario(format=FORMAT)
            self.areas_box.show_areas([], same_site=False)
            self._show_params(blank)
            self._show_discharges(blank)
            self.closures_edit.clear()
            self._show_open_days(None)
            self._show_terms(None)
            return
        scenario: Scenario = site.scenario
        jid = scenario.jurisdiction
        self.title.setText(f"{site.name}")
        self.name_edit.setText(site.name)
        self.name_edit.setCursorPosition(0)
        self.identity.show_site(self.doc.name if self.doc is not None else "", scenario.project)
        self.jurisdiction_combo.blockSignals(True)
        self.jurisdiction_combo.clear()
        self.jurisdiction_combo.addItem("(none: every loaded city)", None)
        for j in self.host.jurisdictions():  # labels; the id is in the tooltip (item 14)
            self.jurisdiction_combo.addItem(j.name, j.id)
            self.jurisdiction_combo.setItemData(
                self.jurisdiction_combo.count() - 1,
                f"{j.ordinance} (plugin id {j.id})",
                Qt.ItemDataRole.ToolTipRole,
            )
        if jid and self.jurisdiction_combo.findData(jid) < 0:
            self.jurisdiction_combo.addItem(f"{jid} (plugin not loaded)", jid)
        self.jurisdiction_combo.setCurrentIndex(max(0, self.jurisdiction_combo.findData(jid)))
        self.jurisdiction_combo.blockSignals(False)
        self.as_of_edit.setText(scenario.as_of.isoformat() if scenario.as_of else "")
        self.as_of_error.setText("")
        self._refresh_vocabularies(jid)
        index = uses_index(self.host, [jid] if jid else [j.id for j in self.host.jurisdictions()])
        for (section, name), row in self.rows.items():
            source = scenario.site if section == "site" else scenario.rainfall
            row.show(getattr(source, name))
            row.set_uses(index.get(name, []))
        self.areas_box.set_city_types(city_bmp_types(self.host, jid))
        self.areas_box.show_areas(scenario.drainage_areas, same_site)
        self._show_terms(scenario)
        self._show_params(scenario)
        self._show_discharges(scenario)
        self.closures_edit.setText(", ".join(d.isoformat() for d in scenario.closures))
        self.closures_edit.setCursorPosition(0)
        self.closures_error.setText("")
        self._show_open_days(scenario)

    # ----------------------------------------------------------------- commits
    def _site(self) -> Any | None:
        return self.doc.site(self.site_id) if self.doc and self.site_id else None

    def _commit_field(self, row: FieldRow) -> None:
        site = self._site()
        if site is None:
            return
        try:
            value = row.read()
        except ValueError as error:
            row.set_error(f"{humanise(row.name)} {error}")
            return
        model = SiteFacts if row.section == "site" else Rainfall
        current = getattr(site.scenario, row.section)
        data = current.model_dump()
        data[row.name] = value
        try:
            model.model_validate(data)
        except ValidationError as error:
            row.set_error(f"{humanise(row.name)} {problem_of(error)}")
            return
        row.set_error("")

        def change(s: Scenario) -> None:
            setattr(getattr(s, row.section), row.name, value)

        self.doc.edit_scenario(site.id, change, f"Edit {humanise(row.name).lower()}")

    def _commit_name(self) -> None:
        site = self._site()
        if (
            site is not None
            and self.name_edit.text().strip()
            and self.name_edit.text().strip() != site.name
        ):
            self.doc.rename_site(site.id, self.name_edit.text())

    def _commit_jurisdiction(self) -> None:
        site = self._site()
        if site is None:
            return
        jid = self.jurisdiction_combo.currentData()

        def change(s: Scenario) -> None:
            s.jurisdiction = jid

        self.doc.edit_scenario(site.id, change, "Change jurisdiction")

    def _commit_as_of(self) -> None:
        site = self._site()
        if site is None:
            return
        text = self.as_of_edit.text().strip()
        try:
            value = parse_user_date(text)  # 2025-11-20 or 11/20/2025 (issue 22 item 13)
        except ValueError as error:
            self.as_of_error.setText(f"As of {error}")
            return
        self.as_of_error.setText("")

        def change(s: Scenario) -> None:
            s.as_of = value

        self.doc.edit_scenario(site.id, change, "Edit as-of date")

    # ----------------------------------------------------------------- discharges and closures
    def _commit_closures(self) -> None:
        site = self._site()
        if site is None:
            return
        days = []
        for part in self.closures_edit.text().replace(";", ",").split(","):
            text = part.strip()
            if not text:
                continue
            try:
                value = parse_user_date(text)
            except ValueError as error:
                self.closures_error.setText(f"{text}: {error}")
                return
            days.append(value)
        self.closures_error.setText("")

        def change(s: Scenario) -> None:
            s.closures = sorted(set(days))

        self.doc.edit_scenario(site.id, change, "Edit closures")
