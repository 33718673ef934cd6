"""The locals of a card played, a Realm's effect or a list of verbs: the frame every verb of the vocabulary
works on, whichever procedure runs it (play, replay, realm_effect)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any

from engine.core.consistency import Range


@dataclass
class Play:
    """A card played (or replayed), a Realm's effect, or a list of verbs: who plays it and how far its verbs got."""

    seat: int
    card: str = ""  # the piece played or replayed ("" for a Realm's effect or a list of verbs)
    effect: int | str | None = None  # the alternative chosen: its index, "all", or None for nothing playable
    realm: str | None = None  # a Realm whose effect is played, on its `side`
    side: str = ""
    ops: list[dict[str, Any]] | None = None  # verbs given as they are (an Event entry, a cost, a "may")
    where: list[str] | None = None  # the Realms the verbs may act on (an Event entry's); None: any
    mark: int | None = None  # the log's length when the card was played: what "this card" counts starts there
    i: int = 0  # the verb being done (the effect runner's cursor)
    taken: bool = False  # the card's effect was chosen: waiting "next card" modifiers were looked at
    free_gold: bool = False  # "next card" modifiers holding for this card
    double_moves: bool = False
    asked: bool = False  # the interrupt window opened
    waiting: list[int] = field(default_factory=list)  # seats the window has still to ask
    left: int = 0  # what the verb being done has still to do (Moves, Followers, cards...)
    amount: int = 0  # the Gold a steal takes
    gained_in: list[str] = field(default_factory=list)  # where this gain has put Followers
    each_realms: list[str] = field(default_factory=list)  # a gain in each Realm of a kind: one entry per Follower
    discount: int | None = None  # what a skill still pays of this effect's Gold (None: nothing paid yet)
    discard_share: int | None = None  # what a skill still counts as discarded (None: not used yet)
    last_discarded: str | None = None
    removed_in: str = ""  # the Realm this card removed a Follower from last (a gain "in that same Realm")
    cached: list[str] = field(default_factory=list)  # the Realms this cache_gold has left Gold in
    stage: str = ""  # how far a demand got: "ask", "discard" or "remove"
    rival: Annotated[int, Range(-1)] = -1  # the rival a demand names, and its suit
    suit: str = ""
    choices: dict[str, Any] | None = None  # read from saves made before typed answers: dropped once answered
    offered: dict[str, Any] | None = None  # read from saves made before typed answers: dropped once answered
