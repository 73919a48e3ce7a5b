"""docs/PLUGIN_GUIDE.md names only what exists (issue 46: "every file and term it names exists,
a test reads it"). Every backticked file path, ``wb_`` hook, ``workbench.api``/``workbench.core``
name, ``ctx.``/``form.`` method, class or constant the guide names is looked up here; the core
terms it calls shared are checked in test_fifth_city.py."""

from __future__ import annotations

import ast
import builtins
import importlib
import inspect
import re
from pathlib import Path

from workbench import api
from workbench.core import forms, rules
from workbench.core.context import Context
from workbench.core.forms import FormValues
from workbench.core.model import Scenario
from workbench.core.plugins import hookspecs, host

ROOT = Path(__file__).resolve().parents[2]
GUIDE = ROOT / "docs" / "PLUGIN_GUIDE.md"
#: names outside the repository the guide may name (the law's folder, the frozen app's folder)
OUTSIDE = {"../shared/seeds", "cities/"}
#: the entry-point group plugins register under (a name, not a module)
ENTRY_POINT_GROUP = "workbench.plugins"
FILE_ENDINGS = (".py", ".toml", ".md", ".txt", ".json")


def spans() -> list[str]:
    return re.findall(r"`([^`\n]+)`", GUIDE.read_text("utf-8"))


def core_names() -> set[str]:
    """Every class, function and module-level name the workbench package defines."""
    names: set[str] = set()
    for path in (ROOT / "workbench").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ClassDef | ast.FunctionDef):
                names.add(node.name)
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names.update(t.id for t in targets if isinstance(t, ast.Name))
    return names


def test_every_file_the_guide_names_exists() -> None:
    missing = []
    for span in spans():
        word = span.split()[0]
        if word in OUTSIDE or "<" in word or "://" in word:
            continue
        if "/" in word or word.endswith(FILE_ENDINGS):
            if not (ROOT / word).exists():
                missing.append(word)
    assert missing == []


def test_every_hook_the_guide_names_exists() -> None:
    hooks = {n for n, _ in inspect.getmembers(hookspecs.WorkbenchSpec) if n.startswith("wb_")}
    named = set(re.findall(r"\bwb_[a-z_]+", GUIDE.read_text("utf-8")))
    assert named and named - hooks == set()


def test_every_dotted_name_the_guide_names_exists() -> None:
    ctx = Context(Scenario.model_validate({"format": "workbench-scenario/1", "site": {}}), {})
    owners = {"ctx": ctx, "form": FormValues, "rules": rules, "forms": forms}
    missing = []
    for span in spans():
        for owner, name in re.findall(r"(?<![\w/.])(ctx|form|rules|forms)\.([A-Za-z_]+)", span):
            if not hasattr(owners[owner], name) and name not in _fields(owners[owner]):
                missing.append(f"{owner}.{name}")
        for dotted in re.findall(r"\bworkbench(?:\.[a-z_]+)+", span):
            if dotted == ENTRY_POINT_GROUP:
                assert ENTRY_POINT_GROUP in (ROOT / "tests/fifthcity/pyproject.toml").read_text()
            elif not _importable(dotted):
                missing.append(dotted)
        for cls, field in re.findall(r"\b([A-Z][A-Za-z]+)\.([a-z_]+)\b", span):
            if hasattr(api, cls) and field not in _fields(getattr(api, cls)):
                missing.append(f"{cls}.{field}")
    assert missing == []


def test_every_class_or_constant_the_guide_names_exists() -> None:
    known = core_names() | set(dir(builtins)) | set(dir(api))
    missing = []
    for span in spans():
        head = re.match(r"([A-Za-z_][A-Za-z0-9_]*)(?:$|[(.\[])", span)
        if not head:
            continue
        name = head.group(1)
        capital = name[0].isupper()
        if name.startswith("WORKBENCH_"):  # an environment variable the core reads
            if not any(name in p.read_text("utf-8") for p in (ROOT / "workbench").rglob("*.py")):
                missing.append(name)
        elif capital and name not in known:
            missing.append(name)
    assert missing == []


def test_the_api_names_the_guide_calls_are_public() -> None:
    """A function the guide shows being called as a plugin would (``applies(...)``,
    ``all_of(...)``, ``gov6700_adopted(...)``) is exported by ``workbench.api``."""
    calls = {
        m
        for span in spans()
        for m in re.findall(r"^([a-z_][a-z0-9_]*)\(", span)
        if m not in {"evaluate", "decide", "conditions", "compute", "when", "fn", "form_html"}
    }
    core = {"discover"}  # the host's, named where the guide says how plugins are found
    assert (
        calls
        and [
            c
            for c in sorted(calls)
            if not hasattr(api, c) and c not in core and not c.startswith("wb_")
        ]
        == []
    )
    assert all(hasattr(host, c) for c in core)


def _fields(owner: object) -> set[str]:
    fields = getattr(owner, "__dataclass_fields__", None) or getattr(owner, "_fields", ())
    return set(fields) | set(getattr(owner, "model_fields", {}) or {})


def _importable(dotted: str) -> bool:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for part in parts[cut:]:
            if not hasattr(obj, part):
                return False
            obj = getattr(obj, part)
        return True
    return False
