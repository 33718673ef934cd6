"""Who answers at this screen: a bot seat answers by itself after a short pause everyone can follow; at a table of
rivals a person is first handed the screen, so that nobody else sees what is private to them. A window (any seat
may answer) asks each seat still waiting in turn, bots and persons alike, so nobody learns who could answer."""
from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from engine import bots
from engine.bots import asked, of_strength
from engine.core.decisions import IllegalChoice
from gui import looking

BOT_PAUSE_MS = 700  # long enough to see what a bot did before it does the next thing


class Seating(QObject):
    """Follows a session: says whether a person must take the screen first, whether the person looking may
    answer, and lets a bot answer its own decisions."""

    def __init__(self, session, seats: list[int], parent=None, seed: int = 0):
        super().__init__(parent)
        self.session = session
        self.seats = list(seats)
        self.pause_ms = BOT_PAUSE_MS
        self.bot = None  # one bot for every bot seat (tests set one), else each seat's of its own strength
        # each plans with the rules from its seat's view alone, as well as its seat's strength says
        seated = session.campaign.seats if session.campaign is not None else ()
        self.bots = {n: of_strength(_known(seated[n].strength) if n < len(seated) else "", seed + n)
                     for n in session.bots}
        self._timer = QTimer(self, singleShot=True)
        self._timer.timeout.connect(self._bot_answers)
        self._waiting_for: tuple[int, object] | None = None
        self.bot_answered_at = -1  # the log's length after a bot's last answer here (-1: none yet)
        self.bot_answering = False  # a bot's answer is being shown (the board follows it: see BoardView.follow_play)
        persons = [seat for seat in seats if seat not in session.bots and self.at_screen(seat)]
        if session.hand_over and len(persons) == 1 and looking.seat(session.game) is None:
            looking.sit(session.game, persons[0])  # one person among bots: nobody else to hide the screen from

    @property
    def game(self):
        return self.session.game

    def is_bot(self, seat: int | None) -> bool:
        """Whether a bot answers for `seat`; for the whole table (None) when every seat is a bot: nobody plays
        who could decide together for them, and a table of bots waited at its first such question forever."""
        if seat is None:
            return (self.game.pending is not None and self.game.pending.owner == "table" and bool(self.seats)
                    and set(self.seats) <= self.session.bots)
        return seat in self.session.bots

    def at_screen(self, seat: int | None) -> bool:
        """Whether this seat is played at this screen (a game hosted elsewhere has seats played at other screens)."""
        here = getattr(self.session, "here", None)  # a stand-in session of the tests may not say
        return here is None or seat is None or seat in here

    def needs_hand_over(self) -> bool:
        """A person must take the screen first: rivals at one screen, and the seat asked is not looking."""
        seat = asked(self.game)
        return (self.session.hand_over and seat is not None and not self.is_bot(seat) and self.at_screen(seat)
                and looking.seat(self.game) != seat)

    def answerable(self) -> bool:
        """Whether the person at the screen may answer the pending decision from this table now."""
        seat = asked(self.game)
        if self.game.pending is None or self.is_bot(seat) or not self.at_screen(seat):
            return False
        return not self.session.hand_over or seat is None or looking.seat(self.game) == seat

    def answering_seat(self) -> int | None:
        """The seat to name when the person at the screen answers (None at a co-operative table)."""
        return looking.seat(self.game) if self.session.hand_over else None

    def follow(self) -> None:
        """After each change: a bot asked answers after its pause."""
        seat = asked(self.game)
        if self.is_bot(seat):
            self._waiting_for = (seat, self.game.pending)
            self._timer.start(self.pause_ms)
        else:
            self.stop()

    def stop(self) -> None:
        self._timer.stop()
        self._waiting_for = None

    def _bot_answers(self) -> None:
        seat = asked(self.game)
        waiting = self._waiting_for
        if waiting is None or waiting[0] != seat or waiting[1] is not self.game.pending or not self.is_bot(seat):
            return  # the game moved on (undo, a load): the next change asks again
        self._waiting_for = None
        # the lowest seat's bot decides what the whole table decides together, as when bots play a game alone
        bot = self.bot or self.bots.get(min(self.seats) if seat is None else seat) or of_strength("", seat or 0)
        try:
            bots.answer(self.game, bot, seat, self._choose)
        except (IllegalChoice, RuntimeError):
            pass  # the session told the player why; the table stays as it was

    def _choose(self, key: str, seat: int) -> None:
        """The bot's answer, given through the session (undo and the autosave know a bot gave it)."""
        self.bot_answering = True
        try:
            taken = self.session.choose(key, seat, bot=True)
        finally:
            self.bot_answering = False
        if not taken and self.game.pending is not None:
            raise IllegalChoice(f"{key!r} was refused")
        self.bot_answered_at = len(self.game.state.log.events)


def _known(key: str) -> str:
    """A strength this build knows, else the default (a campaign saved by a later build may name another)."""
    return key if key in bots.strengths() else ""
