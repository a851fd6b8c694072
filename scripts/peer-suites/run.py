#!/usr/bin/env python3
"""Run the peers' own expectations against fmtcorpus and print, per suite, how many the tool
expresses and how many it matches (issue 42's measurement; README.md says how the cases were
extracted).

Usage: scripts/peer-suites/run.py [--binary PATH] [--suite NAME …] [--jobs N] [--json FILE]
                                   [--show exact|differing|refused|all]

Each line of cases/*.jsonl is one expectation of a peer suite: its source line, the peer's
call ("peer"), the expected string, and either the request it maps to ("req", run here), a
reason it cannot be expressed ("not_expressible", the knob that is missing), or a reason it
is no expectation of formatted output ("out_of_scope": errors, getters, field positions).
A request the binary refuses (exit 2) counts as not expressible, under the binary's own
message: run again with a newer binary and the counts move by themselves.
"""
import argparse
import collections
import concurrent.futures
import json
import os
import re
from decimal import Decimal
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# The engine each suite tests (issue 42): ICU4C and test262 on icu, swift-foundation on the
# engine its API names (the request's "engine": formatstyle or foundation).
SUITE_ENGINE = {"icu4c-reldatefmt": "icu", "icu4c-dtifmt": "icu", "test262-relativetime": "icu",
                "test262-formatrange": "icu"}

# Flags of format and calc, by request key; a request names only what the peer asks.
FORMAT_FLAGS = [
    ("locale", "--locale"), ("calendar", "--calendar"), ("zone", "--zone"), ("at", "--at"),
    ("to", "--to"), ("template", "--template"), ("pattern", "--pattern"),
    ("date_style", "--date-style"), ("time_style", "--time-style"),
    ("offset", "--relative"), ("word", "--relative-word"), ("unit", "--unit"),
    ("numeric", "--numeric"),
    ("relative_to", "--relative-to"), ("presentation", "--presentation"),
    ("units_style", "--units-style"), ("allowed_units", "--allowed-units"),
    ("capitalization", "--capitalization"),
    ("duration", "--duration"), ("units", "--units"), ("width", "--width"),
    ("max_units", "--max-units"), ("zero_units", "--zero-units"), ("fraction", "--fraction"),
    ("rounding", "--rounding"), ("rounding_increment", "--rounding-increment"),
    ("value_length", "--value-length"), ("value_length_limits", "--value-length-limits"),
    ("time_pattern", "--time-pattern"), ("pad", "--pad"), ("fraction_length", "--fraction-length"),
    ("grouping", "--grouping"), ("interval_fallback", "--interval-fallback"),
]
CALC_FLAGS = [("calendar", "--calendar"), ("zone", "--zone"), ("at", "--at"), ("add", "--add"),
              ("to", "--to"), ("units", "--units"), ("first_weekday", "--first-weekday"),
              ("min_days", "--min-days"), ("range_of", "--range-of"),
              ("ordinality_of", "--ordinality-of"), ("in", "--in"),
              ("minimum_range", "--minimum-range"), ("maximum_range", "--maximum-range"),
              ("from_components", "--from-components"), ("components", "--components"),
              # several components at once, intervals, weekends and comparisons
              ("add_components", "--add-components"), ("roll_components", "--roll-components"),
              ("interval_of", "--interval-of"), ("compare", "--compare"),
              ("granularity", "--granularity"), ("weekend", "--weekend"),
              ("weekend_interval", "--weekend-interval"), ("next_weekend", "--next-weekend")]
# The defaults the command has anyway: left out so the command line reads as the peer's call.
DEFAULTS = {"capitalization": "none", "width": None}


def argv_for(req, engine):
    """The fmtcorpus command line of a request."""
    cmd = req["cmd"]
    if cmd == "calc":
        args = ["calc"]
        for key, flag in CALC_FLAGS:
            if req.get(key) is True:  # a flag without a value
                args += [flag]
            elif key in req:
                args += [flag + "=" + str(req[key])]
        for roll in req.get("roll", []):
            args += ["--roll=" + roll]
    else:
        args = ["format"]
        for key, flag in FORMAT_FLAGS:
            value = req.get(key)
            if value is None or (key == "capitalization" and value == "none"):
                continue
            if key == "width" and cmd == "relative" and value == "long":
                continue
            args += [flag + "=" + str(value)]
        if req.get("parts"):  # the string's typed parts, a line each
            args += ["--parts"]
        for pattern in req.get("interval_patterns", []):  # repeated, in the peer's order
            args += ["--interval-pattern=" + pattern]
    args += ["--engine=" + req.get("engine", engine)]
    return args


