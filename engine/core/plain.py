"""Plain data: dataclasses to JSON-able dicts and back, guided by type hints (no pickle, no eval)."""
from __future__ import annotations

import dataclasses
import types
import typing
from functools import lru_cache
from typing import Any


def to_plain(value: Any) -> Any:
    """A JSON-able copy of a value made of dataclasses, lists, dicts and primitives."""
    if hasattr(value, "to_plain"):
        return value.to_plain()
    if dataclasses.is_dataclass(value):
        return {f.name: to_plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [to_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_plain(v) for k, v in value.items()}
    return value


@lru_cache(maxsize=None)
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_plain(kind: Any, data: Any) -> Any:
    """Rebuild a value of type `kind` from plain data; raises TypeError/ValueError on a mismatch."""
    if kind is typing.Any:
        return data
    if hasattr(kind, "from_plain"):
        return kind.from_plain(data)
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        args = typing.get_args(kind)
        if data is None and type(None) in args:
            return None
        for arg in args:
            if arg is type(None):
                continue
            try:
                return from_plain(arg, data)
            except (TypeError, ValueError, KeyError):
                continue
        raise ValueError(f"{data!r} fits none of {kind}")
    if origin in (list, tuple):
        if not isinstance(data, list):
            raise TypeError(f"expected a list, got {type(data).__name__}")
        args = typing.get_args(kind)
        if origin is tuple and args and args[-1] is not Ellipsis:
            return tuple(from_plain(a, v) for a, v in zip(args, data, strict=True))
        item = args[0] if args else typing.Any
        items = [from_plain(item, v) for v in data]
        return tuple(items) if origin is tuple else items
    if origin is dict:
        if not isinstance(data, dict):
            raise TypeError(f"expected a table, got {type(data).__name__}")
        key, value = typing.get_args(kind) or (str, typing.Any)
        return {from_plain(key, k) if key is not str else k: from_plain(value, v) for k, v in data.items()}
    if dataclasses.is_dataclass(kind):
        cls: Any = kind  # a dataclass type here (is_dataclass narrows to instances, too)
        if not isinstance(data, dict):
            raise TypeError(f"expected a table for {cls.__name__}, got {type(data).__name__}")
        hints = _hints(cls)
        names = {f.name for f in dataclasses.fields(cls) if f.init}
        unknown = set(data) - names
        if unknown:
            raise ValueError(f"unknown fields for {cls.__name__}: {sorted(unknown)}")
        values = {}
        for name, v in data.items():
            try:
                values[name] = from_plain(hints[name], v)
            except (TypeError, ValueError, KeyError) as error:  # named, so a refused save says which field
                raise type(error)(f"{cls.__name__}.{name}: {error}") from error
        return cls(**values)
    if kind is int:
        if isinstance(data, bool) or not isinstance(data, int):
            raise TypeError(f"expected an integer, got {data!r}")
        return data
    if kind is float:
        if isinstance(data, bool) or not isinstance(data, (int, float)):
            raise TypeError(f"expected a number, got {data!r}")
        return float(data)
    if kind in (str, bool):
        if not isinstance(data, kind):
            raise TypeError(f"expected {kind.__name__}, got {data!r}")
        return data
    if kind is dict or kind is list:
        if not isinstance(data, kind):
            raise TypeError(f"expected {kind.__name__}, got {type(data).__name__}")
        return data
    raise TypeError(f"cannot rebuild {kind!r}")
