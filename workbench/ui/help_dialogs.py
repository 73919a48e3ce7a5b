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
                "<p>What a California small city's stormwater ordinance requires of a project, how big the "
                "controls must be, when filings are due and what a violation can cost — every answer cited "
                "to the ordinance line.</p>"
                f"<p>Python {python_version()} · Qt {qVersion()} · PySide6 {pyside_version} · "
                f"matplotlib {mpl} · {html.escape(sys.platform)}</p><table cellpadding='3'>{rows}</table>"
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
                f"<td style='color:{'#1e8449' if found else '#c0392b'}'>{'found' if found else 'not found'}</td></tr>"
            )
        QMessageBox.information(
            self,
            "Ordinance sources",
            (
                f"<p>Citations point to line numbers in these texts, read from<br><code>{html.escape(str(ordinance_dir()))}"
                "</code></p><table cellpadding='4'>" + "".join(rows) + "</table>"
                "<p>Change the folder with Tools &gt; Ordinance folder…</p>"
            ),
        )
