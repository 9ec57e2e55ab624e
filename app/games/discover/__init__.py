"""Discover: Lands Unknown at the table (issue 24): the Island map and the heroes' panel, drawn from the engine's view."""
