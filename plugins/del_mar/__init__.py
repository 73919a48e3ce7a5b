"""Del Mar: Del Mar Municipal Code Ch. 11.30 Stormwater Management and Discharge Control, as a workbench plugin.

Hook implementations only; the rules live in the modules beside this file.
"""

from workbench.core.plugins.hookspecs import hookimpl
from workbench.core.rules import Jurisdiction

SOURCE = "004_8d9d5682f72cc2fe.txt"
PLUGIN_VERSION = "0.1.0"
RULESET_VERSION = "del_mar-2026.1"


@hookimpl
def wb_jurisdiction() -> Jurisdiction:
    return Jurisdiction(
        id="del_mar",
        name="Del Mar",
        ordinance="Del Mar Municipal Code",
        chapter="Ch. 11.30 Stormwater Management and Discharge Control",
        source_file=SOURCE,
        ruleset_version=RULESET_VERSION,
        plugin_version=PLUGIN_VERSION,
    )
