"""A fresh clone with no ../shared beside it: the tests that read the ordinance texts skip
and say why; with WORKBENCH_REQUIRE_ORDINANCES=1 (as .ci/run sets) they fail (issue 25 item 9)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TEST = "tests/cli/test_cli.py::test_check_citations_passes"


def _pytest(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if not k.startswith("WORKBENCH_")}
    environ.update(WORKBENCH_ORDINANCE_DIR=str(tmp_path / "no_texts_here"), **env)
    return subprocess.run(
        [sys.executable, "-m", "pytest", TEST, "-rs", "-p", "no:cacheprovider"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=environ,
        timeout=300,
    )


def test_without_the_texts_the_citation_check_skips_and_says_why(tmp_path):
    done = _pytest(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 skipped" in done.stdout and "ordinance texts are not in" in done.stdout


def test_ci_turns_the_skip_into_a_failure(tmp_path):
    done = _pytest(tmp_path, WORKBENCH_REQUIRE_ORDINANCES="1")
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 error" in done.stdout  # pytest counts a failure in setup as an error
    assert "WORKBENCH_REQUIRE_ORDINANCES=1 requires them" in done.stdout
