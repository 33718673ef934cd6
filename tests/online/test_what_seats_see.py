"""Per seat and per message, nothing a seat may not see reaches it: bots play each ruleset through the network (a
server in this process, one connection per seat), and every view the server sends is scanned for the ids of the
pieces hidden from its seat then (the order of decks, unrevealed fog, a rival's hand). The games end as the same
seed and answers end at one screen, and each seat's rebuilt game shows what the engine's view of it shows."""
from __future__ import annotations

import asyncio

import pytest

from engine.core.view import decision_for, view
from online.client import Connection, play_as_bot
from online.seat_view import seat_state, sight

from .harness import (HEAVY, PACKS, Recording, hidden_from, leaks, new_table, replayed, run, same, serving, store_in,
                      url, wire_leaks)

DECISIONS = 2000 if HEAVY else 100


async def _play(folder, pack_id: str, seed: int, decisions: int):
    table, codes, host = new_table(folder, pack_id, seed)
    async with serving(store_in(folder), Recording) as server:
        table = server.tables[table.id]
        connections = []
        for seat, code in codes.items():
            # the first seat's player holds the host's code: a seat that joins during the game has someone
            connection = Connection(url(server), host if seat == 0 else code, pack=None)
            await connection.open()
            connections.append(connection)
        players = [asyncio.create_task(play_as_bot(c, seed + n, seats={n})) for n, c in enumerate(connections)]
        while table.made < decisions and not table.game.over and not all(p.done() for p in players):
            await asyncio.sleep(0.02)
            for connection, player in zip(connections, players):
                if player.done() and player.result() != "over":
                    raise AssertionError(f"a player stopped: {player.result()}")
        async with server.locks[table.id]:
            for player in players:
                player.cancel()
            # each seat's rebuilt game shows what the engine's view of that seat shows
            for connection in connections:
                for seat, game in connection.games.items():
                    if connection.asks.get(seat) != (table.ask if table.game.pending else None):
                        continue  # its last view is still on its way
                    assert _seen(view(game, seat)) == _seen(view(table.game, seat))
                    # behind each back stand the cards hidden there (their places unsaid): a draw's odds count them
                    assert _behind(game, seat) == _behind(table.game, seat)
                    mine, true = game.pending, decision_for(table.game.pending, seat)
                    assert (mine is None) == (true is None) and (mine is None or mine.keys() == true.keys())
        await asyncio.gather(*players, return_exceptions=True)
        for connection in connections:
            await connection.close()
        return server, table


def _behind(game, seat):
    from collections import Counter

    found = {}
    for zone, pieces in view(game, seat).zones.items():
        for piece, seen in zip(game.zones.cards(zone), pieces):
            if seen.piece is None:
                found.setdefault(seen.back, Counter())[game.state.pieces[piece]] += 1
    return found


def _seen(v):
    return {zone: [(seen.piece, seen.back) for seen in pieces] for zone, pieces in v.zones.items()}


@pytest.mark.parametrize("ruleset_id", sorted(PACKS))
def test_no_view_names_a_piece_its_seat_may_not_see_and_the_game_is_the_local_one(ruleset_id, tmp_path):
    server, table = run(_play(tmp_path, PACKS[ruleset_id], seed=3, decisions=DECISIONS))
    assert table.made >= min(DECISIONS, 40) or table.game.over
    found = {}
    for seat, view, now, before in server.sent:
        leaked = leaks(view, now, before)
        if leaked:
            found.setdefault(seat, set()).update(leaked)
    assert not found, f"pieces hidden from their seat named in its views: {found}"
    parts = {text for _, view, _, _ in server.sent for text in view.texts.values()}
    assert server.wire and not set().union(*(wire_leaks(text, hidden, parts) for text, hidden in server.wire))
    assert sum(1 for _, _, now, _ in server.sent if now.hidden) > 0, "no seat had anything hidden: nothing scanned"
    assert same(table.game, replayed(table, seed=3))


def test_the_scan_finds_a_hidden_piece_named_in_a_view(tmp_path):
    """The scan can fail: a state that names the top card of a deck, what changed naming it, or an event naming it,
    is caught."""
    import copy

    from online.view_change import SeatView

    table, _, _ = new_table(tmp_path, PACKS["realms-and-ruins"], seed=1)
    state = seat_state(table.game, sight(table.game, 0))
    seen = hidden_from(table.game, 0)
    hidden = sorted(seen.hidden)[0]
    assert not leaks(SeatView(state, {"t": "view", "events": []}), seen, None)
    peeking = copy.deepcopy(state)
    peeking["table"]["peek"] = hidden
    assert leaks(SeatView(peeking, {"t": "view", "events": []}), seen, None) == {hidden}
    changed = SeatView(peeking, {"t": "view", "events": []})
    changed.text(state)  # what changed since the clean view: the peek alone
    assert "state" not in changed.texts[id(state)] and hidden in changed.texts[id(state)]
    assert leaks(changed, seen, None) == {hidden}
    told = SeatView(state, {"t": "view", "events": [{"kind": "revealed", "card": hidden, "zone": "x"}]})
    assert leaks(told, seen, seen) == {hidden}
