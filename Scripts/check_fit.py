#!/usr/bin/env python3
"""Check FIT files with Garmin's own decoder (`pip install garmin-fit-sdk`): the integrity check
must pass and reading must report no error. Prints one JSON object per file; exits 1 if any fails."""
import json
import sys

from garmin_fit_sdk import Decoder, Stream

failed = False
for path in sys.argv[1:]:
    integrity = Decoder(Stream.from_file(path)).check_integrity()
    messages, errors = Decoder(Stream.from_file(path)).read()
    counts = {key: len(value) for key, value in messages.items()}
    ok = integrity and not errors
    failed |= not ok
    print(json.dumps({"path": path, "ok": ok, "integrity": integrity, "errors": [str(e) for e in errors], "counts": counts}))
sys.exit(1 if failed else 0)
