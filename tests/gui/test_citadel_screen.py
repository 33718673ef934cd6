"""The 7th Citadel between scenarios at the table: the Citadel screen in the board's place while the party is back at
the Citadel (leaflet pages with their checks, as the engine keeps them), the leaflet panel and the hope cards held
during a scenario, the World Map panel, and a campaign's next game started from what it kept (`next_game`), a ledger
the rules refuse named and left as it was."""
from __future__ import annotations

import html

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from engine.content.loader import load_pack
from engine.core.ruleset import Seat
from engine.rulesets.seventh_citadel import RULESET
from engine.rulesets.seventh_citadel import leaflet as rules
from engine.rulesets.seventh_citadel.table import SideQuest, blocked, purse
from gui.dialogs.opening import identity
from gui.last_play import AUTOSAVE
from gui.rulesets.seventh_citadel.citadel_screen import CitadelScreen
from gui.rulesets.seventh_citadel.leaflet import DestinyPage, LeafletPages, layers
from gui.rulesets.seventh_citadel.panels import LeafletPanel, WorldMap
from gui.session import Session
from tests.gui.conftest import see_the_end
from tests.seventh_citadel.conftest import PACK, give, new, stack
from tests.seventh_citadel.test_citadel import at_the_gate
from tests.seventh_citadel.test_leaflet import hope

OPTIONS = {"scenario": "first-steps", "mode": "standard"}


@pytest.fixture(scope="module")
def pack():
    return load_pack(PACK)


def campaign_of(window, pack, players: int = 2):
    seats = [Seat(n, c) for n, c in zip(("Ann", "Bo", "Cy"), ("arden", "brisk", "corin"))][:players]
    return window.campaigns.create("Ember walk", identity(pack), ruleset=RULESET.id, options=OPTIONS, seats=seats)


def written(game):
    """A leaflet with something on each page: two Destiny symbols, boxes of two buildings, a side quest."""
    game.table.leaflet.destiny = ["heart", "crowd"]
    game.table.leaflet.buildings = {"watchtower": 1, "forge": 1}
    game.table.leaflet.side_quests = [SideQuest("The lost bell", 120, "initiated")]
    return give(game, "hope", purse(0))


def back_at_the_citadel(window, game):
    assert window.choose("act:0:gate:0"), window.problems
    if game.pending.kind == "more":     # a gate that costs no card leaves the Lands at once
        assert window.choose("reveal"), window.problems
    QApplication.processEvents()
    assert game.pending.kind == "scenario"


def test_the_citadel_screen_takes_the_boards_place_between_two_scenarios(window, pack):
    game, _ = at_the_gate(pack)
    held = written(game)
    window.enter(Session(game, pack))
    assert window.stack.currentWidget() is window.board
    back_at_the_citadel(window, game)
    screen = window.stack.currentWidget()
    assert isinstance(screen, CitadelScreen) and screen is window.interlude
    assert "First Steps is over" in screen.title.text() and "Choose the next scenario" in screen.where.text()
    pages = screen.pages
    destiny = pages.destiny
    assert destiny.checked == ["heart", "crowd"]
    assert destiny.open == {s["id"] for s in rules.checkable(game)} == {"drill", "lead", "chart"}
    assert "Checked: Rebuild, Gather" in destiny.toolTip()
    buildings = pages.buildings.text()
    assert "Watchtower" in buildings and "☑☐" in buildings and "1 of 2 boxes" in buildings
    assert "Forge" in buildings and "built" in buildings and "defense +2" in buildings.replace("Defense", "defense")
    assert "The lost bell" in pages.quests.text() and "initiated" in pages.quests.text()
    assert "<b>2</b> / 25" in pages.community.text()       # production 3, then the toll's Preparation effect: 2
    assert f"Groundshiver level: <b>{game.table.groundshiver}</b>" in pages.community.text()
    assert pages.hope.cards.count() == 1 and "<b>1</b> hope card to spend" in pages.hope.count.text()
    assert held in game.zones.cards(purse(0))
    assert not window.decision.isVisible() and screen.box.isVisible()   # asked on the screen, not in a dialog
    assert screen.box.prompt.text() == "At the Citadel: which scenario next?"
    (button,) = screen.box.buttons
    assert button.words.text().endswith("Go on to Second Steps")
    button.click()
    QApplication.processEvents()
    assert window.stack.currentWidget() is window.board and game.table.scenario == "second-steps"


