"""Invitation codes: long and random, kept only as their hash, each bound to the seats it lets a player answer for
(a host's code also lets its holder hand seats over and invite), and revocable."""
from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass, field
from typing import Any

CODE_BYTES = 24  # 192 random bits: written as 32 characters


def new_code() -> str:
    """A fresh code; never beginning with '-' or '_' (a command line would read '--code -x…' as an option)."""
    while True:
        code = secrets.token_urlsafe(CODE_BYTES)
        if code[0].isalnum():
            return code


def digest(code: str) -> str:
    """The stored form of a code. A code holds 192 random bits, so one hash is enough: nobody can try them all."""
    return hashlib.sha256(code.encode("utf-8", "replace")).hexdigest()


@dataclass
class Grant:
    """What a code lets its holder do: answer for `seats` (`every`: every seat, those that join the game too), and
    host (hand seats over, invite, revoke)."""

    hash: str
    seats: list[int]
    host: bool = False
    revoked: bool = False
    label: str = ""
    every: bool = False

    def to_plain(self) -> dict[str, Any]:
        return {"hash": self.hash, "seats": list(self.seats), "host": self.host, "revoked": self.revoked,
                "label": self.label, "every": self.every}

    @classmethod
    def from_plain(cls, data: dict[str, Any]) -> "Grant":
        return cls(str(data["hash"]), [int(s) for s in data["seats"]], bool(data.get("host")),
                   bool(data.get("revoked")), str(data.get("label", "")), bool(data.get("every")))


@dataclass
class Codes:
    """A table's codes, by hash."""

    grants: list[Grant] = field(default_factory=list)

    def issue(self, seats: list[int], host: bool = False, label: str = "", every: bool = False) -> str:
        """A new code for these seats; only its hash is kept."""
        code = new_code()
        self.grants.append(Grant(digest(code), sorted(set(seats)), host, False, label, every))
        return code

    def add(self, hashed: str, seats: list[int], label: str = "") -> None:
        """A code made elsewhere (`new_code`), for these seats, given by its hash alone."""
        self.grants.append(Grant(hashed, sorted(set(seats)), False, False, label, False))

    def grant(self, code: object) -> Grant | None:
        """What this code allows, or None: unknown, revoked or not a code at all."""
        if not isinstance(code, str) or not code:
            return None
        wanted = digest(code)
        found = None
        for grant in self.grants:  # every hash compared, in constant time: no timing says how close a guess was
            if hmac.compare_digest(grant.hash, wanted) and not grant.revoked:
                found = grant
        return found

    def revoke(self, seat: int) -> int:
        """Revoke every code that answers for this seat but a host's; how many."""
        count = 0
        for grant in self.grants:
            if seat in grant.seats and not grant.host and not grant.revoked:
                grant.revoked = True
                count += 1
        return count

    def to_plain(self) -> list[dict[str, Any]]:
        return [grant.to_plain() for grant in self.grants]

    @classmethod
    def from_plain(cls, data: list[dict[str, Any]]) -> "Codes":
        return cls([Grant.from_plain(item) for item in data])
