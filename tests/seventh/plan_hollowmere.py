"""The walkthrough of Hollowmere (assets/packs/hollowmere/WALKTHROUGH.md) as a plan a test can play.

One player, Ilse, from setup to "The Drowned Bell" lifted. Each step is a tuple:

- ("act", card, icon, expect)       take the action `icon` of adventure card `card` (a terrain, an
                                    event attached to it, a quest item...) until `expect` holds,
                                    retrying after a failure while the rules allow it
- ("explore", terrain, side, card)  lift the fog on that side of `terrain` (whatever exploration
                                    card lies there) until adventure card `card` is placed there
- ("move", card)                    move to the terrain `card` (retried after a failed move)
- ("refill", card, icon, size)      take that action (food, rest) again and again until the action
                                    deck holds at least `size` cards

Expectations, checked after the action (and the reason it is retried until they hold):

- ("xp", n)               the group has n experience points
- ("item", card)          adventure card `card` is in one of the player's items
- ("satchel", card id)    that quest item lies in the satchel
- ("attached", card, to)  permanent event `card` is attached to the terrain `to`
- ("gone", card)          adventure card `card` is no longer in play (past, box...)
- ("won",)                the game is won

`ANSWERS` holds the plan's choices for decisions only the plan can make (a banner).
"""

SEED = 11
CHARACTER = "ilse"

PLAN = [
    # Alone, the action deck (35 common + 5 own skills + 5 curses) cannot pay for the whole trip:
    # the plan goes first to the Ferryman's Hut to rest (WALKTHROUGH.md, "Life force").
    ("act", 1, "listen", ("xp", 1)),                     # 50 Toll at Dusk: +1 XP
    ("act", 1, "search", ("item", 70)),                  # 70 Boathook
    # 2.2-2.5 east by the weir, up to the East Ferry Steps
    ("explore", 1, "E", 3),
    ("move", 3),
    ("explore", 3, "E", 4),
    ("move", 4),
    ("explore", 4, "N", 13),
    ("move", 13),
    ("explore", 13, "N", 23),
    ("move", 23),
    ("act", 23, "search", ("attached", 45, 23)),         # 45 The Ferryman's Hut
    ("refill", 45, "rest", 42),                          # rest there: 4 cards back each time
    # 1. The ledger (area I, west): 23 and 1 are connected, one move
    ("move", 1),
    ("explore", 1, "N", 2),
    ("move", 2),
    ("explore", 2, "W", 8),
    ("move", 8),
    ("act", 8, "dig", ("item", 78)),                     # 78 Peat Spade
    ("explore", 8, "W", 9),
    ("move", 9),
    ("act", 9, "search", ("attached", 42, 9)),           # 42 The Casting Pit
    ("act", 42, "dig", ("satchel", "quest-founders-ledger")),
    ("expect", ("item", 79)),                            # 79 Foundry Tongs came with the ledger
    ("expect", ("gone", 42)),                            # and the pit is discarded
    # 2.6-2.8 the clapper: back to the hut, rest, then north
    ("move", 23),
    ("refill", 45, "rest", 42),
    ("explore", 23, "N", 24),
    ("move", 24),
    ("explore", 24, "N", 28),
    ("move", 28),
    ("act", 28, "dig", ("satchel", "quest-cold-clapper")),   # 62 Strongbox, then its `use`
    # 3. The bell (area II, north-east)
    ("explore", 28, "E", 32),
    ("move", 32),                                        # arriving: the Stump's mandatory listen
    ("act", 32, "swim", ("won",)),                       # 170 + bell 15 = 185, its `use` lifts the curse
]

KEEP = {70, 78, 79}   # items whose durability the runner spares when a failure wears items down

ANSWERS = {
    "banner": "take:185",   # the clue's bell banner: The Bell Chamber instead of Silt and Silence
}
