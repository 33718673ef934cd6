"""What the Citadel's own rules add to its players' prospects, which the planning bot reads at the end of its tries
(issue 31: a planner table in The Last Ember examined the same terrain for a card each time, its action deck
counting for nothing, and moved to and fro, each move free, far from the fog it had to explore)."""
from __future__ import annotations

from engine import rulesets
from engine.core.ruleset import Seat
from engine.rulesets.sevenths.places import attached, slot
from engine.rulesets.seventh_citadel.table import Die
from tests.saves import real_saves as real


def _last_ember(players: int = 1):
    """The Last Ember, the adventure's last scenario: its start terrain and the fog at its arrows."""
    ruleset, pack = rulesets.ruleset("seventh-citadel"), real.pack("seventh-citadel")
    roles = [c.key for c in ruleset.roles(pack).choices][:players]
    options = {o.key: o.default for o in ruleset.setup_options(pack)} | {"scenario": "last-ember"}
    return ruleset.new_game(pack, [Seat(f"Seat {n + 1}", role) for n, role in enumerate(roles)], options, 1)


def _card(game, card_id: str) -> str:
    return next(p for p, c in game.state.pieces.items() if c == card_id)


def test_a_card_drawn_from_the_action_deck_is_energy_spent():
    game = _last_ember()
    before = game.ruleset.prospects(game, 0)
    for piece in list(game.zones.cards("deck:0"))[:4]:
        game.zones.move(piece, "discard:0")
    drawn = game.ruleset.prospects(game, 0)
    assert drawn < before
    # four cards drawn cost what a Recovery pays to draw them again: two life points (1 for 2, the standard mode)
    game.table.players[0].life -= 2
    for piece in list(game.zones.cards("discard:0"))[:4]:
        game.zones.move(piece, "deck:0")
    assert abs(game.ruleset.prospects(game, 0) - drawn) < 1e-9


def _only(game, *kept: str) -> None:
    """Every adventure card out of the deck but those named (by card id): no number on the board names another."""
    for piece in list(game.zones.cards("adventure")):
        if game.state.pieces[piece] not in kept:
            game.zones.move(piece, "box")


def test_a_character_stands_better_the_fewer_moves_from_the_fog():
    game = _last_ember()
    gate = game.table.players[0].at
    assert gate == slot(0, 0)
    # two terrains south of the gate, naming nothing: a move and two moves from the fog at the gate's arrows
    for n, card_id in enumerate(["watch", "cellar"], start=1):
        game.zones.move(_card(game, card_id), slot(0, n))
    _only(game, "orchard", "hill")
    at_the_fog = game.ruleset.prospects(game, 0)
    game.table.read.append(1)  # the gatekeeper heard: a step forwards, the gate still beside the fog
    assert game.ruleset.prospects(game, 0) > at_the_fog
    game.table.read.remove(1)
    game.table.players[0].at = slot(0, 1)
    one_off = game.ruleset.prospects(game, 0)
    game.table.players[0].at = slot(0, 2)
    two_off = game.ruleset.prospects(game, 0)
    assert at_the_fog > one_off > two_off
    # the fog explored and the gate's words heard, nowhere is nearer where the story goes on than anywhere else
    _only(game)
    for piece in list(game.table.face_down):
        game.zones.move(piece, "past")
    game.table.face_down.clear()
    game.table.read.append(1)
    game.table.players[0].at = gate
    there = game.ruleset.prospects(game, 0)
    game.table.players[0].at = slot(0, 2)
    assert game.ruleset.prospects(game, 0) == there


def test_a_door_read_of_draws_the_figures_back_once_they_hold_what_it_wants():
    """The Cinder Vault's door (its paragraph read once, with no key to turn in it) is where the story goes on again
    once the key is found; a paragraph read is a step forwards, never back."""
    game = _last_ember()
    for n, card_id in enumerate(["watch", "vault"], start=1):
        game.zones.move(_card(game, card_id), slot(n, 0))
    _only(game, "key")
    game.table.read.append(1)
    game.table.players[0].at = slot(2, 0)
    before = game.ruleset.prospects(game, 0)
    game.table.read.append(40)  # the door: "Turn the Ashen Key in the lock" needs the key
    at_the_door = game.ruleset.prospects(game, 0)
    assert at_the_door > before  # read where it waited, and nowhere else to go: a step forwards
    game.table.players[0].at = slot(0, 0)
    assert game.ruleset.prospects(game, 0) == at_the_door
    game.zones.move(_card(game, "key"), "quest_items")
    two_off = game.ruleset.prospects(game, 0)
    game.table.players[0].at = slot(2, 0)
    assert game.ruleset.prospects(game, 0) > two_off


