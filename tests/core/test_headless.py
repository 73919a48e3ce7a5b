"""The core and every plugin import without Qt (a headless core is an architecture rule)."""

import subprocess
import sys
from pathlib import Path


def test_core_and_plugins_import_without_qt():
    code = (
        "import sys, importlib, pkgutil\n"
        "import workbench.core, plugins\n"
        "for pkg in (workbench.core, plugins):\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(m.name)\n"
        "from workbench.core.plugins.host import load_host\n"
        "load_host()\n"
        "import workbench.cli\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'PyQt')))\n"
        "assert not bad, bad\n"
        "print('ok')\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "ok"


def test_evaluate_of_a_scenario_imports_only_what_it_needs():
    """Issue 41 item 2: a cold ``evaluate --json`` of a one-site scenario that simulates nothing
    imports neither Qt, matplotlib, openpyxl, the PDF path, numpy nor the project store."""
    code = (
        "import contextlib, io, sys\n"
        "from workbench.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    assert main(['evaluate', 'resources/demo/soledad.json', '--json']) == 0\n"
        "heavy = ('PySide6', 'matplotlib', 'openpyxl', 'numpy', 'sqlite3',\n"
        "         'workbench.outputs.report_pdf', 'workbench.core.store.opening')\n"
        "print(sorted(m for m in sys.modules if m.startswith(heavy)))\n"
    )
    root = Path(__file__).resolve().parents[2]
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=root
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"
