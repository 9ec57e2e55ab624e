"""The end screen's table for Runebound: Dragon Runes first (what wins), then the experience tokens that
break a tie at the round limit, and gold; the notes say what decided the game (three runes, Margath
slain, the round limit, or Margath outliving the Doom Track) and how far the Doom Track ran. Every number
and winner is the engine's (engine/games/runebound/scoring.py); this module only puts them in words."""
from __future__ import annotations

from app.games.runebound.text import t
from app.table import ScoreBreakdown
from engine.games.runebound import scoring
from engine.games.runebound.content import content
from engine.games.runebound.state import GameState


def breakdown(state: GameState, names: list[str]) -> ScoreBreakdown:
    """The engine's rows (runes, experience tokens, gold), places, winners and deciding rule, in the player's words.
    Runebound has no points, so the sheet ends with each hero's place rather than a total (none when all lost)."""
    score = scoring.scores(state)
    notes: list[str] = []
    if score.how in ("runes", "margath"):
        notes.append(t(f"end.how.{score.how}", name=names[score.winners[0]]))
    elif score.how == "round_limit":
        notes.append(t("end.how.round_limit", round=content().rules.round_limit))
    if state.doom is not None:
        notes.append(t("end.doom", tokens=state.doom.tokens, spaces=content().rules.doom_spaces))
    return ScoreBreakdown(
        players=list(names[: len(state.players)]),
        categories=[t("end.cat.runes"), t("end.cat.xp_tokens"), t("end.cat.gold")],
        rows=[list(score.runes), list(score.xp_tokens), list(score.gold)],
        totals=[],
        places=list(score.places()),
        winners=list(score.winners),
        tiebreak=t(f"end.tiebreak_{score.tiebreak}") if score.tiebreak else "",
        notes=notes,
    )
