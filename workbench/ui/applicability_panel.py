"""The Applicability panel: how the city classifies the site, then findings grouped by
category with status, reasons and flags; citations open the ordinance viewer."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QFont
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from workbench.core.compare import category_status
from workbench.core.reader import once
from workbench.core.results import Classification, Finding
from workbench.core.rules import CATEGORIES
from workbench.ui.result_panel import (
    CLASSIFICATIONS,
    ROLE,
    ResultPanel,
    field_label,
    for_desktop,
    html_for_desktop,
    tooltip_for_desktop,
)
from workbench.ui.theme import (
    category_label,
    status_brush,
    status_colour,
    status_text,
)
from workbench.ui.widgets import (
    DetailBrowser,
    bullet_list,
    esc,
    status_heading,
)


def would_change_html(f: Any, render: Any) -> str:
    """ "What would change this" (issue 45): the single-fact changes that flip the answer,
    each checked by evaluating again; nothing for a result evaluated without them. ``f`` is a
    typed finding or classification, or its JSON."""
    changes = f.get("would_change") if isinstance(f, dict) else f.would_change
    if changes is None:
        return ""
    if not changes:
        return (
            "<h3>What would change this</h3><p class='hint'>no single change of a fact this "
            "rule compares flips it</p>"
        )
    return "<h3>What would change this</h3>" + bullet_list(
        [c["text"] for c in changes], render=render
    )


class ApplicabilityPanel(ResultPanel):
    """Findings grouped by category with status, reasons and flags; citations open the viewer."""

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.tree = QTreeWidget()
        self.tree.setObjectName("findings")
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels(["Requirement", "Status", "Reason"])
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        header = self.tree.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.resizeSection(0, 330)
        header.setMinimumSectionSize(60)
        self.tree.currentItemChanged.connect(lambda cur, _prev: self._select(cur))
        self.detail = DetailBrowser()
        self._connect(self.detail)
        split.addWidget(self.tree)
        split.addWidget(self.detail)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout.addWidget(split, 1)

    def finding_items(self) -> dict[str, QTreeWidgetItem]:
        """rule id -> tree item (for tests and keyboard navigation)."""
        items = {}
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for j in range(top.childCount()):
                child = top.child(j)
                items[child.data(0, ROLE)["rule_id"]] = child
        return items

    def status_of(self, rule_id: str) -> str | None:
        found = self.finding_items().get(rule_id)
        return found.data(1, ROLE) if found is not None else None

    def refresh(self) -> None:
        previous = self.tree.currentItem()
        keep = (
            previous.data(0, ROLE)["rule_id"]
            if previous is not None and previous.parent()
            else None
        )
        self.tree.clear()
        text = self.placeholder()
        if text:
            self.summary.setText(f"<span style='color:#5d6d7e'>{esc(text)}</span>")
            self.detail.set_detail("")
            return
        result = self.typed
        assert result is not None  # (the placeholder covers a site without a result)
        findings = result.findings
        counts = {
            s: sum(1 for f in findings if f.status == s)
            for s in ("applies", "needs_info", "does_not_apply", "error")
        }
        parts = [
            f"<b style='color:{status_colour(s).name()}'>{n}&nbsp;"
            f"{status_text(s).replace(' ', '&nbsp;')}</b>"
            for s, n in counts.items()
        ]
        notes = once(result.notes)
        words = self.words()
        self.summary.setText(
            f"<b>{esc(result.jurisdiction_name)}</b>"
            f" — {esc(result.ordinance)}, "
            f"ruleset {esc(result.ruleset_version)} &nbsp; | &nbsp; "
            + " &nbsp; ".join(parts)
            + (
                "<br><span style='color:#9a5b00'>"
                + "<br>".join(html_for_desktop(n, words) for n in notes)
                + "</span>"
                if notes
                else ""
            )
        )
        order = {c: i for i, c in enumerate(CATEGORIES)}
        order[CLASSIFICATIONS] = -1  # how the city classifies the site: first
        by_category: dict[str, list[Finding | Classification]] = {}
        for c in result.classifications:
            by_category.setdefault(CLASSIFICATIONS, []).append(c)
        for f in findings:
            by_category.setdefault(f.category, []).append(f)
        select = None
        bold = QFont(self.tree.font())
        bold.setBold(True)
        for category in sorted(by_category, key=lambda c: order.get(c, 99)):
            group = by_category[category]
            status = category_status([{"status": item.status} for item in group])
            top = QTreeWidgetItem(
                [
                    "How the city classifies this site"
                    if category == CLASSIFICATIONS
                    else category_label(category),
                    status_text(status),
                    f"{len(group)} rule" + ("s" if len(group) != 1 else ""),
                ]
            )
            top.setFont(0, bold)
            top.setForeground(1, QBrush(status_colour(status)))
            top.setFont(1, bold)
            for col in range(3):
                top.setBackground(col, status_brush(status))
            top.setData(1, ROLE, status)
            self.tree.addTopLevelItem(top)
            for f in group:
                flags, reasons = once(f.flags), once(f.reasons)
                flag = "  ⚑" if flags else ""
                child = QTreeWidgetItem(
                    [
                        f.title + flag,
                        status_text(f.status),
                        "; ".join(for_desktop(r, words) for r in reasons),
                    ]
                )
                child.setData(0, ROLE, {"rule_id": _item_id(f), "item": f})
                child.setData(1, ROLE, f.status)
                child.setForeground(1, QBrush(status_colour(f.status)))
                child.setFont(1, bold)
                child.setToolTip(2, tooltip_for_desktop(list(reasons), words))
                if flags:
                    child.setToolTip(
                        0, "Ambiguity in the text:\n" + tooltip_for_desktop(list(flags), words)
                    )
                top.addChild(child)
                if _item_id(f) == keep:
                    select = child
            top.setExpanded(True)
        if select is None and self.tree.topLevelItemCount():
            select = self.tree.topLevelItem(0).child(0)
        if select is not None:
            self.tree.setCurrentItem(select)

    def _select(self, current: QTreeWidgetItem | None) -> None:
        if current is None or current.parent() is None:
            if current is not None:
                self.detail.set_detail(
                    f"<h3>{esc(current.text(0))}</h3><p>{esc(current.text(1))}: "
                    f"{esc(current.text(2))}."
                    f" Select a requirement for its reasons and citations.</p>"
                )
            return
        f: Finding | Classification = current.data(0, ROLE)["item"]
        body = status_heading(f.title, f.status)
        finding = f if isinstance(f, Finding) else None
        kind = "rule" if finding is not None else "classification"
        where = f"{esc(category_label(finding.category))} · " if finding is not None else ""
        body += f"<p class='hint' title='{esc(_item_id(f))}'>{where}{kind}</p>"
        if finding is not None and finding.based_on and self.typed is not None:
            body += (
                "<p class='hint'>Based on the classifications: "
                + ", ".join(
                    f"<span title='{esc(c)}'>{esc(self.typed.title_of(c))}</span>"
                    for c in finding.based_on
                )
                + "</p>"
            )
        if f.missing:
            body += (
                "<h3>Facts that would decide it</h3><ul>"
                + "".join(
                    f"<li title='{esc(m)}'>{esc(field_label(m))}</li>" for m in once(f.missing)
                )
                + "</ul>"
            )
        words = self.words()

        def render(text: str) -> str:
            return html_for_desktop(text, words)

        reasons = once(f.reasons)
        listed = bullet_list(list(reasons), render=render)
        body += "<h3>Reasons</h3>" + (listed or "<p class='hint'>none given</p>")
        body += would_change_html(f, render)
        if finding is not None and finding.vocabulary_notes:
            body += "<h3>Open because of the site's terms</h3>" + bullet_list(
                finding.vocabulary_notes, "flag", render
            )
        flags = once(f.flags, already=reasons)
        if flags:
            body += "<h3>⚑ Ambiguities in the text</h3>" + bullet_list(list(flags), "flag", render)
        if f.uses:
            body += (
                "<h3>Facts read</h3><p>"
                + ", ".join(f"<span title='{esc(u)}'>{esc(field_label(u))}</span>" for u in f.uses)
                + "</p>"
            )
        self.detail.set_detail(body, [c.to_json() for c in f.citations], f.title)


def _item_id(item: Finding | Classification) -> str:
    return item.rule_id if isinstance(item, Finding) else item.id
