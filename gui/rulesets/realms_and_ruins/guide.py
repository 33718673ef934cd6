"""How to play Tales of Realms and Ruins at this table, in our own words."""
from __future__ import annotations

from gui.rulesets import Guide

GUIDE = Guide(
    goal="""<p>Two or three rivals, each a Hero with a deck of cards and Followers, compete over three Realms: the
Village, the Castle and the Magic realm. You <b>rule</b> a Realm when you have strictly more Followers there than
anyone else, the Othersiders included. You win at the start of your turn if you rule all three. When one Realm's
Offer is sold out, the game ends and that Realm's suit names the winner (the Village the most Gold, the Castle the
most Followers on the Realms, Magic the most cards). If the Othersiders ruin all three Realms, everyone loses.</p>""",
    turn="""<p>On your turn you take <b>two Actions</b> (the line over the board counts them down: "2 of 2 Actions
left"), in any order, then your turn ends by itself and your hand is refilled. Between turns, a card bought is
replaced in its Offer, and the symbol on the new card is carried out (Othersiders arrive, or an Event is read).
Then the next rival plays. Rivals share one screen: before each seat's private view the table asks to pass the
screen, and each seat sees only its own hand.</p>""",
    steps_heading="An Action, question by question",
    steps=(("Play a card", "Put a card from your hand into play and carry out its effect (some cards offer a "
                           "choice of effects)."),
           ("Buy a card", "Once a turn: take a card from the Offer of the Realm your Hero stands in, paying that "
                          "Realm's cost (Gold, a Follower or two cards, as its cost marker says)."),
           ("Use a Realm", "Once per Realm each turn: use the effect of a Realm you rule (its healthy or its ruined "
                           "side)."),
           ("Train", "Discard two cards to put a Follower on your Hero's skill tree; a skill whose slots are full is "
                     "learned for good."),
           ("End your turn", "Stop before your Actions are spent: your hand is refilled.")),
    glossary=(("Follower", "a cube of your colour; on a Realm it counts towards ruling it."),
              ("Othersiders", "a faction no one plays: their cubes count for ruling, and a Realm they rule is "
                              "ruined."),
              ("Healthy / Ruined", "the two sides of a Realm; a ruined Realm heals once no Othersider is left "
                                   "there."),
              ("Offer", "the cards on sale in a Realm: two face up, the rest of its deck below them."),
              ("Interrupt", "a card played outside your turn, when the table asks every seat in turn whether to "
                            "answer."),
              ("Event", "a chapter of the Event book read when an Event symbol is revealed; its choices are made by "
                        "the player it names."),
              ("Hand limit", "how many cards your hand is refilled to at the end of your turn.")),
    table="""<p>The three Realms are in the middle with their Followers, Heroes and Offers. Your panel shows your hand
(only to you), your Gold, deck and discard pile and your skill tree; the Supplies panel shows what everyone can
see. Asked a Move, you may also drag a Hero's pawn to a lit Realm. A bot may play any seat: it answers after a
short pause.</p>""",
)
