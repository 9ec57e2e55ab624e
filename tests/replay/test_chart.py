"""The replay viewer charts the whole game: shown when playback reaches the end, toggled by its button,
with a line at the step on screen."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from app.replay.scene import ReplayScene, open_replay

from .test_scene import app, click_widget, frame  # noqa: F401  (the headless app fixture)

EXAMPLE = Path(__file__).resolve().parents[2] / "saves" / "examples" / "roll-player-2p-seed2.json"


def opened(app: Any) -> ReplayScene:  # noqa: F811
    assert open_replay(app, EXAMPLE)
    frame(app)
    return app.scene


def test_a_replay_ends_on_the_final_scores_the_players_saw(app: Any) -> None:  # noqa: F811
    scene = opened(app)
    assert not scene.show_chart
    scene.model.seek(scene.model.total - 1)
    frame(app)
    scene.step_forward()
    frame(app, 2)
    assert scene.show_chart and scene.at_end() and scene.widgets["chart"].text == "Hide scores"
    sheet = scene.score_sheet()
    session = scene.model.session
    final = session.game.final_scores(session.state_at(scene.model.total))
    _header, rows = sheet.grid()
    assert rows[-1][1:] == [str(int(v)) for v in final]
    winner = sheet.breakdown.players[max(range(len(final)), key=lambda i: final[i])]
    assert winner in sheet.outcome_lines()[0]


def test_stepping_back_from_the_end_shows_the_chart_again(app: Any) -> None:  # noqa: F811
    scene = opened(app)
    scene.model.end()
    frame(app, 2)
    scene.step_back()
    frame(app, 2)
    assert not scene.at_end() and scene.widgets["chart"].text in ("Hide chart", "Chart")


def test_the_chart_button_toggles_it_at_any_step(app: Any) -> None:  # noqa: F811
    scene = opened(app)
    click_widget(app, "chart")
    scene = app.scene
    assert scene.show_chart and scene._chart is not None
    click_widget(app, "chart")
    assert not app.scene.show_chart


def test_the_history_has_every_round_and_ends_on_the_final_scores(app: Any) -> None:  # noqa: F811
    scene = opened(app)
    history = scene.model.history("End")
    session = scene.model.session
    rounds = [m for m in scene.model.bookmarks if m.major]
    assert len(history.points) == len(rounds) + 1 and history.points[-1] == "End"
    assert [series[-1] for series in history.series] == list(session.game.final_scores(session.state_at(scene.model.total)))
    assert history.position(0) == 0.0 and history.position(scene.model.total) == len(history.points) - 1


def test_the_grid_and_chart_keep_clear_of_the_window_edges_with_five_players() -> None:
    """Five columns at 1280x720 once pushed the score grid's panel against the window's left edge."""
    import pygame

    from app.scenes.score_sheet import chart_width

    rect = pygame.Rect(0, 0, 1280, 620)
    table_w = 250 + 5 * 130           # the category column and five players' columns
    chart_w = chart_width(rect, table_w, lambda v: int(v))
    panel_pad, gap = 20, 40
    left = (rect.w - table_w - chart_w - gap) // 2 - panel_pad
    assert left >= 20, f"the grid's panel starts {left} px from the edge"
