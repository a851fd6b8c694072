#!/usr/bin/env python3
"""Put together test262-record.js's log under Node 24 and its log of the files Node 24 cannot
run, recorded under Deno 2.9.8: the one log test262.py reads.

Usage: test262-merge.py NODE_LOG DENO_LOG > t262.log

A file's rows are Node's, in Node's order, except where Node's end row has an error (V8's
unfinished Temporal stopped the process, or threw "Invalid time value for Temporal") and
DENO_LOG has the file with an end row without one: then the file's rows are Deno's, in its
place. Every other file stays Node's even when DENO_LOG has it: Deno's V8 writes ASCII spaces
where ICU writes U+2009 and U+202F, and tests that build their expectation from the runtime's
own parts (en-US.js's usDateRangeSeparator) would carry them (README.md). Lines are copied as
they are, byte for byte; stderr says which files came from DENO_LOG.
"""
import json
import sys


def rows_by_file(path):
    """The log's lines grouped by their file, in the order the files first appear."""
    files = {}
    with open(path, encoding="utf-8") as log:
        for line in log:
            files.setdefault(json.loads(line)["file"], []).append(line)
    return files


def main(node_log, deno_log):
    node, deno = rows_by_file(node_log), rows_by_file(deno_log)
    unknown = [f for f in deno if f not in node]
    if unknown:
        sys.exit(f"test262-merge.py: {deno_log} records files that {node_log} does not: "
                 + ", ".join(unknown))
    taken = []
    for file, lines in node.items():
        if json.loads(lines[-1]).get("error") and file in deno \
                and not json.loads(deno[file][-1]).get("error"):
            lines = deno[file]
            taken.append(file)
        sys.stdout.writelines(lines)
    sys.stderr.write(f"test262-merge.py: {len(taken)} files from {deno_log}: "
                     + ", ".join(taken) + "\n")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[3])
    main(sys.argv[1], sys.argv[2])
