"""Starting the desktop workbench: ``workbench`` (no sub-command) calls ``main(argv)``."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any, NoReturn

from PySide6.QtWidgets import QApplication

from workbench.ui.theme import APP_TITLE, STYLESHEET


def application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once), styled."""
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "workbench", *(argv or [])])
    keep_none_alive()
    app.setApplicationName(APP_TITLE)
    app.setOrganizationName("StormwaterWorkbench")
    app.setStyle("Fusion")
    app.setStyleSheet(STYLESHEET)
    return app  # type: ignore[return-value]


def keep_none_alive() -> bool:
    """Work around PySide6 6.12.0 on Python 3.11: every call that returns None (``setText``,
    ``update``, ``processEvents``, ``QTimer.singleShot``, ``parent()`` of an orphan …) gives
    back ``None`` without a new reference. From Python 3.12 ``None`` is immortal and that is
    harmless; on 3.11 each call takes one reference from ``None``, and once they are used up
    the interpreter aborts ("Fatal Python error: none_dealloc"). With the bundled demo that
    happened after about twenty site selections, or at once in a loop waiting for events.

    When the leak is detected (a few calls of a void function, ``None``'s count falls), give
    ``None`` a reference count it cannot run out of, which is what Python 3.12 does. Returns
    whether it did. PySide6 6.11.3 does not leak; pinning it (or Python >= 3.12) makes this
    a no-op."""
    global _NONE_KEPT
    if _NONE_KEPT or sys.version_info >= (3, 12):
        return False
    from PySide6.QtCore import QCoreApplication

    name = QCoreApplication.applicationName()
    before = sys.getrefcount(None)
    for _ in range(32):
        QCoreApplication.setApplicationName(name)  # returns None
    if sys.getrefcount(None) > before - 32:
        return False
    import ctypes

    ctypes.c_ssize_t.from_address(id(None)).value += (
        1 << 40
    )  # ob_refcnt, the first field of every object
    _NONE_KEPT = True
    return True


_NONE_KEPT = False


def load_project(path: str | None) -> tuple[Any, str | None]:
    """(project or None, path to open in the window); no path: the bundled demo project."""
    if path:
        return None, path
    from workbench.core.demo import demo_project

    return demo_project(), None


def build_window(host: Any = None, path: str | None = None) -> Any:
    """The main window over a host and a project (``path``, else the demo project).

    With a host, everything is built before this returns. Without one (``workbench``), the
    window is ready to show at once: its project tree lists the demo project's sites, and the
    plugins, the project and the panels load progressively (``MainWindow.start_loading``);
    ``window.wait_idle()`` waits for them. A ``path`` is opened once the plugins are loaded
    (opening it may ask a question: the file may be in use); if it cannot be opened, the demo.
    """
    from workbench.ui.main_window import MainWindow

    if host is not None:
        project, to_open = load_project(path)
        window = MainWindow(host, project)
        if to_open:
            _open_or_demo(window, to_open)
        return window
    from workbench.core.demo import demo_listing, demo_project

    window = MainWindow()
    if path:
        window.eval_status.setText(f"{window.eval_status.text()} Then opening {Path(path).name}…")
        window.start_loading(None, then=lambda: _open_or_demo(window, path))
    else:
        window.start_loading(demo_project, demo_listing())
    return window


def _open_or_demo(window: Any, path: str) -> None:
    if not window.open_path(path, ask=False):
        from workbench.core.demo import demo_project
        from workbench.ui.document import ProjectDocument

        window.set_document(ProjectDocument(demo_project()))


def main(argv: list[str]) -> int:
    """Open the workbench; ``argv`` may hold a project (.swproj) or scenario (.json) path."""
    paths = [a for a in argv if not a.startswith("-")]
    on_server = bool(paths) and paths[0].lower().startswith(("postgresql://", "postgres://"))
    if paths and not on_server and not Path(paths[0]).exists():
        sys.stderr.write(f"error: {paths[0]}: no such file\n")
        return 2
    os.environ.setdefault("QT_AUTO_SCREEN_SCALE_FACTOR", "1")
    app = application()
    window = build_window(path=paths[0] if paths else None)
    app.aboutToQuit.connect(window.runner.shutdown)  # no worker may outlive the interpreter
    window.show()
    return leave(app.exec())


def leave(code: int) -> NoReturn:
    """Exit without interpreter finalization.

    Everything the user saved is already committed (saves are transactions) and the project
    lock is released on close. Tearing down PySide6 objects during finalization after
    background evaluations crashed the interpreter ("none_dealloc", a reference-count error
    inside a C extension) on exit; skipping finalization avoids it.
    """
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def startup_probe() -> None:
    """Benchmark hook: start as ``workbench`` does (demo project), print the time the main
    window is shown with the demo project as JSON, and exit.

    "Shown" means: the window is visible, its project tree lists every demo site and has
    been painted. Plugins, evaluation and charts arrive later and are not waited for."""
    import json
    import time

    from PySide6.QtCore import QTimer

    from workbench.core.demo import demo_listing

    app = application()
    window = build_window()
    window.show()
    expected = [name for name, _jid in demo_listing()]

    def listed() -> list[str]:
        if window.doc is not None:
            return [site.name for site in window.doc.sites()]
        return window.tree.pending_names()

    def shown() -> None:
        if not (window.isVisible() and window.painted and listed() == expected):
            QTimer.singleShot(1, shown)
            return
        print(json.dumps({"shown": time.time()}), flush=True)
        app.quit()

    QTimer.singleShot(0, shown)
    leave(app.exec())


def memory_probe(path: str, settle_ms: int = 1000) -> float:
    """Benchmark hook: open a project in the main window, let the evaluation of every site
    finish (the tree's summaries; the selected site in its panels), and return the process's
    peak resident memory in MB."""
    import resource

    from PySide6.QtCore import QTimer

    app = application()
    window = build_window(path=path)
    app.aboutToQuit.connect(window.runner.shutdown)
    window.show()
    window.wait_loaded(120)  # the plugins loaded and the project open
    window.wait_idle(600)  # every site evaluated
    QTimer.singleShot(settle_ms, app.quit)
    app.exec()
    return _peak_rss_kb(resource) / 1024  # the caller prints it, then leaves with leave()


def _peak_rss_kb(resource: Any) -> float:
    """This process's peak resident memory in KB. On Linux ``VmHWM`` (the high-water mark of
    this process's own memory): ``ru_maxrss`` there also counts the parent's resident memory
    at the moment it started this process (the kernel carries it across fork and exec), so a
    large parent would inflate the figure. Elsewhere ``ru_maxrss`` (KB on Linux and BSD)."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return float(line.split()[1])
    except OSError:
        pass
    return float(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
