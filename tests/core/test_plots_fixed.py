"""The report's figures set their margins without a layout engine: nothing may be cut off."""

from __future__ import annotations

import pytest

from workbench.core.plots import fixed_figure, penalty_figure, sizing_figure


def _texts_inside(fig) -> None:
    """Every visible text and the legend lie within the figure once drawn."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    box = fig.bbox
    ax = fig.axes[0]
    (x0, x1), (y0, y1) = sorted(ax.get_xlim()), sorted(ax.get_ylim())
    slack_x, slack_y = (x1 - x0) * 1e-9, (y1 - y0) * 1e-9
    artists = [  # tick labels of ticks in view (those beyond the limits are not drawn)
        *(t for t in ax.get_yticklabels() if y0 - slack_y <= t.get_position()[1] <= y1 + slack_y),
        *(t for t in ax.get_xticklabels() if x0 - slack_x <= t.get_position()[0] <= x1 + slack_x),
        ax.yaxis.label,
        ax.xaxis.label,
        ax.title,
        *([ax.get_legend()] if ax.get_legend() else []),
    ]
    for artist in artists:
        if not artist.get_visible() or (hasattr(artist, "get_text") and not artist.get_text()):
            continue
        extent = artist.get_window_extent(renderer)
        assert extent.x0 >= box.x0 - 0.5 and extent.x1 <= box.x1 + 0.5, artist
        assert extent.y0 >= box.y0 - 0.5 and extent.y1 <= box.y1 + 0.5, artist


def _penalty(title: str, top: float, days: int = 30) -> dict:
    return {
        "title": title,
        "basis": "civil",
        "cumulative_by_day": [top * (d + 1) / days for d in range(days)],
    }


@pytest.mark.parametrize("top", [1_000.0, 175_000.0, 36.5e12])
@pytest.mark.parametrize("lines", [1, 3])
def test_penalty_figure_keeps_labels_and_legend_inside(top: float, lines: int) -> None:
    penalties = [
        _penalty(f"Schedule {k} with a long title of the ordinance", top / (k + 1))
        for k in range(lines)
    ]
    fig = fixed_figure()
    penalty_figure(penalties, fig)
    _texts_inside(fig)


@pytest.mark.parametrize("scale", [0.01, 1.0, 4_000.0, 2.5e6])
def test_sizing_figure_keeps_labels_inside(scale: float) -> None:
    plot = {
        "title": "Design volume vs 85th percentile 24-hour depth",
        "x_label": "24-hour rainfall depth (in)",
        "y_label": "design volume (cu ft)",
        "series": [{"label": "volume", "x": [0.0, 0.5, 1.0], "y": [0.0, scale / 2, scale]}],
        "marker_x": 0.53,
        "marker_label": "85th percentile 24-hour depth",
    }
    fig = fixed_figure()
    sizing_figure(plot, fig)
    _texts_inside(fig)


def test_the_desktop_figures_keep_constrained_layout() -> None:
    from workbench.core.plots import new_figure

    fig = new_figure()
    penalty_figure([_penalty("a", 100.0)], fig)
    assert fig.get_layout_engine() is not None


@pytest.mark.parametrize("height", [1.6, 2.8])
def test_the_what_if_legend_overlaps_neither_the_axes_nor_their_labels(height: float) -> None:
    """The desktop draws the what-if chart in a short constrained figure: the legend sits
    beside the axes, clear of the bars, the axis label and the city names."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    from workbench.core.plots import sweep_figure

    fig = Figure(figsize=(7.0, height), dpi=100, layout="constrained")
    statuses = {
        "Del Mar": ["applies"] * 4,
        "Soledad": ["needs_info", "needs_info", "applies", "does_not_apply"],
    }
    sweep_figure("New impervious (sq ft)", [0, 20_000, 40_000, 60_000], statuses, "T", fig)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    legend = fig.legends[0].get_window_extent(renderer)
    ax = fig.axes[0]
    others = [ax.get_window_extent(renderer), ax.xaxis.label.get_window_extent(renderer)]
    others += [t.get_window_extent(renderer) for t in ax.get_yticklabels()]
    assert not any(legend.overlaps(box) for box in others)
    assert fig.bbox.contains(legend.x0, legend.y0) and fig.bbox.contains(legend.x1, legend.y1)


