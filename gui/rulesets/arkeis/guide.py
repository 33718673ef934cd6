"""How to play Arkeis at this table, in our own words."""
from __future__ import annotations

from gui.rulesets import Guide

GUIDE = Guide(
    goal="""<p>A campaign of episodes played together by one to five Explorers. In each episode you search the rooms
of a ruin; the Search cards you find tell the story and sooner or later send you to the episode's good or bad
ending. Between episodes you are Back at Camp: you heal, sell what you found, build upgrades and buy experience,
then the next episode begins. What you keep and the victory points you earn carry from one episode to the
next.</p>""",
    turn="""<p>The Explorers take turns clockwise. A turn has four phases, and the line over the board names the one
you are in: first the start-of-turn effects of the cards in front of you, then those of the Adversaries you
grapple with (each once), then you may reorganise your equipment and give items to Explorers beside you, and last
you take <b>up to two actions</b> — Search, Move, Fight, Support or an action a card gives. After the turn, the
activated Adversaries move one zone nearer the Explorers.</p>
<p>Move: drag your figure to a neighbouring zone (a wall or a sealed door sends it back and says why). Search or
Fight: click the Search token or the Adversary's miniature.</p>""",
    steps=(("Odds", "Before anything is rolled: the exact chance of each result with the dice you throw, with "
                    "and without the help at hand (Fate, re-rolls)."),
           ("Dice", "The dice are thrown and shown as they land."),
           ("Re-roll", "Spend a re-roll token on the dice you choose, if you have one."),
           ("Fate", "Turn a die to its Fate face by taking a Fate token from the stock — the stock is finite, and "
                    "its end costs you."),
           ("Results", "What the roll did, by the profile's result table or the test's. It stays in the dialog "
                       "until you press Continue.")),
    icons=(("search", "Search: reveal the Search card of a token's symbol"), ("move", "Move to a neighbouring zone"),
           ("fight", "Fight an Adversary in your zone")),
    glossary=(("Explorer", "your character: its board holds its Injuries, equipment and backpack."),
              ("Adversary", "an enemy miniature with a profile drawn at random; it acts through the Explorers who "
                            "grapple with it."),
              ("Grappling", "sharing a zone with an Adversary: its profile's effects apply to you."),
              ("Fate", "a token taken from the shared stock to turn a die to its Fate face."),
              ("Injury, Poison, Trauma", "harm, from lightest to worst; a Trauma forbids some actions."),
              ("Logbook", "a grid of symbols checked as you find them; full rows and columns give bonuses."),
              ("Dice symbols", "a die shows a blade, a ward, an eye, a key, a glyph or Fate; the profile or test says "
                               "what each is worth."),
              ("Back at Camp", "between episodes: the camp's steps take the board's place.")),
    table="""<p>The episode's rooms of zones are in the middle, doors sealed by Search tokens, the Explorers' figures
and the Adversaries' miniatures in their zones. Each Explorer's panel is its board; the Expedition panel holds the
Fate stock, the logbook and the camp; the Dice panel shows the last roll die by die.</p>""",
)
