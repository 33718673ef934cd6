"""The engine's contract, typed: a step gets the chosen option (a free number as its int), effect lists run
through the core's one runner (ops that ask, push or both), and the players' own choices — which of these,
in which order, how many — are asked through the core, going on by themselves only where one possibility exists."""
from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from engine.core import choices
from engine.core.decisions import Decision, IllegalChoice, Option
from engine.core.effects import Handler, Op, Vocabulary, run
from engine.core.game import Game, State
from engine.core.procedure import END, Ask, Frame, Procedure, Push
from engine.core.rng import Rng
from engine.core.zones import Zones


@dataclass
class Notes:
    said: list = field(default_factory=list)
    script: list = field(default_factory=list)  # the effect list the test runs
    started: bool = False


def _game(procedures: dict[str, Procedure], first: Frame, script=()) -> Game:
    class Rules:
        id = "typed"

        def __init__(self):
            self.procedures = procedures

        def idle(self, game):
            if game.table.started:
                return None
            game.table.started = True
            return first

        def known(self, game, piece, seat):
            return True

    game = Game(Rules(), {}, State("typed", {}, Zones(), Rng(1), Notes(script=list(script))))
    game.start()
    return game


# -- a step reads the option ----------------------------------------------------------------------------------
def _asks(g, f, answer):
    if answer is None:
        return Ask(Decision("seat:0", "where", "Where to?", [Option("n", "North", {"zone": "north", "cost": 2}),
                                                              Option("s", "South", {"zone": "south", "cost": 1})]))
    g.table.said.append(answer)


def _asks_a_number(g, f, answer):
    if answer is None:
        return Ask(Decision("seat:0", "count", "How many?", number=(0, 9)))
    g.table.said.append(answer.data["number"])


def _at_most_five(g, f, answer):
    return "five at most" if answer.data["number"] > 5 else None


def test_a_step_gets_the_chosen_option_with_its_data_not_its_key():
    game = _game({"p": Procedure("p", [_asks])}, Frame("p"))
    game.choose("s")
    (answer,) = game.table.said
    assert isinstance(answer, Option) and answer.data == {"zone": "south", "cost": 1} and answer.label == "South"


def test_a_free_number_comes_as_its_int_and_its_check_reads_it_before_anything_moves():
    game = _game({"p": Procedure("p", [_asks_a_number], checks={_asks_a_number: _at_most_five})}, Frame("p"))
    with pytest.raises(IllegalChoice, match="five at most"):
        game.choose("7")
    assert game.table.said == [] and game.pending.kind == "count"
    game.choose("4")
    assert game.table.said == [4]


# -- one effect runner ----------------------------------------------------------------------------------------
def _say(g, f, op):
    g.table.said.append(op["say"])


def _ask(g, f, op):
    return Ask(Decision("seat:0", "which", op["ask"], [Option("a", "A", {"pick": "a"}), Option("b", "B", {"pick": "b"})]))


def _asked(g, f, op, answer):
    g.table.said.append(f"{op['ask']}={answer.data['pick']}")
    if answer.data["pick"] == "b":
        return Push(Frame("sub"))  # an op that asks, then pushes
    return None


def _push(g, f, op):
    return Push(Frame("sub"))


def _stop(g, f, op):
    return END


VOCABULARY = Vocabulary([
    Op("say", {}, _say, lambda op, v: "", lambda op, v: []),
    Op("ask", {}, _ask, lambda op, v: "", lambda op, v: [], answer=_asked),
    Op("push", {}, _push, lambda op, v: "", lambda op, v: []),
    Op("stop", {}, _stop, lambda op, v: "", lambda op, v: []),
], [Handler("hello", lambda g, f, op: g.table.said.append("hello"))])


def _list(g, f, answer):
    return run(g, f, VOCABULARY, g.table.script, answer)


def _after_list(g, f, answer):
    g.table.said.append("after")


def _sub(g, f, answer):
    g.table.said.append("sub")


def _effects_game(script) -> Game:
    return _game({"effects": Procedure("effects", [_list, _after_list]), "sub": Procedure("sub", [_sub])},
                 Frame("effects"), script)


def test_the_runner_does_each_op_once_in_order_through_asks_and_pushes():
    game = _effects_game([{"say": 1}, {"push": True}, {"ask": "q1"}, {"say": 2}, {"ask": "q2"}, {"handler": "hello"}])
    assert game.table.said == [1, "sub"] and game.pending.prompt == "q1"
    game.choose("a")
    assert game.table.said == [1, "sub", "q1=a", 2] and game.pending.prompt == "q2"
    game.choose("b")  # asks, then pushes: the sub-procedure runs, then the list goes on after the op
    assert game.table.said == [1, "sub", "q1=a", 2, "q2=b", "sub", "hello", "after"]
    assert game.pending is None and not game.state.stack


