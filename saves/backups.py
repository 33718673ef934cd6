"""Rotating backups: the last few versions of a file, kept in a folder of numbered copies."""
from __future__ import annotations

import errno
import os
import re
from dataclasses import dataclass
from pathlib import Path

from .atomic import write_atomic

_NAME = re.compile(r"^(\d{8})\.json$")


@dataclass(frozen=True)
class Backup:
    """One kept version of a slot; the higher `number`, the newer."""

    path: Path
    number: int


def list_backups(folder: Path) -> list[Backup]:
    """The backups in `folder`, newest first."""
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    found = [Backup(Path(folder) / n, int(m.group(1))) for n in names if (m := _NAME.match(n))]
    return sorted(found, key=lambda b: b.number, reverse=True)


def keep(current: Path, folder: Path) -> None:
    """Keep the file `current` (about to be replaced) as the newest backup in `folder`.

    A hard link costs nothing and leaves `current` in place, so a crash at any moment
    still finds the slot whole; where links are not possible the bytes are copied.
    """
    if not current.exists():
        return
    folder.mkdir(parents=True, exist_ok=True)
    existing = list_backups(folder)
    number = existing[0].number + 1 if existing else 1
    while True:
        target = folder / f"{number:08d}.json"
        try:
            os.link(current, target)
            break
        except FileExistsError:
            number += 1
        except OSError as error:
            if error.errno not in (errno.EPERM, errno.EXDEV, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK, errno.EACCES):
                raise
            write_atomic(target, current.read_bytes())
            break
    # no fsync of the backups folder: losing a backup link to a power cut never loses the slot itself


def prune(folder: Path, count: int) -> None:
    """Remove all but the newest `count` backups."""
    for old in list_backups(folder)[count:]:
        try:
            old.path.unlink()
        except OSError:
            pass
