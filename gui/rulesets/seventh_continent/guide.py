"""How to play The 7th Continent at this table, in our own words."""
from __future__ import annotations

from gui.rulesets import Guide

GUIDE = Guide(
    goal="""<p>You are explorers on a cursed island, playing together: you all win or all lose. Each curse you chose
at the start names what lifts it; follow the clues on the cards you find, reach the place they point to and do
what it asks there. The <b>action deck</b> is your strength and your time at once: every action draws cards from
it. Once it is empty you draw at random from the shuffled discard pile instead, where the curse cards wait: turn
one over from there and everyone loses. Some consequences shuffle cards back into the deck.</p>""",
    turn="""<p>There are no turns: at any moment any explorer may take the next action, and the players agree who.
An action is printed on a card (a terrain, an event, an item): click the card and pick it. The explorers standing
on the same terrain may join in and share the cost. The action is then resolved in the step dialog, and its
consequence played out (cards taken from the adventure deck, fog revealed, an item gained, life lost...). Then
someone takes the next action.</p>
<p>Moving is an action on a terrain card: drag your figure to a lit terrain next to you. Exploring the fog beside
you reveals the next terrain; drag it to the lit space it belongs to.</p>""",
    steps=(("Item", "Use items you carry that help this action (a rope, a torch): each says what it adds."),
           ("Cost", "Each explorer taking part decides how many action cards to draw (the cost at least). The dialog "
                    "shows the exact chance of enough stars, and how it changes with one more card."),
           ("Result", "The cards are turned over: their stars are counted against the difficulty. Success or "
                      "failure sends you to the matching consequence."),
           ("Skill", "Skill cards among those drawn may be kept in hand for later (up to your hand limit); the "
                     "others go to the discard pile."),
           ("Consequence", "What the action does, in the order the card prints it. What it produced stays in the "
                           "dialog until you press Continue.")),
    icons=(("move", "move to a neighbouring terrain"), ("explore", "reveal the fog next to you"),
           ("search", "look around for something hidden"), ("gather", "pick plants, roots or wood"),
           ("hunt", "hunt an animal"), ("fish", "fish in the water nearby"), ("climb", "climb up or down"),
           ("swim", "cross water by swimming"), ("craft", "make an item from others and resources"),
           ("make_fire", "light a fire"), ("rest", "recover some strength"), ("listen", "listen to someone or "
           "something"), ("observe", "study what is in front of you"), ("difficulty", "how many stars the "
           "action needs"), ("cost", "how many action cards it draws at least"),
           ("skill", "a skill card: keep it to use later"), ("mandatory", "an action that must be taken")),
    glossary=(("Action deck", "the deck every action draws from: your stamina and your clock."),
              ("Adventure deck", "the numbered cards; a consequence tells you which number to take."),
              ("Past", "where the cards the island no longer needs are set aside."),
              ("Fog", "a space of the board not yet explored: exploring it reveals a terrain."),
              ("Hidden number", "a number drawn into a picture: spotting it lets you take that card."),
              ("Satchel", "what each explorer carries: items, with a die showing how many uses are left."),
              ("Curse", "the game's goal: lift every curse chosen at the start."),
              ("Save the game", "the rulebook's own save: the board folded to one terrain, offered as a choice "
                                "when the rules allow it; the autosave keeps the exact state anyway.")),
    table="""<p>The board of terrain cards is in the middle; each explorer's panel (hand, items, life) and the shared
piles (the decks, the past, the banished cards) are beside it. The line over the board says who is acting and how
many cards are left in the action deck.</p>""",
)
