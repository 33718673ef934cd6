"""The events of Arkeis that its table reacts to: a roll and what became of its dice, what the roll did, and
the words read out (a Search card, an epilogue, an episode's introduction)."""
from __future__ import annotations

from typing import ClassVar

from engine.core.events import Ruled, reads

ARKEIS = "arkeis"


class DiceRolled(Ruled):
    """Fight or Inspection dice thrown: who threw (`seat`), `role`, the die pieces and the faces they show; `set`:
    the first die was set before the roll."""

    __slots__ = ()
    rule: ClassVar[str] = "dice_rolled"
    ruleset: ClassVar = ARKEIS
    seat = reads("seat", 0)
    role = reads("role", "fight")
    dice = reads("dice", ())
    faces = reads("faces", ())
    set = reads("set", False)


class DiceRerolled(Ruled):
    """Some dice re-rolled (`way`: "ability" or a Reroll token), with their new faces."""

    __slots__ = ()
    rule: ClassVar[str] = "dice_rerolled"
    ruleset: ClassVar = ARKEIS
    seat = reads("seat")
    way = reads("way")
    dice = reads("dice", ())
    faces = reads("faces", ())


class FateSwitched(Ruled):
    """A die turned to its Fate face for a Fate token."""

    __slots__ = ()
    rule: ClassVar[str] = "fate_switch"
    ruleset: ClassVar = ARKEIS
    seat = reads("seat")
    die = reads("die")
    face = reads("face", "?")


class RollSettled(Ruled):
    """What a roll did (its words are the log's); each kind below."""

    __slots__ = ()
    ruleset: ClassVar = ARKEIS


class FightRolled(RollSettled):
    __slots__ = ()
    rule: ClassVar[str] = "fight_roll"


class Inspected(RollSettled):
    """An inspection test passed or failed."""

    __slots__ = ()
    rule: ClassVar[str] = "inspection"
    success = reads("success", False)


class FightOver(RollSettled):
    __slots__ = ()
    rule: ClassVar[str] = "fight_over"


class Eliminated(RollSettled):
    """An Adversary's miniature eliminated."""

    __slots__ = ()
    rule: ClassVar[str] = "eliminated"
    piece = reads("piece")
    title = reads("title", "")


class Injured(RollSettled):
    __slots__ = ()
    rule: ClassVar[str] = "injured"


class TraumaTwice(RollSettled):
    __slots__ = ()
    rule: ClassVar[str] = "trauma_twice"


class StockEmpty(RollSettled):
    __slots__ = ()
    rule: ClassVar[str] = "stock_empty"


class ReadOut(Ruled):
    """Words read out to the table; each kind below."""

    __slots__ = ()
    ruleset: ClassVar = ARKEIS


class SearchCardRead(ReadOut):
    __slots__ = ()
    rule: ClassVar[str] = "card_read"


class EpilogueRead(ReadOut):
    __slots__ = ()
    rule: ClassVar[str] = "epilogue"


class IntroductionRead(ReadOut):
    __slots__ = ()
    rule: ClassVar[str] = "introduction"


class Regrouped(Ruled):
    """The group changed Back at Camp (the seats may be numbered anew); each kind below."""

    __slots__ = ()
    ruleset: ClassVar = ARKEIS
    seat = reads("seat", 0)
    explorer = reads("explorer", "")


class PlayerLeft(Regrouped):
    __slots__ = ()
    rule: ClassVar[str] = "player_left"


class PlayerJoined(Regrouped):
    __slots__ = ()
    rule: ClassVar[str] = "player_joined"


class ExplorerChanged(Regrouped):
    __slots__ = ()
    rule: ClassVar[str] = "explorer_changed"
