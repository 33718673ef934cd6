"""A table is its last full save plus the journal's later answers: the server appends each answer to its journal
(on disk before anybody sees it) and writes full saves only now and then. A server killed between the two comes
back with every answer it had told; answers a full save already holds are never played twice; a line cut short ends
what is read; an undo starts a new epoch, so no answer it took back is played again."""
from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
import time

import saves
from engine import rulesets
from engine.bots.random_bot import RandomBot
from engine.bots import asked
from engine.core.serial import game_to_plain
from online.client import Connection
from online.journal import Entry, Mark, left
from online.table import new_epoch

from .harness import (PACKS, ServerProcess, kept_game, new_table, pack, replayed, run, same, seats_for, serving,
                      store_in, url)

REALMS = PACKS["realms-and-ruins"]


def _chosen(game) -> int:
    return sum(1 for e in game.state.log.events if e.kind == "chosen")


def test_a_server_killed_between_its_journal_and_its_full_save_comes_back_with_every_answer_it_told(tmp_path):
    """Three bots play at the server's own pace; a player watches. The server is killed (SIGKILL) while its journal
    holds answers no full save has yet: restarted, it has every answer the watcher was shown, and the game is the one
    the same seed and answers make at one screen."""
    table, _, host = new_table(tmp_path, REALMS, seed=7, bots={0: "random", 1: "random", 2: "random"})
    # the bots' pause keeps the server from running far ahead of the watcher on a busy machine (a full save every 200
    # answers would hold every answer it told)
    server = ServerProcess(tmp_path, bot_pause=0.05)

    async def watch() -> int:
        connection = Connection(server.url, host)
        await connection.open()
        seen = 0
        while seen < 40:
            message = await connection.next(20)
            assert message["t"] != "bye", message
            if message["t"] == "view":
                seen = max(seen, _chosen(connection.games[message["as"]]))
        server.process.send_signal(signal.SIGKILL)  # while the views of later answers are on their way
        server.process.wait()
        await connection.close()
        return seen

    try:
        told = run(watch(), 120)
        campaign, saved = kept_game(tmp_path, table.id, journal_too=False)
        _, journaled = kept_game(tmp_path, table.id)
        assert _chosen(saved) < told <= _chosen(journaled), "the kill fell after a full save: nothing to recover"
        again = ServerProcess(tmp_path, server.port)  # plays the journal into the autosave as it opens the table
        again.stop()
    finally:
        server.stop()
    campaign, game = kept_game(tmp_path, table.id, journal_too=False)
    assert _chosen(game) >= told
    assert same(game, replayed(campaign, 7, game))
    assert not left(store_in(tmp_path).journal_folder, running_too=True), "a journal covered by the saves stays"


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_answers_a_full_save_holds_are_not_played_twice_and_a_line_cut_short_ends_the_journal(tmp_path):
    """What a server killed after a full save and before its journal was trimmed leaves: the save marked with the
    last answer it holds, the journal with answers before and after it, another epoch's answers, a torn last line."""
    table, _, _ = new_table(tmp_path, REALMS, seed=3)
    store = store_in(tmp_path)
    campaign = store.campaigns.open(table.id)
    loaded = pack(REALMS)
    game = rulesets.ruleset(loaded.ruleset).new_game(loaded, seats_for(REALMS), dict(campaign.options), 3)
    epoch, bot, entries, states = new_epoch(), RandomBot(3), [], []
    for number in range(1, 31):
        seat = asked(game)
        key = bot.answer(game, seat if seat is not None else 0)
        answering = seat if game.pending.owner != "table" else None
        game.choose(key, answering)
        entries.append(Entry(table.id, epoch, number, key, answering))
        states.append(game_to_plain(game))
    saves.autosave(campaign, states[19], mark=Mark(epoch, 20).to_plain())  # the full save of the 20th answer
    stale = Entry(table.id, new_epoch(), 21, entries[20].key, entries[20].seat)  # an epoch no save has
    folder = store.journal_folder
    folder.mkdir(parents=True)
    lines = b"".join(e.line() for e in [*entries[:25], stale, *entries[25:]])
    (folder / f"{time.time_ns():020d}-{_dead_pid()}-000000.log").write_bytes(lines + entries[0].line()[:-9])
    assert store.catch_up() == []
    document = saves.load_autosave(campaign)
    assert document.game == states[29] and Mark.of(document) == Mark(epoch, 30)
    assert not left(folder, running_too=True), "the journal every save covers is deleted"


def test_an_undo_is_kept_under_a_new_epoch_and_the_answer_it_took_back_is_never_played_again(tmp_path):
    async def play():
        table, _, host = new_table(tmp_path, REALMS, seed=5)
        async with serving(store_in(tmp_path)) as server:
            table = server.tables[table.id]
            everyone = Connection(url(server), host)
            await everyone.open()
            for _ in everyone.yours:
                await everyone.next(5)

            async def answer(seat, key):
                await everyone.choose(seat, key)
                seen = 0
                while seen < len(everyone.yours):
                    message = await everyone.next(5)
                    assert message["t"] != "refused", message["reason"]
                    seen += message["t"] == "view"

            for _ in range(30):  # answers that draw or reveal nothing, until one may be taken back
                seat = int(table.game.pending.owner.split(":")[1])
                before = game_to_plain(table.game)
                await answer(seat, next(o for o in table.game.pending.options if not o.data.get("pass")).key)
                if table._undo:  # noqa: SLF001 - nothing drawn: undo is offered
                    break
            old = table.mark
            await everyone.send({"t": "undo", "seat": seat})
            seen = 0
            while seen < len(everyone.yours):
                message = await everyone.next(5)
                assert message["t"] != "refused", message["reason"]
                seen += message["t"] == "view"
            assert game_to_plain(table.game) == before
            assert table.mark.epoch != old.epoch and table.kept == table.mark, \
                "the undo is not kept by a full save under a new epoch"
            # the next answer (another one) goes to the new epoch's journal; the old epoch's last answer is never
            # played again
            options = [o for o in table.game.pending.options if not o.data.get("pass")]
            await answer(seat, options[-1].key)
            _, kept = kept_game(tmp_path, table.id)
            assert same(kept, table.game)
    run(play())