def test_the_destiny_page_is_drawn_from_its_centre_outwards(pack):
    game = new(pack)
    assert layers(rules.symbols(game)) == [["heart"], ["crowd", "drill"], ["chart", "lead", "train"], ["hone"]]
    page = DestinyPage()
    page.show_game(game)
    page.resize(page.sizeHint())
    where = page.positions()
    assert where["heart"].y() < where["crowd"].y() == where["drill"].y() < where["train"].y() < where["hone"].y()
    assert page.rows(240) == [["heart"], ["crowd", "drill"], ["chart", "lead"], ["train"], ["hone"]]  # a narrow page
    assert page.heightForWidth(240) == 5 * page.ROW + 8 > page.heightForWidth(page.sizeHint().width())
    assert page.open == {"heart"} and "May be checked next (by spending a hope card): Rebuild" in page.toolTip()


def test_spending_hope_during_a_scenario_brings_the_leaflet_forward(window, pack, qtbot):
    game = new(pack, players=2)
    window.enter(Session(game, pack))
    leaflet = window.findChildren(LeafletPanel)[0]
    assert leaflet.hope.cards.count() == 0 and "<b>0</b> hope cards to spend" in leaflet.hope.count.text()
    piece = give(game, "hope", purse(1))
    window.refresh([])
    assert leaflet.hope.cards.count() == 1 and "(Bo 1)" in leaflet.hope.count.text()
    bo = next(panel for panel in window.players if panel.seat == 1)
    assert "1 hope card to spend" in bo.labels["purse"].text()
    spend = next(o for o in window.presentation.piece_options(game, piece) if "destiny" in str(o.label).lower()
                 or o.data.get("index") == 0)
    assert window.choose(spend.key)
    while game.pending.kind in ("involve", "more"):
        assert window.choose("go" if game.pending.kind == "involve" else "reveal")
    assert game.pending.kind == "destiny" and leaflet.destiny.open == {"heart"}
    assert window.choose("symbol:heart") and window.choose("box:watchtower")
    assert leaflet.destiny.checked == ["heart"] and "☑☐" in leaflet.buildings.text()
    assert game.pending.kind == "slip_under"                 # the players choose whose card it goes under...
    ann = next(panel for panel in window.players if panel.seat == 0)
    assert all(not p.slip.isHidden() and p.slip.text() == "Slip Hope Again under here" for p in (ann, bo))
    assert ann.character.coming == piece and ann.character.peeks() == 1   # ...its ghost over each character card
    qtbot.mouseClick(bo.slip, Qt.MouseButton.LeftButton)    # ...on the panel of the character it goes under
    assert leaflet.hope.cards.count() == 0 and "<b>1</b> spent" in leaflet.hope.count.text()
    assert game.zones.zone_of(piece) == blocked(1)
    assert bo.slip.isHidden() and ann.slip.isHidden() and ann.character.peeks() == 0
    assert bo.character.blocked == [piece] and "1 card (Hope Again)" in bo.labels["blocked"].text()


