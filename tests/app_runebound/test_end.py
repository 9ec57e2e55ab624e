"""The end screen says what decided a Runebound game (spec §12, §13 and the round limit): three Dragon
Runes, Margath slain, the most runes then experience tokens at the round limit, or everyone lost to the
Doom Track."""
from __future__ import annotations

import random

from app import i18n
from app.games.runebound import ending
from engine import games
from engine.games.runebound.content import content
from engine.games.runebound.state import Doom
from engine.kernel import GameConfig, Seat, Session

NAMES = ["Ala", "Olek", "Ewa"]


def state_of(players: int = 3, doom: bool = False):
    game = games.get("runebound")
    options = {"doom_track": True} if doom else {}
    s = Session(game, GameConfig("runebound", 4, tuple(Seat(n) for n in NAMES[:players]), options))
    rng = random.Random(4)
    for _ in range(60):
        s.apply(rng.choice(s.decision.legal))
    return game.clone(s.state)


def dragonlords(n: int) -> list[str]:
    return [k for k, ch in content().challenges.items() if ch.dragonlord][:n]


def test_three_dragon_runes_win_and_the_sheet_counts_them() -> None:
    state = state_of()
    state.players[1].kept = dragonlords(3)
    state.winner = 1
    b = ending.breakdown(state, NAMES)
    assert b.winners == [1]
    assert b.rows[0] == [0, 3, 0] and b.places[1] == 1
    assert b.categories[0] == "Dragon Runes"
    assert b.notes[0] == "Olek collected three Dragon Runes."


def test_a_winner_without_three_runes_slew_margath() -> None:
    state = state_of()
    state.players[2].kept = dragonlords(1)
    state.winner = 2
    assert ending.breakdown(state, NAMES).notes[0] == "Ewa slew High Lord Margath."


def test_a_margath_slayer_holding_fewer_runes_is_first_on_the_sheet_as_in_the_engines_ranking() -> None:
    """§12: whoever kills Margath wins at once, however many Dragon Runes another hero holds. The sheet's last row
    said runes (Ala 2, Ewa 0) and so ranked Ala above the winner, against the engine's ranking; it now gives the
    engine's places."""
    from app.scenes.score_sheet import ScoreSheet

    state = state_of()
    for p in state.players:
        p.kept, p.xp_tokens = [], []
    state.players[0].kept = dragonlords(2)
    state.players[1].xp_tokens = ["melee"]
    state.winner = 2
    game = games.get("runebound")
    b = ending.breakdown(state, NAMES)
    _header, rows = ScoreSheet(b, game.outcome(state)).grid()
    assert rows[0] == ["Dragon Runes", "2", "0", "0"]
    assert rows[-1] == ["Place", "2nd", "3rd", "1st"]
    ranking = game.final_scores(state)
    assert sorted(range(3), key=lambda s: -ranking[s]) == sorted(range(3), key=lambda s: b.places[s]) == [2, 0, 1]
    i18n.set_lang("pl")
    try:
        assert ScoreSheet(ending.breakdown(state, NAMES), game.outcome(state)).grid()[1][-1] == ["Miejsce", "2.", "3.", "1."]
    finally:
        i18n.set_lang("en")


def test_a_game_everyone_lost_to_the_doom_track_places_nobody() -> None:
    state = state_of(doom=True)
    state.doom = state.doom or Doom()
    state.doom.lost = True
    assert ending.breakdown(state, NAMES).places == []


def test_at_the_round_limit_runes_then_experience_tokens_decide() -> None:
    state = state_of()
    state.winner = None
    for p in state.players:
        p.kept = dragonlords(1)
        p.xp_tokens = []
    state.players[0].xp_tokens = ["melee"]
    b = ending.breakdown(state, NAMES)
    assert b.winners == [0]
    assert "the most experience tokens" in b.tiebreak
    state.players[2].xp_tokens = ["magic"]
    assert ending.breakdown(state, NAMES).winners == [0, 2]


def test_margath_outliving_the_doom_track_leaves_no_winner_in_polish_too() -> None:
    from app.scenes.score_sheet import ScoreSheet

    state = state_of(doom=True)
    state.doom = state.doom or Doom()
    state.doom.lost = True
    state.doom.tokens = content().rules.doom_spaces
    b = ending.breakdown(state, NAMES)
    outcome = games.get("runebound").outcome(state)
    assert b.winners == [] and outcome.winners() == [] and outcome.won is False
    assert ScoreSheet(b, outcome).outcome_lines() == [
        "Nobody won", "High Lord Margath outlived the Doom Track: every player has lost.",
        f"Doom Track: {state.doom.tokens} of {state.doom.tokens} doom tokens placed."]
    i18n.set_lang("pl")
    lines = ScoreSheet(ending.breakdown(state, NAMES), outcome).outcome_lines()
    assert lines[0] == "Nikt nie wygrał" and lines[1].startswith("Wielki Władca Margath")


def test_the_end_screen_fits_in_both_languages_at_both_sizes(make_app) -> None:
    from app.game_history import history_of
    from app.render import fit
    from app.games.runebound.table import RuneboundTable
    from tests.app_roll_player.fitcheck import overflows

    found: list[str] = []
    names = ["Ala", "Bartłomiej", "Ewa", "Jan", "Zosia", "Kuba"]
    for size in ((1280, 720), (1920, 1080)):
        for lang in ("en", "pl"):
            with fit.recording() as log:
                app = make_app(size)
                app.set_lang(lang)
                game = games.get("runebound")
                s = Session(game, GameConfig("runebound", 6, tuple(Seat(n) for n in names), {"doom_track": True}))
                rng = random.Random(6)
                for _ in range(400):
                    s.apply(rng.choice(s.decision.legal))
                state = game.clone(s.state)
                state.players[1].kept = dragonlords(3)
                state.winner = 1
                table = RuneboundTable(game, s.config)
                app.go("scoring", table.breakdown(state), None, game.outcome(state), history_of(s))
                found += overflows(app, log, f"{lang} {size[0]}x{size[1]} end screen")
    assert not found, "\n".join(found)


def test_the_sheet_of_a_four_player_game_shows_the_engines_rows_and_winners() -> None:
    from engine.games.runebound import scoring

    names = NAMES + ["Igor"]
    game = games.get("runebound")
    s = Session(game, GameConfig("runebound", 4, tuple(Seat(n) for n in names), {}))
    rng = random.Random(4)
    for _ in range(60):
        s.apply(rng.choice(s.decision.legal))
    state = game.clone(s.state)
    state.winner = None
    for seat, (kept, tokens) in enumerate([(2, 1), (2, 3), (0, 5), (2, 3)]):
        state.players[seat].kept = dragonlords(kept)
        state.players[seat].xp_tokens = ["melee"] * tokens
    engine = scoring.scores(state)
    b = ending.breakdown(state, names)
    assert b.rows == [list(engine.runes), list(engine.xp_tokens), list(engine.gold)]
    assert b.places == [3, 1, 4, 1] and b.winners == [1, 3] == game.outcome(state).winners()
    assert game.final_scores(state) == [201.0, 203.0, 5.0, 203.0]
