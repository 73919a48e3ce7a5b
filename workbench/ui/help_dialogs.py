"""Help for the window: About, the ordinance sources and Getting started."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QMessageBox

from workbench.core.paths import ordinance_dir, ordinance_lines
from workbench.ui.startup import LOADING, app_version
from workbench.ui.theme import APP_TITLE


class HelpMixin:
    """The Help menu of ``MainWindow``."""

    def show_about(self) -> None:
        import html
        from importlib.metadata import PackageNotFoundError, version
        from platform import python_version

        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion

        try:
            mpl = version("matplotlib")  # the metadata: importing matplotlib takes a second
        except PackageNotFoundError:  # pragma: no cover - frozen build
            mpl = "?"
        cities = self.host.jurisdictions() if self.host is not None else []
        rows = "".join(
            f"<tr><td>{html.escape(j.name)}</td><td>plugin {html.escape(j.plugin_version)}</td>"
            f"<td>ruleset {html.escape(j.ruleset_version)}</td></tr>"
            for j in cities
        )
        if self.host is None:
            rows = f"<tr><td>{LOADING}</td></tr>"
        QMessageBox.about(
            self,
            f"About {APP_TITLE}",
            (
                f"<h3>{APP_TITLE} {app_version()}</h3>"
                "<p>What a California small city's stormwater ordinance requires of a project, "
                "how big the controls must be, when filings are due and what a violation can "
                "cost — every answer cited "
                "to the ordinance line.</p>"
                f"<p>Python {python_version()} · Qt {qVersion()} · PySide6 {pyside_version} · "
                f"matplotlib {mpl} · {html.escape(sys.platform)}</p>"
                f"<table cellpadding='3'>{rows}</table>"
            ),
        )

    def show_sources(self) -> None:
        import html

        rows = []
        for j in self.host.jurisdictions() if self.host is not None else []:
            found = ordinance_lines(j.source_file) is not None
            rows.append(
                f"<tr><td><b>{html.escape(j.name)}</b></td><td>{html.escape(j.ordinance)}, "
                f"{html.escape(j.chapter)}</td><td>{html.escape(j.source_file)}</td>"
                f"<td style='color:{'#1e8449' if found else '#c0392b'}'>"
                f"{'found' if found else 'not found'}</td></tr>"
            )
        QMessageBox.information(
            self,
            "Ordinance sources",
            (
                f"<p>Citations point to line numbers in these texts, read from<br>"
                f"<code>{html.escape(str(ordinance_dir()))}"
                "</code></p><table cellpadding='4'>" + "".join(rows) + "</table>"
                "<p>Change the folder with Tools &gt; Ordinance folder…</p>"
            ),
        )

    def show_getting_started(self) -> None:
        """Help > Getting started: a first site in one page (issue 22 item 16)."""
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

        dialog = QDialog(self)
        dialog.setObjectName("getting_started")
        dialog.setWindowTitle("Getting started")
        layout = QVBoxLayout(dialog)
        text = QTextBrowser()
        text.setOpenExternalLinks(False)
        text.setHtml(GETTING_STARTED)
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(dialog.reject)
        layout.addWidget(buttons)
        dialog.resize(640, 560)
        dialog.show()
        self._getting_started = dialog  # kept open beside the window while the user follows it


GETTING_STARTED = """
<h2>A first site in ten minutes</h2>
<ol>
<li><b>File &gt; New project</b> (Ctrl+N) starts an empty project.</li>
<li><b>Add site</b> (toolbar, Ctrl+Shift+N) asks for the city whose ordinance applies; the
last city you chose is offered first. The new site opens in the <b>Site</b> panel.</li>
<li>Type the facts you know: <b>parcel area</b>, <b>disturbed area</b>, new and replaced
impervious area (square feet; type <i>0.8 ac</i> for acres), the <b>project type</b> and
<b>land use</b>. Every fact is optional: a rule that needs a missing one says
<i>needs information</i> and names the field. Hover a field to see which rules read it.</li>
<li>Open <b>Applicability</b> to see which requirements apply and why; click a citation to
read the ordinance lines it rests on.</li>
<li><b>Sizing</b> computes the design volume or flow once the drainage areas (Site panel,
bottom) and the design rainfall are given.</li>
<li>In <b>Deadlines</b>, add events (a permit issued, construction starting, a spill found):
the due dates follow, counted in working days where the ordinance says so.</li>
<li><b>Forms</b> fills in the city's forms; <i>Save form</i> keeps what you typed in the site.</li>
<li><b>File &gt; Save</b> (Ctrl+S) writes the project file; <b>Report</b> (Ctrl+P) writes a PDF
for the site; <b>Compare</b> shows the same site under every city.</li>
</ol>
<p>Every change can be undone with <b>Ctrl+Z</b>. <b>View &gt; Zoom in</b> (Ctrl+=) makes
everything larger for a projector; Ctrl+0 resets it.</p>
"""
