"""A/B of the report's site part: Qt (the report's QTextDocument layout, painted into a PDF)
against ReportLab's platypus on the same content (issue 41 item 3).

    PYTHONPATH=.:/path/to/reportlab python bench/report_ab.py [--sites 20] [--rounds 2]

The content is the report's own: the HTML of each site part (``report.site_part``) and its
plot images, made once before either clock starts (the plots cost both the same). A renders
the parts with ``report_pdf.render_pdf`` (as ``write_report`` does: each part laid out with
its headings kept with what follows, painted, page numbers in the footer). B turns the same
HTML into platypus flowables (headings kept with the next flowable, tables as Tables with
their column widths, the plots as images, numbered pages) and builds one PDF. The rounds
alternate A and B; CPU seconds of this process (``time.process_time``), so other load on the
machine counts little. ReportLab is not a dependency of the workbench: install it anywhere
(``pip install --target DIR reportlab==5.1.0``) and put that folder on PYTHONPATH.

A measurement, not a renderer: the B side keeps the structure and text (headings, tables,
lists, paragraphs, bold, the status badges' colours, plots) but not every style of the
report's CSS.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import tempfile
import time
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

HEADING_SIZES = {"h1": 15, "h2": 12.5, "h3": 11, "h4": 10, "h5": 9}


def prepared_parts(count: int) -> list[tuple[str, Any, str]]:
    """(HTML, Images, label) of ``count`` site parts: the four demo sites, then generated
    sites (bench/run.py's) for the rest."""
    sys.path.insert(0, str(ROOT / "bench"))
    import run as bench
    from workbench.core.evaluate import evaluate
    from workbench.core.model import Scenario
    from workbench.core.plugins.host import load_host
    from workbench.core.scenario import load
    from workbench.outputs.report import site_part
    from workbench.outputs.report_pdf import Images, ensure_gui_app

    ensure_gui_app()
    host = load_host()
    bench._HOST["host"] = host
    demos = ["livingston", "signal_hill", "soledad", "del_mar"]
    scenarios = [load(ROOT / "resources" / "demo" / f"{d}.json") for d in demos]
    rng = random.Random(7)
    while len(scenarios) < count:
        scenarios.append(Scenario.model_validate(bench.generated_scenario(rng, len(scenarios))))
    parts = []
    for index, scenario in enumerate(scenarios[:count]):
        images = Images()
        doc = evaluate(host, scenario, scenario.jurisdiction)
        parts.append((site_part(f"site {index}", scenario, doc, images, host), images, f"{index}"))
    return parts


def render_qt(parts: list[tuple[str, Any, str]], out: Path) -> int:
    from workbench.outputs.report_pdf import Part, render_pdf

    def each() -> Any:
        for html, images, label in parts:
            yield Part(html, images, f"Site: {label}")

    return render_pdf(
        each,
        None,
        out,
        title="A/B",
        header_left="Stormwater compliance report: A/B",
        header_right="as of 2025-06-01",
        footer_left="Stormwater Compliance Workbench",
    )


class _Flowables(HTMLParser):
    """The report's HTML as platypus flowables (see the module docstring)."""

    def __init__(self, styles: dict[str, Any], images: dict[str, Any], width: float) -> None:
        super().__init__(convert_charrefs=False)
        self.styles, self.images, self.width = styles, images, width
        self.out: list[Any] = []
        self.text: list[str] = []
        self.block: str | None = None
        self.spans: list[str] = []
        self.table: list[list[Any]] | None = None
        self.widths: list[float] = []
        self.header_rows = 0
        self.in_head = False
        self.list_no: int | None = None
        self.break_before = False

    # text runs
    def handle_data(self, data: str) -> None:
        self.text.append(data.replace("<", "&lt;").replace(">", "&gt;"))

    def handle_entityref(self, name: str) -> None:
        self.text.append(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self.text.append(f"&#{name};")

    def _flush(self, style: str, keep: bool = False) -> Any:
        from reportlab.platypus import Paragraph

        markup = "".join(self.text).strip()
        self.text = []
        if not markup:
            return None
        para = Paragraph(markup, self.styles[style])
        if keep:
            para.keepWithNext = True
        return para

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag in HEADING_SIZES or tag == "p" or tag == "li":
            self._start_block(tag, a)
        elif tag == "br":
            self.text.append("<br/>")
        elif tag == "b":
            self.text.append("<b>")
        elif tag == "span":
            self._span(a)
        elif tag in ("table", "thead", "tr", "td", "th"):
            self._start_table_tag(tag, a)
        elif tag == "ol":
            self.list_no = 0
        elif tag == "img":
            self._image(a.get("src") or "", float(a.get("width") or 400))

    def _start_block(self, tag: str, a: dict[str, str | None]) -> None:
        if self.table is not None:  # a paragraph inside a cell continues the cell's text
            return
        self.block = tag
        self.break_before = "page-break-before" in (a.get("style") or "")
        self.text = []
        if tag == "li" and self.list_no is not None:
            self.list_no += 1
            self.text.append(f"{self.list_no}. ")

    def _start_table_tag(self, tag: str, a: dict[str, str | None]) -> None:
        if tag == "table":
            self.table, self.widths, self.header_rows = [], [], 0
        elif tag == "thead":
            self.in_head = True
        elif tag == "tr" and self.table is not None:
            self.table.append([])
            if self.in_head:
                self.header_rows += 1
        elif tag in ("td", "th"):
            self.text = ["<b>"] if tag == "th" else []
            if self.table is not None and len(self.table) <= 1:
                share = re.match(r"(\d+)%", a.get("width") or "")
                self.widths.append(float(share.group(1)) / 100 if share else 0.0)

    def _span(self, a: dict[str, str | None]) -> None:
        style = a.get("style") or ""
        cls = a.get("class") or ""
        back = re.search(r"background-color:\s*(#[0-9a-fA-F]{6})", style)
        color = re.search(r"(?<!-)color:\s*(#[0-9a-fA-F]{6})", style)
        font = ['<font size="7"' if "small" in cls or "7pt" in style else "<font"]
        if color:
            font.append(f' color="{color.group(1)}"')
        elif "muted" in cls:
            font.append(' color="#666666"')
        if back:
            font.append(f' backColor="{back.group(1)}"')
        self.text.append("".join(font) + ">")
        self.spans.append("</font>")

    def handle_endtag(self, tag: str) -> None:
        from reportlab.platypus import PageBreak

        if tag in HEADING_SIZES or tag == "p" or tag == "li":
            if self.table is not None:  # a paragraph inside a cell: a line break
                self.text.append("<br/>")
                return
            para = self._flush(tag if tag in HEADING_SIZES else "body", tag in HEADING_SIZES)
            if self.break_before and self.out:
                self.out.append(PageBreak())
            if para is not None:
                self.out.append(para)
            self.block = None
        elif tag == "b":
            self.text.append("</b>")
        elif tag == "span" and self.spans:
            self.text.append(self.spans.pop())
        elif tag in ("td", "th") and self.table:
            if tag == "th":
                self.text.append("</b>")
            self.table[-1].append(self._flush("cell") or "")
        elif tag == "thead":
            self.in_head = False
        elif tag == "table" and self.table is not None:
            self._end_table()
        elif tag == "ol":
            self.list_no = None

    def _end_table(self) -> None:
        from reportlab.lib import colors
        from reportlab.platypus import Table, TableStyle

        rows = [r for r in (self.table or []) if r]
        self.table = None
        if not rows:
            return
        columns = max(len(r) for r in rows)
        rows = [r + [""] * (columns - len(r)) for r in rows]
        shares = self.widths[:columns] if len(self.widths) >= columns else []
        if not shares or not all(shares):
            shares = [1 / columns] * columns
        table = Table(
            rows,
            colWidths=[self.width * s / sum(shares) for s in shares],
            repeatRows=self.header_rows,
        )
        table.setStyle(
            TableStyle(
                [
                    ("GRID", (0, 0), (-1, -1), 0.5, colors.HexColor("#bbbbbb")),
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                    ("TOPPADDING", (0, 0), (-1, -1), 2),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), 2),
                ]
            )
        )
        self.out.append(table)

    def _image(self, name: str, width: float) -> None:
        import io

        from reportlab.platypus import Image

        picture = self.images.get(name)
        if picture is None:
            return
        png, (w, h) = picture
        shown = min(width * 0.75, self.width)  # CSS pixels at 96 dpi -> points
        self.out.append(Image(io.BytesIO(png), width=shown, height=shown * h / w))


