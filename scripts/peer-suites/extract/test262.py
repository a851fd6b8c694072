#!/usr/bin/env python3
"""Turn test262-record.js's log into cases: test262-relativetime.jsonl and
test262-formatrange.jsonl.

Usage: TZ=UTC node test262-record.js T262 FILES… > log; test262.py log OUT_DIR

An assertion counts as one expectation of formatted output when the call it checks is a
format or formatRange (in the *ToParts folders, a formatToParts or formatRangeToParts: parts,
which the command does not print). The other assertions (TypeError and RangeError throws,
resolvedOptions, property descriptors, typeof) are out of scope and counted as such. A file
that cannot run here (Temporal, which Node 20 lacks) is counted from its source: one
expectation per assert.sameValue/deepEqual/compareArray, one out-of-scope case per throws.
"""
import json
import re
import sys
import unicodedata
from datetime import datetime, timezone

OOS_FILES = {
    # the same instant or value asked two ways: argument conversion, not formatting
    "argument-to-integer.js": "argument conversion (ToIntegerOrInfinity, TimeClip): one "
                              "instant asked two ways",
    "value-tonumber.js": "argument conversion (ToNumber): one value asked two ways",
    "unit-plural.js": "argument conversion: a plural unit name is its singular",
}


def suite_of(path):
    return "test262-relativetime" if "/RelativeTimeFormat/" in path else "test262-formatrange"


def own(options):
    return options.get("own", {}) if isinstance(options, dict) else {}


def number(v):
    """A JS value as the offset --relative takes (ToNumber; -0 keeps its sign)."""
    if v == "-0":
        return "-0"
    if isinstance(v, bool):
        return "1" if v else "0"
    if isinstance(v, (int, float)):
        x = float(v)
        return str(int(x)) if x.is_integer() else repr(x)
    return None


def locale_of(call, extra=None):
    loc = call.get("locales")
    if isinstance(loc, list):
        loc = loc[0] if loc else None
    if not isinstance(loc, str):
        loc = call.get("resolvedLocale")
    if extra:
        loc += ("-u-" if "-u-" not in loc else "-") + extra
    return loc


def rtf_request(call):
    o = own(call.get("options"))
    value, unit = (call["args"] + [None, None])[:2]
    off = number(value)
    if off is None or not isinstance(unit, str):
        return None, "argument conversion: a value that is no number"
    unit = unit[:-1] if unit.endswith("s") else unit
    nu = o.get("numberingSystem")
    req = {"cmd": "relative", "locale": locale_of(call, f"nu-{nu}" if nu else None),
           "offset": off, "unit": unit, "numeric": o.get("numeric") or "always",
           "width": o.get("style") or "long", "capitalization": "none"}
    return req, None


SKELETON = {
    "weekday": {"narrow": "EEEEE", "short": "EEE", "long": "EEEE"},
    "era": {"narrow": "GGGGG", "short": "G", "long": "GGGG"},
    "year": {"numeric": "y", "2-digit": "yy"},
    "month": {"numeric": "M", "2-digit": "MM", "short": "MMM", "long": "MMMM", "narrow": "MMMMM"},
    "day": {"numeric": "d", "2-digit": "dd"},
    "hour": {"numeric": "j", "2-digit": "jj"},
    "minute": {"numeric": "m", "2-digit": "mm"},
    "second": {"numeric": "s", "2-digit": "ss"},
    "timeZoneName": {"short": "z", "long": "zzzz", "shortOffset": "O", "longOffset": "OOOO",
                     "shortGeneric": "v", "longGeneric": "vvvv"},
}


