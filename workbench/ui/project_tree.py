"""The project tree: a project's sites grouped by jurisdiction, with a context menu to add,
rename, duplicate and delete sites (each an undo step)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt, Signal
from PySide6.QtGui import QAction, QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QLineEdit,
    QMenu,
    QStyledItemDelegate,
    QTreeWidget,
    QTreeWidgetItem,
)

ROLE = Qt.ItemDataRole.UserRole
NAME_ROLE = Qt.ItemDataRole.UserRole + 2


SUMMARY_ROLE = Qt.ItemDataRole.UserRole + 3
NO_JURISDICTION = "(no jurisdiction: compared under every city)"
PENDING_NOTE = "loading the city plugins…"


class _SiteDelegate(QStyledItemDelegate):
    """Site rows in two lines: the name (elided), then the evaluation summary in words.
    Renaming edits the name only."""

    def sizeHint(self, option, index):  # noqa: N802 - Qt API
        size = super().sizeHint(option, index)
        if index.data(NAME_ROLE):
            size.setHeight(option.fontMetrics.height() * 2 + 8)
        return size

    def paint(self, painter, option, index):
        self._paint(painter, option, index)
        tree = self.parent()
        if (
            not tree._painted
        ):  # told here rather than in a paintEvent override: no QEvent wrapper needed
            tree._painted = True
            tree.firstPainted.emit()

    def _paint(self, painter, option, index):
        name = index.data(NAME_ROLE)
        if not name:
            super().paint(painter, option, index)
            return
        from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionViewItem

        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        text_rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, opt.widget)
        metrics = option.fontMetrics
        line = metrics.height()
        painter.save()
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        painter.setPen(QColor("#000000") if selected else QColor("#1f2d3d"))
        painter.drawText(
            text_rect.adjusted(0, 3, 0, 0),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
            metrics.elidedText(name, Qt.TextElideMode.ElideRight, text_rect.width()),
        )
        summary = index.data(SUMMARY_ROLE) or "not evaluated yet"
        painter.setPen(QColor("#34495e") if selected else QColor("#5d6d7e"))
        painter.drawText(
            text_rect.adjusted(0, 3 + line, 0, 0),
            int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
            metrics.elidedText(summary, Qt.TextElideMode.ElideRight, text_rect.width()),
        )
        painter.restore()

    def setEditorData(self, editor, index):  # noqa: N802 - Qt API
        if isinstance(editor, QLineEdit) and index.data(NAME_ROLE):
            editor.setText(index.data(NAME_ROLE))
        else:
            super().setEditorData(editor, index)


class ProjectTree(QTreeWidget):
    firstPainted = (
        Signal()
    )  # the first time a row is painted (the window is on screen, sites listed)
    siteSelected = Signal(str)  # site id, "" when none
    addRequested = Signal(str)  # jurisdiction id ("" for the current one)
    renameRequested = Signal(str, str)
    duplicateRequested = Signal(str)
    deleteRequested = Signal(str)

    def __init__(self, host: Any, parent: Any = None) -> None:
        super().__init__(parent)
        self.host = host
        self.doc: Any = None
        self.setObjectName("project_tree")
        self.setHeaderHidden(True)
        self.setColumnCount(1)
        self.setItemDelegate(_SiteDelegate(self))
        self.setRootIsDecorated(True)
        self.setUniformRowHeights(False)
        self.setAlternatingRowColors(False)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._menu)
        self.currentItemChanged.connect(self._current_changed)
        self.itemChanged.connect(self._item_changed)
        self.summaries: dict[str, tuple[str, str]] = {}  # site id -> (text, status)
        self._items: dict[str, QTreeWidgetItem] = {}  # site id -> its row (set by rebuild)
        self._building = False
        self._painted = False  # set by the delegate: see firstPainted

    def set_document(self, doc: Any) -> None:
        self.doc = doc
        self.summaries.clear()
        self.rebuild()

    def show_pending(self, listing: list[tuple[str, str | None]], note: str = PENDING_NOTE) -> None:
        """List sites that are still being read (name, jurisdiction id), grouped like
        ``rebuild`` groups them, before the document and the city plugins are loaded. The
        rows cannot be selected or edited yet; ``set_document`` replaces them."""
        self.doc = None
        self._building = True
        self.blockSignals(True)
        self.clear()
        self._items = {}
        groups: dict[str, QTreeWidgetItem] = {}
        bold = QFont(self.font())
        bold.setBold(True)
        for name, jid in listing:
            jid = jid or ""
            group = groups.get(jid)
            if group is None:
                group = QTreeWidgetItem([jid.replace("_", " ").title() if jid else NO_JURISDICTION])
                group.setFont(0, bold)
                group.setData(1, ROLE, jid)
                group.setFlags(Qt.ItemFlag.ItemIsEnabled)
                groups[jid] = group
                self.addTopLevelItem(group)
            child = QTreeWidgetItem([name])
            child.setData(0, NAME_ROLE, name)
            child.setData(0, SUMMARY_ROLE, note)
            child.setFlags(Qt.ItemFlag.ItemIsEnabled)
            child.setToolTip(0, f"{name}\n{note}")
            group.addChild(child)
        for group in groups.values():
            group.setExpanded(True)
            count = group.childCount()
            group.setText(0, f"{group.text(0)}  ({count} site{'s' if count != 1 else ''})")
        self.blockSignals(False)
        self._building = False

    def pending_names(self) -> list[str]:
        """Names of the rows listed by ``show_pending`` (empty once a document is shown)."""
        if self.doc is not None:
            return []
        return [
            self.topLevelItem(i).child(j).data(0, NAME_ROLE)
            for i in range(self.topLevelItemCount())
            for j in range(self.topLevelItem(i).childCount())
        ]

    def _names(self) -> dict[str, str]:
        return {j.id: j.name for j in self.host.jurisdictions()} if self.host is not None else {}

    def rebuild(self, select: str | None = None) -> None:
        """Redraw from the document, keeping (or moving to) the selected site."""
        keep = select or self.current_site_id()
        self._building = True
        self.blockSignals(True)
        self.clear()
        self._items = {}
        names = self._names()
        groups: dict[str, QTreeWidgetItem] = {}
        target = None
        bold = QFont(self.font())
        bold.setBold(True)
        for site in self.doc.sites() if self.doc else []:
            jid = site.jurisdiction or ""
            group = groups.get(jid)
            if group is None:
                label = names.get(jid, f"{jid} (plugin not loaded)") if jid else NO_JURISDICTION
                group = QTreeWidgetItem([label])
                group.setFont(0, bold)
                group.setData(0, ROLE, None)
                group.setData(1, ROLE, jid)
                group.setFlags(group.flags() & ~Qt.ItemFlag.ItemIsEditable)
                groups[jid] = group
                self.addTopLevelItem(group)
            child = QTreeWidgetItem([site.name])
            child.setData(0, ROLE, site.id)
            child.setData(0, NAME_ROLE, site.name)
            child.setFlags(child.flags() | Qt.ItemFlag.ItemIsEditable)
            child.setToolTip(0, f"{site.name}\nF2 to rename; right-click for more")
            group.addChild(child)
            self._items[site.id] = child
            self._paint_summary(child, site.id)
            if site.id == keep:
                target = child
        for group in groups.values():
            group.setExpanded(True)
            count = group.childCount()
            group.setText(0, f"{group.text(0)}  ({count} site{'s' if count != 1 else ''})")
        self.blockSignals(False)
        self._building = False
        if target is None and groups:
            first = next(iter(groups.values()))
            target = first.child(0) if first.childCount() else None
        if target is not None:
            self.setCurrentItem(target)
        else:
            self.siteSelected.emit("")

    def site_item(self, site_id: str) -> QTreeWidgetItem | None:
        """The row of a site: from the index ``rebuild`` keeps (a project of thousands of sites
        sets thousands of summaries at once), else by looking through the tree."""
        item = self._items.get(site_id)
        if item is not None:
            try:
                if item.treeWidget() is self and item.data(0, ROLE) == site_id:
                    return item
            except RuntimeError:  # the row was deleted
                pass
        for i in range(self.topLevelItemCount()):
            group = self.topLevelItem(i)
            for j in range(group.childCount()):
                if group.child(j).data(0, ROLE) == site_id:
                    return group.child(j)
        return None

    def select_site(self, site_id: str) -> None:
        found = self.site_item(site_id)
        if found is not None:
            self.setCurrentItem(found)

    def current_site_id(self) -> str | None:
        current = self.currentItem()
        return current.data(0, ROLE) if current is not None else None

    def set_summary(self, site_id: str, text: str, status: str) -> None:
        self.set_summaries({site_id: (text, status)})

    def set_summaries(self, summaries: dict[str, tuple[str, str]]) -> None:
        """Show (text, status) summaries of many sites at once (one repaint)."""
        self.summaries.update(summaries)
        many = len(summaries) > 1
        if many:
            self.setUpdatesEnabled(False)
        self.blockSignals(True)
        try:
            for site_id in summaries:
                found = self.site_item(site_id)
                if found is not None:
                    self._paint_summary(found, site_id)
        finally:
            self.blockSignals(False)
            if many:
                self.setUpdatesEnabled(True)

    def _paint_summary(self, child: QTreeWidgetItem, site_id: str) -> None:
        from workbench.ui.theme import status_colour

        text, status = self.summaries.get(site_id, ("", ""))
        name = child.data(0, NAME_ROLE)
        child.setData(0, SUMMARY_ROLE, text)
        child.setToolTip(0, f"{name}\n{text}\nF2 to rename; right-click for more" if text else name)
        if status:
            child.setForeground(0, QBrush(QColor("#1f2d3d")))
            child.setIcon(0, _dot(status_colour(status)))

    # ----------------------------------------------------------------- interaction
    def _current_changed(self, current: QTreeWidgetItem | None, _previous: Any) -> None:
        if self._building:
            return
        site_id = current.data(0, ROLE) if current is not None else None
        if site_id:
            self.siteSelected.emit(site_id)

    def _item_changed(self, changed: QTreeWidgetItem, column: int) -> None:
        site_id = changed.data(0, ROLE)
        if self._building or column != 0 or not site_id:
            return
        new_name = changed.text(0)
        if new_name != changed.data(0, NAME_ROLE):
            self.renameRequested.emit(site_id, new_name)

    def _menu(self, pos: QPoint) -> None:
        under = self.itemAt(pos)
        site_id = under.data(0, ROLE) if under is not None else None
        jid = (
            under.data(1, ROLE)
            if under is not None and site_id is None
            else (under.parent().data(1, ROLE) if under is not None and under.parent() else "")
        ) or ""
        menu = QMenu(self)
        add = QAction("Add site", menu)
        add.triggered.connect(lambda: self.addRequested.emit(jid))
        menu.addAction(add)
        if site_id:
            rename = QAction("Rename", menu)
            rename.triggered.connect(lambda: self.editItem(under, 0))
            duplicate = QAction("Duplicate", menu)
            duplicate.triggered.connect(lambda: self.duplicateRequested.emit(site_id))
            delete = QAction("Delete", menu)
            delete.triggered.connect(lambda: self.deleteRequested.emit(site_id))
            menu.addActions([rename, duplicate])
            menu.addSeparator()
            menu.addAction(delete)
        menu.exec(self.viewport().mapToGlobal(pos))


_DOTS: dict[str, Any] = {}


def _dot(colour: QColor):
    """A small filled circle of ``colour`` (one icon per colour, made once)."""
    icon = _DOTS.get(colour.name())
    if icon is None:
        icon = _DOTS[colour.name()] = _paint_dot(colour)
    return icon


def _paint_dot(colour: QColor):
    from PySide6.QtGui import QIcon, QPainter, QPixmap

    pixmap = QPixmap(12, 12)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(1, 1, 10, 10)
    painter.end()
    return QIcon(pixmap)
