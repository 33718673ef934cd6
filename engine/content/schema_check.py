"""Validating tables against a ruleset's JSON Schemas and saying what is wrong in a designer's words."""
from __future__ import annotations

import difflib
import json

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError, best_match

from engine.content.problems import Problem


def validator_for(schema: dict) -> Draft202012Validator:
    """A validator of a schema (made anew each time: it costs a few tens of microseconds, a table's check more; a
    cache keyed by the schema's id would outlive the schema)."""
    return Draft202012Validator(schema)


def field_name(path) -> str | None:
    """`actions[0].success[1].take` from a jsonschema path."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or None


def shown(value) -> str:
    """A value as it is written in TOML, shortened."""
    if isinstance(value, bool):
        text = "true" if value else "false"
    elif isinstance(value, (dict, list)):
        text = json.dumps(value, ensure_ascii=False, default=str)
    elif isinstance(value, str):
        text = json.dumps(value, ensure_ascii=False)
    else:
        text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _suggest(word, choices) -> str:
    if not isinstance(word, str):
        return ""
    close = difflib.get_close_matches(word, [str(c) for c in choices], n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _one_op_message(value: dict, ops) -> str:
    present = [op for op in ops if op in value]
    if len(present) > 1:
        return f"holds several consequences ({', '.join(present)}); write each as its own {{ }} in the list"
    keys = ", ".join(sorted(value)) or "empty"
    return f"is not a known consequence ({keys}); use one of: {', '.join(o for o in ops if o != 'handler')} or handler"


def _written(error: ValidationError) -> str | None:
    """The ruleset's own words for this failure (`x-messages` beside the keyword in its schema), if any.

    A value of the wrong type is said as such instead: the words are for values of the right type."""
    words = error.schema.get("x-messages", {}).get(error.validator) if isinstance(error.schema, dict) else None
    if words is None or any(e.validator == "type" for e in error.context or ()):
        return None
    return words.format(value=shown(error.instance))


def messages(error: ValidationError) -> list[tuple[list, str]]:
    """(path, message) pairs for one jsonschema error; an unknown-key error yields one per key."""
    path = list(error.absolute_path)
    kind = error.validator
    value = error.instance
    schema = error.schema
    written = _written(error)
    if written is not None:
        return [(path, written)]
    if kind == "additionalProperties" and isinstance(value, dict):
        known = schema.get("properties", {})
        if schema.get("x-one-op") and not any(k in known for k in value):
            return [(path, _one_op_message(value, schema["x-one-op"]))]
        extra = [k for k in value if k not in known]
        return [(path + [k], f"unknown field{_suggest(k, known)}") for k in extra]
    if kind in ("minProperties", "maxProperties") and isinstance(value, dict) and schema.get("x-one-op"):
        return [(path, _one_op_message(value, schema["x-one-op"]))]
    if kind == "required":
        missing = error.message.split("'")[1] if "'" in error.message else "?"
        return [(path + [missing], "is required but missing")]
    if kind == "dependentRequired":
        parts = error.message.split("'")
        need, owner = (parts[1], parts[3]) if len(parts) >= 4 else ("?", "?")
        return [(path + [need], f"is required when {owner!r} is given")]
    if kind == "type":
        wanted = error.validator_value
        wanted = " or ".join(wanted) if isinstance(wanted, list) else wanted
        wanted = {"integer": "a whole number", "string": "text in quotes", "array": "a list [ ... ]",
                  "object": "a table { ... }", "boolean": "true or false"}.get(wanted, wanted)
        return [(path, f"must be {wanted}, not {shown(value)}")]
    if kind == "enum":
        choices = error.validator_value
        return [(path, f"{shown(value)} is not one of: {', '.join(map(str, choices))}{_suggest(value, choices)}")]
    if kind == "const":
        return [(path, f"must be {shown(error.validator_value)}, not {shown(value)}")]
    if kind in ("minimum", "maximum"):
        word = "at least" if kind == "minimum" else "at most"
        return [(path, f"must be {word} {error.validator_value}, not {shown(value)}")]
    if kind == "pattern":
        pattern = error.validator_value
        if pattern.startswith("^\\d"):
            return [(path, f"{shown(value)} is not a version like 1.0.0")]
        return [(path, f"{shown(value)} must be lower-case letters and digits joined by dashes")]
    if kind in ("minItems", "maxItems", "minLength", "maxLength", "minProperties", "maxProperties"):
        count = error.validator_value
        what = "characters" if "Length" in kind else ("entries" if "Items" in kind else "fields")
        word = "at least" if kind.startswith("min") else "at most"
        if kind == "maxProperties" and count == 1:
            return [(path, "holds one condition per { }; write several as separate entries")]
        return [(path, f"needs {word} {count} {what}")]
    if kind == "uniqueItems":
        return [(path, f"repeats an entry: {shown(value)}")]
    if kind == "not":
        return [(path, f"{shown(value)} is not allowed here")]
    if kind in ("anyOf", "oneOf") and error.context:
        return messages(best_match(error.context))
    return [(path, error.message)]


def check_table(table, schema: dict, file: str, card_id: str | None, line: int | None,
                prefix: list | None = None, validator: Draft202012Validator | None = None) -> list[Problem]:
    """Every schema problem of one table, sorted by field (`validator`: the schema's, when the caller made it
    once for many tables)."""
    found = []
    try:
        errors = list((validator or validator_for(schema)).iter_errors(table))
    except RecursionError:
        return [Problem(file, card_id, None, "is nested too deeply", line)]
    for error in errors:
        for path, message in messages(error):
            found.append(Problem(file, card_id, field_name((prefix or []) + path), message, line))
    found.sort(key=lambda p: (p.field or ""))
    return found


# plain data as JSON holds it (a ledger, what a campaign kept): a whole number is an int, never 1.0 or true
PlainValidator = validators.extend(Draft202012Validator, type_checker=Draft202012Validator.TYPE_CHECKER.redefine(
    "integer", lambda checker, value: isinstance(value, int) and not isinstance(value, bool)))


def plain_validator(schema: dict) -> Draft202012Validator:
    """The validator of a kind of plain data, made once by the module that declares its schema."""
    PlainValidator.check_schema(schema)
    return PlainValidator(schema)


def check_plain(value, validator: Draft202012Validator, what: str) -> None:
    """Raise ValueError naming the first field of `value` (a `what`: "ledger") its schema refuses, in the words
    the schema gives (`x-words`): "the ledger's field characters['arden'].purse should be a list of card ids, not
    a table"; "the ledger's field save_stacks.players[1].deck is missing"."""
    try:
        error = best_match(validator.iter_errors(value))
    except RecursionError:
        raise ValueError(f"the {what} is nested too deeply") from None
    if error is None:
        return
    path = _plain_path(error.absolute_path, validator.schema)
    where = f"the {what}'s field {path}" if path else f"the {what}"
    if error.validator == "required":
        missing = next(name for name in error.validator_value if name not in error.instance)
        raise ValueError(f"the {what}'s field {path + '.' if path else ''}{missing} is missing")
    if "propertyNames" in error.relative_schema_path:
        raise ValueError(f"{where} has a key {shown(error.instance)} that is no text")
    words = error.schema.get("x-words", "something else") if isinstance(error.schema, dict) else "something else"
    value = error.instance
    if error.validator == "type":
        raise ValueError(f"{where} should be {words}, not {'nothing' if value is None else 'a ' + _kind(value)}")
    raise ValueError(f"{where} should be {words}, not {shown(value)}")


def _plain_path(path, schema: dict) -> str:
    """`characters['arden'].purse`: a named field after a dot, a table's key in brackets, a list's index."""
    text = ""
    for part in path:
        schema = schema if isinstance(schema, dict) else {}
        if isinstance(part, int):
            text += f"[{part}]"
            schema = schema.get("items", {})
        elif part in schema.get("properties", {}):
            text += f".{part}" if text else str(part)
            schema = schema["properties"][part]
        else:
            text += f"[{str(part)[:40]!r}]"
            schema = schema.get("additionalProperties", {})
    return text


def _kind(value) -> str:
    return {bool: "true/false", int: "number", float: "number", str: "text", list: "list", dict: "table"}.get(
        type(value), type(value).__name__)
