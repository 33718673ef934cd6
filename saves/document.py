"""A save document: the engine's plain game state wrapped with its campaign and pack identity."""
from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from engine.core.serial import game_from_plain
from engine.rulesets import UnknownRuleset, ruleset as registered

from . import envelope
from .campaign import Campaign
from .errors import SaveSchemaError, SaveStateError
from .pack import PackCheck, PackIdentity, check_pack


@dataclass(frozen=True)
class SaveDocument:
    """One saved game. `game` is exactly `engine.core.serial.game_to_plain(game)`; saves never look inside."""

    kind: str  # "slot" or "autosave"
    slot: str
    saved_at: str
    pack: PackIdentity
    campaign: Campaign
    game: dict
    path: Path | None = None
    # where the writer's own record of later changes stood when this state was kept (a server's journal: which of
    # its answers the state already holds); saves keep it and never read it
    mark: dict | None = None

    def to_payload(self) -> dict:
        payload = {
            "kind": self.kind,
            "slot": self.slot,
            "saved_at": self.saved_at,
            "pack": self.pack.to_plain(),
            "campaign": self.campaign.meta(),
            "game": self.game,
        }
        if self.mark is not None:
            payload["mark"] = self.mark
        return payload

    @property
    def ruleset(self) -> str:
        """The id of the ruleset the game is played with."""
        return self.campaign.ruleset

    @classmethod
    def from_payload(cls, payload: dict, path: Path | None = None) -> "SaveDocument":
        """From a validated payload (see saves.schema.SAVE)."""
        if payload["game"]["ruleset"] != payload["campaign"]["ruleset"]:
            raise SaveSchemaError(
                f"holds a game of the ruleset {payload['game']['ruleset'][:40]!r} in a campaign of "
                f"{payload['campaign']['ruleset'][:40]!r}", path)
        return cls(
            kind=payload["kind"],
            slot=payload["slot"],
            saved_at=payload["saved_at"],
            pack=PackIdentity.from_plain(payload["pack"]),
            campaign=Campaign.from_meta(payload["campaign"]),
            game=payload["game"],
            path=path,
            mark=payload.get("mark"),
        )

    def with_game(self, game: dict) -> "SaveDocument":
        return replace(self, game=game)

    def check_pack(self, current: PackIdentity) -> PackCheck:
        """Whether the pack at hand is the one this game was saved with (a verdict, never an error)."""
        return check_pack(self.pack, current)


def encode_document(document: SaveDocument, path: Path | None = None) -> bytes:
    """The exact bytes of the save file for a document (SaveWriteError, naming `path`, for one its reader refuses)."""
    return envelope.encode(document.to_payload(), path)


def decode_document(data: bytes, path: Path | None = None) -> SaveDocument:
    """Save-file bytes back to a document; raises only SaveError subclasses."""
    return SaveDocument.from_payload(envelope.decode(data, path, "slot"), path)


def read_document(path: Path) -> SaveDocument:
    path = Path(path)
    return SaveDocument.from_payload(envelope.read(path, "slot"), path)


def restore_game(document: SaveDocument | dict, cards, ruleset=None, pack_changed: bool = False):
    """Rebuild the engine Game from a document (or a plain game dict) with the pack's cards.

    The ruleset is the one the save names, found in the registry, unless one is given. The
    engine's load check (`engine.core.consistency.check_game`, the ruleset's own included) must pass; anything it
    object to (an unknown ruleset, a card missing from the pack, a state that does not fit) comes
    out as SaveStateError naming the problem. `pack_changed`: the pack is not the one the game was saved with (its
    player agreed to go on): the pieces of cards it has gained since are not missing from the game.
    """
    data = document.game if isinstance(document, SaveDocument) else document
    path = document.path if isinstance(document, SaveDocument) else None
    if ruleset is None:
        named = data.get("ruleset") if isinstance(data, dict) else None
        try:
            ruleset = registered(named)
        except (UnknownRuleset, TypeError) as error:
            raise SaveStateError(f"the saved game needs a ruleset this Fogbound lacks ({error})", path) from None
    try:
        game = game_from_plain(data, ruleset, cards, pack_changed=pack_changed)
    except Exception as error:  # noqa: BLE001 - the engine's own exceptions all mean "does not fit"
        detail = str(error) or type(error).__name__
        if len(detail) > 200:
            detail = detail[:197] + "..."
        raise SaveStateError(f"the saved game does not fit this ruleset and pack ({detail})", path) from error
    return game
