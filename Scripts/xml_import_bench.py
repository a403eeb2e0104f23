#!/usr/bin/env python3
"""Time GPX and TCX reading with the reference readers, for `cadence-bench formats`: gpxpy on GPX
files, tcxreader on TCX files, on the same files as Cadence, in the same run.

Usage: xml_import_bench.py ROUNDS FILE...  -> one JSON object:
  {"gpxpy": {"points": N, "seconds": S, "files": K}, "tcxreader": {...}}
where S is the fastest of ROUNDS rounds, each reading every file once, and N the points a round
reads (as `cadence-bench formats` times Cadence).
A reader that is not installed, or stops on a file, skips that file (and says so)."""
import json
import sys
import time
import warnings

warnings.filterwarnings("ignore")
repeats = int(sys.argv[1])
files = sys.argv[2:]
result = {}

try:
    import gpxpy

    def read_gpx(path):
        with open(path, encoding="utf-8-sig") as handle:
            gpx = gpxpy.parse(handle)
        return sum(len(segment.points) for track in gpx.tracks for segment in track.segments)
except ImportError:
    read_gpx = None

try:
    from tcxreader.tcxreader import TCXReader

    def read_tcx(path):
        return len(TCXReader().read(path).trackpoints)
except ImportError:
    read_tcx = None

for name, reader, suffix, package in [
    ("gpxpy", read_gpx, ".gpx", "gpxpy"), ("tcxreader", read_tcx, ".tcx", "tcxreader")
]:
    if reader is None:
        result[name] = {"error": f"pip install {package}"}
        continue
    mine = [path for path in files if path.endswith(suffix)]
    usable, skipped = [], []
    for path in mine:
        try:
            reader(path)
            usable.append(path)
        except Exception:
            skipped.append(path.rsplit("/", 1)[-1])
    points = 0
    seconds = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        points = sum(reader(path) for path in usable)
        seconds = min(seconds, time.perf_counter() - start)
    result[name] = {"points": points, "seconds": seconds, "files": len(usable), "skipped": skipped}

print(json.dumps(result))
