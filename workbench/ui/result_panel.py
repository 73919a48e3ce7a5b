"""What every result panel shares: the host, the document, the site in view and its result
(or why there is none), and how a result's duty reads when it is conditional."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGroupBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from workbench.core.results import Result
from workbench.core.user_text import Glossary, glossary, readable, readable_html
from workbench.ui.theme import (
    humanise,
)
from workbench.ui.widgets import (
    DetailBrowser,
)

ROLE = Qt.ItemDataRole.UserRole
#: the group of the city's classifications of the site in the findings tree
CLASSIFICATIONS = "classifications"


def field_label(path: str) -> str:
    """A scenario field by its label alone (the path goes in a tooltip, item 14)."""
    return humanise(path.rsplit(".", 1)[-1])


class ResultPanel(QWidget):
    """Base: knows the host, the document, the current site and its result."""

    citationActivated = Signal(dict, str)

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.doc: Any = None
        self.site: Any = None
        self.result: dict[str, Any] | None = None
        #: the result as typed core objects (``workbench.core.results``), read by attribute
        self.typed: Result | None = None
        self.error: str | None = None
        self._vocab_for: object = object()  # the jurisdiction the kind picker was filled for

    def set_document(self, doc: Any) -> None:
        self.doc = doc

    def set_site(
        self, site: Any | None, result: dict[str, Any] | None, error: str | None = None
    ) -> None:
        self.site, self.result, self.error = site, result, error
        self.typed = None
        if result is not None:
            try:
                self.typed = Result.from_json(result)
            except ValueError as problem:  # a stored result in a shape this version lacks
                self.error = f"its stored result cannot be read ({problem}); evaluate it again"
        self.refresh()

    def refresh(self) -> None:  # pragma: no cover - overridden
        pass

    def _connect(self, browser: DetailBrowser) -> None:
        browser.citationActivated.connect(self.citationActivated)

    def _add_list_and_detail(self, layout: QVBoxLayout, box: QGroupBox) -> None:
        """The lower half of an entry panel: a list box beside the detail browser."""
        bottom = QSplitter(Qt.Orientation.Horizontal)
        bottom.addWidget(box)
        self.detail = DetailBrowser()
        self._connect(self.detail)
        bottom.addWidget(self.detail)
        bottom.setStretchFactor(0, 3)
        bottom.setStretchFactor(1, 2)
        layout.addWidget(bottom, 4)

    def _fill_kinds(self) -> None:
        """Refill the kind picker with the vocabulary of the site's jurisdiction (or all)."""
        jid = self.jurisdiction()
        if jid == self._vocab_for:
            return
        self._vocab_for = jid
        self.kind.clear()
        jids = [jid] if jid else [j.id for j in self.host.jurisdictions()]
        words = glossary(self.host, jid)
        kinds = {key: readable(label, words) for key, label in self._kinds(jids).items()}
        for key, label in sorted(kinds.items(), key=lambda kv: kv[1].lower()):
            self.kind.addItem(label, key)
            self.kind.setItemData(self.kind.count() - 1, key, Qt.ItemDataRole.ToolTipRole)
        self.add_button.setEnabled(bool(kinds))

    def _kinds(self, jids: list[str]) -> dict[str, str]:  # pragma: no cover - overridden
        return {}

    def words(self) -> Glossary:
        """What the texts of the site in view may quote: its city's ids and their labels."""
        return glossary(self.host, self.jurisdiction())

    def jurisdiction(self) -> str | None:
        if self.typed is not None:
            return self.typed.jurisdiction
        return self.site.scenario.jurisdiction if self.site is not None else None

    def placeholder(self) -> str:
        if self.site is None:
            if self.doc is not None and not self.doc.sites():
                return "This project has no sites yet: use Add site (Ctrl+Shift+N) to start one."
            return "Select a site in the project tree."
        if self.error:
            hint = (
                " The Site panel lists the terms this city does not know: remove them there "
                "(undoable), or switch the city back."
                if "unknown" in self.error
                else ""
            )
            return f"This site cannot be evaluated: {self.error}{hint}"
        if self.result is None or self.typed is None:
            return "Evaluating…"
        return ""


def required_note(entry: dict[str, Any]) -> str:
    """“ — conditional: required only if …” for a result whose duty is not settled
    (``required`` = ``conditional``; ``no`` for one shown although not required)."""
    required = entry.get("required", "yes")
    gates = ", ".join(entry.get("gated_by_titles") or entry.get("gated_by") or [])
    if required == "conditional":
        return f" — conditional: required only if {gates or 'its gate'} applies"
    if required == "no":
        return f" — not required ({gates or 'its gate'} does not apply)"
    return ""


def for_desktop(text: str, words: Glossary) -> str:
    """A rule's text as a desktop user reads it (``workbench.core.user_text``): ids named by
    their labels; a parameter is set in the Site panel's Parameters table (item 9)."""
    return readable(text, words, desktop=True)


def html_for_desktop(text: str, words: Glossary) -> str:
    """:func:`for_desktop` as HTML, each label's id in its tooltip (item 14)."""
    return readable_html(text, words, desktop=True)


def tooltip_for_desktop(texts: list[str], words: Glossary) -> str:
    """Texts for a plain tooltip: each as the user reads it, then as the rule wrote it (the
    ids, for experts) where that differs."""
    lines = []
    for text in texts:
        shown = for_desktop(text, words)
        lines.append(shown if shown == text else f"{shown}\n    (as written: {text})")
    return "\n".join(lines)
