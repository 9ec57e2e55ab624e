"""The Roll Player table: every sheet, the Initiative row, the Market, and a target for every legal action.

The whole picture is painted once per shown state into a cached layer (so a frame is one blit
plus the running animations); painting also records where each thing is ("spots"), and targets
are those spots paired with the decision's legal actions (see spots.py).
"""
from __future__ import annotations

from functools import partial
from typing import Any, Callable, Hashable, Mapping

import pygame

from app import i18n
from app.games.roll_player import layout as lay
from app.games.roll_player import model, paint, text, zoom
from app.board.presenter import Presenter
from app.games.roll_player import anim
from app.games.roll_player.anim import Batch, Before, Stage, backing
from app.games.roll_player.breakdown import breakdown as score_breakdown
from app.games.roll_player.market_row import keep_dealt, keep_places, shown
from app.games.roll_player import battle_paint, fiends_paint
from app.board.overlays import Browser, Overlay, Picture
from app.games.roll_player.spots import BAR_MENU, TILE_KINDS, bar_key, keys_for, tile_value
from app.input.controller import TOOLTIP_LINES
from app.input.shapes import Rect
from app.render.palette import CREAM, GOLD, PANEL, PANEL_EDGE
from app.render.table import table as table_background
from app.table import Inspection, ScoreBreakdown, Table
from app.input.targets import BarItem, Look, Target
from engine.games.roll_player.effects import content as load_content
from engine.games.roll_player.market import blocker, price
from engine.games.roll_player.scoring import goal_value
from engine.games.roll_player.state import Attr
from engine.kernel import Action, Decision, Game, GameConfig
from engine.kernel.canonical import JsonObject

Key = Hashable
ZOOMED_SPOTS = frozenset({"market", "card", "card_art", "peek", "minion", "monster", "imp", "card_imp", "adventure",
                          "race", "class"})  # spots whose last key part is a card id
BUYING = frozenset({"market_action", "second_purchase"})           # decisions in which a Market card is bought


