"""The player's settings (window geometry, theme, animations, last campaign), kept in an INI file in the config folder."""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from saves.folders import Folders


def open_settings(folders: Folders) -> QSettings:
    """QSettings on `<config>/fogbound.ini`: one readable file, honouring --data-dir."""
    path = Path(folders.config) / "fogbound.ini"
    path.parent.mkdir(parents=True, exist_ok=True)
    return QSettings(str(path), QSettings.Format.IniFormat)


class Settings:
    """Typed access to the few things Fogbound remembers between runs."""

    def __init__(self, folders: Folders):
        self.store = open_settings(folders)

    def get(self, key: str, default=None):
        value = self.store.value(key, default)
        return default if value is None else value

    def set(self, key: str, value) -> None:
        self.store.setValue(key, value)
        self.store.sync()

    def _on_unless_off(self, key: str) -> bool:
        """A setting that is on until the player turns it off (a hand-edited file's 'no' or '0' turns it off too)."""
        return str(self.get(key, "true")).lower() not in ("false", "0", "no")

    @property
    def last_campaign(self) -> str:
        return str(self.get("campaign/last", "") or "")

    @last_campaign.setter
    def last_campaign(self, campaign_id: str) -> None:
        self.set("campaign/last", campaign_id)

    @property
    def maximized(self) -> bool:
        """Whether the window was maximised when it was last closed."""
        return str(self.get("window/maximized", "false")).lower() in ("true", "1")

    @maximized.setter
    def maximized(self, on: bool) -> None:
        self.set("window/maximized", "true" if on else "false")

    @property
    def hints(self) -> bool:
        """Whether the first-game hints are shown over the board (until the player turns them off)."""
        return str(self.get("view/hints", "true")).lower() in ("true", "1")

    @hints.setter
    def hints(self, on: bool) -> None:
        self.set("view/hints", "true" if on else "false")

    @property
    def overview(self) -> bool:
        """Whether the board's overview shows in a corner of a board larger than the view (until the player puts it
        away from the View menu)."""
        return self._on_unless_off("view/overview")

    @overview.setter
    def overview(self, on: bool) -> None:
        self.set("view/overview", "true" if on else "false")

    @property
    def theme(self) -> str:
        """'system', 'light' or 'dark'."""
        value = str(self.get("view/theme", "system"))
        return value if value in ("system", "light", "dark") else "system"

    @theme.setter
    def theme(self, value: str) -> None:
        self.set("view/theme", value)

    @property
    def animations(self) -> bool:
        """Whether cards slide and turn over, and changed dice flash (on unless the player turned them off)."""
        return self._on_unless_off("view/animations")

    @animations.setter
    def animations(self, on: bool) -> None:
        self.set("view/animations", "true" if on else "false")

    @property
    def pace(self) -> str:
        """How fast what the rules do alone (a hostile's activation) is played back: 'slow', 'normal' or 'fast'."""
        value = str(self.get("view/pace", "normal"))
        return value if value in ("slow", "normal", "fast") else "normal"

    @pace.setter
    def pace(self, value: str) -> None:
        self.set("view/pace", value)
