"""Soledad: Soledad Municipal Code Ch. 13.52 Stormwater Quality, as a workbench plugin.

Hook implementations only; the rules live in the modules beside this file.
"""

from workbench.core.plugins.hookspecs import hookimpl
from workbench.core.rules import Jurisdiction

SOURCE = "000_085165dcaf1d7ca0.txt"
PLUGIN_VERSION = "0.1.0"
RULESET_VERSION = "soledad-2026.1"


@hookimpl
def wb_jurisdiction() -> Jurisdiction:
    return Jurisdiction(
        id="soledad",
        name="Soledad",
        ordinance="Soledad Municipal Code",
        chapter="Ch. 13.52 Stormwater Quality",
        source_file=SOURCE,
        ruleset_version=RULESET_VERSION,
        plugin_version=PLUGIN_VERSION,
    )
