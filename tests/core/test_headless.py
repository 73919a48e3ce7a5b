"""The core and every plugin import without Qt (a headless core is an architecture rule)."""

import subprocess
import sys


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
