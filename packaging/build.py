#!/usr/bin/env python3
"""Build the frozen workbench (PyInstaller, onedir) on Windows, Linux or macOS.

    python packaging/build.py [--dist DIR] [--work DIR] [--seeds DIR | --no-seeds] [--clean]

Needs the build extra in the same environment: ``python run.py test`` installs it, or
``pip install -c constraints.txt -e .[build]`` (the pinned versions). Writes
``DIST/workbench/`` (the app; see workbench.spec) and, unless ``--no-seeds``, copies the
ordinance texts into ``DIST/shared/seeds`` where the frozen app looks for them (the default
source is ``../shared/seeds`` beside the checkout). Prints the seconds the build took.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "workbench.spec"


def executable(dist: Path, name: str = "workbench") -> Path:
    """Path of an executable inside a built DIST folder."""
    return dist / "workbench" / (name + (".exe" if sys.platform.startswith("win") else ""))


def build(dist: Path, work: Path, seeds: Path | None, clean: bool = False) -> float:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit(
            "PyInstaller is not installed: pip install -c constraints.txt -e .[build]"
        ) from None
    started = time.monotonic()
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--log-level",
        "WARN",
    ]
    if clean:
        command.append("--clean")
    subprocess.run(command, cwd=ROOT, check=True)
    if seeds is not None:
        if not seeds.is_dir():
            raise SystemExit(f"--seeds: {seeds} is not a folder (give --no-seeds to skip)")
        target = dist / "shared" / "seeds"
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(seeds, target)
    return time.monotonic() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build")
    parser.add_argument("--seeds", type=Path, default=ROOT.parent / "shared" / "seeds")
    parser.add_argument("--no-seeds", action="store_true", help="do not copy the ordinance texts")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    args = parser.parse_args(argv)
    seconds = build(
        args.dist.resolve(),
        args.work.resolve(),
        None if args.no_seeds else args.seeds.resolve(),
        args.clean,
    )
    print(f"built {executable(args.dist.resolve())} in {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
