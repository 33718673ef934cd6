"""A game of each ruleset played by three client processes and a server process on the loopback, the random bot
answering each seat from its view alone: it ends exactly as the same seed and the same answers end at one screen.

By default each game is played for 60 decisions (a couple of minutes for all five); with FOGBOUND_HEAVY=1 the games
the random bot finishes (Realms and Ruins, The 7th Citadel, Arkeis) are played to their end, and those it seldom
finishes (The 7th Continent's curse, a Cursed City quest) for 3,000 decisions."""
from __future__ import annotations

import time

import pytest

from .harness import HEAVY, PACKS, ServerProcess, bot_process, kept_game, new_table, replayed, said, same

SEEDS = {"realms-and-ruins": 2, "seventh-citadel": 2, "arkeis": 2, "seventh-continent": 1, "cursed-city": 1}
ENDLESS = {"seventh-continent", "cursed-city"} if HEAVY else set(PACKS)  # played for DECISIONS, not to the end
DECISIONS = 3000 if HEAVY else 60


@pytest.mark.parametrize("ruleset_id", sorted(PACKS))
def test_a_game_through_the_network_ends_as_the_same_seed_and_answers_end_locally(ruleset_id, tmp_path):
    seed = SEEDS[ruleset_id]
    table, codes, host = new_table(tmp_path, PACKS[ruleset_id], seed)
    server = ServerProcess(tmp_path)
    players = []
    try:
        for seat, code in sorted(codes.items()):
            # the first seat's player holds the host's code: a seat that joins during the game has someone
            players.append(bot_process(server.url, host if seat == 0 else code, seed + seat, "--seat", str(seat)))
        deadline = time.monotonic() + (3000 if HEAVY else 200)
        while time.monotonic() < deadline and any(p.poll() is None for p in players):
            if ruleset_id in ENDLESS and _decisions(tmp_path, table.id) >= DECISIONS:
                break
            time.sleep(0.5)
        for player in players:
            if player.poll() is not None:
                assert player.returncode == 0, said(player)
    finally:
        for player in players:
            if player.poll() is None:
                player.kill()
                player.wait()
        server.stop()
    campaign, game = kept_game(tmp_path, table.id)
    made = sum(1 for e in game.state.log.events if e.kind == "chosen")
    if ruleset_id in ENDLESS:
        assert made >= min(DECISIONS, 40)
    else:
        assert game.over, f"{made} decisions and the game goes on"
    assert same(game, replayed(campaign, seed, game))


def _decisions(folder, campaign_id) -> int:
    try:
        return sum(1 for e in kept_game(folder, campaign_id)[1].state.log.events if e.kind == "chosen")
    except Exception:  # noqa: BLE001 - an autosave being replaced: ask again
        return 0