def test_once_the_door_is_read_the_forge_that_gives_its_key_draws_the_figures_more_than_other_leads():
    """A two-seat table that had read the Vault's door (it wants the Ashen Key) stood for 200 decisions at terrains
    where some other lead could be followed, opening the door and stepping back, and never went to the Sunken Forge
    whose last row takes the key (issue 31): where a card a paragraph read asks for can be taken is worth more, and
    so is where the threat is overcome."""
    from engine.rulesets.seventh_citadel import outlook

    game = _last_ember()
    # gate (0,0) - orchard (1,0) - aqueduct (2,0) - flats (3,0); the forge north of the flats
    for card_id, (x, y) in {"orchard": (1, 0), "aqueduct": (2, 0), "flats": (3, 0), "forge": (3, -1)}.items():
        game.zones.move(_card(game, card_id), slot(x, y))
    game.table.read.append(40)
    assert outlook.wanted(game) == {slot(3, -1)}
    assert outlook.fog(game)  # the fog beyond the flats, and the aqueduct's lead, are no longer what draws them
    player = game.table.players[0]
    player.at = slot(2, 0)  # the aqueduct: a lead of its own (its pull takes cards still in the deck)
    assert slot(2, 0) in outlook.onwards(game)
    by_its_own_lead = game.ruleset.prospects(game, 0)
    player.at = slot(3, 0)
    nearer = game.ruleset.prospects(game, 0)
    player.at = slot(3, -1)
    assert by_its_own_lead < nearer < game.ruleset.prospects(game, 0)
    # the key held, the forge is wanted no more
    game.zones.move(_card(game, "key"), "quest_items")
    assert outlook.wanted(game) == set()
    # before the door is read, nothing is wanted
    game.zones.move(_card(game, "key"), "adventure")
    game.table.read.remove(40)
    assert outlook.wanted(game) == set()
    # the Warden out of the Vault: its fight's last row reads the paragraph that overcomes the threat
    game.zones.move(_card(game, "warden"), attached(slot(1, 0)))
    assert outlook.wanted(game) == {slot(1, 0)}


def _fighting_the_warden(game) -> str:
    """The Ember Warden out beside the start, a die on its fight's first row at 3: the die."""
    warden = _card(game, "warden")
    game.zones.move(warden, slot(0, -1))
    die = next(iter(game.zones.cards("dice")))
    game.zones.move(die, f"on:{warden}")
    game.table.dice[die] = Die(warden, 0, 0, 3)
    return die


def test_a_fight_lost_lowers_the_die_and_is_part_of_the_way():
    game = _last_ember()
    die = _fighting_the_warden(game)
    fresh = game.ruleset.prospects(game, 0)
    game.table.dice[die].value = 1
    lowered = game.ruleset.prospects(game, 0)
    game.table.dice[die].row, game.table.dice[die].value = 1, 3
    next_row = game.ruleset.prospects(game, 0)
    assert fresh < lowered < next_row


def test_a_fight_won_that_discards_its_creature_keeps_the_rows_fought():
    """The Cinder Hound's last row discards it: a one-seat table that had won its first row never fought the second,
    since beating it took the rows fought out of the prospects (issue 31). Its rows count once it is in the past."""
    game = _last_ember()
    hound = _card(game, "fog-ii-hound")
    game.zones.move(hound, slot(1, 0))
    die = next(iter(game.zones.cards("dice")))
    game.zones.move(die, f"on:{hound}")
    game.table.dice[die] = Die(hound, 0, 1, 2)  # the first row won, the second under way
    fighting = game.ruleset.prospects(game, 0)
    del game.table.dice[die]
    game.zones.move(die, "dice")
    game.zones.move(hound, "past")
    assert game.ruleset.prospects(game, 0) > fighting