def _png_images(images: Any) -> dict[str, Any]:
    """The parts' plot images as PNG bytes and size (what matplotlib would hand ReportLab),
    made before the clock."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    out = {}
    for name, image in images.items.items():
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        out[name] = (bytes(data.data()), (image.width(), image.height()))
    return out


def render_reportlab(parts: list[tuple[str, dict[str, Any], str]], out: Path) -> int:
    from reportlab.lib.pagesizes import letter
    from reportlab.lib.styles import ParagraphStyle
    from reportlab.lib.units import inch
    from reportlab.platypus import PageBreak, SimpleDocTemplate

    body = ParagraphStyle("body", fontName="Helvetica", fontSize=8.5, leading=10.5, spaceAfter=3)
    styles = {
        "body": body,
        "cell": ParagraphStyle("cell", parent=body, spaceAfter=0),
        **{
            h: ParagraphStyle(
                h,
                parent=body,
                fontName="Helvetica-Bold",
                fontSize=size,
                leading=size * 1.25,
                spaceBefore=6,
                spaceAfter=3,
            )
            for h, size in HEADING_SIZES.items()
        },
    }
    margin = 0.75 * inch
    width = letter[0] - 2 * margin
    pages = {"n": 0}

    def page(canvas: Any, _doc: Any) -> None:
        pages["n"] += 1
        canvas.saveState()
        canvas.setFont("Helvetica", 7)
        canvas.drawString(margin, letter[1] - 0.5 * inch, "Stormwater compliance report: A/B")
        canvas.drawRightString(letter[0] - margin, letter[1] - 0.5 * inch, "as of 2025-06-01")
        canvas.drawString(margin, 0.5 * inch, "Stormwater Compliance Workbench")
        canvas.drawRightString(letter[0] - margin, 0.5 * inch, f"page {canvas.getPageNumber()}")
        canvas.restoreState()

    story: list[Any] = []
    for html, images, _label in parts:
        parser = _Flowables(styles, images, width)
        parser.feed(html)
        parser.close()
        if story:
            story.append(PageBreak())
        story.extend(f for f in parser.out if not isinstance(f, PageBreak) or parser.out)
    doc = SimpleDocTemplate(
        str(out),
        pagesize=letter,
        leftMargin=margin,
        rightMargin=margin,
        topMargin=margin,
        bottomMargin=margin,
    )
    doc.build(story, onFirstPage=page, onLaterPages=page)
    return pages["n"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sites", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    parts = prepared_parts(args.sites)
    pil_parts = [(html, _png_images(images), label) for html, images, label in parts]
    results: dict[str, list[float]] = {"qt": [], "reportlab": []}
    pages: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as folder:
        for _round in range(args.rounds):
            for name in ("qt", "reportlab"):
                out = Path(folder) / f"{name}.pdf"
                start = time.process_time()
                if name == "qt":
                    pages[name] = render_qt(parts, out)
                else:
                    pages[name] = render_reportlab(pil_parts, out)
                results[name].append(time.process_time() - start)
    best = {name: min(times) for name, times in results.items()}
    print(
        json.dumps(
            {
                "sites": args.sites,
                "cpu_s": {k: [round(t, 2) for t in v] for k, v in results.items()},
                "cpu_s_per_site": {k: round(v / args.sites, 3) for k, v in best.items()},
                "pages": pages,
                "qt_over_reportlab": round(best["qt"] / best["reportlab"], 2),
            },
            indent=2,
        )
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
