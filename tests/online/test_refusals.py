"""Only a seat's own decisions are taken: another seat's, a stale or illegal answer, a wrong or revoked code, another
version, malformed, oversized or too many messages are each refused with a reason, and nothing changes; the server
stays up and another table goes on unbothered. Undo takes back only one's own last answer, never a draw."""
from __future__ import annotations

import asyncio
import json
import time

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from engine.core.serial import game_to_plain
from online.client import Connection, Unreachable, play_as_bot, to_answer
from online.protocol import MAX_CLIENT_MESSAGE, STALE, VERSION, encode

from .harness import PACKS, new_table, run, serving, store_in, url

REALMS = PACKS["realms-and-ruins"]


async def _joined(server, code) -> Connection:
    connection = Connection(url(server), code)
    await connection.open()
    for _ in connection.yours:
        await connection.next(5)
    return connection


async def _answer(connection: Connection, timeout: float = 5) -> dict:
    """The next message that answers what was sent: a refusal or a view."""
    while True:
        message = await connection.next(timeout)
        if message["t"] in ("refused", "view", "bye"):
            return message


async def _refusal(connection: Connection, timeout: float = 5) -> str:
    """The reason of the next refusal (the views of changes made meanwhile read on the way)."""
    while True:
        message = await connection.next(timeout)
        if message["t"] == "refused":
            return message["reason"]


def _asked_seat(table) -> int:
    return int(table.game.pending.owner.split(":")[1])


def test_a_code_answers_only_its_own_seats_decisions_and_only_the_question_asked(tmp_path):
    async def play():
        table, codes, _ = new_table(tmp_path, REALMS, seed=5)
        async with serving(store_in(tmp_path)) as server:
            table = server.tables[table.id]
            seat = _asked_seat(table)
            other = (seat + 1) % 3
            mine, theirs = await _joined(server, codes[seat]), await _joined(server, codes[other])
            before = game_to_plain(table.game)
            key = table.game.pending.options[0].key
            said = []
            # another seat's code answering this seat's question, for itself or naming this seat
            await theirs.choose(other, key, via=other)
            said.append((await _answer(theirs))["reason"])
            await theirs.send({"t": "choose", "ask": table.ask, "key": key, "seat": seat})
            said.append((await _answer(theirs))["reason"])
            # the right seat, a key the rules do not offer; then an answer to a question no longer asked
            await mine.choose(seat, "no-such-answer")
            said.append((await _answer(mine))["reason"])
            await mine.send({"t": "choose", "ask": "0123456789abcdef", "key": key, "seat": seat})
            said.append((await _answer(mine))["reason"])
            assert game_to_plain(table.game) == before, "a refused answer changed the game"
            assert f"not seat {other + 1}" in said[0] or "is asked" in said[0]
            assert "does not hold seat" in said[1]
            assert "not a legal answer" in said[2]
            assert STALE in said[3]
            # the seat's own answer to the question it saw is taken, once: the same message again is stale
            await mine.choose(seat, key)
            assert (await _answer(mine))["t"] == "view"
            assert table.made == 1
            await mine.send({"t": "choose", "ask": mine.asks.get(seat) and "x" * 16, "key": key, "seat": seat})
            assert STALE in (await _answer(mine))["reason"]
            assert table.made == 1
    run(play())


def test_wrong_revoked_and_missing_codes_and_another_version_see_nothing(tmp_path):
    async def play():
        table, codes, host = new_table(tmp_path, REALMS, seed=5)
        async with serving(store_in(tmp_path)) as server:
            for code in ("", "x" * 32, codes[0][:-1] + ("A" if codes[0][-1] != "A" else "B")):
                message = await _raw(server, {"t": "hello", "v": VERSION, "code": code})
                assert message["t"] == "bye" and ("no table" in message["reason"] or "fit" in message["reason"])
            message = await _raw(server, {"t": "hello", "v": VERSION + 1, "code": codes[0]})
            assert message["t"] == "bye" and f"version {VERSION}" in message["reason"] and "same version" in message["reason"]
            message = await _raw(server, {"t": "choose", "ask": "", "key": "x", "seat": 0})
            assert message["t"] == "bye" and "hello" in message["reason"]
            # the host invites seat 2 afresh: its old code opens nothing, and its holder is sent away
            old = await _joined(server, codes[1])
            admin = await _joined(server, host)
            await admin.send({"t": "invite", "seat": 1})
            while (message := await admin.next(5))["t"] != "code":
                pass
            new_code = message["text"]
            while (message := await old.next(5))["t"] != "bye":
                pass
            assert "revoked" in message["reason"]
            refused = await _raw(server, {"t": "hello", "v": VERSION, "code": codes[1]})
            assert refused["t"] == "bye" and "revoked" in refused["reason"]
            again = await _joined(server, new_code)
            assert again.yours == [1]
            # and a seat's code may not do what only the host may
            await again.send({"t": "invite", "seat": 1})
            assert "only the host" in await _refusal(again)
            # nothing a refused client sent was stored in the clear
            kept = (tmp_path / "data" / "online" / f"{table.id}.json").read_text()
            assert new_code not in kept and host not in kept and codes[0] not in kept
    run(play())


