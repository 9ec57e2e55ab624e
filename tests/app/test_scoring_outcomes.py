"""The end-of-game screen shows each kind of outcome properly and charts the game's course."""
from __future__ import annotations

import pygame

from app import i18n
from app.game_history import history_of
from app.scenes.scoring import ScoringScene
from app.table import ScoreBreakdown
from engine.kernel import Outcome
from engine.kernel.history import ScoreHistory

NAMES = ["Ada", "Ola"]


def scene(make_app, outcome: Outcome, history: ScoreHistory | None = None, size=(1280, 720)) -> ScoringScene:
    app = make_app(size)
    breakdown = ScoreBreakdown(NAMES, [], [], [3, 3], [0, 1])
    s = ScoringScene(app, breakdown, None, outcome, history)
    app.switch(s)
    app.frame(0.016)
    return s


def test_a_cooperative_loss_says_the_table_lost_and_why(make_app, monkeypatch) -> None:
    monkeypatch.setitem(i18n.strings("en"), "sealed.tide_rose", "The tide rose {tide} times")
    s = scene(make_app, Outcome.cooperative(2, False, "sealed.tide_rose", tide=2))
    assert s.outcome_lines()[:2] == ["The table lost together", "The tide rose 2 times"]


def test_a_cooperative_win_is_the_whole_tables(make_app) -> None:
    s = scene(make_app, Outcome.cooperative(2, True, "sealed.goal_reached"))
    assert s.outcome_lines()[0] == "The table won together!"


def test_a_shared_first_place_names_every_winner(make_app) -> None:
    s = scene(make_app, Outcome.competitive([3, 3]))
    assert s.outcome_lines()[0] == i18n.t("score.tie", names="Ada, Ola")


def test_the_chart_is_drawn_from_the_history_at_both_sizes(make_app) -> None:
    history = ScoreHistory(("Round 1", "Round 2", "End"), ((0, 2, 3), (1, 1, 3)))
    for size in ((1280, 720), (1920, 1080)):
        s = scene(make_app, Outcome.competitive([3, 3]), history, size)
        assert s.sheet._chart is not None, f"no chart at {size}"
        chart = s.sheet._chart[1]
        assert chart.get_width() >= 360 and chart.get_height() >= 150


def test_the_history_of_a_played_game_has_a_point_per_round_and_the_end() -> None:
    from engine.catalogue import load_save
    from pathlib import Path

    example = Path(__file__).resolve().parents[2] / "saves" / "examples" / "roll-player-3p-seed3.json"
    session = load_save(example).session
    history = history_of(session)
    game = session.game
    session.seek(len(session.steps))
    assert history.points[-1] == i18n.t("score.end") and len(history.points) >= 11
    assert [s[-1] for s in history.series] == list(game.final_scores(session.state))


def test_each_seat_judged_on_its_own_names_who_won_and_why_the_others_lost(make_app, monkeypatch) -> None:
    monkeypatch.setitem(i18n.strings("en"), "expedition.starved", "starved on the way home")
    monkeypatch.setitem(i18n.strings("en"), "expedition.home", "The expedition is back")
    s = scene(make_app, Outcome.each([False, True], "expedition.home", seat_reasons=["expedition.starved", ""]))
    assert s.outcome_lines()[:3] == ["Won: Ola", "The expedition is back", "Ada lost: starved on the way home"]
    assert s.sheet.winners() == [1]


def test_a_competitive_game_nobody_won_says_so_and_why(make_app, monkeypatch) -> None:
    monkeypatch.setitem(i18n.strings("en"), "toy.doom", "The dragon woke")
    s = scene(make_app, Outcome.everyone_lost([3, 3], "toy.doom"))
    assert s.outcome_lines()[:2] == ["Nobody won", "The dragon woke"] and s.sheet.winners() == []


def test_a_lost_solo_game_is_not_called_a_win(make_app) -> None:
    app = make_app((1280, 720))
    s = ScoringScene(app, ScoreBreakdown(["Ada"], [], [], [12], [0]), None, Outcome.solo(12.0, "", won=False))
    app.switch(s)
    app.frame(0.016)
    assert s.outcome_lines()[0] == "You lost"


def test_a_short_window_draws_every_score_row_in_smaller_text(make_app) -> None:
    """The replay draws the sheet in the table's area: no row may be left out there (it lost the last ones)."""
    import pygame

    from app.render import fit
    from app.scenes.score_sheet import ScoreSheet

    categories = [f"Category {k}" for k in range(12)]
    sheet = ScoreSheet(ScoreBreakdown(NAMES, categories, [[k, k] for k in range(12)], [66, 66], [0, 1]),
                       Outcome.competitive([66, 66]))
    surface = pygame.Surface((1280, 720))
    with fit.recording() as log:
        sheet.draw(surface, pygame.Rect(0, 0, 1280, 520), lambda v: round(v))
    drawn = set(log.texts.values())
    assert set(categories) | {"Total"} <= drawn


def test_the_grids_panel_stays_inside_the_windows_frame_beside_a_wide_chart(make_app, monkeypatch) -> None:
    """The frame lies 40 px in; the grid's panel reaches 20 px past its rows: with the chart beside it, it used to
    start 25 px in, over the frame's dashes."""
    from app.scenes import score_sheet
    drawn: list[pygame.Rect] = []
    panel = score_sheet.style.panel
    monkeypatch.setattr(score_sheet.style, "panel", lambda surface, rect, *a, **k: (drawn.append(rect),
                                                                                   panel(surface, rect, *a, **k)))
    names = ["Bot 1", "Bot 2"]          # Zerywia's sheet: a hero's tasks, words in every cell
    wide = ScoreBreakdown(names, ["Hero", "Fate", "The goal's Tale resolved", "Stronghold cleared",
                                  "Temple of Ist cleared"],
                          [["Dalbor", "Goryw"], ["In play", "Dead"], ["Done", "—"], ["Done", "—"], ["Done", "—"]],
                          [3, 0], [0])
    history = ScoreHistory(("Round 1", "End"), tuple((0, 1) for _ in names))
    for size in ((1280, 720), (1920, 1080)):
        drawn.clear()
        app = make_app(size)
        s = ScoringScene(app, wide, None, Outcome.cooperative(4, True, "sealed.goal_reached"), history)
        app.switch(s)
        app.frame(0.016)
        assert drawn and s.sheet._chart is not None
        assert min(r.left for r in drawn) >= s.px(60), (size, drawn)
