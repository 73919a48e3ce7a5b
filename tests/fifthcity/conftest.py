"""Fifth City installed beside the workbench for the tests of this folder."""

from __future__ import annotations

import sys

import pytest

from tests.fifthcity.install import install


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """Fifth City installed in a folder named by ``WORKBENCH_PLUGIN_DIR`` (as ``pip install
    --target`` would); the path and the imported module are taken back afterwards."""
    folder = install(tmp_path_factory.mktemp("cities"))
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("WORKBENCH_PLUGIN_DIR", str(folder))
        patch.syspath_prepend(str(folder))  # restores sys.path (discover() appends the folder)
        yield folder
    for name in [m for m in sys.modules if m == "fifth_city" or m.startswith("fifth_city.")]:
        del sys.modules[name]
