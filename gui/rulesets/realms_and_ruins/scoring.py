"""The end of a Realms and Ruins game in words: the measures each seat was counted by (the bought-out Offer's
suit first, then each next suit clockwise), and how each place was decided, read from the engine's scoring."""
from __future__ import annotations

from engine.rulesets.realms_and_ruins.ending import clockwise_from, last_bought, score
from engine.rulesets.realms_and_ruins.events import Scored

MEASURES = {"gold": "Gold", "followers": "Followers", "cards": "Cards"}
MEASURE_WORDS = {"gold": "Gold", "followers": "Followers in the Realms", "cards": "cards (hand, deck and discard)"}


def scoring_event(game):
    """The engine's message that scored a bought-out Offer, or None when the game ended otherwise."""
    for event in reversed(game.state.log.events):
        if isinstance(event, Scored):
            return event
    return None


def order(game) -> list[str]:
    found = scoring_event(game)
    return list(found.suits) if found else list(game.table.realms)


def names(game) -> list[str]:
    return [MEASURES.get(game.cards[r].get("score"), r) for r in order(game)]


def scores(game) -> dict[int, list]:
    realms = order(game)
    return {p.seat: [score(game, p.seat, r) for r in realms] for p in game.table.players}


def _ended(game):
    return next((e for e in reversed(game.state.log.events) if e.kind == "game_ended"), None)


def explained(game) -> str:
    """Why the places are what they are: the end that came, the measure, and each tie and how it was broken."""
    ended = _ended(game)
    if ended is None:
        return ""
    found = scoring_event(game)
    if ended.outcome == "loss":
        return ""  # the reason says it all: nobody is ranked
    if found is None:
        winner = ended.places[0][0] if ended.places else None
        name = game.table.players[winner].name if winner is not None else "A rival"
        return (f"{name} ruled all three Realms at the start of their turn and won at once; "
                "the other rivals share the next place.")
    realms = list(found.data["suits"])
    words = [MEASURE_WORDS.get(game.cards[r].get("score"), r) for r in realms]
    first = game.cards[realms[0]].title
    text = [f"The {first} Offer was bought out, so the most {words[0]} wins. A tie is broken by the next suit "
            f"clockwise — {', then '.join(words[1:])} — and, if still tied, by who bought an Offer card last."]
    places = ended.places
    counted = {int(k): v for k, v in found.data["scores"].items()}
    for upper, lower in zip(places, places[1:]):
        a, b = upper[0], lower[0]
        text.append(_parted(game, a, b, counted, words))
    for group in places:
        if len(group) > 1:
            named = " and ".join(game.table.players[s].name for s in group)
            text.append(f"{named} tie on every count and share their place.")
    return " ".join(text)


def _parted(game, a: int, b: int, counted: dict, words: list[str]) -> str:
    """How seat a came before seat b: the first measure where they differ, else the last purchase."""
    name_a, name_b = game.table.players[a].name, game.table.players[b].name
    for k, word in enumerate(words):
        if counted[a][k] != counted[b][k]:
            tied = [words[j] for j in range(k)]
            lead = (f"tie on {', '.join(tied)} and " if tied else "")
            return (f"{name_a} and {name_b} {lead}are parted by {word}: {counted[a][k]} to {counted[b][k]}."
                    if tied else f"{name_a} is ahead of {name_b} on {word}: {counted[a][k]} to {counted[b][k]}.")
    if last_bought(game, a) != last_bought(game, b):
        return f"{name_a} and {name_b} tie on every count: {name_a} bought an Offer card last."
    return f"{name_a} and {name_b} tie on every count."


__all__ = ["clockwise_from", "explained", "names", "scores"]
