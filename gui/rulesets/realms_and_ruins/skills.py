"""A Hero's skill tree in words, as the engine reads it (`engine.rulesets.realms_and_ruins.skills`): each skill with
its slots filled, whether it is learned or open to the next Training, what it grants (the engine's words) and
the skills a branch joins it to. The board is public: every seat sees every tree."""
from __future__ import annotations

from html import escape

from engine.rulesets.realms_and_ruins import skills
from engine.rulesets.realms_and_ruins.ops import VOCABULARY


def skill_lines(game, seat: int) -> str:
    """The skill tree of the Hero a seat plays, as the panel shows it."""
    tree = skills.tree(game, seat)
    if not tree:
        return "<b>Skill tree</b>: <i>this Hero has no skill tree in this pack</i>"
    open_now = {s.id for s in skills.open_skills(game, seat)}
    rows = []
    for skill in tree:
        slots, done = skill.get("slots"), skills.filled(game, seat, skill)
        marks = "●" * min(done, slots) + "○" * max(0, slots - done)
        if skills.learned(game, seat, skill):
            state = " <b>learned</b>"
        elif skill.id in open_now:
            state = " <i>open to Training</i>"
        else:
            state = ""
        root = " (root)" if skill.get("root") else ""
        joins = ", ".join(o.title for o in skills.joined(game, seat, skill))
        branch = f"<br>&nbsp;&nbsp;joins: {escape(joins)}" if joins else ""
        rows.append(f"{marks} <b>{escape(skill.title)}</b>{root}{state}<br>&nbsp;&nbsp;{escape(skills.say(skill, VOCABULARY))}"
                    f"{branch}")
    return "<b>Skill tree</b><br>" + "<br>".join(rows)