def test_a_figure_by_the_fog_stands_better_than_one_by_a_lead_it_would_only_take_a_card_at():
    """A one-seat table with the lens and the key walked between the Ash Orchard and the Cracked Aqueduct for 100
    decisions, each a terrain whose action takes a card it would not pay for, and never went to the fog east of the
    Glass Dunes beyond which lay the Vault (issue 31): the fog, which brings the next terrain, draws more."""
    from engine.rulesets.seventh_citadel import outlook

    game = _last_ember()
    for card_id, (x, y) in {"orchard": (1, 0), "aqueduct": (2, 0), "flats": (3, 0), "dunes": (4, 0),
                            "cellar": (2, 1), "forge": (3, -1), "hill": (0, -1), "watch": (0, -2)}.items():
        game.zones.move(_card(game, card_id), slot(x, y))
    assert outlook.fog(game) == {slot(4, 0)}  # the dunes' arrow east: nothing there yet
    player = game.table.players[0]
    player.at = slot(2, 0)
    assert slot(2, 0) in outlook.onwards(game)
    by_the_aqueduct = game.ruleset.prospects(game, 0)
    player.at = slot(4, 0)
    assert game.ruleset.prospects(game, 0) > by_the_aqueduct


def test_the_fog_explored_is_a_step_forwards_though_the_figure_stood_by_it():
    """Standing by the fog counts (`outlook.fog`); exploring it takes that away, the next fog a move off: a one-seat
    table would not pathfind north of the Cinder Flats for a card (issue 31). A terrain found counts for more."""
    from engine.rulesets.seventh_citadel import outlook

    game = _last_ember()
    gate = game.table.players[0].at
    for piece in list(game.table.face_down):  # the fog north of the gate explored already, the east one left
        if game.zones.zone_of(piece) == slot(0, -1):
            game.zones.move(piece, "past")
            game.table.face_down.remove(piece)
    game.zones.move(_card(game, "hill"), slot(0, -1))
    _only(game, "orchard", "aqueduct", "watch", "key")
    assert gate in outlook.fog(game)
    by_the_fog = game.ruleset.prospects(game, 0)
    east = next(p for p in game.table.face_down if game.zones.zone_of(p) == slot(1, 0))
    game.zones.move(east, "past")
    game.table.face_down.remove(east)
    game.zones.move(_card(game, "orchard"), slot(1, 0))
    assert gate not in outlook.fog(game) and slot(1, 0) in outlook.fog(game)
    assert game.ruleset.prospects(game, 0) > by_the_fog


def test_a_skill_discarded_from_the_hand_is_energy_spent():
    game = _last_ember()
    held = list(game.zones.cards("deck:0"))[:2]
    for piece in held:
        game.zones.move(piece, "hand:0")
    in_hand = game.ruleset.prospects(game, 0)
    game.zones.move(held[0], "discard:0")
    assert game.ruleset.prospects(game, 0) < in_hand


def test_the_table_keeps_the_paragraphs_read():
    game = _last_ember()
    assert game.table.read == []
    listen = next(o for o in game.pending.options if o.data.get("icon") == "listen")
    game.choose(listen.key)
    while game.pending.kind != "dialogue":
        game.choose(game.pending.options[-1].key)
    assert game.table.read == [1]


def test_a_card_a_compound_actions_last_row_takes_is_a_lead():
    """The Sunken Forge's pull takes the Ashen Key on its second row: the figures are drawn there, not only by a card
    a simple action takes (a change to the shared `sevenths.prospects` leads)."""
    game = _last_ember()
    game.zones.move(_card(game, "forge"), slot(1, 0))
    _only(game, "key")
    for piece in list(game.table.face_down):
        game.zones.move(piece, "past")
    game.table.face_down.clear()
    game.table.read.append(1)
    far = game.ruleset.prospects(game, 0)
    game.table.players[0].at = slot(1, 0)
    assert game.ruleset.prospects(game, 0) > far


