"""Timing for benchmarks: the median of repeated runs."""
from __future__ import annotations

import statistics
import time
from typing import Callable


def median_seconds(function: Callable[[], object], repeat: int = 15, warmup: int = 2) -> float:
    for _ in range(warmup):
        function()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        function()
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)
