"""The table driven by a seat's view: a campaign hosted from the game (Game → Play online → Host), a second window
joined with its code; each window shows only its seat's view, answers only its seat's questions, and follows the
other's answers; the seats' line says who is where."""
from __future__ import annotations

import socket
import ssl

import pytest

from engine.bots import asked
from gui import looking
from gui.main_window import MainWindow
from saves.folders import user_folders

from .harness import PACKS, store_in


@pytest.fixture
def windows(qtbot, tmp_path, monkeypatch):
    problems: list[str] = []
    monkeypatch.setattr(MainWindow, "_problem", lambda self, title, text: problems.append(text))
    made = []
    for name in ("host", "guest"):
        window = MainWindow(user_folders(tmp_path / name))
        window.unattended = True
        qtbot.addWidget(window)
        window.show()
        made.append(window)
    made[0].problems = problems
    yield made
    for window in made:
        if window.session is not None:
            window.close_game()


def test_a_game_hosted_from_the_table_is_joined_with_a_code_and_played_from_two_screens(windows, qtbot, tmp_path,
                                                                                       monkeypatch):
    from gui.dialogs import online as dialogs
    from gui.last_play import AUTOSAVE

    host_window, guest_window = windows
    # the host's campaign: a Realms and Ruins game of two, opened at the host's screen
    store = store_in(tmp_path / "host" / "data" / "..")
    store = store_in(tmp_path / "host")
    table, _, _ = store.create("Brinefall night", PACKS["realms-and-ruins"], _seats(), seed=11)
    host_window.open_campaign(host_window.campaigns.open(table.id), AUTOSAVE)
    assert host_window.session is not None and host_window.host_action.isEnabled()
    # Host: seat 1 at this screen, seat 2 elsewhere, on a free port
    monkeypatch.setattr(dialogs.HostDialog, "exec", lambda self: (self.port.setValue(_free_port()), 1)[1])
    assert host_window.host_online(), host_window.problems
    session = host_window.session
    assert session.link is not None and session.here == {0}
    code = next(iter(session.hosted.codes.values()))
    assert "ws://" in host_window.invitations and code in host_window.invitations
    # Join: the guest pastes the invitation whole, which fills the address and the code
    join = dialogs.JoinDialog("", guest_window)
    join.address.setText(host_window.invitations.splitlines()[0])
    assert join.code.text() == code and join.address.text().startswith("ws://")
    assert guest_window._join(f"127.0.0.1:{session.hosted.port}", join.code.text()), host_window.problems
    guest = guest_window.session
    assert guest.here == {1}
    qtbot.waitUntil(lambda: "connected" in host_window.seats_label.text(), timeout=5000)
    # each window shows its own seat's hand only
    for window, seat in ((host_window, 0), (guest_window, 1)):
        game = window.session.game
        assert looking.seat(game) == seat
        mine = [p for p in game.zones.cards(f"hand:{seat}")]
        theirs = game.zones.cards(f"hand:{1 - seat}")
        assert mine and all(looking.seen(game, p) for p in mine)
        assert theirs and not any(looking.seen(game, p) for p in theirs)
        assert all(p.startswith("?") for p in theirs), "a rival's hand is sent as stand-ins"
    # whoever is asked answers from their window; the other window follows the answer
    for _ in range(4):
        seat = asked(host_window.session.game)
        asking, other = (host_window, guest_window) if seat == 0 else (guest_window, host_window)
        made_before = _made(host_window)
        # the other window may not answer: its seat is not asked (a rival's private question shows it no answers)
        assert not other.choose("1")
        assert "another player is asked" in other.statusBar().currentMessage()
        pending = asking.session.game.pending
        assert pending.options, (seat, pending, looking.seat(asking.session.game), asking.session.game.seat_game().seat)
        key = pending.options[0].key
        assert asking.choose(key)
        qtbot.waitUntil(lambda: _made(host_window) > made_before and _made(guest_window) > made_before,
                        timeout=10000)
    # after answers as before them, each window names the campaign and says it is played online
    for window in (host_window, guest_window):
        assert window.windowTitle().startswith("Brinefall night") and window.windowTitle().endswith("(online)")
    # the host hands the guest's seat to a bot (Game → Play online → Seats and codes): the server's bot answers for it
    assert host_window.seats_action.isEnabled() and not guest_window.seats_action.isEnabled()
    host_window.session.hand(1, "bot")
    qtbot.waitUntil(lambda: "Bob: bot" in host_window.seats_label.text() or
                    "Seat 2: bot" in host_window.seats_label.text(), timeout=5000)
    start = _made(host_window)
    for _ in range(40):
        if _made(host_window) >= start + 4:
            break
        game = host_window.session.game
        if game.pending is not None and asked(game) == 0 and game.pending.options:
            before = _made(host_window)
            host_window.choose(game.pending.options[0].key)
            qtbot.waitUntil(lambda: _made(host_window) > before, timeout=10000)
        else:
            qtbot.wait(300)
    assert _made(host_window) >= start + 4
    assert any(e.kind == "chosen" and e.owner == "seat:1" for e in host_window.session.game.state.log.events[-40:])
    # and a new code for the seat: shown to the host once, the old one no longer opens the table
    host_window.session.link.send({"t": "invite", "seat": 1})
    qtbot.waitUntil(lambda: host_window.invitations.count("code:") == 1 and code not in host_window.invitations,
                    timeout=5000)
    assert not host_window.problems


