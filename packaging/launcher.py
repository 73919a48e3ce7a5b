"""Entry script of the frozen app: the desktop with no arguments, the command line otherwise.

The windowed Windows executable has no console, so ``sys.stdout``/``sys.stderr`` are None
there; they are pointed at the null device so that nothing written to them can crash the app.
"""

import os
import sys

if sys.stdout is None:
    sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - lives as long as the app
if sys.stderr is None:
    sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115

from workbench.cli import main  # noqa: E402 - after the stream fix above

raise SystemExit(main())
