"""The ops of The 7th Citadel's effect vocabulary about cards: the action deck, the discard pile and the hand;
this card (discarded, banished, returned, blocked); blocked cards unblocked; the top of the deck anticipated; the
action's die moved on; cards the players return to get something."""
from __future__ import annotations

from engine.content.schema_parts import ID as ID_SCHEMA, NAME as NAME_SCHEMA, TRUE, count, list_of, table
from engine.core import choices, events as ev
from engine.core.decisions import Decision, Option
from engine.core.effects import Op, icon, word
from engine.core.procedure import Ask, Push
from engine.core.words import counted
from engine.rulesets.sevenths import board

from . import compound, life
from .actions import action_def
from .consequences import Consequence, block_card, discard_card, return_card
from .decks import pay_frame
from .frames import ActionLocals
from .op_parts import NESTED, action_frame, inner_frame, plural, says
from .table import BANISHED, blocked, deck, discard, hand, purse


# -- the action deck, the discard pile, the hand ------------------------------------------------------------
def _hand(g, f, op):
    action = action_frame(g)
    if action is not None:
        action.data.keep += int(op["hand"])


HAND = Op("hand", count(1, 9), _hand, lambda op, v: f"add up to {plural(op['hand'], 'revealed card')} to your hand",
          lambda op, v: [icon("hand"), word(str(op["hand"]))])


def _recover(g, f, op):
    seat = f.data.seat
    back = life.recover(g, seat, int(op["recover"]))
    g.emit(ev.Message(f"{g.table.player(seat).name} shuffles {counted(len(back), 'card')} back.", {"rule": "recover", "seat": seat}))


RECOVER = Op("recover", count(1, 20), _recover,
             lambda op, v: f"shuffle up to {plural(op['recover'], 'random card')} of your discard pile into your deck",
             lambda op, v: [icon("recover"), word(f"+{op['recover']}")])


def _discard_top(g, f, op):
    seat = f.data.seat
    return Push(pay_frame(seat, int(op["discard_top"]), discard(seat)), again=True)


DISCARD_TOP = Op("discard_top", count(1, 20), _discard_top,
                 lambda op, v: f"discard the top {plural(op['discard_top'], 'card')} of your action deck",
                 lambda op, v: [icon("deck"), word(f"−{op['discard_top']}")])


# -- this card ----------------------------------------------------------------------------------------------
DISCARD = Op("discard", TRUE, lambda g, f, op: discard_card(g, f.data.card, f.data.seat),
             says("discard this"), lambda op, v: [icon("discard"), word("discard this")])
def _banish(g, f, op):
    """Banish this: out of play for good (its die to the box); a board space it leaves opens as it would discarded."""
    piece = f.data.card
    space = g.zones.zone_of(piece)
    compound.release(g, piece)
    board.forget(g, piece)
    g.move(piece, BANISHED)
    board.left(g, piece, space)


BANISH = Op("banish", TRUE, _banish, says("banish this"), lambda op, v: [icon("banish"), word("banish this")])
RETURN = Op("return", TRUE, lambda g, f, op: return_card(g, f.data.card), says("return this to its deck"),
            lambda op, v: [icon("return"), word("return this")])


def _return_held(g, f, op):
    """Return a card of yours by its name (a state card: "return their 'You are exhausted' card"), if you have one."""
    seat = f.data.seat
    held = [p for z in (purse(seat), blocked(seat), hand(seat)) for p in g.zones.cards(z)
            if g.state.pieces[p] == op["return_held"]]
    if held:
        return_card(g, held[0])
        g.emit(ev.Message(f"{g.table.player(seat).name} returns {g.card(held[0]).title}.",
                          {"rule": "returned", "seat": seat, "piece": held[0]}))


RETURN_HELD = Op("return_held", ID_SCHEMA, _return_held,
                 lambda op, v: f"return your card {op['return_held']}, if you have it",
                 lambda op, v: [icon("return"), word(str(op["return_held"]))],
                 lambda op, index: [] if op["return_held"] in index.ids
                 else [("return_held", f"no card {op['return_held']!r} in the pack")])


