"""Short sound effects (dice, card, coin, click): silent, never crashing, when there is no audio device."""
from __future__ import annotations

from pathlib import Path
from typing import Any

SOUNDS_DIR = Path(__file__).resolve().parent.parent / "sounds"
EXTENSIONS = (".wav", ".ogg")


class Audio:
    """Plays `sounds/<name>.wav`; the mixer starts lazily on the first sound, and any failure mutes it."""

    def __init__(self, enabled: bool = True, volume: float = 0.7, folder: Path = SOUNDS_DIR) -> None:
        self.enabled = enabled
        self.volume = volume
        self.folder = folder
        self._mixer_ok: bool | None = None
        self._cache: dict[str, Any] = {}
        self.played: list[str] = []

    def configure(self, enabled: bool, volume: float) -> None:
        self.enabled, self.volume = enabled, volume

    def _mixer(self) -> bool:
        if self._mixer_ok is None:
            try:
                import pygame

                if not pygame.mixer.get_init():
                    pygame.mixer.init()
                self._mixer_ok = True
            except Exception:
                self._mixer_ok = False
        return self._mixer_ok

    def _sound(self, name: str) -> Any:
        if name not in self._cache:
            import pygame

            path = next((self.folder / f"{name}{ext}" for ext in EXTENSIONS if (self.folder / f"{name}{ext}").exists()), None)
            try:
                self._cache[name] = pygame.mixer.Sound(str(path)) if path else None
            except Exception:
                self._cache[name] = None
        return self._cache[name]

    def play(self, name: str) -> bool:
        """Play a named effect; True when it actually sounded."""
        if not self.enabled or self.volume <= 0 or not self._mixer():
            return False
        sound = self._sound(name)
        if sound is None:
            return False
        try:
            sound.set_volume(self.volume)
            sound.play()
        except Exception:
            return False
        self.played.append(name)
        del self.played[:-20]
        return True
