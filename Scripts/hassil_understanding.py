#!/usr/bin/env python3
"""Run hassil (`pip install hassil`) with Cadence's templates (Scripts/hassil_cadence.yaml) on
sentences, so `cadence-bench matching` can score it on the same understanding sets as Cadence.

Input: a JSON file (argv[1]) holding a list of sentences. Output (stdout, one JSON object):
  {"build_ms": …, "p50_us": …, "p99_us": …,
   "results": [{"intent": "StartWorkout", "slots": {"workoutStyle": "outdoorRun"}} or null, …]}
"""
import json
import os
import sys
import time

import yaml
from hassil import Intents, recognize


def main():
    sentences = json.load(open(sys.argv[1], encoding="utf-8"))
    here = os.path.dirname(os.path.abspath(__file__))
    started = time.perf_counter()
    with open(os.path.join(here, "hassil_cadence.yaml"), encoding="utf-8") as handle:
        intents = Intents.from_dict(yaml.safe_load(handle))
    build_ms = (time.perf_counter() - started) * 1000
    results = []
    durations = []
    for sentence in sentences:
        t0 = time.perf_counter()
        result = recognize(sentence, intents)
        durations.append(time.perf_counter() - t0)
        if result is None:
            results.append(None)
        else:
            slots = {name: str(entity.value) for name, entity in result.entities.items()}
            results.append({"intent": result.intent.name, "slots": slots})
    durations.sort()

    def percentile(p):
        return durations[min(len(durations) - 1, int(p * len(durations)))] * 1e6 if durations else 0

    print(json.dumps({"build_ms": build_ms, "p50_us": percentile(0.50), "p99_us": percentile(0.99),
                      "results": results}))


if __name__ == "__main__":
    main()
