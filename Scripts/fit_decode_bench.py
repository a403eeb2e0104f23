#!/usr/bin/env python3
"""Time FIT decoding with the reference decoders, for `cadence-bench formats`: garmin-fit-sdk
(Garmin's own Python SDK) and fitdecode, on the same files, in the same run.

Usage: fit_decode_bench.py REPEATS FILE...  -> one JSON object:
  {"garmin": {"bytes": N, "seconds": S, "files": K}, "fitdecode": {...}}
A decoder that is not installed, or stops on a file, skips that file (and says so)."""
import json
import os
import sys
import time
import warnings

warnings.filterwarnings("ignore")
repeats = int(sys.argv[1])
files = sys.argv[2:]
result = {}

try:
    from garmin_fit_sdk import Decoder, Stream

    def garmin(path):
        messages, errors = Decoder(Stream.from_file(path)).read()
        return not errors
except ImportError:
    garmin = None

try:
    import fitdecode

    def fitdecode_read(path):
        with fitdecode.FitReader(path, check_crc=fitdecode.CrcCheck.WARN, error_handling=fitdecode.ErrorHandling.WARN) as reader:
            for _ in reader:
                pass
        return True
except ImportError:
    fitdecode_read = None

for name, decode in (("garmin", garmin), ("fitdecode", fitdecode_read)):
    if decode is None:
        result[name] = {"error": "not installed"}
        continue
    total_bytes = 0
    total_seconds = 0.0
    skipped = []
    for path in files:
        try:
            if not decode(path):
                skipped.append(os.path.basename(path))
                continue
        except Exception:
            skipped.append(os.path.basename(path))
            continue
        started = time.perf_counter()
        for _ in range(repeats):
            decode(path)
        total_seconds += time.perf_counter() - started
        total_bytes += os.path.getsize(path) * repeats
    result[name] = {"bytes": total_bytes, "seconds": total_seconds, "skipped": skipped}
print(json.dumps(result))
