"""An information-set Monte Carlo tree search bot that plays every registered game through the kernel alone.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012): each iteration draws one state the deciding
seat cannot tell from the real one (`Game.shuffle_hidden`: the hidden decks and bags in an order drawn
afresh, another future for the dice), walks one tree of action sequences with UCB over the actions legal in
that draw (counting how often each was available; at the root leaning to the game's greedy choice until the
search finds better; only the moves the game weighs, `Game.candidates`; a decision the game calls routine,
`Game.routine`, is played by its playout without branching and spends the rollout's horizon),
plays on by the game's playout (`Game.playout`: at random, or the game's rule of thumb) for as many decisions as the game
asks at the drawn table (`Game.rollout_length`, by default `Game.rollout_decisions`: none where its `evaluate` judges
well, to the end where it cannot) and scores where it stopped with the game's `evaluate`. The search sees only what its
seat may see: it is given the seat's `Seen` (engine/kernel/seen.py), never the state, and every determinisation is
`Seen.draw`, made from the state's hidden piles put in a canonical order first, so the real order of a hidden deck
never reaches it. As a seat's bot it keeps the greedy move unless its own looks better by the game's margin
(`Game.lean`, by default `lean_margin`).
"""
from __future__ import annotations

import math
import time
from statistics import NormalDist
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Sequence

from engine.common.content import Text
from engine.kernel import Action, Context, Decision, Game, Rng, Seen

from .base import bot_for, bot_names, register_bot

EXPLORATION = 0.12         # UCB's constant: results in [0, 1] whose moves differ by a few hundredths
GREEDY = "greedy"          # the bot a game's manifest names for its rules of thumb, the search's root lean
SETTLE_EVERY = 16          # how often (iterations) a settling search asks whether its answer can still change
SETTLE_MARGIN = 1.5        # the pace of a timed search may rise: count half as many iterations left again
PAIRED_RISK = 0.05         # a paired search leaves the greedy move by chance this rarely (shared by the moves it tries)


@dataclass(frozen=True)
class Level:
    """How long the bot may think per decision, and an optional cap on iterations (reproducible tests)."""

    seconds: float
    iterations: int | None = None


LEVELS: dict[str, Level] = {"easy": Level(0.2), "normal": Level(1.0), "hard": Level(3.0)}


@dataclass
class Edge:
    """An action tried from a node: visits, the total result of the seat that chose it, how often it was legal."""

    seat: int
    visits: int = 0
    total: float = 0.0
    available: int = 0
    node: "Node" = field(default_factory=lambda: Node())


@dataclass
class Node:
    """The actions tried from one sequence of choices (an information set of the searching seat's tree)."""

    edges: dict[Action, Edge] = field(default_factory=dict)


@dataclass
class Thought:
    """What one search found: the action, how often each root action was tried and its mean result."""

    action: Action
    iterations: int
    seconds: float
    stats: dict[Action, tuple[int, float]]

    def value(self, action: Action | None = None) -> float:
        """The mean result found for `action` (the chosen one by default), in [0, 1]."""
        visits, mean = self.stats.get(self.action if action is None else action, (0, 0.0))
        return mean if visits else 0.0


def own_actions(decision: Decision, seat: int) -> list[Action]:
    """The actions `seat` may take now (all of them where none name it: a table-wide choice)."""
    return [a for a in decision.legal if a.player == seat] or list(decision.legal)


def advance(game: Game[Any], state: Any, action: Action) -> None:
    """Resolve `action` on `state` in place, keeping no events: the search's step."""
    ctx = Context(game, state)
    game.resolve(ctx, action)
    ctx.finish()