def test_the_cards_under_a_character_card_peek_out_newest_on_top_and_are_read_from_there(window, pack, qtbot):
    game = new(pack, players=2)
    window.enter(Session(game, pack))
    under = [give(game, card_id, blocked(0)) for card_id in ("hope", "sword", "a-star", "a-blank", "a-left", "a-right")]
    window.refresh([])
    ann = next(panel for panel in window.players if panel.seat == 0).character
    assert ann.blocked == list(reversed(under)) and ann.peeks() == 5      # five strips show, the sixth is counted
    assert ann.sizeHint().height() == ann.card_height + 5 * ann.strip + 8
    clicked, opened = [], []
    ann.card_clicked.connect(clicked.append)
    ann.card_opened.connect(opened.append)
    qtbot.mouseClick(ann, Qt.MouseButton.LeftButton, pos=QPoint(20, 4 + 4 * ann.strip + 4))   # the nearest strip
    qtbot.mouseClick(ann, Qt.MouseButton.LeftButton, pos=QPoint(20, ann.height() - 10))        # the character card
    assert clicked == [under[-1], game.table.player(0).character]
    qtbot.keyClick(ann, Qt.Key.Key_Up)
    qtbot.keyClick(ann, Qt.Key.Key_Return)
    assert opened == [under[-1]]                             # the keyboard reads them too, from the top down
    assert "6 cards blocked under it: " in ann.toolTip() and "Sword" in ann.toolTip()


def test_a_card_going_under_that_the_table_may_not_name_shows_its_back(window, pack):
    game = new(pack, players=2)
    hope(game)
    game.choose("symbol:heart")
    game.choose("box:forge")
    assert game.pending.kind == "slip_under"
    game.zones.move(game.pending.context["piece"], "box")   # a card the players have not seen (contrived)
    window.enter(Session(game, pack))
    panel = next(p for p in window.players if p.seat == 1)
    assert panel.slip.text() == "Slip a face-down card under here" and "Hope" not in panel.slip.toolTip()


def test_the_world_map_panel_names_each_slot_and_its_card(window, pack):
    game = new(pack)
    game.table.leaflet.destiny = ["heart", "crowd"]
    window.enter(Session(game, pack))
    panel = window.findChildren(WorldMap)[0]
    assert "Citadel slot" in panel.slots.text() and panel.cards.count() == 1     # the start card, from setup
    piece = give(game, "hope", purse(0))
    assert window.choose(f"act:0:{piece}:0")
    while game.pending.kind in ("involve", "more"):
        assert window.choose("go" if game.pending.kind == "involve" else "reveal")
    assert window.choose("symbol:chart") and window.choose("map:92:east")
    assert "East slot" in panel.slots.text() and game.card("wm-92").title in panel.slots.text()
    assert panel.cards.count() == 2 and "2 cards" in panel.slots.text()


def lost(window, game):
    """Play the last standing character's failing pull: everyone is unconscious, the adventure is lost."""
    game.table.player(1).life, game.table.player(1).at = 0, None
    game.table.player(0).life = 1
    stack(game, 0, "a-right", "a-right", "a-left", "a-left", "a-blank")
    from tests.seventh_citadel.conftest import reask
    reask(game)
    assert window.choose("act:0:t-1:0") and window.choose("reveal"), window.problems
    while game.pending is not None and game.pending.kind == "result":
        assert window.choose("done")
    assert game.state.outcome == "loss"


def test_when_the_adventure_ends_the_campaigns_next_game_begins_in_the_same_folder(window, pack):
    campaign = campaign_of(window, pack)
    game = RULESET.new_game(pack, list(campaign.seats), OPTIONS, 1)
    window.enter(Session(game, pack, campaign, window.campaigns))
    written(game)
    lost(window, game)
    QApplication.processEvents()
    see_the_end(window)
    assert window.stack.currentWidget() is window.end_screen and window.end_screen.next_button.isVisible()
    end = window.end_screen                                # worded by what the rules say comes next: no "go on"
    assert end.next_button.text() == "&Start a new game in this campaign"
    assert "The adventure is over. A new adventure begins with the introductory scenario, A New Dawn" in end.coming.text()
    assert "go on" not in end.coming.text() + end.next_button.toolTip()
    assert window.start_next_game({"scenario": "second-steps", "mode": "standard"}), window.problems
    again = window.session.game
    assert again is not game and not again.over and window.session.campaign is campaign
    assert again.table.scenario == "a-new-dawn" and again.table.leaflet.destiny == []  # a new beginning
    window.session.flush()
    reopened = window.campaigns.open(campaign.id)
    assert reopened.folder == campaign.folder and reopened.options["scenario"] == "a-new-dawn"   # as the rules settle
    assert reopened.ledger["bookmark"]["scenario"] == "a-new-dawn" and reopened.ledger["over"] is False
    assert window.stack.currentWidget() is window.board


