"""A 7th Citadel card in words: what its face prints (or, face down, what its back shows), one part a line.
The card faces print the same lines; the effects' words come from the ruleset's vocabulary."""
from __future__ import annotations

from engine.core.words import counted
from engine.rulesets.seventh_citadel import conditions
from engine.rulesets.seventh_citadel.ops import VOCABULARY

KINDS = {"character": "Character", "skill": "Skill", "purse": "Purse", "quest_item": "Quest item",
         "terrain": "Terrain", "permanent_event": "Permanent event", "temporary_event": "Temporary event",
         "global_event": "Global event", "die": "Die", "dialogue": "Dialogue", "building": "Building"}
SKILL_KINDS = {"character": "Character skill", "advanced": "Advanced skill", "reflex": "Reflex skill"}
TRAITS = {"tough": "Tough", "regenerate": "Regenerate", "epic": "Epic", "unsettling": "Unsettling", "brutal": "Brutal",
          "evasive": "Evasive", "ambush": "Ambush", "reach": "Reach"}
COMPASS = {"N": "north", "E": "east", "S": "south", "W": "west"}


def sentence(words: str) -> str:
    words = words.strip()
    return (words[:1].upper() + words[1:] + ("" if words.endswith(".") else ".")) if words else ""


def icon_name(icon: str) -> str:
    return str(icon).replace("_", " ")


def kind_line(card) -> str:
    if card.type == "skill":
        kind = SKILL_KINDS.get(card.get("kind"), "Skill")
    else:
        kind = KINDS.get(card.type, card.type.replace("_", " ").capitalize())
    bits = [kind]
    if card.get("area") and card.get("number") is None:
        bits.append(f"exploration {card.get('area')}")
    if card.type == "purse":
        bits.append(f"weight {card.get('weight', 0)}")
    keywords = card.get("keywords") or ()
    if keywords:
        bits.append(", ".join(str(k).upper() for k in keywords))
    return " · ".join(bits)


def action_head(action) -> str:
    """An action's icon, cost and difficulty: 'FIGHT · cost 2+ chain · difficulty 3' (or its rows' dice)."""
    bits = [icon_name(action.get("icon", "?")).upper(), f"cost {action.get('cost', 0)}+"
            + (" chain" if action.get("chain") else "")]
    if action.get("rows"):
        bits.append("die " + " / ".join(str(r.get("difficulty")) for r in action["rows"]))
    else:
        bits.append(f"difficulty {action.get('difficulty', 0)}")
    marks = [m for m, on in (("mandatory", action.get("mandatory")), ("group", action.get("group"))) if on]
    traits = [f"{TRAITS.get(t['trait'], t['trait'])}{' ' + str(t['x']) if t.get('x') else ''}"
              for t in action.get("traits", ()) or ()]
    return " · ".join(bits + marks + traits)


def action_lines(action) -> list[tuple[str, str]]:
    """(style, words) lines of an action: its head, then its success (white) and failure (black) sections."""
    lines = [("head", action_head(action))]
    if action.get("requires"):
        lines.append(("plain", f"Only if {conditions.words(action['requires'])}."))
    shiver = action.get("groundshiver")
    if shiver:
        lines.append(("plain", f"From groundshiver {shiver['level']}: cost {shiver['cost']}+."))
    if action.get("rows"):
        for r, row in enumerate(action["rows"]):
            lines.append(("plain", f"Row {r + 1} (die {row.get('difficulty')}):"))
            if row.get("success"):
                lines.append(("success", sentence(VOCABULARY.words(row["success"]))))
            if row.get("failure"):
                lines.append(("failure", sentence(VOCABULARY.words(row["failure"]))))
    else:
        if action.get("success"):
            lines.append(("success", sentence(VOCABULARY.words(action["success"]))))
        if action.get("failure"):
            lines.append(("failure", sentence(VOCABULARY.words(action["failure"]))))
    return lines


def effect_words(effect) -> str:
    """One effect of a card for an action, in words."""
    when = effect.get("condition") or ()
    head = ("To " + " or ".join(icon_name(i) for i in when) if when else "In any action") + ": "
    bits = []
    cost = effect.get("cost")
    if cost:
        bits.append(f"draw {counted(cost, 'more card')}" if cost > 0 else f"you may draw up to {-cost} fewer card(s)")
    if effect.get("successes"):
        bits.append(f"+{counted(effect['successes'], 'success')}")
    if effect.get("protection"):
        bits.append(f"cancel {effect['protection']} damage")
    if effect.get("extra_cards"):
        bits.append(f"count the stars of {counted(effect['extra_cards'], 'more card')}")
    if effect.get("icons"):
        bits.append("gives " + ", ".join(effect["icons"]))
    if effect.get("reveal_more"):
        bits.append(f"in the Result step, draw up to {counted(effect['reveal_more'], 'more card')} and reveal them")
    convert = effect.get("convert")
    if convert:
        spend = "any class icons" if "any" in convert["spend"] else " or ".join(convert["spend"])
        bits.append(f"each {convert.get('count', 1)} {spend} → 1 {convert.get('to', 'success')} "
                    f"(max. {convert.get('max', 1)})")
    then = effect.get("then")
    words = head + ", ".join(bits)
    if effect.get("must"):
        words = "MUST · " + words
    if then:
        words += f"; then {then} this"
    return sentence(words)


