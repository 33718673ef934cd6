"""A choice printed on a card, as both 7th games write it (`{ choose = [{ label, then }, ...] }`): the active player
picks one branch ("Do you continue on as best as you can? ... OR Do you risk ...?") and its consequences apply. A
branch whose printed consequences end the adventure says so, as an answer that cannot be taken back: the card shows
it, so nothing hidden is told. Each game says how a branch's list runs (`branch`) and what ends an adventure (`ends`)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from engine.content.schema_parts import SHORT, list_of, table
from engine.core.decisions import Decision, Option
from engine.core.effects import Op, icon, word
from engine.core.procedure import Ask, Frame


@dataclass(frozen=True)
class Choice:
    """How one game runs a printed choice: `branch(game, frame, k)` runs branch k's list (a Push); a branch holding
    the op `ending` at its top level is irreversible, in the words `ends(game, frame)`."""

    branch: Callable[[Any, Frame, int], Any]
    ending: str
    ends: Callable[[Any, Frame], str]

    def apply(self, g, f, op):
        """Each answer says what it does, as the card viewer words it: the question's dialog may cover the card."""
        vocabulary = g.ruleset.vocabulary
        options = [Option(f"branch:{k}", said(b.get("label", f"Option {k + 1}"), b.get("then", ()), vocabulary),
                          {"branch": k},
                          irreversible=self.ends(g, f) if any(self.ending in o for o in b.get("then", ())) else None)
                   for k, b in enumerate(op["choose"])]
        return Ask(Decision(f"seat:{f.data.active}", "choose", "Choose one:", options))

    def answered(self, g, f, op, answer: Option):
        return self.branch(g, f, answer.data["branch"])


def said(label: str, then, vocabulary) -> str:
    """A branch as an answer: its label, then what it does (the label alone when it does nothing)."""
    done = vocabulary.words(then) if then else ""
    return f"{label}: {done}" if done else label


def words(op, vocabulary) -> str:
    """The choice on the card viewer: each branch by its label, with its consequences."""
    branches = [f"{b.get('label', 'option')} ({vocabulary.words(b.get('then', ()))})" for b in op["choose"]]
    return "choose one: " + " or ".join(branches)


def marks(op, vocabulary):
    """The choice printed on a face: each branch's label and its consequences' marks."""
    out = [icon("choose"), word("choose:")]
    for j, b in enumerate(op["choose"] or ()):
        if j:
            out.append(word("or"))
        label = b.get("label", "") if hasattr(b, "get") else str(b)
        if label:
            out.append(word(f"{label}:" if b.get("then") else label))
        out += vocabulary.marks(b.get("then", ()) if hasattr(b, "get") else ())
    return out


def nested(op):
    """Each branch's consequences, where the pack's checks read them."""
    return [(f"choose[{j}].then", b.get("then")) for j, b in enumerate(op.get("choose") or ())]


# what the op does is kept out of this factory, which runs once at import: a mutation run (python3 dev.py mutate)
# then finds each part's mutants with the tests that call it
def choose_op(consequences: dict, branch: Callable[[Any, Frame, int], Any], ending: str,
              ends: Callable[[Any, Frame], str]) -> Op:
    """The `choose` op of a game whose branches hold `consequences`, run as `Choice(branch, ending, ends)` says."""
    choice = Choice(branch, ending, ends)
    return Op("choose", list_of(table({"label": SHORT, "then": consequences}, ["label", "then"]), minItems=2, maxItems=6),
              choice.apply, words, marks, answer=choice.answered, nested=nested)
