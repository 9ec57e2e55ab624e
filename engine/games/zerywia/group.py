"""Joint actions (spec §10): a hero that has not acted this Turn may propose a joint Rest to heroes in its region
that have not acted either (so on the same time of day, §10.1), naming them; the named players answer on their own
(DP-GROUP-JOIN) and the action is taken by the proposer — the lead — and those who accepted. Each participant
rests (its camp ability, its cards reorganized). Then, in a Taint region, the lead may propose a joint Absorption
ritual to the others (DP-GROUP-JOIN again): the lead decides the Hard Will Test or the Flaw; the test is a
multi-hero test whose pool the lead builds, each other participant adding a rune (§9); the Offering reward and the
Flaw cost apply to each participant (§10.3). Everyone else takes its own Region option, lead first, then in player
order (§10.4). The turn ends for every participant together.

A joint Explore (§10.2 PD) names one target: each participant's day-wheel marker moves, it pays its own leaving
cost and moves (its own Herald attack on entering); the lead then explores, and a Threat or card challenge there is
one group challenge (challenges.py: a Nica die per hero, dice bought a step each in turn, each participant's own
Determination, the lead's DP-ALLOCATE, DP-GROUP-LOSS and DP-GROUP-SPLIT of the Trophies); a card's test is a
multi-hero test. A failure ends every participant's turn; else the joint Region option as after a joint Rest.

A participant whose entering Herald attack fails drops out alone (§10.4: its turn ends, the others go on; a lead
who drops out hands the lead to the next participant). The card's rewards are given one by one by the lead to a
participant, who settles it, and so is the one expedition token of the joint Explore (DP-GROUP-SPLIT, effects.py,
explore.py); each of the card's costs, losses and failure effects falling on a hero (an enemy's Doom too) is borne by
the participant the lead names (DP-GROUP-LOSS: a cost by one able to pay it). The card itself, a Path or a side
quest, is the lead's (§14.4).

After a joint action not failed, the lead may also propose a joint Rift removal or Sinkhole Hunt (§10.3, §10.4):
one group challenge of those who join; a Rift's guardian defeated, the lead decides the Hard Will Test (a
multi-hero test) or the Flaw, and the Offering and the Flaw apply to each participant, as does the Flaw of a lost
fight; the Trophies (the Hunt's 3 more too) are divided by the lead.
"""
from __future__ import annotations

from itertools import combinations

from engine.common.steps import act, one
from engine.kernel import Action, Context, Decision
from engine.kernel.decision import JOINS

from . import attribute_tests, camp, challenges, effects, explore, hero_rules as hr, moves
from .flow import FLOW
from .nica import ATTACK_END
from .state import ACTIVE, TAINT, GameState, HeroState

JOINT_REST, JOINT_ABSORB, JOINT_EXPLORE = "joint_rest", "joint_absorb", "joint_explore"
JOINT_RIFT, JOINT_HUNT, JOINT_FIGHT = "joint_rift", "joint_hunt", "joint_fight"
ABSORB_OPTION, RIFT_OPTION, HUNT_OPTION = "absorb", "rift", "hunt"
WHAT = {JOINT_ABSORB: ABSORB_OPTION, JOINT_RIFT: RIFT_OPTION, JOINT_HUNT: HUNT_OPTION}
JOINT_KINDS = {"remove_rift": JOINT_RIFT, "hunt": JOINT_HUNT}      # the Region options that fight, done jointly
EXPLORE, EXPLORE_AS = "explore", "explore_as"
ACCEPT, DECLINE = "accept_joint", "decline_joint"
REST = "rest"
AS, REST_AS, JOINT_OPTION = hr.AS, "rest_as", "joint_option"
PURIFY_AS = explore.GROUP_PURIFY
OPTION = "option"
SEPARATE = "separate"
DROP = "drop_out"


def seats(text: str) -> list[int]:
    return [int(x) for x in text.split(",")] if text else []


def joint_rests(s: GameState, waiting: list[HeroState]) -> list[Action]:
    """DP-ORDER-TURN's joint Rest: a hero names any partners in its region that have not acted this Turn (Rest is
    legal there: no Threat)."""
    out: list[Action] = []
    for h in waiting:
        partners = [o.seat for o in waiting if o.seat != h.seat and o.region == h.region]
        if not partners or s.regions[h.region].threat is not None:
            continue
        for k in range(1, len(partners) + 1):
            out += [one(JOINT_REST, h.seat, "partners", ",".join(map(str, c))) for c in combinations(partners, k)]
    return out


def joint_explores(s: GameState, waiting: list[HeroState]) -> list[Action]:
    """DP-ORDER-TURN's joint Explore (§10.2 PD): a hero names one target it may explore and any partners in its
    region that have not acted this Turn."""
    out: list[Action] = []
    for h in waiting:
        partners = [o.seat for o in waiting if o.seat != h.seat and o.region == h.region]
        targets = [a["to"] for a in moves.actions(s, h) if a.kind == moves.EXPLORE]
        for k in range(1, len(partners) + 1):
            out += [act(JOINT_EXPLORE, h.seat, region=to, partners=",".join(map(str, c)))
                    for c in combinations(partners, k) for to in targets]
    return out


