"""Fogbound's desktop entry point (`fogbound`)."""
from __future__ import annotations

import argparse
import contextlib
import os
import sys
import tempfile
import time

from gui import xcb_check

STARTED = time.perf_counter()
WAYS_OUT = ("exit", "quit", "close", "welcome-quit", "stay")


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="fogbound", description="Fogbound, a tabletop for card-driven adventure games.")
    parser.add_argument("--data-dir", help="keep saves, cache and settings in this folder (portable installs, tests)")
    parser.add_argument("--self-test", action="store_true", help="open a game on the bundled pack, take one action, exit")
    parser.add_argument("--exit-when-shown", choices=("welcome", "board"), help=argparse.SUPPRESS)
    # how the program is left once shown (tests of every way out): see leave()
    parser.add_argument("--then", choices=WAYS_OUT, default="exit", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def make_app(argv0: str = "fogbound"):
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([argv0])
    app.setApplicationName("Fogbound")
    app.setOrganizationName("Fogbound")
    app.setApplicationDisplayName("Fogbound")
    return app


def read_ahead() -> None:
    """Read the table's modules (the engine, boards, card faces, panels, dialogs, the wizard) once the welcome is
    painted, so that the first New game, Load or Continue does not wait for them; each is imported where it is used
    all the same."""
    import engine.bots  # noqa: F401
    import gui.card_viewer  # noqa: F401
    import gui.dialogs.card_actions  # noqa: F401
    import gui.dialogs.decision  # noqa: F401
    import gui.dialogs.opening  # noqa: F401
    import gui.dialogs.saving  # noqa: F401
    import gui.dialogs.step  # noqa: F401
    import gui.faces  # noqa: F401
    import gui.looking  # noqa: F401
    import gui.panels.board_slot  # noqa: F401
    import gui.panels.card_picture  # noqa: F401
    import gui.panels.cards  # noqa: F401
    import gui.panels.choices  # noqa: F401
    import gui.panels.log  # noqa: F401
    import gui.panels.words  # noqa: F401
    import gui.screens.wizard  # noqa: F401
    import gui.seating  # noqa: F401
    import gui.session  # noqa: F401


def once_painted(window) -> None:
    """What waits for the welcome window's first frame: its last campaign (read from the saves), then the rest of
    the table's modules."""
    window.show_welcome()
    read_ahead()


def after_first_paint(window, then, at_the_latest_ms: int = 1000) -> None:
    """Call `then` once, when the window's first frame has been painted: the player sees the window before the
    rest is read. A window that is not painted (started minimised) gets it after `at_the_latest_ms` all the same."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.Paint:
                QTimer.singleShot(0, self.go)
            return False

        def go(self):
            if self.parent() is not None:
                window.removeEventFilter(self)
                self.setParent(None)
                then()

    first = FirstPaint(window)
    window.installEventFilter(first)
    QTimer.singleShot(at_the_latest_ms, first, first.go)


def self_test(data_dir: str | None) -> int:
    """Open a game on the bundled pack, take one action through the session, answer until the next action."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") and sys.platform.startswith("linux"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    # a scratch folder only when no --data-dir was given: with one, nothing is written elsewhere
    scratch_folder = contextlib.nullcontext(data_dir) if data_dir else tempfile.TemporaryDirectory(prefix="fogbound-self-test-")
    with scratch_folder as scratch:
        from saves.folders import user_folders
        make_app()
        from gui.main_window import MainWindow

        window = MainWindow(user_folders(scratch))
        window.unattended = True  # nobody is there to close a message box
        window.show()
        window.show_wizard()  # as a player would: it also picks a campaign name not yet taken
        wizard = window.wizard
        index = next((i for i in range(wizard.pack_box.count()) if wizard.pack_box.itemData(i).id == "hollowmere"), -1)
        if index < 0:
            print("self-test: the bundled pack 'hollowmere' is missing", file=sys.stderr)
            return 2
        wizard.pack_box.setCurrentIndex(index)
        wizard.wait_for_pack()
        from PySide6.QtWidgets import QApplication
        QApplication.processEvents()
        if wizard.pack is None:
            print(f"self-test: the pack cannot be read: {wizard.description.text()}", file=sys.stderr)
            return 2
        if not window.start_new(wizard.config()):
            print(f"self-test: the game could not start: {window.last_problem}", file=sys.stderr)
            return 3
        session = window.session
        game = session.game
        act = next((o.key for o in game.pending.options if "icon" in o.data), None)  # the first action offered
        if act is None or not session.choose(act):
            print("self-test: no action could be taken", file=sys.stderr)
            return 4
        for _ in range(200):
            decision = game.pending
            if game.over or decision is None or decision.kind == "action":
                break
            key = "cancel" if decision.number else decision.options[0].key
            if not session.choose(key):
                print(f"self-test: the {decision.kind} decision refused {key}", file=sys.stderr)
                return 5
            QApplication.processEvents()
        else:
            print("self-test: the action never ended", file=sys.stderr)
            return 6
        session.flush()
        window.close()
        print(f"self-test: ok ({len(game.state.log.events)} events, {time.perf_counter() - STARTED:.2f} s)")
        return 0


def main(argv: list[str] | None = None) -> int:
    words = sys.argv[1:] if argv is None else argv
    if words[:1] == ["server"]:  # `fogbound server ...`: the headless server, from the same program (no Qt loaded)
        from online.cli import main as server

        return server(words[1:])
    args = parse_args(argv)
    if args.self_test:
        try:
            return self_test(args.data_dir)
        except Exception as error:  # noqa: BLE001 - the smoke test reports, never crashes
            print(f"self-test failed: {type(error).__name__}: {error}", file=sys.stderr)
            return 1
    missing_libraries = xcb_check.check()
    if missing_libraries:  # Qt would abort with a message naming one library, not the packages
        print(missing_libraries, file=sys.stderr)
        return 3
    app = make_app(sys.argv[0] if sys.argv else "fogbound")
    from saves.folders import user_folders
    from gui.faults import Faults
    from gui.main_window import MainWindow
    from gui.settings import Settings
    from gui.theme import apply_theme

    folders = user_folders(args.data_dir)
    apply_theme(app, Settings(folders).theme)
    window = MainWindow(folders, welcome_later=True)
    faults = Faults(window).install()
    window.show()
    after_first_paint(window, lambda: once_painted(window))
    woken_by = quit_on_signals(window)
    if args.exit_when_shown:
        from PySide6.QtCore import QTimer

        def shown():
            if args.exit_when_shown == "board":
                window.continue_last()
                if window.session is None:
                    print("no campaign could be continued", file=sys.stderr)
                    app.exit(1)
                    return
            print(f"SHOWN {args.exit_when_shown} {time.perf_counter() - STARTED:.3f}", flush=True)
            leave(window, args.then)
        QTimer.singleShot(0, shown)
    code = app.exec()
    faults.uninstall()
    signals_as_before()
    shut_down(window)
    for end in woken_by:
        end.close()
    return code


def leave(window, way: str) -> None:
    """Leave the program as a player or the system would (`--then`): the event loop ends (`exit`), Game → Quit, the
    window closed, the game closed and then the welcome's Quit, or nothing (`stay`: a signal will end it)."""
    from PySide6.QtWidgets import QApplication

    if way == "exit":
        QApplication.instance().exit(0)
    elif way == "quit":
        window.quit_action.trigger()
    elif way == "close":
        window.close()
    elif way == "welcome-quit":
        window.close_action.trigger()
        window.welcome.quit_button.click()


QUITTING_SIGNALS = ("SIGTERM", "SIGINT")


def quit_on_signals(window) -> tuple:
    """SIGTERM (a session ending, `kill`) and SIGINT (Ctrl+C) quit as Game → Quit does: the game is closed, its
    autosave written. Python runs a signal's handler only between bytecodes, so the signal wakes Qt's loop
    through a socket."""
    import signal
    import socket

    from PySide6.QtCore import QSocketNotifier
    from PySide6.QtWidgets import QApplication

    wake, woken = socket.socketpair()
    for end in (wake, woken):
        end.setblocking(False)
    signal.set_wakeup_fd(wake.fileno(), warn_on_full_buffer=False)
    notifier = QSocketNotifier(woken.fileno(), QSocketNotifier.Type.Read, window)
    notifier.activated.connect(lambda *_: _drain(woken))

    def quit_now(number, frame):
        print(f"{signal.Signals(number).name}: quitting", file=sys.stderr, flush=True)
        if window.session is not None:
            window.session.autosave()  # the state as it stands, whatever the last decision left in flight
        window.close()
        QApplication.instance().quit()  # even with a message box open over the window

    for name in QUITTING_SIGNALS:
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), quit_now)
    return wake, woken


def signals_as_before() -> None:
    """Once the window is going, a signal does what it does to any program again."""
    import signal

    signal.set_wakeup_fd(-1)
    for name in QUITTING_SIGNALS:
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.default_int_handler if name == "SIGINT" else signal.SIG_DFL)


def _drain(woken) -> None:
    with contextlib.suppress(OSError):
        woken.recv(512)


def stop_workers(window) -> None:
    """The threads that hand their results to the window's objects finish first: a card face drawn, a pack read."""
    if window.faces is not None:
        window.faces.shutdown(wait=True)
    if window.wizard is not None:
        with contextlib.suppress(TimeoutError):  # a pack still being read after 10 s: left to its worker
            window.wizard.wait_for_pack()


def shut_down(window) -> None:
    """An orderly end, whatever ended the event loop: the game is closed (its autosave written) and the window with
    all it owns deleted while Python is whole. Left to the interpreter's exit, PySide deletes the window once
    Python is half gone; a dialog deleted then still calls its Python event filter, and the process crashes."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    if shiboken6.isValid(window):
        stop_workers(window)
        if window.session is not None or window.isVisible():
            window.close()
        shiboken6.delete(window)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


if __name__ == "__main__":
    sys.exit(main())