def _made(window) -> int:
    return sum(1 for e in window.session.game.state.log.events if e.kind == "chosen")


def _seats():
    from .harness import seats_for

    return seats_for(PACKS["realms-and-ruins"], 2)


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_the_hostiles_are_played_back_at_a_table_joined_over_the_network(windows, qtbot, tmp_path):
    """Cursed City's hostiles act by themselves on the server: the joined table plays their steps back from the
    events its seat may read, as at one screen."""
    import saves
    from online.hosting import host

    _, guest_window = windows
    store = store_in(tmp_path / "server")
    from .harness import seats_for

    table, _, _ = store.create("Mirewick night", PACKS["cursed-city"], seats_for(PACKS["cursed-city"], 2), seed=3)
    table.file.unlink()
    hosted = host(saves.user_folders(tmp_path / "server"), store.campaigns.open(table.id), {1: "random"}, [],
                  port=_free_port(), bot_pause=0.0)
    played: list[int] = []
    try:
        code = hosted.codes[0]
        assert guest_window._join(f"127.0.0.1:{hosted.port}", code)
        playback = guest_window.playback
        assert playback is not None
        real_play = playback.play
        playback.play = lambda scene, steps, heading: (played.append(len(steps)), real_play(scene, steps, heading))
        for _ in range(400):
            if any(played):
                break
            game = guest_window.session.game
            if game.over:
                break
            if game.pending is not None and asked(game) in (0, None) and game.pending.options:
                before = _made(guest_window)
                guest_window.choose(game.pending.options[-1].key)
                qtbot.waitUntil(lambda: _made(guest_window) > before, timeout=10000)
            else:
                qtbot.wait(50)
        assert any(played), "no hostile's step was played back"
    finally:
        guest_window.close_game()
        hosted.stop()


def test_two_seats_at_the_hosts_screen_pass_it_while_a_third_plays_elsewhere(windows, qtbot, tmp_path, monkeypatch):
    """Hot-seat and online mixed: two rivals at the host's screen hand it over as at one screen (each sees only
    their own hand), the third seat is played from another window."""
    from gui.dialogs import online as dialogs
    from gui.last_play import AUTOSAVE
    from .harness import seats_for

    host_window, guest_window = windows
    store = store_in(tmp_path / "host")
    table, _, _ = store.create("Three rivals", PACKS["realms-and-ruins"], seats_for(PACKS["realms-and-ruins"], 3),
                               seed=11)
    host_window.open_campaign(host_window.campaigns.open(table.id), AUTOSAVE)

    def two_here(self):
        self.port.setValue(_free_port())
        for seat, box in self.where.items():
            box.setCurrentIndex(list(dialogs.WHERE).index(dialogs.HERE if seat < 2 else dialogs.ELSEWHERE))
        return 1

    monkeypatch.setattr(dialogs.HostDialog, "exec", two_here)
    assert host_window.host_online(), host_window.problems
    session = host_window.session
    assert session.here == {0, 1} and list(session.hosted.codes) == [2]
    assert guest_window._join(f"127.0.0.1:{session.hosted.port}", session.hosted.codes[2])
    checked = set()
    for _ in range(60):
        game = session.game
        seat = asked(game)
        if seat in (0, 1) and seat not in checked:
            # the screen is handed to the seat asked before anything private shows
            if host_window.stack.currentWidget() is not host_window.hand_over_screen:
                qtbot.waitUntil(lambda: host_window.stack.currentWidget() is host_window.hand_over_screen,
                                timeout=5000)
            host_window.take_screen()
            assert looking.seat(game) == seat
            assert all(looking.seen(game, p) for p in game.zones.cards(f"hand:{seat}"))
            assert not any(looking.seen(game, p) for p in game.zones.cards(f"hand:{1 - seat}"))
            checked.add(seat)
        if checked == {0, 1}:
            break
        window = host_window if seat in (0, 1) else guest_window
        if window is host_window and looking.seat(game) != seat:
            host_window.take_screen()
        game = window.session.game
        if game.pending is None or not game.pending.options:
            qtbot.wait(100)
            continue
        before = _made(window)
        window.choose(game.pending.options[-1].key)
        qtbot.waitUntil(lambda: _made(window) > before, timeout=10000)
    assert checked == {0, 1}
    assert not host_window.problems


