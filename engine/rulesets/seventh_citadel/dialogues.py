"""The Dialogue Book (rulebook, "Read a dialogue"): numbered paragraphs read when a consequence says so.
A paragraph applies its effects, may offer choices (some needing a keyword, a card or a score) and go on
to another paragraph; a mandatory action in it involves everyone on the reader's terrain, who choose the
active player. While a dialogue is read, nobody takes an action shown on a card (it is a procedure: the
turn's question is not asked until it is over).

A paragraph is a `dialogue` entry of the pack: `paragraph` (its number), `effects`, `choices` (each a
`label`, optional `requires`, `then` and `goto`), `actions`, `goto`."""
from __future__ import annotations

from typing import Mapping

from engine.core import events as ev
from engine.core.decisions import Decision, Option
from engine.core.game import Game
from engine.core.procedure import END, Ask, Frame, Goto, Procedure, Push

from .actions import on_same_terrain
from .consequences import consequence_frame
from .table import BOOK, QUEST_ITEMS, hand, purse


def paragraph(g: Game, number: int) -> str | None:
    return next((p for p in g.zones.cards(BOOK) if g.card(p).get("paragraph") == number), None)


def read_frame(d: dict, number: int) -> Frame:
    return Frame("dialogue", "", {"paragraph": number, "piece": None, "seat": d["seat"], "active": d["active"],
                                  "involved": list(d["involved"]), "goto": None})


def why_not(g: Game, d: dict, needs: Mapping | None) -> str | None:
    """Why a choice may not be made: a keyword no involved character's purse card shows, a card nobody
    holds, a score too low."""
    if not needs:
        return None
    held = [p for s in d["involved"] for z in (purse(s), hand(s)) for p in g.zones.cards(z)]
    held += list(g.zones.cards(QUEST_ITEMS))
    if "keyword" in needs and not any(needs["keyword"] in (g.card(p).get("keywords") or ()) for p in held):
        return f"nobody involved has a {needs['keyword'].upper()} card"
    if "card" in needs and not any(g.state.pieces[p] == needs["card"] for p in held):
        return f"nobody holds {g.cards[needs['card']].title}"
    for name, least in (needs.get("score") or {}).items():
        if g.table.scores[name] < least:
            return f"the {name} score is under {least}"
    return None


def overspends(g: Game, then) -> str | None:
    """A choice whose consequences would bring a score below 0 may not be made (rulebook, "Community page")."""
    for op in then or ():
        for name, delta in (op.get("score") or {}).items() if hasattr(op, "get") else ():
            if g.table.scores[name] + int(delta) < 0:
                return f"the {name} score may not go below 0"
    return None


def open_paragraph(g: Game, f: Frame, answer: str | None):
    d = f.data
    piece = paragraph(g, d["paragraph"])
    if piece is None:
        g.emit(ev.Message(f"The Dialogue Book has no paragraph {d['paragraph']}.", {"rule": "no_paragraph"}))
        return END
    d["piece"], d["goto"] = piece, g.card(piece).get("goto")
    g.emit(ev.Revealed(piece, BOOK))
    if g.card(piece).get("effects"):
        return Push(consequence_frame(d, piece, ["effects"]))
    return None


def choose(g: Game, f: Frame, answer: str | None):
    d = f.data
    choices = list(g.card(d["piece"]).get("choices") or ())
    if not choices:
        return None
    if answer is None:
        options, refused = [], []
        for k, choice in enumerate(choices):
            option = Option(f"choice:{k}", choice["label"], {"goto": choice.get("goto")})
            why = why_not(g, d, choice.get("requires")) or overspends(g, choice.get("then"))
            (options if why is None else refused).append(option if why is None else
                                                         Option(option.key, option.label, option.data, why_not=why))
        return Ask(Decision(f"seat:{d['active']}", "dialogue", g.card(d["piece"]).title, options, refused=refused,
                            context={"paragraph": d["paragraph"], "piece": d["piece"],
                                     "text": g.card(d["piece"]).get("text") or ""}))
    k = int(answer.split(":")[1])
    choice = choices[k]
    d["goto"] = choice.get("goto", d["goto"])
    if choice.get("then"):
        return Push(consequence_frame(d, d["piece"], ["choices", k, "then"]))
    return None


def go_on(g: Game, f: Frame, answer: str | None):
    """A mandatory action of the paragraph is taken next; then the next paragraph, if one is named."""
    d = f.data
    for index, spec in enumerate(g.card(d["piece"]).get("actions") or ()):
        if spec.get("mandatory"):
            everyone = on_same_terrain(g, d["seat"]) or [d["seat"]]
            g.table.mandatory.append({"piece": d["piece"], "index": index, "involved": everyone})
    if d["goto"]:
        d["paragraph"], d["goto"] = d["goto"], None
        return Goto("open_paragraph")
    return None


DIALOGUE = Procedure("dialogue", [open_paragraph, choose, go_on])