class RollPlayerTable(Table):
    """Roll Player with the mouse: the viewing player's sheet large, the others compact."""

    game_id = "roll-player"

    def __init__(self, game: Game[Any], config: GameConfig) -> None:
        super().__init__(game, config)
        self.names = [s.name for s in config.seats]
        self.model: Any = None
        self.spots: dict[Key, pygame.Rect] = {}
        self.dice_seen: dict[int, JsonObject] = {}
        self.plan: dict[Key, list[Action]] = {}
        self.plan_for: Decision | None = None
        self.tiles: dict[Any, int] = {}
        self.layer: pygame.Surface | None = None
        self._lang = i18n.Watch()
        self.grid: lay.TableLayout | None = None
        self.regions: dict[tuple[int, int], tuple[Hashable, pygame.Surface, dict[Key, pygame.Rect]]] = {}
        self.main_seat = 0
        self.before = Before(lambda: self.rect)
        self.stage = Stage(lambda: self.spots, self._die_at, lambda die: self.dice_seen.get(die), self._u,
                           self.before.at, lambda key: backing(self.spots, self.main_seat, key))
        self.market_places: list[str] = []
        self.card_places: list[list[str]] = []   # the dice each Initiative card was dealt (ids)
        self.start_places: list[str] = []   # where the main seat's starting dice were dealt (ids), as the Market's

    # --- the shell's calls -----------------------------------------------------------------
    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self.grid = None
        if self.view is not None:
            self._paint()

    def show(self, view: Any, decision: Decision | None, viewer: int | None) -> None:
        super().show(view, decision, viewer)
        self.model = model.state(view) if view else None
        self.market_places = keep_places(self.market_places, (view or {}).get("market_row") or [])
        if viewer is not None:
            self.main_seat = viewer
        elif decision is not None and decision.actor is not None:
            self.main_seat = decision.actor
        players = (view or {}).get("players") or []
        start = players[self.main_seat].get("start_dice") or [] if self.main_seat < len(players) else []
        self.start_places = keep_places(self.start_places, [str(d["id"]) for d in start])
        cards = (view or {}).get("initiative") or []
        self.card_places = [keep_dealt(self.card_places[i] if i < len(self.card_places) else [],
                                       [str(d["id"]) for d in card.get("dice") or []]) for i, card in enumerate(cards)]
        self._replan(decision)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        relabel = self._lang.changed()
        if relabel or self.layer is None or self.layer.get_size() != self.rect.size:
            self._paint()
        if self.layer is not None:
            surface.blit(self.layer, self.rect.topleft)

    def large(self, item: str) -> Overlay | None:
        """A card, a setup tile or an expansion card shown large over the window, or None for what has no picture."""
        if not zoom.zoomable(item):
            return None
        solo = bool((self.view or {}).get("solo"))
        return Picture(item, lambda surface: zoom.draw(surface, item, self._u(), solo))

    def _browser(self, key: tuple[Any, ...]) -> Overlay:
        """A browser of the discard pile (key ("discard",)) or of one player's cards (("cards", seat))."""
        def paint_it(surface: pygame.Surface, hits: dict[str, pygame.Rect]) -> None:
            paint.set_scale(self._u())
            title, items = self._browsed(key)
            paint.draw_overlay_list(surface, title, items, self._u(), text.t("browse_hint"), hits)
        return Browser(key, paint_it, self.large)

    def inspect(self, seat: int) -> Inspection | None:
        """A player's race, class, backstory, gold and rows, their familiar and their cards, as the table shows them."""
        players = (self.view or {}).get("players") or []
        if not 0 <= seat < len(players):
            return None
        p, c = players[seat], load_content()
        who = [text.name(c.races[p["race"]].name)] if p.get("race") in c.races else []
        who += [text.name(c.classes[p["class_id"]].name)] if p.get("class_id") in c.classes else []
        title = " · ".join([self.names[seat], " ".join(who)] if who else [self.names[seat]])
        facts = [f"{p.get('gold', 0)} {text.t('gold')}"]
        if p.get("backstory") in c.backstories:
            facts.append(f"{text.t('backstory')}: {text.name(c.backstories[p['backstory']].name)}")
        player = self.model.players[seat] if self.model is not None and p.get("race") else None
        for a in lay.ATTRS:
            values = [str(d["value"]) for d in p["sheet"].get(a) or [] if d]
            total = goal_value(player, Attr[a], c) if player is not None else sum(map(int, values))
            facts.append(f"{text.t(f'attr_short.{a}')} {total}  ({', '.join(values) or '—'})")
        groups = [(text.t(group), tuple(p.get(group) or ())) for group in zoom.OWNED if p.get(group)]
        if p.get("familiar"):
            groups.append((text.t("fiends.familiar"), (p["familiar"],)))
        return Inspection(title, tuple(facts), tuple(groups))

    def card_picture(self, card: str, width: int) -> pygame.Surface | None:
        """A Market card's face; a familiar as the zoom draws it (nothing else is a card of an inspection)."""
        if card in load_content().cards:
            return paint.card_image(card, width)
        surface = pygame.Surface((width, round(width * 1.3)))
        surface.fill(PANEL)
        paint.set_scale(width / zoom.FIENDS_CARD[0])
        try:
            fiends_paint.draw_familiar(surface, surface.get_rect(), card, width / zoom.FIENDS_CARD[0])
        finally:
            paint.set_scale(self._u())
        return surface

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose sheet header (name and emblem) lies under `pos`."""
        g = self.grid
        if g is None:
            return None
        sheets = {**g.others, min(self.main_seat, len(((self.view or {}).get("players") or [])) - 1): g.main}
        return next((seat for seat, sheet in sheets.items() if sheet.header.move(self.rect.topleft).collidepoint(pos)),
                    None)

    def _browsed(self, key: tuple[Any, ...]) -> tuple[str, list[str]]:
        """A browser's title and cards: the discard pile, or one player's cards."""
        view = self.view or {}
        if key[0] == "discard":
            pile = list(view.get("discard_pile") or [])
            return text.t("discard_title", count=len(pile)), pile
        seat = key[1]
        owned = zoom.owned(view["players"][seat])
        return text.t("cards_title", name=self.names[seat], count=len(owned)), owned

    def targets(self, decision: Decision, player: int) -> list[Target]:
        if decision is not self.plan_for:
            self._replan(decision)
        out = []
        for key, actions in self.plan.items():
            rect = self.spots.get(key)
            if rect is None or not actions:
                continue
            tip = self._tooltip(key, actions)
            if isinstance(key, tuple) and key[0] == "market":
                out.append(self._market_target(key, rect, actions, tip))
            else:
                # dropping a weapon or banishing an imp is always on offer, so either asks before it is done
                asks = any(a.kind in ("drop_weapon", "banish_imp") for a in actions)
                out.append(Target(Rect.of(rect), tuple(dict.fromkeys(actions)), tip, key=key, ask=asks))
        return out

    def _market_target(self, key: tuple[Any, ...], rect: pygame.Rect, actions: list[Action], tip: str) -> Target:
        """A Market card always asks (its chooser lists buying and discarding, each as its own line), so a
        click never discards a card that shows its price; one it cannot buy says why (spec §4.6, §4.7)."""
        note = ""
        if self.model is not None and not any(a.kind == "buy" for a in actions):
            note = text.cannot_buy(self.model, actions[0].seat, key[1]) or ""
        return Target(Rect.of(rect), tuple(dict.fromkeys(actions)), "\n".join(filter(None, (note, tip))), key=key,
                      ask=True, note=note)

    def anchor(self, name: str) -> pygame.Rect | None:
        """A named area of the table in screen pixels (tutorial highlights), or None."""
        g = self.grid
        if g is None:
            return None
        clickable = {"races": "tile", "classes": "tile", "start_dice": "start_die"}
        if name in clickable and (on_screen := self._spots_union(clickable[name])) is not None:
            return on_screen
        drawn = next((r for k, r in self.spots.items() if isinstance(k, tuple) and ":".join(map(str, k)) == name), None)
        if drawn is not None:   # a thing drawn but not clickable now, named by its spot ("adventure:AD03")
            return drawn
        m = g.main
        if name in lay.GROUPS:
            tiles = self.spots.get(("group", self.main_seat, name))
            return tiles if tiles is not None else m.cards.move(self.rect.topleft)
        areas: dict[str, pygame.Rect | None] = {
            "sheet": m.panel, "alignment": _union([m.align, *m.arrows.values()]), "backstory": m.backstory, "gold": m.gold,
            "charisma": m.charisma, "initiative": g.initiative, "market": g.market, "choice": g.bar,
            "discard": g.discard, "deck": g.deck, "info": g.info, "races": m.cards, "classes": m.cards,
            "start_dice": m.cards, "scores": _union([*m.goals.values(), *m.totals.values()]),
        }
        rect = areas.get(name)
        return rect.move(self.rect.topleft) if rect is not None else None

    def _spots_union(self, kind: str) -> pygame.Rect | None:
        """Where the clickable spots of one kind are (already in screen pixels)."""
        return _union([r for k, r in self.spots.items() if isinstance(k, tuple) and k and k[0] == kind])

    def describe_illegal(self, pos: tuple[float, float]) -> str | None:
        key = self._spot_at(pos)
        if key is None or self.view is None:
            return None
        return self._why(key)

    def look_at(self, pos: tuple[int, int]) -> Look | None:
        """What a card, a setup tile or a pile shows beyond a move: a card (the Market, any sheet's, the peeked deck
        top, a familiar) or a race or class tile is shown large on a right-click; the discard pile and another
        player's card counters open a browser of their cards."""
        pile = self.spots.get(("discard_pile",))
        if pile is not None and pile.collidepoint(pos):
            return Look(("discard_pile",), browse=("discard",))
        key = self._spot_at(pos)
        if not isinstance(key, tuple) or not key:
            return None
        if key[0] == "owned":
            return Look(key, browse=("cards", key[1]))
        item = key[-1] if key[0] in ZOOMED_SPOTS else self._tile_value(key[1]) if key[0] == "tile" else None
        if key[0] == "familiar":
            item = (self.view or {})["players"][key[1]].get("familiar")
        if key[0] == "adv_token":
            item = self._token_card(key[1], key[2])
        return Look(key, large=item) if item is not None else None

    def picture(self, name: Hashable) -> Overlay | None:
        """A card or tile shown large (named by its id), or a browser (named ("discard",) or ("cards", seat)); a
        player with no cards has nothing to browse."""
        if isinstance(name, str):
            return self.large(name)
        if not isinstance(name, tuple) or not name:
            return None
        if name[0] == "cards" and not zoom.owned((self.view or {})["players"][name[1]]):
            return None
        return self._browser(name)

    def _tile_value(self, index: int) -> str | None:
        """The race or class a setup tile shows."""
        return next((value for value, i in self.tiles.items() if i == index), None)

    def register(self, presenter: Presenter) -> None:
        """Every event's look and sound (anim.py); the picture before a batch is dropped once all is still."""
        super().register(presenter)
        anim.register(presenter, self.stage, self._batch)
        presenter.when_still(self.before.forget)

    def _batch(self) -> Batch:
        """A batch of steps starts: keep where everything was, and the picture of it."""
        self.before.keep(self.layer)
        return Batch(dict(self.spots))


    def action_label(self, action: Action) -> str:
        return text.Labeller(self.view, self.model, self.names, self.dice_seen).label(action)

    def breakdown(self, state: Any) -> ScoreBreakdown:
        return score_breakdown(state, self.names)

    # --- planning targets ------------------------------------------------------------------
    def _human(self, seat: int | None) -> bool:
        return seat is not None and seat < len(self.config.seats) and not self.config.seats[seat].is_bot

    def _plan(self, decision: Decision | None) -> None:
        """Group the legal actions by the spot each stands for: what the board host left the person at the mouse
        (their own moves, other people's skills usable now; app/board/seats.py)."""
        self.plan_for = decision
        self.plan, self.tiles = {}, {}
        if decision is None or decision.actor is None:
            return
        view = self.view or {}
        for a in decision.legal:
            if a.kind in TILE_KINDS:
                for drawn in _familiars_drawn(view, a) if a.kind == "keep_familiar" else ():
                    self.tiles.setdefault(drawn, len(self.tiles))   # every familiar drawn shows, even one not offered now
                self.tiles.setdefault(tile_value(a), len(self.tiles))
        no_cards = view.get("expansion") == "fiends" and len(view.get("players") or []) >= 3
        for a in decision.legal:
            keys = keys_for(a, view, self.tiles) or [bar_key(a)]
            if no_cards and a.kind == "use_skill" and a.player != self.main_seat:
                keys = [bar_key(a)]   # the expansion's narrow sheets have no room for cards: a button
            for key in keys:
                self.plan.setdefault(key, []).append(a)

    def _replan(self, decision: Decision | None) -> None:
        """Group the legal actions by spot and paint them; painted again when some had no spot drawn."""
        self._plan(decision)
        self._paint()
        if self._unplaced_to_bar():
            self._paint()

    def _unplaced_to_bar(self) -> bool:
        """Another person's moves on their cards and imps (discarding a weapon, a skill, banishing an imp) that their
        compact sheet has no room to show become buttons, so every move offered has something to click; True when
        any did."""
        unplaced = [key for key in self.plan if isinstance(key, tuple) and key[0] in ("card", "imp")
                    and key[1] != self.main_seat and key not in self.spots]
        for key in unplaced:
            for a in self.plan.pop(key):
                self.plan.setdefault(bar_key(a), []).append(a)
        return bool(unplaced)

    def _tooltip(self, key: Key, actions: list[Action]) -> str:
        labeller = text.Labeller(self.view, self.model, self.names, self.dice_seen)
        labels = list(dict.fromkeys(labeller.label(a) for a in actions))
        info = self._info(key) if isinstance(key, tuple) and key and key[0] in ("imp", "minion") else None
        if isinstance(key, tuple) and key and key[0] == "init_card":   # the imps that come with the card
            imps = ((self.view or {}).get("card_imps") or [[]] * (key[1] + 1))[key[1]]
            info = "\n".join(fiends_paint.imp_words(imp) for imp in imps) or None
        if info is not None:
            labels = labels[:TOOLTIP_LINES - 1] + [info]
        if len(labels) == 1:
            return labels[0]
        shown = labels[:TOOLTIP_LINES] + (["…"] if len(labels) > TOOLTIP_LINES else [])
        return "\n".join(shown)

    def bar_items(self, decision: Decision, player: int) -> list[BarItem]:
        """The moves with no spot on the table (Skip, Take gold, Keep, the discard pile's menus) as bar buttons."""
        if decision is not self.plan_for:
            self._plan(decision)
        labeller = text.Labeller(self.view, self.model, self.names, self.dice_seen)
        out: list[BarItem] = []
        others: dict[int, list[Action]] = {}
        for key, actions in self.plan.items():
            if not isinstance(key, tuple) or key[0] != "bar":
                continue
            seat = actions[0].player
            if seat is not None and decision.actor is not None and seat != decision.actor:
                others.setdefault(seat, []).extend(actions)   # another person's any-time moves share one button
                continue
            kind = actions[0].kind
            caption = text.t(BAR_MENU[kind]) if kind in BAR_MENU else labeller.label(actions[0])
            out.append(BarItem(caption, tuple(dict.fromkeys(actions)), key, tooltip=self._tooltip(key, actions)))
        for seat, actions in others.items():
            name = self.names[seat] if seat < len(self.names) else str(seat + 1)
            out.append(BarItem(text.t("bar.others_moves", name=name), tuple(dict.fromkeys(actions)), ("bar", "seat", seat),
                               tooltip=self._tooltip(("bar", "seat", seat), actions)))
        return out

    def _dice_to_roll(self) -> int | None:
        """How many combat dice the hunt now under way will roll (the engine's count), before its roll."""
        from engine.games.roll_player.fiends.hunt import pool_size
        frame = next((f for f in reversed(self.model.stack) if f.kind == "hunt"), None) if self.model else None
        if frame is None or frame.data.get("rolls") is not None or not self.model.minion_deck:
            return None
        return pool_size(self.model, frame.player, frame.data.get("mercenaries", 0))

    def opaque_rect(self) -> pygame.Rect | None:
        """The whole board: draw blits one opaque picture of it (its own felt included) whenever there is a view."""
        return pygame.Rect(self.rect) if self.view is not None else None

    def bar_area(self) -> pygame.Rect | None:
        """The strip under the main sheet that the layout keeps for the action bar."""
        if self.grid is None:
            return None
        u = self.grid.scaler.u
        return self.grid.bar.inflate(-round(16 * u), -round(10 * u)).move(self.rect.topleft)

    # --- painting ------------------------------------------------------------------------
    def _u(self) -> float:
        return self.grid.scaler.u if self.grid is not None else 1.0

    def _paint(self) -> None:
        """Redraw the static layer and record every spot (called when the shown state changes)."""
        if self.view is None or self.rect.w <= 0 or self.rect.h <= 0:
            return
        view = self.view
        players = len(view["players"])
        seat = min(self.main_seat, players - 1)
        local = pygame.Rect(0, 0, self.rect.w, self.rect.h)
        fiends = view.get("expansion") == "fiends"
        if self.grid is None or self.grid.main_seat != seat or self.grid.scaler.rect != local:
            self.grid = lay.build(local, players, seat, fiends)
            self.regions.clear()
        g = self.grid
        u = g.scaler.u
        paint.set_scale(u)
        layer = pygame.Surface(self.rect.size).convert() if pygame.display.get_surface() else pygame.Surface(self.rect.size)
        layer.blit(table_background(self.rect.size, (0, 0, self.rect.w, self.rect.h)), (0, 0))
        spots: dict[Key, pygame.Rect] = {}
        labeller = text.Labeller(view, self.model, self.names)
        prompt = (labeller.prompt(self.decision.prompt, self.decision.actor, not self._human(self.decision.actor))
                  if self.decision is not None
                  else text.t("game_over"))
        paint.draw_info(layer, g.info, g.deck, g.discard, view, prompt, u, spots)
        spots[("discard_pile",)] = g.discard
        spots[("deck",)] = g.deck
        lang = i18n.lang()
        if g.hunt is not None and battle_paint.battle_on(view):
            self._battle(layer, g, spots)
        else:
            self._board(layer, g, spots, seat)
        for other, sheet in g.others.items():
            self._region(layer, sheet.panel, self._sheet_key(other, sheet), spots,
                         partial(self._sheet, layer, sheet, other))
        if view.get("solo"):
            self._region(layer, g.others_area, ("solo", lang, repr(view.get("enemy_dice")), len(view.get("trash") or [])),
                         spots, lambda out: paint.draw_solo(layer, g.others_area, view, u, out))
        self._region(layer, g.main.panel, self._sheet_key(seat, g.main), spots,
                     lambda out: self._sheet(layer, g.main, seat, out))
        self._focus(layer, g.main, seat)
        self._banish_costs(layer, spots)
        self._bar(layer)
        self.dice_seen.update(self._dice(view))
        for key, rect in list(spots.items()):
            if isinstance(key, tuple) and key[0] in ("init_die", "pool_die", "start_die"):
                spots[("die", key[1])] = rect
        offset = self.rect.topleft
        self.spots = {k: r.move(offset) for k, r in spots.items()}
        self.layer = layer

    def _board(self, layer: pygame.Surface, g: lay.TableLayout, spots: dict[Key, pygame.Rect], seat: int) -> None:
        """The Initiative cards, the Market and (with the expansion) the hunt strip."""
        view = self.view or {}
        u = g.scaler.u
        lang = i18n.lang()
        self._region(layer, g.initiative, ("init", lang, repr(view.get("initiative")), repr(view.get("pool")),
                                           repr(view.get("card_imps")), repr(self.card_places)), spots,
                     lambda out: self._initiative(layer, g.initiative, out))
        if (hunt_rect := g.hunt) is not None:
            to_roll = self._dice_to_roll()
            hunt = ("hunt", lang, repr(view.get("minion_deck")), repr(view.get("adventure")), view.get("monster"),
                    repr([f for f in view.get("stack") or [] if f.get("kind") == "hunt"]), to_roll)
            self._region(layer, hunt_rect, hunt, spots,
                         lambda out: fiends_paint.draw_hunt(layer, hunt_rect, view, u, out, to_roll))
        prices = self._prices(seat)
        places = shown(self.market_places, view.get("market_row") or [])
        blocked = self._blocked(seat)
        market = ("market", lang, repr(places), repr(prices), view.get("peek"), tuple(sorted(blocked)))
        self._region(layer, g.market, market, spots,
                     lambda out: paint.draw_market(layer, g.market, view, places, prices, u, out, blocked))

    def _battle(self, layer: pygame.Surface, g: lay.TableLayout, spots: dict[Key, pygame.Rect]) -> None:
        """The Monster battle's screen over the Initiative, the Market and the hunt strip."""
        view = self.view or {}
        area = _union([g.initiative, g.market, g.hunt] if g.hunt is not None else [g.initiative, g.market])
        assert area is not None
        key = ("battle", i18n.lang(), repr(view.get("battle_pool")), repr(view.get("battle_rolls")),
               repr(view.get("battle_result")), view.get("current"), view.get("phase"), repr(view.get("adventure")),
               repr([(p.get("glory"), p.get("damage"), p.get("monster_stars"), p.get("champion_stars"))
                     for p in view["players"]]))
        self._region(layer, area, key, spots,
                     lambda out: battle_paint.draw_battle(layer, area, view, self.names, g.scaler.u, out))

    def _initiative(self, layer: pygame.Surface, area: pygame.Rect, out: dict[Key, pygame.Rect]) -> None:
        """The Initiative cards with their dice, and with the expansion the imps lying on them."""
        view = self.view or {}
        paint.draw_initiative(layer, area, view, self.names, self._u(), out, self.card_places)
        if view.get("expansion") == "fiends":
            u = self._u()
            key = "fiends.call_drawn" if view.get("call_drawn") else "fiends.call_waiting"
            words = text.t(key, count=view.get("dice_per_card", 1))
            paint.label(layer, words, 10, GOLD, (area.right - round(8 * u), area.y + round(6 * u)), anchor="topright",
                        max_w=area.w // 2)
        spaces = view.get("imp_spaces") or []
        for i, imps in enumerate(view.get("card_imps") or []):
            card = out.get(("init_card", i))
            if card is not None:
                fiends_paint.draw_card_imps(layer, card, imps, bool(spaces[i]) if i < len(spaces) else False, i,
                                            self._u(), out)

    def _banish_costs(self, layer: pygame.Surface, spots: dict[Key, pygame.Rect]) -> None:
        """On each imp the player may banish now, what it costs: a Charisma token and/or the gold."""
        labeller = text.Labeller(self.view, self.model, self.names)
        for key, actions in self.plan.items():
            rect = spots.get(key)
            if not isinstance(key, tuple) or key[0] != "imp" or rect is None:
                continue
            costs = []
            for a in actions:
                if a.kind == "banish_imp":
                    costs.append(("charisma", 1) if a["pay"] == "charisma" else ("gold", labeller.banish_gold(a.seat)))
            fiends_paint.draw_costs(layer, rect, list(dict.fromkeys(costs)), self._u())

    def _focus(self, layer: pygame.Surface, sheet: lay.SheetLayout, seat: int) -> None:
        """Ring the die an Intelligence re-roll is deciding about, so the bar's values have a subject."""
        stack = (self.view or {}).get("stack") or []
        top = stack[-1] if stack else None
        if top is None or top["kind"] != "int_choose" or top["player"] != seat:
            return
        slot = sheet.slots.get((top["data"]["row"], top["data"]["index"]))
        if slot is not None:
            pygame.draw.rect(layer, GOLD, slot.inflate(6, 6), max(2, round(3 * self._u())), border_radius=8)

    def _region(self, layer: pygame.Surface, rect: pygame.Rect, key: Hashable, spots: dict[Key, pygame.Rect],
                paint_fn: Callable[[dict[Key, pygame.Rect]], None]) -> None:
        """Paint a region only when what it shows changed; otherwise blit its cached picture."""
        cached = self.regions.get(rect.topleft)
        if cached is not None and cached[0] == key:
            layer.blit(cached[1], rect.topleft)
            spots.update(cached[2])
            return
        out: dict[Key, pygame.Rect] = {}
        paint_fn(out)
        self.regions[rect.topleft] = (key, layer.subsurface(rect).copy(), out)
        spots.update(out)

    def _sheet_key(self, seat: int, sheet: lay.SheetLayout) -> Hashable:
        """Everything a sheet's picture depends on (its player's data, turn, arrows, setup tiles)."""
        view = self.view
        d = self.plan_for
        dirs = tuple(sorted(a["dir"] for a in d.legal if a.kind == "wisdom" and a.player == seat)) if d else ()
        tiles = tuple(self.tiles) if not sheet.compact else ()
        active = self.decision is not None and self.decision.actor == seat
        return (seat, tuple(sheet.panel), i18n.lang(), repr(view["players"][seat]), active,
                view.get("first_player"), dirs, tiles, self.names[seat] if seat < len(self.names) else "",
                tuple(self.start_places) if seat == self.main_seat else ())

    def _sheet(self, layer: pygame.Surface, sheet: lay.SheetLayout, seat: int, spots: dict[Key, pygame.Rect]) -> None:
        view = self.view
        p = view["players"][seat]
        player = self.model.players[seat]
        active = self.decision is not None and self.decision.actor == seat
        name = self.names[seat] if seat < len(self.names) else f"P{seat + 1}"
        u = self._u()
        paint.draw_sheet(layer, sheet, view, seat, name, player, u, spots, active)
        spots[("sheet", seat)] = sheet.panel
        if "FAM" in p["sheet"]:
            fiends_paint.draw_counters(layer, sheet, p, seat, u, spots)
            if not sheet.compact:
                fiends_paint.draw_familiar(layer, sheet.familiar, p.get("familiar"), u)
                spots[("familiar", seat)] = sheet.familiar
                fiends_paint.draw_extras(layer, sheet, p, seat, u, spots)
        for (a, k), rect in sheet.slots.items():
            d = p["sheet"][a][k]
            if d is not None:
                spots[("die", d["id"])] = rect
        if sheet.compact:
            if sheet.cards.h > 0:
                paint.draw_cards(layer, sheet, p, seat, u, spots)
            else:   # the expansion's narrow sheet: its counters line opens the browser of the player's cards
                spots[("owned", seat)] = sheet.extras
            return
        dirs = {a["dir"] for a in self.plan_for.legal if a.kind == "wisdom" and a.player == seat} if self.plan_for else set()
        paint.draw_arrows(layer, sheet, dirs, u)
        for d in dirs:
            spots[("arrow", seat, d)] = sheet.arrows[d]
        if self.tiles:
            self._tiles(layer, sheet.cards, spots)
        elif p.get("start_dice") or p.get("class_dice"):
            paint.draw_start_dice(layer, sheet.cards, p, u, spots, self.start_places if seat == self.main_seat else ())
        else:
            paint.draw_cards(layer, sheet, p, seat, u, spots)

    def _tiles(self, layer: pygame.Surface, area: pygame.Rect, spots: dict[Key, pygame.Rect]) -> None:
        u = self._u()
        count = len(self.tiles)
        cols = count if count <= 3 else 3 if count <= 6 else 4
        rows = (count + cols - 1) // cols
        gap = max(2, round(6 * u))
        w = (area.w - gap * (cols + 1)) // cols
        h = (area.h - gap * (rows + 1)) // rows if count <= 3 else min(round(90 * u), (area.h - gap * (rows + 1)) // rows)
        kind = next((a.kind for a in (self.plan_for.legal if self.plan_for else ()) if a.kind in TILE_KINDS), "")
        for value, i in self.tiles.items():
            r, c = divmod(i, cols)
            rect = pygame.Rect(area.x + gap + c * (w + gap), area.y + gap + r * (h + gap), w, h)
            if kind == "keep_familiar":
                fiends_paint.draw_familiar(layer, rect, value, u)
            else:
                paint.draw_tile(layer, rect, kind, value, u)
            spots[("tile", i)] = rect

    def _bar(self, layer: pygame.Surface) -> None:
        """The action bar's strip (the board host draws its buttons), with the zoom hint while it has none."""
        g = self.grid
        assert g is not None
        paint.panel(layer, g.bar, PANEL, PANEL_EDGE, max(2, round(6 * g.scaler.u)))
        if not any(isinstance(key, tuple) and key[0] == "bar" for key in self.plan):
            paint.label(layer, text.t("zoom_hint"), 11, CREAM, g.bar.center, anchor="center")

    def _blocked(self, seat: int) -> frozenset[str]:
        """The Market cards `seat` cannot buy while it is their turn to buy (their prices are marked)."""
        d = self.decision
        if self.model is None or d is None or d.actor != seat or d.prompt not in BUYING:
            return frozenset()
        return frozenset(c for c in self.model.market_row if blocker(self.model, seat, c))

    def _prices(self, seat: int) -> dict[str, int]:
        if self.model is None:
            return {}
        return {c: price(self.model, seat, c) for c in self.model.market_row}

    @staticmethod
    def _dice(view: JsonObject) -> dict[int, JsonObject]:
        out: dict[int, JsonObject] = {}
        for d in view.get("pool") or []:
            out[d["id"]] = d
        for c in view.get("initiative") or []:
            for d in c["dice"]:
                out[d["id"]] = d
        for p in view["players"]:
            for d in p.get("start_dice") or []:
                out[d["id"]] = d
            for row in p["sheet"].values():
                for d in row:
                    if d is not None:
                        out[d["id"]] = d
        return out

    # --- explanations ----------------------------------------------------------------------
    def _spot_at(self, pos: tuple[float, float]) -> Key | None:
        """The most specific spot under `pos` (a die or card before the row or panel it lies on)."""
        best: tuple[int, Key] | None = None
        for key, rect in self.spots.items():
            if rect.collidepoint(pos):
                area = rect.w * rect.h
                if best is None or area < best[0]:
                    best = (area, key)
        return best[1] if best else None

    def _info(self, key: Key) -> str | None:
        """What an expansion card or token on the table is (its words), for a click or a hover."""
        view = self.view or {}
        if not isinstance(key, tuple) or not key:
            return None
        kind = key[0]
        if kind == "race":
            return f"{text.name(load_content().races[key[2]].name)}: {text.race_mods(key[2])}"
        if kind == "class":
            cls = load_content().classes[key[2]]
            return f"{text.name(cls.name)} — {text.name(cls.ability_name)}: {text.name(cls.ability_text)}"
        if kind in ("imp", "card_imp"):
            return fiends_paint.imp_words(key[2])
        if kind == "minion":
            return fiends_paint.minion_words(key[1])
        if kind == "monster":
            return fiends_paint.monster_words(key[1], bool(view.get("solo")))
        if kind == "adventure":
            return fiends_paint.adventure_words(key[1])
        if kind == "adventure_back":
            return text.t("fiends.adventure_hidden")
        if kind == "familiar":
            fid = view["players"][key[1]].get("familiar")
            return fiends_paint.familiar_words(fid) if fid else None
        if kind == "adv_token":
            return self._token_info(key[1], key[2])
        if kind == "counter":
            return text.t(f"fiends.counter_info.{key[2]}")
        return None

    def _token_info(self, seat: int, index: int) -> str:
        """An Adventure token: the card of its type when its holder has seen it, else what the token is for."""
        card = self._token_card(seat, index)
        return fiends_paint.adventure_words(card) if card else text.t("fiends.token_info")

    def _token_card(self, seat: int, index: int) -> str | None:
        """The Adventure card of a token's type when the viewer sees it face up (its holder's peek), else None."""
        view = self.view or {}
        tokens = view["players"][seat].get("adventure_tokens") or []
        kinds = ("lair", "trap", "attack")
        cards = view.get("adventure") or []
        kind = tokens[index] if index < len(tokens) else None
        card = cards[kinds.index(kind)] if kind in kinds and kinds.index(kind) < len(cards) else None
        return card if isinstance(card, str) else None

    def _why(self, key: Key) -> str | None:
        view = self.view or {}
        d = self.decision
        if not isinstance(key, tuple) or not key:
            return None
        kind = key[0]
        info = self._info(key)
        if info is not None:
            return info
        actor = d.actor if d is not None else None
        if d is not None and actor is not None and actor != self.viewer and self.viewer is not None:
            return text.t("why.not_your_turn", name=self.names[actor])
        if kind == "init_card":
            card = (view.get("initiative") or [])[key[1]]
            if card.get("taken_by") is not None:
                return text.t("why.card_taken")
            return text.t("why.card_not_now")
        if kind == "market":
            if view.get("phase") != "MARKET" or view.get("current") != self.viewer or self.model is None:
                return text.t("why.market_not_now")
            return text.cannot_buy(self.model, self.viewer or 0, key[1])
        if kind == "card":
            seat, card = key[1], key[2]
            if seat != self.viewer and self.viewer is not None:
                return text.t("why.not_yours", name=self.names[seat])
            skills = view["players"][seat].get("skills") or {}
            if skills.get(card):
                return text.t("why.skill_exhausted", card=text.card_name(card))
            if card in skills:
                return text.t("why.skill_not_now", card=text.card_name(card))
            return None
        if kind == "slot":
            return text.t("why.placed") if self._die_at(key) else text.t("why.slot_empty")
        if kind == "pool_die" and (low := _lowest_left(view, key[1])) is not None:
            return text.t("why.sort_lowest_first", value=low)
        if kind in ("die", "init_die", "pool_die"):
            for card in view.get("initiative") or []:
                if any(d["id"] == key[1] for d in card["dice"]):
                    return text.t("why.card_taken") if card.get("taken_by") is not None else text.t("why.other_card")
            return text.t("why.placed")
        if kind in ("row", "rowlabel"):
            row = view["players"][key[1]]["sheet"][key[2]]
            if all(x is not None for x in row):
                return text.t("why.row_full")
        return None

    # --- what animations read ---------------------------------------------------------------
    def _die_at(self, key: Key) -> JsonObject | None:
        if not isinstance(key, tuple) or not self.view:
            return None
        if key[0] == "die":
            return self.dice_seen.get(key[1])
        if key[0] == "slot":
            return self.view["players"][key[1]]["sheet"][key[2]][key[3]]
        if key[0] == "combat_die":
            rolls = text.Labeller(self.view, None, self.names).rolls()
            return {"colours": ["BLACK"], "value": rolls[key[1]]} if key[1] < len(rolls) else None
        return None


def _union(rects: list[pygame.Rect]) -> pygame.Rect | None:
    """The smallest rectangle holding all of `rects`, or None when there are none."""
    return rects[0].unionall(rects[1:]) if rects else None


def _lowest_left(view: JsonObject, die_id: int) -> int | None:
    """The value still to be sorted first when `die_id` waits in the tray above it, else None."""
    pool = view.get("pool") or []
    die = next((d for d in pool if d["id"] == die_id), None)
    low = min((d.get("value") or 0 for d in pool), default=None)
    return low if die is not None and low is not None and (die.get("value") or 0) > low else None


def _familiars_drawn(view: Mapping[str, Any], action: Action) -> list[str]:
    """The familiars the chooser drew (a tutorial step that offers one still shows both, as its words say)."""
    players = view.get("players") or []
    who = action.player
    seat = players[who] if who is not None and 0 <= who < len(players) else {}
    drawn = seat.get("familiar_choices") if isinstance(seat, Mapping) else None
    return [str(f) for f in drawn] if isinstance(drawn, list) else []
