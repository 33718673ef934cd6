"""Checking a pack's pictures: inside `art/`, a real PNG or JPEG, within the size bounds."""
from __future__ import annotations

import io
import os
import stat
import warnings
from pathlib import Path, PurePosixPath
from typing import Iterator

from PIL import Image

from engine.content.files import inside, relative_path_problem
from engine.content.problems import Problem

MAX_ART_BYTES = 8 * 1024 * 1024
MAX_ART_SIDE = 4096
FORMATS = {"PNG", "JPEG"}


def _links_out(root: Path, art_root: Path, name: str) -> bool:
    """Whether `art/<name>` leaves the pack through a link; only paths that hold a link are resolved."""
    here = art_root
    for part in PurePosixPath(name).parts:
        here = here / part
        try:
            if stat.S_ISLNK(os.lstat(here).st_mode):
                return not inside(root, art_root / name)
        except OSError:
            return False  # missing: said as such by the caller
    return False


class ArtCheck:
    """Checks the pictures of one pack, resolving the art folder once."""

    def __init__(self, root: Path):
        self.root = root
        self.art_root = root / "art"
        self.art_root_inside = inside(root, self.art_root)

    def __call__(self, name: str) -> tuple[str | None, bytes | None]:
        return check_art(self.root, name, self)


def check_art(root: Path, name: str, art: ArtCheck | None = None) -> tuple[str | None, bytes | None]:
    """(why `art/<name>` is refused or None, its bytes when accepted). Decodes headers only, never runs anything."""
    why = relative_path_problem(name)
    if why:
        return why, None
    art = art or ArtCheck(root)
    path = art.art_root / name
    if not art.art_root_inside or _links_out(root, art.art_root, name):
        return "points outside the pack folder (through a link); refused", None
    if not path.is_file():
        return f"picture art/{name} is missing", None
    try:
        size = path.stat().st_size
        if size > MAX_ART_BYTES:
            return f"picture art/{name} is {size / 1048576:.1f} MB; at most {MAX_ART_BYTES // 1048576} MB", None
        raw = path.read_bytes()
    except OSError as error:
        return f"picture art/{name} cannot be read: {error.strerror or error}", None
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(raw), formats=sorted(FORMATS)) as image:
                width, height = image.size
                if max(width, height) > MAX_ART_SIDE:
                    return (f"picture art/{name} is {width}x{height} px; "
                            f"at most {MAX_ART_SIDE} px a side"), None
                image.verify()
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        return f"picture art/{name} is too large to decode", None
    except Exception:  # Pillow raises many kinds on corrupt data; all mean the same to a designer
        return f"art/{name} is not a PNG or JPEG picture Fogbound can read", None
    return None, raw


def art_fields(table) -> Iterator[tuple[str, object]]:
    """Every `art` field of a piece table, shallowest first, with its field path."""
    level = [("", table)]
    while level:
        deeper = []
        for path, node in level:
            if isinstance(node, dict):
                for key, value in node.items():
                    here = f"{path}.{key}" if path else str(key)
                    if key == "art":
                        yield here, value
                    elif isinstance(value, (dict, list)):
                        deeper.append((here, value))
            elif isinstance(node, list):
                deeper.extend((f"{path}[{i}]", value) for i, value in enumerate(node) if isinstance(value, (dict, list)))
        level = deeper


def check_art_of(root: Path, entries, accepted: set[str]) -> list[Problem]:
    """Every picture named by a piece table; the names of accepted ones are added to `accepted`."""
    verdicts: dict[str, str | None] = {}
    check = ArtCheck(root)
    found = []
    for e in entries:
        if not isinstance(e.table.get("id"), str):
            continue
        for path, name in art_fields(e.table):
            if not isinstance(name, str):
                continue  # a missing picture is fine; a non-text one is the schema's to report
            if name not in verdicts:
                verdicts[name], raw = check(name)
                if raw is not None:
                    accepted.add(name)
            if verdicts[name]:
                found.append(Problem(e.file, e.table["id"], path, verdicts[name], e.line))
    return found
