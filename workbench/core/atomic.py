"""Atomic file writing: the one helper every output of the workbench goes through.

``write_atomic(path, data)`` writes ``data`` to a new temporary file in the target's folder,
fsyncs it, renames it over ``path`` with ``os.replace`` and fsyncs the folder. A failure at
any point (a full disk, a kill, a read-only folder) leaves the previous file as it was and
removes the temporary file. ``write_atomic_set`` does the same for several files that belong
together (the CSV set): every file is written and fsynced first, and only then are they all
renamed into place, so a full disk never leaves a mixed set.

Temporary files are named ``.<name>.<random>.part``, made with ``O_CREAT | O_EXCL`` (a name
planted beforehand, a symlink or a hard link, is never written through) and locked (``flock``)
while being written; ``remove_stale_parts`` deletes the ones a killed writer left behind (they
are no longer locked), so a kill leaves no debris after the next write to that folder. A file
that replaces another keeps the other's mode (and owner, where the writer may set it): a
``chmod 600`` workbook stays private (review row L2). ``new_part(target)`` gives a writer that
streams (the PDF, painted by Qt through the open descriptor) the same temporary file, and
``commit_part`` moves it into place like ``write_atomic`` (rows D3/D4).

The set (rows D6): every member is written and fsynced first; before the renames each old
member is kept under a temporary name (a hard link, or a copy where links are refused), and
when a later member cannot be replaced (immutable, held open: EBUSY) the members already
replaced get their old file back, so the set on disk stays the old one. A kill in the few
microseconds between the renames can still leave a mix; the next write of the set replaces
all of it and removes the kept copies.

Names SQLite or the workbench give the files beside a project (``-journal``, ``-wal``,
``-shm``, ``.lock``) are refused as targets: a file written there would be taken for a
project's journal (rows D1/D2).
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
import sys
from collections.abc import Mapping
from pathlib import Path

PART_SUFFIX = ".part"

__all__ = [
    "SIDECAR_SUFFIXES",
    "commit_part",
    "discard_part",
    "fsync_dir",
    "is_sidecar_name",
    "new_part",
    "remove_stale_parts",
    "write_atomic",
    "write_atomic_set",
]

#: The names SQLite and the workbench give files beside a project file (its rollback
#: journal, WAL files and lock file): never an output's or a rainfall record's name.
SIDECAR_SUFFIXES = ("-journal", "-wal", "-shm", ".lock")
SIDECAR_MESSAGE = (
    "its name ends like a project's journal or lock file (-journal, -wal, -shm, .lock), which "
    "the workbench would take for that project's; choose another name"
)


def is_sidecar_name(name: str) -> bool:
    """Whether ``name`` (a file name) ends like a file SQLite or the workbench keeps beside a
    project."""
    return name.lower().endswith(SIDECAR_SUFFIXES)


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


#: The longest file name most file systems hold (bytes).
NAME_MAX = 255


def _part_prefix(target: Path) -> str:
    """``.<name>.``, the name cut so that a temporary file's name is not too long where the
    target's is not (a 250-character name stays writable)."""
    room = NAME_MAX - 2 - 12 - len(PART_SUFFIX)
    return f".{os.fsdecode(os.fsencode(target.name)[:room])}."


def _part_name(target: Path) -> Path:
    return target.with_name(f"{_part_prefix(target)}{secrets.token_hex(6)}{PART_SUFFIX}")


def remove_stale_parts(target: Path) -> int:
    """Remove temporary files of ``target`` left by a writer that was killed; how many."""
    removed = 0
    prefix = _part_prefix(target)
    try:
        names = [n for n in os.listdir(target.parent) if n.startswith(prefix)]
    except OSError:
        return 0
    for name in names:
        rest = name[len(prefix) :]
        legacy = rest == PART_SUFFIX[1:]  # '.<name>.part', the report's name before issue 43
        if not legacy and not (rest.endswith(PART_SUFFIX) and len(rest) == 12 + len(PART_SUFFIX)):
            continue
        path = target.parent / name
        try:
            # non-blocking: a FIFO planted at the name must not hang the writer
            flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
            fd = os.open(path, flags)
        except OSError:
            continue
        try:
            st = os.fstat(fd)
            if not stat.S_ISREG(st.st_mode) or (legacy and st.st_nlink != 1):
                continue  # planted (a hard link to another file): not ours to remove
            if _try_flock(fd) and os.path.samestat(st, os.lstat(path)):
                path.unlink()
                removed += 1
        except OSError:
            pass
        finally:
            os.close(fd)
    return removed


