"""The end-of-game screen's table for Roll Player, straight from the engine's scoring sheets."""
from __future__ import annotations

from app.games.roll_player import text
from app.table import ScoreBreakdown
from engine.games.roll_player import scoring
from engine.games.roll_player.effects import content as load_content
from engine.games.roll_player.state import GameState

CATEGORIES = ("goals", "class_dice", "alignment", "backstory", "armour", "traits")
FIENDS = ("familiar_goal", "familiar_backstory", "monster")   # the expansion's rows (spec §12.8); the Monster's
# shows as its level stars and the champion bonus when they add up to it


def breakdown(state: GameState, names: list[str]) -> ScoreBreakdown:
    """Categories × players (solo adds gold stars), totals, winners with the tie-breaker used, solo rank."""
    c = load_content()
    sheets = scoring.score_all(state, c)
    fiends = bool(sheets) and sheets[0].fiends
    cats = list(CATEGORIES) + (list(FIENDS) if fiends else []) + (["gold"] if state.solo else [])
    if fiends and state.solo:
        cats.append("solo_bonus")
    rows: list[list[int | float | str]] = [[s.categories()[k] for s in sheets] for k in cats]
    if fiends and _split_monster(state, sheets):   # the battle's level stars and the champion bonus apart
        at = cats.index("monster")
        players = state.players[: len(sheets)]
        cats[at:at + 1] = ["monster_stars", "champion"]
        rows[at:at + 1] = [[getattr(p, "monster_stars", 0) for p in players],
                           [getattr(p, "champion_stars", 0) for p in players]]
    totals: list[int | float] = [s.total for s in sheets]
    standings = scoring.rank(state, c)
    winners = [s.seat for s in standings if s.place == 1]
    return ScoreBreakdown(
        players=names[: len(sheets)],
        categories=[text.t(f"cat.{k}") for k in cats],
        rows=rows,
        totals=totals,
        winners=winners,
        tiebreak=_tiebreak(sheets, winners),
        solo_rank=_solo_rank(state, sheets[0].total) if state.solo else None,
        notes=[text.t("gold_left", list=", ".join(f"{n} {s.gold}" for n, s in zip(names, sheets)))],
    )


def _split_monster(state: GameState, sheets: list[scoring.ScoreSheet]) -> bool:
    """True when the Monster row is exactly each player's level stars plus champion bonus (then shown apart)."""
    return all(s.categories()["monster"] == getattr(p, "monster_stars", 0) + getattr(p, "champion_stars", 0)
               for s, p in zip(sheets, state.players))


def _tiebreak(sheets: list[scoring.ScoreSheet], winners: list[int]) -> str:
    """Which rule of spec §8.7 separated the leaders on stars, if any did."""
    best = max(s.total for s in sheets)
    level = [s for s in sheets if s.total == best]
    if len(level) < 2:
        return ""
    if len(winners) > 1:
        return text.t("shared")
    most_gold = max(s.gold for s in level)
    if sum(1 for s in level if s.gold == most_gold) == 1:
        return text.t("tiebreak", what=text.t("tb.gold"))
    return text.t("tiebreak", what=text.t("tb.dice"))


def _solo_rank(state: GameState, total: int) -> str:
    rank = scoring.solo_rank(total, load_content())
    return text.t("solo_rank", rank=text.name(rank.name), count=total)
