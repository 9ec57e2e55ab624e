"""Every card, race and class has its own picture: drawn from art.toml, distinct, cached, and on the card face."""
from __future__ import annotations

import hashlib
from pathlib import Path

import pygame
import pytest

from app.games.roll_player import art, motifs, paint
from app.render import cards
from engine.games.roll_player.content import load_content
from engine.kernel.errors import ContentError


def content_ids() -> set[str]:
    c = load_content()
    return set(c.cards) | set(c.races) | set(c.classes)


def digest(surface: pygame.Surface) -> str:
    return hashlib.sha1(pygame.image.tobytes(surface, "RGB")).hexdigest()


def test_every_card_race_and_class_has_exactly_one_picture() -> None:
    art.check(content_ids())


def test_no_two_cards_races_or_classes_share_a_picture(screen: pygame.Surface) -> None:
    hashes = {pid: digest(art.render(art.pictures()[pid], (48, 36))) for pid in content_ids()}
    assert len(set(hashes.values())) == len(hashes)


def test_every_market_card_face_shows_its_own_picture(screen: pygame.Surface) -> None:
    faces = {cid: digest(paint.card_image(cid, 60)) for cid in load_content().cards}
    assert len(set(faces.values())) == len(faces)
    c = load_content()
    same_text = [cid for cid in c.cards if c.cards[cid].armour == "chain"]
    windows = set()
    for cid in same_text:
        face = cards.card(paint.card_face(cid), 100)
        m = cards.margin(100)
        windows.add(digest(face.subsurface(pygame.Rect(m + 10, m + 22, 80, 44))))
    assert len(windows) == len(same_text), "cards with the same text differ by their art, not only by name"


def test_a_picture_is_drawn_once_per_size(screen: pygame.Surface) -> None:
    first = art.picture("B31", (40, 30))
    assert art.picture("B31", (40, 30)) is first
    assert art.picture("B31", (41, 30)) is not first


def test_the_picture_cache_stays_bounded(screen: pygame.Surface) -> None:
    for k in range(60):
        art.picture("B35", (200 + k, 150))
    assert art._CACHE.bytes <= art.ART_MB * 1024 * 1024


def test_a_picture_keeps_its_composition_in_any_shape(screen: pygame.Surface) -> None:
    for size in ((90, 40), (40, 90), (64, 64)):
        assert art.picture("R03", size).get_size() == size


def test_a_malformed_art_file_names_the_key(tmp_path: Path) -> None:
    (tmp_path / "art.toml").write_text('[pictures.B01]\nsky = ["#000000", "#ffffff"]\n'
                                       'layers = [{ motif = "trebuchet", tones = ["#ffffff"] }]\n', encoding="utf-8")
    with pytest.raises(ContentError) as err:
        art.read_pictures(tmp_path)
    assert "pictures.B01.layers[0].motif" in str(err.value)
    (tmp_path / "art.toml").write_text('[pictures.B01]\nsky = ["#000000", "grey"]\n'
                                       'layers = [{ motif = "bomb", tones = ["#ffffff"] }]\n', encoding="utf-8")
    with pytest.raises(ContentError) as err:
        art.read_pictures(tmp_path)
    assert "pictures.B01.sky[1]" in str(err.value)


def test_a_missing_or_unknown_picture_is_named() -> None:
    with pytest.raises(ContentError) as err:
        art.check(content_ids() | {"B99"})
    assert "B99" in str(err.value)


def test_a_motif_name_cannot_be_taken_twice() -> None:
    with pytest.raises(ValueError):
        motifs.motif("bomb")(lambda b: None)


def test_the_race_choice_shows_each_race_by_its_face(screen: pygame.Surface) -> None:
    from tests.app_roll_player.positions import session_at
    from tests.app_roll_player.tablekit import shown_table

    s = session_at(2, "setup")
    art._CACHE.clear()
    table = shown_table(s, (1920, 1080))
    drawn = {key[0] for key in list(art._CACHE._items)}
    offered = {a["race"] for a in s.decision.legal if a.kind == "choose_race"}
    assert offered and offered <= drawn
    assert len(table.tiles) == len(offered)
