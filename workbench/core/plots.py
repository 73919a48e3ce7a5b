"""Figures built in the core with matplotlib's object API (no pyplot, no Qt): the desktop
embeds them with FigureCanvasQTAgg, reports save them as images.

matplotlib (with numpy) takes about a second to import, so it is imported by the functions
that draw, never by importing this module: the desktop imports ``STATUS_COLOURS`` from here
at startup and must not pay for charts it has not drawn yet.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

STATUS_COLOURS = {
    "applies": "#c0392b",
    "needs_info": "#d68910",
    "does_not_apply": "#1e8449",
    "error": "#7d3c98",
}


def new_figure(width: float = 6.0, height: float = 3.6) -> Figure:
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=100, layout="constrained")
    return fig


def fixed_figure(width: float = 6.0, height: float = 3.6) -> Figure:
    """A figure without a layout engine: the figures below then set their margins from their
    own texts (``_fixed_margins``). For reports, which draw hundreds: constrained layout
    measures every label by laying it out, about 40% of such a figure's drawing time."""
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height), dpi=100)


def plot_axes(fig: Figure) -> Axes:
    """The axes a plot is drawn on: a new one on an empty figure, or the figure's one axes
    emptied of the previous plot. Reports draw hundreds of plots on one figure: its tick
    objects, about a quarter of drawing such a plot, are then made once. Everything a plot
    sets (title, labels, tick locators, formatters, limits, margins) the functions below
    set every time; emptying removes what they add and restores what they change."""
    from matplotlib.ticker import ScalarFormatter

    if len(fig.axes) != 1:
        fig.clear()
        return fig.add_subplot()
    (ax,) = fig.axes
    for artist in [*ax.lines, *ax.texts, *ax.patches, *ax.collections]:
        artist.remove()
    for legend in [ax.get_legend(), *fig.legends]:
        if legend is not None:
            legend.remove()
    ax.set_prop_cycle(None)  # colours start again from the first
    ax.relim()
    ax.set_xlim(0.0, 1.0)  # a new axes' limits (kept by a plot without data)
    ax.set_ylim(0.0, 1.0)
    ax.set_autoscale_on(True)
    ax.xaxis.set_major_formatter(ScalarFormatter())
    ax.yaxis.set_major_formatter(ScalarFormatter())
    return ax


def _few_ticks(ax: Any, integer_x: bool = False) -> None:
    """At most about six labelled ticks per axis (matplotlib's automatic choice gives up to
    ten on a 6 in figure): as readable, and each tick is a handful of objects to draw."""
    from matplotlib.ticker import MaxNLocator

    steps = [1, 2, 2.5, 5, 10]
    ax.xaxis.set_major_locator(MaxNLocator(nbins=6, steps=steps, integer=integer_x))
    ax.yaxis.set_major_locator(MaxNLocator(nbins=6, steps=steps))


def _text_width_in(text: str, points: float) -> float:
    """A generous estimate of a one-line text's width in DejaVu Sans (inches): digits, letters
    and ``$`` are about 0.64 em, separators about 0.32 em."""
    ems = sum(0.66 if ch.isalnum() or ch in "$%-+" else 0.34 for ch in text)
    return ems * points / 72


def _fixed_margins(fig: Figure, legend_rows: int = 0) -> float:
    """Margins of a figure without a layout engine, with room for the y tick labels (their
    longest text), the axis labels, the title and ``legend_rows`` rows of a small legend
    under the axes; returns where that legend goes, in axes coordinates (its top). Does
    nothing (returns the constrained layout's place) where the figure has a layout engine."""
    from matplotlib import rcParams
    from matplotlib.font_manager import FontProperties

    if fig.get_layout_engine() is not None:
        return -0.18
    ax = fig.axes[0]
    width, height = fig.get_size_inches()
    points = FontProperties(size=rcParams["ytick.labelsize"]).get_size_in_points()
    low, high = sorted(ax.get_ylim())
    ticks = [t for t in ax.get_yticks() if low <= t <= high]
    labels = ax.yaxis.get_major_formatter().format_ticks(ticks) if ticks else [""]
    line = points / 72 * 1.25  # one line of tick or label text
    left = max(_text_width_in(t, points) for t in labels) + 0.1 + line + 0.15
    label_block = 0.1 + line + 0.06 + line + 0.08  # ticks, tick labels, x label, gap
    bottom = label_block + (legend_rows * 0.15 + 0.1 if legend_rows else 0.0)
    top = 0.38 if ax.get_title() else 0.15
    fig.subplots_adjust(
        left=min(left / width, 0.4),
        right=1 - 0.3 / width,
        bottom=min(bottom / height, 0.6),
        top=1 - top / height,
    )
    axes_height = height * (1 - top / height - min(bottom / height, 0.6))
    return float(-label_block / axes_height)


def sizing_figure(plot: dict[str, Any], fig: Figure | None = None) -> Figure:
    """A sizing tool's plot (the ``plot`` of an evaluate sizing result)."""
    fig = fig or new_figure()
    ax = plot_axes(fig)
    for series in plot["series"]:
        ax.plot(series["x"], series["y"], marker="o", markersize=3, label=series["label"])
    if plot.get("marker_x") is not None:
        ax.axvline(plot["marker_x"], color="#555", linestyle="--", linewidth=1)
        if plot.get("marker_label"):
            ax.annotate(
                plot["marker_label"],
                (plot["marker_x"], ax.get_ylim()[1]),
                xytext=(4, -12),
                textcoords="offset points",
                fontsize=8,
            )
    if plot.get("hline_y") is not None:
        ax.axhline(plot["hline_y"], color="#999", linestyle=":", linewidth=1)
    # in the desktop's narrow panes a long title wraps (the report's figure is wide enough)
    ax.set_title(plot["title"], fontsize=10, wrap=fig.get_layout_engine() is not None)
    ax.set_xlabel(plot["x_label"])
    ax.set_ylabel(plot["y_label"])
    ax.grid(True, alpha=0.3)
    _few_ticks(ax)
    if len(plot["series"]) > 1:
        ax.legend(fontsize=8)
    _fixed_margins(fig)
    return fig