def test_a_ruleset_that_does_not_go_on_offers_no_next_game(window, qtbot):
    from tests.gui.conftest import start_through_wizard

    session = start_through_wizard(window, qtbot, players=1)
    session.game.state.outcome, session.game.state.pending = "loss", None
    window.game_ended("loss", "a test ends it")
    assert not window.end_screen.next_button.isVisible() and not window.start_next_game({})


def test_a_ledger_the_rules_refuse_is_named_and_never_overwritten(window, pack):
    campaign = campaign_of(window, pack)
    game = RULESET.new_game(pack, list(campaign.seats), OPTIONS, 1)
    window.enter(Session(game, pack, campaign, window.campaigns))
    lost(window, game)
    window.close_game()
    damaged = window.campaigns.open(campaign.id)
    damaged.ledger["characters"] = {"nobody": {"deck": []}}
    damaged.ledger["over"] = False
    from saves.slots import write_campaign
    write_campaign(damaged)
    window.packs_folder = PACK.parent  # where the test pack is found when the campaign is opened
    assert window.open_campaign(window.campaigns.open(campaign.id), AUTOSAVE), window.problems
    on_disk = (damaged.folder / "campaign.json").read_bytes()
    assert window.stack.currentWidget() is window.end_screen
    assert not window.start_next_game(dict(OPTIONS))
    assert "cannot go on from what it kept" in window.problems[-1] and "nobody" in window.problems[-1]
    assert window.session.game.over                          # the ended game stays on the table
    window.session.campaign.ledger["characters"] = ["not", "a", "table"]   # whatever a hand-edited file holds
    assert not window.start_next_game(dict(OPTIONS)) and "cannot go on from what it kept" in window.problems[-1]
    assert "field characters should be a table of characters" in window.problems[-1]   # named by the engine
    window.session.campaign.ledger = window.campaigns.open(campaign.id).ledger
    window.session.flush()
    assert (damaged.folder / "campaign.json").read_bytes() == on_disk
    window.close_game()
    assert window.campaigns.open(campaign.id).ledger == damaged.ledger    # closing keeps it as it was too


def test_the_next_game_dialog_says_what_comes_next_and_asks_only_what_the_rules_leave_open(qtbot, pack):
    from engine.core.ruleset import coming
    from gui.dialogs.next_game import NextGameDialog

    game, _ = at_the_gate(pack)
    game.table.finished = []
    game.choose("act:0:gate:1")                             # the epilogue names Second Steps
    named = NextGameDialog(RULESET, pack, dict(OPTIONS), coming(RULESET, pack, RULESET.ledger(game)))
    qtbot.addWidget(named)
    assert [f.option.label for f in named.fields] == ["Recovery"]       # the scenario is not the players' to choose
    assert "The adventure goes on with Second Steps" in named.said.text() and "Scenario: <b>Second Steps</b>" in named.said.text()
    assert named.options() == {"mode": "standard", "scenario": "second-steps"} and named.windowTitle() == "The next game"
    game.state.outcome = "loss"
    over = NextGameDialog(RULESET, pack, dict(OPTIONS), coming(RULESET, pack, RULESET.ledger(game)))
    qtbot.addWidget(over)
    assert over.windowTitle() == "A new start" and "Scenario: <b>A New Dawn</b>" in over.said.text()
    assert "The adventure is over" in over.said.text() and "go on" not in over.said.text()
    assert over.options()["scenario"] == "a-new-dawn"


