"""Evaluating sites for the window: the site in view on a worker (its full result kept for
quick switching), every site of the project in the background (summaries only), and the busy
indicator with Cancel in the status bar."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from workbench.ui.document import copy_scenario, scenario_from_text
from workbench.ui.workers import Progress

if TYPE_CHECKING:
    from workbench.core.model import Scenario


def evaluate(host: Any, scenario: Any, jid: str, *, explained: bool = False) -> dict[str, Any]:
    """``workbench.core.evaluate.evaluate`` (imported at the first evaluation, not at startup);
    ``explained``: with what would change each answer (``would_change``, issue 45)."""
    from workbench.core.evaluate import evaluate as core_evaluate

    return core_evaluate(host, scenario, jid, explained=explained)


def evaluate_site(
    host: Any, scenario: Scenario, jid: str | None, *, explained: bool = False
) -> dict[str, Any]:
    """The evaluation of one site under its own jurisdiction (what the panels show; the site
    in view ``explained``, with would_change; the project's summaries without)."""
    if not jid:
        raise ValueError(
            "no jurisdiction chosen for this site: pick one in the Site panel, "
            "or see every city side by side in Compare"
        )
    return evaluate(host, scenario, jid, explained=explained)["results"][0]


def result_json(result: dict[str, Any]) -> str:
    """A result as the project file stores it (strict, compact JSON)."""
    import json

    return json.dumps(result, allow_nan=False, separators=(",", ":"))


def finding_summary(result: dict[str, Any]) -> tuple[str, str]:
    findings = result.get("findings", [])
    applies = sum(1 for f in findings if f["status"] == "applies")
    needs = sum(1 for f in findings if f["status"] == "needs_info")
    errors = sum(1 for f in findings if f["status"] == "error")
    parts = [f"{applies} apply"]
    if needs:
        parts.append(f"{needs} info")
    if errors:
        parts.append(f"{errors} error")
    status = (
        "error" if errors else "needs_info" if needs else "applies" if applies else "does_not_apply"
    )
    return ", ".join(parts), status


class EvaluationMixin:
    """The evaluation half of ``MainWindow`` (which provides the widgets and the runner)."""

    #: full results kept for quick switching between recently viewed sites
    RESULTS_KEPT = 24

    def _key(self, site: Any) -> tuple[str | None, str]:
        """What a result depends on: the jurisdiction and the scenario text."""
        return site.jurisdiction, site.scenario_text()

    def is_evaluated(self, site: Any) -> bool:
        """Whether the result kept for ``site`` was computed from what the site holds now
        (its jurisdiction and scenario): what the panels show once its evaluation is done."""
        cached = self.results.get(site.id)
        return cached is not None and cached[0] == self._key(site)

    def _show_result(self, site: Any | None) -> None:
        result = error = None
        if site is not None:
            cached = self.results.get(site.id)
            if cached is not None and cached[0] == self._key(site):
                _key, result, error = cached
        for panel in (self.applicability, self.sizing, self.deadlines, self.penalties):
            panel.set_site(site, result, error)
        self.forms.set_site(site, result)

    def say_status(self, site: Any, result: dict[str, Any] | None, error: str | None) -> None:
        """The status line of the site on screen: its summary, or why it cannot evaluate."""
        if result is None:
            self.eval_status.setText(f"{site.name}: {error}")
            return
        text, _status = finding_summary(result)
        when = datetime.now().strftime("%H:%M:%S")
        self.eval_status.setText(
            f"{site.name}: {text} under {result.get('jurisdiction_name')} "
            f"(ruleset {result.get('ruleset_version')}) — evaluated {when}"
        )

    def evaluate_current(self) -> None:
        site = self.current_site()
        if site is None:
            return
        key = self._key(site)
        cached = self.results.get(site.id)
        if cached is not None and cached[0] == key:
            self._show_result(site)
            self.say_status(site, cached[1], cached[2])
            return
        scenario = copy_scenario(site.scenario)
        jid = scenario.jurisdiction
        host = self.host
        site_id = site.id
        self.eval_status.setText(f"Evaluating {site.name}…")

        def work(_progress: Progress) -> tuple[dict[str, Any], str]:
            result = evaluate_site(host, scenario, jid)
            return result, result_json(result)  # the project file's text, made off the GUI thread

        def done(pair: tuple[dict[str, Any], str]) -> None:
            self._evaluated(site_id, key, pair[0], None, pair[1])
            self._explain(site_id, key, scenario, jid)

        def failed(message: str) -> None:
            self._evaluated(
                site_id,
                key,
                None,
                plain_error(message),
            )

        self.runner.submit(
            "evaluate",
            work,
            done,
            label=f"Evaluating {site.name}",
            on_error=failed,
            on_cancel=lambda: self.eval_status.setText("Evaluation cancelled."),
        )
        if self.current_panel() is self.compare:
            self.compare.start()

    def _explain(self, site_id: str, key: Any, scenario: Any, jid: str | None) -> None:
        """What would change each answer (issue 45), in the background once the result is
        shown (it evaluates the city again per candidate change: seconds for a sparse site);
        the panels show it when it is done, if the site has not changed meanwhile."""
        host = self.host

        def work(_progress: Progress) -> tuple[dict[str, Any], str]:
            result = evaluate_site(host, scenario, jid, explained=True)
            return result, result_json(result)

        def done(pair: tuple[dict[str, Any], str]) -> None:
            site = self.doc.site(site_id) if self.doc else None
            if site is not None and key == self._key(site):
                self._evaluated(site_id, key, pair[0], None, pair[1])

        self.runner.submit(
            "explain", work, done, label="What would change each answer", on_error=lambda _m: None
        )

    def _evaluated(
        self,
        site_id: str,
        key: Any,
        result: dict[str, Any] | None,
        error: str | None,
        text_json: str | None = None,
    ) -> None:
        self.results[site_id] = (key, result, error)
        self.results.move_to_end(site_id)
        while len(self.results) > self.RESULTS_KEPT:
            self.results.popitem(last=False)
        site = self.doc.site(site_id) if self.doc else None
        if site is None:
            return
        if result is not None:
            self._store_result(site, result, text_json)
            text, status = finding_summary(result)
            self.tree.set_summary(site_id, text, status)
        else:
            self.tree.set_summary(site_id, "cannot evaluate", "error")
        if site_id == self.site_id:  # another site's line never stays under this one (N13)
            self.say_status(site, result, error)
        if site_id == self.site_id and key == self._key(site):
            self._show_result(site)
        if self.current_panel() is self.compare and self.compare.data is None:
            self.compare.start()

    def _store_result(
        self, site: Any, result: dict[str, Any], text_json: str | None = None
    ) -> None:
        """Keep the result with the versions that produced it, for the project file (as its JSON
        text when given: compact, and the stored result it replaces is never decoded)."""
        try:
            from workbench.core.store import StoredResult

            site.results[result["jurisdiction"]] = StoredResult(
                result["jurisdiction"],
                str(result.get("plugin_version")),
                str(result.get("ruleset_version")),
                datetime.now(UTC).isoformat(timespec="seconds"),
                None if text_json is not None else result,
                data_json=text_json,
            )
        except Exception:  # noqa: BLE001 - results are a cache; the scenario is what matters
            pass

    def evaluate_all(self) -> None:
        """Every site of the project, in the background, with progress and cancel: the summary
        of each in the tree. Only summaries are kept (a full result is ~60 KB of JSON; a project
        of 5,000 sites would hold hundreds of MB); the site shown is evaluated on its own, and
        scenarios go to the worker as their stored text (not parsed on the GUI thread)."""
        if self.doc is None or not self.doc.sites():
            return
        jobs = [
            (
                s.id,
                s.jurisdiction,
                s.scenario_text(),
                s.scenario_folder(),
                s.name,
                s.rainfall_records(),
            )
            for s in self.doc.sites()
        ]
        jobs.sort(
            key=lambda job: job[1] or ""
        )  # city by city, as core.evaluate.evaluate_each (faster)
        host = self.host

        def work(progress: Progress) -> list[tuple[str, tuple[str, str] | None, str | None]]:
            out = []
            for i, (sid, jid, text, folder, name, records) in enumerate(jobs):
                progress.step(i, len(jobs), name)
                try:
                    out.append(
                        (
                            sid,
                            finding_summary(
                                evaluate_site(
                                    host,
                                    scenario_from_text(text, folder, records),
                                    jid,
                                )
                            ),
                            None,
                        )
                    )
                except Exception as error:  # noqa: BLE001 - one site's problem is that site's error
                    out.append((sid, None, str(error)))
            return out

        def done(out: list[tuple[str, tuple[str, str] | None, str | None]]) -> None:
            self.tree.set_summaries(
                {sid: summary or ("cannot evaluate", "error") for sid, summary, _error in out}
            )
            errors = sum(1 for *_rest, e in out if e)
            self.eval_status.setText(
                f"Evaluated {len(out)} site"
                + ("" if len(out) == 1 else "s")
                + (f"; {errors} could not be evaluated" if errors else "")
            )

        self.runner.submit(
            "project",
            work,
            done,
            label="Evaluating all sites",
            on_cancel=lambda: self.eval_status.setText("Evaluation of all sites cancelled."),
        )

    def _activity(self, label: str, done: int, total: int, cancellable: bool) -> None:
        self._pending_activity = (label, done, total, cancellable)
        if not label:
            self._busy_timer.stop()
            self.progress.hide()
            self.cancel_button.hide()
            return
        if self.progress.isVisible():
            self._show_busy()
        elif not self._busy_timer.isActive():
            self._busy_timer.start(300)

    def _show_busy(self) -> None:
        label, done, total, cancellable = self._pending_activity
        if not label:
            return
        self.progress.setRange(0, total if total else 0)
        if total:
            self.progress.setValue(done)
        self.progress.setFormat(f"{label[:40]} %p%" if total else label[:40])
        self.progress.setToolTip(label)
        self.progress.show()
        self.cancel_button.setVisible(cancellable)


def plain_error(message: str) -> str:
    """An evaluation error as a user reads it: without the exception's module and class
    (``workbench.core.evaluate.InputError: site.facility_types[0]: …``: issue 22 item 14)."""
    head, sep, rest = message.partition(": ")
    if sep and head.rsplit(".", 1)[-1] in ("ValueError", "InputError", "ScenarioError"):
        return rest
    return message