def body_lines(card) -> list[tuple[str, str]]:
    """Everything printed under the picture, as (style, words) lines."""
    lines: list[tuple[str, str]] = []
    if card.type == "character":
        lines.append(("effect", f"Hand size {'/'.join(map(str, card.get('hand_size')))} · carried weight "
                                f"{'/'.join(map(str, card.get('max_weight')))}, for 1/2/3/4 players."))
    if card.get("on_reveal"):
        lines.append(("plain", "When revealed: " + sentence(VOCABULARY.words(card.get("on_reveal")))))
    if card.type == "dialogue" and card.get("effects"):
        lines.append(("plain", sentence(VOCABULARY.words(card.get("effects")))))
    elif card.type != "dialogue":
        lines += [("effect", effect_words(e)) for e in card.get("effects", ()) or ()]
    if card.get("mandatory"):
        lines.append(("plain", "Whoever arrives here must take:"))
        lines += action_lines(card.get("mandatory"))
    for action in card.get("actions", ()) or ():
        lines += action_lines(action)
    if card.get("selected"):
        lines.append(("effect", "[selected] " + sentence(VOCABULARY.words(card.get("selected")))))
    if card.get("preparation"):
        when = "At the beginning of the Preparation phase: " if card.get("when") == "beginning" else "Preparation phase: "
        lines.append(("effect", when + sentence(VOCABULARY.words(card.get("preparation")))))
    if card.get("bonus"):
        bonus = card.get("bonus")
        lines.append(("effect", f"A {bonus['kind']} symbol checked gives {bonus['more']} more."))
    if card.get("no_discard"):
        lines.append(("effect", "It may not be discarded or given."))
    for choice in card.get("choices", ()) or ():
        lines.append(("plain", f"• {choice['label']}"))
    if card.get("caused_by"):
        lines.append(("plain", f"Shows {icon_name(card.get('caused_by'))}: not again on its terrain while in play."))
    for arrow in card.get("arrows", ()) or ():
        area = arrow.get("area") or card.get("area")
        lines.append(("plain", f"Arrow {COMPASS.get(arrow['side'], arrow['side'])}: card {arrow['numbox']}"
                               + (f", beyond the fog of area {area}." if area else ".")))
    return lines


def result_area(card) -> str:
    """A skill's result area in words."""
    halves = list(card.get("half_stars", ()) or ())
    bits = ["★" * int(card.get("stars", 0) or 0), "◐" * halves.count("left"), "◑" * halves.count("right")]
    icons = ", ".join(card.get("class_icons", ()) or ())
    return " ".join(b for b in bits if b) + (f" {icons}" if icons else "")


def back_words(card) -> str:
    """What a card's back shows, in words (as its back face draws it): nothing of its face."""
    if card.type == "skill":
        return "The back of an action card"
    if card.get("number") is not None:
        said = f"The {card.get('back') or 'green'} back of adventure card {card.get('number')}"
        if card.get("version"):
            said += f", with the {card.get('version')} pictograph"
        if card.get("source"):
            said += f", showing {card.get('source')}: the card that leads to it"
        if card.get("back_text"):
            said += f". It reads: {card.get('back_text')}"
        return said
    if card.get("area") is not None:
        own = card.get("back_action")
        does = f"its action: {action_head(own)}" if own else "its action: a pathfind, which flips it"
        return f"The foggy back of an exploration card of area {card.get('area')}; {does}"
    return f"The back of a {KINDS.get(card.type, card.type)} card"


def card_text(card, face_down: bool) -> str:
    if face_down:
        return back_words(card)
    lines = [card.title + (f" ({card.get('number')})" if card.get("number") is not None else ""), kind_line(card)]
    if card.type == "skill" and result_area(card):
        lines.append(f"Result area: {result_area(card)}")
    lines += [words for _style, words in body_lines(card)]
    if card.get("text"):
        lines.append(str(card.get("text")))
    return "\n".join(line for line in lines if line)
