"""Ctrl+Z and Ctrl+Shift+Z from anywhere in the window (issue 42 N4).

A text box claims the undo keys for its own typing history, so with focus in a Site-panel
field Ctrl+Z did nothing although Edit > Undo was there. A box that has nothing of its own to
undo (what it shows is what is stored: the panel refills it after each stored edit) now lets
the keys through to Edit > Undo / Redo; while the user is typing in it, Ctrl+Z first undoes
the typing, as everywhere else."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)


def _own_history(widget: QObject, redo: bool) -> bool:
    """The widget has typing of its own to undo (or redo)."""
    if isinstance(widget, QAbstractSpinBox):
        widget = widget.lineEdit() or widget
    if isinstance(widget, QLineEdit):
        if widget.isReadOnly():
            return False
        return widget.isRedoAvailable() if redo else widget.isUndoAvailable()
    if isinstance(widget, QPlainTextEdit | QTextEdit):
        if widget.isReadOnly():
            return False
        document = widget.document()
        return document.isRedoAvailable() if redo else document.isUndoAvailable()
    return False


class UndoKeys(QObject):
    """Lets the undo keys reach ``window``'s Edit menu from a text box with no typing of its
    own to undo. Installed on the application; it goes with the window."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt API
        if event.type() != QEvent.Type.ShortcutOverride or not isinstance(watched, QWidget):
            return False
        assert isinstance(event, QKeyEvent)
        undo = event.matches(QKeySequence.StandardKey.Undo)
        redo = event.matches(QKeySequence.StandardKey.Redo)
        if not (undo or redo) or watched.window() is not self.window:
            return False
        if _own_history(watched, redo):
            return False  # the box undoes its typing
        event.ignore()  # not claimed by the box: the window's Undo / Redo shortcut runs
        return True
