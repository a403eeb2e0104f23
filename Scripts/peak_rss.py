#!/usr/bin/env python3
"""Peak resident memory of commands, for cadence-bench.

Reads a JSON file {"commands": [["/path/prog", "arg", ...], ...]} and prints
{"results": [{"status": N, "maxrss_kb": K}, ...]}. Each command runs as a child of this small
process, so its peak is its own: a child spawned straight from a large process (the benchmark,
after building a long workout) is charged that process's peak by Linux at exec.
"""
import json
import os
import sys


def main() -> None:
    with open(sys.argv[1], encoding="utf-8") as handle:
        commands = json.load(handle)["commands"]
    results = []
    for command in commands:
        pid = os.fork()
        if pid == 0:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, 1)
            os.dup2(devnull, 2)
            try:
                os.execv(command[0], command)
            finally:
                os._exit(127)
        _, status, usage = os.wait4(pid, 0)
        results.append({"status": os.waitstatus_to_exitcode(status), "maxrss_kb": usage.ru_maxrss})
    print(json.dumps({"results": results}))


if __name__ == "__main__":
    main()
