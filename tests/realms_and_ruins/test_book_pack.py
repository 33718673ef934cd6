"""The pack format of Events, the Event book, interrupts, passives and the Othersiders' side: the test pack
validates, and every broken reference is named with file, entry and field."""
from __future__ import annotations

from gui.packtool import main
from tests.content.test_problems import has, problems_of

from .conftest import PACK
from .test_pack import broken, names, refused  # noqa: F401  (broken: a fixture)


def test_the_test_pack_lists_its_event_cards_and_book(capsys):
    assert main(["validate", str(PACK)]) == 0
    out = capsys.readouterr().out
    assert "3 Event cards" in out and "10 Event book entries" in out and "24 Offer cards" in out


def test_a_chapter_that_is_not_in_the_book_is_named_with_its_field(broken):
    folder, replace = broken
    replace("cards/events.toml", "chapter = 110", "chapter = 910")
    replace("cards/events.toml", '{ label = "Go round by the hills", goto = 103 }',
            '{ label = "Go round by the hills", goto = 104 }')
    replace("cards/events.toml", "branches = [{ if = { flag = \"hooded\" }, goto = 113 }]",
            "branches = [{ if = { flag = \"hooded\" }, goto = 114 }]")
    replace("cards/events.toml", "goto = 122", "goto = 123")
    found = problems_of(folder)
    has(found, "cards/events.toml", "hooded-figure", "chapter", "chapter 910, which is not in the Event book")
    has(found, "cards/events.toml", "chapter-101", "choices[1].goto", "chapter 104, which is not in the Event book")
    has(found, "cards/events.toml", "chapter-110", "branches[0].goto", "chapter 114")
    has(found, "cards/events.toml", "chapter-121", "goto", "chapter 123")


def test_an_unknown_verb_in_an_entry_or_a_choice_is_named_with_its_field(broken):
    folder, replace = broken
    replace("cards/events.toml", "effects = [{ win = 3 }]", "effects = [{ fly = 3 }]")
    replace("cards/events.toml", 'effects = [{ pay = 1 }], goto = 102', 'effects = [{ bribe = 1 }], goto = 102')
    found = problems_of(folder)
    has(found, "cards/events.toml", "chapter-102", "effects[0]", "is not a known consequence (fly)")
    has(found, "cards/events.toml", "chapter-101", "choices[0].effects[0]", "is not a known consequence (bribe)")


def test_a_chapter_written_twice_a_ring_without_choice_and_unknown_realms_are_refused(broken):
    folder, replace = broken
    replace("cards/events.toml", "number = 113", "number = 112")
    replace("cards/events.toml", "effects = [{ mark = true }]\ngoto = 122", "effects = [{ mark = true }]\ngoto = 121")
    replace("cards/events.toml", 'where = "event_realm"', 'where = "harbour"')
    replace("cards/events.toml", 'if = { followers = 1 }', 'if = { ruined = "harbour" }')
    found = problems_of(folder)
    has(found, "cards/events.toml", "chapter-113", "number", "chapter 112 is written twice (first as 'chapter-112'")
    has(found, "cards/events.toml", "chapter-121", "goto", "goes round for ever with no choice to leave: 121 -> 121")
    has(found, "cards/events.toml", "chapter-103", "where", "'harbour', which is not a Realm")
    has(found, "cards/events.toml", "chapter-110", "choices[0].if.ruined", "'harbour', which is not a Realm")


def test_an_event_symbol_needs_event_cards_and_a_marker_needs_markers(broken):
    folder, replace = broken
    (folder / "cards/supplies.toml").write_text(
        (folder / "cards/supplies.toml").read_text().split("[[card]]\nid = \"event-marker\"")[0])
    text = (folder / "cards/events.toml").read_text()
    (folder / "cards/events.toml").write_text("\n[[card]]".join(
        part for part in text.split("\n[[card]]") if 'type = "event"\n' not in part))
    found = problems_of(folder)
    has(found, "cards/offers.toml", "harvester", "event", "the pack has no Event card to draw")
    has(found, "cards/events.toml", "chapter-121", "effects[0].mark", "no event_marker entry")


def test_interrupts_and_passives_name_one_thing_and_an_offer_card_does_something(broken):
    folder, replace = broken
    replace("cards/offers.toml", "interrupt = { give = 1 }", "interrupt = { give = 1, lose = 1 }")
    replace("cards/offers.toml", "interrupt = { lose = 1 }", "interrupt = { steal = 1 }")
    replace("cards/offers.toml", "passive = { toll = 1 }", "passive = {}")
    replace("cards/offers.toml", "passive = { reveal_hands = true }", "")
    found = problems_of(folder)
    has(found, "cards/offers.toml", "rogue", "interrupt", "one cost: one of lose, discard or give")
    has(found, "cards/offers.toml", "phantom", "interrupt.steal", "unknown field")
    has(found, "cards/offers.toml", "scrounger", "passive", "names one of reveal_hands or toll")
    has(found, "cards/offers.toml", "seeress", None, "needs effects, an interrupt or a passive")


def test_a_condition_names_a_known_test(tmp_path):
    said = refused(tmp_path, "cards/events.toml", "if = { flag = \"hooded\" }", "if = { luck = 3 }")
    names(said, "cards/events.toml", "chapter-110", "branches[0].if.luck", "unknown field")
