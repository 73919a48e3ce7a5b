"""The desktop with a project on a server: File > Open server project, Save, and a refused
save offering to reload the site while keeping the user's version (issue 44)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from tests.server.conftest import Office  # noqa: E402
from tests.server.test_server_store import _on_server  # noqa: E402
from tests.ui.conftest import make_window, menu_action  # noqa: E402
from workbench.core.store import close_project, open_project, save_project  # noqa: E402


@pytest.fixture
def desk(qtbot, pg_office: Office, as_user):
    from workbench.core.plugins.host import load_host

    window = make_window(qtbot, load_host())
    yield window
    window.runner.shutdown()


def test_open_a_server_project_edit_and_save(desk, pg_office: Office):
    address = _on_server(pg_office)
    desk.ask_server_address = lambda: address
    menu_action(desk, "File", "Open server project…").trigger()
    assert desk.doc.project.sites[0].name == "Site 0" and desk.doc.path is None
    desk.doc.project.sites[0].name = "edited on the desk"
    assert desk.save()
    assert "Saved postgresql://localhost" in desk.statusBar().currentMessage()
    assert "eng1" not in desk.statusBar().currentMessage()
    with open_project(address, readonly=True) as seen:
        assert seen.sites[0].name == "edited on the desk"


def test_a_refused_save_offers_to_reload_keeping_my_version(desk, pg_office: Office):
    address = _on_server(pg_office)
    assert desk.open_path(address, ask=False)
    other = open_project(address)
    other.sites[0].name = "saved first elsewhere"
    save_project(other)
    close_project(other)
    desk.doc.project.sites[0].name = "mine"
    asked = []
    desk.ask_reload = lambda message: asked.append(message) or True
    assert not desk.save()
    assert "was saved by eng1" in asked[0]
    names = [s.name for s in desk.doc.project.sites]
    assert names[:2] == ["saved first elsewhere", "mine (my version)"]
    assert desk.has_unsaved_work()
    assert desk.save()
    with open_project(address, readonly=True) as seen:
        assert [s.name for s in seen.sites][:2] == names[:2]
