"""Connections come and go and nothing is lost or made twice: a player's process killed in the middle of a decision
rejoins with its code; the server killed (SIGKILL) in the middle of a game comes back from its folder and the players
reconnect; answers delayed and sent twice. Each game is compared with the same table played undisturbed: the random
bot answers from its seat's view alone, so the same answers must have been made, in the same order, each once."""
from __future__ import annotations

import random
import signal
import time

import pytest

from .harness import HEAVY, PACKS, ServerProcess, bot_process, kept_game, new_table, replayed, same

DECISIONS = 400 if HEAVY else 50
SEED = 4


def _answers(folder, table_id) -> list[tuple[str, int | None]]:
    try:
        game = kept_game(folder, table_id)[1]
    except Exception:  # noqa: BLE001 - the autosave is being replaced: ask again
        return []
    return [(e.option, e.seat) for e in game.state.log.events if e.kind == "chosen"]


def _play(folder, pack_id: str, disturb=None, extra=()) -> list[tuple[str, int | None]]:
    """Play the table to DECISIONS answers (or its end) with three bot players; `disturb(server, players, restart)`
    is called once a third of the way; the answers the server kept."""
    table, codes, host = new_table(folder, pack_id, SEED)
    server = ServerProcess(folder)
    codes = {seat: host if seat == 0 else code for seat, code in codes.items()}

    def start(seat):
        return bot_process(server.url, codes[seat], seat, "--retry", "100", "--seat", str(seat), *extra)

    players = {seat: start(seat) for seat in codes}
    disturbed, enough = disturb is None, DECISIONS
    try:
        deadline = time.monotonic() + (1200 if HEAVY else 240)
        while time.monotonic() < deadline:
            made = len(_answers(folder, table.id))
            if not disturbed and made >= DECISIONS // 3:
                # a fast table may pass the third between two looks (or while its autosave is being replaced):
                # it is disturbed at the first look past it, still in the middle of its game, and plays on a while
                disturbed, enough = True, max(DECISIONS, made + DECISIONS // 5)
                server = disturb(server, players, start) or server
                continue
            if made >= enough or all(p.poll() is not None for p in players.values()):
                break
            time.sleep(0.2)
        assert disturbed
    finally:
        for player in players.values():
            if player.poll() is None:
                player.kill()
                player.wait()
        server.stop()
    campaign, game = kept_game(folder, table.id)
    assert same(game, replayed(campaign, SEED, game))
    answers = _answers(folder, table.id)
    assert len(answers) >= DECISIONS or game.over
    return answers


@pytest.fixture(scope="module")
def undisturbed(tmp_path_factory):
    return _play(tmp_path_factory.mktemp("calm"), PACKS["realms-and-ruins"])


def _agree(answers, undisturbed):
    common = min(len(answers), len(undisturbed))
    assert common >= min(DECISIONS, len(undisturbed))
    assert answers[:common] == undisturbed[:common], "an answer was lost, changed or made twice"


def test_a_player_killed_mid_decision_rejoins_with_its_code_and_the_game_goes_on(tmp_path, undisturbed):
    def kill_a_player(server, players, start):
        seat = random.Random(1).choice(sorted(players))
        players[seat].send_signal(signal.SIGKILL)
        players[seat].wait()
        time.sleep(0.5)  # the others wait on its answer meanwhile
        players[seat] = start(seat)

    _agree(_play(tmp_path, PACKS["realms-and-ruins"], kill_a_player), undisturbed)


def test_the_server_killed_mid_game_comes_back_from_its_folder_and_loses_nothing(tmp_path, undisturbed):
    def kill_the_server(server, players, start):
        server.kill()  # SIGKILL: no goodbye, an autosave perhaps half written
        time.sleep(0.5)
        return ServerProcess(server.folder, server.port)

    _agree(_play(tmp_path, PACKS["realms-and-ruins"], kill_the_server), undisturbed)


def test_answers_delayed_and_sent_twice_are_made_once(tmp_path, undisturbed):
    _agree(_play(tmp_path, PACKS["realms-and-ruins"], extra=("--duplicate", "--delay", "0.05")), undisturbed)