def test_an_op_that_ends_the_list_skips_the_rest_but_not_the_procedures_next_step():
    game = _effects_game([{"say": 1}, {"stop": True}, {"say": 2}])
    assert game.table.said == [1]  # END drops the whole procedure, as any step's END does
    assert not game.state.stack


def test_the_runner_resumes_an_asking_op_that_was_interrupted_by_asking_it_again():
    script = [{"ask": "q"}, {"say": "done"}]
    game = _effects_game(script)
    frame = game.state.stack[-1]
    assert frame.data["i"] == 0  # the cursor stays on the op that asks
    game.state.pending = None
    game._run(None)  # the step called again with no answer (something else ran meanwhile): it asks anew
    assert game.pending.prompt == "q" and game.table.said == []


# -- the players' own choices ---------------------------------------------------------------------------------
def _treasure(g, f, answer):
    options = [Option(k, k.title(), {"treasure": k}) for k in g.table.script]
    picked = choices.pick(answer, "seat:0", "keep", "Which treasure do you keep?", options)
    if isinstance(picked, Ask):
        return picked
    g.table.said.append(picked.data["treasure"])


def _in_order(g, f, answer):
    options = [Option(k, k.title(), {"effect": k}) for k in g.table.script]
    ordered = choices.order(f, answer, "table", "order", "Which happens first?", options)
    if isinstance(ordered, Ask):
        return ordered
    g.table.said.extend(option.data["effect"] for option in ordered)


def _up_to(g, f, answer):
    count = choices.how_many(answer, "seat:0", "count", "How many?", 0, len(g.table.script))
    if isinstance(count, Ask):
        return count
    g.table.said.append(count)


def _choice_game(step, script) -> Game:
    return _game({"p": Procedure("p", [step])}, Frame("p"), script)


def test_which_of_these_asks_and_goes_on_by_itself_with_one_possibility():
    game = _choice_game(_treasure, ["crown", "lamp"])
    assert game.pending.kind == "keep" and game.pending.keys() == ["crown", "lamp"]
    game.choose("lamp")
    assert game.table.said == ["lamp"]
    alone = _choice_game(_treasure, ["crown"])
    assert alone.pending is None and alone.table.said == ["crown"]


def test_in_which_order_asks_until_one_is_left_and_keeps_the_order_chosen():
    game = _choice_game(_in_order, ["fire", "flood", "fog"])
    assert game.pending.keys() == ["fire", "flood", "fog"]
    game.choose("fog")
    assert game.pending.keys() == ["fire", "flood"] and game.pending.context["ordered"] == ["Fog"]
    game.choose("fire")
    assert game.table.said == ["fog", "fire", "flood"] and not game.state.stack


def test_how_many_offers_each_count_and_one_count_goes_by_itself():
    game = _choice_game(_up_to, ["a", "b"])
    assert game.pending.keys() == ["0", "1", "2"]
    game.choose("1")
    assert game.table.said == [1]
    none = _choice_game(_up_to, [])
    assert none.pending is None and none.table.said == [0]


# -- typed frames ---------------------------------------------------------------------------------------------
def test_a_typed_frame_is_saved_by_its_fields_and_loaded_as_its_dataclass():
    import json

    from engine.core.serial import game_from_plain, game_to_plain
    from tests.core.duel import DEFS, RULESET, Turn, new_duel

    game = new_duel(2, seed=3)
    game.choose(game.legal_options()[0])
    assert isinstance(game.state.stack[-1].data, Turn)
    data = json.loads(json.dumps(game_to_plain(game)))
    assert isinstance(data["stack"][-1]["data"], dict)
    loaded = game_from_plain(data, RULESET, DEFS)
    assert loaded.state.stack[-1].data == game.state.stack[-1].data
    assert isinstance(loaded.state.stack[-1].data, Turn)