def test_late_in_the_last_scenario_a_row_of_the_wardens_fight_is_worth_more_than_a_life_point():
    """With four quest items and the whole land explored, the way counted on a short scale was nearly all gone by:
    a row of the Warden's fight counted for less than a life point, and a planner table rested instead (issue 31)."""
    game = _last_ember()
    for card_id in ["key", "lens", "notes", "hearthstone"]:
        game.zones.move(_card(game, card_id), "quest_items")
    for n, card_id in enumerate(["orchard", "aqueduct", "flats", "dunes", "vault", "forge", "cellar", "hill", "watch"]):
        game.zones.move(_card(game, card_id), slot(n + 1, 5))
    die = _fighting_the_warden(game)
    before = game.ruleset.prospects(game, 0)
    game.table.dice[die].row = 1
    row = game.ruleset.prospects(game, 0) - before
    game.table.dice[die].row = 0
    game.table.players[0].life -= 1
    life_point = before - game.ruleset.prospects(game, 0)
    assert row > life_point > 0


def test_a_row_of_the_threats_fight_done_is_worth_more_than_the_life_it_costs():
    """The Warden's last row reads the paragraph that overcomes the threat: its rows are what stands between the
    table and the end, a share of all that is left, not a few cards more on a way nearly gone by. Two seats with
    9-14 life points stood by the Warden and rested: a row done counted for about a life point, a try at it cost
    three (issue 31)."""
    game = _last_ember(players=2)
    for card_id in ["key", "lens"]:
        game.zones.move(_card(game, card_id), "quest_items")
    for n, card_id in enumerate(["orchard", "aqueduct", "flats", "dunes", "vault", "forge", "cellar"]):
        game.zones.move(_card(game, card_id), slot(n + 1, 0))
    warden = _card(game, "warden")
    game.zones.move(warden, "attached:5,0")
    die = next(iter(game.zones.cards("dice")))
    game.zones.move(die, f"on:{warden}")
    game.table.dice[die] = Die(warden, 0, 0, 3)
    before = game.ruleset.prospects(game, 0)
    game.table.dice[die].value = 1                          # two successes taken into account on the first row
    lowered = game.ruleset.prospects(game, 0)
    game.table.dice[die] = Die(warden, 0, 1, 3)             # the first row won
    for player in game.table.players:
        player.life -= 3
    assert game.ruleset.prospects(game, 0) > before and lowered > before


def _hear_the_gatekeeper(game) -> None:
    """Seat 1 listens at the Citadel Gate and asks what the Warden is (paragraphs 1 and 2), by the decisions."""
    game.choose(next(o.key for o in game.pending.options if o.label.startswith("Seat 1: listen on Citadel Gate")))
    while game.pending.kind != "action":
        asked = game.pending
        choice = next((o.key for o in asked.options if o.label == "Ask what the Warden is"), asked.options[0].key)
        game.choose(choice, asked.seats()[0] if asked.seats() else None)
    assert {1, 2} <= set(game.table.read)


def test_a_step_in_the_adventures_last_scenario_is_not_shrunk_by_the_count_of_scenarios():
    """The Last Ember, where the adventure is won, weighs two of the three scenarios' four shares: the gatekeeper
    heard there raised the prospects by 0.010 when the scenarios counted evenly, and a card drawn for a better chance
    had to win by three times the planner's doubt bar (issue 31). A scenario's end is still never a step back."""
    game = _last_ember()
    before = game.ruleset.prospects(game, 0)
    assert before > 0.5  # the two scenarios before it count whole
    _hear_the_gatekeeper(game)
    assert game.ruleset.prospects(game, 0) - before > 0.014


def test_where_the_paragraphs_read_send_the_players_draws_the_figures_more_than_other_fog():
    """"Bring the key and the lens to the Cinder Vault, far east" (paragraph 2, which points to the Sunken Forge, the
    Drowned Cellar and the Vault): a two-seat table holding both walked back from the fog before the Vault to the fog
    at the gate, each as near, the Glass Dunes' way in costing an action (issue 31). Before the words are heard the
    two stand alike."""
    game = _last_ember()
    # gate (0,0) - orchard - aqueduct - flats - dunes (4,0), the Vault's fog east of the dunes; the forge north of the
    # flats and the cellar south of the aqueduct out too, their cards taken
    for card_id, (x, y) in {"orchard": (1, 0), "aqueduct": (2, 0), "flats": (3, 0), "dunes": (4, 0),
                            "forge": (3, -1), "cellar": (2, 1)}.items():
        game.zones.move(_card(game, card_id), slot(x, y))
    _only(game, "hill", "vault")
    player = game.table.players[0]
    player.at = slot(4, 0)
    by_the_vaults_fog = game.ruleset.prospects(game, 0)
    player.at = slot(0, 0)
    assert game.ruleset.prospects(game, 0) == by_the_vaults_fog
    _hear_the_gatekeeper(game)
    at_the_gate = game.ruleset.prospects(game, 0)
    player.at = slot(4, 0)
    assert game.ruleset.prospects(game, 0) > at_the_gate


