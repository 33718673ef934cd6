"""A Hero's skill tree in words: each skill, its slots filled, and whether it is learned. The tree's shape and
slots come from the pack (the Hero card's `skills`, when the rules of training are in the ruleset)."""
from __future__ import annotations

from html import escape


def skill_lines(game, seat: int) -> str:
    """The skill tree of the Hero a seat plays, as the panel shows it."""
    hero = game.cards[game.table.players[seat].hero]
    skills = list(hero.get("skills") or ())
    if not skills:
        return "<b>Skill tree</b>: <i>this pack's Heroes have no skill tree written yet</i>"
    filled = getattr(game.table, "skills", {}) or {}
    mine = filled.get(seat, filled.get(str(seat), {})) if hasattr(filled, "get") else {}
    rows = []
    for skill in skills:
        slots = int(skill.get("slots", 1))
        done = int(mine.get(skill.get("id"), 0)) if hasattr(mine, "get") else 0
        marks = "●" * min(done, slots) + "○" * max(0, slots - done)
        learned = " <b>learned</b>" if done >= slots else ""
        rows.append(f"{marks} {escape(str(skill.get('title') or skill.get('id')))}{learned}")
    return "<b>Skill tree</b><br>" + "<br>".join(rows)
