"""Figures built in the core with matplotlib's object API (no pyplot, no Qt): the desktop
embeds them with FigureCanvasQTAgg, reports save them as images."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from matplotlib.figure import Figure

STATUS_COLOURS = {"applies": "#c0392b", "needs_info": "#d68910", "does_not_apply": "#1e8449", "error": "#7d3c98"}


def new_figure(width: float = 6.0, height: float = 3.6) -> Figure:
    fig = Figure(figsize=(width, height), dpi=100, layout="constrained")
    return fig


def sizing_figure(plot: dict[str, Any], fig: Figure | None = None) -> Figure:
    """A sizing tool's plot (the ``plot`` of an evaluate sizing result)."""
    fig = fig or new_figure()
    ax = fig.add_subplot()
    for series in plot["series"]:
        ax.plot(series["x"], series["y"], marker="o", markersize=3, label=series["label"])
    if plot.get("marker_x") is not None:
        ax.axvline(plot["marker_x"], color="#555", linestyle="--", linewidth=1)
        if plot.get("marker_label"):
            ax.annotate(plot["marker_label"], (plot["marker_x"], ax.get_ylim()[1]), xytext=(4, -12),
                        textcoords="offset points", fontsize=8)
    if plot.get("hline_y") is not None:
        ax.axhline(plot["hline_y"], color="#999", linestyle=":", linewidth=1)
    ax.set_title(plot["title"], fontsize=10)
    ax.set_xlabel(plot["x_label"])
    ax.set_ylabel(plot["y_label"])
    ax.grid(True, alpha=0.3)
    if len(plot["series"]) > 1:
        ax.legend(fontsize=8)
    return fig


def penalty_figure(penalties: Sequence[dict[str, Any]], fig: Figure | None = None) -> Figure:
    """Cumulative maximum exposure over days, one line per schedule that states an amount."""
    fig = fig or new_figure()
    ax = fig.add_subplot()
    drawn = 0
    for p in penalties:
        ys = p.get("cumulative_by_day") or []
        if not ys or any(y is None for y in ys):
            continue
        ax.step(range(1, len(ys) + 1), ys, where="post", label=f"{p['title'][:40]} ({p['basis']})")
        drawn += 1
    ax.set_title("Cumulative maximum exposure", fontsize=10)
    ax.set_xlabel("day of violation")
    ax.set_ylabel("US dollars (maximum)")
    ax.yaxis.set_major_formatter(lambda v, _pos: f"${v:,.0f}")
    ax.grid(True, alpha=0.3)
    if drawn:
        ax.legend(fontsize=7)
    else:
        ax.text(0.5, 0.5, "no schedule states an amount", ha="center", va="center", transform=ax.transAxes)
    return fig


def sweep_figure(field: str, values: Sequence[float], statuses: dict[str, list[str | None]],
                 category: str, fig: Figure | None = None) -> Figure:
    """Where each city's status for a category flips as one site input varies."""
    fig = fig or new_figure(6.5, 2.8)
    ax = fig.add_subplot()
    cities = list(statuses)
    for row, city in enumerate(cities):
        for value, status in zip(values, statuses[city], strict=True):
            ax.scatter(value, row, color=STATUS_COLOURS.get(status or "", "#cccccc"), s=28, marker="s")
    ax.set_yticks(range(len(cities)), cities)
    ax.set_xlabel(field)
    ax.set_title(f"{category}: applies (red), needs info (amber), does not apply (green)", fontsize=9)
    ax.grid(True, axis="x", alpha=0.3)
    return fig
