#!/usr/bin/env python3
"""Launcher: sets up its own virtual environment on first use, then runs the workbench.

    python run.py                 open the desktop workbench (the demo project)
    python run.py PROJECT.swproj  open a project
    python run.py test            run the whole test suite (ruff, import contracts, mypy,
                                  pytest); installs PostgreSQL first where it is missing and
                                  can be (Debian/Ubuntu as root: apt-get), for tests/server
    python run.py <sub-command>   the command line, e.g. python run.py plugins

Needs only Python 3.11+. The environment lives in .venv beside this file. Running the
workbench installs what running needs; ``test`` adds the test tools (pytest, pytest-qt,
hypothesis, ruff, import-linter, mypy) and PyInstaller, which the frozen-app smoke test in
tests/build uses. Versions come from constraints.txt; the environment is refreshed when
pyproject.toml or constraints.txt changes. Standard library only.

On Linux, opening the desktop first checks that the system libraries Qt's window-system plugin
loads are installed, before anything is built, and names the one command that installs the
missing ones (issue 42 N19); the installer's own output is shown only when it fails.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
STAMP = VENV / ".workbench-installed"
TEST_EXTRAS = frozenset(
    {"test", "build"}
)  # build: PyInstaller, for the frozen-app test in tests/build


def venv_python() -> Path:
    return VENV / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def venv_script(name: str) -> Path:
    """A console script installed in .venv (``lint-imports``)."""
    return (
        VENV
        / ("Scripts" if os.name == "nt" else "bin")
        / (name + (".exe" if os.name == "nt" else ""))
    )


def _fingerprint() -> str:
    data = b"".join((ROOT / name).read_bytes() for name in ("pyproject.toml", "constraints.txt"))
    return hashlib.sha256(data).hexdigest()


def _installed() -> tuple[str, set[str]]:
    """(fingerprint, extras) of the last install, from the stamp file; empty when none."""
    try:
        fingerprint, _, extras = STAMP.read_text().strip().partition(" ")
    except OSError:
        return "", set()
    return fingerprint, set(filter(None, extras.split(",")))


#: the libraries Qt's xcb platform plugin loads: (soname stem, Debian/Ubuntu package,
#: Fedora package, Arch package); the README lists the same Debian line
QT_LIBRARIES = (
    ("xcb-cursor", "libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    ("xkbcommon-x11", "libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    ("xcb-icccm", "libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    ("xcb-image", "libxcb-image0", "xcb-util-image", "xcb-util-image"),
    ("xcb-keysyms", "libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    ("xcb-randr", "libxcb-randr0", "libxcb", "libxcb"),
    ("xcb-render-util", "libxcb-render-util0", "xcb-util-renderutil", "xcb-util-renderutil"),
    ("xcb-shape", "libxcb-shape0", "libxcb", "libxcb"),
    ("xcb-xinerama", "libxcb-xinerama0", "libxcb", "libxcb"),
    ("xcb-xkb", "libxcb-xkb1", "libxcb", "libxcb"),
    ("EGL", "libegl1", "mesa-libEGL", "libglvnd"),
    ("GL", "libgl1", "mesa-libGL", "libglvnd"),
    ("fontconfig", "libfontconfig1", "fontconfig", "fontconfig"),
    ("dbus-1", "libdbus-1-3", "dbus-libs", "dbus"),
)
#: how each family of systems installs packages: (/etc/os-release ids, command, column)
INSTALLERS = (
    ({"debian", "ubuntu", "linuxmint", "pop", "raspbian"}, "sudo apt-get install", 1),
    ({"fedora", "rhel", "centos", "rocky", "almalinux"}, "sudo dnf install", 2),
    ({"arch", "manjaro", "endeavouros"}, "sudo pacman -S --needed", 3),
)


def linked_libraries() -> str | None:
    """The dynamic linker's list of libraries (``ldconfig -p``); None when it cannot be read."""
    for ldconfig in ("/sbin/ldconfig", "/usr/sbin/ldconfig", "ldconfig"):
        try:
            done = subprocess.run([ldconfig, "-p"], capture_output=True, text=True, timeout=20)
        except (OSError, subprocess.SubprocessError):
            continue
        if done.returncode == 0:
            return done.stdout
    return None


def missing_qt_libraries(listed: str | None) -> list[tuple[str, ...]]:
    """The rows of QT_LIBRARIES whose library ``listed`` (``ldconfig -p``) does not hold."""
    if listed is None:
        return []
    return [row for row in QT_LIBRARIES if f"lib{row[0]}.so" not in listed]


def install_line(missing: list[tuple[str, ...]], os_release: str) -> str:
    """The one command that installs ``missing`` on the system ``os_release`` describes
    (Debian's when the system is not known)."""
    ids: set[str] = set()
    for line in os_release.splitlines():
        key, _, value = line.partition("=")
        if key in ("ID", "ID_LIKE"):
            ids.update(value.strip().strip('"').split())
    command, column = "sudo apt-get install", 1
    for family, install, index in INSTALLERS:
        if ids & family:
            command, column = install, index
            break
    return f"{command} {' '.join(dict.fromkeys(row[column] for row in missing))}"


