"""What happens to a hero, written once for every rule that does it: stamina gained and lost within 0..12
(spec §5.2, golden rule "as much as they can"), resources gained from the supply and spent (a double token spent
as one gives change, §9.1), damage turning a heart and the 4th damage eliminating (§11, §12.1), the last
hero standing winning Scenario 5 (§20.15)."""
from __future__ import annotations

from engine.kernel import Context

from .content import content
from .state import ACTIVE, OVER, GameState, Hero


def stamina(ctx: Context, seat: int, delta: int, why: str) -> None:
    """Gain or lose stamina, never below 0 or above the maximum; excess gains and losses are lost."""
    hero: Hero = ctx.state.heroes[seat]
    to = max(0, min(content().rules.max_stamina, hero.stamina + delta))
    if to != hero.stamina:
        ctx.emit("stamina", player=seat, to=to, why=why)


def gain(ctx: Context, seat: int, resource: str, amount: int = 1) -> None:
    """A card or rule gives resources: single tokens from the supply (spec §7.1)."""
    if amount > 0:
        ctx.emit("gained", player=seat, resource=resource, amount=amount)


def pick_token(hero: Hero, resource: str) -> int | None:
    """Which own token pays one `resource` when every choice is equivalent (DP-34): a single token first (a supply
    token before a landscape one), a double token only when no single one is left; None when the hero has none."""
    singles = [i for i, h in enumerate(hero.resources) if h.resource == resource and h.amount == 1]
    singles.sort(key=lambda i: hero.resources[i].token != "")
    if singles:
        return singles[0]
    doubles = [i for i, h in enumerate(hero.resources) if h.resource == resource]
    return doubles[0] if doubles else None


def spend(ctx: Context, seat: int, resource: str, index: int | None = None) -> bool:
    """Spend one `resource` (the token at `index`, or the one pick_token names); False when the hero has none."""
    hero: Hero = ctx.state.heroes[seat]
    i = pick_token(hero, resource) if index is None else index
    if i is None:
        return False
    held = hero.resources[i]
    ctx.emit("spent", player=seat, index=i, resource=held.resource, token=held.token, change=held.amount - 1)
    return True


def damage(ctx: Context, seat: int, kind: str) -> None:
    """One damage: a heart turns to its symbol; a hero who already has every indicator damaged is eliminated."""
    s: GameState = ctx.state
    hero = s.heroes[seat]
    if hero.status != ACTIVE:
        return
    if hero.damage() >= len(hero.health):
        eliminate(ctx, seat)
    else:
        ctx.emit("damaged", player=seat, damage=kind)


def eliminate(ctx: Context, seat: int) -> None:
    """The 4th damage (spec §12.1): the pawn stays as a casualty, its blueprints and threat cards leave the game,
    its resources and items stay for looting; a chief passes the token to the next active hero on the left."""
    s: GameState = ctx.state
    successor = next((h for h in list(s.clockwise_from(seat))[1:] if s.heroes[h].status == ACTIVE), None)
    ctx.emit("eliminated", player=seat, chief=successor if s.chief == seat else s.chief)
    if not s.active_seats():
        ctx.emit("step", step=OVER)       # no hero left on the map: the game ends at once (§12.4)
        return
    last_one_standing(ctx)


def last_one_standing(ctx: Context) -> None:
    """When only one hero remains on the map, that hero wins (spec §20.15)."""
    s: GameState = ctx.state
    left = s.active_seats()
    if s.expedition == 5 and len(left) == 1 and len(s.heroes) > 1:
        ctx.emit("won", player=left[0], chief=s.chief)
        ctx.emit("step", step=OVER)
