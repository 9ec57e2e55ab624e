"""Render the Roll Player table headless to PNGs (for looking at it, and for the README).

    python -m tests.app_roll_player.screenshots OUT_DIR
    python -m tests.app_roll_player.screenshots --readme

Writes the whole window (table, history, status) for 2 and 4 players at 1280×720 and
1920×1080, a late 4-player game, the menu, the card zoom, and a sheet of every card, race
and class picture. --readme writes the README's pictures into art/screenshots/.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

SHOTS = [
    ("rp_2p_dice_1280", (1280, 720), 2, "dice"),
    ("rp_2p_market_1920", (1920, 1080), 2, "market"),
    ("rp_4p_setup_1280", (1280, 720), 4, "placement"),
    ("rp_4p_market_1280", (1280, 720), 4, "market"),
    ("rp_4p_late_1280", (1280, 720), 4, "late"),
    ("rp_4p_late_1920", (1920, 1080), 4, "late"),
]


def _frames(app, n: int = 3) -> None:
    for _ in range(n):
        app.frame(1 / 60)


def render(out: Path) -> list[Path]:
    from app.games import table_class
    from app.main import App
    from app.scenes.menu import MenuScene
    from app.scenes.table_scene import TableScene
    from app.settings import Settings
    from tests.app_roll_player.positions import session_at

    out.mkdir(parents=True, exist_ok=True)
    written = []
    for name, size, players, stage in SHOTS:
        app = App(size, settings=Settings(), persist=False)
        s = session_at(players, stage, seed=players * 11)
        app.switch(TableScene(app, s, table_class("roll-player")(s.game, s.config)))
        _frames(app)
        time.sleep(0.05)
        _frames(app)
        path = out / f"{name}.png"
        pygame.image.save(app.screen, str(path))
        written.append(path)
        if name == "rp_4p_late_1280":
            scene = app.scene
            card = s.state.market_row[0]
            large = scene.table.large(card)
            assert large is not None
            scene.host.overlays.push(large)
            _frames(app)
            pygame.image.save(app.screen, str(out / "rp_zoom_1280.png"))
            written.append(out / "rp_zoom_1280.png")
        pygame.display.quit()
    app = App((1280, 720), settings=Settings(), persist=False)
    app.switch(MenuScene(app))
    _frames(app)
    pygame.image.save(app.screen, str(out / "menu_1280.png"))
    written.append(out / "menu_1280.png")
    pygame.display.quit()
    written.append(art_sheet(out / "rp_art.png"))
    return written


ART_COLUMNS = 12
ART_SIZE = (112, 84)    # each picture, the shape of a card's art window
ART_LABEL = 14          # pixels of the name under each picture
ART_GAP = 8


def art_sheet(path: Path) -> Path:
    """Every card, race and class picture with its name, in content order (cards, races, classes)."""
    from app.games.roll_player import art, text
    from app.render import fonts
    from app.render.palette import CREAM, PANEL
    from engine.games.roll_player.content import load_content

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    c = load_content()
    items = [(cid, text.name(card.name)) for cid, card in c.cards.items()]
    items += [(rid, text.name(race.name)) for rid, race in c.races.items()]
    items += [(cid, text.name(cls.name)) for cid, cls in c.classes.items()]
    w, h = ART_SIZE
    cell_h = h + ART_LABEL + 6
    rows = -(-len(items) // ART_COLUMNS)
    sheet = pygame.Surface((ART_COLUMNS * (w + ART_GAP) + ART_GAP, rows * (cell_h + ART_GAP) + ART_GAP))
    sheet.fill(PANEL)
    for k, (pid, name) in enumerate(items):
        row, col = divmod(k, ART_COLUMNS)
        x, y = ART_GAP + col * (w + ART_GAP), ART_GAP + row * (cell_h + ART_GAP)
        sheet.blit(art.picture(pid, ART_SIZE), (x, y))
        size = fonts.fit_size(name, w, ART_LABEL - 2, 8, condensed=True)
        label = fonts.text(name, size, CREAM, condensed=True)
        sheet.blit(label, label.get_rect(midtop=(x + w // 2, y + h + 3)))
    pygame.image.save(sheet, str(path))
    pygame.display.quit()
    return path


README_SHOTS = {"rp_4p_late_1280.png": "roll_player_4p.png", "rp_art.png": "roll_player_art.png"}


if __name__ == "__main__":
    if sys.argv[1:] == ["--readme"]:
        import shutil
        import tempfile

        shots = Path(__file__).resolve().parents[2] / "art" / "screenshots"
        with tempfile.TemporaryDirectory() as tmp:
            render(Path(tmp))
            for shot, name in README_SHOTS.items():
                shutil.copyfile(Path(tmp) / shot, shots / name)
                print(shots / name)
    else:
        for p in render(Path(sys.argv[1] if len(sys.argv) > 1 else "test-artifacts/roll_player_screens")):
            print(p)