def check_qt_libraries(argv: list[str]) -> bool:
    """Opening the desktop on Linux: False (and the install command printed) when a library
    Qt needs is missing; True otherwise, and for the command line and the tests."""
    desktop = not argv or argv[0].lower().endswith((".swproj", ".json"))
    platform = os.environ.get("QT_QPA_PLATFORM", "")
    if (
        not desktop
        or not sys.platform.startswith("linux")
        or platform.startswith(("offscreen", "minimal", "wayland", "vnc"))
        or os.environ.get("WORKBENCH_SKIP_LIBRARY_CHECK")
    ):
        return True
    missing = missing_qt_libraries(linked_libraries())
    if not missing:
        return True
    try:
        os_release = Path("/etc/os-release").read_text(encoding="utf-8", errors="replace")
    except OSError:
        os_release = ""
    print(
        "The desktop needs system libraries that are not installed: "
        + ", ".join(f"lib{row[0]}" for row in missing)
        + ". Install them with:\n\n    "
        + install_line(missing, os_release)
        + "\n\nthen run this again (WORKBENCH_SKIP_LIBRARY_CHECK=1 skips this check).",
        file=sys.stderr,
    )
    return False


def install(command: list[str]) -> None:
    """Run an installer step; its output (build-backend notices included) is shown only when
    it fails, so a newcomer sees no warning box (issue 42 N19)."""
    done = subprocess.run(command, capture_output=True, text=True)
    if done.returncode != 0:
        sys.stderr.write(done.stdout[-20000:] + done.stderr[-20000:])
        raise subprocess.CalledProcessError(done.returncode, command)


def ensure_environment(extras: frozenset[str] = frozenset()) -> Path:
    """Create .venv and install the workbench (with ``extras``) when missing or stale."""
    if sys.version_info < (3, 11):  # noqa: UP036 - the launcher may run on an older Python
        sys.exit(f"The workbench needs Python 3.11 or newer (this is {sys.version.split()[0]}).")
    python = venv_python()
    wanted = _fingerprint()
    fingerprint, installed = _installed()
    if python.exists() and fingerprint == wanted and extras <= installed:
        return python
    if not python.exists():
        print(
            "Setting up the workbench environment in .venv (first run only, about a minute)...",
            flush=True,
        )
        venv.EnvBuilder(with_pip=True, clear=VENV.exists()).create(VENV)
    if fingerprint == wanted:
        extras = extras | installed  # adding extras: keep the ones already there
    pip = [str(python), "-m", "pip", "--disable-pip-version-check", "-q"]
    install([*pip, "install", "--upgrade", "pip"])
    target = f"{ROOT}[{','.join(sorted(extras))}]" if extras else str(ROOT)
    install([*pip, "install", "-c", str(ROOT / "constraints.txt"), "-e", target])
    STAMP.write_text(f"{wanted} {','.join(sorted(extras))}")
    return python


def find_postgresql() -> str | None:
    """The folder of ``initdb``/``pg_ctl`` that tests/server/pgcluster.py would use."""
    import glob
    import shutil

    if os.environ.get("WORKBENCH_PG_BIN"):
        folders = [os.environ["WORKBENCH_PG_BIN"]]
    else:
        folders = sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True)
        on_path = shutil.which("pg_ctl")
        if on_path:
            folders.append(os.path.dirname(os.path.realpath(on_path)))
    for folder in folders:
        if os.path.exists(os.path.join(folder, "initdb")) or os.path.exists(
            os.path.join(folder, "initdb.exe")
        ):
            return folder
    return None


def ensure_postgresql() -> None:
    """PostgreSQL for the server tests (tests/server start and stop their own throwaway
    server): installed with apt-get where it is missing on a Debian-like machine and this runs
    as root (CI); otherwise a note on how to get it (docs/TEAM.md). Without it those tests
    skip, or fail under CI (CI=true or WORKBENCH_REQUIRE_POSTGRES=1)."""
    if find_postgresql() is not None:
        return
    import shutil

    root = hasattr(os, "geteuid") and os.geteuid() == 0
    if sys.platform.startswith("linux") and root and shutil.which("apt-get"):
        print("Installing PostgreSQL for the server tests (apt-get)...", flush=True)
        quiet = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.call(["apt-get", "update", "-q"], env=quiet)
        subprocess.call(
            ["apt-get", "install", "-y", "-q", "--no-install-recommends", "postgresql"], env=quiet
        )
        if find_postgresql() is not None:
            return
    print(
        "PostgreSQL (initdb, pg_ctl) not found: the server tests in tests/server will be "
        "skipped. Install it (Debian: apt-get install postgresql; macOS: brew install "
        "postgresql@15; Windows: the EDB installer) or set WORKBENCH_PG_BIN; see docs/TEAM.md.",
        flush=True,
    )


def main(argv: list[str]) -> int:
    testing = argv[:1] == ["test"]
    if not check_qt_libraries(argv):
        return 1
    try:
        python = ensure_environment(TEST_EXTRAS if testing else frozenset())
    except subprocess.CalledProcessError as error:
        print(
            f"Installing the workbench failed ({error}); see the installer's output above.",
            file=sys.stderr,
        )
        return 1
    env = dict(os.environ)
    if testing:
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
        ensure_postgresql()
        lint = subprocess.call([str(python), "-m", "ruff", "check", "."], cwd=ROOT, env=env)
        layers = subprocess.call([str(venv_script("lint-imports"))], cwd=ROOT, env=env)
        types = subprocess.call([str(python), "-m", "mypy"], cwd=ROOT, env=env)  # [tool.mypy]
        tests = subprocess.call([str(python), "-m", "pytest", *argv[1:]], cwd=ROOT, env=env)
        return lint or layers or types or tests
    # -P: the current folder is not put on the import path, so files or folders there (a
    # "plugins" or "workbench" folder, say) never change what the workbench runs
    command = [str(python), "-P", "-m", "workbench", *argv]
    return subprocess.call(command, cwd=os.getcwd(), env=env)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
