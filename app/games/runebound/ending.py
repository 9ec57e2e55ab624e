"""The end screen's table for Runebound: Dragon Runes first (what wins), then the experience tokens that
break a tie at the round limit, and gold; the notes say what decided the game (three runes, Margath
slain, the round limit, or Margath outliving the Doom Track) and how far the Doom Track ran."""
from __future__ import annotations

from app.games.runebound.text import t
from app.table import ScoreBreakdown
from engine.games.runebound.content import content
from engine.games.runebound.state import GameState

RUNES_TO_WIN = 3   # spec §12


def runes(state: GameState, seat: int) -> int:
    c = content()
    return sum(1 for k in state.players[seat].kept if k in c.challenges and c.challenges[k].dragonlord)


def breakdown(state: GameState, names: list[str]) -> ScoreBreakdown:
    """Runes, experience tokens and gold per hero; the winner the engine named, else the best by runes then
    tokens (the round limit), nobody when the Doom Track was lost."""
    seats = range(len(state.players))
    rune_row = [runes(state, s) for s in seats]
    xp_row = [len(state.players[s].xp_tokens) for s in seats]
    gold_row = [state.players[s].gold for s in seats]
    doom = state.doom
    notes: list[str] = []
    tiebreak = ""
    if doom is not None and doom.lost:
        winners: list[int] = []   # the outcome says nobody won and why (Outcome.everyone_lost)
    elif state.winner is not None:
        winners = [state.winner]
        how = "runes" if rune_row[state.winner] >= RUNES_TO_WIN else "margath"
        notes.append(t(f"end.how.{how}", name=names[state.winner]))
    else:
        best = max(zip(rune_row, xp_row)) if rune_row else (0, 0)
        winners = [s for s in seats if (rune_row[s], xp_row[s]) == best]
        notes.append(t("end.how.round_limit", round=content().rules.round_limit))
        level = [s for s in seats if rune_row[s] == best[0]]
        if len(level) > 1:
            tiebreak = t("end.tiebreak_shared") if len(winners) > 1 else t("end.tiebreak_xp")
    if doom is not None:
        notes.append(t("end.doom", tokens=doom.tokens, spaces=content().rules.doom_spaces))
    return ScoreBreakdown(
        players=list(names[: len(state.players)]),
        categories=[t("end.cat.runes"), t("end.cat.xp_tokens"), t("end.cat.gold")],
        rows=[list(rune_row), list(xp_row), list(gold_row)],
        totals=list(rune_row),
        winners=winners,
        tiebreak=tiebreak,
        notes=notes,
    )