def skeleton(o):
    """ECMA-402's options as the skeleton they ask ICU for (ToDateTimeOptions' default: y M d)."""
    if not any(k in o for k in SKELETON) and "fractionalSecondDigits" not in o:
        o = dict(o, year="numeric", month="numeric", day="numeric")
    s = ""
    for key in ["era", "year", "month", "weekday", "day", "hour", "minute", "second"]:
        if o.get(key) is not None:
            s += SKELETON[key][o[key]]
    if o.get("fractionalSecondDigits"):
        s += "S" * int(o["fractionalSecondDigits"])
    if o.get("timeZoneName"):
        s += SKELETON["timeZoneName"][o["timeZoneName"]]
    hc = o.get("hourCycle")
    if o.get("hour12") is not None:
        hc = "h12" if o["hour12"] else "h23"
    if hc and "j" in s:
        s = s.replace("j", {"h11": "K", "h12": "h", "h23": "H", "h24": "k"}[hc])
    return s


def iso(ms):
    if not isinstance(ms, (int, float)):
        return None
    if not -62135596800000 <= ms < 253402300800000:
        return "beyond"
    t = datetime.fromtimestamp(ms / 1000, tz=timezone.utc)
    frac = int(round(ms)) % 1000
    return t.strftime("%Y-%m-%dT%H:%M:%S") + (f".{frac:03d}Z" if frac else "Z")


def dtf_request(call):
    o = own(call.get("options"))
    if o.get("dateStyle") or o.get("timeStyle"):
        req = {"cmd": "style", "locale": locale_of(call), "date_style": o.get("dateStyle", "none"),
               "time_style": o.get("timeStyle", "none"), "at": iso(call["args"][0]),
               "zone": o.get("timeZone") or "UTC", "calendar": "gregorian"}
        if call["method"] in ("format", "formatToParts"):
            return req, None
        # A style range: `format --date-style S --time-style S --to B`.
        return dict(req, cmd="interval", to=iso(call["args"][1])), None
    cal = "gregorian"
    loc = locale_of(call)
    if "-u-ca-" in loc:
        cal = loc.split("-u-ca-")[1].split("-")[0]
    cal = {"gregory": "gregorian"}.get(cal, cal)
    args = [iso(a) for a in call["args"]]
    if any(a is None for a in args):
        return None, "argument conversion: an argument that is no instant"
    if "beyond" in args:
        return None, "instant: a year beyond 0001–9999 for format (ECMAScript's ±275,760 years)"
    req = {"locale": loc, "template": skeleton(o), "at": args[0], "zone": o.get("timeZone") or "UTC",
           "calendar": cal}
    if call["method"] in ("formatRange", "formatRangeToParts"):
        req.update(cmd="interval", to=args[1])
    else:
        req.update(cmd="template")
    return req, None


def request(call):
    if call["api"] == "RelativeTimeFormat":
        return rtf_request(call)
    return dtf_request(call)


INVISIBLE = ("Cc", "Cf", "Cn", "Co", "Cs")
PART_CHECK = re.compile(r"\[(\d+)\]\.(type|value|unit)$")


def quoted(value):
    """A part's text as `format --parts` prints it: a JSON string whose invisible characters
    (controls, format characters, whitespace other than U+0020) are \\uXXXX escapes."""
    out = '"'
    for c in value:
        if c in '"\\':
            out += "\\" + c
        elif c == " " or not (c.isspace() or unicodedata.category(c) in INVISIBLE):
            out += c
        else:
            units = c.encode("utf-16-be")
            out += "".join(f"\\u{int.from_bytes(units[i:i + 2], 'big'):04x}"
                           for i in range(0, len(units), 2))
    return out + '"'