def run(binary, args):
    p = subprocess.run([binary] + args, capture_output=True, text=True, timeout=120)
    return p.returncode, p.stdout, p.stderr


def classify_difference(expected, actual):
    """Which kind of difference, the checker's classes (whitespace first, cumulatively)."""
    def ws(s):
        return re.sub(r"[\s\u00a0\u202f\u2009\u200a\u2007]+", " ", s)

    def bidi(s):
        return re.sub(r"[\u200e\u200f\u061c\u2066-\u2069\u202a-\u202e]", "", s)

    def punct(s):
        return "".join(c for c in s if not unicodedata.category(c).startswith("P"))

    steps = [("whitespace", ws), ("bidi", bidi), ("punctuation", punct), ("case", str.casefold)]
    a, b = expected, actual
    for name, f in steps:
        a, b = f(a), f(b)
        if a == b:
            return name
    return "text"


def visible(s):
    """Invisible characters named, as fmtcorpus show names them."""
    names = {"\u202f": "⟨NNBSP U+202F⟩", "\u00a0": "⟨NBSP U+00A0⟩", "\u2009": "⟨THSP U+2009⟩",
             "\u200e": "⟨LRM U+200E⟩", "\u200f": "⟨RLM U+200F⟩", "\u061c": "⟨ALM U+061C⟩"}
    return "".join(names.get(c, c) for c in s)


def refusal_reason(stderr):
    """The binary's one-line refusal, its quoted values elided so that like refusals group."""
    line = stderr.strip().splitlines()[-1] if stderr.strip() else "(no message)"
    line = re.sub(r"^fmtcorpus: error: ", "", line)
    line = re.sub(r"'[^']*'", "'…'", line)
    line = re.sub(r"\d+", "N", line)
    return line


def helper_part(find, parts):
    """The quoted values of the parts `find` names in `format --parts` output: "KIND SOURCE"
    (`literal shared`, the range separator) or "literal before KIND" (the literal just before
    a part of that kind: test262's usDayPeriodSpace)."""
    lines = parts.splitlines()
    if find.startswith("literal before "):
        kind = find.split()[-1]
        return [line[len("literal "):].rsplit(" ", 1)[0] for line, after in zip(lines, lines[1:])
                if line.startswith("literal ") and after.startswith(kind + " ")]
    if " " not in find:  # one date's parts (`format --at A --parts`): `KIND "value"` lines
        return [line[len(find) + 1:] for line in lines if line.startswith(find + " ")]
    kind_, source = find.split()
    return [line[len(kind_) + 1:-len(source) - 1] for line in lines
            if line.startswith(kind_ + " ") and line.endswith(" " + source)]


def padded_part(line):
    """A `type "value" source` parts line with its value zero-padded to two characters."""
    kind, rest = line.split(" ", 1)
    value, source = rest.rsplit(" ", 1)
    return f"{kind} {json.dumps(json.loads(value).rjust(2, '0'), ensure_ascii=False)} {source}"


