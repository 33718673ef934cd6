"""A campaign: one group's adventure over many sessions, and the facts shown in its list entry."""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path

from engine.core.ruleset import Seat

from .errors import CampaignError
from .pack import PackIdentity
from .schema import WINDOWS_DEVICE

MAX_NAME = 80


def now_iso() -> str:
    """The current time in UTC, to the second, as ISO 8601 ('2025-03-01T20:15:00Z')."""
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def clean_name(name: object, what: str = "campaign") -> str:
    """A name as typed by a player, trimmed; refuses empty, overlong or control characters."""
    if not isinstance(name, str):
        raise CampaignError(f"a {what} name must be text")
    name = " ".join(name.split())
    if not name:
        raise CampaignError(f"a {what} name cannot be empty")
    if len(name) > MAX_NAME:
        raise CampaignError(f"a {what} name is at most {MAX_NAME} characters")
    if any(unicodedata.category(c).startswith("C") for c in name):
        raise CampaignError(f"a {what} name cannot hold control characters")
    return name


def slug(name: str, limit: int = 40) -> str:
    """A file-name-safe form of a name: lower-case ASCII letters, digits and dashes, never a device name."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    text = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")[:limit].strip("-")
    if re.match(WINDOWS_DEVICE, text):
        text += "-save"  # "Con" is a fine name for a save, but Windows reserves the file con.json
    return text or "save"


@dataclass(frozen=True)
class SlotInfo:
    """A named save slot as listed: its name, its file (slug) and when it was saved."""

    name: str
    file: str
    saved_at: str

    def to_plain(self) -> dict:
        return {"name": self.name, "file": self.file, "saved_at": self.saved_at}


@dataclass
class Campaign:
    """The metadata of a campaign. `folder` and `slots` describe where it lives and are not metadata.

    `options` are the setup options the game was started with (`Ruleset.new_game`), `seats` who
    plays what, and `ledger` the ruleset's own sections of what the game keeps between sessions.
    """

    uid: str
    name: str
    pack: PackIdentity
    ruleset: str
    options: dict
    seats: list[Seat]
    created: str
    last_played: str
    ledger: dict = field(default_factory=dict)
    play_seconds: int = 0
    sessions: int = 0
    folder: Path | None = field(default=None, compare=False, repr=False)
    slots: list[SlotInfo] = field(default_factory=list, compare=False, repr=False)

    @property
    def id(self) -> str:
        """The campaign's folder name: stable through renames, unique on this computer."""
        return self.folder.name if self.folder else ""

    def meta(self) -> dict:
        return {
            "uid": self.uid,
            "name": self.name,
            "pack": self.pack.to_plain(),
            "ruleset": self.ruleset,
            "options": self.options,
            "seats": [{"name": seat.name, "role": seat.role or "", **({"bot": True} if seat.bot else {}),
                       **({"strength": seat.strength} if seat.bot and seat.strength else {})}
                      for seat in self.seats],
            "ledger": self.ledger,
            "created": self.created,
            "last_played": self.last_played,
            "play_seconds": self.play_seconds,
            "sessions": self.sessions,
        }

    @classmethod
    def from_meta(cls, meta: dict, folder: Path | None = None, slots=()) -> "Campaign":
        """From validated metadata (see saves.schema.CAMPAIGN)."""
        return cls(
            uid=meta["uid"],
            name=meta["name"],
            pack=PackIdentity.from_plain(meta["pack"]),
            ruleset=meta["ruleset"],
            options=meta["options"],
            seats=[Seat(seat["name"], seat["role"] or "", bool(seat.get("bot", False)), str(seat.get("strength", "")))
                   for seat in meta["seats"]],
            created=meta["created"],
            last_played=meta["last_played"],
            ledger=meta["ledger"],
            play_seconds=meta["play_seconds"],
            sessions=meta["sessions"],
            folder=folder,
            slots=list(slots),
        )

    def slot(self, name: str) -> SlotInfo | None:
        """The slot of that name (names are compared ignoring case and spacing)."""
        key = " ".join(name.split()).casefold()
        for info in self.slots:
            if info.name.casefold() == key:
                return info
        return None
