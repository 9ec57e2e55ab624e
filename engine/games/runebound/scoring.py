"""What a Runebound game is scored by (spec §12, §13, the round limit): Dragon Runes, then experience tokens,
gold shown for the record. One source: `final_scores`, the outcome and the end sheet all read these rows."""
from __future__ import annotations

from dataclasses import dataclass

from .content import content
from .state import GameState

RUNES_TO_WIN = 3          # spec §12
WINNER_SCORE = 1000.0     # above any runes/tokens key: the game was won outright
RUNE_WEIGHT = 100.0       # a rune outranks any number of experience tokens


@dataclass(frozen=True)
class Scores:
    """Per-seat rows in the rule's terms and how the game was decided: runes, tokens, doom_lost, round_limit."""

    runes: tuple[int, ...]
    xp_tokens: tuple[int, ...]
    gold: tuple[int, ...]
    winners: tuple[int, ...]
    how: str          # "runes", "margath", "round_limit" or "doom_lost"
    tiebreak: str     # "", "xp" (tokens broke a runes tie) or "shared" (still level)

    def ranking(self) -> list[float]:
        """One number per seat: the outright winner first, else runes then experience tokens."""
        outright = set(self.winners) if self.how in ("runes", "margath") else set()
        return [WINNER_SCORE if s in outright else RUNE_WEIGHT * r + x
                for s, (r, x) in enumerate(zip(self.runes, self.xp_tokens))]

    def places(self) -> tuple[int, ...]:
        """Each seat's place by `ranking` (1 = first; seats level share a place), what the end sheet totals with: a
        hero who slew Margath is first whatever runes the others hold (§12). None when everyone lost (§13)."""
        if self.how == "doom_lost":
            return ()
        keys = self.ranking()
        return tuple(1 + sum(other > mine for other in keys) for mine in keys)


def runes(state: GameState, seat: int) -> int:
    """Dragonlords the hero has kept (a kept Dragonlord is a Dragon Rune, spec §12)."""
    c = content()
    return sum(1 for k in state.players[seat].kept if k in c.challenges and c.challenges[k].dragonlord)


def scores(state: GameState) -> Scores:
    """The rows and winners: the named winner; nobody when the Doom Track was lost; else most runes, then tokens."""
    seats = range(len(state.players))
    rune_row = tuple(runes(state, s) for s in seats)
    xp_row = tuple(len(state.players[s].xp_tokens) for s in seats)
    gold_row = tuple(state.players[s].gold for s in seats)
    if state.doom is not None and state.doom.lost:
        return Scores(rune_row, xp_row, gold_row, (), "doom_lost", "")
    if state.winner is not None:
        how = "runes" if rune_row[state.winner] >= RUNES_TO_WIN else "margath"
        return Scores(rune_row, xp_row, gold_row, (state.winner,), how, "")
    best = max(zip(rune_row, xp_row)) if rune_row else (0, 0)
    winners = tuple(s for s in seats if (rune_row[s], xp_row[s]) == best)
    level = [s for s in seats if rune_row[s] == best[0]]
    tiebreak = ("shared" if len(winners) > 1 else "xp") if len(level) > 1 else ""
    return Scores(rune_row, xp_row, gold_row, winners, "round_limit", tiebreak)
