"""A data folder holding one Hollowmere campaign with an autosave some decisions in: what the real program opens
on "Continue" (the board benchmarks and the ways-out tests start it on one)."""
from __future__ import annotations

import saves
from engine.core.serial import game_to_plain
from engine.rulesets.seventh_continent import Seat, new_game


def hollowmere_campaign(folder, pack, decisions: int, name: str) -> None:
    """Write the campaign into `folder` (a --data-dir), its game `decisions` answers in (first answers taken)."""
    game = new_game(pack, [Seat("Ada", "anselm"), Seat("Bram", "ilse")], ["drowned-bell"], seed=3)
    for _ in range(decisions):
        if game.over:
            break
        decision = game.pending
        game.choose("cancel" if decision.number else decision.options[0].key)
    campaigns = saves.Campaigns(saves.user_folders(folder))
    identity = saves.PackIdentity(pack.id, pack.version, saves.content_hash(pack.folder))
    campaign = campaigns.create(name, identity, ruleset="seventh-continent", options={"curses": ["drowned-bell"]},
                                seats=[Seat("Anselm", "anselm"), Seat("Ilse", "ilse")])
    saves.autosave(campaign, game_to_plain(game))