def _unblock(g, f, op):
    d: Consequence = f.data
    held = list(g.zones.cards(blocked(d.seat)))
    if d.unblocked >= int(op["unblock"]) or not held:
        d.unblocked = 0
        return None
    options = [Option(f"unblock:{p}", f"Unblock {g.card(p).title}", {"piece": p}) for p in held]
    options.append(Option("done", "No more"))
    return Ask(Decision(f"seat:{d.seat}", "unblock", f"Unblock up to {counted(op['unblock'] - d.unblocked, 'card')}?",
                        options))


def _unblocked(g, f, op, answer: Option):
    d: Consequence = f.data
    piece = answer.data.get("piece")
    if piece is None:  # no more
        d.unblocked = 0
        return None
    d.unblocked += 1
    _free(g, piece, d.seat)
    return _unblock(g, f, op)  # again, up to the number


def _free(g, piece: str, seat: int) -> None:
    """An unblocked card goes back to its player: a skill shuffled into their deck, any other in front of them."""
    if g.card(piece).type == "skill":
        g.move(piece, deck(seat), face_up=False)
        g.zones.shuffle(deck(seat), g.rng)
        g.emit(ev.Shuffled(deck(seat)))
    else:
        g.move(piece, purse(seat))


UNBLOCK = Op("unblock", count(1, 9), _unblock, lambda op, v: f"unblock up to {plural(op['unblock'], 'card')}",
             lambda op, v: [icon("unblock"), word(str(op["unblock"]))], answer=_unblocked)


def _keywords_words(spec) -> str:
    keywords = [k.upper() for k in spec.get("keywords") or ()]
    return " or ".join(filter(None, [", ".join(keywords[:-1]), keywords[-1]])) + " " if keywords else ""


def _unblock_collectively(g, f, op):
    """"Players collectively unblock up to N cards with the keyword ...": the players say which, any character's,
    one at a time, until N are unblocked or they stop."""
    d: Consequence = f.data
    spec = op["unblock_collectively"]
    wanted = set(spec.get("keywords") or ())
    held = [(p, piece) for p in g.table.present() for piece in g.zones.cards(blocked(p.seat))
            if not wanted or wanted & set(g.card(piece).get("keywords") or ())]
    if d.unblocked >= int(spec["cards"]) or not held:
        d.unblocked = 0
        return None
    options = [Option(f"unblock:{piece}", f"Unblock {p.name}'s {g.card(piece).title}", {"piece": piece, "seat": p.seat})
               for p, piece in held]
    options.append(Option("done", "No more"))
    return Ask(Decision("table", "unblock_collectively", f"Unblock up to "
                        f"{counted(int(spec['cards']) - d.unblocked, _keywords_words(spec) + 'card')}, any character's?", options))


def _unblocked_collectively(g, f, op, answer: Option):
    d: Consequence = f.data
    if answer.data.get("piece") is None:  # no more
        d.unblocked = 0
        return None
    d.unblocked += 1
    _free(g, answer.data["piece"], answer.data["seat"])
    return _unblock_collectively(g, f, op)


UNBLOCK_COLLECTIVELY = Op(
    "unblock_collectively", table({"cards": count(1, 9), "keywords": list_of(NAME_SCHEMA, minItems=1, maxItems=6)},
                                  ["cards"]), _unblock_collectively,
    lambda op, v: "the players unblock up to " + counted(op['unblock_collectively']['cards'],
                   _keywords_words(op['unblock_collectively']) + "card") + ", any character's",
    lambda op, v: [icon("unblock"), word(f"{op['unblock_collectively']['cards']} "
                                         f"{_keywords_words(op['unblock_collectively'])}".strip())],
    answer=_unblocked_collectively)
BLOCK = Op("block", TRUE, lambda g, f, op: block_card(g, f.data.card, f.data.seat),
           says("block this"), lambda op, v: [icon("block"), word("block this")])


def _slip_under(g, f, op):
    """Block this under the character card of the player of your choice (a hope card)."""
    options = [Option(f"under:{p.seat}", f"Under {p.name}'s character card", {"seat": p.seat, "piece": p.character})
               for p in g.table.present()]  # offered on each character card, where the table shows it going
    if len(options) == 1:
        return _slipped(g, f, op, options[0])
    return Ask(Decision(f"seat:{f.data.active}", "slip_under", f"Block {g.card(f.data.card).title} under whose "
                        "character card?", options, context={"piece": f.data.card}))


