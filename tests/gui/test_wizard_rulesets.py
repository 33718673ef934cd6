"""The new-game wizard lists the packs of every registered ruleset and asks that ruleset's setup and roles."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt

from engine import rulesets as registry
from engine.content.loader import PackSummary
from engine.core.ruleset import Choice, Roles, SetupOption
from gui.screens import wizard as wizard_module
from tests.core.duel import Duel
from tests.gui.conftest import pick_pack


class Arena(Duel):
    """Duel with the setup questions and roles a pack of it would ask (registered by the test only)."""

    def setup_options(self, pack):
        return [SetupOption("arena", "Arena", "one", (Choice("pit", "The Pit"), Choice("hill", "The Hill")), "hill"),
                SetupOption("wards", "Wards", "number", default=3, low=1, high=5),
                SetupOption("omens", "Omens", "many", (Choice("crow", "Crow"), Choice("moth", "Moth")), ["moth"])]

    def roles(self, pack):
        return Roles("Champion", (Choice("red", "Red"), Choice("blue", "Blue"), Choice("green", "Green")))

    def new_game(self, pack, seats, options, seed):
        self.started = (pack.id, [(s.name, s.role) for s in seats], dict(options))
        return super().new_game(pack, seats, options, seed)


RULESET = Arena()


@pytest.fixture
def arena(monkeypatch, tmp_path):
    """A second ruleset in the registry and one installed pack of it, beside the bundled packs."""
    monkeypatch.setitem(registry.PACKAGES, "arena", __name__)
    folder = tmp_path / "arena-pack"
    folder.mkdir()
    (folder / "pack.toml").write_text('id = "sand"\n')
    summary = PackSummary("sand", "Sand and Steel", "1.0", "arena", folder)
    pack = SimpleNamespace(id="sand", title="Sand and Steel", ruleset="arena", version="1.0", players=(2, 3),
                           cards={}, description="Two rivals, one arena.", folder=folder)
    listed, loaded = wizard_module.list_packs, wizard_module.load_pack
    monkeypatch.setattr(wizard_module, "list_packs", lambda where=None: listed(where) + [summary])
    monkeypatch.setattr(wizard_module, "load_pack", lambda f: pack if f == folder else loaded(f))
    return pack


def test_the_wizard_lists_every_rulesets_packs_and_asks_its_setup(window, qtbot, arena):
    window.welcome.new_button.click()
    wizard = window.wizard
    listed = [wizard.pack_box.itemText(i) for i in range(wizard.pack_box.count())]
    assert any("Sand and Steel" in text and "Duel" in text for text in listed)
    assert any("The 7th Continent" in text for text in listed)
    pick_pack(wizard, qtbot, "sand")
    assert [f.option.label for f in wizard.fields] == ["Arena", "Wards", "Omens"]
    assert wizard.fields[1].widget.maximum() == 5 and wizard.fields[1].value() == 3
    assert wizard.config()["options"] == {"arena": "hill", "wards": 3, "omens": ["moth"]}
    assert wizard.campaign_name.text().startswith("Sand and Steel — The Hill")
    assert [wizard.characters[0].itemText(i) for i in range(wizard.characters[0].count())] == ["Red", "Blue", "Green"]
    assert (wizard.count.minimum(), wizard.count.maximum()) == (2, 3)


def test_a_setup_option_answered_reaches_the_rulesets_new_game(window, qtbot, arena, monkeypatch):
    entered = []

    def enter(self, session):  # the table of a test-only ruleset is not what this test is about
        entered.append(session)
        self.session = SimpleNamespace(autosave=lambda: None)

    monkeypatch.setattr(type(window), "enter", enter)
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "sand")
    wizard.fields[1].widget.setValue(4)
    omens = wizard.fields[2].widget
    omens.item(0).setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    wizard.characters[1].setCurrentIndex(wizard.characters[0].currentIndex())
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert "different champion" in wizard.problem.text()
    wizard.characters[1].setCurrentIndex(2)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    window.session = None
    assert entered and entered[0].game.ruleset is RULESET
    assert RULESET.started == ("sand", [("Ada", "red"), ("Bram", "green")],
                               {"arena": "hill", "wards": 4, "omens": ["crow", "moth"]})


def test_a_many_option_left_empty_is_refused_by_name(window, qtbot, arena):
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "sand")
    wizard.fields[2].widget.item(1).setCheckState(Qt.CheckState.Unchecked)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert "omens" in wizard.problem.text()


def test_the_suggested_campaign_name_does_not_say_the_title_twice(window, qtbot):
    """Cursed City's first setup choice is the quest, whose title is the pack's: the wizard suggested
    'The Lamps of Mirewick — The Lamps of Mirewick'. It names the first choice the title does not say and the
    campaign does not outgrow: not the first journey (the window's title says the journey played now)."""
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "mirewick")
    journey = next(f for f in wizard.fields if f.option.key == "journey")
    assert wizard.campaign_name.text() == "The Lamps of Mirewick"
    other = next(c for c in journey.option.choices if c.key != journey.value())
    next(b for b in journey.buttons.buttons() if b.property("key") == other.key).click()   # the player picks another
    assert wizard.campaign_name.text() == "The Lamps of Mirewick"


