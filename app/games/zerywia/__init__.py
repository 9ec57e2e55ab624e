"""Zerywia at the table (issue 26): the map of the four Kirs, the statue and the heroes, drawn from the engine's view."""
