#!/usr/bin/env python3
"""Extract the expectations of ICU4C's reldatefmttest.cpp and dtifmtts.cpp.

Usage: icu4c.py SRC_DIR OUT_DIR
SRC_DIR holds the two files as released in ICU 72.1 (source/test/intltest/); OUT_DIR gets
icu4c-reldatefmt.jsonl and icu4c-dtifmt.jsonl, one case per line (see ../README.md).

The tables (kEnglish[], DATA[], kTestCases[] …) are parsed from the file; which locale, style
and context each table runs under is read from the test function that runs it, written out
below (TABLE_RUNS), because it lives in C++ control flow. One-off assertions are listed by
hand with the line they are on, found by searching for their expected string, so a changed
file fails loudly instead of drifting.
"""
import json
import re
import sys
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

LA = ZoneInfo("America/Los_Angeles")


def unescape(s):
    """The C string's \\uXXXX escapes (the tests unescape them before comparing)."""
    return re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), s)


def cstr(text):
    """A C string literal's body: \\\\uXXXX is ICU's escape; \\u as a C++ escape too."""
    return unescape(text.replace("\\\\", "\\"))


class Out:
    def __init__(self, suite, path, fname):
        self.suite, self.fname, self.rows = suite, fname, []
        self.path = path

    def add(self, line, peer, expected, req=None, nx=None, oos=None):
        row = {"suite": self.suite, "src": f"{self.fname}:{line}", "peer": peer}
        if req is not None:
            row["req"] = req
        if nx is not None:
            row["not_expressible"] = nx
        if oos is not None:
            row["out_of_scope"] = oos
        row["expected"] = expected
        self.rows.append(row)

    def write(self):
        with open(self.path, "w", encoding="utf-8") as f:
            for r in self.rows:
                f.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
        return len(self.rows)


def find_line(lines, needle, start=0):
    for i in range(start, len(lines)):
        if needle in lines[i]:
            return i + 1
    raise SystemExit(f"not found: {needle!r}")


# ---------------------------------------------------------------- reldatefmttest.cpp

REL_UNIT = {"SECONDS": "second", "MINUTES": "minute", "HOURS": "hour", "DAYS": "day",
            "WEEKS": "week", "MONTHS": "month", "YEARS": "year", "QUARTERS": "quarter"}
DIRECTION_OFFSET = {"NEXT": "1", "LAST": "-1", "THIS": "0", "NEXT_2": "2", "LAST_2": "-2"}

# table -> (test function, locale, style, capitalization, numeric for RelativeDateTimeUnit)
TABLE_RUNS = {
    "kEnglish": [("TestEnglish", "en", "long", "none", None)],
    "kEnglishCaps": [("TestEnglishCaps", "en", "long", "sentence-start", None)],
    "kEnglishShort": [("TestEnglishShort", "en", "short", "none", None)],
    "kEnglishNarrow": [("TestEnglishNarrow", "en", "narrow", "none", None)],
    "kEnglishDecimal": [("TestCustomNumberFormat", "en", "long", "none", None)],
    "kSerbian": [("TestSerbian", "sr", "long", "none", None)],
    "kSerbianNarrow": [("TestSerbianFallback", "sr", "narrow", "none", None)],
    "kEnglishNoQuantity": [("TestEnglishNoQuantity", "en", "long", "none", None)],
    "kEnglishNoQuantityCaps": [("TestEnglishNoQuantityCaps", "en", "long", "sentence-start",
                                None)],
    "kEnglishNoQuantityShort": [("TestEnglishNoQuantityShort", "en", "short", "none", None)],
    "kEnglishNoQuantityNarrow": [("TestEnglishNoQuantityNarrow", "en", "narrow", "none", None)],
    # run twice: TestSpanishNoQuantity, and TestCustomNumberFormat's assignment operator
    "kSpanishNoQuantity": [("TestSpanishNoQuantity", "es", "long", "none", None),
                           ("TestCustomNumberFormat", "es", "long", "none", None)],
    "kEnglishFormatNumeric": [("TestFormatNumeric", "en", "long", "none", "always")],
    "kEnglishFormat": [("TestFormat", "en", "long", "none", "auto")],
    "kAfrikaans": [("TestAfrikaans", "af", "long", "none", None)],
    "kAfrikaansNoQuantity": [("TestAfrikaans", "af", "long", "none", None)],
    "kAfrikaansFormatNumeric": [("TestAfrikaans", "af", "long", "none", "always")],
}