def test_the_wizard_offers_the_first_journeys_the_engine_allows_and_says_why_not_the_finale(window, qtbot):
    """The wizard offered The bell below as a first journey; the engine refuses it below influence 8 and a new
    quest has 6. Its button stays in sight, greyed, saying the engine's reason; the others may be picked."""
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "mirewick")
    journey = next(f for f in wizard.fields if f.option.key == "journey")
    buttons = {b.property("key"): b for b in journey.buttons.buttons()}
    finale = buttons.pop("the-bell-below")
    assert not finale.isEnabled()
    assert "the finale needs influence 8; the quest has 6" in finale.text()
    assert buttons and all(b.isEnabled() for b in buttons.values())
    assert journey.value() != "the-bell-below"


def test_the_players_page_of_a_game_without_roles_says_what_the_players_play(window, qtbot):
    """Cursed City's players share its heroes: the players page was an empty box beside the names."""
    from PySide6.QtCore import Qt

    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "mirewick")
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert wizard.story.isVisible()
    assert "each player chooses one in turn" in wizard.story.toPlainText()
    assert not any(box.isVisible() for box in wizard.characters)


def test_a_quest_going_on_may_pick_its_finale_in_the_next_game_dialog(qtbot):
    """The finale is refused to a new quest only: a quest going on from what its campaign kept is judged at its
    start (the engine refuses it below influence 8, with why), so the next game's dialog leaves it open; a new
    start keeps it greyed with the reason."""
    from engine.content.loader import list_packs, load_pack
    from engine.core.ruleset import Coming
    from engine.rulesets.cursed_city import RULESET
    from gui.dialogs.next_game import NextGameDialog

    pack = load_pack(next(s for s in list_packs() if s.id == "mirewick").folder)

    dialogs = []

    def finale(goes_on):
        dialogs.append(NextGameDialog(RULESET, pack, {}, Coming(goes_on, "What comes next.")))
        qtbot.addWidget(dialogs[-1])
        field = next(f for f in dialogs[-1].fields if f.option.key == "journey")
        return next(b for b in field.buttons.buttons() if b.property("key") == "the-bell-below")

    going_on, new_start = finale(True), finale(False)
    assert going_on.isEnabled() and "not yet" not in going_on.text()
    assert not new_start.isEnabled() and "influence 8" in new_start.text()


def test_a_many_option_ticked_short_of_its_count_is_refused_on_its_page(window, qtbot):
    """Played at 1280×720: three heroes of Mirewick ticked, the wizard went on to the players, and "Start the game"
    then said "the players run exactly four different heroes of brannoc, corvin, …" by their ids. The first page
    says how many to tick, and how many are."""
    from PySide6.QtCore import Qt

    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "mirewick")
    heroes = next(f for f in wizard.fields if f.option.key == "heroes")
    ticked = [heroes.widget.item(i) for i in range(heroes.widget.count())
              if heroes.widget.item(i).checkState() == Qt.CheckState.Checked]
    ticked[-1].setCheckState(Qt.CheckState.Unchecked)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert wizard.pages.currentIndex() == 0
    assert wizard.problem.text() == "Tick exactly 4: heroes (3 ticked)."
    ticked[-1].setCheckState(Qt.CheckState.Checked)
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    assert wizard.pages.currentIndex() == 1


def test_a_game_the_rules_cannot_set_up_leaves_no_campaign_behind(window, qtbot):
    """Three heroes of Mirewick reached "Start the game": it said why not, and left an empty campaign that took the
    name ("The Lamps of Mirewick (new)" suggested next) and was listed with nothing to continue."""
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "mirewick")
    config = wizard.config()
    config["options"]["heroes"] = config["options"]["heroes"][:3]
    before = [c.name for c in window.campaigns.list()]
    assert not window.start_new(config)
    assert window.problems and "four different heroes" in window.problems[-1]
    assert [c.name for c in window.campaigns.list()] == before


def test_a_players_name_is_shown_whole_where_the_seats_play_no_role(window, qtbot):
    """Cursed City's seats play no role: with no role box beside them the name fields shrank to 47 pixels at
    1920×1080, and a name longer than 'Bram' ran out of sight as it was typed. A name of a dozen letters shows whole."""
    window.resize(1280, 720)
    window.welcome.new_button.click()
    wizard = window.wizard
    pick_pack(wizard, qtbot, "mirewick")
    qtbot.mouseClick(wizard.next_button, Qt.MouseButton.LeftButton)
    name = wizard.names[0]
    name.setText("Bartholomew Q")
    qtbot.waitUntil(lambda: name.isVisible())
    whole = name.fontMetrics().horizontalAdvance(name.text()) + 8
    # the layout gives a field no less than its minimum, whatever the screen (a large one spreads the seats' columns)
    assert name.width() >= whole and all(field.minimumWidth() >= whole for field in wizard.names), name.width()