def relative_parts(length_row, following):
    """The parts a formatToParts call's checks expect, as `format --parts` prints them (a
    line each: the type, then the text quoted), from its count's check and the checks of
    each part's type, value and unit that follow it; None where they are not that shape.

    ECMA-402 gives every part but a literal the call's unit: a part that does not is not a
    part `--parts` prints (it prints no unit), so the case stays unmapped."""
    message = length_row.get("message") or ""
    count = length_row.get("expected")
    if length_row.get("kind") != "sameValue" or not message.endswith(": length") \
            or not isinstance(count, int):
        return None
    prefix = message[:-len("length")]
    parts = {}
    for row in following:
        if row.get("calls") or row.get("kind") != "sameValue":
            break
        text = row.get("message") or ""
        found = PART_CHECK.search(text)
        if not text.startswith(prefix) or not found:
            break
        parts.setdefault(int(found.group(1)), {})[found.group(2)] = row.get("expected")
    if sorted(parts) != list(range(count)):
        return None
    units = {p.get("unit") for p in parts.values() if p.get("type") != "literal"}
    if any(p.get("unit") is not None for p in parts.values() if p.get("type") == "literal") \
            or len(units) > 1 or None in units:
        return None
    if any(not isinstance(parts[i].get(k), str) for i in parts for k in ("type", "value")):
        return None
    return "\n".join(f"{parts[i]['type']} {quoted(parts[i]['value'])}" for i in range(count))


RANGE_CHECK = re.compile(r"^(type|value|source) for entry (\d+)$")
SEPARATOR = "{separator}"


def range_parts(length_row, following, separator):
    """The parts a formatRangeToParts call's checks expect (the tests' compare loops: a count,
    then each entry's type, value and source), as `format --parts` prints them (`day "3"
    startRange`); None where they are not that shape. A literal whose value is the file's
    range separator (`usDateRangeSeparator`, which the test reads from another call's parts)
    is written `literal {separator} shared`: the runner asks that call and puts its answer in."""
    count = length_row.get("expected")
    if length_row.get("kind") != "sameValue" or not isinstance(count, int):
        return None
    parts = {}
    for row in following:
        text = row.get("message") or ""
        found = RANGE_CHECK.match(text)
        if row.get("calls") or row.get("kind") != "sameValue" or not found:
            break
        parts.setdefault(int(found.group(2)), {})[found.group(1)] = row.get("expected")
    if sorted(parts) != list(range(count)):
        return None
    lines = []
    for i in range(count):
        part = parts[i]
        if any(not isinstance(part.get(k), str) for k in ("type", "value", "source")):
            return None
        value = quoted(part["value"])
        if separator is not None and part["type"] == "literal" and part["source"] == "shared" \
                and part["value"] == separator:
            value = SEPARATOR
        lines.append(f"{part['type']} {value} {part['source']}")
    return "\n".join(lines)


def separator_helper(end):
    """The call a file reads its range separator from (`formatRangeToParts` of a `dateStyle`
    range, its shared literal), and that literal's value: (request, value), or (None, None)."""
    for call in end.get("partsCalls") or []:
        if call.get("method") == "formatRangeToParts" and own(call.get("options")).get("dateStyle"):
            shared = [p for p in call.get("parts") or []
                      if p.get("type") == "literal" and p.get("source") == "shared"]
            if shared:
                o = own(call.get("options"))
                req = {"cmd": "interval", "locale": locale_of(call),
                       "date_style": o.get("dateStyle"), "time_style": o.get("timeStyle"),
                       "at": iso(call["args"][0]), "to": iso(call["args"][1]),
                       "zone": o.get("timeZone") or "UTC", "calendar": "gregorian",
                       "parts": True}
                return {k: v for k, v in req.items() if v is not None}, shared[0]["value"]
    return None, None


def single_date_parts(add, r, calls):
    """A range's parts compared with one date's (date-same-returns-single-date.js: the count,
    then each entry's type and value): both asked, `format --to B --parts` and `format --at A
    --parts`, the range's sources left out of the comparison (`match`), as the test leaves
    them out."""
    ranged = next(c for c in calls if c["method"] == "formatRangeToParts")
    single = next(c for c in calls if c["method"] == "formatToParts")
    peer = f"DateTimeFormat({json.dumps(ranged.get('locales'))}, " \
           f"{json.dumps(own(ranged.get('options')), sort_keys=True)}).formatRangeToParts" \
           f"({', '.join(json.dumps(a) for a in ranged['args'])}) == formatToParts" \
           f"({', '.join(json.dumps(a) for a in single['args'])})"
    req, why = request(ranged)
    req2, why2 = request(single)
    if why or why2:
        add(r, peer, None, nx=why or why2)
    else:
        add(r, peer, None, req=dict(req, parts=True, match="types and values"),
            expected_req=dict(req2, parts=True))


