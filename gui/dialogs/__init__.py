"""Dialogs: the step dialog of an action, small decision dialogs, saving and loading, about."""
