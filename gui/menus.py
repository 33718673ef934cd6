"""The window's menu bar: each action with its shortcut and tip, kept on the window that enables them."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from gui.dialogs.about import show_about


def _action(window, menu, text, slot, shortcut=None, tip=""):
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcuts(shortcut if isinstance(shortcut, list) else [QKeySequence(shortcut)])
    action.setToolTip(tip or text.replace("&", ""))
    action.setStatusTip(tip)
    action.triggered.connect(slot)
    menu.addAction(action)
    return action


def _number_action(window, number: int) -> QAction:
    """1-9 (on the row or the keypad) take the answer shown with that number, whatever has the keyboard in the
    window or its dialogs: a list or a panel that had it would otherwise keep digits to search its lines."""
    action = QAction(f"Take answer {number}", window)
    key = Qt.Key(Qt.Key.Key_0 + number)
    action.setShortcuts([QKeySequence(key), QKeySequence(Qt.KeyboardModifier.KeypadModifier | key)])
    action.triggered.connect(lambda _=False: window.take_answer(number))
    window.addAction(action)
    return action


def build_menus(window) -> None:
    """The Game, Edit, View and Help menus; the actions the window enables are kept on it."""
    bar = window.menuBar()
    game = bar.addMenu("&Game")
    window.new_action = _action(window, game, "&New game…", window.show_wizard, QKeySequence.StandardKey.New)
    window.load_action = _action(window, game, "&Load…", window.ask_load, QKeySequence.StandardKey.Open)
    window.save_action = _action(window, game, "&Save to a slot…", window.ask_save, QKeySequence.StandardKey.Save,
                                 "Keep the exact state under a name (the rulebook's own save comes as a choice)")
    window.close_action = _action(window, game, "&Close the game", window.close_game, "Ctrl+W")
    online = game.addMenu("Play &online")
    window.host_action = _action(window, online, "&Host this game…", window.host_online, None,
                                 "Let players on your network or VPN join this game, each at their own screen")
    _action(window, online, "&Join a game…", window.join_online, None, "Join a game hosted elsewhere with its code")
    window.seats_action = _action(window, online, "&Seats and codes…", window.show_seats_dialog, None,
                                  "Hand a seat to a bot while its player is away, or give it a new code")
    game.addSeparator()
    # Ctrl+Q always: the platform's own Quit keys are none at all on a plain X11 desktop (and offscreen)
    quits = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
    window.quit_action = _action(window, game, "&Quit", window.close,
                                 quits + [QKeySequence("Ctrl+Q")] if QKeySequence("Ctrl+Q") not in quits else quits)
    edit = bar.addMenu("&Edit")
    window.undo_action = _action(window, edit, "&Undo", window.undo, "Ctrl+Z", "Take back the last decision")
    window.focus_action = _action(window, edit, "Go to the &choices", window.focus_choices, "F2",
                                  "Put the keyboard on the list of choices")
    window.redo_action = _action(window, edit, "&Redo", window.redo,
                                 [QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")], "Make the undone decision again")
    window.view_menu = bar.addMenu("&View")
    for choice in ("system", "light", "dark"):
        _action(window, window.view_menu, f"{choice.capitalize()} theme", lambda _=False, c=choice: window.set_theme(c))
    window.view_menu.addSeparator()
    window.magnifier_action = _action(window, window.view_menu, "&Magnifier", window.toggle_magnifier, "M",
                                      "A loupe that follows the pointer over the cards")
    window.magnifier_action.setCheckable(True)
    window.overview_action = _action(window, window.view_menu, "Board &overview", window.set_overview, None,
                                     "The whole board in a corner of a board larger than the view; click it to look "
                                     "elsewhere")
    window.overview_action.setCheckable(True)
    window.overview_action.setChecked(window.settings.overview)
    window.motion_action = _action(window, window.view_menu, "&Animations", window.set_animations, None,
                                   "Cards slide and turn over, a changed die flashes; off, changes show at once")
    window.motion_action.setCheckable(True)
    window.motion_action.setChecked(window.settings.animations)
    pace = window.view_menu.addMenu("Hostiles' &pace")
    pace.setToolTip("How fast what the rules do by themselves (a hostile's activation) is played back; Esc skips it")
    window.pace_actions = {}
    one_pace = QActionGroup(window)   # one of the three at a time, drawn as such
    for choice in ("slow", "normal", "fast"):
        action = _action(window, pace, f"&{choice.capitalize()}", lambda _=False, c=choice: window.set_pace(c))
        action.setCheckable(True)
        action.setChecked(choice == window.settings.pace)
        one_pace.addAction(action)
        window.pace_actions[choice] = action
    window.number_actions = [_number_action(window, number) for number in range(1, 10)]
    # what works from the table's dialogs too (they are windows of their own: the window's shortcuts stop there)
    window.table_actions = [window.magnifier_action, window.undo_action, window.redo_action, window.focus_action,
                            window.new_action, window.load_action, window.save_action, window.close_action,
                            window.quit_action, *window.number_actions]
    window.view_menu.addSeparator()
    help_menu = bar.addMenu("&Help")
    window.guide_action = _action(window, help_menu, "&How to play…", window.show_how_to_play,
                                  QKeySequence.StandardKey.HelpContents,
                                  "Each rule system in a few pages: the goal, a turn, the step dialog, icons, words and keys")
    window.table_actions.append(window.guide_action)
    window.hints_action = _action(window, help_menu, "First-game &hints", window.set_hints, None,
                                  "A line over the board saying what to do next (drag a card, click a card…)")
    window.hints_action.setCheckable(True)
    window.hints_action.setChecked(window.settings.hints)
    help_menu.addSeparator()
    _action(window, help_menu, "&About Fogbound…",
            lambda: show_about(window, window.session.pack if window.session else None))