async def _raw(server, message) -> dict:
    ws = await connect(url(server), max_size=None)
    try:
        await ws.send(encode(message) if isinstance(message, dict) else message)
    except Exception:  # noqa: BLE001 - the server closed while 10 MB were still going out
        pass
    try:
        return json.loads(await asyncio.wait_for(ws.recv(), 5))
    except ConnectionClosed as closed:
        return {"t": "closed", "code": closed.rcvd.code if closed.rcvd else None,
                "reason": closed.rcvd.reason if closed.rcvd else ""}
    finally:
        try:
            await ws.close()
        except Exception:  # noqa: BLE001 - already closed by the server
            pass


def test_malformed_oversized_and_flooding_clients_are_refused_and_another_table_goes_on(tmp_path):
    async def play():
        table, codes, _ = new_table(tmp_path / "a", REALMS, seed=5)
        quiet, quiet_codes, quiet_host = new_table(tmp_path / "a", REALMS, seed=6)
        async with serving(store_in(tmp_path / "a")) as server:
            table, quiet = server.tables[table.id], server.tables[quiet.id]
            # another table plays on meanwhile, its three seats answered by one bot player
            bystander = await _joined(server, quiet_host)
            pings: list[float] = []
            playing = asyncio.create_task(play_as_bot(bystander, 1))
            hostile = await _joined(server, codes[0])
            before = game_to_plain(table.game)
            said = []
            for text in ("{not json", "[1, 2]", json.dumps({"t": "choose", "key": 5}),
                         json.dumps({"t": "choose", "ask": "", "key": "x", "seat": 0, "eval": "__import__('os')"}),
                         json.dumps({"t": "launch"}), "NaN", json.dumps({"t": "choose", "ask": "", "key": "k" * 5000,
                                                                          "seat": 0})):
                await hostile.ws.send(text)
                said.append((await _answer(hostile))["reason"])
            assert "not JSON" in said[0] and "JSON object" in said[1] and "does not fit" in said[2]
            assert "does not fit" in said[3] and "unknown message type" in said[4] and "not JSON" in said[5]
            assert "does not fit" in said[6]
            # a flood: 1,000 messages in about a second, refused without an answer each; the other table's player
            # joins now and then meanwhile (timed against a join before the flood: the machine may be busy)
            quiet_ping = min([await _ping(server, quiet_host) for _ in range(3)])
            start = time.monotonic()
            for n in range(1000):
                await hostile.send({"t": "choose", "ask": "x", "key": str(n), "seat": 0})
                if n % 100 == 99:
                    await asyncio.sleep(max(0.0, start + (n + 1) / 1000 - time.monotonic()))
                    pings.append(await _ping(server, quiet_host))
            answered, too_many, last = [], [], start
            while True:
                try:
                    message = await hostile.next(1)
                except asyncio.TimeoutError:
                    break
                if message["t"] == "refused":
                    (too_many if "too many" in message["reason"] else answered).append(message["reason"])
                    last = time.monotonic()
            # the server read the flood between its start and the last refusal: in that time it answers at most its
            # burst and its rate, and says "too many" once a second (however long a busy machine made the flood last)
            took = last - start
            assert too_many, "a flood is told it is too many"
            assert len(too_many) <= took + 1, f"{len(too_many)} 'too many' in {took:.1f} s: a flood is not answered by a flood"
            assert len(answered) <= server.burst + server.rate * took + 1, \
                f"{len(answered)} messages of a flood answered in {took:.1f} s: more than the rate allows"
            assert len(answered) + len(too_many) < 1000 / 2, "a flood is not answered by a flood"
            # 10 MB: the connection is closed with the reason; the server and the other table are fine
            closed = await _raw(server, "x" * 10_000_000)
            assert closed["t"] == "closed" and closed["code"] == 1009
            big = await _joined(server, codes[1])
            await big.ws.send(json.dumps({"t": "ping", "pad": "x" * (MAX_CLIENT_MESSAGE * 2)}))
            message = await big.next(5)
            assert message["t"] == "bye" and "exceeds limit" in message["reason"]
            assert game_to_plain(table.game) == before
            made = quiet.made
            await asyncio.sleep(0.5)
            assert quiet.made > made or quiet.game.over, f"the other table stopped (its bot: {playing.done() and playing.result()})"
            assert max(pings) < 2.0 + 4 * quiet_ping, \
                f"the other table waited {max(pings):.2f} s for an answer during the flood ({quiet_ping:.2f} s before it)"
            playing.cancel()
    run(play())


async def _ping(server, code) -> float:
    connection = Connection(url(server), code)
    start = time.monotonic()
    await connection.open()
    took = time.monotonic() - start
    await connection.close()
    return took


