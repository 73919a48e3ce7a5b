"""The Forms panel's note on a saved form whose prefilled facts the site has changed since
(issue 42 N2, issue 38's desktop row): each such field with the form's value and the site's,
"Use the site's values" (into the fields, to save) and "Keep the form's" (the values stand
until the site changes again: ``core.forms.confirm_prefill``)."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from workbench.core.forms import confirm_prefill
from workbench.core.forms import stale_values as stale_fields
from workbench.core.model import Scenario
from workbench.core.rules import FormSpec
from workbench.ui.form_fields import shown_value


class StaleMixin:
    """The stale-values half of ``FormsPanel`` (which provides the site, the document, the
    current spec and the renderer)."""

    def _build_stale(self, layout: QVBoxLayout) -> None:
        # a saved form whose prefilled facts the site no longer has (issue 42 N2)
        self.stale = QLabel()
        self.stale.setObjectName("form_stale")
        self.stale.setWordWrap(True)
        self.stale.setTextFormat(Qt.TextFormat.RichText)
        self.take_site_values = QPushButton("Use the site's values")
        self.take_site_values.setObjectName("take_site_values")
        self.take_site_values.setToolTip(
            "Put the site's current facts in these fields (then Save form to keep them)."
        )
        self.take_site_values.clicked.connect(self._take_site_values)
        self.keep_form_values = QPushButton("Keep the form's")
        self.keep_form_values.setObjectName("keep_form_values")
        self.keep_form_values.setToolTip(
            "The form's values stand; flagged again if the site changes"
        )
        self.keep_form_values.clicked.connect(self._keep_form_values)
        stale_row = QHBoxLayout()
        stale_row.addWidget(self.stale, 1)
        stale_row.addWidget(self.take_site_values)
        stale_row.addWidget(self.keep_form_values)
        layout.addLayout(stale_row)
        self._stale: dict[str, Any] = {}
        self._show_stale({})

    def _show_stale(self, stale: dict[str, tuple[Any, Any]]) -> None:
        """Say which saved values the site's facts now contradict (the field, the form's value
        and the site's), with a button that takes the site's."""
        self._stale = {fid: now for fid, (_old, now) in stale.items()}
        spec = self.current_spec()
        labels = {f.id: f.label for f in spec.fields} if spec is not None else {}
        self.stale.setText(
            "<span style='color:#b03a2e'><b>This saved form differs from the site's facts</b> "
            "(the site changed, or the form was typed otherwise): "
            + "; ".join(
                f"{html.escape(labels.get(fid, fid))}: the form says "
                f"<b>{html.escape(shown_value(old))}</b>, the site now "
                f"<b>{html.escape(shown_value(now))}</b>"
                for fid, (old, now) in stale.items()
            )
            + ". Print and PDF carry the form's values.</span>"
            if stale
            else ""
        )
        self.stale.setVisible(bool(stale))
        self.take_site_values.setVisible(bool(stale))
        self.keep_form_values.setVisible(bool(stale))

    def _keep_form_values(self) -> None:
        """The form's values stand although the site says otherwise (flagged again only when
        the site changes again): ``confirm_prefill``, one undo step."""
        spec = self.current_spec()
        if spec is None or self.site is None or self.doc is None:
            return
        key = self.form_key(spec)
        saved = self.site.scenario.forms.get(key)
        if saved is None:
            return
        kept = confirm_prefill(spec, saved, self.site.scenario)

        def change(s: Scenario) -> None:
            s.forms = {**s.forms, key: kept}

        self.doc.edit_scenario(self.site.id, change, f"Keep the values of “{spec.title}”")

    def _take_site_values(self) -> None:
        if self.renderer is None or not self._stale:
            return
        for fid, value in self._stale.items():
            editor = self.renderer.editors.get(fid)
            if editor is not None:
                editor.set_value(value)
        self._show_stale({})


def site_changes(
    spec: FormSpec, saved: dict[str, Any], scenario: Any
) -> dict[str, tuple[Any, Any]]:
    """Field id -> (the form's value, the site's now) for each prefilled field the site has
    changed since it was filled or kept (``core.forms.stale_values``; issue 42 N2, issue 38)."""
    return {
        fid: (old, now) for fid, (_where, old, now) in stale_fields(spec, saved, scenario).items()
    }
