"""Runebound (2nd edition), scenario Return of the Dragonlords: the rules engine (spec: shared/rules/runebound.md)."""
