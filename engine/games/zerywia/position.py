"""Zerywia positions for scenarios and rule tests: a table in the rules' terms laid over the land once setup is
done (the heroes are still chosen and their sagas taken by actions), refused with file/key/expected errors when
the rules could never reach it.

[position] (every key optional):
  [[position.heroes]]   one per seat, seat 0 first
    region = "LEG09", V = 2, I = 1, W = 3 (points), flaws = ["V"], primal_flaws = ["I"] (at most 2, never on an
    attribute with a Flaw), injuries = { I = 1 }, pierw = 1,
    exhausted = ["wilczy_skok"], trophies = 2, offerings = 1, tokens = [{ terrain = "wilds", kir = "IST" }],
    sagas_done = ["zwada"] (sagas it develops whose every Tale is resolved), items = ["runa_wigoru"] (3 at most),
    creature = "nocnica", feats = ["grom"] (reward feats in its hand, ready, as if a Tale had given them),
    deity = "perun", paths = ["heroism", "curse"] (Path types under its stone, each a Tale of that type, 3 at most)
  [position.regions.LEG09]  taint = "taint" | "rift" | "none", threat = "threat" | "horde" | "none",
    watchtower = true, edge_stone = true
"""
from __future__ import annotations

from engine.common.scenario import POSITION_KEY, scenario_node
from engine.kernel import Context
from engine.kernel.canonical import JsonAny, JsonObject

from .content import ATTRIBUTES, content
from .state import GameState, HORDE, RIFT, TAINT, THREAT

HERO_KEYS = ("region", "flaws", "primal_flaws", "injuries", "pierw", "exhausted", "trophies", "offerings", "tokens",
             "sagas_done", "items", "creature", "feats", "deity", "paths") + ATTRIBUTES
REGION_KEYS = ("taint", "threat", "watchtower", "edge_stone")
NONE = "none"


def read(data: JsonAny, s: GameState) -> JsonObject | None:
    """The position a prepared game carries, checked against the heroes as set up (None: no position)."""
    root = scenario_node(data)
    if not root.has(POSITION_KEY):
        return None
    pos = root.table(POSITION_KEY).only(("heroes", "regions"))
    c = content()
    out: JsonObject = {"heroes": [], "regions": {}}
    if pos.has("heroes"):
        nodes = pos.array("heroes")
        if len(nodes) > len(s.heroes):
            pos.fail(f"expected at most {len(s.heroes)} heroes (one per seat), got {len(nodes)}", "heroes")
        for n, h in zip(nodes, s.heroes):
            n.only(HERO_KEYS)
            hero: JsonObject = {}
            if n.has("region"):
                hero["region"] = n.child("region").as_ref(c.board.regions, "a region")
            injuries = {}
            if n.has("injuries"):
                inj = n.table("injuries").only(ATTRIBUTES)
                injuries = {a: inj.int(a, lo=0, hi=h.attributes[a].base) for a in inj.keys()}
            hero["injuries"] = injuries
            flaws = [x.as_str(choices=ATTRIBUTES) for x in n.array("flaws")] if n.has("flaws") else []
            hero["flaws"] = flaws
            primal = [x.as_str(choices=tuple(a for a in ATTRIBUTES if a not in flaws))
                      for x in n.array("primal_flaws", length=None)] if n.has("primal_flaws") else []
            if len(set(primal)) != len(primal) or len(primal) >= c.rules.limits.pierw:
                n.fail(f"expected at most {c.rules.limits.pierw - 1} different attributes", "primal_flaws")
            hero["primal_flaws"] = primal
            for a in ATTRIBUTES:
                if n.has(a):
                    cap = h.attributes[a].base - injuries.get(a, 0)
                    hero[a] = n.int(a, lo=0, hi=cap - (a in flaws))
            if n.has("pierw"):
                hero["pierw"] = n.int("pierw", lo=0, hi=c.rules.limits.pierw)
            if n.has("trophies"):
                hero["trophies"] = n.int("trophies", lo=0, hi=99)
            if n.has("offerings"):
                hero["offerings"] = n.int("offerings", lo=0, hi=c.rules.limits.offerings)
            tokens: list[JsonAny] = []
            for t in n.array("tokens", length=None) if n.has("tokens") else []:
                t.only(("terrain", "kir"))
                tokens.append({"terrain": t.child("terrain").as_ref(c.rules.terrains, "a terrain"),
                               "kir": t.child("kir").as_ref(c.rules.kirs, "a Kir")})
            if len(tokens) > c.rules.limits.expedition_tokens:
                n.fail(f"expected at most {c.rules.limits.expedition_tokens} expedition tokens", "tokens")
            hero["tokens"] = tokens
            owned = [f.card for f in h.feats]
            hero["exhausted"] = [x.as_ref(owned, "a feat this hero owns") for x in n.array("exhausted")] \
                if n.has("exhausted") else []
            developing = [st.saga for st in h.stacks]
            hero["sagas_done"] = [x.as_ref(developing, "a saga this hero develops") for x in n.array("sagas_done")] \
                if n.has("sagas_done") else []
            hero["items"] = [x.as_ref(c.items, "an item") for x in n.array("items")] if n.has("items") else []
            if len(hero["items"]) > c.rules.limits.items:
                n.fail(f"expected at most {c.rules.limits.items} items", "items")
            hero["creature"] = n.child("creature").as_ref(c.creatures, "a creature") if n.has("creature") else None
            rewards = {k: v for k, v in c.sagas.items() if v.type == "feat" and not v.base and k not in owned}
            hero["deity"] = n.child("deity").as_ref(c.gods, "a god") if n.has("deity") else None
            kinds = [x.as_ref(c.rules.paths, "a Path type") for x in n.array("paths")] if n.has("paths") else []
            if len(kinds) > c.rules.limits.paths:
                n.fail(f"expected at most {c.rules.limits.paths} Paths", "paths")
            hero["paths"] = [[next(t for t in c.tales if c.tales[t].path == k), k] for k in kinds]
            hero["feats"] = [x.as_ref(rewards, "a reward feat the hero does not hold") for x in n.array("feats")] \
                if n.has("feats") else []
            out["heroes"].append(hero)
    if pos.has("regions"):
        for rid, n in pos.table("regions").items():
            if rid not in c.board.regions:
                n.fail(f"expected a region id, got {rid!r}")
            n.only(REGION_KEYS)
            out["regions"][rid] = {
                "taint": n.str("taint", choices=(TAINT, RIFT, NONE)) if n.has("taint") else None,
                "threat": n.str("threat", choices=(THREAT, HORDE, NONE)) if n.has("threat") else None,
                "watchtower": n.bool("watchtower") if n.has("watchtower") else None,
                "edge_stone": n.bool("edge_stone") if n.has("edge_stone") else None}
    return out


def lay_out(ctx: Context, data: JsonAny) -> None:
    """Emit the position as one event, so a replay lays it out the same way."""
    position = read(data, ctx.state)
    if position is not None:
        ctx.emit("position", **position)
