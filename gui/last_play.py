"""How a campaign was left: when it was last played (in the player's own time), whether its autosave holds play
newer than its named saves, whether the last session was closed properly. The welcome screen says it before any
game is opened, so nothing here reads a pack or draws a card."""
from __future__ import annotations

from datetime import datetime, timezone

import saves

AUTOSAVE = "autosave"  # the source that names a campaign's autosave, beside its slots' names


def when(iso: str) -> str:
    """A saved moment (kept in UTC) in the player's own local time."""
    if not iso:
        return "unknown time"
    try:
        moment = datetime.fromisoformat(iso.replace("Z", "+00:00"))
    except ValueError:
        return iso
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=timezone.utc)
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def who_plays(campaign) -> str:
    """The players a campaign has now, as a list a player reads ("Ada, Bram (a bot) and Cleo"); "" for none."""
    names = [seat.name + (" (a bot)" if seat.bot else "") for seat in campaign.seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1] if names else ""


def autosave_is_newer(campaign) -> bool:
    """True when the autosave holds play made after the newest named save (or there is no named save)."""
    if not saves.has_autosave(campaign):
        return False
    try:
        autosaved = saves.load_autosave(campaign).saved_at
    except saves.SaveError:
        return True  # let the opening name the problem and offer its backup
    newest = max((s.saved_at for s in campaign.slots), default="")
    return autosaved >= newest


def closed_properly(campaign) -> bool:
    """True unless the last session ended without closing the game: closing records the play time (and the
    time it ended) after the session's last autosave, a crash leaves the autosave newer."""
    if not saves.has_autosave(campaign):
        return True
    try:
        autosaved = saves.load_autosave(campaign).saved_at
    except saves.SaveError:
        return False
    return campaign.last_played >= autosaved
