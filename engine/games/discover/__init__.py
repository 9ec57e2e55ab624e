"""Discover: Lands Unknown (spec rules/discover.md): the Island, Scenario 1 and Scenario 5."""
