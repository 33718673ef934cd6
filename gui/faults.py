"""The table's boundary for faults: an exception that escapes a slot, a paint or an event handler Qt calls (the
table's or a ruleset's presentation's) ends up here. It is written to stderr and told to the player in a message;
the program goes on and its autosave still holds the state after the last decision.

A presentation's Qt overrides (a board item's paint, a panel's paintEvent or mousePressEvent...) are guarded: an
exception in one is reported and Qt's own behaviour stands in. Left to PySide, an exception in an override that Qt
calls inside another Python override (the board view's viewportEvent painting its items) crashes the process."""
from __future__ import annotations

import functools
import inspect
import sys
import traceback

from PySide6.QtCore import QObject, QRectF, Qt, QTimer
from PySide6.QtWidgets import QMessageBox
from shiboken6 import Shiboken

TITLE = "Something went wrong at the table"


class Faults(QObject):
    """Reports each distinct fault once: a paint that fails fails again at every frame."""

    def __init__(self, window):
        super().__init__(window)  # goes with the window
        self.window = window
        self.reported: list[str] = []
        self._previous_hook = sys.excepthook

    def install(self) -> Faults:
        """From now on PySide hands every exception Qt's calls raise to `report` (through sys.excepthook)."""
        sys.excepthook = self.report
        return self

    def uninstall(self) -> None:
        if sys.excepthook == self.report:
            sys.excepthook = self._previous_hook

    def report(self, kind, error, trace) -> None:
        if not issubclass(kind, Exception):  # Ctrl+C and the like are not the table's faults
            self._previous_hook(kind, error, trace)
            return
        text = f"{kind.__name__}: {error}{_where(trace)}"
        if text in self.reported:
            return
        self.reported.append(text)
        details = "".join(traceback.format_exception(kind, error, trace))
        print(f"Fogbound: {TITLE.lower()}: {text}\n{details}", file=sys.stderr, flush=True)
        # told after the call that failed (a paint may not open a window)
        QTimer.singleShot(0, self, lambda: self._tell(text, details))

    def _tell(self, text: str, details: str) -> None:
        self.window.statusBar().showMessage(f"{TITLE}: {text}", 15000)
        if getattr(self.window, "unattended", False):
            return
        box = QMessageBox(QMessageBox.Icon.Warning, TITLE,
                          f"{text}\n\nThe game goes on; its autosave holds the state after the last decision. "
                          "Please report this, with the details, to the adventure's or Fogbound's authors.",
                          QMessageBox.StandardButton.Ok, self.window)
        box.setAccessibleName(TITLE)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setDetailedText(details)
        box.open()  # not exec(): the table goes on behind it, and nothing waits for a click


def _where(trace) -> str:
    """ ' (in file.py:line)': the innermost frame of the fault, for the player's report."""
    frames = traceback.extract_tb(trace)
    if not frames:
        return ""
    last = frames[-1]
    return f" (in {last.filename.replace(chr(92), '/').rsplit('/', 1)[-1]}:{last.lineno})"


# what stands in for a failed override whose Qt base has no behaviour of its own (a pure virtual)
NOTHING_TO_FALL_BACK_ON = {"boundingRect": QRectF}


def guard_module(module) -> None:
    """Guard the Qt overrides of every Qt class the module defines (see `guard_class`)."""
    for value in list(vars(module).values()):
        if isinstance(value, type) and value.__module__ == module.__name__ and issubclass(value, Shiboken.Object):
            guard_class(value)


def guard_class(cls: type) -> None:
    """Each method the class defines over one of its Qt base's goes through `_guarded`; once per class."""
    if "_fogbound_guarded" in cls.__dict__:
        return
    qt = next(base for base in cls.__mro__ if base.__module__.startswith(("PySide6.", "Shiboken")))
    for name, method in list(cls.__dict__.items()):
        if inspect.isfunction(method) and not name.startswith("__") and callable(getattr(qt, name, None)):
            setattr(cls, name, _guarded(method, qt, name))
    cls._fogbound_guarded = True


def _guarded(method, qt: type, name: str):
    @functools.wraps(method)
    def guarded(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception:  # noqa: BLE001 - the boundary: reported, Qt's own behaviour stands in
            sys.excepthook(*sys.exc_info())
        try:
            return getattr(qt, name)(self, *args, **kwargs)
        except NotImplementedError:
            stand_in = NOTHING_TO_FALL_BACK_ON.get(name)
            return stand_in() if stand_in is not None else None
    return guarded
