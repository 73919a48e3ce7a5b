"""City plugins bundled with the workbench (one package per city)."""
