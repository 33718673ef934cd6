"""Faces cached on disk as PNG, keyed by a hash of what they are drawn from; rebuilt only when that changes."""
from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path

from gui.faces.art import art_path
from gui.faces.files import replacing
from saves.folders import user_folders
from gui.faces.render import RENDERER_VERSION, layout, pixel_size, render_face, ruleset_of


def _plain(value):
    """Card data (read-only mappings, tuples) as JSON-ready values."""
    if hasattr(value, "items"):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def canonical_json(card) -> str:
    return json.dumps({"id": card.id, "kind": card.kind, "type": card.type, "title": card.title,
                       "data": _plain(card.data)},
                      sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=str)


class FaceCache:
    """Rendered faces in `folder` (default: the per-user cache's `faces/`), safe to call from worker threads."""

    def __init__(self, folder: str | os.PathLike | None = None):
        if folder is None:
            folder = user_folders().cache / "faces"
        self.folder = Path(folder)
        self.renders = 0  # how many faces were actually drawn (the rest came from disk)
        self._lock = threading.Lock()
        self._art_hashes: dict[tuple[str, int, int], str] = {}
        self._made_folder = False
        self._names: tuple[object, str] = ({}, "")  # the last names asked with, and their digest

    def names_hash(self, names) -> str:
        """A digest of what a pack's words name (`render.names_of`): a face drawn with other names is drawn again.
        "" for none, so the faces of a ruleset whose words name nothing keep their keys."""
        if not names:
            return ""
        with self._lock:
            known, digest = self._names
        if known is not names:
            digest = hashlib.sha256(json.dumps(dict(names), sort_keys=True).encode("utf-8")).hexdigest()
            with self._lock:
                self._names = (names, digest)
        return digest

    def art_hash(self, path: Path | None) -> str:
        """The art file's content hash, remembered per (path, mtime, size) so warm lookups read no image."""
        if path is None:
            return "none"
        try:
            stat = path.stat()
        except OSError:
            return "missing"
        memo = (str(path), stat.st_mtime_ns, stat.st_size)
        known = self._art_hashes.get(memo)
        if known is None:
            digest = hashlib.sha256()
            try:
                with open(path, "rb") as f:
                    for chunk in iter(lambda: f.read(1 << 20), b""):
                        digest.update(chunk)
                known = digest.hexdigest()
            except OSError:
                known = "unreadable"
            with self._lock:
                self._art_hashes[memo] = known
        return known

    def key(self, card, pack_folder, size="table", back: bool = False, ruleset: str | None = None,
            names=None) -> str:
        """What the face is drawn from: the machinery's and the ruleset layout's versions, side, size, art, data."""
        w, h = pixel_size(size)
        ruleset = ruleset_of(ruleset)
        cards = layout(ruleset)
        drawn_by = f"{RENDERER_VERSION}\n{ruleset}\n{cards.version}"
        if back:  # backs depend on little: many cards share one file
            what = json.dumps(cards.back_descriptor(card), sort_keys=True, default=str)
            art = ""
        else:
            what = canonical_json(card)
            art = self.art_hash(art_path(card, pack_folder))
            if self.names_hash(names):
                what += f"\n{self.names_hash(names)}"
        text = f"{drawn_by}\n{'back' if back else 'front'}\n{w}x{h}\n{art}\n{what}"
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    def path_for(self, card, pack_folder, size="table", back: bool = False, ruleset: str | None = None,
                 names=None) -> Path:
        key = self.key(card, pack_folder, size, back, ruleset, names)
        return self.folder / key[:2] / f"{key}.png"

    def get(self, card, pack_folder, size="table", back: bool = False, ruleset: str | None = None,
            names=None) -> Path:
        """The PNG of this face, drawn now only if no cached file matches (`names`: `render.names_of` its pack)."""
        path = self.path_for(card, pack_folder, size, back, ruleset, names)
        if path.exists():
            return path
        image = render_face(card, pack_folder, size, back, ruleset, names)
        path.parent.mkdir(parents=True, exist_ok=True)
        # a unique temp name then an atomic rename: two threads drawing the same face both end well
        with replacing(path, ".face-", ".png") as temp:
            image.save(temp, format="PNG", compress_level=1)
        with self._lock:
            self.renders += 1
        return path
