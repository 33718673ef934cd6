"""The 7th Continent's card text in words, for screen readers, copying and the card viewer: actions, effects,
arrows and backs as a player would read them aloud."""
from __future__ import annotations

from engine.core.words import counted as _plural
from engine.rulesets.seventh_continent.cards import number_of
from engine.rulesets.seventh_continent.ops import VOCABULARY, curse_words
from gui.rulesets.seventh_continent.faces.backs import back_descriptor
from gui.rulesets.seventh_continent.faces.palette import TYPE_LABELS


def consequence_words(items) -> str:
    """A consequence list in plain words, in order, as each op declares them; unknown operations are
    named, never dropped."""
    return VOCABULARY.words(items)


def action_words(action) -> str:
    icon = str(action.get("icon", "action")).replace("_", " ")
    cost, difficulty = action.get("cost", 0), action.get("difficulty", 0)
    parts = [f"{icon.capitalize()}: draw {_plural(cost, 'card')}"]
    parts.append(f"needs {_plural(difficulty, 'success')}" if difficulty else "cannot fail")
    if action.get("locked"):
        parts.append("cost locked")
    if action.get("all"):
        parts.append("every character must take part")
    if action.get("mandatory"):
        parts.append("mandatory")
    for need in action.get("requires", ()) or ():
        if "keyword" in need:
            parts.append(f"requires an item with the keyword {need['keyword']}")
        elif "card" in need:
            parts.append(f"requires the card {need['card']}")
    text = ", ".join(parts) + "."
    if action.get("success"):
        text += f" Success: {consequence_words(action['success'])}."
    if action.get("failure"):
        text += f" Failure: {consequence_words(action['failure'])}."
    return text


def effect_words(effect) -> str:
    icons = effect.get("icon") or ()
    icons = [icons] if isinstance(icons, str) else list(icons)
    which = ", ".join(i.replace("_", " ") for i in icons) or "any action"
    parts = []
    if "cards" in effect:
        n = int(effect["cards"])
        parts.append(f"draw {_plural(abs(n), 'card')} {'fewer' if n >= 0 else 'more'}")
    if "successes" in effect:
        parts.append(f"{int(effect['successes']):+d} success")
    if "per_lucky7" in effect:
        parts.append(f"{int(effect['per_lucky7']):+d} success per lucky 7 revealed")
    if "handler" in effect:
        parts.append(VOCABULARY.word({"handler": effect["handler"]}))
    text = f"{which}: {', '.join(parts) or effect.get('step', '')}"
    if effect.get("then"):
        text += f", then {consequence_words(effect['then'])}"
    return text + "."


SIDE_WORDS = dict(N="north", E="east", S="south", W="west")


def craft_words(craft) -> str:
    """A crafting recipe: what it takes, and the item it makes with everything that item does."""
    needs = ", ".join(f"{n} {str(r).replace('_', ' ')}" for r, n in (craft.get("resources") or {}).items())
    item = craft.get("item") or {}
    made = [f"{item.get('title', 'an item')}, durability {item.get('durability', '?')}"]
    if item.get("keywords"):
        made.append("keywords " + ", ".join(item["keywords"]))
    text = f"Craft: spend {needs or 'nothing'} to make {'; '.join(made)}."
    for effect in item.get("effects", ()) or ():
        text += f" Its effect: {effect_words(effect)}"
    for i, action in enumerate(item.get("actions", ()) or (), 1):
        text += f" Its action {i}: {action_words(action)}"
    if item.get("banner"):
        text += f" Its banner: {item['banner'].get('pictograph')} {item['banner'].get('value')}."
    if item.get("text"):
        text += f" {item['text']}"
    return text


def back_words(card) -> str:
    d = back_descriptor(card)
    kind = d["kind"]
    if kind in ("green", "gold"):
        text = f"A face-down adventure card with a {kind} back, number {d.get('number')}."
        if d.get("source") is not None:
            text += f" Its back shows number {d['source']}."
        return text
    if kind == "exploration":
        return f"A face-down exploration card of area {d.get('area')}: fog hides what lies there."
    if kind == "action":
        return "A face-down action card."
    return "A face-down card."


def card_text(card, face_down: bool = False) -> str:
    """Everything printed on the side of the card that can be seen, in words, one part a line."""
    if face_down:
        return back_words(card)
    lines = [card.title, TYPE_LABELS.get(card.type, card.type.replace("_", " ").capitalize())
             + (f", number {number_of(card)}" if number_of(card) is not None else "")]
    area = card.get("area")
    if area:
        lines.append(f"Area {area}.")
    if card.get("durability"):
        lines.append(f"Durability {card.get('durability')}.")
    if card.get("resources"):
        lines.append("Resources: " + ", ".join(str(r).replace("_", " ") for r in card.get("resources")) + ".")
    if card.type == "skill" and card.get("character"):
        lines.append(f"Skill of {card.get('character')}" + (", advanced" if card.get("advanced") else "") + ".")
    elif card.get("advanced"):
        lines.append("Advanced skill.")
    if card.get("xp"):
        lines.append(f"Costs {card.get('xp')} XP to learn.")
    if card.get("vital"):
        lines.append("Vital force: when taken, discard one action card for the character and each state card "
                     "already in hand.")
    for arrow in card.get("arrows", ()) or ():
        lines.append(f"Arrow to the {SIDE_WORDS.get(arrow.get('side'), arrow.get('side'))}: card {arrow.get('numbox')}.")
    if card.get("hidden"):
        lines.append("Hidden numbers: " + ", ".join(str(n) for n in card.get("hidden")) + ".")
    if card.get("placement"):
        lines.append("Placed to the " + " and ".join(SIDE_WORDS.get(s, s) for s in card.get("placement")) + ".")
    if card.get("caused_by"):
        lines.append(f"Caused by the {str(card.get('caused_by')).replace('_', ' ')} action.")
    if card.get("forbids"):
        lines.append("Forbidden here: " + ", ".join(str(f).replace("_", " ") for f in card.get("forbids")) + ".")
    stars = card.get("stars")
    if card.type == "skill":
        halves = len(card.get("half_stars", ()) or ())
        lines.append(f"{_plural(stars or 0, 'star')}, {_plural(halves, 'half star')}, {_plural(card.get('lucky7', 0) or 0, 'lucky 7')}.")
    for i, action in enumerate(card.get("actions", ()) or (), 1):
        lines.append(f"Action {i}. {action_words(action)}")
    if card.get("mandatory"):
        lines.append(f"On arrival (mandatory). {action_words(card.get('mandatory'))}")
    if card.get("on_reveal"):
        lines.append(f"When revealed: {consequence_words(card.get('on_reveal'))}.")
    for effect in card.get("effects", ()) or ():
        lines.append(f"{'Ability' if card.type == 'character' else 'Effect'}. {effect_words(effect)}")
    if card.get("craft"):
        lines.append(craft_words(card.get("craft")))
    if card.get("banish"):
        lines.append("Once resolved, it is banished.")
    if card.get("curse"):
        lines.append(f"Belongs to the curse of {curse_words(card.get('curse'))}.")
    if card.get("banner"):
        b = card.get("banner")
        lines.append(f"Banner: {b.get('pictograph')} {b.get('value')}.")
    if card.get("keywords"):
        lines.append("Keywords: " + ", ".join(card.get("keywords")) + ".")
    if card.get("text"):
        lines.append(str(card.get("text")))
    return "\n".join(lines)
