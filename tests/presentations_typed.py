"""Every ruleset's presentation is what the generic table asks (`gui.rulesets.Presentation`): mypy checks these
assignments (see pyproject.toml's [tool.mypy]); this module is never run."""
from __future__ import annotations

from gui.rulesets import Presentation
from gui.rulesets.arkeis import PRESENTATION as ARKEIS
from gui.rulesets.cursed_city import PRESENTATION as CURSED_CITY
from gui.rulesets.realms_and_ruins import PRESENTATION as REALMS_AND_RUINS
from gui.rulesets.seventh_citadel import PRESENTATION as SEVENTH_CITADEL
from gui.rulesets.seventh_continent import PRESENTATION as SEVENTH_CONTINENT

arkeis: Presentation = ARKEIS
cursed_city: Presentation = CURSED_CITY
realms_and_ruins: Presentation = REALMS_AND_RUINS
seventh_citadel: Presentation = SEVENTH_CITADEL
seventh_continent: Presentation = SEVENTH_CONTINENT