def main(log, out_dir):
    rows = [json.loads(line) for line in open(log, encoding="utf-8")]
    out = {"test262-relativetime": [], "test262-formatrange": []}

    def add(r, peer, expected, req=None, nx=None, oos=None, expected_req=None):
        row = {"suite": suite_of(r["file"]), "src": f"{r['file']}:{r.get('line', 0)}",
               "peer": peer, "expected": expected}
        if req:
            row["req"] = req
        if expected_req:
            row["expected_req"] = expected_req
        if nx:
            row["not_expressible"] = nx
        if oos:
            row["out_of_scope"] = oos
        out[row["suite"]].append(row)

    by_file = {}
    for r in rows:
        by_file.setdefault(r["file"], []).append(r)
    for path, items in by_file.items():
        end = items[-1]
        name = path.rsplit("/", 1)[1]
        parts_dir = "ToParts/" in path
        if end["error"]:
            # Could not run here: count from the source.
            why = ("Temporal objects (PlainDate, PlainTime, … as formatRange arguments)"
                   if "Temporal" in end["error"] else None)
            for k in range(end["sameValues"]):
                r = {"file": path, "line": 0}
                if why:
                    add(r, "static count: " + name, None, nx="interval: " + why)
                else:
                    add(r, "static count: " + name, None,
                        oos="not a formatted string: " + end["error"].split(":")[0])
            for k in range(end["throwsStatic"]):
                add({"file": path, "line": 0}, "static count: " + name, None,
                    oos="not a formatted string: a thrown TypeError or RangeError")
            continue
        body = items[:-1]
        for at, r in enumerate(body):
            kind = r["kind"]
            calls = [c for c in r.get("calls", []) if c.get("api") in
                     ("RelativeTimeFormat", "DateTimeFormat")]
            helpers = [c for c in r.get("calls", []) if c.get("api") == "NumberFormat"]
            if not parts_dir:  # a *ToParts call in formatRange/ is a helper (the separator)
                calls = [c for c in calls if not c["method"].endswith("ToParts")]
            msg = r.get("message") if isinstance(r.get("message"), str) else ""
            if kind == "throws":
                add(r, f"throws {r.get('error')}", None,
                    oos="not a formatted string: a thrown TypeError or RangeError")
                continue
            if kind in ("property", "truthy", "notSameValue", "compareArray", "deepEqual") \
                    and not calls:
                add(r, f"{kind} {msg}", None, oos="not a formatted string: property, typeof, "
                    "resolvedOptions or identity")
                continue
            if not calls:
                if parts_dir and kind == "sameValue":
                    continue  # a part of the parts just counted
                add(r, f"{kind} {msg}", None, oos="not a formatted string: property, typeof, "
                    "resolvedOptions or identity")
                continue
            if name in OOS_FILES:
                add(r, f"{calls[0]['method']} {msg}", None, oos=OOS_FILES[name])
                continue
            first = calls[0]
            peer = f"{first['api']}({json.dumps(first.get('locales'))}, " \
                   f"{json.dumps(own(first.get('options')), sort_keys=True)}).{first['method']}" \
                   f"({', '.join(json.dumps(a) for a in first['args'])})"
            if first["method"] == "formatRangeToParts" or (
                    parts_dir and calls[-1]["method"] == "formatRangeToParts"):
                # An interval's parts, checked entry by entry after their count (the compare
                # loops): `format --template T --to B --parts` prints them.
                actual = calls[-1]
                peer = f"DateTimeFormat({json.dumps(actual.get('locales'))}, " \
                       f"{json.dumps(own(actual.get('options')), sort_keys=True)})." \
                       f"formatRangeToParts({', '.join(json.dumps(a) for a in actual['args'])})"
                if kind == "sameValue" and "object" in (r.get("actual"), r.get("expected")):
                    add(r, peer, None, oos="not a formatted string: typeof or a property of the "
                        "result")
                    continue
                if any(c["method"] == "formatToParts" for c in calls):
                    single_date_parts(add, r, calls)
                    continue
                helper, separator = separator_helper(end)
                expected_parts = range_parts(r, body[at + 1:], separator)
                if expected_parts is None:
                    add(r, peer, None, nx="parts: an interval's parts checked by search (find, "
                        "some), not as a list")
                    continue
                req, why = request(actual)
                if why:
                    add(r, peer, expected_parts, nx=why)
                    continue
                row_req = dict(req, parts=True)
                if SEPARATOR in expected_parts:
                    row_req["expected_from"] = {SEPARATOR: dict(helper, find="literal shared")}
                add(r, peer, expected_parts, req=row_req)
                continue
            if first["method"].endswith("ToParts"):
                # A relative time's parts, checked part by part after their count (the
                # verifyFormatParts loops): `format --relative … --parts` prints them.
                expected_parts = relative_parts(r, body[at + 1:]) \
                    if first["api"] == "RelativeTimeFormat" else None
                if expected_parts is None:
                    add(r, peer, None, nx="parts: the string's typed parts (formatToParts, "
                        "formatRangeToParts)")
                    continue
                req, why = request(first)
                if len(calls) == 2:
                    req2, why2 = request(calls[1])
                    peer += f" == {calls[1]['method']}" \
                        f"({', '.join(json.dumps(a) for a in calls[1]['args'])})"
                    if why or why2:
                        add(r, peer, None, nx=why or why2)
                    else:
                        add(r, peer, None, req=dict(req, parts=True),
                            expected_req=dict(req2, parts=True))
                elif why:
                    add(r, peer, expected_parts, nx=why)
                else:
                    add(r, peer, expected_parts, req=dict(req, parts=True))
                continue
            if kind == "sameValue" and r.get("actual") is True and helpers and len(calls) == 1:
                req, why = request(first)
                add(r, peer + f" includes NumberFormat's {helpers[0]['node']!r}",
                    helpers[0]["node"], nx=why) if why else \
                    add(r, peer + " includes NumberFormat's digits", helpers[0]["node"],
                        req=dict(req, match="contains"))
                continue
            if kind != "sameValue" or len(calls) > 2:
                add(r, peer + f" ({kind}, {len(calls)} calls)", None,
                    oos="not a formatted string: a property of the result")
                continue
            node = first.get("node")
            if node is not None and node not in (r.get("actual"), r.get("expected")):
                add(r, peer, None, oos="not a formatted string: typeof or a property of the result")
                continue
            req, why = request(first)
            if len(calls) == 2:
                req2, why2 = request(calls[1])
                peer += f" == {calls[1]['method']}({', '.join(json.dumps(a) for a in calls[1]['args'])})"
                if why or why2:
                    add(r, peer, None, nx=why or why2)
                elif req == req2:
                    add(r, peer, None, oos="argument conversion: both sides are one question")
                else:
                    add(r, peer, None, req=req, expected_req=req2)
                continue
            expected = r.get("expected")
            if not isinstance(expected, str):
                add(r, peer, None, oos="not a formatted string: typeof or a property")
                continue
            if why:
                add(r, peer, expected, nx=why)
            else:
                add(r, peer, expected, req=req)
    for suite, items in out.items():
        with open(f"{out_dir}/{suite}.jsonl", "w", encoding="utf-8") as f:
            for row in items:
                f.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
        print(f"{suite}: {len(items)} cases")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
