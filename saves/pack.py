"""Which content pack a save was made with, and whether the pack at hand is still that one."""
from __future__ import annotations

import enum
import hashlib
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from engine.content.files import MAX_TOML_BYTES, inside


@dataclass(frozen=True)
class PackIdentity:
    """A pack as a save names it: id, version, and a hash of its rules content (None if unknown)."""

    id: str
    version: str
    hash: str | None = None

    def to_plain(self) -> dict:
        return {"id": self.id, "version": self.version, "hash": self.hash}

    @classmethod
    def from_plain(cls, data: dict) -> "PackIdentity":
        return cls(data["id"], data["version"], data.get("hash"))


def content_hash(folder: Path) -> str:
    """'sha256:<hex>' over exactly the files the pack loader reads: pack.toml and cards/*.toml (art
    excluded: it changes no rule).

    Line endings are normalised so a checkout on Windows hashes like one on Linux. A file the
    loader refuses (a link out of the pack, not a regular file, too large) is hashed as refused,
    by name, without reading it: such a pack never loads, and its hash must cost nothing.
    """
    root = Path(folder).resolve()
    cards = root / "cards"
    names = ["pack.toml"]
    if cards.is_dir() and inside(root, cards):
        names += [f"cards/{path.name}" for path in sorted(cards.glob("*.toml"))]
    digest = hashlib.sha256()
    for name in names:
        body = _rules_file(root, name)
        if body is None:
            if name == "pack.toml" and not (root / name).exists():
                continue
            body = b"\0refused"
        encoded = name.encode("utf-8")
        digest.update(len(encoded).to_bytes(4, "big") + encoded + len(body).to_bytes(8, "big") + body)
    return "sha256:" + digest.hexdigest()


def _rules_file(root: Path, name: str) -> bytes | None:
    """The bytes of a pack file as the loader would read them, or None where it would refuse it."""
    path = root / name
    if not inside(root, path):
        return None
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return None
    with open(fd, "rb") as handle:
        try:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                return None
            body = handle.read(MAX_TOML_BYTES + 1)
        except OSError:
            return None
    if len(body) > MAX_TOML_BYTES:
        return None
    return body.replace(b"\r\n", b"\n")


class PackMatch(enum.Enum):
    SAME = "same"  # id, version and content all agree
    UNVERIFIED = "unverified"  # same id and version, but one side has no content hash to compare
    CHANGED = "changed"  # same id and version, different content (a pack edited in place)
    OTHER_VERSION = "other_version"  # same pack, another version
    OTHER_PACK = "other_pack"  # a different pack altogether


@dataclass(frozen=True)
class PackCheck:
    """The verdict on opening a save with the pack at hand: `ok` to go on silently, else `message`."""

    match: PackMatch
    saved: PackIdentity
    current: PackIdentity

    @property
    def ok(self) -> bool:
        return self.match in (PackMatch.SAME, PackMatch.UNVERIFIED)

    @property
    def message(self) -> str:
        return self.said()

    def said(self, title: str = "") -> str:
        """The verdict in words, naming the pack by its `title` where the caller knows it (players know a pack by its
        title, not by its folder's id)."""
        s, c = self.saved, self.current
        name = title or s.id
        return {
            PackMatch.SAME: f"Saved with {name} {s.version}, the pack installed.",
            PackMatch.UNVERIFIED: f"Saved with {name} {s.version}; its content could not be compared.",
            PackMatch.CHANGED: (
                f"Saved with {name} {s.version}, but the installed pack of that version has "
                "different cards: some may have changed."
            ),
            PackMatch.OTHER_VERSION: (
                f"Saved with {name} {s.version}; the installed version is {c.version}: "
                "some cards may have changed."
            ),
            PackMatch.OTHER_PACK: f"Saved with the pack {s.id}, not {c.id}: it cannot be opened with this pack.",
        }[self.match]


def check_pack(saved: PackIdentity, current: PackIdentity) -> PackCheck:
    """Compare the pack a save names with the pack at hand (never raises)."""
    if saved.id != current.id:
        match = PackMatch.OTHER_PACK
    elif saved.version != current.version:
        match = PackMatch.OTHER_VERSION
    elif saved.hash is None or current.hash is None:
        match = PackMatch.UNVERIFIED
    elif saved.hash != current.hash:
        match = PackMatch.CHANGED
    else:
        match = PackMatch.SAME
    return PackCheck(match, saved, current)
