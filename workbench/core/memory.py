"""Long-lived data and Python's cyclic garbage collector (standard library only: the desktop
calls this at startup)."""

from __future__ import annotations

import gc


def hold_long_lived() -> None:
    """Collect garbage, then take every object alive now out of the cyclic collector's view
    (``gc.freeze``); call ``release_long_lived`` before that data is dropped.

    For data that lives as long as an open project: the loaded plugins, the project's sites
    and their scenarios. Each full pass of the collector otherwise walks all of it again;
    with 5,000 or 10,000 sites loaded one full pass takes ~0.5 s on the project's VM and
    comes about once per 10,000 evaluations (bench/run.py). Reference counting still frees
    frozen objects as usual; only cycles among them wait for ``release_long_lived``.
    """
    gc.collect()
    gc.freeze()


def release_long_lived() -> None:
    """Give everything ``hold_long_lived`` froze back to the collector (its oldest generation)."""
    gc.unfreeze()
