"""Every citation of every bundled plugin occurs within its lines of the ordinance text."""

import pytest

from workbench.core.citations import check_all, check_citation
from workbench.core.rules import cite

from .conftest import host_for

pytestmark = pytest.mark.ordinances  # every test here reads the ordinance texts


def test_every_citation_checks_out():
    host = host_for("soledad", "signal_hill", "livingston", "del_mar")
    checked, _externals, problems = check_all(host)
    assert not problems, "\n".join(map(str, problems))
    assert checked >= 4


def test_a_wrong_quote_or_line_is_caught():
    good = cite("000_085165dcaf1d7ca0.txt", None, 1, 1, "Stormwater Quality")
    assert check_citation(good) is None
    assert "not found" in check_citation(
        cite("000_085165dcaf1d7ca0.txt", None, 3, 3, "Stormwater Quality")
    )
    assert "out of range" in check_citation(cite("000_085165dcaf1d7ca0.txt", None, 5000, 5001, "x"))
