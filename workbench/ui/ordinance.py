"""The ordinance viewer: the city's ordinance text with the cited lines highlighted.

When the text is not in the ordinance folder (``workbench.core.paths.ordinance_dir``) the
viewer shows what the citation itself says: section, lines and the verbatim quote.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QPainter,
    QTextCharFormat,
    QTextCursor,
    QTextFormat,
)
from PySide6.QtWidgets import (
    QLabel,
    QPlainTextEdit,
    QStackedWidget,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from workbench.core.paths import ordinance_dir, ordinance_lines
from workbench.ui.theme import citation_text

LINE_BACKGROUND = QColor("#fff3b0")
QUOTE_BACKGROUND = QColor("#ffd54f")


class _LineNumbers(QWidget):
    def __init__(self, editor: OrdinanceText) -> None:
        super().__init__(editor)
        self.editor = editor

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt API
        return QSize(self.editor.number_width(), 0)

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        self.editor.paint_numbers(event)


class OrdinanceText(QPlainTextEdit):
    """Read-only ordinance text with a line-number margin."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)
        font.setPointSizeF(max(font.pointSizeF(), 10.0))
        self.setFont(font)
        self.numbers = _LineNumbers(self)
        self.blockCountChanged.connect(
            lambda _n: self.setViewportMargins(self.number_width(), 0, 0, 0)
        )
        self.updateRequest.connect(self._update_numbers)
        self.cited: tuple[int, int] | None = None

    def number_width(self) -> int:
        digits = max(3, len(str(max(1, self.blockCount()))))
        return 12 + self.fontMetrics().horizontalAdvance("9") * digits

    def _update_numbers(self, rect: QRect, dy: int) -> None:
        if dy:
            self.numbers.scroll(0, dy)
        else:
            self.numbers.update(0, rect.y(), self.numbers.width(), rect.height())

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        super().resizeEvent(event)
        rect = self.contentsRect()
        self.numbers.setGeometry(QRect(rect.left(), rect.top(), self.number_width(), rect.height()))
        # rewrapping moves the text: keep the cited lines in view unless the reader moved away
        if self.cited is not None and self.textCursor().blockNumber() == self.cited[0] - 1:
            QTimer.singleShot(0, self.centerCursor)

    def paint_numbers(self, event: Any) -> None:
        painter = QPainter(self.numbers)
        painter.fillRect(event.rect(), QColor("#eef1f4"))
        block = self.firstVisibleBlock()
        number = block.blockNumber()
        top = round(self.blockBoundingGeometry(block).translated(self.contentOffset()).top())
        bottom = top + round(self.blockBoundingRect(block).height())
        height = self.fontMetrics().height()
        while block.isValid() and top <= event.rect().bottom():
            if block.isVisible() and bottom >= event.rect().top():
                line = number + 1
                cited = self.cited is not None and self.cited[0] <= line <= self.cited[1]
                painter.setPen(QColor("#1f3a5f") if cited else QColor("#8a96a3"))
                font = painter.font()
                font.setBold(cited)
                painter.setFont(font)
                painter.drawText(
                    0, top, self.numbers.width() - 6, height, Qt.AlignmentFlag.AlignRight, str(line)
                )
            block = block.next()
            top = bottom
            bottom = top + round(self.blockBoundingRect(block).height())
            number += 1

    def highlight(self, first: int, last: int, quote: str = "") -> None:
        """Highlight lines ``first``..``last`` (1-based), the quote within them, and scroll
        there."""
        self.cited = (first, last)
        doc = self.document()
        selections = []
        line_format = QTextCharFormat()
        line_format.setBackground(LINE_BACKGROUND)
        line_format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        for line in range(first, last + 1):
            block = doc.findBlockByNumber(line - 1)
            if not block.isValid():
                break
            sel = QTextEdit.ExtraSelection()
            sel.format = line_format
            sel.cursor = QTextCursor(block)
            selections.append(sel)
        found = self._find_quote(first, last, quote)
        if found is not None:
            quote_format = QTextCharFormat()
            quote_format.setBackground(QUOTE_BACKGROUND)
            quote_format.setFontWeight(QFont.Weight.DemiBold)
            sel = QTextEdit.ExtraSelection()
            sel.format = quote_format
            sel.cursor = found
            selections.append(sel)
        self.setExtraSelections(selections)
        start = doc.findBlockByNumber(max(0, first - 1))
        cursor = QTextCursor(start)
        self.setTextCursor(cursor)
        self.centerCursor()
        self.numbers.update()

    def _find_quote(self, first: int, last: int, quote: str) -> QTextCursor | None:
        """The quote within the cited lines (case and runs of white space folded)."""
        words = quote.split()
        if not words:
            return None
        doc = self.document()
        start_block = doc.findBlockByNumber(first - 1)
        end_block = doc.findBlockByNumber(last - 1)
        if not start_block.isValid():
            return None
        begin = start_block.position()
        end = (
            (end_block.position() + end_block.length())
            if end_block.isValid()
            else doc.characterCount()
        )
        text = doc.toPlainText()[begin:end]
        # map a whitespace-folded lower-case copy back to positions in the text
        folded, index_map, previous_space = [], [], False
        for i, ch in enumerate(text):
            if ch.isspace():
                if previous_space:
                    continue
                folded.append(" ")
                previous_space = True
            else:
                folded.append(ch.lower())
                previous_space = False
            index_map.append(i)
        target = " ".join(words).lower()
        at = "".join(folded).find(target)
        if at < 0:
            return None
        cursor = QTextCursor(doc)
        cursor.setPosition(begin + index_map[at])
        cursor.setPosition(
            begin + index_map[at + len(target) - 1] + 1, QTextCursor.MoveMode.KeepAnchor
        )
        return cursor


