"""The project file's errors, ``ProjectFileError`` and ``ProjectInUseError``: ``str()`` is one
line for the user, naming the file."""

from __future__ import annotations

from pathlib import Path


class ProjectFileError(Exception):
    """A project file that cannot be opened or saved; ``str()`` is one line for the user."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(" ".join(message.split()))
        self.path = path


class ProjectInUseError(ProjectFileError):
    """The project file is open (and locked) in another workbench."""


def _fail(path: Path, problem: str) -> ProjectFileError:
    return ProjectFileError(f"{path} {problem}", path)


def _describe(error: BaseException | str) -> str:
    text = str(error) or type(error).__name__
    return " ".join(text.split())[:200]