class Search:
    """One search over one decision; `run` thinks until the level's time or iteration cap is spent."""

    def __init__(self, game: Game[Any], seen: Seen[Any], decision: Decision, seat: int, rng: Rng, *,
                 rollout_decisions: int | None = None, only: Sequence[Action] | None = None,
                 prior: Action | None = None) -> None:
        self.game, self.seen, self.decision, self.seat, self.rng = game, seen, decision, seat, rng
        self.root = Node()
        self.rollout_decisions = rollout_decisions   # None: as far as the game asks at the drawn table
        self.iterations = 0
        self.only = None if only is None else frozenset(only)   # the root moves to weigh (all of them: None)
        self.prior = prior   # a root move to lean to until the search finds better (the game's greedy choice)
        self.paired = game.paired_root
        self.sweeps: dict[Action, list[float]] = {}   # a paired search: each root move's result, sweep by sweep
        self.cap: int | None = None   # the iterations `run` may spend in all (a paired sweep stops short of it)
        self._moves: list[Action] | None = None   # `root_moves`, worked out once: the decision does not change

    @classmethod
    def at(cls, game: Game[Any], state: Any, seat: int, rng: Rng, *, rollout_decisions: int | None = None,
           only: Sequence[Action] | None = None, prior: Action | None = None) -> "Search":
        """A search for `seat` at a table its caller holds (a hint, an analysis): it is given only the seat's `Seen`."""
        decision = game.decision(state)
        assert decision is not None, "a search needs a decision to answer"
        return cls(game, Seen(game, state, seat), decision, seat, rng, rollout_decisions=rollout_decisions,
                   only=only, prior=prior)

    def determinise(self) -> Any:
        """A state the seat cannot tell from the real one, drawn without looking at what it hides."""
        return self.seen.draw(self.rng)

    def length(self, state: Any) -> int:
        """How many decisions to play on past the tree: as asked, else as far as the game asks at this table."""
        return self.game.rollout_length(state) if self.rollout_decisions is None else self.rollout_decisions

    def root_moves(self) -> list[Action]:
        """The seat's moves the search weighs now: the game's candidates, or those it was asked about."""
        if self._moves is None:
            legal = own_actions(self.decision, self.seat)
            if self.only is not None:
                self._moves = [a for a in legal if a in self.only]
            else:
                self._moves = self.game.candidates(self.decision, self.seat, legal)
                if self.paired and self.prior is not None and self.prior not in self._moves and self.prior in legal:
                    self._moves.append(self.prior)   # the greedy move: what a paired search measures the others against
        return list(self._moves)

    def iterate(self) -> None:
        """Select and expand down the tree in one drawn state, play on at random, and back the result up (a paired
        search: one sweep of every root move from one drawn table)."""
        if self.paired:
            self._sweep()
            return
        game, rng = self.game, self.rng
        state = self.determinise()
        node, path = self.root, []
        # routine choices walked past in the tree spend the rollout's horizon too
        left = self.length(state)
        while (decision := game.decision(state)) is not None:
            if decision.actor is None:
                advance(game, state, decision.legal[0])
                continue
            seat = decision.next_seat()
            assert seat is not None
            legal = own_actions(decision, seat)
            if node is self.root and self.only is not None:
                legal = [a for a in legal if a in self.only]
            elif node is not self.root and len(legal) == 1:
                advance(game, state, legal[0])
                continue
            elif node is not self.root and game.routine(decision, seat):
                advance(game, state, game.playout(state, decision, seat, rng))
                left -= 1
                if left <= 0:   # a quiet stretch (heroes resting turn after turn) is judged where the horizon ends
                    break
                continue
            else:
                legal = game.candidates(decision, seat, legal)
            action, edge, fresh = self._select(node, legal, seat)
            path.append(edge)
            advance(game, state, action)
            node = edge.node
            if fresh:
                break
        values = self._rollout(state, left)
        for edge in path:
            edge.visits += 1
            edge.total += values[edge.seat] if edge.seat < len(values) else 0.0
        self.iterations += 1

    def _sweep(self) -> None:
        """Every root move played on from a copy of one drawn table (the same future: the same dice where the moves
        roll alike) by the game's playout and judged: the rollout algorithm over the game's rule of thumb."""
        game, moves = self.game, self.root_moves()
        if self.cap is not None:
            moves = moves[:max(1, self.cap - self.iterations)]
        drawn = self.determinise()
        length = self.length(drawn)
        for action in moves:
            state = game.clone(drawn)
            advance(game, state, action)
            values = self._rollout(state, length)
            value = values[self.seat] if self.seat < len(values) else 0.0
            edge = self.root.edges.setdefault(action, Edge(self.seat))
            edge.visits += 1
            edge.available += 1
            edge.total += value
            self.sweeps.setdefault(action, []).append(value)
        self.iterations += max(1, len(moves))

    def paired_choice(self, legal: Sequence[Action], best: Action) -> Action:
        """`best`, if its gain over the greedy move, sweep by sweep, stands above the noise (a one-sided test at
        PAIRED_RISK shared by the moves tried: the best of many looks better than it is), else the greedy move."""
        base = self.prior
        if base is None or best == base or base not in self.sweeps or best not in self.sweeps:
            return best
        diffs = [x - y for x, y in zip(self.sweeps[best], self.sweeps[base])]
        n = len(diffs)
        if n < 2:
            return base
        gain = sum(diffs) / n
        spread = math.sqrt(sum((d - gain) ** 2 for d in diffs) / (n - 1) / n)
        z = NormalDist().inv_cdf(1 - PAIRED_RISK / max(1, len(legal) - 1))
        return best if gain > z * spread else base

    def _select(self, node: Node, legal: Sequence[Action], seat: int) -> tuple[Action, Edge, bool]:
        """An untried action at random, else the best by UCB among those legal here (availability counted)."""
        untried = [a for a in legal if a not in node.edges]
        for action in legal:
            if action in node.edges:
                node.edges[action].available += 1
        if untried:
            action = untried[self.rng.below(len(untried))]
            edge = node.edges[action] = Edge(seat, available=1)
            return action, edge, True
        best, best_score = legal[0], -1.0
        prior = self.prior if node is self.root else None
        for action in legal:
            edge = node.edges[action]
            score = edge.total / edge.visits + EXPLORATION * math.sqrt(math.log(edge.available) / edge.visits)
            if action == prior:
                score += self.game.prior_weight / edge.visits
            if score > best_score:
                best, best_score = action, score
        return best, node.edges[best], False

    def _rollout(self, state: Any, left: int) -> list[float]:
        """The game's playout (random unless it plays its rule of thumb) for `left` decisions (system steps are free),
        then its judgement."""
        game, rng = self.game, self.rng
        while left > 0 and (decision := game.decision(state)) is not None and not game.horizon(state, self.seat):
            if decision.actor is None:
                advance(game, state, decision.legal[0])
                continue
            seat = decision.next_seat()
            advance(game, state, game.playout(state, decision, seat if seat is not None else decision.actor, rng))
            left -= 1
        return game.evaluate(state)

    def run(self, level: Level, clock: Callable[[], float] = time.perf_counter,
            cancelled: Callable[[], bool] = lambda: False, settle: bool = False) -> Thought:
        """Think within `level` and answer with the most tried root action of the seat; with `settle`, stop
        as soon as no other action could catch the most tried one in the iterations left (the same answer,
        sooner: a player's obvious moves should not cost the whole budget)."""
        legal = self.root_moves()
        start = clock()
        if len(legal) > 1 or self.only is not None:
            deadline = start + level.seconds
            cap = self.cap = level.iterations
            while not cancelled():
                self.iterate()
                now = None if cap is not None else clock()
                if cap is not None:
                    if self.iterations >= cap:
                        break
                elif now is not None and now >= deadline:
                    break
                if settle and self.iterations % SETTLE_EVERY == 0 and self._settled(legal, cap, start, now, deadline):
                    break
        stats = {a: (e.visits, e.total / e.visits if e.visits else 0.0) for a, e in self.root.edges.items()}
        if self.paired:   # every move tried as often: the best result, if it stands clear of the greedy move's
            best = self.paired_choice(legal, max(legal, key=lambda a: (stats.get(a, (0, 0.0))[1], -legal.index(a))))
        else:
            best = max(legal, key=lambda a: (stats.get(a, (0, 0.0)), -legal.index(a)))
        return Thought(best, self.iterations, clock() - start, stats)

    def _settled(self, legal: Sequence[Action], cap: int | None, start: float, now: float | None,
                 deadline: float) -> bool:
        """Whether the most tried root action leads the runner-up by more than the iterations left (under a
        time budget: those the pace so far would fit in the time left, with a margin)."""
        if cap is not None:
            left = cap - self.iterations
        else:
            assert now is not None
            left = int(SETTLE_MARGIN * self.iterations * (deadline - now) / max(now - start, 1e-9)) + 1
        edges = self.root.edges
        visits = sorted((edges[a].visits if a in edges else 0 for a in legal), reverse=True)
        return len(visits) > 1 and visits[0] - visits[1] > left


