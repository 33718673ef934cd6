"""The Dialogue Book (rulebook, "Read a dialogue"): numbered paragraphs read when a consequence says so.
A paragraph applies its effects, may offer choices (some needing a keyword, a card or a score) and go on
to another paragraph; a mandatory action in it involves everyone on the reader's terrain, who choose the
active player. While a dialogue is read, nobody takes an action shown on a card (it is a procedure: the
turn's question is not asked until it is over).

A paragraph is a `dialogue` entry of the pack: `paragraph` (its number), `effects`, `choices` (each a
`label`, optional `requires`, `then` and `goto`), `actions`, `goto`."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Goto, Procedure, Push

from . import conditions
from .actions import on_same_terrain
from .consequences import consequence_frame
from .table import BOOK


def paragraph(g: Game, number: int) -> str | None:
    return next((p for p in g.zones.cards(BOOK) if g.card(p).get("paragraph") == number), None)


@dataclass
class Reading:
    """A dialogue being read: the paragraph, and whom it concerns."""

    paragraph: int
    seat: int
    active: int  # who chooses among the paragraph's choices
    involved: list[int] = field(default_factory=list)
    piece: str | None = None  # the paragraph's card, once opened
    goto: int | None = None  # the paragraph read next, if one is named


def read_frame(seat: int, active: int, involved: list[int], number: int) -> Frame:
    return DIALOGUE.frame(paragraph=number, seat=seat, active=active, involved=list(involved))


def leads_to(g: Game, number: int) -> dict[str, list]:
    """What reading paragraph `number` may bring, through the paragraphs it may go on to (its own `goto` or a
    choice's): every effect list (`effects`, each choice's `then`) and every choice. A `read` among them is itself
    an effect of the reader's."""
    found: dict[str, list] = {"effects": [], "choices": []}
    seen, todo = set(), [number]
    while todo:
        here = todo.pop()
        piece = None if here in seen else paragraph(g, here)
        seen.add(here)
        if piece is None:
            continue
        card = g.card(piece)
        choices = list(card.get("choices") or ())
        found["choices"] += choices
        for items in [card.get("effects"), *(c.get("then") for c in choices)]:
            found["effects"] += list(items or ())
        todo += [int(n) for n in [card.get("goto"), *(c.get("goto") for c in choices)] if n is not None]
    return found


def _ends(before: str, term: str) -> bool:
    """Whether a text ends with a term as a whole word (its lower case)."""
    term = term.lower()
    return before.endswith(term) and (len(before) == len(term) or not before[-len(term) - 1].isalnum())


def marks(text: str, terms) -> list[tuple[int, int, str]]:
    """Where a text marks glossary terms with an asterisk ("the groundshiver* hums"): (where the term starts, where
    its star is, the term) for each star, in order; a term is matched whatever its case, the longest first where
    two end at the same star."""
    found, lowered = [], text.lower()
    for star in [i for i, c in enumerate(text) if c == "*"]:
        term = max((t for t in terms if _ends(lowered[:star], t)), key=len, default=None)
        if term is not None:
            found.append((star - len(term), star, term))
    return found


def starred(text: str, terms) -> list[str]:
    """The glossary terms a text marks with an asterisk, in the order they come, each once (`marks`)."""
    return list(dict.fromkeys(term for _, _, term in marks(text, terms)))


def unknown_stars(text: str, terms) -> list[str]:
    """The words a text marks with an asterisk that end no glossary term (for the pack check)."""
    lowered = text.lower()
    return [text[:i].split()[-1] + "*" if text[:i].split() else "*" for i, c in enumerate(text)
            if c == "*" and not any(_ends(lowered[:i], t) for t in terms)]


def glossary(g: Game, piece: str) -> dict[str, str]:
    """What the glossary says of each term a paragraph (its title, text and choices) marks: the character knows
    the word, and the players may read what it means."""
    card = g.card(piece)
    text = " ".join([card.title, card.get("text") or ""] + [c["label"] for c in card.get("choices") or ()])
    return {term: g.table.glossary[term] for term in starred(text, g.table.glossary)}


def why_not(g: Game, d: Reading, needs: Mapping | None) -> str | None:
    """Why a choice may not be made by the characters involved (`conditions`)."""
    return conditions.why_not(g, d.involved, needs)


def overspends(g: Game, then) -> str | None:
    """A choice whose consequences would bring a score below 0 may not be made (rulebook, "Community page")."""
    for op in then or ():
        for name, delta in (op.get("score") or {}).items() if hasattr(op, "get") else ():
            if g.table.scores[name] + int(delta) < 0:
                return f"the {name} score may not go below 0"
    return None


def open_paragraph(g: Game, f: Frame, answer: Option | None):
    d: Reading = f.data
    piece = paragraph(g, d.paragraph)
    if piece is None:
        g.emit(ev.Message(f"The Dialogue Book has no paragraph {d.paragraph}.", {"rule": "no_paragraph"}))
        return END
    d.piece, d.goto = piece, g.card(piece).get("goto")
    g.emit(ev.Revealed(piece, BOOK))
    if d.paragraph not in g.table.read:
        g.table.read.append(d.paragraph)
    if g.card(piece).get("effects"):
        return Push(consequence_frame(d.active, d.involved, piece, ["effects"]))
    return None


def choose(g: Game, f: Frame, answer: Option | None):
    d: Reading = f.data
    choices = list(g.card(d.piece).get("choices") or ())
    if not choices:
        return None
    if answer is None:
        options, refused = [], []
        for k, choice in enumerate(choices):
            option = Option(f"choice:{k}", choice["label"], {"choice": k, "goto": choice.get("goto")})
            why = why_not(g, d, choice.get("requires")) or overspends(g, choice.get("then"))
            (options if why is None else refused).append(option if why is None else
                                                         Option(option.key, option.label, option.data, why_not=why))
        return Ask(Decision(f"seat:{d.active}", "dialogue", g.card(d.piece).title, options, refused=refused,
                            context={"paragraph": d.paragraph, "piece": d.piece,
                                     "text": g.card(d.piece).get("text") or "",
                                     "glossary": glossary(g, d.piece)}))
    k = _choice_of(answer, choices)
    choice = choices[k]
    d.goto = choice.get("goto", d.goto)
    if choice.get("then"):
        return Push(consequence_frame(d.active, d.involved, d.piece, ["choices", k, "then"]))
    return None


def _choice_of(answer: Option, choices: list) -> int:
    """The paragraph's choice answered (a save from before typed answers names it only by its words)."""
    if "choice" in answer.data:
        return answer.data["choice"]
    return next(k for k, c in enumerate(choices) if c["label"] == answer.label and c.get("goto") == answer.data["goto"])


def go_on(g: Game, f: Frame, answer: Option | None):
    """A mandatory action of the paragraph is taken next; then the next paragraph, if one is named."""
    d: Reading = f.data
    for index, spec in enumerate(g.card(d.piece).get("actions") or ()):
        if spec.get("mandatory"):
            everyone = on_same_terrain(g, d.seat) or [d.seat]
            g.table.mandatory.append({"piece": d.piece, "index": index, "involved": everyone})
    if d.goto:
        d.paragraph, d.goto = d.goto, None
        return Goto("open_paragraph")
    return None


DIALOGUE = Procedure("dialogue", [open_paragraph, choose, go_on], frame=Reading)
