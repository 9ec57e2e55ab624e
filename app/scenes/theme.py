"""The pygame-gui theme, built at the window's scale (fonts grow with the window) over art/theme.json."""
from __future__ import annotations

from app.render import palette
from app.render.theme import theme_dict
from app.scenes import style
from engine.kernel.canonical import JsonObject


# Base font sizes at 1280×720, per pygame-gui element type or object id.
FONT_SIZES: dict[str, int] = {"defaults": 17, "button": 17, "label": 17, "text_entry_line": 17,
                              "text_box": 16, "#title": 40, "#heading": 22, "#small": 14, "#save_row": 15,
                              "#option_help": 14}


def _hex(rgb: tuple[int, int, int]) -> str:
    return "#%02x%02x%02x" % rgb


def _base() -> JsonObject:
    """Buttons and fields in the render toolkit's palette (dark wood panels, brass edges, gold)."""
    return {
        "defaults": {
            "colours": {
                "normal_bg": _hex(palette.PANEL_LIGHT), "hovered_bg": _hex(palette.lighten(palette.PANEL_LIGHT, 0.12)),
                "disabled_bg": _hex(palette.darken(palette.PANEL, 0.2)),
                "selected_bg": _hex(palette.GOLD_DARK), "active_bg": _hex(palette.GOLD_DARK), "dark_bg": _hex(palette.PANEL),
                "normal_text": _hex(palette.CREAM), "hovered_text": "#ffffff", "selected_text": "#ffffff",
                "active_text": "#ffffff", "disabled_text": _hex(palette.darken(palette.CREAM, 0.5)),
                "normal_border": _hex(palette.PANEL_EDGE), "hovered_border": _hex(palette.GOLD_LIGHT),
                "disabled_border": _hex(palette.darken(palette.PANEL_EDGE, 0.5)),
                "selected_border": _hex(palette.GOLD_LIGHT), "active_border": _hex(palette.GOLD_LIGHT),
                "text_cursor": "#ffffff",
            },
        },
        "text_entry_line": {"colours": {"dark_bg": _hex(palette.darken(palette.PANEL, 0.3))}},
        "button": {"misc": {"shape": "rounded_rectangle", "shape_corner_radius": "8", "border_width": "1", "shadow_width": "0"}},
        "#save_row": {"misc": {"text_horiz_alignment": "left", "text_horiz_alignment_padding": "14"}},
        "#dim": {"colours": {"dark_bg": "#000000a0"}, "misc": {"border_width": "0", "shadow_width": "0"}},
        "#notice": {"colours": {"dark_bg": _hex(style.PANEL)}, "misc": {"border_width": "2", "shape": "rounded_rectangle"}},
        "label": {"colours": {"normal_text": _hex(style.TEXT), "dark_bg": "#00000000"},
                  "misc": {"text_horiz_alignment": "left"}},
        "#warn": {"colours": {"normal_text": _hex(style.WARN)}},
        "#muted": {"colours": {"normal_text": _hex(style.MUTED)}},
        "#option_help": {"colours": {"normal_text": _hex(style.MUTED)}},
        "#title": {"colours": {"normal_text": _hex(style.ACCENT)}},
        "text_box": {"colours": {"dark_bg": "#00000000"}, "misc": {"border_width": "0", "shadow_width": "0"}},
    }


def _merge(base: JsonObject, extra: JsonObject) -> JsonObject:
    out = dict(base)
    for key, value in extra.items():
        out[key] = _merge(out[key], value) if isinstance(value, dict) and isinstance(out.get(key), dict) else value
    return out


def build_theme(scale: float) -> JsonObject:
    """Our defaults, the render toolkit's art/theme.json on top when it exists, then scaled fonts."""
    theme = _base()
    try:
        theme = _merge(theme, theme_dict())  # absolute font paths: works from any directory
    except (OSError, ValueError):
        pass
    regular, bold = str(style.FONT_DIR / style.REGULAR), str(style.FONT_DIR / style.BOLD)
    title = str(style.FONT_DIR / style.TITLE)
    for block, size in FONT_SIZES.items():
        font = {"name": "dejavusans", "size": str(round(size * scale)), "regular_path": regular, "bold_path": bold}
        if block in ("#title", "#heading"):
            font = {"name": "dejavuserif", "size": str(round(size * scale)), "regular_path": title, "bold_path": title}
        theme.setdefault(block, {})["font"] = font
    return theme