class SearchBot:
    """The search at one level, as a seat's bot: deterministic for a seed when the level caps iterations."""

    def __init__(self, level: str = "normal", iterations: int | None = None) -> None:
        base = LEVELS[level]
        self.level = Level(base.seconds, iterations if iterations is not None else base.iterations)
        self.name = f"mcts:{level}"
        self.last: Thought | None = None
        self.greedy: dict[str, Any] = {}   # per game, one greedy bot kept all game: its plans (a path's goal) hold

    def choose(self, game: Game[Any], seen: Seen[Any], decision: Decision, player: int, rng: Rng) -> Action:
        legal = own_actions(decision, player)
        if len(legal) == 1:
            return legal[0]
        search_rng = Rng(rng.next64())
        if game.id not in self.greedy:
            self.greedy[game.id] = _greedy(game.id)
        greedy: Any = self.greedy[game.id]
        prior: Action | None = None
        if greedy is not None:   # given the same Seen: the greedy rules of thumb never see what is hidden either
            prior = greedy.choose(game, seen, decision, player, Rng(rng.next64()))
            if game.routine(decision, player):   # not worth the time: the rule of thumb answers
                self.last = None
                return prior
        search = Search(game, seen, decision, player, search_rng, prior=prior)
        thought = search.run(replace(self.level, seconds=self.level.seconds * game.think_share), settle=True)
        if prior is not None and thought.action != prior:
            margin = game.lean(seen.view, prior)   # the game's margin at the table the seat sees
            if margin > 0 and thought.value() - thought.value(prior) < margin:
                thought = replace(thought, action=prior)   # not clearly better than the rule of thumb: the rule's move
        self.last = thought
        return thought.action


def _greedy(game_id: str) -> Any:
    """The game's own greedy bot, or None where its manifest brings none."""
    return bot_for(game_id, GREEDY) if GREEDY in bot_names(game_id) else None


LEVEL_LABELS = {"easy": Text("Strategist (easy)", "Strateg (łatwy)"),
                "normal": Text("Strategist (normal)", "Strateg (średni)"),
                "hard": Text("Strategist (hard)", "Strateg (trudny)")}


def _at(level: str) -> Callable[[], SearchBot]:
    """The factory the registry keeps for one level."""
    return lambda: SearchBot(level)


for _level, _label in LEVEL_LABELS.items():
    register_bot(f"mcts:{_level}", _label)(_at(_level))
