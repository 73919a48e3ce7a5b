"""The plugin host isolates plugins: broken ones become error records, the rest keep working."""

from __future__ import annotations

import pytest

from workbench.core.evaluate import evaluate
from workbench.core.model import Scenario
from workbench.core.plugins.hookspecs import hookimpl
from workbench.core.plugins.host import BUNDLED, Host, PluginError, load_host
from workbench.core.rules import ApplicabilityRule, Jurisdiction, applies, cite

SRC = "000_085165dcaf1d7ca0.txt"


def jurisdiction(jid: str) -> Jurisdiction:
    return Jurisdiction(
        id=jid,
        name=jid.title(),
        ordinance="Test Code",
        chapter="Ch. 1",
        source_file=SRC,
        ruleset_version="t-1",
        plugin_version="0.0.1",
    )


class GoodPlugin:
    def __init__(self, jid: str = "good") -> None:
        self.jid = jid

    @hookimpl
    def wb_jurisdiction(self):
        return jurisdiction(self.jid)

    @hookimpl
    def wb_applicability_rules(self):
        return [
            ApplicabilityRule(
                id="always",
                title="Always",
                category="exemption",
                citations=(cite(SRC, None, 1, 1, "Stormwater Quality"),),
                evaluate=lambda ctx: applies("always"),
            )
        ]


class RaisesInHook(GoodPlugin):
    @hookimpl
    def wb_applicability_rules(self):
        raise RuntimeError("boom in hook")


class RaisesInJurisdiction:
    @hookimpl
    def wb_jurisdiction(self):
        raise ValueError("no jurisdiction today")


class Malformed(GoodPlugin):
    @hookimpl
    def wb_applicability_rules(self):
        bad_category = ApplicabilityRule(
            id="bad",
            title="Bad",
            category="not_a_category",
            citations=(cite(SRC, None, 1, 1, "x"),),
            evaluate=lambda ctx: applies(),
        )
        return [bad_category, "not a rule", *super().wb_applicability_rules()]


class RuleRaises(GoodPlugin):
    """Declares a rule whose evaluation raises."""

    @hookimpl
    def wb_applicability_rules(self):
        def explode(ctx):
            raise ZeroDivisionError("divide")

        return [
            ApplicabilityRule(
                id="explodes",
                title="Explodes",
                category="exemption",
                citations=(cite(SRC, None, 1, 1, "Stormwater Quality"),),
                evaluate=explode,
            )
        ]


def scenario() -> Scenario:
    return Scenario.model_validate({"format": "workbench-scenario/1", "name": "t"})


def test_good_plugin_is_ok_and_tagged():
    host = Host()
    record = host.register(GoodPlugin(), "good")
    assert record.status == "ok", record.errors
    (rule,) = host.descriptors("good", "applicability")
    assert rule.jurisdiction == "good"


def test_plugin_raising_in_a_hook_is_degraded_and_others_work():
    host = Host()
    bad = host.register(RaisesInHook("bad"), "bad")
    good = host.register(GoodPlugin(), "good")
    assert bad.status == "degraded"
    assert "boom in hook" in bad.errors[0]
    assert good.status == "ok"
    assert len(host.descriptors("good", "applicability")) == 1


def test_plugin_without_jurisdiction_is_broken_and_unregistered():
    host = Host()
    record = host.register(RaisesInJurisdiction(), "nojur")
    host.register(GoodPlugin(), "good")
    assert record.status == "broken"
    assert "no jurisdiction today" in record.errors[0]
    assert [j.id for j in host.jurisdictions()] == ["good"]


def test_import_error_is_recorded():
    host = Host()
    record = host.load_module("broken", "workbench_no_such_module_xyz")
    assert record.status == "broken"
    assert record.errors[0].startswith("import failed: ModuleNotFoundError")


def test_module_raising_at_import_is_broken(tmp_path, monkeypatch):
    (tmp_path / "explodes_on_import.py").write_text("raise RuntimeError('import boom')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    host = Host()
    record = host.load_module("explodes", "explodes_on_import")
    host.register(GoodPlugin(), "good")
    assert record.status == "broken" and "import boom" in record.errors[0]
    assert host.records["good"].status == "ok"


def test_malformed_descriptors_are_rejected_one_by_one():
    host = Host()
    record = host.register(Malformed(), "mal")
    assert record.status == "degraded"
    assert any("unknown category" in e for e in record.errors)
    assert any("str is not a ApplicabilityRule" in e for e in record.errors)
    assert [r.id for r in host.descriptors("good", "applicability")] == ["always"]


def test_duplicate_jurisdiction_is_a_conflict():
    host = Host()
    host.register(GoodPlugin("same"), "first")
    second = host.register(GoodPlugin("same"), "second")
    assert second.status == "conflict"
    assert "already provided by plugin 'first'" in second.errors[0]


def test_rule_that_raises_in_its_own_jurisdiction():
    class Other(RuleRaises):
        pass

    host = Host()
    host.register(Other("exploding"), "exploding")
    host.register(GoodPlugin(), "good")
    by_j = {r["jurisdiction"]: r for r in evaluate(host, scenario(), "all")["results"]}
    (bad,) = by_j["exploding"]["findings"]
    assert bad["status"] == "error"
    assert "ZeroDivisionError" in bad["reasons"][0]
    assert by_j["good"]["findings"][0]["status"] == "applies"


def test_strict_mode_reraises():
    host = Host(strict=True)
    with pytest.raises(RuntimeError):
        host.register(RaisesInHook("bad"), "bad")


def test_strict_mode_reraises_on_malformed():
    with pytest.raises(PluginError):
        Host(strict=True).register(Malformed(), "mal")


def test_disable_plugins_by_environment(monkeypatch):
    first, second, *others = BUNDLED
    monkeypatch.setenv("WORKBENCH_DISABLE_PLUGINS", f"{first}, {second}")
    host = load_host()
    assert host.records[first].status == "disabled"
    assert host.records[second].status == "disabled"
    assert {j.id for j in host.jurisdictions()} == set(others)


def test_entry_points_register_the_bundled_cities():
    host = load_host()
    assert set(BUNDLED) <= set(host.records)
    assert {j.id for j in host.jurisdictions()} >= set(BUNDLED)
    for name in BUNDLED:
        assert host.records[name].status in ("ok",), host.records[name].errors