def fmt_num(v):
    """The offset as the command takes it; -0.0 keeps its sign (0 seconds ago)."""
    x = float(v)
    if x == 0:
        return "-0" if v.strip().startswith("-") else "0"
    return ("%.10g" % x)


def reldatefmt(src, out_path):
    text = open(src, encoding="utf-8").read()
    lines = text.split("\n")
    out = Out("icu4c-reldatefmt", out_path, "reldatefmttest.cpp")
    table_re = re.compile(r"static (WithQuantityExpected|WithoutQuantityExpected|"
                          r"WithQuantityExpectedRelativeDateTimeUnit) (k\w+)\[\] = \{")
    i = 0
    while i < len(lines):
        m = table_re.search(lines[i])
        if not m:
            i += 1
            continue
        kind, name = m.groups()
        j = i + 1
        while not lines[j].startswith("};"):
            line = lines[j]
            entry = re.match(r'\s*\{(.*)\}\s*,?\s*$', line)
            if entry:
                fields = [f.strip() for f in
                          re.findall(r'\s*("(?:[^"\\]|\\.)*"|[^,]+)', entry.group(1))]
                expected = cstr(fields[-1][1:-1])
                for (fn, loc, style, cap, numeric) in TABLE_RUNS[name]:
                    base = {"cmd": "relative", "locale": loc, "width": style,
                            "capitalization": cap}
                    if kind == "WithQuantityExpected":
                        v, d, u = fields[0], fields[1], fields[2]
                        d = d.replace("UDAT_DIRECTION_", "")
                        u = REL_UNIT[u.replace("UDAT_RELATIVE_", "")]
                        peer = f"{fn}: RelativeDateTimeFormatter({loc}, {style}, {cap}).format({v}, {d}, {u})"
                        if name == "kEnglishDecimal":
                            out.add(j + 1, peer, expected, nx="relative: a custom NumberFormat "
                                    "(setMinimumFractionDigits(1))")
                            continue
                        sign = "-" if d == "LAST" else ""
                        off = fmt_num(sign + v) if not (sign and v.startswith("-")) else None
                        if off is None:
                            out.add(j + 1, peer, expected, nx="relative: a negative quantity "
                                    "with a direction (C++ format(value, UDateDirection, unit))")
                            continue
                        out.add(j + 1, peer, expected, req=dict(base, offset=off, unit=u,
                                                                numeric="always"))
                    elif kind == "WithoutQuantityExpected":
                        d = fields[0].replace("UDAT_DIRECTION_", "")
                        u = fields[1].replace("UDAT_ABSOLUTE_", "").lower()
                        peer = f"{fn}: RelativeDateTimeFormatter({loc}, {style}, {cap}).format({d}, {u})"
                        if d == "PLAIN" and u == "now":
                            out.add(j + 1, peer, expected, req=dict(base, offset="0",
                                                                    unit="second", numeric="auto"))
                        elif d == "PLAIN" or expected == "":
                            # The C++ call itself (`--relative-word`): a bare unit name, or
                            # the empty answer where the locale has no word, which an amount
                            # cannot ask (ureldatefmt writes a number there).
                            out.add(j + 1, peer, expected, req=dict(
                                base, word=d.lower().replace("_", "-"), unit=u))
                        else:
                            out.add(j + 1, peer, expected, req=dict(
                                base, offset=DIRECTION_OFFSET[d], unit=u, numeric="auto"))
                    else:
                        v, u = fields[0], fields[1].replace("UDAT_REL_UNIT_", "").lower()
                        call = "formatNumeric" if numeric == "always" else "format"
                        peer = f"{fn}: RelativeDateTimeFormatter({loc}).{call}({v}, {u})"
                        out.add(j + 1, peer, expected, req=dict(base, offset=fmt_num(v), unit=u,
                                                                numeric=numeric))
            j += 1
        i = j

    def one(needle, peer, expected, **kw):
        out.add(find_line(lines, needle), peer, expected, **kw)

    rel = lambda loc, off, unit, numeric, width="long": {
        "cmd": "relative", "locale": loc, "offset": off, "unit": unit, "numeric": numeric,
        "width": width, "capitalization": "none"}
    # TestSidewaysDataLoading: en_GB narrow (the SHORT formatter's "now" is never asserted)
    one('expected = "in 3 mo"', "en_GB narrow format(3, NEXT, MONTHS)", "in 3 mo",
        req=rel("en_GB", "3", "month", "always", "narrow"))
    one('expected = "3 days ago"', "en_GB narrow format(3, LAST, DAYS)", "3 days ago",
        req=rel("en_GB", "-3", "day", "always", "narrow"))
    one('expected = "-3 days ago"', "en_GB narrow format(-3, LAST, DAYS)", "-3 days ago",
        nx="relative: a negative quantity with a direction (C++ format(value, UDateDirection, "
        "unit))")
    first = find_line(lines, 'expected = "next yr"')
    out.add(first, "en_GB narrow format(NEXT, YEAR)", "next yr",
            req=rel("en_GB", "1", "year", "auto", "narrow"))
    out.add(find_line(lines, 'expected = "next yr"', first), "en_GB narrow format(NEXT, YEAR)",
            "next yr", req=rel("en_GB", "1", "year", "auto", "narrow"))
    # TestFields: the strings (their field positions are not output strings)
    one('u"tomorrow"', "en-US formatToValue(1, DAY)", "tomorrow", req=rel("en_US", "1", "day", "auto"))
    one('u"in 3 days"', "en-US formatToValue(3, DAY)", "in 3 days", req=rel("en_US", "3", "day", "auto"))
    one('u"next Monday"', "en-US formatToValue(NEXT, MONDAY)", "next Monday",
        req=rel("en_US", "1", "monday", "auto"))
    one('u"in 1.5 weeks"', "en-US formatNumericToValue(1.5, WEEK)", "in 1.5 weeks",
        req=rel("en_US", "1.5", "week", "always"))
    one('u"12 hours ago"', "en-US formatToValue(12, LAST, HOURS)", "12 hours ago",
        req=rel("en_US", "-12", "hour", "always"))
    one('u"baada ya saa 12"', "sw formatToValue(12, HOUR)", "baada ya saa 12",
        req=rel("sw", "12", "hour", "auto"))
    for needle, exp in [('"in five seconds"', "in five seconds"), ('"one week ago"', "one week ago"),
                        ('"in forty-two months"', "in forty-two months"),
                        ('u"one hundred years ago"', "one hundred years ago")]:
        one(needle, "TestRBNF: en-US with a spell-out RuleBasedNumberFormat", exp,
            nx="relative: spelled-out numbers (a RuleBasedNumberFormat)")
    one('"format (absolute)", "yesterday"', "TestRBNF: format(LAST, DAY) with RBNF", "yesterday",
        req=rel("en_US", "-1", "day", "auto"))
    one('UnicodeString expected("yesterday, 3:50")', "combineDateAndTime(yesterday, 3:50)",
        "yesterday, 3:50", nx="relative: combineDateAndTime (C++ only)")
    # Not formatted output: errors, getters, field positions, every locale opens
    for needle, what in [("VerifyIllegalArgument(fmt, UDAT_DIRECTION_PLAIN, UDAT_RELATIVE_DAYS)",
                          "U_ILLEGAL_ARGUMENT_ERROR"),
                         ("VerifyIllegalArgument(fmt, UDAT_DIRECTION_THIS, UDAT_RELATIVE_DAYS)",
                          "U_ILLEGAL_ARGUMENT_ERROR"),
                         ("VerifyIllegalArgument(fmt, UDAT_DIRECTION_LAST, UDAT_ABSOLUTE_NOW)",
                          "U_ILLEGAL_ARGUMENT_ERROR"),
                         ("VerifyIllegalArgument(fmt, UDAT_DIRECTION_NEXT, UDAT_ABSOLUTE_NOW)",
                          "U_ILLEGAL_ARGUMENT_ERROR"),
                         ("VerifyIllegalArgument(fmt, UDAT_DIRECTION_THIS, UDAT_ABSOLUTE_NOW)",
                          "U_ILLEGAL_ARGUMENT_ERROR"),
                         ('assertEquals("style"', "getFormatStyle()"),
                         ('"context",', "getCapitalizationContext()"),
                         ("UDISPCTX_STANDARD_NAMES, status);", "U_ILLEGAL_ARGUMENT_ERROR"),
                         ("allFormatters.push_back", "every available locale opens")]:
        one(needle, what, None, oos="not a formatted string: " + what)
    return out.write()