def _slipped(g, f, op, answer: Option):
    seat = answer.data["seat"]
    g.move(f.data.card, blocked(seat))
    g.emit(ev.Message(f"{g.card(f.data.card).title} is blocked under {g.table.player(seat).name}'s character card.",
                      {"rule": "slipped_under", "seat": seat, "piece": f.data.card}))
    return None


SLIP_UNDER = Op("slip_under", TRUE, _slip_under, says("block this under the character card of a player of your choice"),
                lambda op, v: [icon("block"), word("under any character")], answer=_slipped)


def _block_all(g, f, op):
    """Block every purse card of yours with that keyword (a hope card: "this and all your other ones")."""
    seat = f.data.seat
    for piece in [p for p in g.zones.cards(purse(seat)) if op["block_all"] in (g.card(p).get("keywords") or ())]:
        block_card(g, piece, seat)


BLOCK_ALL = Op("block_all", NAME_SCHEMA, _block_all, lambda op, v: f"block all your {op['block_all'].upper()} cards",
               lambda op, v: [icon("block"), word(f"all {op['block_all'].upper()}")])


def _anticipate(g, f, op, answer: Option | None = None):
    """Look at the top X cards of your deck, then put each back on top or at the bottom, in any order: where each goes,
    then the order of those on top and of those at the bottom, are the seat's (only they see the cards)."""
    d: Consequence = f.data
    seat = d.seat
    if d.looked is None:
        d.looked = list(reversed(g.zones.cards(deck(seat))[-int(op["anticipate"]):]))
        d.placed, d.bottoms, d.ordering = [], [], []
        g.emit(ev.Message(f"{g.table.player(seat).name} looks at the top {counted(len(d.looked), 'card')} of their deck.",
                          {"rule": "anticipate", "seat": seat, "count": len(d.looked)}))
    if answer is not None and "where" in answer.data:
        d.placed.append(answer.data["piece"])
        if answer.data["where"] == "bottom":
            d.bottoms.append(answer.data["piece"])
        answer = None
    unplaced = [p for p in d.looked if p not in d.placed]
    if unplaced:
        piece, title = unplaced[0], g.card(unplaced[0]).title
        options = [Option(f"top:{piece}", f"{title} back on top", {"piece": piece, "where": "top"}),
                   Option(f"bottom:{piece}", f"{title} to the bottom", {"piece": piece, "where": "bottom"})]
        # the other seats are told the prompt: it counts the cards, the options (the seat's alone) name them
        which = f"card {len(d.placed) + 1} of {len(d.looked)}"
        return Ask(Decision(f"seat:{seat}", "anticipate", f"Anticipation, {which}: back on top of your deck, or at the "
                            "bottom?", options, private=True))
    return _anticipated(g, f, answer)


def _anticipated(g, f, answer: Option | None):
    """Each card's place is chosen: the order of those on top (the first chosen ends on top) and back they go; then the
    order of those at the bottom (the first chosen ends at the very bottom), and back they go."""
    d: Consequence = f.data
    pile = deck(d.seat)
    tops = [p for p in d.looked if p not in d.bottoms]
    if tops:
        if len(tops) > 1:
            options = [Option(f"top:{p}", g.card(p).title, {"piece": p}) for p in tops]
            got = choices.order(f, answer, f"seat:{d.seat}", "anticipate_order", "Which card ends on top of your deck?",
                                options, into="ordering")
            if isinstance(got, Ask):
                got.decision.private = True
                return got
            tops, answer = [o.data["piece"] for o in got], None
        for piece in reversed(tops):
            g.move(piece, pile, face_up=False)
        d.looked = [p for p in d.looked if p in d.bottoms]
    bottoms = list(d.bottoms)
    if len(bottoms) > 1:
        options = [Option(f"bottom:{p}", g.card(p).title, {"piece": p}) for p in bottoms]
        got = choices.order(f, answer, f"seat:{d.seat}", "anticipate_order",
                            "Which card ends at the very bottom of your deck?", options, into="ordering")
        if isinstance(got, Ask):
            got.decision.private = True
            return got
        bottoms = [o.data["piece"] for o in got]
    for piece in bottoms:
        g.move(piece, pile, position=0, face_up=False)
    d.looked, d.placed, d.bottoms = None, [], []
    return None


