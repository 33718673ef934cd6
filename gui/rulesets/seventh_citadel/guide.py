"""How to play The 7th Citadel at this table, in our own words."""
from __future__ import annotations

from gui.rulesets import Guide

GUIDE = Guide(
    goal="""<p>You play survivors of a fallen Citadel, together: everyone wins or loses together. Each adventure is
a threat told in scenarios; the cards and the Dialogue Book lead you from one place to the next until the threat
is overcome. Between scenarios you are back at the Citadel: you build, share out what you found and get ready.</p>""",
    turn="""<p>The players take no turns. The table chooses the next action and who takes it: click a card for its
actions. The players standing on the same terrain may be involved (all of them in a group action), and they
choose among themselves who is active. The action is then resolved in the step dialog; its consequence may move
you, give you cards, score for the Citadel, or send you to a paragraph of the Dialogue Book.</p>
<p>Each player has a personal action deck: the cards you draw come from it, and skill cards drawn can be kept in
hand. When a player's life points fall to nothing they are unconscious until they recover.</p>""",
    steps=(("Gear up", "Choose the cards from your hand and the items that help; the dialog shows the chance of "
                       "success with each choice."),
           ("Draw", "Draw the action cards the action costs (and more, if you wish to improve your odds)."),
           ("Result", "The drawn cards are turned over: stars and class icons are counted against what the action "
                      "needs."),
           ("Consequence", "What the action does. A paragraph it reads is shown whole in the dialog, and stays there "
                           "until you press Continue.")),
    icons=(("move", "move to a neighbouring terrain"), ("swim", "cross water"), ("climb", "climb"),
           ("search", "search the place"), ("listen", "listen: the answer is a paragraph of the Dialogue Book"),
           ("fight", "fight a creature"), ("hunt", "hunt"), ("craft", "make something"), ("rest", "rest"),
           ("difficulty", "what the action needs to succeed"), ("cost", "the cards it draws at least")),
    glossary=(("Dialogue Book", "numbered paragraphs of story; a card says which one to read. Starred words are "
                                "explained under the paragraph."),
              ("Citadel leaflet", "the Citadel's pages kept from scenario to scenario: its scores, its Destiny "
                                  "page and its buildings."),
              ("Purse", "what a player carries; its weight is limited."),
              ("Blocked card", "a card of your deck you cannot use until something unblocks it."),
              ("Global event", "a card in play beside the board that changes the whole board."),
              ("Preparation phase", "back at the Citadel: the buildings' effects are applied, then the next "
                                    "scenario is set up."),
              ("World Map", "the slots where found map cards are kept for later scenarios.")),
    table="""<p>The terrain board is in the middle; each player's panel shows their life points, deck, hand, purse and
blocked cards. The <b>Book</b> tab keeps every paragraph read, the <b>Citadel</b> tab the leaflet and the World
Map, the <b>Cards</b> tab the shared cards. Between scenarios the Citadel screen takes the board's place.</p>""",
)
