"""A pack's rule numbers, written plainly or as { value = N, verified = false }."""
from __future__ import annotations


def rule(rules, key: str) -> int:
    """A rule's number, written plainly or as { value = N, verified = false }."""
    value = rules[key]
    return value["value"] if hasattr(value, "get") else value