ANTICIPATE = Op("anticipate", count(1, 6), lambda g, f, op: _anticipate(g, f, op),
                lambda op, v: f"look at the top {plural(op['anticipate'], 'card')} of your deck, then put each back on "
                              "top or at the bottom, in any order",
                lambda op, v: [icon("deck"), word(f"look {op['anticipate']}")],
                answer=lambda g, f, op, answer: _anticipate(g, f, op, answer))


def _move_die(g, f, op):
    action = action_frame(g)
    if action is None:
        return None
    d: ActionLocals = action.data
    die = compound.die_on(g, d.piece, d.index)
    if die is not None:
        compound.move_on(g, die, action_def(g, d.piece, d.index), int(op["move_die"]))
        d.moved = True
    return None


MOVE_DIE = Op("move_die", count(1, 5), _move_die,
              lambda op, v: "move the die to the next row" if op["move_die"] == 1 else
              f"move the die {op['move_die']} rows on",
              lambda op, v: [icon("die_arrow")] * int(op["move_die"]))


# -- cards paid for something -------------------------------------------------------------------------------
def _payable(g, keyword: str, chosen: list[str]) -> list[str]:
    """The cards with that keyword the players may return: each present character's purse cards, blocked or not."""
    return [p for player in g.table.present() for z in (purse(player.seat), blocked(player.seat))
            for p in g.zones.cards(z) if p not in chosen and keyword in (g.card(p).get("keywords") or ())]


def _return_for(g, f, op):
    """"Players may return N cards with this keyword to get ...": the players say which cards, one at a time, or keep
    them all; nothing is returned until all N are chosen."""
    d: Consequence = f.data
    spec = op["return_for"]
    keyword, wanted = spec["keyword"], int(spec["cards"])
    payable = _payable(g, keyword, d.paying)
    if len(d.paying) + len(payable) < wanted:
        d.paying = []
        g.emit(ev.Message(f"Too few {keyword.upper()} cards to return: nothing is paid.",
                          {"rule": "unpaid", "keyword": keyword}))
        return None
    owners = {p: player.name for player in g.table.present() for z in (purse(player.seat), blocked(player.seat))
              for p in g.zones.cards(z)}
    gain = g.ruleset.vocabulary.words(spec["then"])
    options = [Option(f"pay:{p}", f"Return {owners[p]}'s {g.card(p).title}", {"piece": p}) for p in payable]
    options.append(Option("keep", "Keep them" + (" (return nothing)" if not d.paying else
                                                 f" (return nothing, not even {', '.join(g.card(p).title for p in d.paying)})"),
                          {"default": True}))
    return Ask(Decision("table", "return_for", f"Return {wanted} {counted(keyword.upper(), 'card')} to get: {gain}? "
                        f"({wanted - len(d.paying)} more to choose)", options, context={"chosen": list(d.paying)}))


def _returned_for(g, f, op, answer: Option):
    d: Consequence = f.data
    piece = answer.data.get("piece")
    if piece is None:  # kept
        d.paying = []
        return None
    d.paying.append(piece)
    if len(d.paying) < int(op["return_for"]["cards"]):
        return _return_for(g, f, op)
    for paid in d.paying:
        return_card(g, paid)
        g.emit(ev.Message(f"{g.card(paid).title} is returned.", {"rule": "returned", "piece": paid}))
    d.paying = []
    return Push(inner_frame(d, "return_for", "then", paying=[]), again=True)


RETURN_FOR = Op("return_for", table({"keyword": NAME_SCHEMA, "cards": count(1, 6), "then": NESTED},
                                    ["keyword", "cards", "then"]), _return_for,
                lambda op, v: (f"the players may return {plural(op['return_for']['cards'], op['return_for']['keyword'].upper() + ' card')} "
                               f"to get: {v.words(op['return_for']['then'])}"),
                lambda op, v: [icon("return"), word(f"{op['return_for']['cards']} {op['return_for']['keyword'].upper()}:")]
                + v.marks(op["return_for"]["then"]),
                nested=lambda op: [("return_for.then", op["return_for"]["then"])], answer=_returned_for)
