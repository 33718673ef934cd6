"""The documented problems of saving and loading: every failure the GUI may meet is one of these.

    SaveError                 anything below; `str(error)` is a sentence a player can read
    ├── SaveMissing           the file or campaign is not there
    ├── SaveUnreadable        a file that exists but cannot be taken as a save:
    │   ├── SaveTooLarge      bigger than any real save (refused before reading it)
    │   ├── SaveEmpty         zero bytes, or only whitespace
    │   ├── SaveTruncated     valid text that stops early (a half-written or cut copy)
    │   ├── SaveGarbled       not JSON text at all (wrong file, random bytes)
    │   ├── SaveSchemaError   JSON, but not the layout of a Fogbound save (names the field)
    │   ├── SaveDamaged       the checksum disagrees: changed on disk or by hand
    │   └── SaveTooNew        written by a newer Fogbound; refused rather than misread
    ├── SaveStateError        the game inside does not fit the ruleset or pack it is opened with
    ├── SaveWriteError        the disk refused a write; the previous file is untouched
    └── CampaignError         a campaign operation refused (name taken, bad name, unknown entry)
"""
from __future__ import annotations

from pathlib import Path


class SaveError(Exception):
    """Base of every saving problem. `path` names the file when there is one.

    `backup` is set by the slot layer when the file is unusable but an older backup of the
    same slot loads cleanly: the GUI can offer it (see `saves.slots.restore_backup`).
    """

    def __init__(self, message: str, path: Path | str | None = None) -> None:
        self.problem = message
        self.path = Path(path) if path is not None else None
        self.backup = None
        super().__init__(message)

    def __str__(self) -> str:
        if self.path is None:
            return self.problem
        return f"{self.path.name}: {self.problem}"


class SaveMissing(SaveError):
    """The save file, slot or campaign does not exist."""


class SaveUnreadable(SaveError):
    """A file exists but cannot be taken as a save; the subclass says why."""


class SaveTooLarge(SaveUnreadable):
    """Larger than the size bound; not even read."""


class SaveEmpty(SaveUnreadable):
    """Empty (zero bytes or whitespace only)."""


class SaveTruncated(SaveUnreadable):
    """JSON that ends before it is complete."""


class SaveGarbled(SaveUnreadable):
    """Not UTF-8 JSON text."""


class SaveSchemaError(SaveUnreadable):
    """JSON whose layout is not a Fogbound save of the expected kind."""


class SaveDamaged(SaveUnreadable):
    """The checksum does not match the content."""


class SaveTooNew(SaveUnreadable):
    """Written in a format newer than this Fogbound understands."""


class SaveStateError(SaveError):
    """The saved game cannot be rebuilt with the ruleset and cards at hand."""


class SaveWriteError(SaveError):
    """Writing failed (disk full, no permission...); whatever was there before is kept."""


class CampaignError(SaveError):
    """A campaign or slot operation that cannot be done as asked."""