@FLOW.resolves(JOINT_REST, JOINT_EXPLORE)
def proposed(ctx: Context, a: Action) -> None:
    if a.kind == JOINT_REST:
        ctx.emit("joint_proposed", lead=a.player, what=REST, named=seats(str(a["partners"])))
    else:
        ctx.emit("joint_proposed", lead=a.player, what=EXPLORE, named=seats(str(a["partners"])), to=a["region"])


def join_decision(s: GameState) -> Decision:
    """DP-GROUP-JOIN: every named player answers, on their own and in any order."""
    invite = s.invite
    assert invite is not None
    waiting = [x for x in invite.named if x not in invite.answered]
    legal = [act(kind, seat) for seat in waiting for kind in (ACCEPT, DECLINE)]
    return Decision(waiting[0], f"zerywia.prompt.join_{invite.kind}", tuple(legal),
                    parts={seat: JOINS for seat in waiting})


@FLOW.resolves(ACCEPT, DECLINE)
def answered(ctx: Context, a: Action) -> None:
    """An answer; with the last one the joint action is taken by the lead and those who accepted."""
    s: GameState = ctx.state
    ctx.emit("joint_answered", seat=a.player, accept=a.kind == ACCEPT)
    invite = s.invite
    assert invite is not None
    if len(invite.answered) < len(invite.named):
        return
    party = [invite.lead] + sorted(invite.accepted)
    ctx.emit("joint_formed", what=invite.kind, party=party)
    if invite.kind == REST:
        hr.add(ctx, [f"{REST_AS}:{x}" for x in party] + [f"{AS}:{invite.lead}", JOINT_OPTION])
    elif invite.kind == EXPLORE:
        hr.add(ctx, [f"{EXPLORE_AS}:{x}:{invite.to}" for x in party] + [
            f"{AS}:{invite.lead}", explore.EXPLORE_AT, JOINT_OPTION])
    else:
        others = [x for x in s.party if x not in party]
        first = PURIFY_AS if invite.kind == ABSORB_OPTION else f"{JOINT_FIGHT}:{invite.kind}"
        hr.add_first(ctx, [f"{AS}:{invite.lead}", first] + [y for x in others for y in (f"{AS}:{x}", OPTION)])
    hr.run(ctx)


def rest_as(ctx: Context, item: str) -> None:
    """One participant's Rest: its day-wheel marker moves, its camp ability, its cards reorganized (§6.4)."""
    s: GameState = ctx.state
    h = s.hero(int(item.split(":")[1]))
    ctx.emit("action_started", seat=h.seat, action=REST, time=s.turn)
    hr.add_first(ctx, [camp.REORGANIZE])
    hr.camp_ability(ctx, h, first=True)


def explore_as(ctx: Context, item: str) -> None:
    """One participant of a joint Explore: its day-wheel marker moves, it pays its own leaving cost and moves to
    the target (its own entering Herald attack, §10.4), each before the next."""
    s: GameState = ctx.state
    _, seat, to = item.split(":")
    h = s.hero(int(seat))
    ctx.emit("action_started", seat=h.seat, action=EXPLORE, time=s.turn)
    if to != h.region:
        hr.add_first(ctx, moves.leaving(s, h) + [hr.MOVE + to])


PERSONAL = frozenset((OPTION, hr.FLAW, hr.PRIMAL, hr.ANY, hr.LEAVE, camp.REORGANIZE))


def as_hero(ctx: Context, item: str) -> None:
    """The next items are this participant's to settle. One out of play settles nothing: its own items (its Region
    option, its Flaw, its recoveries, its move) are dropped, and what it settled for the group as its lead (the
    group's losses, the card's end, the joint Region option) passes to the first participant still in play."""
    s: GameState = ctx.state
    seat = int(item.split(":")[1])
    if s.hero(seat).status != ACTIVE:
        rest = s.todo
        nxt = next((i for i, x in enumerate(rest) if x.startswith(AS + ":")), len(rest))
        group = [x for x in rest[:nxt] if x.split(":")[0] not in PERSONAL and not x.startswith(hr.MOVE)]
        heir = next((x for x in s.party if s.hero(x).status == ACTIVE), None)
        if heir is None:
            group = [x for x in group if x == explore.CARD_END]    # the card still goes to its pile
        elif group:
            ctx.emit("party_turn", seat=heir)
        ctx.emit("todo", todo=group + rest[nxt:])
        return
    ctx.emit("party_turn", seat=seat)


def drop_out(ctx: Context, h: HeroState) -> None:
    """A participant's failed Herald attack on entering (§10.4): what its failure sets off is settled first, then it
    drops out (its turn ends) while the others go on; what it still had to do in the joint action is dropped, and
    when it led, the next participant leads (settles the lead's items)."""
    s: GameState = ctx.state
    end = s.todo.index(ATTACK_END)
    rest = s.todo[end + 1:]
    nxt = next((i for i, x in enumerate(rest) if x.startswith((AS + ":", EXPLORE_AS + ":", REST_AS + ":"))),
               len(rest))
    lead = next(x for x in s.party if x != h.seat)
    mine = f"{AS}:{h.seat}"
    rest = [f"{AS}:{lead}" if x == mine else x for x in rest[nxt:]]
    ctx.emit("todo", todo=s.todo[:end] + [f"{DROP}:{h.seat}"] + rest)


