"""Train your Hero: an Action that discards any two cards of the hand (in the order the player chooses), then
puts one Follower of the supply on a free slot of the skill tree, for good; the skill is learned when its
last slot is filled. The `train` verb puts supply Followers on slots without the Action (a Witch-like card)."""
from __future__ import annotations

from dataclasses import dataclass

from engine.core.decisions import Decision, Option
from engine.core.effects import Op, icon
from engine.core.game import Game
from engine.core.procedure import Ask, Frame, Procedure, Push

from . import history, passives, skills
from .fields import AMOUNT
from .table import discard, hand, supply

CARDS = 2  # the rulebook's price of training: "discard any 2 cards"


def refusal(game: Game, seat: int) -> str | None:
    """Why this seat cannot Train now; None when it can."""
    if game.zones.size(hand(seat)) < CARDS:
        return f"training discards {CARDS} cards: you hold {game.zones.size(hand(seat))}"
    if not game.zones.size(supply(str(seat))):
        return "no Follower is left in your supply"
    if not skills.open_skills(game, seat):
        return "no skill of your tree has a free slot"
    return None


def slot_options(game: Game, seat: int) -> list[Option]:
    return [Option(f"train:{s.id}", f"Train {s.title} ({skills.filled(game, seat, s) + 1} of {s.get('slots')})",
                   {"skill": s.id}) for s in skills.open_skills(game, seat)]


def place(game: Game, seat: int, skill_id: str) -> None:
    """One Follower from the supply onto the skill's next slot; the skill is learned when full."""
    skill = game.cards[skill_id]
    game.move(game.zones.top(supply(str(seat))), skills.skill_zone(seat, skill_id))
    if skills.learned(game, seat, skill):
        skills.learn(game, seat, skill)


# -- the Action ---------------------------------------------------------------------------------------------
@dataclass
class Training:
    """The Train Action: the cards still to discard."""

    seat: int
    left: int = CARDS


def discard_two(g: Game, f: Frame, answer):
    seat = f.data.seat
    if answer is not None:
        g.move(answer.data["card"], discard(seat))
        history.record(g, seat, "discard")
        f.data.left -= 1
        tolls = passives.tolls_now(g)  # each card discarded may pay a rival's toll, before the next
        if tolls is not None:
            return Push(tolls.frame, again=True)
    if not f.data.left:
        return None
    which = "first (it lies under the other)" if f.data.left == CARDS else "second (it lies on top)"
    options = [Option(f"discard:{p}", f"Discard {g.card(p).title}", {"card": p}) for p in g.zones.cards(hand(seat))]
    return Ask(Decision(f"seat:{seat}", "train_discard", f"Training: which card do you discard {which}?", options,
                        private=True))


def place_follower(g: Game, f: Frame, answer):
    seat = f.data.seat
    options = slot_options(g, seat)
    if answer is None:
        return Ask(Decision(f"seat:{seat}", "train", "Which skill does your Follower train?", options))
    place(g, seat, answer.data["skill"])
    return None


TRAIN = Procedure("train", [discard_two, place_follower], frame=Training)


# -- the verb ---------------------------------------------------------------------------------------------
def _ask(g: Game, f: Frame, op):
    seat = f.data.seat
    options = slot_options(g, seat) if f.data.left > 0 and g.zones.size(supply(str(seat))) else []
    if not options:
        return None
    if history.chosen(op["train"]):
        options.append(Option("train:stop", "Train no more", {"stop": True}))
    return Ask(Decision(f"seat:{seat}", "train", f"Which skill does a Follower train? ({f.data.left} left)",
                        options))


def _train(g: Game, f: Frame, op):
    f.data.left = history.amount(g, f.data.seat, op["train"], f.data.mark)
    return _ask(g, f, op)


def _train_answered(g: Game, f: Frame, op, answer: Option):
    if answer.data.get("stop"):
        return None
    place(g, f.data.seat, answer.data["skill"])
    f.data.left -= 1
    return _ask(g, f, op)


TRAIN_OP = Op("train", AMOUNT, _train,
              lambda op, v: f"put {history.plural(op['train'], 'Follower')} of your supply on your skill tree",
              lambda op, v: [icon("train"), *history.mark(op["train"])], answer=_train_answered)