# ---------------------------------------------------------------- dtifmtts.cpp

JP_ERAS = {"M": 1867, "T": 1911, "S": 1925, "H": 1988, "R": 2018}
DEFAULT_CALENDAR = {"th": "buddhist"}  # ICU's Calendar::createInstance(locale) default


def era_date(s, loc):
    """'CE 2007 11 10 10:10:10' (pattern GGGGG y MM dd HH:mm:ss) as a wall time."""
    parts = s.split(" ")
    if len(parts) == 4:  # one row of testFormat has no era: lenient parsing takes the current one
        parts.insert(0, "BE" if calendar_for(loc) == "buddhist" else "CE")
    era, y, mo, d, hms = parts
    y = int(y)
    if era == "CE":
        year = y
    elif era == "BE":
        year = y - 543
    elif era in JP_ERAS:
        year = JP_ERAS[era] + y
    else:
        raise SystemExit(f"unknown era {era}")
    h, mi, se = (int(x) for x in hms.split(":"))
    return datetime(year, int(mo), int(d), h, mi, se)


def julian(y, m, d, *hms):
    """ICU's Gregorian calendar is Julian before 15 October 1582: that date, proleptic
    Gregorian (as the command's instants are)."""
    a = (14 - m) // 12
    yy, mm = y + 4800 - a, m + 12 * a - 3
    jdn = d + (153 * mm + 2) // 5 + 365 * yy + yy // 4 - 32083
    h, mi = (tuple(hms) + (0, 0))[:2]
    return datetime.fromordinal(jdn - 1721425).replace(hour=h, minute=mi)


