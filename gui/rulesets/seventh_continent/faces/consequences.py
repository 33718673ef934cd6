"""The effect vocabulary as printed tokens: an icon and a short word each, numboxes for card numbers.

What each op prints is declared with the op (`engine.rulesets.seventh_continent.ops`); this module only
turns those marks into tokens the face drawing lays out."""
from __future__ import annotations

from engine.rulesets.seventh_continent.ops import VOCABULARY, signed
from gui.faces.icons import ACTION_ICONS
from gui.faces.rows import Token, icon, word


def numbox(number) -> Token:
    return Token("numbox", text=str(number))


# how each kind of mark the vocabulary declares is printed
_PRINTED = {"icon": icon, "word": word, "number": numbox}


def consequence_tokens(items) -> list[Token]:
    """Tokens for a consequence list, in order, as each op declares its marks; unknown operations are
    shown by name, never dropped."""
    return [_PRINTED[mark.kind](mark.text) for mark in VOCABULARY.marks(items)]


def action_icons_tokens(icons) -> list[Token]:
    """The action icons an effect applies to (none listed: any action)."""
    if not icons:
        return [word("any action")]
    if isinstance(icons, str):
        icons = [icons]
    return [icon(name) for name in icons]


def effect_tokens(effect) -> list[Token]:
    """One card effect: the actions it helps, at which step, by how much, then what it costs."""
    tokens = action_icons_tokens(effect.get("icon"))
    step = effect.get("step", "")
    tokens.append(word("›"))
    if "cards" in effect:
        n = int(effect["cards"])
        tokens += [icon("cost"), word(f"{signed(-n)} card{'s' if abs(n) != 1 else ''}")]
    if "successes" in effect:
        tokens += [icon("difficulty"), word(f"{signed(effect['successes'])} success")]
    if "per_lucky7" in effect:
        tokens += [word(signed(effect["per_lucky7"])), icon("difficulty"), word("per"), icon("lucky7")]
    if "handler" in effect:
        tokens += consequence_tokens([{"handler": effect["handler"]}])
    known = {"icon", "step", "cards", "successes", "per_lucky7", "then", "handler"}
    for key, value in effect.items():
        if key not in known:
            tokens.append(word(f"{key.replace('_', ' ')} {value}" if value is not True else key.replace("_", " ")))
    if step and not any(k in effect for k in ("cards", "successes", "per_lucky7", "handler")):
        tokens.append(word(str(step)))
    if effect.get("then"):
        tokens += [word("then")] + consequence_tokens(effect["then"])
    return tokens


def requirement_tokens(requires) -> list[Token]:
    """What an action needs: an item keyword or a named card."""
    tokens: list[Token] = []
    for item in requires or ():
        if not hasattr(item, "get"):
            tokens.append(word(str(item)))
        elif "keyword" in item:
            tokens += [icon("use"), word(str(item["keyword"]))]
        elif "card" in item:
            tokens += [icon("quest_item"), word(str(item["card"]).replace("-", " "))]
        else:
            tokens.append(word(", ".join(f"{k} {v}" for k, v in item.items())))
    return tokens


def is_action_icon(name: str) -> bool:
    return name in ACTION_ICONS
