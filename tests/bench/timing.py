"""Timing for benchmarks: the median of repeated runs."""
from __future__ import annotations

import statistics
import time
from typing import Callable


def median_seconds(function: Callable[[], object], repeat: int = 15, warmup: int = 2,
                   clock: Callable[[], float] = time.perf_counter) -> float:
    """The median run; `clock=time.process_time` counts this process's CPU time alone (what one core spends,
    whatever else the machine runs)."""
    for _ in range(warmup):
        function()
    samples = []
    for _ in range(repeat):
        start = clock()
        function()
        samples.append(clock() - start)
    return statistics.median(samples)
