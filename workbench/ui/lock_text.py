"""Words for the project file's state: the name of a project nobody has named, and who holds
a project open in another workbench (issue 42 N8, N20)."""

from __future__ import annotations

from pathlib import Path

#: the name of a project nobody has named yet
UNTITLED = "Untitled project"


def in_use_text(path: Path, error: Exception) -> str:
    """Who has a project open, as the README promises: the user and the computer, since when
    and the process (issue 42 N20: the message named only "pid 17005 on vm")."""
    from workbench.core.store.lock import lock_holder

    holder = lock_holder(path) if str(path) else {}
    if "already open in this workbench" in str(error) or not holder.get("pid"):
        return str(error)
    user = holder.get("user") or "a user whose name the system does not give"
    since = holder.get("since", "").replace("T", " ").replace("+00:00", " UTC")
    return (
        f"{path.name} is open in another workbench: {user} on the computer "
        f"“{holder.get('host', 'unknown')}”{f' since {since}' if since else ''} "
        f"(process {holder['pid']}).\n\nClose it there to edit it here; until then it can be "
        "opened read-only."
    )