def _a_try_costs(game) -> float:
    """What a try at a row of cost 2 that fails costs the table's prospects: two cards drawn, a life point lost."""
    before = game.ruleset.prospects(game, 0)
    drawn = list(game.zones.cards("deck:0"))[:2]
    for piece in drawn:
        game.zones.move(piece, "discard:0")
    game.table.players[0].life -= 1
    cost = before - game.ruleset.prospects(game, 0)
    for piece in drawn:
        game.zones.move(piece, "deck:0")
    game.table.players[0].life += 1
    return cost


def test_a_row_in_the_storys_way_is_worth_more_than_three_tries_at_it_cost():
    """The Cinder Hound, come out of the fog east of the Ash Orchard, stands between a lone character and the rest of
    the land; the Sunken Forge, which the gatekeeper's words send the players to, gives the Ashen Key on its pull's
    last row. A row of either counted as any other row, a little more than a failed try cost, and tables stood by
    them for hundreds of decisions (issue 31). Beating the Hound, its rows in the past, is no step back."""
    game = _last_ember()
    _hear_the_gatekeeper(game)
    hound = next(p for p, card_id in game.state.pieces.items() if card_id == "fog-ii-hound")
    forge = _card(game, "forge")
    game.zones.move(hound, slot(1, 0))
    game.zones.move(forge, slot(0, 1))
    dice = list(game.zones.cards("dice"))[:2]
    game.zones.move(dice[0], f"on:{hound}")
    game.zones.move(dice[1], f"on:{forge}")
    for die, piece, full, then in [(dice[0], hound, 3, 2), (dice[1], forge, 2, 3)]:
        game.table.dice[die] = Die(piece, 0, 0, full)
        before = game.ruleset.prospects(game, 0)
        game.table.dice[die] = Die(piece, 0, 1, then)
        row = game.ruleset.prospects(game, 0) - before
        game.table.dice[die] = Die(piece, 0, 0, full)
        assert row > 3 * _a_try_costs(game), piece
    game.table.dice[dice[0]] = Die(hound, 0, 1, 1)  # one success from beating it
    nearly = game.ruleset.prospects(game, 0)
    del game.table.dice[dice[0]]
    game.zones.move(dice[0], "dice")
    game.zones.move(hound, "past")
    assert game.ruleset.prospects(game, 0) > nearly


def test_a_row_of_the_forge_counts_for_nothing_once_the_key_it_gives_is_held():
    """The Sunken Forge stands in the story's way for the Ashen Key its pull's last row gives: a one-seat table that
    held the key went on pulling there, each row worth three, drew cards and made Recoveries for it, and died with key
    and lens in hand (Ashenreach seed 0, decision 554). Once the key is held, a row of it is worth nothing: its last
    row gives nothing more the story needs."""
    game = _last_ember()
    _hear_the_gatekeeper(game)
    forge = _card(game, "forge")
    game.zones.move(forge, slot(0, 1))
    die = list(game.zones.cards("dice"))[0]
    game.zones.move(die, f"on:{forge}")

    def row() -> float:
        game.table.dice[die] = Die(forge, 0, 0, 2)
        before = game.ruleset.prospects(game, 0)
        game.table.dice[die] = Die(forge, 0, 1, 3)
        return game.ruleset.prospects(game, 0) - before

    wanted = row()
    game.zones.move(_card(game, "key"), "quest_items")
    held = row()
    assert wanted > 0 and held == 0