def penalty_figure(penalties: Sequence[dict[str, Any]], fig: Figure | None = None) -> Figure:
    """Cumulative maximum exposure at the end of each day, one line per schedule that states
    an amount (schedules without an amount are named in a note, never drawn as zero)."""
    from matplotlib.ticker import FuncFormatter

    fig = fig or new_figure()
    ax = plot_axes(fig)
    drawn, silent = 0, []
    for p in penalties:
        ys = p.get("cumulative_by_day") or []
        if not ys or any(y is None for y in ys):
            silent.append(p["title"])
            continue
        days = list(range(0, len(ys) + 1))
        title = p["title"] if len(p["title"]) <= 52 else p["title"][:50] + "…"
        ax.plot(
            days,
            [0, *ys],
            marker="o" if len(ys) <= 40 else None,
            markersize=3,
            linewidth=1.6,
            label=f"{title} ({p['basis']})",
        )
        drawn += 1
    desktop = fig.get_layout_engine() is not None
    ax.set_title("Cumulative maximum exposure (end of each day)", fontsize=10, wrap=desktop)
    ax.set_xlabel("days of violation")
    ax.set_ylabel("US dollars (maximum)")
    _few_ticks(ax, integer_x=True)
    ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _pos: f"${v:,.0f}"))
    ax.set_ylim(bottom=0)
    ax.set_xlim(left=0)
    ax.grid(True, alpha=0.3)
    note = (
        (
            f"{len(silent)} schedules state no amount (not drawn)"
            if len(silent) > 1
            else "1 schedule states no amount (not drawn)"
        )
        if silent
        else None
    )
    legend_top = _fixed_margins(fig, drawn + (1 if note and drawn else 0))
    if drawn:  # the note heads the legend, clear of the lines
        style = {"fontsize": 7, "frameon": False, "title": note, "title_fontsize": 7}
        if desktop:  # below the axes in room the layout makes, labels wrapped to its width
            handles, labels = ax.get_legend_handles_labels()
            width = max(24, int(fig.get_figwidth() * 72 / (7 * 0.62)) - 4)
            labels = [textwrap.fill(label, width) for label in labels]
            fig.legend(handles, labels, loc="outside lower left", alignment="left", **style)
        else:
            ax.legend(loc="upper left", bbox_to_anchor=(0.0, legend_top), alignment="left", **style)
    else:
        ax.text(
            0.5,
            0.5,
            "no schedule states an amount",
            ha="center",
            va="center",
            transform=ax.transAxes,
        )
    return fig


STATUS_NAMES = {
    "applies": "applies",
    "needs_info": "needs information",
    "does_not_apply": "does not apply",
    "error": "error",
    None: "not addressed",
}


def sweep_figure(
    field: str,
    values: Sequence[float],
    statuses: dict[str, list[str | None]],
    category: str,
    fig: Figure | None = None,
) -> Figure:
    """Where each city's status for a category flips as one site input varies: one row per
    city, one mark per value, coloured and labelled by status (legend names every colour)."""
    from matplotlib.lines import Line2D
    from matplotlib.ticker import FuncFormatter, MaxNLocator

    fig = fig or new_figure(6.5, 2.8)
    ax = fig.add_subplot()
    cities = list(statuses)
    seen: list[str | None] = []
    width = (max(values) - min(values)) / max(len(values) - 1, 1) if len(values) > 1 else 1.0
    for row, city in enumerate(cities):
        for value, status in zip(values, statuses[city], strict=True):
            ax.barh(
                row,
                width,
                left=value - width / 2,
                height=0.6,
                color=STATUS_COLOURS.get(status or "", "#d5d8dc"),
                edgecolor="white",
                linewidth=0.5,
            )
            if status not in seen:
                seen.append(status)
    ax.set_yticks(range(len(cities)), cities)
    ax.invert_yaxis()
    ax.set_xlabel(field)
    ax.xaxis.set_major_locator(MaxNLocator(nbins=6))
    ax.xaxis.set_major_formatter(FuncFormatter(lambda v, _pos: f"{v:,.0f}"))
    ax.set_title(category, fontsize=10)
    ax.grid(True, axis="x", alpha=0.3)
    handles = [
        Line2D(
            [0],
            [0],
            marker="s",
            linestyle="",
            markersize=8,
            color=STATUS_COLOURS.get(s or "", "#d5d8dc"),
            label=STATUS_NAMES.get(s, str(s)),
        )
        for s in ("applies", "needs_info", "does_not_apply", "error", None)
        if s in seen
    ]
    if handles:  # right of the axes, in room the constrained layout makes for it (the rows
        # keep the height, which is short in the desktop; the axis label keeps its place)
        outside = fig.get_layout_engine() is not None
        fig.legend(
            handles=handles,
            fontsize=7,
            loc="outside right upper" if outside else "upper right",
            frameon=False,
        )
    return fig
