"""The line-length rule (ruff E501, ``line-length`` in pyproject.toml) is enforced everywhere but
in the files pyproject.toml still exempts, which were over it when the rule was switched on and
are being edited by other work. The list only shrinks: a file with no long line left must leave
it. ``python tests/build/test_line_length.py --write`` rewrites the per-file exemptions from the
code as it is (E501 from ruff, C901 from tests/build/test_complexity.py)."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = ROOT / "pyproject.toml"
TABLE = "[tool.ruff.lint.per-file-ignores]"

pytestmark = pytest.mark.skipif(
    importlib.util.find_spec("ruff") is None, reason="ruff is not installed (python run.py test)"
)


def files_over_the_line_length() -> set[str]:
    """Files with a line longer than the limit (exemptions left out of account)."""
    done = subprocess.run(
        [sys.executable, "-m", "ruff", "check", ".", "--select", "E501"]
        + ["--config", "lint.per-file-ignores = {}", "--output-format", "json", "--no-cache"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=300,
    )
    return {Path(p["filename"]).relative_to(ROOT).as_posix() for p in json.loads(done.stdout)}


def _lint_config() -> dict:
    return tomllib.loads(PYPROJECT.read_text("utf-8"))["tool"]["ruff"]["lint"]


def test_the_rule_is_on():
    config = _lint_config()
    assert "E501" not in config.get("ignore", []) and "E" in config["select"]


def test_only_files_still_over_the_limit_are_exempt():
    exempt = {
        p for p, codes in _lint_config().get("per-file-ignores", {}).items() if "E501" in codes
    }
    assert sorted(exempt - files_over_the_line_length()) == [], "no long line left: drop them"


def write() -> None:
    """Rewrite the per-file-ignores table of pyproject.toml from the code as it is."""
    sys.path.insert(0, str(ROOT))
    from tests.build.test_complexity import OVER_THE_LIMIT

    codes: dict[str, list[str]] = {}
    for path, _function in OVER_THE_LIMIT:
        codes.setdefault(path, ["C901"])
    for path in files_over_the_line_length():
        codes.setdefault(path, []).append("E501")
    text = PYPROJECT.read_text("utf-8")
    head, _, rest = text.partition(TABLE + "\n")
    _, blank, tail = rest.partition("\n\n")
    rows = "".join(f'"{path}" = {json.dumps(sorted(c))}\n' for path, c in sorted(codes.items()))
    PYPROJECT.write_text(head + TABLE + "\n" + rows + blank + tail, "utf-8")
    print(f"{len(codes)} files exempt; {sum('E501' in c for c in codes.values())} from E501")


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit(__doc__)
    write()