def _keep_mode(fd: int, target: Path) -> None:
    """Give the new file the mode (and, where allowed, the owner) of the file it replaces."""
    try:
        st = os.lstat(target)
    except OSError:
        return
    if not stat.S_ISREG(st.st_mode):
        return
    if hasattr(os, "fchmod"):
        os.fchmod(fd, stat.S_IMODE(st.st_mode) & 0o777)
    if hasattr(os, "fchown") and os.geteuid() == 0:
        with contextlib.suppress(OSError):
            os.fchown(fd, st.st_uid, st.st_gid)


def new_part(target: Path) -> tuple[Path, int]:
    """A new, locked temporary file for ``target`` in its folder (exclusive create, no link
    followed), with the mode of the file it will replace; (its path, its descriptor, open for
    reading and writing). Stale temporary files of ``target`` are removed first."""
    target = Path(target)
    if is_sidecar_name(target.name):
        raise OSError(errno.EINVAL, SIDECAR_MESSAGE, str(target))
    remove_stale_parts(target)
    flags = os.O_RDWR | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    flags |= getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    part = _part_name(target)
    fd = os.open(part, flags, 0o666)
    try:
        _try_flock(fd)
        _keep_mode(fd, target)
    except BaseException:
        os.close(fd)
        with contextlib.suppress(OSError):
            part.unlink()
        raise
    return part, fd


def _write_part(target: Path, data: bytes) -> tuple[Path, int]:
    """A locked, fsynced temporary file holding ``data``; (its path, its open descriptor)."""
    part, fd = new_part(target)
    try:
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


def _keep_old(target: Path) -> Path | None:
    """The old ``target`` under a temporary name (None: there is none), to put back should a
    later member of its set not be replaced: a hard link, or a copy where links are refused."""
    try:
        st = os.lstat(target)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(st.st_mode):
        return None  # a symlink is replaced, not followed; nothing of it to keep
    kept = _part_name(target)
    try:
        os.link(target, kept, follow_symlinks=False)
    except OSError:  # immutable, another file system, no hard links: a copy
        with open(target, "rb") as handle:
            data = handle.read()
        part, fd = _write_part(target, data)
        os.close(fd)
        os.replace(part, kept)
    return kept


def _replace_all(parts: list[tuple[Path, Path]]) -> None:
    """Rename every part over its target, all or none (the module docstring)."""
    if len(parts) == 1:
        target, part = parts[0]
        _replace(part, target)
        return
    kept: list[tuple[Path, Path | None]] = []
    try:
        for target, _part in parts:
            kept.append((target, _keep_old(target)))
        done: list[tuple[Path, Path | None]] = []
        try:
            for (target, part), keeping in zip(parts, kept, strict=True):
                _replace(part, target)
                done.append(keeping)
        except BaseException:
            for target, old in reversed(done):
                with contextlib.suppress(OSError):
                    if old is None:
                        os.unlink(target)
                    else:
                        os.replace(old, target)
            raise
    finally:
        for _target, old in kept:
            if old is not None:
                with contextlib.suppress(OSError):
                    os.unlink(old)


def _replace(part: Path, target: Path) -> None:
    try:
        os.replace(part, target)
    except OSError as error:
        error.filename = str(target)  # the message names the file that was not replaced
        raise


def write_atomic_set(files: Mapping[Path, bytes]) -> list[Path]:
    """Write every ``{path: data}`` atomically and together; the paths, in order.

    Raises OSError (the previous files untouched, no temporary file left; ``filename`` the
    file that could not be written) when any of them cannot be written.
    """
    parts: list[tuple[Path, Path, int]] = []
    try:
        for target, data in files.items():
            try:
                part, fd = _write_part(Path(target), data)
            except OSError as error:
                error.filename = str(target)
                raise
            parts.append((Path(target), part, fd))
        for index, (target, part, fd) in enumerate(parts):
            if sys.platform == "win32":  # pragma: no cover - an open file cannot be renamed
                os.close(fd)
                parts[index] = (target, part, -1)
        _replace_all([(target, part) for target, part, _fd in parts])
        for folder in dict.fromkeys(Path(target).parent for target in files):
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


def commit_part(target: Path, part: Path, fd: int) -> Path:
    """Move a temporary file from ``new_part`` into place: fsync, rename over ``target``, fsync
    the folder; closes ``fd``. On failure the temporary file is removed and ``target`` kept."""
    try:
        os.fsync(fd)
        if sys.platform == "win32":  # pragma: no cover - an open file cannot be renamed
            os.close(fd)
            fd = -1
        _replace(part, Path(target))
        fsync_dir(Path(target).parent)
    finally:
        if fd >= 0:
            os.close(fd)
        with contextlib.suppress(OSError):
            part.unlink()
    return Path(target)


def discard_part(part: Path, fd: int) -> None:
    """Close and remove a temporary file from ``new_part`` that will not be used."""
    with contextlib.suppress(OSError):
        os.close(fd)
    with contextlib.suppress(OSError):
        part.unlink()