def test_the_paragraphs_of_the_scenarios_played_before_are_no_step_of_this_ones_way():
    """Each scenario's epilogue is read back at the Citadel before the next begins: the paragraphs read before it are
    the scenarios played before, counted in the adventure's stages. Counted in this one's way too, the Last Ember began
    with some 55 cards out of its 60, and the lens found counted for less than the life point its swim cost (issue 31,
    Ashenreach seed 0: the planner stood by the Drowned Cellar making Recoveries and never swam)."""
    game = _last_ember()
    before = game.ruleset.prospects(game, 0)
    # the introduction's paragraphs and its epilogue (90), the Silent Bells' and theirs (91), read at the Citadel
    game.table.read.extend([60, 61, 64, 67, 90, 80, 91])
    assert abs(game.ruleset.prospects(game, 0) - before) < 1e-9
    game.table.read.append(1)  # the gatekeeper heard, in this scenario
    heard = game.ruleset.prospects(game, 0)
    assert heard > before
    game.zones.move(_card(game, "lens"), "quest_items")
    game.table.players[0].life -= 1
    assert game.ruleset.prospects(game, 0) > heard


def test_the_place_the_paragraphs_point_to_found_beyond_the_fog_is_a_step_forwards():
    """"Bring the key and the lens to the Cinder Vault, far east": standing by the fog east of the Glass Dunes, whose
    arrow names the Vault, counted more than the Vault found there a move off, and a one-seat table holding the key
    stood by that fog and would not pathfind into it (issue 31, Ashenreach seed 0). A card the paragraphs point to,
    out of the adventure deck, counts as much as standing where it could be found did."""
    game = _last_ember()
    for card_id, (x, y) in {"orchard": (1, 0), "aqueduct": (2, 0), "flats": (3, 0), "dunes": (4, 0),
                            "forge": (3, -1), "cellar": (2, 1)}.items():
        game.zones.move(_card(game, card_id), slot(x, y))
    _only(game, "hill", "vault")
    _hear_the_gatekeeper(game)
    game.table.players[0].at = slot(4, 0)
    by_the_fog = game.ruleset.prospects(game, 0)
    game.zones.move(_card(game, "vault"), slot(5, 0))
    assert game.ruleset.prospects(game, 0) > by_the_fog


def _at_the_postern_door(with_key: bool):
    """A one-seat Ashenreach played by the scripted plan into The Silent Bells, and on (to the crypt for the key and
    back, `with_key`) until the North Postern's door asks whether to go home."""
    from tests.seventh_citadel import plan_ashenreach as plan

    game = real.new_game("seventh-citadel", 0)
    while game.table.scenario != "silent-bells":
        game.choose(plan.answer(game))
    while not (game.pending.kind == "dialogue" and game.pending.context.get("paragraph") == 80):
        pending = game.pending
        game.choose("act:0:postern:0" if pending.kind == "action" and not with_key else plan.answer(game))
    assert any(game.state.pieces[p] == "key" for p in game.zones.cards("quest_items")) == with_key
    return game


def _after(game, key: str) -> float:
    """The prospects once the players answer `key`, the game then put back as it was."""
    snapshot = game.snapshot()
    game.choose(key)
    for _ in range(20):  # the epilogue read, the Preparation phase, on to the next scenario
        if game.pending is None or game.pending.kind == "action":
            break
        game.choose(game.pending.keys()[game.pending.default()])
    found = game.ruleset.prospects(game, 0)
    game.restore(snapshot)
    return found


def test_at_the_silent_bells_door_staying_for_the_crypts_key_beats_going_home_without_it():
    """A scenario before the last counts by what it hands on to the last (its quest items), its life points only
    against every character falling: the next begins with fresh life points and the whole deck. Counted whole once
    ended, going home from the Postern at once was worth twice staying, and every planner table went home at the
    first turn and spent 10 life points and more at the Sunken Forge for the key the crypt gives (issue 31,
    Ashenreach)."""
    game = _at_the_postern_door(with_key=False)
    keys = [o.key for o in game.pending.options]
    assert "choice:0" not in keys  # going home with the key wants the key
    assert _after(game, "choice:2") > _after(game, "choice:1")
    game = _at_the_postern_door(with_key=True)
    home, stay = _after(game, "choice:0"), _after(game, "choice:2")
    assert home > stay  # with the key, nothing is left to stay for: the last scenario's fresh life points


