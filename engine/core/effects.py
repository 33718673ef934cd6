"""An effect vocabulary: each op a card may name, declared once (its arguments, what it does, its words
on the viewer and on card faces, what it refers to), and the handlers a ruleset codes by name."""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, Mapping, Sequence, cast

from . import events as ev
from .procedure import Ask, Frame, Push

if TYPE_CHECKING:
    from .game import Game

Table = Mapping[str, Any]  # one op table of an effect list, as a pack wrote it
Schema = dict[str, Any]  # a JSON Schema

HANDLER = "handler"  # the key that names a coded handler instead of an op


@dataclass(frozen=True)
class Mark:
    """One printed piece of an effect on a card face: an `icon` (by name), a `word`, or a `number` in a box."""

    kind: str
    text: str = ""


def icon(name: str) -> Mark:
    return Mark("icon", name)


def word(text: str) -> Mark:
    return Mark("word", text)


def number(value: object) -> Mark:
    return Mark("number", str(value))


def _no_references(op: Table, index: Any) -> list[tuple[str, str]]:
    return []


def _no_nesting(op: Table) -> list[tuple[str, Any]]:
    return []


@dataclass(frozen=True)
class Op:
    """One op of the vocabulary, written `{ name = value, ... }` in a card's effect lists.

    `schema`: JSON Schema of the value; `riders`: other fields that may come with it (name -> schema).
    `apply(game, frame, op)` does it (a procedure step's result, or None to go on with the next op);
    `answer(game, frame, op, answer)` goes on after the decision `apply` asked for.
    `words(op, vocabulary)` says it on the card viewer; `marks(op, vocabulary)` prints it on a face.
    `references(op, index)` lists (field, why) for what it names that the pack lacks; `index` is
    whatever the ruleset's pack check gathered. `nested(op)` gives its own effect lists with their
    field paths. `written=False`: the rules use the op themselves; packs may not write it.
    """

    name: str
    schema: Schema
    apply: Callable[..., Any]
    words: Callable[[Table, "Vocabulary"], str]
    marks: Callable[[Table, "Vocabulary"], list[Mark]]
    references: Callable[[Table, Any], list[tuple[str, str]]] = _no_references
    answer: Callable[..., Any] | None = None
    riders: Mapping[str, Schema] = field(default_factory=dict)
    nested: Callable[[Table], Iterable[tuple[str, Any]]] = _no_nesting
    written: bool = True


@dataclass(frozen=True)
class Handler:
    """A rare effect coded by a ruleset under a name (`{ handler = "name", ... }`); `apply` as an Op's."""

    name: str
    apply: Callable[..., Any]
    words: str = ""

    @property
    def said(self) -> str:
        return self.words or self.name.replace("_", " ")


