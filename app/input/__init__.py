"""Mouse and keyboard: hit shapes (shapes.py), the click-to-action controller (controller.py), shortcuts (keys.py)."""