def dropped(ctx: Context, item: str) -> None:
    ctx.emit("party_left", seat=int(item.split(":")[1]))


def joint_options(s: GameState, h: HeroState) -> list[Action]:
    """After a joint action not failed: the lead proposes a joint Absorption ritual (in Taint), a joint Rift
    removal (in a Rift) or a joint Sinkhole Hunt naming partners, or everyone takes its own Region option (§10.4)."""
    others = [x for x in s.party if x != h.seat and s.hero(x).status == ACTIVE]
    taint = s.regions[h.region].taint
    kinds = [JOINT_ABSORB] if taint == TAINT else []
    fights = explore.rift_and_hunt(s, h)
    kinds += [JOINT_KINDS[a.kind] for a in fights]
    if not kinds or not others:
        return []
    out = [act(SEPARATE, h.seat)]
    for kind in kinds:
        for k in range(1, len(others) + 1):
            out += [one(kind, h.seat, "partners", ",".join(map(str, c))) for c in combinations(others, k)]
    return out


def separate_options(ctx: Context, item: str) -> None:
    """Each participant takes its own Region option, lead first, then in player order (§10.4)."""
    s: GameState = ctx.state
    hr.add_first(ctx, [y for x in s.party for y in (f"{AS}:{x}", OPTION)])


@FLOW.resolves(SEPARATE, JOINT_ABSORB, JOINT_RIFT, JOINT_HUNT)
def option_chosen(ctx: Context, a: Action) -> None:
    hr.done(ctx)
    if a.kind == SEPARATE:
        separate_options(ctx, JOINT_OPTION)
    else:
        ctx.emit("joint_proposed", lead=a.player, what=WHAT[a.kind], named=seats(str(a["partners"])))
    hr.run(ctx)


def joint_fight(ctx: Context, item: str) -> None:
    """A joint Rift removal or Sinkhole Hunt: one enemy drawn, one group challenge of those who joined (§10.3)."""
    s: GameState = ctx.state
    assert s.active is not None
    main = challenges.draw_enemy(ctx)
    if main is not None:
        purpose = explore.RIFT_FIGHT if item.split(":")[1] == RIFT_OPTION else explore.HUNT
        challenges.begin(ctx, s.hero(s.active), purpose, main=main, party=list(s.absorbers))


def purify_options(s: GameState, h: HeroState) -> list[Action]:
    """The lead decides for the group: a Hard Will Test, or a Flaw for each participant (§10.3, §10.4)."""
    return [one(PURIFY_AS, h.seat, "by", attribute_tests.TEST), one(PURIFY_AS, h.seat, "by", hr.FLAW)]


@FLOW.resolves(PURIFY_AS)
def purify(ctx: Context, a: Action) -> None:
    s: GameState = ctx.state
    h = s.hero(a.player)
    hr.done(ctx)
    if a["by"] == attribute_tests.TEST:
        attribute_tests.start(ctx, h, "W", "hard", GROUP_ABSORB, helpers=len(s.absorbers) - 1)
    else:
        absorbed(ctx, h, True, voluntary=True)
    hr.run(ctx)


GROUP_ABSORB = "group_absorb"


def absorbed(ctx: Context, h: HeroState, success: bool, voluntary: bool = False) -> None:
    """Success removes the Taint and gives each participant an Offering (while the supply lasts); a failed test,
    or the Flaw chosen instead of it, costs each participant a Flaw (§10.3)."""
    s: GameState = ctx.state
    if success:
        ctx.emit("taint", region=h.region, token=None)
        for x in s.absorbers:
            effects.gain_offerings(ctx, s.hero(x), 1)
    if voluntary or not success:
        hr.add_first(ctx, [y for x in s.absorbers for y in (f"{AS}:{x}", hr.FLAW)])


def quiet(s: GameState, h: HeroState) -> list[Action]:
    return []


hr.AUTO[REST_AS] = rest_as
hr.AUTO[EXPLORE_AS] = explore_as
hr.AUTO[JOINT_FIGHT] = joint_fight
hr.AUTO[AS] = as_hero
hr.AUTO[DROP] = dropped
hr.AUTO[JOINT_OPTION] = separate_options
hr.QUESTIONS[REST_AS] = hr.QUESTIONS[AS] = hr.QUESTIONS[EXPLORE_AS] = hr.QUESTIONS[JOINT_FIGHT] = quiet
hr.QUESTIONS[DROP] = quiet
hr.QUESTIONS[JOINT_OPTION] = joint_options
hr.QUESTIONS[PURIFY_AS] = purify_options
attribute_tests.OUTCOMES[GROUP_ABSORB] = absorbed
