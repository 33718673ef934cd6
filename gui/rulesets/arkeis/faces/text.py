"""An Arkeis card in words: what its face prints (its kind, its rules from the card data, its own words), or
what its back shows (a Search card only the symbol on its back)."""
from __future__ import annotations

from engine.rulesets.arkeis.ops import VOCABULARY

KINDS = {"explorer": "Explorer", "experience": "Experience card", "adversary": "Adversary", "profile": "Adversary profile",
         "trauma": "Trauma", "upgrade": "Camp upgrade", "episode": "Episode", "room": "Room", "floor": "Floor",
         "die": "Die", "token": "Token", "search_token": "Search token"}
ABILITIES = {"heal_at_end_of_turn": "heals at the end of the turn", "extra_fight_die": "an extra Fight die",
             "reroll_inspection": "re-rolls Inspection dice once", "lend_action": "lends an action",
             "set_die_with_coin": "sets a die with a coin", "set_die_with_fate": "sets a die with a Fate token"}
SIZES = {"small": "one zone", "medium": "two zones", "large": "four zones"}


def sentence(words: str) -> str:
    return (words[:1].upper() + words[1:] + ("" if words.endswith(".") else ".")) if words else ""


def kind_line(card) -> str:
    if card.type == "search":
        kind = str(card.get("kind", "")).capitalize()
        slot = f" ({str(card.get('slot')).capitalize()})" if card.get("slot") else ""
        return f"{kind}{slot} · back {str(card.get('symbol', '')).upper()}"
    if card.type == "profile":
        return f"Profile{' · Elite' if card.get('elite') else ''} · health {card.get('health')}"
    if card.type == "trauma":
        return f"Trauma · {str(card.get('colour', '')).capitalize()}"
    if card.type in ("room", "floor"):
        return f"{KINDS[card.type]} · {SIZES.get(str(card.get('size')), '')}"
    if card.type == "adversary":
        return f"Adversary · {str(card.get('kind', '')).capitalize()}"
    if card.type == "experience":
        return f"Experience · level {card.get('level')}"
    if card.type == "upgrade":
        return f"Camp upgrade · {card.get('cost')} coins"
    return KINDS.get(card.type, card.type.replace("_", " ").capitalize())


def icons(card) -> list[str]:
    """The icons a Search card prints beside its text, in words: it stays in play, when it is discarded, that
    it works while equipped (passive), and reminders of when it acts."""
    if card.type != "search":
        return []
    found = []
    if card.get("stays"):
        found.append("Stays in play")
    if card.get("put_back"):
        found.append("Back in the pile")
    if card.get("discard_after_use"):
        found.append("Discard after use")
    if card.get("kind") == "equipment" and card.get("dice"):
        found.append("Passive")
    if card.get("start"):
        found.append("Start of turn")
    return found


def rule_lines(card, names=None) -> list[str]:
    """What the card does, from its data (a profile's start, limits and fight results), naming what it names as
    `names` says it (`naming.names`)."""
    said = VOCABULARY.naming(names or {})
    if card.type == "profile":
        lines = []
        if card.get("start"):
            lines.append(f"Start of turn: {sentence(said.words(card.get('start')))}")
        for field, action in (("searching", "Search"), ("moving", "Move")):
            rule = card.get(field)
            if rule:
                lines.append(f"{action}: " + ("not allowed." if rule.get("forbidden") else
                                              f"take {rule.get('injuries')} Injur{'y' if rule.get('injuries') == 1 else 'ies'} first."))
        for row in card.get("fight") or ():
            lines.append(f"{str(row['symbol']).capitalize()}: {sentence(said.words(row['effects']))}")
        return lines
    if card.type == "die":
        return [" · ".join(" + ".join(face["symbols"]) or "blank" for face in card.get("faces"))]
    if card.type == "search_token":
        return [f"Search here for a card marked {str(card.get('symbol', '')).upper()}."]
    return []


def body(card) -> str:
    if card.type == "episode":
        return str(card.get("intro") or "")
    return str(card.get("text") or "")


def back_words(card) -> str:
    if card.type == "search":
        return f"The back of a Search card marked {str(card.get('symbol', '')).upper()}"
    if card.type == "profile":
        return f"The back of a profile of the {card.get('adversary')}"
    return f"The back of a {KINDS.get(card.type, card.type).lower()}"


def card_text(card, face_down: bool, names=None) -> str:
    if face_down:
        return back_words(card)
    marks = icons(card)
    lines = [card.title, kind_line(card), " · ".join(marks), *rule_lines(card, names), body(card)]
    return "\n".join(line for line in lines if line)