def evaluate(binary, row):
    suite = row["suite"]
    if "out_of_scope" in row:
        return ("out_of_scope", row["out_of_scope"], None)
    if "not_expressible" in row:
        return ("not_expressible", row["not_expressible"], None)
    if "unmapped" in row:
        return ("unmapped", row["unmapped"], None)
    engine = SUITE_ENGINE.get(suite, "formatstyle")
    args = argv_for(row["req"], engine)
    code, out, err = run(binary, args)
    if code != 0:
        kind = "not_expressible" if code == 2 else "failed"
        return (kind, "refused by the binary: " + refusal_reason(err), (args, err.strip()))
    actual = out[:-1] if out.endswith("\n") else out
    expected = row["expected"]
    for placeholder, helper in row["req"].get("expected_from", {}).items():
        # A value the peer reads from another call's parts (test262's usDateRangeSeparator: the
        # shared literal of a dateStyle range): that call is asked too, its part put in.
        args2 = argv_for(helper, engine)
        code2, out2, err2 = run(binary, args2)
        if code2 != 0:
            kind = "not_expressible" if code2 == 2 else "failed"
            return (kind, "refused by the binary: " + refusal_reason(err2), (args2, err2.strip()))
        found = helper_part(helper["find"], out2)
        if not found:
            return ("failed", "no " + helper["find"] + " part", (args2, out2))
        expected = expected.replace(placeholder, json.loads(found[0]) if helper.get("unquote")
                                    else found[0])
    if "expected_req" in row:  # the peer compares two calls: run the other one too
        args2 = argv_for(row["expected_req"], engine)
        code2, out2, err2 = run(binary, args2)
        if code2 != 0:
            kind = "not_expressible" if code2 == 2 else "failed"
            return (kind, "refused by the binary: " + refusal_reason(err2), (args2, err2.strip()))
        expected = out2[:-1] if out2.endswith("\n") else out2
    if row["req"].get("match") == "prefix":  # the peer checks that the string starts so
        if actual.startswith(expected):
            return ("exact", None, (args, actual))
        return ("differing", "text", (args, expected + " …", actual))
    if row["req"].get("match") == "parts-present":
        # A snapshot of parts (test262's chinese- and dangi-calendar-dates.js): each expected
        # `type "value" source` line is a part of the output, its value as written or, as the
        # test allows, zero-padded to two digits (`String(v).padStart(2, "0")`).
        # A line of alternatives (`A || B`: `yearPart === -271821 || yearPart === 271822`)
        # is present when one of them is.
        lines = set(actual.splitlines())
        missing = [want for want in expected.splitlines()
                   if not any(alt in lines or padded_part(alt) in lines
                              for alt in want.split(" || "))]
        if not missing:
            return ("exact", None, (args, actual))
        return ("differing", "text", (args, "parts including " + "; ".join(missing), actual))
    if row["req"].get("match") == "types and values":  # a range's parts against a date's
        actual = re.sub(r" (startRange|endRange|shared)$", "", actual, flags=re.M)
    if row["req"].get("match") == "contains":  # the peer checks that the string holds this
        if expected in actual:
            return ("exact", None, (args, actual))
        return ("differing", "text", (args, "… " + expected + " …", actual))
    if row["req"].get("match") == "search":  # the peer's searches combined (&&, ||, !)
        if search_holds(expected, actual):
            return ("exact", None, (args, actual))
        return ("differing", "text", (args, "a string where " + json.dumps(expected,
                                      ensure_ascii=False) + " holds", actual))
    if row["req"].get("match") == "absent":  # `s.indexOf(X) === -1`: the string lacks X
        if expected not in actual:
            return ("exact", None, (args, actual))
        return ("differing", "text", (args, "no " + expected, actual))
    if row["req"].get("match") in ("part prefix", "no part prefix"):
        # a helper's predicate over the parts (test262's checkEra: some part's line starts
        # `era "A`), or, negated, no part's does
        found = any(line.startswith(expected) for line in actual.splitlines())
        if found == (row["req"]["match"] == "part prefix"):
            return ("exact", None, (args, actual))
        return ("differing", "text", (args, row["req"]["match"] + " " + expected, actual))
    if row["req"].get("match", "").startswith("within "):
        # the peer checks each instant within a tolerance (seconds): so is it checked here
        tolerance = Decimal(row["req"]["match"].split()[1])
        pairs = list(zip(expected.split(), actual.split()))
        if len(pairs) == len(expected.split()) == len(actual.split()) and all(
                abs(instant_seconds(a) - instant_seconds(b)) < tolerance for a, b in pairs):
            return ("exact", None, (args, actual))
        return ("differing", "text", (args, expected + " (within " + str(tolerance) + " s)",
                                      actual))
    if actual == expected:
        return ("exact", None, (args, actual))
    return ("differing", classify_difference(expected, actual), (args, expected, actual))


def search_holds(expression, text):
    """Whether the peer's combined searches hold of `text`: ["has", X] (includes),
    ["starts", X] (startsWith), ["not", E], ["and", E…], ["or", E…]."""
    op, *args = expression
    if op == "has":
        return args[0] in text
    if op == "starts":
        return text.startswith(args[0])
    if op == "not":
        return not search_holds(args[0], text)
    if op == "and":
        return all(search_holds(e, text) for e in args)
    if op == "or":
        return any(search_holds(e, text) for e in args)
    raise ValueError(f"unknown search {op!r}")


