"""The rule systems Fogbound carries, by id: adding one is its packages and one line here."""
from __future__ import annotations

import importlib

from engine.core.ruleset import Ruleset

PACKAGES = {
    "seventh-continent": "engine.rulesets.seventh_continent",
    "realms-and-ruins": "engine.rulesets.realms_and_ruins",
    "arkeis": "engine.rulesets.arkeis",
    "cursed-city": "engine.rulesets.cursed_city",
    "seventh-citadel": "engine.rulesets.seventh_citadel",
}


class UnknownRuleset(KeyError):
    """An id no installed ruleset carries."""

    def __str__(self) -> str:
        return f"{self.args[0]!r} is not a ruleset Fogbound knows ({', '.join(PACKAGES)})"


def ids() -> list[str]:
    return list(PACKAGES)


def package(ruleset_id: str) -> str:
    """The last part of the ruleset's package name, which its presentation package shares."""
    try:
        return PACKAGES[ruleset_id].rsplit(".", 1)[1]
    except KeyError:
        raise UnknownRuleset(ruleset_id) from None


def ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset object registered under this id."""
    if ruleset_id not in PACKAGES:
        raise UnknownRuleset(ruleset_id)
    return importlib.import_module(PACKAGES[ruleset_id]).RULESET
