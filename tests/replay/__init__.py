"""Tests of the replay viewer: model, bookmarks, examples and scene."""
