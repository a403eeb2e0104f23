#!/usr/bin/env python3
"""Time hassil (Home Assistant's intent matcher, `pip install hassil`) on the sentences that
`cadence-bench matching` times for Cadence's matcher, so both are measured in the same run.

Input (a JSON file, argv[1]):
  {"applicationName": "Cadence",
   "phrases": [{"intent": "StartActivity", "template": "Start a ${activity} in ${applicationName}"}, ...],
   "lists": {"activity": ["Run", "jog", ...], ...},
   "sentences": ["Start a run in Cadence", ...],
   "repeats": 20}
Output (stdout, one JSON object): build time, per-call latency percentiles, how many matched.
"""
import json
import re
import sys
import time

from hassil import Intents, recognize


def to_hassil(template, app_name):
    text = template.replace("${applicationName}", app_name)
    text = re.sub(r"\$\{(\w+)\}", r"{\1}", text)
    # hassil treats these characters as template syntax.
    return re.sub(r"[\[\]()<>|;]", " ", text)


def main():
    spec = json.load(open(sys.argv[1], encoding="utf-8"))
    app = spec["applicationName"]
    started = time.perf_counter()
    intents = {}
    for phrase in spec["phrases"]:
        intents.setdefault(phrase["intent"], {"data": [{"sentences": []}]})
        intents[phrase["intent"]]["data"][0]["sentences"].append(to_hassil(phrase["template"], app))
    lists = {
        name: {"values": [{"in": re.sub(r"[\[\]()<>|;{}]", " ", value), "out": value} for value in values]}
        for name, values in spec["lists"].items()
    }
    parsed = Intents.from_dict({"language": "en", "intents": intents, "lists": lists})
    build_ms = (time.perf_counter() - started) * 1000

    durations = []
    matched = 0
    for sentence in spec["sentences"]:
        result = None
        for _ in range(spec.get("repeats", 1)):
            t0 = time.perf_counter()
            result = recognize(sentence, parsed)
            durations.append(time.perf_counter() - t0)
        if result is not None:
            matched += 1
    durations.sort()

    def percentile(p):
        return durations[min(len(durations) - 1, int(p * len(durations)))] * 1e6

    print(json.dumps({"build_ms": build_ms, "p50_us": percentile(0.50), "p99_us": percentile(0.99),
                      "matched": matched, "sentences": len(spec["sentences"])}))


if __name__ == "__main__":
    main()