def utc(wall, tz=LA):
    """A wall time in tz as an ISO 8601 instant (a gap's time reads with the offset before
    it, as a lenient ICU Calendar does)."""
    inst = wall.replace(tzinfo=tz).astimezone(timezone.utc)
    ms = inst.microsecond // 1000
    base = f"{inst.year:04d}-{inst.month:02d}-{inst.day:02d}T" + inst.strftime("%H:%M:%S")
    return base + (f".{ms:03d}Z" if ms else "Z")


def calendar_for(loc):
    m = re.search(r"-u-ca-(\w+)|@calendar=(\w+)", loc)
    if m:
        return m.group(1) or m.group(2)
    return DEFAULT_CALENDAR.get(loc, "gregorian")


def interval(loc, skel, at, to, zone="America/Los_Angeles", **extra):
    req = {"cmd": "interval", "locale": loc, "template": skel, "at": at, "to": to,
           "zone": zone, "calendar": calendar_for(loc)}
    req.update(extra)
    return req


def literal(line):
    """The first string literal on a line, u"…" (C++ escapes) or ctou("…") (ICU's)."""
    m = re.search(r'(ctou\(|u)"((?:[^"\\]|\\.)*)"', line)
    return cstr(m.group(2)) if m.group(1) == "ctou(" else unescape(m.group(2))


