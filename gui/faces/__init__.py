"""Card faces drawn with Pillow (no Qt here: the pack tool and tests use it headless): the canvas, pens and
icons, sizes, the disk cache and the print sheet; each ruleset's presentation brings its own card layout."""
from gui.faces.cache import FaceCache
from gui.faces.icons import ACTION_ICONS, RESOURCE_ICONS, SYMBOL_ICONS, export_icons, icon_image
from gui.faces.pack_render import render_pack_to_folder
from gui.faces.render import RENDERER_VERSION, SIZES, render_face
from gui.faces.sheet import print_sheet

__all__ = ["FaceCache", "render_face", "render_pack_to_folder", "print_sheet", "export_icons", "icon_image",
           "ACTION_ICONS", "RESOURCE_ICONS", "SYMBOL_ICONS", "SIZES", "RENDERER_VERSION"]