@pytest.mark.parametrize("ruleset_id", sorted(PACKS))
def test_a_game_well_under_way_or_over_is_hosted_and_joined_in_each_ruleset(ruleset_id, windows, qtbot, tmp_path,
                                                                             monkeypatch):
    """A campaign whose game has gone on a while (or ended: The 7th Citadel's random game does) is hosted and
    joined: each table is laid out from a seat's view whose log names no piece hidden from it now (a paragraph read
    and put back, a card drawn and shuffled in), and shows the same decision or the same end."""
    from gui.dialogs import online as dialogs
    from gui.last_play import AUTOSAVE

    from .test_whole_table import _played_until

    host_window, guest_window = windows
    made = []
    table, _, _ = _played_until(tmp_path / "host", PACKS[ruleset_id], 2,
                                lambda d: made.append(1) or d is None or len(made) > 400)
    host_window.open_campaign(host_window.campaigns.open(table.id), AUTOSAVE)
    monkeypatch.setattr(dialogs.HostDialog, "exec", lambda self: (self.port.setValue(_free_port()), 1)[1])
    assert host_window.host_online(), host_window.problems
    session = host_window.session
    code = next(iter(session.hosted.codes.values()))
    assert guest_window._join(f"127.0.0.1:{session.hosted.port}", code), host_window.problems
    hosted = session.hosted.server.tables[table.id].game
    for window in (host_window, guest_window):
        game = window.session.game
        assert game.over == hosted.over and game.state.outcome == hosted.state.outcome
        assert (game.pending is None) == (hosted.pending is None)
        assert game.pending is None or game.pending.prompt == hosted.pending.prompt


@pytest.mark.parametrize("typed", ["127.0.0.1:8799127.0.0.1:8799", "http://127.0.0.1:8765", ":8765", "host:port"])
def test_what_is_no_address_is_refused_in_the_players_words_before_anything_is_tried(windows, typed):
    guest_window = windows[1]
    assert not guest_window._join(typed, "any-code")
    said = windows[0].problems[-1]
    assert said.startswith(repr(typed)) and "is no address a game is hosted at" in said
    assert "Error" not in said, "an exception's name reached the player"
    assert guest_window.session is None



def test_an_address_remembered_from_last_time_is_replaced_by_one_typed_not_lengthened(windows, qtbot):
    from gui.dialogs import online as dialogs
    join = dialogs.JoinDialog("127.0.0.1:8799", windows[1])
    qtbot.addWidget(join)
    join.show()
    qtbot.waitExposed(join)
    qtbot.keyClicks(join.address, "192.168.1.20:8765")
    assert join.address.text() == "192.168.1.20:8765"
    join.close()


def test_an_address_nothing_answers_at_is_told_in_the_players_words(windows):
    guest_window = windows[1]
    assert not guest_window._join(f"127.0.0.1:{_free_port()}", "any-code")
    said = windows[0].problems[-1]
    assert "nothing listens there" in said and "port the host sent" in said
    assert "Error" not in said and "Errno" not in said, "an exception's words reached the player"
    assert guest_window.session is None


def test_an_address_where_something_else_than_a_fogbound_server_answers_is_told_so(windows):
    import http.server
    import threading

    web = http.server.HTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    threading.Thread(target=web.serve_forever, daemon=True).start()
    try:
        assert not windows[1]._join(f"127.0.0.1:{web.server_address[1]}", "any-code")
    finally:
        web.shutdown()
        web.server_close()
    said = windows[0].problems[-1]
    assert "something answers there, but not a Fogbound server" in said and "Error" not in said


@pytest.mark.parametrize(("error", "words"), [
    (ConnectionRefusedError(111, "Connection refused"), "nothing listens there"),
    (TimeoutError(), "no answer came"),
    (socket.gaierror(-2, "Name or service not known"), "no computer of that name"),
    (ssl.SSLCertVerificationError(1, "certificate verify failed"), "certificate could not be checked"),
    (OSError(101, "Network is unreachable"), "the network says: Network is unreachable."),
    (RuntimeError("whatever"), "the connection failed."),
])
def test_why_a_connection_failed_is_said_without_the_exceptions_name(error, words):
    from online.client import why_unreachable

    said = why_unreachable(error)
    assert words in said and type(error).__name__ not in said and "Errno" not in said