def test_the_next_game_dialog_offers_the_campaigns_last_answers(qtbot, pack):
    from gui.dialogs.next_game import NextGameDialog

    dialog = NextGameDialog(RULESET, pack, {"scenario": "second-steps", "mode": "standard", "table_size": [5, 5]})
    qtbot.addWidget(dialog)
    assert [f.option.label for f in dialog.fields] == ["Scenario", "Recovery"]
    assert dialog.options() == {"scenario": "second-steps", "mode": "standard"}


def test_the_leaflet_pages_flow_into_two_columns_on_a_wide_screen(qtbot, pack):
    pages = LeafletPages(None, wide=True)
    qtbot.addWidget(pages)
    pages.show_game(new(pack))
    pages.resize(1200, 800)
    pages.show()
    qtbot.waitUntil(lambda: pages.columns == 2)
    pages.resize(600, 800)
    qtbot.waitUntil(lambda: pages.columns == 1)


def test_a_game_saved_at_the_citadel_opens_at_the_citadel_and_goes_on(window, pack):
    campaign = campaign_of(window, pack)
    game, _ = at_the_gate(pack)
    written(game)
    window.enter(Session(game, pack, campaign, window.campaigns))
    back_at_the_citadel(window, game)
    assert window.save_to("At the Citadel"), window.problems
    window.close_game()
    window.packs_folder = PACK.parent
    assert window.open_campaign(window.campaigns.open(campaign.id), "At the Citadel"), window.problems
    QApplication.processEvents()
    screen = window.stack.currentWidget()
    assert isinstance(screen, CitadelScreen) and screen.pages.destiny.checked == ["heart", "crowd"]
    assert "1 of 2 boxes" in screen.pages.buildings.text()
    assert window.choose("scenario:second-steps"), window.problems
    QApplication.processEvents()
    assert window.stack.currentWidget() is window.board
    assert window.session.game.table.scenario == "second-steps"


def test_a_digit_answers_the_question_asked_on_the_citadel_screen(window, pack, qtbot):
    """Digits are the window's shortcuts: with the Citadel screen in the board's place they press its answers, as
    they press a dialog's."""
    from PySide6.QtCore import Qt

    game, _ = at_the_gate(pack)
    written(game)
    window.enter(Session(game, pack))
    back_at_the_citadel(window, game)
    screen = window.interlude
    assert screen.box.isVisible() and window.number_actions[0].isEnabled()
    wanted = screen.box.decision.options[0].key
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(screen, Qt.Key.Key_1)
    assert [e.option for e in game.state.log.events if e.kind == "chosen"][-1] == wanted


def test_the_epilogue_is_read_on_the_citadel_screen_with_its_refused_choices(window, pack):
    from tests.seventh_citadel.conftest import reask
    from tests.seventh_citadel.test_traits import facing

    game = RULESET.new_game(pack, [Seat("Ann", "arden")], {"scenario": "second-steps"}, 1)
    facing(game, "gate")
    game.table.scores["influence"] = 1
    reask(game)
    window.enter(Session(game, pack))
    assert window.choose("act:0:gate:0"), window.problems
    if game.pending.kind == "more":
        assert window.choose("reveal"), window.problems
    QApplication.processEvents()
    screen = window.stack.currentWidget()
    assert isinstance(screen, CitadelScreen) and game.pending.kind == "dialogue"
    assert "The epilogue" in screen.where.text() and not window.decision.isVisible()
    assert "§120 — The Citadel's bells ring for your return." in html.unescape(screen.where.text())
    assert screen.box.words.text() == game.pending.context["text"]    # its words, when the paragraph has any
    (greyed,) = screen.box.refused
    assert not greyed.isEnabled() and "the influence score is under 3" in greyed.toolTip()
    screen.box.buttons[0].click()
    assert game.pending.kind == "scenario" and "Choose the next scenario" in screen.where.text()


