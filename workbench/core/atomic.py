"""Atomic file writing: the one helper every output of the workbench goes through.

``write_atomic(path, data)`` writes ``data`` to a new temporary file in the target's folder,
fsyncs it, renames it over ``path`` with ``os.replace`` and fsyncs the folder. A failure at
any point (a full disk, a kill, a read-only folder) leaves the previous file as it was and
removes the temporary file. ``write_atomic_set`` does the same for several files that belong
together (the CSV set): every file is written and fsynced first, and only then are they all
renamed into place, so a full disk never leaves a mixed set.

Temporary files are named ``.<name>.<random>.part`` and are locked (``flock``) while being
written; ``remove_stale_parts`` deletes the ones a killed writer left behind (they are no
longer locked), so a kill leaves no debris after the next write to that folder.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import sys
from collections.abc import Mapping
from pathlib import Path

PART_SUFFIX = ".part"

__all__ = ["fsync_dir", "remove_stale_parts", "write_atomic", "write_atomic_set"]


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a no-op where folders cannot be opened: Windows)."""
    if os.name != "posix":  # pragma: no cover - Windows has no directory fsync
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _try_flock(fd: int) -> bool:
    if sys.platform == "win32":  # pragma: no cover - an open file cannot be deleted there
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _part_name(target: Path) -> Path:
    return target.with_name(f".{target.name}.{secrets.token_hex(6)}{PART_SUFFIX}")


def remove_stale_parts(target: Path) -> int:
    """Remove temporary files of ``target`` left by a writer that was killed; how many."""
    removed = 0
    prefix = f".{target.name}."
    try:
        names = [n for n in os.listdir(target.parent) if n.startswith(prefix)]
    except OSError:
        return 0
    for name in names:
        rest = name[len(prefix) :]
        if not (rest.endswith(PART_SUFFIX) and len(rest) == 12 + len(PART_SUFFIX)):
            continue
        path = target.parent / name
        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
        except OSError:
            continue
        try:
            if _try_flock(fd) and os.path.samestat(os.fstat(fd), os.lstat(path)):
                path.unlink()
                removed += 1
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


def _write_part(target: Path, data: bytes) -> tuple[Path, int]:
    """A locked, fsynced temporary file holding ``data``; (its path, its open descriptor)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    part = _part_name(target)
    fd = os.open(part, flags, 0o666)
    try:
        _try_flock(fd)
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        os.fsync(fd)
    except BaseException:
        os.close(fd)
        with contextlib.suppress(OSError):
            part.unlink()
        raise
    return part, fd


def write_atomic_set(files: Mapping[Path, bytes]) -> list[Path]:
    """Write every ``{path: data}`` atomically and together; the paths, in order.

    Raises OSError (the previous files untouched, no temporary file left) when any of them
    cannot be written.
    """
    parts: list[tuple[Path, Path, int]] = []
    try:
        for target, data in files.items():
            remove_stale_parts(target)
            part, fd = _write_part(target, data)
            parts.append((target, part, fd))
        for target, part, fd in parts:
            if sys.platform == "win32":  # pragma: no cover - an open file cannot be renamed
                os.close(fd)
                parts[parts.index((target, part, fd))] = (target, part, -1)
            os.replace(part, target)
        for folder in dict.fromkeys(target.parent for target in files):
            fsync_dir(folder)
    finally:
        for _target, part, fd in parts:
            if fd >= 0:
                os.close(fd)
            with contextlib.suppress(OSError):
                part.unlink()
    return list(files)


def write_atomic(target: Path, data: bytes) -> Path:
    """Write ``data`` to ``target`` atomically (see the module docstring); ``target``."""
    return write_atomic_set({Path(target): data})[0]