def test_before_the_last_scenario_life_counts_only_against_every_character_falling():
    """In The Silent Bells a life point spent far from falling costs a little of what a life point costs in the Last
    Ember; one of the last few costs more than it does there."""
    game = real.new_game("seventh-citadel", 0)
    from tests.seventh_citadel import plan_ashenreach as plan

    while game.table.scenario != "silent-bells":
        game.choose(plan.answer(game))
    player = game.table.players[0]
    full = game.ruleset.prospects(game, 0)
    player.life -= 1
    spent = full - game.ruleset.prospects(game, 0)
    ember = _last_ember()
    ember_full = ember.ruleset.prospects(ember, 0)
    ember.table.players[0].life -= 1
    assert 0 < spent < (ember_full - ember.ruleset.prospects(ember, 0)) / 4
    for zone in ("deck:0", "hand:0"):
        for piece in list(game.zones.cards(zone)):
            game.zones.move(piece, "discard:0")
    player.life = 3
    low = game.ruleset.prospects(game, 0)
    player.life = 2
    assert low - game.ruleset.prospects(game, 0) > 4 * spent


def test_a_quest_item_the_story_asks_for_is_worth_more_than_a_failed_try_for_it_costs_on_a_long_way():
    """"Bring the key and the lens to the Cinder Vault": the lens the Drowned Cellar's swim gives, counted as cards out
    on a way of some 110 cards, was worth 0.006, less than a failed swim costs (2 cards and 2 life points), and a
    one-seat table holding the key never swam for it (issue 31, Ashenreach seed 0). The quest items the places the
    paragraphs point to give count for a share of what is left of the scenario."""
    game = _last_ember()
    for card_id, (x, y) in {"orchard": (1, 0), "aqueduct": (2, 0), "cellar": (2, 1)}.items():
        game.zones.move(_card(game, card_id), slot(x, y))
    _hear_the_gatekeeper(game)
    _only(game, "lens", "forge", "vault", "flats", "dunes")  # the rest out of the deck: a long way gone
    game.table.players[0].at = slot(2, 1)
    before = game.ruleset.prospects(game, 0)
    for piece in list(game.zones.cards("deck:0"))[:2]:  # the swim's cost
        game.zones.move(piece, "discard:0")
    game.table.players[0].life -= 2  # its failure
    failed = game.ruleset.prospects(game, 0)
    game.table.players[0].life += 2
    game.zones.move(_card(game, "lens"), "quest_items")
    assert game.ruleset.prospects(game, 0) - before > before - failed


def test_with_what_the_story_asks_for_held_the_fog_before_the_place_it_sends_them_draws_the_figures():
    """Key and lens held, standing by the fog east of the Glass Dunes, whose arrow names the Cinder Vault, counted
    0.0002 more than standing at the Sunken Forge (pointed to, its key held), less than a life point: a one-seat table
    with both went to and fro between the forge and the flats until it fell (issue 31, Ashenreach seed 0)."""
    game = _last_ember()
    for card_id, (x, y) in {"orchard": (1, 0), "aqueduct": (2, 0), "flats": (3, 0), "dunes": (4, 0),
                            "forge": (3, -1), "cellar": (2, 1)}.items():
        game.zones.move(_card(game, card_id), slot(x, y))
    _hear_the_gatekeeper(game)
    for item in ("key", "lens"):
        game.zones.move(_card(game, item), "quest_items")
    _only(game, "vault")  # the rest out of the deck: a long way gone
    player = game.table.players[0]
    player.at = slot(3, -1)
    at_the_forge = game.ruleset.prospects(game, 0)
    player.life -= 1
    a_life_point = at_the_forge - game.ruleset.prospects(game, 0)
    player.life += 1
    player.at = slot(4, 0)
    assert game.ruleset.prospects(game, 0) - at_the_forge > a_life_point
    # the forge not found yet: the fog before it, north of the Cinder Flats, sends them nowhere now either
    game.zones.move(_card(game, "forge"), "adventure")
    by_the_dunes = game.ruleset.prospects(game, 0)
    player.at = slot(3, 0)
    assert by_the_dunes - game.ruleset.prospects(game, 0) > a_life_point