def c_strings(body):
    """The string literals of a C array, adjacent literals and JP_ERA macros joined."""
    body = re.sub(r"//[^\n]*", "", body)
    body = body.replace("JP_ERA_2019_NARROW", '"R"').replace("JP_ERA_2019_ROOT", '"Reiwa"')
    items, cur = [], None
    for tok in re.finditer(r'"((?:[^"\\]|\\.)*)"|(,)', body):
        if tok.group(2):
            if cur is not None:
                items.append(cur)
            cur = None
        else:
            cur = (cur or "") + tok.group(1)
    if cur is not None:
        items.append(cur)
    return items


def dtifmt(src, out_path):
    text = open(src, encoding="utf-8").read()
    lines = text.split("\n")
    out = Out("icu4c-dtifmt", out_path, "dtifmtts.cpp")

    # expect(): testFormat and testHourMetacharacters
    for fn in ["testFormat", "testHourMetacharacters"]:
        start = find_line(lines, f"void DateIntervalFormatTest::{fn}()")
        open_line = find_line(lines, "const char* DATA[] = {", start)
        close_line = find_line(lines, "expect(DATA, UPRV_LENGTHOF(DATA));", open_line) - 1
        row_lines = lines[open_line:close_line]
        k = open_line
        pattern_seen = False
        for idx, line in enumerate(row_lines):
            strs = c_strings(line)
            if not strs:
                continue
            if not pattern_seen:
                pattern_seen = True
                continue
            if len(strs) < 5:
                raise SystemExit(f"{fn}: short row at line {open_line + idx + 1}: {line}")
            loc, d1, d2, skel, exp = strs[:5]
            lineno = open_line + idx + 1
            peer = f"{fn}: DateIntervalFormat({skel}, {loc}).format({d1} .. {d2})"
            expected = cstr(exp)
            if loc == "root":
                out.add(lineno, peer, expected, nx="locale: ICU's root locale (the command "
                        "names a language)")
                continue
            w1, w2 = era_date(d1, loc), era_date(d2, loc)
            out.add(lineno, peer, expected, req=interval(loc, skel, utc(w1), utc(w2)))

    # testAPI: MMMdHHmm in two zones
    la = find_line(lines, 'UnicodeString fmtCalif')
    out.add(la, "testAPI: DateIntervalFormat(MMMdHHmm, en) in US/Pacific",
            literal(lines[la - 1]),
            req=interval("en", "MMMdHHmm", "2011-03-02T18:30:00Z", "2011-03-03T01:30:00Z",
                         zone="America/Los_Angeles"))
    tk = find_line(lines, 'UnicodeString fmtTokyo')
    out.add(tk, "testAPI: DateIntervalFormat(MMMdHHmm, en) in Asia/Tokyo",
            literal(lines[tk - 1]),
            req=interval("en", "MMMdHHmm", "2011-03-02T18:30:00Z", "2011-03-03T01:30:00Z",
                         zone="Asia/Tokyo"))
    api_other = find_line(lines, "DateIntervalFormat.setIntervalInfo should have no side effects")
    out.add(api_other, "testAPI: setDateIntervalInfo leaves the cache alone", None,
            oos="not a formatted string: two formats compared with each other")

    # testFormatUserDII: a user-built DateIntervalInfo. expectUserDII builds an empty one
    # (DateIntervalInfo(ec)) with these calls, in this order, for UDAT_YEAR_ABBR_MONTH_DAY
    # (yMMMd); they are read from its body so that a changed helper fails the extraction.
    helper = find_line(lines, "void DateIntervalFormatTest::expectUserDII(")
    for needle in ['setFallbackIntervalPattern("{0} --- {1}", ec);',
                   'setIntervalPattern(UDAT_YEAR_ABBR_MONTH_DAY, UCAL_MONTH, "yyyy MMM d - MMM y",ec);',
                   'setIntervalPattern(UDAT_YEAR_ABBR_MONTH_DAY, UCAL_HOUR_OF_DAY, '
                   '"yyyy MMM d HH:mm - HH:mm", ec);',
                   'DateIntervalFormat::createInstance(UDAT_YEAR_ABBR_MONTH_DAY, loc, *dtitvinf, ec);',
                   'SimpleDateFormat ref(pattern, loc, ec);']:
        find_line(lines, needle, helper)
    user_dii = {"interval_patterns": ["M=yyyy MMM d - MMM y", "H=yyyy MMM d HH:mm - HH:mm"],
                "interval_fallback": "{0} --- {1}"}
    start = find_line(lines, "void DateIntervalFormatTest::testFormatUserDII()")
    end = find_line(lines, "expectUserDII(DATA, UPRV_LENGTHOF(DATA));", start)
    first = True
    for n in range(start, end):
        strs = c_strings(lines[n])
        if not strs:
            continue
        if first:
            first = False
            continue
        loc, d1, d2, exp = strs[:4]
        # "yyyy MM dd HH:mm:ss", parsed in the locale's (Gregorian) calendar, the default zone.
        w1, w2 = (datetime.strptime(d, "%Y %m %d %H:%M:%S") for d in (d1, d2))
        out.add(n + 1, f"testFormatUserDII: {loc} {d1} .. {d2}", cstr(exp),
                req=interval(loc, "yMMMd", utc(w1), utc(w2), **user_dii))

    # testContext: capitalization context
    start = find_line(lines, "void DateIntervalFormatTest::testContext()")
    end = find_line(lines, "{ nullptr, nullptr,", start)
    start_utc = datetime(2010, 9, 27, 15, 0, 29, tzinfo=timezone.utc)  # 1285599629000
    for n in range(start, end):
        m = re.match(r'\s*\{ "(\w+)",\s*"(\w+)",\s*(CAP_\w+),\s*([\d.]+)\*_DAY,\s*u"(.*)" \},', lines[n])
        if not m:
            continue
        loc, skel, cap, days, exp = m.groups()
        to = start_utc + timedelta(days=float(days))
        peer = f"testContext: {loc} {skel} {cap} +{days} days"
        # format --capitalization's names for ICU's UDisplayContext values
        context = {"CAP_NONE": "none", "CAP_BEGIN": "sentence-start", "CAP_LIST": "list-item",
                   "CAP_ALONE": "standalone"}[cap]
        out.add(n + 1, peer, exp, req=interval(loc, skel, "2010-09-27T15:00:29Z",
                                               to.strftime("%Y-%m-%dT%H:%M:%SZ"),
                                               **({} if context == "none"
                                                  else {"capitalization": context})))

    # testYearFormats: year 113, en
    for skel, needle in [("yyyyMd", '4/26/0113'), ("yyMd", '4/26/13\\\\u2009'),
                         ("yMd", '4/26/113\\\\u2009')]:
        ln = find_line(lines, needle)
        exp = cstr(re.search(r'ctou\("(.*)"\)', lines[ln - 1]).group(1))
        # Calendar::set(113, 3, 26) keeps the time of day of "now": a date-only skeleton.
        out.add(ln, f"testYearFormats: {skel}, 0113-04-26 .. 0113-04-28", exp,
                req=interval("en", skel, utc(julian(113, 4, 26, 12)),
                             utc(julian(113, 4, 28, 12))))

    # testTicket11583_2
    ln = find_line(lines, 'UnicodeString expected("ene de 2009')
    out.add(ln, "testTicket11583_2: es-US yMMM", cstr(re.search(r'expected\("(.*)"\)', lines[ln - 1]).group(1)),
            req=interval("es-US", "yMMM", "2009-01-19T11:30:15Z", "2012-02-09T11:30:15Z"))
    # pattern getters: strings, but patterns rather than formatted output
    for needle, what in [('u"h:mm\\u202Fa", pattern', "testTicket11985: the interval format's pattern"),
                         ('u"M/d/r, h:mm\\u202Fa"', "testTicket21939: the interval format's pattern")]:
        ln = find_line(lines, needle)
        out.add(ln, what, cstr(re.search(r'u"([^"]*)"', lines[ln - 1]).group(1)),
                nx="interval: the pattern an interval format picked (getDateFormat()->toPattern)")

    # testFormattedDateInterval: en-US dMMMMy, Calendar("en-GB").set(y, m, d) in the default zone
    noon = lambda y, m, d: utc(datetime(y, m, d, 12))
    ln = find_line(lines, 'u"July 20\\u2009\\u2013\\u200925, 2018"')
    out.add(ln, "testFormattedDateInterval: en-US dMMMMy 2018-07-20 .. 25",
            "July 20\u2009\u2013\u200925, 2018",
            req=interval("en-US", "dMMMMy", noon(2018, 7, 20), noon(2018, 7, 25)))
    ln = find_line(lines, 'u"July 20, 2018";')
    out.add(ln, "testFormattedDateInterval: en-US dMMMMy 2018-07-20 .. 20", "July 20, 2018",
            req=interval("en-US", "dMMMMy", noon(2018, 7, 20), noon(2018, 7, 20)))
    ln = find_line(lines, 'u"July 20\\u2009\\u2013\\u2009August 3, 2018"')
    out.add(ln, "testFormattedDateInterval: en-US dMMMMy 2018-07-20 .. 08-03",
            "July 20\u2009\u2013\u2009August 3, 2018",
            req=interval("en-US", "dMMMMy", noon(2018, 7, 20), noon(2018, 8, 3)))
    ln = find_line(lines, 'u"<< July 25, 2018 --- July 20, 2018 >>"')
    find_line(lines, 'dtitvinf.setFallbackIntervalPattern("<< {1} --- {0} >>", status);', ln - 40)
    out.add(ln, "testFormattedDateInterval: a user fallback pattern",
            "<< July 25, 2018 --- July 20, 2018 >>",
            req=interval("en-US", "dMMMMy", noon(2018, 7, 20), noon(2018, 7, 25),
                         interval_fallback="<< {1} --- {0} >>"))

    # testFormatMillisecond: en, default zone America/Los_Angeles
    start = find_line(lines, "void DateIntervalFormatTest::testFormatMillisecond()")
    end = find_line(lines, "{ 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, nullptr, nullptr}", start)
    for n in range(start, end):
        m = re.match(r'\s*\{ (\d+), (\d+), (\d+), (\d+), (\d+), (\d+), (\d+), (\d+), (\d+), (\d+), '
                     r'(\d+), "(\w+)",\s*u"(.*)"\},', lines[n])
        if not m:
            continue
        y, mo, d, fh, fm, fs, fms, th, tm, ts, tms = (int(x) for x in m.groups()[:11])
        skel, exp = m.group(12), m.group(13)
        w1 = datetime(y, mo + 1, d, fh, fm, fs) + timedelta(milliseconds=fms)
        # Calendar::set with the to-time's fields, then + milliseconds: a gap's wall time
        # (2:24 on 10 March 2019) reads with the offset before it, as a lenient Calendar does.
        w2 = datetime(y, mo + 1, d, th, tm, ts) + timedelta(milliseconds=tms)
        out.add(n + 1, f"testFormatMillisecond: en {skel}", unescape(exp),
                req=interval("en", skel, utc(w1), utc(w2)))

    # testTicket20707: one instant, UTC, 7 locales x 7 skeletons
    start = find_line(lines, "void DateIntervalFormatTest::testTicket20707()")
    locs = re.findall(r'"([^"]+)"', lines[find_line(lines, "Locale locales[] = {", start) - 1])
    skels = ["hh", "HH", "kk", "KK", "jj", "JJs", "CC"]
    rows_start = find_line(lines, "UnicodeString expected[][7] = {", start)
    r = 0
    for n in range(rows_start, rows_start + 20):
        line = lines[n]
        if line.strip().startswith("{u"):
            vals = [cstr(v) for v in re.findall(r'u"((?:[^"\\]|\\.)*)"', line)]
            for c, v in enumerate(vals):
                out.add(n + 1, f"testTicket20707: {locs[r]} {skels[c]}", v,
                        req=interval(locs[r], skels[c], "2019-07-16T00:00:00Z",
                                     "2019-07-16T00:00:00Z", zone="UTC"))
            r += 1
        if r == len(locs):
            break

    # testTicket21222*: skeleton h with era differences, in GMT
    def era_case(needle, peer, loc, cal, at, to):
        ln = find_line(lines, needle)
        exp = cstr(re.search(r'u"([^"]*)"', lines[ln]).group(1))
        if at is None:
            out.add(ln, peer, exp, nx="instant: a year before 1 (1 BC and earlier) for format")
        else:
            out.add(ln, peer, exp, req={"cmd": "interval", "locale": loc, "template": "h",
                                        "at": at, "to": to, "zone": "UTC", "calendar": cal})
    era_case('"Gregorian - calendar both dates in AD"', "testTicket21222GregorianEraDiff: AD",
             "en", "gregorian", utc(julian(123, 4, 5, 6), timezone.utc),
             utc(julian(124, 4, 5, 6), timezone.utc))
    era_case('"Gregorian - calendar both dates in BC"', "testTicket21222GregorianEraDiff: BC",
             "en", "gregorian", None, None)
    era_case('"Gregorian - BC to AD"', "testTicket21222GregorianEraDiff: BC to AD",
             "en", "gregorian", None, None)
    roc = "zh_Hant_TW@calendar=roc"
    era_case('"roc calendar - both dates in MG Era"', "testTicket21222ROCEraDiff: both in MG",
             roc, "roc", "1912-01-02T06:00:00Z", "1913-01-02T06:00:00Z")
    era_case('"roc calendar - prior MG Era and in MG Era"', "testTicket21222ROCEraDiff: across",
             roc, "roc", "1911-01-02T06:00:00Z", "1913-01-02T06:00:00Z")
    era_case('"roc calendar - both dates prior MG Era"', "testTicket21222ROCEraDiff: both before",
             roc, "roc", "1910-01-02T06:00:00Z", "1911-01-02T06:00:00Z")
    jp = "ja@calendar=japanese"
    era_case('"japanese calendar - both dates in Reiwa"', "testTicket21222JapaneseEraDiff: Reiwa",
             jp, "japanese", "2019-05-04T06:00:00Z", "2019-06-05T06:00:00Z")
    era_case('"japanese calendar - both dates before Reiwa"', "testTicket21222JapaneseEraDiff: Heisei",
             jp, "japanese", "2019-03-02T06:00:00Z", "2019-04-03T06:00:00Z")
    era_case('"japanese calendar - date before and in Reiwa"', "testTicket21222JapaneseEraDiff: across",
             jp, "japanese", "2019-03-02T06:00:00Z", "2019-05-04T06:00:00Z")

    # Not formatted output: create, clone, ==, parse errors, threads, every locale opens, stress
    for fn in ["testAPI()", "testSetIntervalPatternNoSideEffect()", "testStress()",
               "testTicket11669()", "testTicket12065()", "testCreateInstanceForAllLocales()"]:
        ln = find_line(lines, "void DateIntervalFormatTest::" + fn)
        out.add(ln, fn, None, oos="not a formatted string: API behaviour (create, clone, ==, "
                "errors, threads, consistency)")
    return out.write()


if __name__ == "__main__":
    src, dst = sys.argv[1], sys.argv[2]
    n1 = reldatefmt(f"{src}/reldatefmttest.cpp", f"{dst}/icu4c-reldatefmt.jsonl")
    n2 = dtifmt(f"{src}/dtifmtts.cpp", f"{dst}/icu4c-dtifmt.jsonl")
    print(f"icu4c-reldatefmt: {n1} cases; icu4c-dtifmt: {n2} cases")
