"""The pack's [rules]: `paranoid` names the state taken after a collective failure."""
import jsonschema
import pytest

from engine.content.loader import load_pack
from engine.content.paths import packs_dir
from engine.rulesets.seventh_continent.cards import number_of
from engine.rulesets.seventh_continent.schema import RULES


def test_paranoid_is_a_card_number():
    jsonschema.validate({"paranoid": 100}, RULES)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"paranoid": "frayed"}, RULES)


def test_hollowmere_names_its_paranoid_state():
    pack = load_pack(packs_dir() / "hollowmere")
    assert pack.rules["paranoid"] == 100
    assert any(number_of(c) == 100 and c.type == "state" for c in pack.cards.values())
