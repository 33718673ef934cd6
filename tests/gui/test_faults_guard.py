"""The guard at the table's boundary (gui.faults): a presentation's Qt override that raises is reported and Qt's own
behaviour stands in; every presentation's Qt classes are guarded once the table asks for it."""
from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem
from shiboken6 import Shiboken

from gui import faults, rulesets


class FailsToMeasure(QGraphicsRectItem):
    def boundingRect(self):  # noqa: N802 - Qt's name
        raise ValueError("no rectangle")

    def show_game(self, game):
        raise ValueError("not a Qt override: the table's own call, not guarded")


class FailsWithNothingUnder(QGraphicsItem):
    def boundingRect(self):  # noqa: N802 - Qt's name
        raise ValueError("no rectangle either")

    def paint(self, painter, option, widget=None):
        raise ValueError("nothing painted")


def test_an_override_that_raises_is_reported_and_qt_stands_in(qapp, monkeypatch):
    reported = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, trace: reported.append(str(error)))
    faults.guard_class(FailsToMeasure)
    faults.guard_class(FailsWithNothingUnder)
    item = FailsToMeasure(QRectF(0, 0, 10, 10))
    assert item.boundingRect() == QGraphicsRectItem.boundingRect(item)
    assert FailsWithNothingUnder().boundingRect() == QRectF()  # a pure virtual: an empty rectangle stands in
    assert FailsWithNothingUnder().paint(None, None) is None
    assert reported == ["no rectangle", "no rectangle either", "nothing painted"]


def test_a_method_qt_does_not_call_is_left_alone(qapp):
    faults.guard_class(FailsToMeasure)
    with pytest.raises(ValueError):
        FailsToMeasure().show_game(None)


def test_every_presentations_qt_classes_are_guarded(qapp):
    from engine import rulesets as engine_rulesets

    for ruleset_id in engine_rulesets.ids():
        rulesets.presentation(ruleset_id)
    unguarded = [f"{module_name}.{value.__name__}"
                 for module_name, module in list(sys.modules.items()) if module_name.startswith("gui.rulesets.")
                 for value in vars(module).values()
                 if isinstance(value, type) and value.__module__ == module_name and issubclass(value, Shiboken.Object)
                 and "_fogbound_guarded" not in value.__dict__]
    assert not unguarded