def _pixels(fig) -> bytes:
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    return bytes(canvas.buffer_rgba())


def _sizing_plot(scale: float, series: int) -> dict:
    return {
        "title": f"Plot at scale {scale}",
        "x_label": "depth (in)",
        "y_label": "volume (cu ft)",
        "series": [
            {"label": f"area {k}", "x": [0.0, 0.5, 1.0], "y": [0.0, scale / (k + 2), scale]}
            for k in range(series)
        ],
        "marker_x": 0.5 if series == 1 else None,
        "marker_label": "the 85th percentile",
        "hline_y": scale * 0.8 if series > 1 else None,
    }


DRAWS = [
    lambda fig: sizing_figure(_sizing_plot(2.5e6, 3), fig),
    lambda fig: penalty_figure(
        [_penalty("Civil", 175_000.0), {"title": "Criminal", "basis": "criminal"}], fig
    ),
    lambda fig: sizing_figure(_sizing_plot(0.01, 1), fig),
    lambda fig: penalty_figure([{"title": "Silent", "basis": "civil"}], fig),
    lambda fig: sizing_figure(_sizing_plot(40.0, 2), fig),
]


@pytest.mark.parametrize("last", range(len(DRAWS)))
def test_a_plot_drawn_on_a_used_figure_is_the_plot_drawn_on_a_new_one(last: int) -> None:
    """Reports draw every plot on one figure (``plots.plot_axes`` empties it): whatever was
    drawn before, the pixels are those of the same plot on a new figure."""
    used = fixed_figure()
    for draw in DRAWS[: last + 1] + DRAWS[:last]:  # every other plot first, some twice
        draw(used)
    DRAWS[last](used)
    new = fixed_figure()
    DRAWS[last](new)
    assert len(used.axes) == 1
    assert _pixels(used) == _pixels(new)


def test_the_desktops_narrow_penalty_chart_keeps_title_and_legend_inside() -> None:
    """At 1280x720 and 150% scale the Penalties panel's chart is under 3 in wide: the title
    wraps, and the legend (headed by the note on schedules without an amount) sits below the
    axis label, its labels wrapped, all within the figure."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(2.8, 3.6), dpi=100, layout="constrained")
    penalties = [
        _penalty("Civil penalty in a civil action by the City (maximum per day)", 12_500.0, 3),
        _penalty("Civil penalty for failure to correct: each day (or part)", 20_000.0, 8),
        {"title": "Misdemeanor", "basis": "criminal"},
    ]
    penalty_figure(penalties, fig)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    renderer = canvas.get_renderer()
    box = fig.bbox
    ax = fig.axes[0]
    (legend,) = fig.legends
    assert legend.get_title().get_text() == "1 schedule states no amount (not drawn)"
    for artist in (ax.title, ax.xaxis.label, ax.yaxis.label, legend):
        extent = artist.get_window_extent(renderer)
        assert extent.x0 >= box.x0 - 0.5 and extent.x1 <= box.x1 + 0.5, artist
        assert extent.y0 >= box.y0 - 0.5 and extent.y1 <= box.y1 + 0.5, artist
    label = ax.xaxis.label.get_window_extent(renderer)
    assert legend.get_window_extent(renderer).y1 <= label.y0 + 0.5


def test_the_desktops_narrow_sizing_chart_wraps_its_title() -> None:
    from matplotlib.backends.backend_agg import FigureCanvasAgg
    from matplotlib.figure import Figure

    fig = Figure(figsize=(3.0, 3.0), dpi=100, layout="constrained")
    plot = _sizing_plot(1_000.0, 1)
    plot["title"] = "Design capture volume vs 85th percentile depth (external method)"
    sizing_figure(plot, fig)
    canvas = FigureCanvasAgg(fig)
    canvas.draw()
    title = fig.axes[0].title.get_window_extent(canvas.get_renderer())
    assert title.x0 >= fig.bbox.x0 - 0.5 and title.x1 <= fig.bbox.x1 + 0.5
