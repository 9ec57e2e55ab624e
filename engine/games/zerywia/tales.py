"""Tales and side quests (spec §14.2, §18.3.2, §18.4): the Region option "Resolve task".

A Tale is resolved in the region it names (one region, a special kind — in the Birth Kir when it says so — or any
port) by discarding the expedition tokens of its first part (earned outside the Birth Kir, or each in another Kir,
when it says so) and paying the cost of option A or B, whose reward card the hero takes (a relic, ritual or ally
to its reserve, a feat ready in hand; a Gardzica cannot take a feat). The Tale becomes a Path and the saga's next
Tale is revealed; with none left the saga is complete. A stage-3 Tale is a challenge: the hero must hold its
tokens to begin; they are discarded only on success, after which either reward is free. A side quest kept from an
exploration card is resolved the same way: its tokens for its rewards, then it becomes the Path it names."""
from __future__ import annotations

from itertools import permutations

from engine.common.steps import act, one
from engine.kernel import Action, Context

from . import challenges, effects, hero_rules as hr
from .content import PREPARED_TYPES, content
from .flow import FLOW
from .records import Place, Tale
from .state import GARDZICA, GameState, HeroState

TALE = "tale"
REWARD = "tale_reward"


def at(h: HeroState, place: Place, drawn_kir: str | None = None) -> bool:
    """The hero stands where a task is resolved."""
    region = content().board.regions[h.region]
    if place.region is not None:
        return h.region == place.region
    if place.port:
        return region.port
    if region.special != place.special:
        return False
    if place.kir == "birth":
        return region.kir == h.birth_kir
    if place.kir == "drawn":
        return region.kir == drawn_kir
    return True


def matching(h: HeroState, needed: tuple[str, ...], *, outside: bool = False,
             different: bool = False) -> tuple[int, ...] | None:
    """The held expedition tokens (by index) that pay a task's first part, or None when they cannot."""
    held = h.expedition_tokens
    for chosen in permutations(range(len(held)), len(needed)):
        tokens = [held[i] for i in chosen]
        if any(t.terrain != n for t, n in zip(tokens, needed)):
            continue
        if outside and any(t.kir == h.birth_kir for t in tokens):
            continue
        if different and len({t.kir for t in tokens}) < len(tokens):
            continue
        return tuple(sorted(chosen))
    return None


def tokens_for(h: HeroState, tale: Tale) -> tuple[int, ...] | None:
    return matching(h, tale.tokens, outside=tale.outside_birth_kir, different=tale.different_kirs)


def active_tales(h: HeroState) -> list[Tale]:
    """The revealed Tale of every saga the hero develops."""
    c = content()
    return [c.tales[st.tales[0]] for st in h.stacks if st.tales]


def reward_allowed(h: HeroState, reward: str) -> bool:
    """A Gardzica cannot gain a Feat card (§11.6, §14.2)."""
    return not (h.form == GARDZICA and content().sagas[reward].type == "feat")


def tasks(s: GameState, h: HeroState) -> list[Action]:
    """The tasks the hero may resolve where it stands: a Tale's option it can pay, a Tale's challenge, a side
    quest."""
    out: list[Action] = []
    for tale in active_tales(h):
        if not at(h, tale.place) or tokens_for(h, tale) is None:
            continue
        if tale.challenge is not None:
            out.append(one("tale_challenge", h.seat, TALE, tale.id))
            continue
        out += [act("resolve_tale", h.seat, tale=tale.id, option=i) for i, o in enumerate(tale.options)
                if all(hr.payable(h, cost, n) for cost, n in o.cost.items()) and reward_allowed(h, o.reward)]
    c = content()
    for quest in dict.fromkeys(h.side_quests):
        task = c.exploration[quest].task
        assert task is not None
        if at(h, task.place, h.quest_kirs.get(quest)) and matching(h, task.tokens) is not None:
            out.append(one("resolve_quest", h.seat, "card", quest))
    return out


def spend_tokens(ctx: Context, h: HeroState, indices: tuple[int, ...]) -> None:
    for i in sorted(indices, reverse=True):
        ctx.emit("token_spent", seat=h.seat, index=i)


@FLOW.resolves("resolve_tale")
def resolve_tale(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    h = s.hero(a.player)
    tale = content().tales[a["tale"]]
    hr.done(ctx)
    indices = tokens_for(h, tale)
    assert indices is not None
    spend_tokens(ctx, h, indices)
    option = tale.options[a["option"]]
    for cost, n in option.cost.items():
        hr.pay(ctx, h, cost, n)
    ctx.emit("tale_resolved", seat=h.seat, tale=tale.id, saga=tale.saga, reward=option.reward,
             prepared=content().sagas[option.reward].type in PREPARED_TYPES)
    hr.run(ctx)


@FLOW.resolves("tale_challenge")
def tale_challenge(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    hr.done(ctx)
    challenges.begin(ctx, s.hero(a.player), TALE, source=a[TALE], card=a[TALE])
    hr.run(ctx)


def tale_fought(ctx: Context, h: HeroState, success: bool, enemies: list[str]) -> None:
    """A Tale's challenge won: its tokens are discarded and a reward chosen; lost, the Tale waits, the tokens kept,
    no Host fed (a Tale is no Enemy card, §18.3.2)."""
    if not success:
        return
    tale = next(t for t in active_tales(h) if t.challenge is not None and at(h, t.place))
    indices = tokens_for(h, tale)
    if indices is not None:
        spend_tokens(ctx, h, indices)
    hr.add_first(ctx, [f"{REWARD}:{tale.id}"])


def rewards(s: GameState, h: HeroState) -> list[Action]:
    tale = content().tales[s.todo[0].split(":")[1]]
    return [act("tale_reward", h.seat, tale=tale.id, option=i) for i, o in enumerate(tale.options)
            if reward_allowed(h, o.reward)]


@FLOW.resolves("tale_reward")
def tale_reward(ctx: Context, a: Action) -> None:
    h = ctx.state.hero(a.player)
    hr.done(ctx)
    tale = content().tales[a["tale"]]
    reward = tale.options[a["option"]].reward
    ctx.emit("tale_resolved", seat=h.seat, tale=tale.id, saga=tale.saga, reward=reward,
             prepared=content().sagas[reward].type in PREPARED_TYPES)
    hr.run(ctx)


@FLOW.resolves("resolve_quest")
def resolve_quest(ctx: Context, a: Action) -> None:
    """A side quest: its tokens discarded, its rewards in order, then it becomes its Path (or is discarded)."""
    s: GameState = ctx.state
    h = s.hero(a.player)
    card = content().exploration[a["card"]]
    task = card.task
    assert task is not None
    hr.done(ctx)
    indices = matching(h, task.tokens)
    assert indices is not None
    spend_tokens(ctx, h, indices)
    ctx.emit("quest_resolved", seat=h.seat, card=card.id, path=task.path is not None)
    hr.add_first(ctx, effects.items(card.id, "task", task.rewards))
    hr.run(ctx)


hr.QUESTIONS[REWARD] = rewards
challenges.OUTCOMES[TALE] = tale_fought
