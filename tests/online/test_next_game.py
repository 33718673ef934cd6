"""The next game of a continuing campaign (The 7th Citadel's, Cursed City's next journey) is offered at an online
table once a game ends: a person asks for it with the setup options the rules leave to the players, every other
person agrees, and the server starts it going on from what the campaign kept (the same seats and codes); it is kept
by a full save before anybody sees it. A game still going on, or rules that keep nothing, offer none."""
from __future__ import annotations

import pytest

import saves
from engine import rulesets
from engine.core.ruleset import coming
from online.client import Connection

from .harness import PACKS, kept_game, pack, run, serving, store_in, url
from .test_whole_table import _joined, _next, _played_until


# the continuing rulesets whose games the random bot plays to their end (a Cursed City journey it seldom ends: the
# same server code offers its next journey)
@pytest.mark.parametrize("ruleset_id", ["seventh-citadel"])
def test_a_continuing_campaigns_next_game_is_offered_and_started_once_everyone_agrees(ruleset_id, tmp_path):
    loaded = pack(PACKS[ruleset_id])
    ruleset = rulesets.ruleset(loaded.ruleset)
    table, codes, _ = _played_until(tmp_path, loaded.id, 2, lambda d: d is None)
    what = coming(ruleset, loaded, ruleset.ledger(table.game))

    async def play():
        async with serving(store_in(tmp_path)) as server:
            hosted = server.tables[table.id]
            ended = hosted.game
            assert ended.over
            ann, bo = await _joined(server, codes[0]), await _joined(server, codes[1])
            assert ann.next_offer is not None and ann.next_offer["words"] == what.words
            assert ann.next_offer["goes_on"] == what.goes_on
            epoch = hosted.mark.epoch
            await ann.send({"t": "next", "options": {}})
            asked = (await _next(bo, "proposal"))["proposal"]
            assert asked["kind"] == "next" and asked["waiting"] == [1] and hosted.game is ended
            await bo.send({"t": "agree", "id": asked["id"]})
            for connection in (ann, bo):
                message = await _next(connection, "view")
                assert message.get("restart") and "log" in message
                assert not connection.games[connection.yours[0]].over
            assert hosted.game is not ended and not hosted.game.over
            assert hosted.mark.epoch != epoch and hosted.kept == hosted.mark, "the next game is not kept before it is shown"
            await ann.close()
            await bo.close()
            return hosted.game

    started = run(play())
    campaign, kept = kept_game(tmp_path, table.id)
    assert saves.restore_game(saves.load_autosave(campaign), loaded.cards).over is False
    assert kept.state.log.events == [] or kept.state.log.events[0].to_plain() == started.state.log.events[0].to_plain()
    assert campaign.options == {**campaign.options, **what.settled}
    if what.goes_on:  # it goes on from what the campaign kept: the ledger the next game starts from is the ended one's
        assert ruleset.ledger(started) != {} and campaign.sessions >= 2


def test_no_next_game_before_the_end_or_where_the_rules_keep_nothing(tmp_path):
    async def play():
        from .harness import new_table

        going, codes, _ = new_table(tmp_path, PACKS["seventh-citadel"], seed=1)
        rivals, rival_codes, _ = _played_until(tmp_path, PACKS["realms-and-ruins"], 2, lambda d: d is None)
        async with serving(store_in(tmp_path)) as server:
            for code in (codes[0], rival_codes[0]):
                connection = Connection(url(server), code)
                await connection.open()
                await connection.next(5)
                assert connection.next_offer is None
                await connection.send({"t": "next", "options": {}})
                assert "no next game" in (await _next(connection, "refused"))["reason"]
                await connection.close()
    run(play())
