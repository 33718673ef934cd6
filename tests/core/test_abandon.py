"""`Game.abandon`: the rules drop every running procedure for another (an episode that ends in the middle of
an action while the campaign goes on): no step of the dropped frames runs again, the new one starts afresh,
and a game saved afterwards holds only it."""
from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.decisions import Decision, Option
from engine.core.game import Game, State
from engine.core.procedure import Ask, Frame, Procedure, Push
from engine.core.rng import Rng
from engine.core.serial import game_to_plain
from engine.core.zones import Zones


@dataclass
class Notes:
    ran: list[str] = field(default_factory=list)


def outer_first(g, f, answer):
    g.table.ran.append("outer_first")
    return Push(Frame("inner"))


def outer_after(g, f, answer):
    g.table.ran.append("outer_after")  # never runs: the chapter ended inside the inner procedure


def inner_ask(g, f, answer):
    if answer is None:
        return Ask(Decision("seat:0", "go", "Go on?", [Option("end", "End the chapter"), Option("on", "Go on")]))
    g.table.ran.append(f"inner_ask:{answer.key}")
    if answer.key == "end":
        g.abandon(Frame("next_chapter"))
    return None


def inner_after(g, f, answer):
    g.table.ran.append("inner_after")


def chapter_opens(g, f, answer):
    g.table.ran.append(f"chapter_opens:{answer and answer.key}")
    if answer is None:
        return Ask(Decision("seat:0", "next", "The next chapter", [Option("read", "Read on")]))
    return None


PROCEDURES = {p.name: p for p in (Procedure("outer", [outer_first, outer_after]),
                                  Procedure("inner", [inner_ask, inner_after]),
                                  Procedure("next_chapter", [chapter_opens]))}


class Chapters:
    id = "chapters"
    procedures = PROCEDURES

    def idle(self, game):
        return None if game.table.ran else Frame("outer")


def new() -> Game:
    game = Game(Chapters(), {}, State("chapters", {}, Zones(), Rng(1), Notes()))
    game.start()
    return game


def test_abandoning_drops_every_running_frame_and_starts_the_new_one_afresh():
    game = new()
    assert [f.proc for f in game.state.stack] == ["outer", "inner"]
    game.choose("end")
    assert game.table.ran == ["outer_first", "inner_ask:end", "chapter_opens:None"]
    assert [f.proc for f in game.state.stack] == ["next_chapter"] and game.pending.kind == "next"
    assert [f["proc"] for f in game_to_plain(game)["stack"]] == ["next_chapter"]
    game.choose("read")
    assert game.table.ran[-1] == "chapter_opens:read" and not game.state.stack


def test_without_abandoning_the_frames_finish_in_order():
    game = new()
    game.choose("on")
    assert game.table.ran == ["outer_first", "inner_ask:on", "inner_after", "outer_after"]
