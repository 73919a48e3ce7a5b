"""Signal Hill: Signal Hill Municipal Code Ch. 12.16 Storm Water / Urban Runoff, as a workbench plugin.

Hook implementations only; the rules live in the modules beside this file.
"""

from workbench.core.plugins.hookspecs import hookimpl
from workbench.core.rules import Jurisdiction

SOURCE = "001_b9d915ebd0357d68.txt"
PLUGIN_VERSION = "0.1.0"
RULESET_VERSION = "signal_hill-2026.1"


@hookimpl
def wb_jurisdiction() -> Jurisdiction:
    return Jurisdiction(
        id="signal_hill",
        name="Signal Hill",
        ordinance="Signal Hill Municipal Code",
        chapter="Ch. 12.16 Storm Water / Urban Runoff",
        source_file=SOURCE,
        ruleset_version=RULESET_VERSION,
        plugin_version=PLUGIN_VERSION,
    )
