"""Final scoring with the expansion (spec §12.8, checklist 25–26, 29): the familiar's Power goal and
familiar backstory, split and familiar dice in the class-colour count and tie-breakers, the CHiCH
trait rules; a base game's score sheet keeps its categories."""
from __future__ import annotations

from engine.games.roll_player import scoring
from engine.games.roll_player.content import Rule
from engine.games.roll_player.effects import content
from engine.games.roll_player.fiends import scoring as fs
from engine.games.roll_player.state import FAM, Attr, Colour, Die, DieKind, FiendsPlayer, PlayerState, ROW_SLOTS

from .helpers import GAME, config

G, U, R, P, K, W = Colour.GREEN, Colour.BLUE, Colour.RED, Colour.PURPLE, Colour.BLACK, Colour.WHITE


def player(familiar: str, fam: list[tuple[frozenset, int]] | None = None) -> FiendsPlayer:
    p = FiendsPlayer(seat=0)
    p.sheet[FAM] = [None] * ROW_SLOTS  # type: ignore[index]
    p.familiar = familiar
    for i, (colours, value) in enumerate(fam or []):
        kind = DieKind.SPLIT if len(colours) == 2 else DieKind.ATTRIBUTE
        p.sheet[FAM][i] = Die(100 + i, colours, value, kind)  # type: ignore[index]
    return p


def one(c: Colour) -> frozenset:
    return frozenset({c})


def test_the_familiar_power_goal_scores_like_a_class_goal() -> None:
    # F02 Cat: Power goal 12 (exact), 3 stars
    assert fs.familiar_power_stars(player("F02", [(one(R), 6), (one(U), 4), (one(G), 2)])) == 3
    assert fs.familiar_power_stars(player("F02", [(one(R), 6), (one(U), 4), (one(G), 3)])) == 0
    # F03 Raven: 13+ (2 stars); F01 Owl: 10-11 (2 stars)
    assert fs.familiar_power_stars(player("F03", [(one(R), 6), (one(U), 6), (one(G), 6)])) == 2
    assert fs.familiar_power_stars(player("F01", [(one(R), 6), (one(U), 5)])) == 2


def test_the_familiar_backstory_needs_the_colour_in_the_same_slot_0_1_2_3_gives_0_0_1_3() -> None:
    # F01 Owl: green, white, black
    assert fs.familiar_backstory_matches(player("F01", [(one(G), 1), (one(W), 1), (one(K), 1)])) == 3
    assert fs.familiar_backstory_matches(player("F01", [(one(W), 1), (one(G), 1), (one(K), 1)])) == 1
    assert fs.familiar_backstory_matches(player("F01", [(frozenset({G, R}), 1), (one(W), 1)])) == 2   # split
    assert [fs.familiar_backstory_stars(n) for n in range(4)] == [0, 0, 1, 3]


def test_split_and_familiar_dice_count_as_class_colour_dice_once_each() -> None:
    c = content()
    red_class = next(k for k, x in c.classes.items() if x.colour is R)
    p = player("F01", [(frozenset({R, U}), 3), (one(R), 2)])
    p.class_id = red_class
    p.sheet[Attr.STR][0] = Die(1, frozenset({R, G}), 2, DieKind.SPLIT)
    assert scoring.class_colour_dice(p, c) == 3


def test_the_score_sheet_of_an_expansion_player_adds_the_familiar_categories() -> None:
    state = GAME.new_state(config(2, seed=3))
    p = state.players[0]
    p.familiar = "F02"
    p.sheet[FAM] = [Die(200, one(R), 6), Die(201, one(P), 4), Die(202, one(W), 2)]
    sheet = scoring.score_player(p, state, content())
    cats = sheet.categories()
    assert cats["familiar_goal"] == 3 and cats["familiar_backstory"] == 3 and sheet.familiar_power == 12
    assert sheet.total == sum(cats.values())


def test_a_base_score_sheet_keeps_its_categories() -> None:
    base = GAME.new_state(config(2, seed=3).__class__.quick("roll-player", 2, seed=3))
    sheet = scoring.score_player(base.players[0], base, content())
    assert list(sheet.categories()) == ["goals", "class_dice", "alignment", "backstory", "armour", "traits", "gold"]
    assert type(base.players[0]) is PlayerState


def test_ties_are_broken_by_gold_then_fewest_class_colour_dice_counting_split_and_familiar_dice() -> None:
    state = GAME.new_state(config(2, seed=5))
    c = content()
    red = next(k for k, x in c.classes.items() if x.colour is R)
    for p in state.players:
        p.class_id, p.gold = red, 3
    state.players[0].sheet[FAM] = [Die(300, frozenset({R, U}), 1, DieKind.SPLIT), None, None]
    first, second = scoring.score_all(state, c)
    assert (first.class_dice, second.class_dice) == (1, 0)
    assert first.tiebreak[1:] == (3, -1) and second.tiebreak[1:] == (3, 0)   # gold, then fewer such dice


def test_the_chich_trait_rules_read_the_expansion_facts() -> None:
    p = player("F02", [(one(R), 6), (one(P), 4), (one(W), 2)])
    p.glory, p.xp, p.xp_on_trickster, p.damage = 3, 7, 5, 0
    p.trophies, p.imps_active, p.imps_banished = ["M01", "M02"], ["I01"], ["I02", "I03"]
    p.sheet[Attr.STR] = [Die(1, frozenset({R, G}), 2, DieKind.SPLIT), Die(2, frozenset({U, G}), 2, DieKind.SPLIT),
                         Die(3, frozenset({K, G}), 2, DieKind.SPLIT)]
    stars = {kind: fs.trait_stars(Rule(kind, stars=1, every=2, value=3), p) for kind in fs.TRAIT_KINDS}
    assert stars == {"per_glory": 3, "per_trophy": 2, "per_active_imp": 1, "per_banished_imp": 2,
                     "per_unspent_xp": 3, "stored_xp": 2, "no_damage": 1, "split_dice_at_least": 1,
                     "familiar_goal_met": 1, "monster_reward_stars": 0}


def test_weapon_rules_add_to_the_familiar_power_and_to_split_dice_rows() -> None:
    p = player("F02", [(one(R), 5), (frozenset({P, W}), 4), (one(W), 2)])
    rules = [Rule("familiar_power", amount=1)]
    assert fs.familiar_power(p) == 11 and fs.familiar_power(p, rules) == 12
    assert fs.familiar_power(p, [Rule("power_per_split_die", amount=1)]) == 12
    assert fs.goal_per_split_die(Rule("goal_per_split_die", amount=1), p.sheet[FAM]) == 1