def test_undo_takes_back_only_ones_own_last_answer_and_never_a_draw(tmp_path):
    async def play():
        table, codes, host = new_table(tmp_path, REALMS, seed=5)
        async with serving(store_in(tmp_path)) as server:
            table = server.tables[table.id]
            everyone = await _joined(server, host)
            seat = _asked_seat(table)
            other = await _joined(server, codes[(seat + 1) % 3])
            before = game_to_plain(table.game)
            # answers that draw or reveal nothing, one after the other, until one does
            undone = False
            for _ in range(30):
                seat = _asked_seat(table)
                snapshot = game_to_plain(table.game)
                options = [o for o in table.game.pending.options if not o.data.get("pass")]
                await everyone.choose(seat, options[0].key)
                await _settle(everyone)
                if table.history.done:  # nothing drawn nor shown, the same seat asked: undo is offered
                    await other.send({"t": "undo", "seat": (seat + 1) % 3})
                    assert "another seat" in await _refusal(other)
                    # asked of the whole table: nothing is taken back until the other person agrees
                    await everyone.send({"t": "undo", "seat": seat})
                    asked = await _proposal(other)
                    assert asked["kind"] == "undo" and asked["waiting"] == [(seat + 1) % 3]
                    assert game_to_plain(table.game) != snapshot
                    await other.send({"t": "agree", "id": asked["id"]})
                    message = await _settle(everyone)
                    assert "took back" in message.get("text", "")
                    assert game_to_plain(table.game) == snapshot
                    undone = True
                    await everyone.choose(seat, options[0].key)
                    await _settle(everyone)
                else:
                    await everyone.send({"t": "undo", "seat": seat})
                    assert "nothing to take back" in await _refusal(everyone)
                    if undone:
                        break
            assert undone and game_to_plain(table.game) != before
    run(play())


async def _proposal(connection: Connection) -> dict:
    """What another person asks the whole table, as the next notice that carries it says."""
    while True:
        message = await connection.next(5)
        if message["t"] == "refused":
            raise AssertionError(message["reason"])
        if message.get("proposal"):
            return message["proposal"]


async def _settle(connection: Connection) -> dict:
    """Read the views of one change (one for each held seat); the last."""
    seen = 0
    while True:
        message = await connection.next(5)
        if message["t"] == "refused":
            raise AssertionError(message["reason"])
        if message["t"] == "view":
            seen += 1
            if seen == len(connection.yours):
                return message


def test_a_seat_rejoins_with_its_code_sees_its_view_and_the_table_shows_who_is_connected(tmp_path):
    async def play():
        table, codes, host = new_table(tmp_path, REALMS, seed=5)
        async with serving(store_in(tmp_path)) as server:
            table = server.tables[table.id]
            seat = _asked_seat(table)
            watcher = await _joined(server, codes[(seat + 1) % 3])
            first = await _joined(server, codes[seat])
            assert [s["connected"] for s in first.seats] == [n in (seat, (seat + 1) % 3) for n in range(3)]
            await first.close()
            while not (m := await watcher.next(5)).get("seats") or m["seats"][seat]["connected"]:
                pass
            assert m["seats"][seat]["connected"] is False
            again = await _joined(server, codes[seat])  # as after a crash: the same code, the current view
            assert to_answer(again, seat) == (seat, False)
            await again.choose(seat, again.games[seat].pending.options[0].key)
            assert (await _answer(again))["t"] == "view" and table.made == 1
            # the host hands the seat to a bot while its player is away: the bot answers for it
            admin = await _joined(server, host)
            await again.close()
            await admin.send({"t": "hand", "seat": (seat + 1) % 3, "to": "bot"})
            deadline = time.monotonic() + 10
            while table.made < 3 and time.monotonic() < deadline:
                for s in range(3):
                    if to_answer(admin, s) and s not in table.bots:
                        await admin.choose(s, admin.games[s].pending.options[0].key, via=s)
                try:
                    await admin.next(0.5)
                except asyncio.TimeoutError:
                    pass
            assert any(e.kind == "chosen" for e in table.game.state.log.events)
            assert table.bots and table.made >= 2
            assert admin.seats[(seat + 1) % 3]["bot"] is True
            # and the server asked to open a table that is not there is told so, not crashed
            try:
                await Connection(url(server).replace(str(server.address[1]), "1"), host).open(2)
            except Unreachable as error:
                assert "no Fogbound server" in str(error)
    run(play())


def test_codes_are_long_random_and_read_as_codes_on_a_command_line():
    from online.cli import parser
    from online.codes import new_code

    codes = {new_code() for _ in range(2000)}
    assert len(codes) == 2000 and all(len(code) == 32 and code[0].isalnum() for code in codes)
    for code in list(codes)[:50]:
        assert parser().parse_args(["bot", "--url", "ws://x", "--code", code]).code == code
