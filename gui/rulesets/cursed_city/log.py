"""Cursed City's log lines where the rules move many pieces for one thing a player does: one line for a roll of
outcome dice (each die and the face it lands on), one for a hero's activation dice placed on their card, one for
the destiny dice, one for the combat track dealt or gathered; a model's step between two spaces said as a move.
Faces are read from the events (what the die showed then), never worked out again."""
from __future__ import annotations

from engine.core.view import HIDDEN
from engine.rulesets.cursed_city import table as t
from engine.rulesets.cursed_city.battlefield import square_words
from engine.rulesets.cursed_city.rolls import die_type
from gui import looking

SAID = {"fail": "fail", "success": "success", "crit": "critical success"}
TRACK_ZONES = (t.INITIATIVE, t.TRACK)


def _seen(game, event):
    seen = looking.event(game, event)
    return None if seen is None or getattr(seen, "piece", None) == HIDDEN else seen


def _kind(game, piece: str) -> str:
    card = game.cards.get(game.state.pieces.get(piece, ""))
    return card.type if card is not None else ""


def face_words(game, piece: str, face: int) -> str:
    """What a die showed on landing: an outcome in words, or its number."""
    shown = die_type(game.cards, game.state.pieces[piece]).faces[face]
    return SAID.get(shown.outcome, shown.outcome) if shown.outcome else str(shown.value)


def _landed(game, events: list, i: int, piece: str) -> str:
    """The face the die rolled right after event i shows (the next die_rolled of that piece)."""
    for event in events[i + 1:i + 4]:
        if event.kind == "die_rolled" and event.piece == piece:
            return face_words(game, piece, event.face)
    return "?"


def route(game, event) -> tuple[str, str, str] | None:
    """What a die's or an initiative card's move belongs to, as one line says it: (what, key, who); None for a
    move said on its own."""
    if event.kind != "piece_moved":
        return None
    seen = _seen(game, event)
    if seen is None:
        return None
    src, dst = seen.source, seen.target
    if src in TRACK_ZONES and dst in TRACK_ZONES:
        return ("track", dst, "")
    if _kind(game, seen.piece) != "die":
        return None
    if src == t.ACTION_DICE and dst == t.ROLLED:
        return ("roll", "", "")
    if src == t.ROLLED and dst == t.ACTION_DICE:
        return ("back", "", "")
    if src.startswith("dice:") and dst.startswith("slot:"):
        return ("placed", src, "")
    if src.startswith("destiny:") and dst.startswith("destiny:"):
        return ("destiny", "", "")
    return None


def _run(game, events: list, i: int, key) -> list[int]:
    """The indices of the moves of one run starting at i (die_rolled events between them belong to it)."""
    found = [i]
    n = i + 1
    while n < len(events):
        event = events[n]
        if event.kind == "die_rolled":
            n += 1
            continue
        if route(game, event) != key:
            break
        found.append(n)
        n += 1
    return found


def _starts(game, events: list, i: int, key) -> bool:
    """Whether event i is the first of its run (only die_rolled events may come between moves of one run)."""
    n = i - 1
    while n >= 0 and events[n].kind == "die_rolled":
        n -= 1
    return n < 0 or route(game, events[n]) != key


def _destiny_faces(game, events: list, i: int) -> list[str]:
    """The destiny dice rolled just before their moves (the die_rolled events right before event i)."""
    faces = []
    n = i - 1
    while n >= 0 and events[n].kind == "die_rolled":
        piece = events[n].piece
        if piece.startswith("destiny:") and piece in game.state.pieces:
            faces.append(face_words(game, piece, events[n].face))
        n -= 1
    return sorted(faces, key=lambda f: (len(f), f))


def log_line(game, events: list, i: int) -> str | None:
    event = events[i]
    if event.kind == "piece_moved":
        key = route(game, event)
        if key is None:
            return _step(game, event)
        if not _starts(game, events, i, key):
            return ""
        run = _run(game, events, i, key)
        what, where, _ = key
        if what == "roll":
            dice = [f"{game.card(events[n].piece).title} {_landed(game, events, n, events[n].piece)}" for n in run]
            return f"Dice rolled: {', '.join(dice)}."
        if what == "placed":
            values = [_landed(game, events, n, events[n].piece) for n in run]
            return f"{game.cards[where.split(':', 1)[1]].title}'s activation dice: {', '.join(values)}."
        if what == "destiny":
            faces = _destiny_faces(game, events, i)
            return f"The destiny dice roll {', '.join(faces)}." if faces else ""
        if what == "track":
            return (f"{len(run)} initiative cards are dealt on the combat track." if where == t.TRACK
                    else f"{len(run)} initiative cards are gathered from the combat track.")
        return ""          # dice going back to the tray: the roll's own line said it
    if event.kind == "die_rolled":
        return _rerolled(game, events, i)
    return None


def _rerolled(game, events: list, i: int) -> str | None:
    """An outcome die rolled again where it lies (a re-roll for inspiration): its new face. A die rolled as it is
    moved into a roll is said with the roll; numbered dice (activation, destiny, quest) with their own lines."""
    event = events[i]
    if event.piece not in game.state.pieces or _kind(game, event.piece) != "die":
        return None
    faces = die_type(game.cards, game.state.pieces[event.piece]).faces
    if not faces[event.face].outcome:
        return None
    before = events[i - 1] if i else None
    if before is not None and before.kind == "piece_moved" and before.piece == event.piece:
        return None
    return f"{game.card(event.piece).title} re-rolled: {face_words(game, event.piece, event.face)}."


def _step(game, event) -> str | None:
    """A model stepping from one space to another said as a move, a hostile coming onto the battlefield as an
    arrival, a wound counter put on a hero's card as a wound taken (the table's words otherwise)."""
    seen = _seen(game, event)
    if seen is None:
        return None
    src, dst = seen.source, seen.target
    if src == t.WOUNDS and dst.startswith("slot:"):
        hero, k = dst[len("slot:"):].rsplit(":", 1)
        return f"{game.cards[hero].title} takes a wound on activation space {int(k) + 1}."
    if not dst.startswith("space:"):
        return None
    name = model_name(game, seen.piece)
    if src.startswith("space:"):
        return f"{name} moves from {square_words(game, t.cell_of(src))} to {square_words(game, t.cell_of(dst))}."
    if src == t.AVAILABLE:
        return f"{name} arrives at {square_words(game, t.cell_of(dst))}."
    return None


def model_name(game, piece: str) -> str:
    """A model as players tell it apart: a hostile's title and number, a hero's name."""
    title = game.card(piece).title
    number = piece.rsplit(":", 1)[-1] if _kind(game, piece) == "hostile" else ""
    return f"{title} {number}" if number.isdigit() else title