def instant_seconds(text):
    """Seconds from 1970 of calc's instant (`-0044-03-15T12:00:00.5Z`), exactly."""
    m = re.fullmatch(r"(-?\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d+)?Z", text)
    if not m:
        return Decimal("NaN")
    y, mo, d = int(m.group(1)), int(m.group(2)), int(m.group(3))
    # days from 1970-01-01 of a proleptic Gregorian date (March-based 400-year eras)
    y -= mo <= 2
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (mo + (-3 if mo > 2 else 9)) + 2) // 5 + d - 1
    days = era * 146097 + yoe * 365 + yoe // 4 - yoe // 100 + doy - 719468
    seconds = days * 86400 + int(m.group(4)) * 3600 + int(m.group(5)) * 60 + int(m.group(6))
    return seconds + Decimal(m.group(7) or 0)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--binary", default=os.path.join(ROOT, ".build/release/fmtcorpus"))
    ap.add_argument("--cases", default=os.path.join(HERE, "cases"))
    ap.add_argument("--suite", action="append", help="only these suites (file names without "
                    ".jsonl)")
    ap.add_argument("--jobs", type=int, default=1, help="commands at once (default 1: the "
                    "machine is shared)")
    ap.add_argument("--show", choices=["differing", "refused", "exact", "all"],
                    default="differing", help="which cases to list after the table")
    ap.add_argument("--json", help="also write every case's outcome here")
    opts = ap.parse_args()
    if not os.access(opts.binary, os.X_OK):
        sys.exit(f"run.py: no fmtcorpus binary at {opts.binary} (build one with 'swift build -c "
                 "release --product fmtcorpus', or pass --binary)")

    rows = []
    for name in sorted(os.listdir(opts.cases)):
        if not name.endswith(".jsonl"):
            continue
        if opts.suite and name[:-6] not in opts.suite:
            continue
        with open(os.path.join(opts.cases, name), encoding="utf-8") as f:
            rows += [json.loads(line) for line in f if line.strip()]

    with concurrent.futures.ThreadPoolExecutor(max_workers=opts.jobs) as pool:
        results = list(pool.map(lambda r: evaluate(opts.binary, r), rows))

    version = run(opts.binary, ["--version"])[1].strip()
    print(f"fmtcorpus {version} ({opts.binary})\n")
    by_suite = collections.OrderedDict()
    for row, res in zip(rows, results):
        by_suite.setdefault(row["suite"], []).append((row, res))
    header = f"{'suite':<24}{'total':>7}{'expressible':>13}{'exact':>7}{'differing':>11}" \
             f"{'not expr.':>11}{'unmapped':>10}{'failed':>8}{'   goal':>8}   (out of scope)"
    print(header)
    for suite, items in by_suite.items():
        c = collections.Counter(res[0] for _, res in items)
        total = len(items) - c["out_of_scope"]
        expressible = c["exact"] + c["differing"]
        share = 100.0 * expressible / total if total else 0.0
        print(f"{suite:<24}{total:>7}{expressible:>13}{c['exact']:>7}{c['differing']:>11}"
              f"{c['not_expressible']:>11}{c['unmapped']:>10}{c['failed']:>8}{share:>7.1f}%"
              f"   ({c['out_of_scope']})")
    for suite, items in by_suite.items():
        print(f"\n## {suite}")
        reasons = collections.Counter(res[1] for _, res in items if res[0] == "not_expressible")
        if reasons:
            print("not expressible, by missing knob:")
            for reason, n in reasons.most_common():
                print(f"  {n:>5}  {reason}")
        unmapped = collections.Counter(res[1] for _, res in items if res[0] == "unmapped")
        if unmapped:
            print("unmapped (the extraction rules do not read these sites yet):")
            for reason, n in unmapped.most_common():
                print(f"  {n:>5}  {reason}")
        diffs = collections.Counter(res[1] for _, res in items if res[0] == "differing")
        if diffs:
            print("differing, by class: " + ", ".join(f"{k} {v}" for k, v in diffs.most_common()))
        oos = collections.Counter(res[1] for _, res in items if res[0] == "out_of_scope")
        if oos:
            print("out of scope (no formatted output asserted):")
            for reason, n in oos.most_common():
                print(f"  {n:>5}  {reason}")
        for row, res in items:
            wanted = {"all": {"exact", "differing", "failed", "not_expressible"},
                      "differing": {"differing", "failed"},
                      "refused": {"not_expressible", "failed"},
                      "exact": {"exact"}}[opts.show]
            show = res[0] in wanted
            if not show or res[2] is None:
                continue
            args = " ".join(a if re.fullmatch(r"[\w=./:,@+-]*", a) else repr(a)
                            for a in res[2][0])
            print(f"- {row['src']} [{res[0]}{': ' + res[1] if res[0] == 'differing' else ''}] "
                  f"{row['peer']}\n    fmtcorpus {args}")
            if res[0] == "differing":
                print(f"    expected {visible(res[2][1])!s}\n    actual   {visible(res[2][2])!s}")
            elif res[0] in ("failed", "not_expressible"):
                print(f"    {res[2][1]}")
            else:
                print(f"    {visible(res[2][1])}")
    if opts.json:
        with open(opts.json, "w", encoding="utf-8") as f:
            for row, res in zip(rows, results):
                f.write(json.dumps({"src": row["src"], "suite": row["suite"], "outcome": res[0],
                                    "why": res[1]}, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
