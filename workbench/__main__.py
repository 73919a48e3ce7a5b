"""``python -m workbench``: the desktop, or the command line when given a sub-command."""

from workbench.cli import main

raise SystemExit(main())
