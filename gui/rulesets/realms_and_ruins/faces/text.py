"""A Realms and Ruins card in words: what its face prints (or, face down, what its back shows)."""
from __future__ import annotations

from engine.rulesets.realms_and_ruins.ops import VOCABULARY

KINDS = {"starting": "Starting card", "hero": "Hero card", "offer": "Offer card", "realm": "Realm board",
         "marker": "Cost marker", "follower": "Follower", "othersider": "Othersider", "gold": "Gold",
         "meeple": "Hero figure"}


def sentence(words: str) -> str:
    return words[:1].upper() + words[1:] + ("" if words.endswith(".") else ".")


def effect_lines(card) -> list[str]:
    """Each alternative as a sentence; a realm board's two sides; the card's own text when it has no effects."""
    if card.type == "realm":
        return [f"Healthy: {sentence(VOCABULARY.words(card.get('healthy') or []))}",
                f"Ruined: {sentence(VOCABULARY.words(card.get('ruined') or []))}"]
    alternatives = card.get("effects") or ()
    if alternatives:
        return [sentence(VOCABULARY.words(effect)) for effect in alternatives]
    if card.get("text"):
        return [str(card.get("text"))]
    if card.type == "hero":
        return [f"Starts in the {str(card.get('home', '')).capitalize()}. Trained, this card joins your deck."]
    return []


def symbols(card) -> list[str]:
    """The symbols at an Offer card's foot, in words."""
    found = []
    if card.get("adds"):
        n = card.get("adds")
        found.append(f"Add {n} Othersider{'s' if n > 1 else ''}")
    if card.get("event"):
        found.append("Event")
    return found


def kind_line(card) -> str:
    kind = KINDS.get(card.type, card.type.replace("_", " ").capitalize())
    owner = card.get("hero") if card.type == "starting" else card.get("suit")
    return f"{kind} · {str(owner).capitalize()}" if owner else kind


def card_text(card, face_down: bool) -> str:
    if face_down:
        if card.type == "offer":
            return f"The back of a {str(card.get('suit', '')).capitalize()} Offer card"
        return f"The back of a card of the {str(card.get('hero', card.id)).capitalize()}'s deck"
    lines = [card.title, kind_line(card)]
    effects = effect_lines(card)
    lines += [" — or — ".join(effects)] if len(effects) > 1 and card.type != "realm" else effects
    lines += [f"Symbol: {s}" for s in symbols(card)]
    return "\n".join(line for line in lines if line)
