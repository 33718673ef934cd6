"""What the whole table is asked, online as at one screen: a window any seat may answer goes to each seat still
asked in turn (a seat further on is refused until those before it have answered); a question the whole table
decides is answered by one person and done once every other person at the table agrees (one who declines drops it,
one who leaves is no longer waited for)."""
from __future__ import annotations

from engine.bots import asked
from engine.bots.random_bot import RandomBot
from engine.core.serial import game_to_plain
from online.client import Connection

from .harness import PACKS, new_table, run, serving, store_in, url


def _played_until(folder, pack_id: str, seed: int, wanted):
    """A new table whose game the random bot has played on until `wanted(decision)`; its codes."""
    table, codes, host = new_table(folder, pack_id, seed)
    game, bot = table.game, RandomBot(seed)
    for _ in range(2000):
        if wanted(game.pending):
            break
        seat = asked(game)
        answering = seat if game.pending.owner != "table" else None
        for attempt in range(50):
            try:
                game.choose(bot.answer(game, seat if seat is not None else 0, attempt), answering)
                break
            except Exception:  # noqa: BLE001 - a free number the rules refuse: another
                continue
    assert wanted(game.pending), "the game never came to the question wanted"
    table.write(*table.plain())
    return table, codes, host


async def _joined(server, code) -> Connection:
    connection = Connection(url(server), code)
    await connection.open()
    for _ in connection.yours:
        await connection.next(5)
    return connection


async def _next(connection: Connection, *kinds: str) -> dict:
    while True:
        message = await connection.next(5)
        if message["t"] in kinds or (message.get("proposal") and "proposal" in kinds):
            return message


def test_a_window_goes_to_each_seat_still_asked_in_turn(tmp_path):
    async def play():
        table, codes, _ = _played_until(tmp_path, PACKS["realms-and-ruins"], 1,
                                        lambda d: d is not None and d.owner == "any" and len(d.waiting) >= 2)
        async with serving(store_in(tmp_path)) as server:
            table = server.tables[table.id]
            first, then = table.game.pending.waiting[:2]
            one, other = await _joined(server, codes[first]), await _joined(server, codes[then])
            before = game_to_plain(table.game)
            passing = next(o.key for o in other.games[then].pending.options if o.data.get("pass"))
            await other.choose(then, passing)
            refused = await _next(other, "refused")
            assert "answers this first" in refused["reason"] and table.names()[first] in refused["reason"]
            assert game_to_plain(table.game) == before, "a seat answered out of turn"
            await one.choose(first, next(o.key for o in one.games[first].pending.options if o.data.get("pass")))
            await _next(other, "view")
            assert table.game.pending.owner != "any" or table.game.pending.waiting[0] == then
            if table.game.pending.owner == "any":  # the window goes on to the next seat asked: its turn now
                made = table.made
                await other.choose(then, passing)
                await _next(other, "view")
                assert table.made == made + 1
    run(play())


def test_a_whole_tables_question_is_done_once_every_person_at_the_table_agrees(tmp_path):
    async def play():
        table, codes, _ = new_table(tmp_path, PACKS["arkeis"], seed=1)
        async with serving(store_in(tmp_path)) as server:
            table = server.tables[table.id]
            assert table.game.pending.owner == "table"
            ann, bo = await _joined(server, codes[0]), await _joined(server, codes[1])  # the third is away
            before = game_to_plain(table.game)
            key = table.game.pending.options[-1].key
            await ann.choose(None, key, via=0)
            asked_ = (await _next(bo, "proposal"))["proposal"]
            assert asked_["kind"] == "choose" and asked_["waiting"] == [1]
            assert game_to_plain(table.game) == before, "one person answered for the whole table"
            # Bo declines: nothing is done, and Ann is told
            await bo.send({"t": "decline", "id": asked_["id"]})
            said = await _next(ann, "notice")
            while "does not agree" not in said.get("text", ""):
                said = await _next(ann, "notice")
            assert table.proposal is None and game_to_plain(table.game) == before
            # asked again, Bo agrees: done once, each sees it
            await ann.choose(None, key, via=0)
            asked_ = (await _next(bo, "proposal"))["proposal"]
            await bo.send({"t": "agree", "id": asked_["id"]})
            await _next(ann, "view")
            await _next(bo, "view")
            assert table.made == 1 and any(e.kind == "chosen" and e.option == key for e in table.game.state.log.events)
            # a proposal still waiting is done when the only person it waits for leaves
            if table.game.pending is not None and table.game.pending.owner == "table":
                await ann.choose(None, table.game.pending.options[0].key, via=0)
                await _next(bo, "proposal")
                await bo.close()
                await _next(ann, "view")
                assert table.made == 2
    run(play())
