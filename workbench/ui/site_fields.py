"""One field of the site editor, generated from the model: the field's kind, unit and
editor (a number box, a choice, a checklist or text), reading and showing its value, its
inline message and which rules read it."""

from __future__ import annotations

import typing
from collections.abc import Callable
from typing import Any, Literal

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from workbench.core.scenario import describe_validation_error
from workbench.ui.theme import fmt_number, humanise, unit_of
from workbench.ui.user_input import NumberEdit, parse_area, parse_number
from workbench.ui.widgets import hint_label

NOT_GIVEN = "— not given —"


# --------------------------------------------------------------------------- model introspection
def _unwrap(annotation: Any) -> tuple[Any, bool]:
    """(inner type, optional?) of ``X | None``."""
    args = typing.get_args(annotation)
    if type(None) in args:
        inner = [a for a in args if a is not type(None)]
        return (inner[0] if len(inner) == 1 else annotation), True
    return annotation, False


def _base(annotation: Any) -> tuple[Any, list[Any]]:
    """(base type, metadata) of ``Annotated[base, ...]``."""
    if typing.get_origin(annotation) is typing.Annotated:
        base, *meta = typing.get_args(annotation)
        return base, meta
    return annotation, []


def field_kind(annotation: Any) -> tuple[str, Any]:
    """``("number"|"integer"|"bool"|"choice"|"list"|"text", extra)`` for a model field."""
    inner, _optional = _unwrap(annotation)
    if typing.get_origin(inner) is Literal:
        return "choice", typing.get_args(inner)
    if typing.get_origin(inner) is list:
        return "list", None
    base, meta = _base(inner)
    if base is bool:
        return "bool", None
    if base is int:
        bounds = [None, None]
        for m in meta:
            for inner_meta in getattr(m, "metadata", [m]):
                if hasattr(inner_meta, "ge"):
                    bounds[0] = inner_meta.ge
                if hasattr(inner_meta, "le"):
                    bounds[1] = inner_meta.le
        return "integer", tuple(bounds)
    if base is float:
        return "number", None
    return "text", None


def field_unit(name: str, kind: str, extra: Any) -> str:
    unit = unit_of(name)
    if unit:
        return unit
    if name.endswith("_run_per_rise"):
        return "H : 1V"
    if kind == "integer":
        low, high = extra or (None, None)
        if high is not None and high <= 100:
            return f"{low}–{high}"
        last = name.rsplit("_", 1)[-1]
        return last if last.endswith("s") else "count"
    return ""


def vocabulary_key(field_name: str) -> str:
    """``facility_types`` -> ``facility_type``; ``activities`` -> ``activity``."""
    if field_name.endswith("ies"):
        return field_name[:-3] + "y"
    return field_name[:-1] if field_name.endswith("s") else field_name


def problem_of(error: ValidationError) -> str:
    """The problem text of a validation error, without the field path."""
    text = describe_validation_error(error)
    return text.split(": ", 1)[1] if ": " in text else text


def uses_index(host: Any, jurisdictions: list[str]) -> dict[str, list[str]]:
    """Field name -> "rule title (city)" of every rule and sizing tool that reads it."""
    index: dict[str, list[str]] = {}
    for jid in jurisdictions:
        try:
            name = host.jurisdiction(jid).name
        except KeyError:
            continue
        for kind in ("applicability", "sizing"):
            for rule in host.descriptors(jid, kind):
                for used in getattr(rule, "uses", ()):
                    key = str(used).split(".")[-1].split("[")[0]
                    label = f"{rule.title} ({name})" if len(jurisdictions) > 1 else rule.title
                    index.setdefault(key, [])
                    if label not in index[key]:
                        index[key].append(label)
    return index