def test_the_epilogues_card_never_covers_its_first_answer_after_the_players_chose_the_reader(window, pack):
    """Two players: who reads the epilogue is asked first (a question about no card), then the paragraph's choices
    under its card. Seen at 1920×1080 and scale 1.5: the card lay over "1  Rest", the heading's height counted
    without it."""
    from PySide6.QtCore import QPoint

    from tests.seventh_citadel.test_citadel import back_with_two

    game = back_with_two(pack)
    window.enter(Session(game, pack))
    QApplication.processEvents()
    screen = window.stack.currentWidget()
    assert isinstance(screen, CitadelScreen) and game.pending.kind == "reader" and screen.box.subject is None
    assert window.choose("reads:1"), window.problems
    QApplication.processEvents()
    box = screen.box
    assert game.pending.kind == "dialogue" and box.subject is not None and box.buttons[0].words.text() == "1  Rest"
    card_bottom = box.subject.mapTo(box, QPoint(0, box.subject.height())).y()
    assert card_bottom <= box.answers.mapTo(box, QPoint(0, 0)).y()


def test_the_card_on_its_way_under_is_drawn_plainly_not_as_a_smudge(pack, qtbot):
    # seen at the table: the ghost at 45 % over the panel read as a smudge above the character card
    from PySide6.QtGui import QColor, QPixmap

    from gui.rulesets.seventh_citadel.under_card import UnderCard

    class Faces:
        class ready:  # noqa: N801 - a stand-in for the faces' signal
            connect = staticmethod(lambda slot: None)

        @staticmethod
        def pixmap(card_id, width, back=False):
            solid = QPixmap(width, width * 3 // 2)
            solid.fill(QColor(200, 0, 0))
            return solid

    game = new(pack, players=2)
    coming = give(game, "hope", purse(1))
    card = UnderCard(Faces(), "Ann")
    qtbot.addWidget(card)
    card.show_cards(game, game.table.player(0).character, [], coming=coming)
    card.resize(card.sizeHint())
    image = card.grab().toImage()
    ghost = image.pixelColor(4 + card.card_width // 2, 4 + card.strip // 2)
    assert ghost.red() >= 150 and ghost.green() <= 80, ghost.name()


def test_side_by_side_the_destiny_page_starts_under_its_own_title(pack, qtbot):
    # seen at 1280x720: the Destiny page began under the whole Community page beside it, a blank band above it
    game = new(pack, players=2)
    written(game)
    pages = LeafletPages(None, wide=True)
    qtbot.addWidget(pages)
    pages.show_game(game)
    pages.resize(LeafletPages.WIDE + 60, 700)
    pages.show()
    qtbot.waitUntil(lambda: pages.columns == 2)
    pages.grid.activate()
    title, destiny = pages.destiny_title.geometry(), pages.destiny.geometry()
    assert destiny.left() == title.left() and destiny.top() - title.bottom() <= 32, \
        (title, destiny, pages.community.geometry())
    assert pages.community.geometry().top() == title.top()


def test_a_long_question_at_the_citadel_shows_every_answer_whole(window, pack):
    """Played at the table: the Preparation phase's nine effects to order were squeezed into one scrolled row (the
    screen measured its answers before they were shown); each answer is now as tall as its words, all in view."""
    from engine.core.decisions import Decision, Option

    game, _ = at_the_gate(pack)
    written(game)
    window.enter(Session(game, pack))
    back_at_the_citadel(window, game)
    screen = window.interlude
    options = [Option(f"prepare:{i}", f"Building {i}: production +1, then read the paragraph the leaflet names", {})
               for i in range(9)]
    screen.ask(game, Decision("table", "preparation_order", "The Preparation phase: which effect applies next?",
                              options))
    QApplication.processEvents()
    view = screen.box.answers.viewport()
    for button in screen.box.buttons:
        assert button.height() >= button.heightForWidth(button.width()) - 1
        top = button.mapTo(view, button.rect().topLeft()).y()
        assert 0 <= top and top + button.height() <= view.height()


def test_on_a_narrow_screen_the_citadels_answers_stand_one_under_the_other(window, pack):
    """Played at 1280×720 and 200 %: the Preparation phase's effects stood two by two, three words a line in a
    scrolled strip; a narrow Citadel screen puts them one under the other, a wide one still two by two."""
    from engine.core.decisions import Decision, Option

    game, _ = at_the_gate(pack)
    written(game)
    window.enter(Session(game, pack))
    back_at_the_citadel(window, game)
    screen = window.interlude
    options = [Option(f"prepare:{i}", f"Building {i}: production +1", {}) for i in range(4)]
    asked = Decision("table", "preparation_order", "The Preparation phase: which effect applies next?", options)
    for width, columns in ((500, 1), (1200, 2)):
        screen.resize(width, 700)
        screen.ask(game, asked)
        QApplication.processEvents()
        lefts = {button.geometry().left() for button in screen.box.buttons}
        assert screen.box.columns == columns and len(lefts) == columns


def test_a_new_question_at_the_citadel_brings_a_screen_scrolled_down_back_up_to_it(window, pack):
    """Played at 1280×720 and 200 %: after answers low on the screen, the next question ('Smithy: … Which player
    applies it?') was asked above the view, only its last answer in sight."""
    from engine.core.decisions import Decision, Option

    game, _ = at_the_gate(pack)
    written(game)
    window.enter(Session(game, pack))
    back_at_the_citadel(window, game)
    screen = window.interlude
    screen.resize(500, 300)
    many = [Option(f"prepare:{i}", f"Building {i}: production +1", {}) for i in range(9)]
    screen.ask(game, Decision("table", "preparation_order", "Which effect applies next?", many))
    QApplication.processEvents()
    bar = screen.scroll.verticalScrollBar()
    bar.setValue(bar.maximum())
    screen.ask(game, Decision("table", "preparation_player", "Smithy: unblock up to 2 cards. Which player applies it?",
                              [Option("applies:0", "Ann applies the Smithy effect", {}),
                               Option("applies:1", "Bo applies the Smithy effect", {})]))
    QApplication.processEvents()
    view = screen.scroll.viewport()
    top = screen.box.prompt.mapTo(view, screen.box.prompt.rect().topLeft()).y()
    assert 0 <= top < view.height()


def test_the_wizard_names_the_adventure_not_the_scenario_it_starts_with(window, qtbot):
    """An adventure goes from scenario to scenario: the suggested name is the pack's (the window's title says the
    scenario played now). Seen at 200 %: "Ashenreach — The Silent Bells" stayed the title through The Last Ember."""
    from tests.gui.conftest import pick_pack

    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "ashenreach")
    scenario = next(f for f in wizard.fields if f.option.key == "scenario")
    radios = scenario.buttons.buttons()
    qtbot.waitUntil(radios[1].isVisible)
    assert wizard.campaign_name.text() == "Ashenreach"
    qtbot.mouseClick(radios[1], Qt.MouseButton.LeftButton, pos=QPoint(8, radios[1].height() // 2))
    assert radios[1].isChecked() and wizard.campaign_name.text() == "Ashenreach"


def test_the_window_title_says_the_scenario_played_now_and_the_citadel_between_two(window, pack):
    game, _ = at_the_gate(pack)
    window.enter(Session(game, pack))
    assert window.windowTitle() == f"{pack.title} — First Steps"
    back_at_the_citadel(window, game)
    assert window.windowTitle() == f"{pack.title} — Back at the Citadel after First Steps"
    assert window.choose("scenario:second-steps"), window.problems
    QApplication.processEvents()
    assert window.windowTitle() == f"{pack.title} — Second Steps"
