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
    lines = [sentence(VOCABULARY.words(effect)) for effect in alternatives] + rule_lines(card)
    if lines:
        return lines
    if card.get("text"):
        return [str(card.get("text"))]
    if card.type == "hero":
        return [f"Starts in the {str(card.get('home', '')).capitalize()}. Trained, this card joins your deck."]
    return []


PASSIVES = {"reveal_hands": "While it tops your discard pile, your rivals play with their hands face up.",
            "toll": "While it tops your discard pile, each time a rival plays or discards a card you may take {} Gold "
                    "from them."}
INTERRUPTS = {"lose": ("lose {} of your Followers", "lose 1 of your Followers"),
              "discard": ("discard {} cards", "discard 1 card"), "give": ("give them {} Gold", "give them 1 Gold")}


def _price(kind: str, amount) -> str:
    """An interrupt's price in words, as a printed card says it ("discard 1 card", "discard 2 cards")."""
    many, one = INTERRUPTS.get(kind, (f"{kind} {{}}", f"{kind} 1"))
    return one if amount == 1 else many.format(amount)


def rule_lines(card) -> list[str]:
    """What an Offer card does besides its effects: its interrupt, its passive, its side in the Ruin."""
    lines = []
    for kind, amount in (card.get("interrupt") or {}).items():
        lines.append(f"Interrupt: played out of turn, it stops the card a rival has just played; "
                     f"{_price(kind, amount)}.")
    for kind, amount in (card.get("passive") or {}).items():
        lines.append(PASSIVES.get(kind, kind).format(amount))
    if card.get("sides_with_othersiders"):
        lines.append("If every Realm is Ruined while you hold it, you win with the Othersiders.")
    return lines


def symbols(card) -> list[str]:
    """The symbols at an Offer card's foot, in words."""
    found = []
    if card.get("adds"):
        n = card.get("adds")
        found.append(f"Add {n} Othersider{'s' if n > 1 else ''}")
    if card.get("event"):
        found.append("Event")
    return found


def named(key) -> str:
    """A pack id as words: "lantern-spire" reads "Lantern Spire"."""
    return " ".join(part.capitalize() for part in str(key).replace("_", "-").split("-"))


def kind_line(card) -> str:
    kind = KINDS.get(card.type, card.type.replace("_", " ").capitalize())
    owner = card.get("hero") if card.type == "starting" else card.get("suit")
    return f"{kind} · {named(owner)}" if owner else kind


def card_text(card, face_down: bool) -> str:
    if face_down:
        if card.type == "offer":
            return f"The back of a {named(card.get('suit', ''))} Offer card"
        return f"The back of a card of the {named(card.get('hero', card.id))}'s deck"
    lines = [card.title, kind_line(card)]
    effects = effect_lines(card)
    lines += [" — or — ".join(effects)] if len(effects) > 1 and card.type != "realm" else effects
    lines += [f"Symbol: {s}" for s in symbols(card)]
    return "\n".join(line for line in lines if line)