# --------------------------------------------------------------------------- one field
class FieldRow:
    """Label, editor, unit, note and an inline error line for one model field."""

    def __init__(
        self, section: str, name: str, annotation: Any, vocabulary: dict[str, str]
    ) -> None:
        self.section = section  # "site" or "rainfall"
        self.name = name
        self.kind, self.extra = field_kind(annotation)
        self.label = QLabel(humanise(name))
        self.label.setToolTip(f"{section}.{name}")
        self.unit = QLabel(field_unit(name, self.kind, self.extra))
        self.unit.setProperty("role", "unit")
        self.note = hint_label("", wrap=False)
        self.error = QLabel("")
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        self.error.hide()
        self.vocabulary = vocabulary
        self.on_commit: Callable[[FieldRow], None] = lambda _row: None
        if self.kind in ("bool", "choice"):
            combo = QComboBox()
            combo.addItem(NOT_GIVEN, None)
            if self.kind == "bool":
                combo.addItem("Yes", True)
                combo.addItem("No", False)
            else:
                for value in self.extra:
                    combo.addItem(str(value).replace("_", " "), value)
            combo.activated.connect(lambda _i: self.on_commit(self))
            self.editor: QWidget = combo
        elif self.kind == "list":
            lst = QListWidget()
            lst.itemChanged.connect(self._term_ticked)
            self.editor = lst
            # not given (None) and "none of these" ([]) are different facts (issue 32): an
            # explicit choice for the second, a line saying which one the list holds
            self.none_box = QCheckBox("None of these")
            self.none_box.setObjectName(f"none_{section}_{name}")
            self.none_box.setToolTip(
                "Tick when none of the listed terms applies (a fact the rules use); leave the "
                "list empty and this unticked when it is not known (not given)."
            )
            self.none_box.toggled.connect(self._none_toggled)
            self.list_state = hint_label("", wrap=True)
            self.list_state.setObjectName(f"state_{section}_{name}")
            self.choices = QWidget()
            line = QHBoxLayout(self.choices)
            line.setContentsMargins(0, 0, 0, 0)
            line.addWidget(self.none_box)
            line.addWidget(self.list_state, 1)
            self.set_vocabulary(vocabulary)
        else:
            edit = NumberEdit() if self.kind in ("number", "integer") else QLineEdit()
            if self.kind in ("number", "integer"):
                edit.setPlaceholderText("not given")
                if name.endswith("_sqft"):
                    edit.setToolTip("Square feet; type acres as 0.8 ac")
            edit.editingFinished.connect(
                lambda: self.on_commit(self) if edit.isModified() else None
            )
            self.editor = edit
        self.editor.setObjectName(f"field_{section}_{name}")
        self.editor.setAccessibleName(humanise(name))

    def read(self) -> Any:
        """The editor's value in the model's terms; ValueError with a message when unreadable."""
        if isinstance(self.editor, QComboBox):
            return self.editor.currentData()
        if isinstance(self.editor, QListWidget):
            ticked = [
                self.editor.item(i).data(Qt.ItemDataRole.UserRole)
                for i in range(self.editor.count())
                if self.editor.item(i).checkState() == Qt.CheckState.Checked
            ]
            if ticked:
                return ticked
            return [] if self.none_box.isChecked() else None  # none of these / not given
        text = self.editor.text()
        if self.kind == "number" and self.name.endswith("_sqft"):
            return parse_area(text)  # square feet, or acres (“0.8 ac”)
        if self.kind in ("number", "integer"):
            return parse_number(text, self.kind == "integer")
        return text.strip() or None

    def _term_ticked(self, entry: QListWidgetItem) -> None:
        """A term ticked: the list is no longer "none of these"."""
        if entry.checkState() == Qt.CheckState.Checked and self.none_box.isChecked():
            self.none_box.blockSignals(True)
            self.none_box.setChecked(False)
            self.none_box.blockSignals(False)
        self._show_state()
        self.on_commit(self)

    def _none_toggled(self, on: bool) -> None:
        """ "None of these" ticked: every term unticked; unticked: not given."""
        if on:
            lst = self.editor
            assert isinstance(lst, QListWidget)
            lst.blockSignals(True)
            for i in range(lst.count()):
                lst.item(i).setCheckState(Qt.CheckState.Unchecked)
            lst.blockSignals(False)
        self._show_state()
        self.on_commit(self)

    def _show_state(self) -> None:
        try:
            value = self.read()
        except ValueError:
            return
        self.list_state.setText(
            "Not given: tick what applies, or None of these"
            if value is None
            else ("None of these applies" if value == [] else f"{len(value)} ticked")
        )

    def set_vocabulary(self, vocabulary: dict[str, str]) -> None:
        """The terms a checklist offers (the city's); refilled in place, so the widget keeps
        its place in the form (issue 22: switching cities left stale lists on screen)."""
        self.vocabulary = dict(vocabulary)
        assert isinstance(self.editor, QListWidget)
        self._fill_list([])

    def _fill_list(self, chosen: list[str]) -> None:
        """The vocabulary's terms, then any chosen term the city lacks (ticked, marked, so
        it can be unticked); ticked as ``chosen``."""
        lst = self.editor
        assert isinstance(lst, QListWidget)
        lst.blockSignals(True)
        lst.clear()
        extra = [key for key in chosen if key not in self.vocabulary]
        entries = [
            *self.vocabulary.items(),
            *((k, f"{k} — not a term of this city") for k in extra),
        ]
        for key, text in entries:
            entry = QListWidgetItem(str(text))
            entry.setToolTip(key)
            entry.setData(Qt.ItemDataRole.UserRole, key)
            entry.setFlags(entry.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            entry.setCheckState(Qt.CheckState.Checked if key in chosen else Qt.CheckState.Unchecked)
            lst.addItem(entry)
        rows = min(max(len(entries), 2), 7)
        lst.setFixedHeight(
            rows * max(lst.sizeHintForRow(0), 16) + 2 * lst.frameWidth() + 4 + 14
        )  # + scroll bar
        lst.blockSignals(False)

    def show(self, value: Any) -> None:
        self.editor.blockSignals(True)
        try:
            if isinstance(self.editor, QComboBox):
                index = self.editor.findData(value) if value is not None else 0
                self.editor.setCurrentIndex(max(index, 0))
            elif isinstance(self.editor, QListWidget):
                self._fill_list(list(value or []))
                self.none_box.blockSignals(True)
                self.none_box.setChecked(value == [])
                self.none_box.blockSignals(False)
                self._show_state()
            elif self.kind in ("number", "integer"):
                self.editor.setText("" if value is None else fmt_number(value))
                self.editor.setModified(False)
            else:
                self.editor.setText("" if value is None else str(value))
                self.editor.setModified(False)
        finally:
            self.editor.blockSignals(False)
        self.set_error("")

    def set_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.setVisible(bool(message))
        if isinstance(self.editor, QLineEdit):
            self.editor.setProperty("invalid", "true" if message else "false")
            self.editor.style().unpolish(self.editor)
            self.editor.style().polish(self.editor)

    def set_uses(self, rules: list[str]) -> None:
        path = f"{self.section}.{self.name}"
        if rules:
            self.note.setText(f"{len(rules)} rule{'s' if len(rules) != 1 else ''}")
            tip = (
                f"<b>{path}</b><br>Read by:<ul>" + "".join(f"<li>{r}</li>" for r in rules) + "</ul>"
            )
        else:
            self.note.setText("")
            tip = f"<b>{path}</b><br>No rule of this jurisdiction reads this field."
        for widget in (self.label, self.editor, self.note):
            widget.setToolTip(tip)