class OrdinanceViewer(QWidget):
    """Header (which citation) over the text, or the citation alone when no text is available."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.header = QLabel("Select a citation to see the ordinance text at the cited lines.")
        self.header.setWordWrap(True)
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.header.setContentsMargins(6, 6, 6, 6)
        self.text = OrdinanceText()
        self.missing = QLabel()
        self.missing.setWordWrap(True)
        self.missing.setTextFormat(Qt.TextFormat.RichText)
        self.missing.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.missing.setContentsMargins(10, 10, 10, 10)
        self.missing.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.text)
        self.stack.addWidget(self.missing)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.header)
        layout.addWidget(self.stack, 1)
        self.loaded_source: str | None = None
        self.citation: dict[str, Any] | None = None

    def show_citation(self, citation: dict[str, Any], context: str = "") -> bool:
        """Show a citation; True when the ordinance text was found and highlighted."""
        self.citation = citation
        source = citation.get("source") or ""
        where = html.escape(citation_text(citation))
        quote = html.escape(citation.get("quote") or "")
        ctx = f"<b>{html.escape(context)}</b><br>" if context else ""
        self.header.setText(f"{ctx}{where}<br><i>“{quote}”</i>")
        self.header.setToolTip(f"Ordinance text file {source}")  # the file id, not in view
        lines = citation.get("lines")
        text = None if citation.get("external") or not lines else ordinance_lines(source)
        if text is None:
            if citation.get("external"):
                reason = "This figure comes from a document outside the ordinance" + (
                    " and has not been verified against it; check it before relying on it."
                    if citation.get("verify")
                    else "."
                )
            else:
                reason = (
                    f"The ordinance text <code>{html.escape(source)}</code>"
                    f" is not in the ordinance folder "
                    f"<code>{html.escape(str(ordinance_dir()))}</code>. Choose the folder with "
                    "Tools &gt; Ordinance folder…"
                )
            self.missing.setText(
                f"<p>{reason}</p><table cellpadding='4'>"
                f"<tr><td><b>Source</b></td><td>{html.escape(source)}</td></tr>"
                f"<tr><td><b>Section</b></td>"
                f"<td>{html.escape(citation.get('section') or '—')}</td></tr>"
                f"<tr><td><b>Lines</b></td>"
                f"<td>{'–'.join(map(str, lines)) if lines else '—'}</td></tr>"
                f"<tr><td><b>Quote</b></td><td>“{quote}”</td></tr></table>"
            )
            self.stack.setCurrentWidget(self.missing)
            return False
        if self.loaded_source != source:
            self.text.setPlainText("\n".join(text))
            self.loaded_source = source
        self.stack.setCurrentWidget(self.text)
        self.text.highlight(int(lines[0]), int(lines[1]), citation.get("quote") or "")
        return True
