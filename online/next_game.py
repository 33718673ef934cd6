"""What a table's campaign plays next, once its game is over: the offer the players see and the setup options
they agree on (the rules' own choices checked, what the rules settle kept)."""
from __future__ import annotations

from typing import Any, cast

from engine.core.ruleset import Ruleset, coming

from .protocol import Refused
from .store import Store, StoreError
from .table import Table


def offer(store: Store, table: Table) -> dict[str, Any] | None:
    """What the campaign's next game would be, once this one is over and its ruleset goes on from a campaign;
    None when there is none to offer."""
    game = table.game
    ruleset = cast(Ruleset, game.ruleset)
    if not game.over or not getattr(ruleset, "continues", False):
        return None
    try:
        what = coming(ruleset, store.pack(table.campaign.pack.id), ruleset.ledger(game))
    except (ValueError, StoreError):
        return None
    return {"goes_on": what.goes_on, "words": what.words, "settled": dict(what.settled),
            "options": dict(table.campaign.options)}


def options(store: Store, table: Table, offer: dict[str, Any], asked: dict[str, Any]) -> dict[str, Any]:
    """The next game's setup options: the campaign's last, what the players chose of those the rules ask (each
    one of its choices), what the rules settle."""
    pack = store.pack(table.campaign.pack.id)
    chosen = dict(offer["options"])
    for option in cast(Ruleset, table.game.ruleset).setup_options(pack):
        if option.key in asked and option.key not in offer["settled"]:
            value = asked[option.key]
            if option.choices and value not in [choice.key for choice in option.choices]:
                raise Refused(f"{value!r} is not a choice of {option.label!r}")
            chosen[option.key] = value
    return {**chosen, **offer["settled"]}
