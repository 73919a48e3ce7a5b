"""Livingston: Livingston Municipal Code Ch. 12 Urban Stormwater Quality Management, as a workbench plugin.

Hook implementations only; the rules live in the modules beside this file.
"""

from workbench.core.plugins.hookspecs import hookimpl
from workbench.core.rules import Jurisdiction

SOURCE = "002_8540cd4a663a2d61.txt"
PLUGIN_VERSION = "0.1.0"
RULESET_VERSION = "livingston-2026.1"


@hookimpl
def wb_jurisdiction() -> Jurisdiction:
    return Jurisdiction(
        id="livingston",
        name="Livingston",
        ordinance="Livingston Municipal Code",
        chapter="Ch. 12 Urban Stormwater Quality Management",
        source_file=SOURCE,
        ruleset_version=RULESET_VERSION,
        plugin_version=PLUGIN_VERSION,
    )
