"""The replay viewer: a model of a loaded save (no pygame), its scene, and the example sessions."""