class Vocabulary:
    """A ruleset's ops by name and its handlers; reads, applies, words and checks effect lists."""

    def __init__(self, ops: Iterable[Op], handlers: Iterable[Handler] = ()) -> None:
        self.ops = {op.name: op for op in ops}
        self.handlers = {h.name: h for h in handlers}
        self._names: Mapping[str, str] = {}

    def naming(self, names: Mapping[str, str]) -> "Vocabulary":
        """This vocabulary wording what its ops name (a card, a place, by its id in the pack) as players say it:
        `names` maps an id to its words, and holds only what the players may see named."""
        worded = copy.copy(self)
        worded._names = names
        return worded

    def named(self, ref: str) -> str:
        """What an op names by its id, in the words `naming` gave it (a card's title), else the id as written."""
        return self._names.get(ref, ref)

    def register(self, handler: Handler) -> Handler:
        """Add a coded handler; a pack naming one that is not registered fails validation."""
        self.handlers[handler.name] = handler
        return handler

    def names(self) -> list[str]:
        """What a pack may write, in the declared order: the written ops, then `handler`."""
        return [name for name, op in self.ops.items() if op.written] + [HANDLER]

    def op_of(self, table: Iterable[str]) -> Op | None:
        """The op a table names (None: a handler, or nothing known)."""
        for key in table:
            op = self.ops.get(key)
            if op is not None:
                return op
        return None

    # -- playing ------------------------------------------------------------------------
    def apply(self, game: Game, frame: Frame, table: Table) -> Any:
        """Do one op (or handler) of an effect list."""
        if HANDLER in table:
            handler = self.handlers.get(table[HANDLER])
            if handler is None:
                # a validated pack cannot get here; a save from an older build of the ruleset can
                game.emit(ev.Message(f"Unknown effect '{table[HANDLER]}' is skipped.", {"rule": "unknown_handler"}))
                return None
            return handler.apply(game, frame, table)
        return cast(Op, self.op_of(table)).apply(game, frame, table)

    def answer(self, game: Game, frame: Frame, table: Table, answer: Any) -> Any:
        """Go on with the op whose decision was just answered."""
        return cast(Callable[..., Any], cast(Op, self.op_of(table)).answer)(game, frame, table, answer)

    # -- words and faces ---------------------------------------------------------------
    def words(self, items: Iterable[Any] | None) -> str:
        """An effect list in plain words, in order; unknown ops are named, never dropped."""
        return "; ".join(self.word(item) for item in items or ()) or "nothing"

    def word(self, item: Any) -> str:
        if not hasattr(item, "get"):
            return str(item)
        if HANDLER in item:
            handler = self.handlers.get(item[HANDLER])
            return handler.said if handler else str(item[HANDLER]).replace("_", " ")
        op = self.op_of(item)
        if op is None:
            return ", ".join(f"{k} {v}" for k, v in item.items())
        return op.words(item, self)

    def marks(self, items: Iterable[Any] | None) -> list[Mark]:
        """An effect list as printed marks, in order; unknown ops are shown by name, never dropped."""
        out: list[Mark] = []
        for i, item in enumerate(items or ()):
            if i:
                out.append(word("·"))
            out.extend(self.mark(item))
        return out

    def mark(self, item: Any) -> list[Mark]:
        if not hasattr(item, "items"):
            return [icon("special"), word(str(item))]
        if HANDLER in item:
            return [icon("special"), word(self.word(item))]
        op = self.op_of(item)
        if op is None:
            key = next(iter(item), "?")
            return [icon("special"), word(f"{key} {item[key]}".strip())]
        return op.marks(item, self)

    # -- checking packs ----------------------------------------------------------------
    def walk(self, items: Iterable[Any] | None, path: str) -> Iterator[tuple[str, Table]]:
        """Every op table of an effect list, however deeply nested, with its field path."""
        for i, table in enumerate(items or ()):
            here = f"{path}[{i}]"
            yield here, table
            if not hasattr(table, "items"):
                continue
            for key in table:
                op = self.ops.get(key)
                if op is not None:
                    for suffix, inner in op.nested(table):
                        yield from self.walk(inner, f"{here}.{suffix}")

    def references(self, table: Any, index: Any) -> list[tuple[str, str]]:
        """(field, why) for what one op table names that is missing: a handler no one coded, a card..."""
        if not hasattr(table, "items"):
            return []
        if HANDLER in table:
            return self.handler_problems(table)
        op = self.op_of(table)
        return op.references(table, index) if op is not None else []

    def handler_problems(self, table: Table) -> list[tuple[str, str]]:
        name = table.get(HANDLER)
        if not isinstance(name, str) or name in self.handlers:
            return []  # a name of the wrong type is the schema's to report
        known = ", ".join(sorted(self.handlers)) or "none are registered"
        return [(HANDLER, f"{name!r} is not a handler this ruleset codes ({known})")]

    def schema(self, handler_schema: Schema, name_schema: Schema) -> Schema:
        """The JSON Schema of one op table: exactly one written op (with its riders), or a handler
        (`name_schema` for its name, `handler_schema` for each of its parameters)."""
        properties: Schema = {}
        riders: dict[str, str] = {}
        for op in self.ops.values():
            if op.written:
                properties[op.name] = op.schema
                for rider, rider_schema in op.riders.items():
                    properties[rider] = rider_schema
                    riders[rider] = op.name
        names = self.names()
        one_op: Schema = {
            "properties": properties,
            "additionalProperties": False,
            # exactly one op per table; riders ride along with theirs
            "x-one-op": names,  # read by the loader to word these errors
            "minProperties": 1,
        }
        if riders:
            one_op["dependentRequired"] = {rider: [op] for rider, op in riders.items()}
            one_op["if"] = ({"required": list(riders)} if len(riders) == 1
                            else {"anyOf": [{"required": [r]} for r in riders]})
            one_op["then"] = {"maxProperties": 2, "x-one-op": names}
            one_op["else"] = {"maxProperties": 1, "x-one-op": names}
        else:
            one_op["maxProperties"] = 1
        return {
            "type": "object",
            "if": {"required": [HANDLER]},
            "then": {"properties": {HANDLER: name_schema}, "additionalProperties": handler_schema},
            "else": one_op,
        }


# -- the one runner of effect lists ----------------------------------------------------------------
def run(game: Game, frame: Frame, vocabulary: Vocabulary, ops: Sequence[Any], answer: Any = None, *, cursor: str = "i",
        between: Callable[[Game], Any] | None = None, stop: Callable[[Game, Frame], bool] | None = None) -> Any:
    """Do an effect list op by op from the frame's cursor: every ruleset's lists go through here.

    The cursor (`frame.data[cursor]`, or that field of a typed frame) is the op being done; it moves on once that
    op is finished, so a step called again (an answer, a sub-procedure returned) goes on where it was. An op's
    `apply` — or its `answer` after the decision it asked — returns None when done, an `Ask` to wait (the same op
    then gets the answer, and an op asked again with no answer asks anew), a `Push` to run a procedure first (the
    op is done; the list goes on after it), or another step result (END, Goto) that ends the list there.
    `between(game)` runs after each finished op and may return a Push (a card waiting to be placed);
    `stop(game, frame)` ends the list early. Returns None once the list is done, else the step result to return."""
    data = frame.data
    typed = not isinstance(data, dict)  # a typed frame keeps the cursor in a field of that name
    if not typed:
        data.setdefault(cursor, 0)

    def at() -> int:
        return int(getattr(data, cursor) if typed else data[cursor])

    def moved() -> None:
        if typed:
            setattr(data, cursor, at() + 1)
        else:
            data[cursor] += 1

    answered = answer is not None  # the op that asked gets its answer before anything else
    while answered or at() < len(ops):
        if answered:
            result, answered = vocabulary.answer(game, frame, ops[at()], answer), False
        elif stop is not None and stop(game, frame):
            return None
        else:
            result = vocabulary.apply(game, frame, ops[at()])
        if result is not None:
            return _finished(moved, result)
        moved()
        pushed = between(game) if between else None
        if pushed:
            return _resumed(pushed)
    return None


def _finished(moved: Callable[[], None], result: object) -> object:
    """An op's result other than None: the cursor stays on an op that asks, else it moves on."""
    if not isinstance(result, Ask):
        moved()
    return _resumed(result)


def _resumed(result: object) -> object:
    if isinstance(result, Push) and not result.again:
        return Push(result.frame, again=True)
    return result
