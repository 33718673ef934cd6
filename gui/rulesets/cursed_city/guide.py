"""How to play Warhammer Quest: Cursed City at this table, in our own words."""
from __future__ import annotations

from gui.rulesets import Guide

GUIDE = Guide(
    goal="""<p>One to four players share four heroes on a quest of journeys through a haunted city. Each journey has
its own goal on a battlefield of square spaces; it ends when every hero still standing has reached the extraction
zone, or when none is left. Between journeys the heroes grow, and the quest goes on with the journey the leader
picks, until it is won — or lost, once too many heroes have died.</p>""",
    turn="""<p>A turn is a round for everyone, in five phases the line over the board names: the <b>journey</b>
phase (nightfall draws nearer, the quest step), the <b>destiny</b> phase (the destiny dice are rolled: those alone
in their value can be taken later), the <b>initiative</b> phase (each hero rolls an action die per empty activation
space, and the combat track is dealt), the <b>activation</b> phase (heroes and hostile groups act in the order of
the track) and the <b>event</b> phase (the end check, then the event roll; the leader token passes on).</p>
<p>When a hero activates, its player spends its dice: each action needs one die showing at least its cost. The
line over the board counts the action dice left, and the destiny dice the hero may still take. The hostiles act by
themselves: the table plays their activation back on the board, step by step (Esc skips to the end).</p>""",
    steps=(("Weapon", "Pick the weapon to attack with; each shows its odds against the targets in reach."),
           ("Die", "Pick the die that pays for the attack."),
           ("Target", "Pick the hostile to strike."),
           ("Re-roll", "Re-roll dice if an ability lets you."),
           ("Result", "The hits, wounds and slain hostiles, kept in the dialog until you press Continue.")),
    icons=(("move", "move the hero space by space"), ("search", "search a mysterious object"),
           ("fight", "attack with a weapon"), ("rest", "recuperate: recover wounds")),
    glossary=(("Activation dice", "the dice a hero rolls for its empty activation spaces and spends on actions."),
              ("Destiny dice", "shared dice; a hero may spend up to two in a turn (the last hero to activate, "
                               "any left)."),
              ("Combat track", "the order heroes and hostile groups act in this turn."),
              ("Gambit", "spend a die to try to swap a hero's place on the combat track with a hostile group's."),
              ("Hostile group", "hostiles that act together, driven by their initiative card and a behaviour "
                                "roll."),
              ("Inspiration", "points a hero earns by slaying hostiles; enough of them and it becomes inspired."),
              ("Nightfall", "once the night has fallen, hostiles fight with their empowered side."),
              ("Extraction zone", "where the heroes leave the battlefield to end the journey.")),
    table="""<p>The journey's tiles are in the middle with the heroes and hostiles on their spaces; the heroes'
boards and the dice tray are below the board, the combat track and the journey beside it.</p>""",
)