def test_a_frame_saved_before_its_procedure_declared_a_dataclass_loads_into_it_and_a_misfit_is_refused():
    import json

    from engine.core.serial import game_from_plain, game_to_plain
    from tests.core.duel import DEFS, RULESET, Turn, new_duel

    game = new_duel(2, seed=3)
    data = json.loads(json.dumps(game_to_plain(game)))
    data["stack"][-1]["data"] = {"action": "roll"}  # the old form: only the locals set so far, as a dict
    loaded = game_from_plain(data, RULESET, DEFS)
    assert loaded.state.stack[-1].data == Turn(action="roll")
    data["stack"][-1]["data"] = {"action": "roll", "smuggled": 1}
    with pytest.raises(ValueError, match="locals of procedure 'turn' do not fit.*smuggled"):
        game_from_plain(data, RULESET, DEFS)
    data["stack"][-1]["data"] = {"steps": "many"}
    with pytest.raises(ValueError, match="locals of procedure 'turn'"):
        game_from_plain(data, RULESET, DEFS)


# -- typed events ---------------------------------------------------------------------------------------------
def test_a_ruled_event_is_logged_as_a_message_and_loads_back_as_its_class_for_its_ruleset_only():
    from engine.core import events as ev
    from engine.rulesets.cursed_city.events import RollSettled

    turn = ev.TurnBegun("Ann's turn", seat=1)
    assert isinstance(turn, ev.Message) and turn.seat == 1 and turn.text == "Ann's turn"
    plain = turn.to_plain()
    assert plain["kind"] == "message" and plain["data"]["rule"] == "turn"  # the form logs had before the class
    assert ev.from_plain(plain, "arkeis") == turn and type(ev.from_plain(plain)) is ev.TurnBegun
    rolled = {"kind": "message", "text": "Attack: 2 hits.", "data": {"rule": "roll", "outcome": "hit", "dice": []}}
    loaded = ev.from_plain(rolled, "cursed-city")
    assert isinstance(loaded, RollSettled) and loaded.outcome == "hit"
    # the same tag in another ruleset's log is that ruleset's own message, not Cursed City's event
    assert type(ev.from_plain(rolled, "seventh-citadel")) is ev.Message


def test_no_presentation_reads_a_message_by_its_tag():
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[2] / "gui"
    found = [f"{path.relative_to(root)}:{n}" for path in root.rglob("*.py")
             for n, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"""\.get\(["']rule["']\)|\[["']rule["']\]|kind == ["']message["']""", text)]
    assert not found, found


def test_the_answer_to_a_private_decision_is_read_by_its_owner_alone():
    from engine.core import events as ev
    from engine.core.view import event_for

    def secret(g, f, answer):
        if answer is None:
            return Ask(Decision("seat:1", "discard", "Which card?", [Option("c1", "The Ember Crown", {"card": "c1"}),
                                                                   Option("c2", "A Salt Lamp", {"card": "c2"})],
                                private=True))
        g.table.said.append(answer.data["card"])

    game = _game({"p": Procedure("p", [secret])}, Frame("p"))
    game.choose("c1", seat=1)
    chosen = next(e for e in game.state.log.events if isinstance(e, ev.Chosen))
    assert event_for(game, chosen, 1).option == "c1" and event_for(game, chosen, 1).label == "The Ember Crown"
    for seat in (0, 2, None):
        seen = event_for(game, chosen, seat)
        assert seen.option == "" and seen.label == ""


def test_no_ruleset_parses_an_option_key():
    """A step reads what an answer means from the option's data; keys are for saves, replays and the network."""
    import pathlib
    import re

    root = pathlib.Path(__file__).resolve().parents[2]
    parsing = re.compile(r"\b(answer|key)\.(split|startswith|partition|rsplit)\(|\banswer\.key\.(split|startswith|partition)\(")
    found = [f"{path.relative_to(root)}:{n}: {text.strip()}"
             for folder in ("engine/rulesets", "engine/bots", "gui/rulesets")
             for path in (root / folder).rglob("*.py")
             for n, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if parsing.search(text)]
    assert not found, "\n".join(found)


def test_every_procedure_of_every_ruleset_declares_its_frame_and_no_step_reads_a_frame_as_a_table():
    import pathlib
    import re

    from engine import rulesets

    untyped = [f"{ruleset_id}: {name}" for ruleset_id in rulesets.ids()
               for name, procedure in rulesets.ruleset(ruleset_id).procedures.items() if procedure.frame_type is None]
    assert not untyped, untyped
    root = pathlib.Path(__file__).resolve().parents[2]
    as_table = re.compile(r"\b(f|frame|caller|parent|outer)\.data(\[|\.get\(|\.setdefault\(|\.pop\()")
    found = [f"{path.relative_to(root)}:{n}" for folder in ("engine/rulesets", "gui/rulesets", "gui/dialogs")
             for path in (root / folder).rglob("*.py")
             for n, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if as_table.search(text)]
    assert not found, found
