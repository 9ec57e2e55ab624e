"""The game-agnostic kernel: actions, decisions, events, sessions with undo, RNG and saves."""
from .action import Action, Event
from .annotation import Annotation
from .canonical import canonical_json, hash_json, to_jsonable
from .decision import Decision
from .errors import ConfigError, ContentError, FileRefused, IllegalAction, KeyedError, SaveError, StolikError, UndoRefused
from .game import RNG_EVENT, Context, Declared, Game, GameConfig, Seat, fold, narrate
from .outcome import COMPETITIVE, COOPERATIVE, EACH, SOLO, Outcome
from .reveal import Reveal
from .rng import Forced, ForcedResultError, Rng
from .seen import Seen
from .strings import Message
from .timeline import Session, Step, Verdict, step_state

__all__ = [
    "Action", "Annotation", "Event", "Decision", "Context", "Declared", "Game", "GameConfig", "Seat", "Rng", "Seen", "Forced", "ForcedResultError",
    "Session", "Step", "Verdict", "RNG_EVENT", "fold", "narrate", "step_state", "canonical_json", "hash_json",
    "to_jsonable", "ConfigError", "ContentError", "FileRefused", "IllegalAction", "KeyedError", "SaveError",
    "StolikError", "UndoRefused", "Message", "Outcome", "Reveal", "COMPETITIVE", "COOPERATIVE", "EACH", "SOLO",
]
