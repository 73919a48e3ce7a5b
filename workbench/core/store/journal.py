"""Whether a rollback journal beside a project file is that file's own (review rows D1/D2).

SQLite applies any hot journal named ``<file>-journal`` when it next opens the file for
writing (and a read-only open of the workbench recovers a copy with it). A journal that is not
the file's own, one moved there, one left by a later save before a backup copy was put back,
or one written by another program under that name, would write another file's pages into the
project. So before anything is rolled back, ``check_journal(path)`` recovers a copy of the
file with the journal in a private temporary folder and refuses (``ProjectFileError``, the
file and the journal unchanged) unless:

- the journal is a regular file with a rollback journal's header, of the file's page size;
- when the journal holds page 1 (a save changes it when it commits: the change counter), that
  page's change counter is the file's own, or the one just before it (the save was killed
  before, or after, it wrote page 1); when it does not, page 1 is as the save found it, so
  the size it states is the size the journal says the file had when the save began;
- the recovered copy passes ``PRAGMA integrity_check`` (all of it, not the quick check:
  another file's pages leave indexes that do not match their tables) and is a workbench
  project;
- the recovered copy and the file read without the journal (when it can be read) were created
  together: the same ``meta.created``/``created_by`` and, for files written since this
  check, the same ``meta.file_uid``, a random id a Save As gives every new file.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import stat
import tempfile
from pathlib import Path

from workbench.core.store.errors import ProjectFileError, _describe, _fail

JOURNAL_MAGIC = bytes.fromhex("d9d505f920a163d7")
_META_KEYS = ("created", "created_by", "file_uid")

__all__ = ["check_journal", "journal_path", "journal_problem"]


def journal_path(path: Path) -> Path:
    return path.with_name(path.name + "-journal")


def journal_problem(path: Path) -> str | None:
    """Why the thing named ``<path>-journal`` cannot be a journal SQLite may read, or None
    (no journal, or a regular file). A FIFO would block SQLite's open for ever (row H1); a
    symlink or a folder is nothing a save of the workbench leaves (row M4)."""
    try:
        st = os.lstat(journal_path(path))
    except OSError:
        return None
    if stat.S_ISREG(st.st_mode):
        return None
    kind = (
        "a symbolic link"
        if stat.S_ISLNK(st.st_mode)
        else "a folder"
        if stat.S_ISDIR(st.st_mode)
        else "a FIFO"
        if stat.S_ISFIFO(st.st_mode)
        else "not a regular file"
    )
    return (
        f"has beside it {journal_path(path).name}, which is {kind}, not a rollback journal; "
        "nothing was changed (move it away to open the project)"
    )


def _foreign(path: Path, why: str) -> ProjectFileError:
    return _fail(
        path,
        f"has a rollback journal ({journal_path(path).name}) that does not belong to it ({why}); "
        "nothing was changed. If the project was restored from a copy, move the journal away "
        "and open it again",
    )


def _page_size(head: bytes) -> int:
    size = int.from_bytes(head[16:18], "big")
    return 65536 if size == 1 else size


def _journal_page_one(journal: bytes, page_size: int) -> bytes | None:
    """Page 1 as the journal holds it (the file's page 1 before the save), or None."""
    if len(journal) < 28 or not journal.startswith(JOURNAL_MAGIC):
        return None
    records = int.from_bytes(journal[8:12], "big")
    sector = int.from_bytes(journal[20:24], "big")
    if records == 0xFFFFFFFF or not 512 <= sector <= 65536:
        records = (len(journal) - sector) // (page_size + 8) if sector else 0
    offset = sector
    for _ in range(min(records, len(journal) // (page_size + 8) + 1)):
        if offset + 4 + page_size > len(journal):
            return None
        if int.from_bytes(journal[offset : offset + 4], "big") == 1:
            return journal[offset + 4 : offset + 4 + page_size]
        offset += page_size + 8
    return None


def _check_header(path: Path, head: bytes, journal: bytes) -> None:
    if len(journal) < 28 or not journal.startswith(JOURNAL_MAGIC):
        raise _foreign(path, "it is not a rollback journal")
    journal_page = int.from_bytes(journal[24:28], "big")
    if journal_page != _page_size(head):
        raise _foreign(path, "its page size is not the file's")
    page_one = _journal_page_one(journal, journal_page)
    if page_one is None:  # page 1 unchanged by the save: the size it states is the save's start
        pages, initial = head[28:32], journal[16:20]
        if head[24:28] == head[92:96] and pages != initial and initial != bytes(4):
            raise _foreign(path, "it was written when the file had another size")
    else:
        before = int.from_bytes(page_one[24:28], "big")
        now = int.from_bytes(head[24:28], "big")
        if now not in (before, (before + 1) & 0xFFFFFFFF):
            raise _foreign(path, "it was written by another save than the file's last")
        if page_one[68:72] != head[68:72]:
            raise _foreign(path, "it holds another application's file")


def _meta(conn: sqlite3.Connection) -> dict[str, str]:
    rows = conn.execute("SELECT key, value FROM meta WHERE key IN (?, ?, ?)", _META_KEYS).fetchall()
    return {str(key): str(value) for key, value in rows}


def _meta_without_journal(copy: Path) -> dict[str, str] | None:
    """The file's creation marks read without its journal (None: not readable so, as a save
    killed while writing pages may leave it)."""
    with contextlib.suppress(sqlite3.Error, UnicodeDecodeError):
        conn = sqlite3.connect(copy.absolute().as_uri() + "?mode=ro", uri=True)
        try:
            return _meta(conn)
        finally:
            conn.close()
    return None


def check_journal(path: Path) -> None:
    """Raise ProjectFileError unless the hot journal beside ``path`` is its own (module
    docstring). Reads only: the file and the journal are left as they are."""
    problem = journal_problem(path)
    if problem is not None:
        raise _fail(path, problem)
    with tempfile.TemporaryDirectory(prefix="swproj-journal-") as tmp:
        folder = Path(tmp)
        copy, alone = folder / "recover.swproj", folder / "alone" / "file.swproj"
        alone.parent.mkdir()
        try:
            shutil.copyfile(path, copy)
            shutil.copyfile(journal_path(path), journal_path(copy))
        except FileNotFoundError:  # a save running in another process just finished
            return
        except OSError as error:
            raise _fail(path, f"cannot be read ({error.strerror or error})") from None
        with copy.open("rb") as handle:
            head = handle.read(100)
        _check_header(path, head, journal_path(copy).read_bytes())
        shutil.copyfile(copy, alone)
        before = _meta_without_journal(alone)
        conn = sqlite3.connect(copy, isolation_level=None)
        try:
            conn.execute("PRAGMA trusted_schema = OFF")
            problems = [row[0] for row in conn.execute("PRAGMA integrity_check(3)")]
            if problems != ["ok"]:
                raise _foreign(path, f"rolled back, the file would be damaged: {problems[0]}")
            after = _meta(conn)
        except sqlite3.Error as error:
            raise _foreign(
                path, f"rolled back, the file cannot be read: {_describe(error)}"
            ) from None
        except UnicodeDecodeError:
            raise _foreign(path, "rolled back, the file holds text that is not UTF-8") from None
        finally:
            conn.close()
        if journal_path(copy).exists() and journal_path(copy).stat().st_size:
            raise _foreign(path, "SQLite did not roll it back")
        if before is not None and before != after:
            raise _foreign(path, "it holds the pages of another project")
