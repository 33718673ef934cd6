"""The effect vocabulary as printed tokens: an icon and a short word each, numboxes for card numbers."""
from __future__ import annotations

from dataclasses import dataclass

from gui.faces.icons import ACTION_ICONS


@dataclass(frozen=True)
class Token:
    """One printed piece of a rule line: `kind` is icon, numbox or word."""
    kind: str
    text: str = ""
    icon: str = ""


def icon(name: str) -> Token:
    return Token("icon", icon=name)


def word(text: str) -> Token:
    return Token("word", text=text)


def numbox(number) -> Token:
    return Token("numbox", text=str(number))


def _signed(n, sign="+") -> str:
    try:
        n = int(n)
    except (TypeError, ValueError):
        return str(n)
    if sign == "-":
        return f"−{abs(n)}"
    return f"+{n}" if n >= 0 else f"−{abs(n)}"


def _this(value) -> str:
    return "this" if value in (None, True, "this") else str(value)


def consequence_tokens(items) -> list[Token]:
    """Tokens for a consequence list, in order; unknown operations are shown by name, never dropped."""
    tokens: list[Token] = []
    for i, item in enumerate(items or ()):
        if i:
            tokens.append(word("·"))
        tokens.extend(_one(item))
    return tokens


def _one(item) -> list[Token]:
    if not hasattr(item, "items"):
        return [icon("special"), word(str(item))]
    if "take" in item:
        out = [numbox(item["take"])]
        if item.get("banner"):
            out += [word("+"), icon("banner"), word(str(item["banner"]))]
        return out
    if "each_involved" in item:
        return [icon("all_characters"), word("each:")] + consequence_tokens(item["each_involved"])
    if "discard" in item:
        return [icon("discard"), word(f"discard {_this(item['discard'])}")]
    if "banish" in item:
        return [icon("banish"), word(f"banish {_this(item['banish'])}")]
    if "return" in item:
        return [icon("return"), word(f"return {_this(item['return'])}")]
    if "replace_gold" in item:
        return [icon("swap_gold"), word("gold card")]
    if "banish_green" in item:
        return [icon("banish"), word("green"), numbox(item["banish_green"])]
    if "durability" in item:
        return [icon("durability"), word(_signed(item["durability"], "-"))]
    if "move" in item:
        return [icon("move"), word("move")]
    if "explore" in item:
        return [icon("explore"), word("explore")]
    if "discard_actions" in item:
        return [icon("deck"), word(f"discard {item['discard_actions']}")]
    if "shuffle_back" in item:
        return [icon("shuffle"), word(f"{item['shuffle_back']} back")]
    if "xp" in item:
        return [icon("xp"), word(f"{_signed(item['xp'])} XP")]
    if "buy_skills" in item:
        return [icon("skill"), word("buy skills")]
    if "adventure_over" in item:
        return [icon("curse"), word("adventure over")]
    if "lift" in item:
        return [icon("lift"), word("curse lifted")]
    if "choose" in item:
        out = [icon("choose"), word("choose:")]
        for j, branch in enumerate(item["choose"] or ()):
            if j:
                out.append(word("or"))
            label = branch.get("label", "") if hasattr(branch, "get") else str(branch)
            if label:
                out.append(word(f"{label}:" if branch.get("then") else label))
            out += consequence_tokens(branch.get("then", ()) if hasattr(branch, "get") else ())
        return out
    if "handler" in item:
        return [icon("special"), word(str(item["handler"]).replace("_", " "))]
    key = next(iter(item), "?")
    return [icon("special"), word(f"{key} {item[key]}".strip())]


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
        tokens += [icon("cost"), word(f"{_signed(-n)} card{'s' if abs(n) != 1 else ''}")]
    if "successes" in effect:
        tokens += [icon("difficulty"), word(f"{_signed(effect['successes'])} success")]
    if "per_lucky7" in effect:
        tokens += [word(_signed(effect["per_lucky7"])), icon("difficulty"), word("per"), icon("lucky7")]
    if "handler" in effect:
        tokens += [icon("special"), word(str(effect["handler"]).replace("_", " "))]
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
