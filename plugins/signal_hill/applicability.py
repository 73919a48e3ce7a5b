"""Every applicability rule of the Signal Hill plugin, in reading order of the ordinance."""

from __future__ import annotations

from workbench.api import ApplicabilityRule

from . import lid114, lid116, sites

RULES: list[ApplicabilityRule] = [*lid114.RULES, *lid116.RULES, *sites.RULES]
