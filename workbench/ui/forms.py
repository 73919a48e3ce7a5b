"""The forms panel: any plugin ``FormSpec`` rendered generically (plugins ship no widgets),
required-field validation with messages, saved in the site's ``Scenario.forms`` through the
undo stack, printable (printer or PDF)."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QMarginsF, Qt, Signal
from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from workbench.core.calendar import WorkCalendar
from workbench.core.evaluate import InputError, form_warnings, site_calendar
from workbench.core.forms import (
    PREFILLED,
    check_form,
    prefill,
    remember_prefill,
    validate_form,
)
from workbench.core.model import Scenario
from workbench.core.rules import FormSpec, FormWarning
from workbench.ui.form_fields import (
    FormRenderer,
    form_html,
    warnings_html,
)
from workbench.ui.form_stale import StaleMixin, site_changes
from workbench.ui.theme import citation_text
from workbench.ui.widgets import shrinkable, title_label


class FormsPanel(StaleMixin, QWidget):
    """Pick a form of the site's jurisdiction, fill it, save it into the site, print it."""

    citationActivated = Signal(dict, str)
    #: typed form input may have become unsaved, or saved/dropped (the window title follows)
    unsavedChanged = Signal()

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.doc: Any = None
        self.site: Any = None
        self.renderer: FormRenderer | None = None
        self.specs: list[FormSpec] = []
        #: typed and not saved, by (site id, form key): kept across form and site switches and
        #: counted as unsaved work (issue 22 item 3); the values as the renderer reads them
        self.drafts: dict[tuple[str, str], dict[str, Any]] = {}
        self._shown: tuple[str, str] | None = None  # (site id, form key) in the renderer
        self._filling = False  # the renderer is being filled: its edits are not typing
        self._baseline: dict[str, Any] = {}  # what the renderer read when it was filled
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel("Form"))
        self.picker = shrinkable(QComboBox())
        self.picker.setObjectName("form_picker")
        self.picker.setMinimumWidth(240)
        self.picker.currentIndexChanged.connect(lambda _i: self._switch())
        row.addWidget(self.picker, 1)
        self.save_button = QPushButton("Save form")
        self.save_button.setObjectName("save_form")
        self.save_button.setShortcut("Ctrl+Return")
        self.save_button.clicked.connect(self.save)
        self.revert_button = QPushButton("Revert")
        self.revert_button.clicked.connect(self.revert)
        self.print_button = QPushButton("Print…")
        self.print_button.clicked.connect(self.print_dialog)
        self.pdf_button = QPushButton("Save as PDF…")
        self.pdf_button.clicked.connect(self._pdf_dialog)
        for b in (self.save_button, self.revert_button, self.print_button, self.pdf_button):
            row.addWidget(b)
        layout.addLayout(row)
        self.heading = title_label("")
        layout.addWidget(self.heading)
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.about.setTextFormat(Qt.TextFormat.RichText)
        self.about.linkActivated.connect(self._cite)
        layout.addWidget(self.about)
        self._citations: list[dict[str, Any]] = []
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        #: what the form's own checks find (timing, consistency), each citing its lines
        self.warnings = QLabel()
        self.warnings.setObjectName("form_warnings")
        self.warnings.setWordWrap(True)
        self.warnings.setTextFormat(Qt.TextFormat.RichText)
        self.warnings.setVisible(False)
        layout.addWidget(self.warnings)
        self._build_stale(layout)  # a saved form the site contradicts (N2)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        layout.addWidget(self.scroll, 1)

    def set_document(self, doc: Any) -> None:
        self.doc = doc
        self.drafts.clear()
        self._shown = None
        self.unsavedChanged.emit()

    def _edited(self) -> None:
        if not self._filling:
            self.unsavedChanged.emit()

    # ----------------------------------------------------------------- unsaved input
    def _stash(self) -> None:
        """Keep what is typed in the form on screen as a draft (or drop the draft when the
        form shows what is saved)."""
        if self._shown is None or self.renderer is None:
            return
        values = self._typed()
        if values == self._baseline:
            self.drafts.pop(self._shown, None)
        else:
            self.drafts[self._shown] = values

    def _typed(self) -> dict[str, Any]:
        """The form's values as typed; an unreadable field keeps its text."""
        assert self.renderer is not None
        values, problems = self.renderer.read()
        for fid in problems:
            widget = self.renderer.editors[fid].widget
            if isinstance(widget, QLineEdit):
                values[fid] = widget.text()
        return values

    def _spec(self, key: str) -> FormSpec | None:
        jid = key.split(".", 1)[0]
        return next(
            (sp for sp in self.host.descriptors(jid, "form") if self.form_key(sp) == key), None
        )

    def has_unsaved(self) -> bool:
        """Form input typed and not saved, in any site and form."""
        self._stash()
        if self.doc is not None:  # drafts of sites deleted since do not count
            self.drafts = {k: v for k, v in self.drafts.items() if self.doc.site(k[0])}
        return bool(self.drafts)

    def unsaved_names(self) -> list[str]:
        """“form title (site name)” of each draft, for the unsaved-work prompt."""
        self.has_unsaved()
        names = []
        for site_id, key in self.drafts:
            site = self.doc.site(site_id) if self.doc else None
            spec = self._spec(key)
            names.append(f"{spec.title if spec else key} ({site.name if site else site_id})")
        return names

    def save_drafts(self) -> None:
        """Save every draft into its site as the form's saved values (one undo step each)."""
        self._stash()
        for (site_id, key), values in list(self.drafts.items()):
            site = self.doc.site(site_id) if self.doc else None
            if site is None:
                continue
            spec = self._spec(key)
            numeric = (
                {f.id for f in spec.fields if f.kind in ("number", "integer")} if spec else set()
            )
            typed = {}
            for fid, value in values.items():
                if fid in numeric and isinstance(value, str):  # unreadable text: not stored
                    continue
                typed[fid] = value

            def change(s: Scenario, key: str = key, typed: dict[str, Any] = typed) -> None:
                s.forms = {**s.forms, key: typed}

            self.doc.edit_scenario(site_id, change, "Save form input")
        self.drafts.clear()
        self._refill()
        self.unsavedChanged.emit()

    def discard_drafts(self) -> None:
        self.drafts.clear()
        self._refill()
        self.unsavedChanged.emit()

    def revert(self) -> None:
        """Show the saved values again, dropping what was typed."""
        if self._shown is not None:
            self.drafts.pop(self._shown, None)
        self._refill()

    def _refill(self) -> None:
        self._shown = None
        self._show_form()
        self.unsavedChanged.emit()

    def _switch(self) -> None:
        self._stash()
        self._shown = None
        self._show_form()

    def _cite(self, link: str) -> None:
        index = int(link.split(":", 1)[1]) if link.startswith("cite:") else -1
        if 0 <= index < len(self._citations):
            spec = self.current_spec()
            self.citationActivated.emit(self._citations[index], spec.title if spec else "")

    def form_key(self, spec: FormSpec) -> str:
        return f"{spec.jurisdiction}.{spec.id}"

    def set_site(self, site: Any | None, result: Any = None, error: Any = None) -> None:
        self._stash()
        self.result = result
        previous = self.picker.currentData()
        same_site = self.site is not None and site is not None and self.site.id == site.id
        self.site = site
        jid = site.scenario.jurisdiction if site is not None else None
        self.specs = list(self.host.descriptors(jid, "form")) if jid else []
        self.picker.blockSignals(True)
        self.picker.clear()
        for spec in self.specs:
            key = self.form_key(spec)
            saved = site is not None and key in site.scenario.forms
            self.picker.addItem(f"{spec.title}{'  (saved)' if saved else ''}", key)
        index = self.picker.findData(previous)
        self.picker.setCurrentIndex(index if index >= 0 else 0)
        self.picker.blockSignals(False)
        if same_site and self.renderer is not None and index >= 0:
            self._show_saved_state()  # what is typed stays; the site's facts are compared anew
            spec = self.current_spec()
            saved = site.scenario.forms.get(self.form_key(spec)) if spec is not None else None
            self._show_stale(site_changes(spec, saved, site.scenario) if saved is not None else {})
            return
        self._shown = None
        self._show_form()

    def current_spec(self) -> FormSpec | None:
        index = self.picker.currentIndex()
        return self.specs[index] if 0 <= index < len(self.specs) else None

    def _show_form(self) -> None:
        self._filling = True
        try:
            self._fill_form()
        finally:
            self._filling = False

    def _fill_form(self) -> None:
        spec = self.current_spec()
        for b in (self.save_button, self.revert_button, self.print_button, self.pdf_button):
            b.setEnabled(spec is not None)
        self.warnings.setVisible(False)
        if spec is None:
            self.renderer = None
            self.heading.setText("")
            self.about.setText("")
            self.status.setText(
                "Select a site whose jurisdiction declares forms."
                if self.site is None
                else "This site's jurisdiction declares no forms."
            )
            self.scroll.setWidget(QWidget())
            return
        self.heading.setText(spec.title)
        self._citations = [c.to_json() for c in spec.citations]
        links = " · ".join(
            f"<a href='cite:{i}'>{html.escape(citation_text(c))}</a> "
            f"<span style='color:#5d6d7e'>“{html.escape(c.get('quote') or '')}”</span>"
            for i, c in enumerate(self._citations)
        )
        description = f"{html.escape(spec.description)}<br>" if spec.description else ""
        self.about.setText(
            f"{description}Source: {links}<br><span style='color:#5d6d7e'>Fields marked "
            "<span style='color:#c0392b'>*</span> are required by the ordinance.</span>"
        )
        self.renderer = FormRenderer(spec)
        self.renderer.edited.connect(self._edited)
        saved = self.site.scenario.forms.get(self.form_key(spec)) if self.site else None
        # a form not saved yet starts from the site's facts and events (a draft to check)
        self.renderer.set_values(
            saved if saved is not None else prefill(spec, self.site.scenario) if self.site else {}
        )
        self._baseline = self._typed()
        self._shown = (self.site.id, self.form_key(spec)) if self.site else None
        draft = self.drafts.get(self._shown) if self._shown else None
        if draft is not None:
            self.renderer.set_values(draft)
        self.scroll.setWidget(self.renderer)
        self._show_stale(
            site_changes(spec, saved, self.site.scenario)
            if saved is not None and self.site is not None
            else {}
        )
        self._show_saved_state()
        if draft is not None:
            self.status.setText(
                "<span style='color:#b9770e'><b>Typed, not saved</b>: Save form keeps it; "
                "Revert shows the saved values.</span>"
            )

    def calendar(self) -> WorkCalendar | None:
        """The site's working days under its city (closures, open days), for the form checks."""
        if self.site is None:
            return None
        scenario = self.site.scenario
        return site_calendar(self.host, scenario.jurisdiction, scenario)

    def checked(self, spec: FormSpec, values: dict[str, Any]) -> list[FormWarning]:
        """The warnings of ``values`` as the command line and the summary tell them: the
        form's checks within the site's evaluation (the site, its events and results, the
        filing date against its deadline, stale prefilled values: issue 38); the form's own
        checks alone where the site cannot be evaluated yet."""
        if self.site is not None:
            scenario = self.site.scenario
            try:
                return form_warnings(self.host, spec.jurisdiction, scenario, spec.id, values)
            except (InputError, ValueError, KeyError):
                pass
        return check_form(spec, values, self.calendar())

    def show_warnings(self, spec: FormSpec, values: dict[str, Any]) -> list[FormWarning]:
        """Run the form's checks on ``values`` and show what they find."""
        found = self.checked(spec, values)
        self.warnings.setText(warnings_html(found))
        self.warnings.setVisible(bool(found))
        return found

    def _show_saved_state(self) -> None:
        spec = self.current_spec()
        if spec is None or self.site is None:
            return
        saved = self.site.scenario.forms.get(self.form_key(spec))
        self.show_warnings(spec, saved if saved is not None else self._typed())
        checked = next(
            (
                f
                for f in (getattr(self, "result", None) or {}).get("forms", [])
                if f.get("form_id") == spec.id
            ),
            None,
        )
        note = ""
        if checked is not None and checked.get("required") == "conditional":
            result = getattr(self, "result", None) or {}
            titles = {f["rule_id"]: f["title"] for f in result.get("findings", [])}
            titles |= {c["id"]: c["title"] for c in result.get("classifications", [])}
            gates = ", ".join(titles.get(g, g) for g in checked.get("gated_by") or [])
            note = (
                f" <span style='color:#b9770e'><b>Conditional</b>: required only if "
                f"{html.escape(gates)} applies to this site.</span>"
            )
        if saved is None:
            self.status.setText(f"<span style='color:#5d6d7e'>Not saved yet.</span>{note}")
            return
        problems = validate_form(spec, saved)
        if problems:
            self.status.setText(
                f"<span style='color:#b9770e'><b>Saved as a draft</b>: {len(problems)} field"
                f"{'s' if len(problems) != 1 else ''} still need attention.</span>{note}"
            )
        else:
            self.status.setText(
                "<span style='color:#1e8449'><b>Saved and complete</b>: every required field "
                f"is filled.</span>{note}"
            )

    def save(self) -> bool:
        """Validate, show messages, save into the site's scenario (one undo step). True when
        complete."""
        spec = self.current_spec()
        if spec is None or self.renderer is None or self.site is None or self.doc is None:
            return False
        values, unreadable = self.renderer.read()
        problems = {**validate_form(spec, values), **unreadable}
        self.renderer.show_problems(problems)
        self.show_warnings(spec, values)
        if unreadable:
            self.status.setText(
                f"<span style='color:#b03a2e'><b>Not saved</b>: {len(unreadable)} field"
                f"{'s' if len(unreadable) != 1 else ''} cannot be read; see the messages.</span>"
            )
            return False
        key = self.form_key(spec)
        # what the site gave each prefilled field, so a later change of the site is flagged
        # (core/forms.py PREFILLED; issue 38)
        earlier = (self.site.scenario.forms.get(key) or {}).get(PREFILLED)
        values = remember_prefill(
            spec, {**values, **({PREFILLED: earlier} if earlier else {})}, self.site.scenario
        )
        if not values.get(PREFILLED):  # nothing to remember: no empty key in the file
            values.pop(PREFILLED, None)

        def change(s: Scenario) -> None:
            forms = dict(s.forms)
            forms[key] = values
            s.forms = forms

        self.doc.edit_scenario(self.site.id, change, f"Save form “{spec.title}”")
        if self._shown is not None:
            self.drafts.pop(self._shown, None)
        self._baseline = self._typed()
        self._show_saved_state()
        self.renderer.show_problems(problems)
        self.unsavedChanged.emit()
        return not problems

    # ----------------------------------------------------------------- printing
    def document(self) -> QTextDocument | None:
        spec = self.current_spec()
        if spec is None or self.renderer is None:
            return None
        values, _problems = self.renderer.read()
        doc = QTextDocument()
        site_name = self.site.name if self.site is not None else ""
        try:  # the city's name on the printed form, not its plugin id
            city = self.host.jurisdiction(spec.jurisdiction).name
        except KeyError:
            city = spec.jurisdiction
        warnings = self.checked(spec, values)  # a failing check marks the printed form DRAFT
        doc.setHtml(form_html(spec, values, site_name, city, self.calendar(), warnings))
        return doc

    def _printer(self) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
        printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        return printer

    def print_to_pdf(self, path: str) -> bool:
        doc = self.document()
        if doc is None:
            return False
        printer = self._printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(path)
        doc.print_(printer)
        return True

    def print_dialog(self) -> None:
        doc = self.document()
        if doc is None:
            return
        printer = self._printer()
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            doc.print_(printer)

    def _pdf_dialog(self) -> None:
        spec = self.current_spec()
        if spec is None:
            return
        # beside the project file, as File > Export does (issue 42 N15)
        folder = Path(self.doc.path).parent if self.doc and self.doc.path else Path.home()
        path, _ = QFileDialog.getSaveFileName(
            self, "Save form as PDF", str(folder / f"{spec.id}.pdf"), "PDF (*.pdf)"
        )
        if path:
            self.print_to_pdf(path)
