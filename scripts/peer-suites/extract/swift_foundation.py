#!/usr/bin/env python3
"""Extract swift-foundation's expectations for durations, relative dates, intervals and
calendar arithmetic: swift-foundation-durations.jsonl, -relative.jsonl, -intervals.jsonl and
-calendar.jsonl.

Usage: swift_foundation.py SRC_DIR OUT_DIR   (SRC_DIR holds the test files, flat)

Every expectation site is listed: each #expect / XCTAssert outside a helper, and each call of
a helper whose body asserts (one site per call). A site the rules below read becomes a
request; a site whose API the command has no knob for is "not_expressible" with that knob; a
site that asserts no formatted output (a Date's components, ==, hashing, discreteInput) is
out of scope; and a site whose Swift the rules do not read yet is "unmapped", with its API,
so the table shows what is left to read rather than hiding it.
"""
import json
import re
import sys

from civil import civil_from_days

UNIT = {"weeks": "week", "days": "day", "hours": "hour", "minutes": "minute",
        "seconds": "second", "milliseconds": "millisecond", "microseconds": "microsecond",
        "nanoseconds": "nanosecond"}
ORDER = ["week", "day", "hour", "minute", "second", "millisecond", "microsecond", "nanosecond"]
WIDTH = {"wide": "wide", "abbreviated": "abbreviated", "condensedAbbreviated":
         "condensed-abbreviated", "narrow": "narrow"}
ROUNDING = {"up": "ceiling", "down": "floor", "towardZero": "down", "awayFromZero": "up",
            "toNearestOrEven": "half-even", "toNearestOrAwayFromZero": "half-up"}
LOCALES = {"enUS": "en_US", "enUSLocale": "en_US"}


def swift_string(lit):
    """A Swift string literal's value (\\u{…} escapes, \\(…) interpolation left as is)."""
    s = re.sub(r"\\u\{([0-9a-fA-F]+)\}", lambda m: chr(int(m.group(1), 16)), lit)
    return s.replace('\\"', '"').replace("\\\\", "\\").replace("\\n", "\n").replace("\\t", "\t")


def arith(expr, env):
    """An integer expression of literals and names bound earlier (2 * 3600 + 43 * 60)."""
    e = expr
    for name, value in env.items():
        if not name.startswith("$"):
            e = re.sub(rf"\b{name}\b", str(value), e)
    e = e.replace("_", "")
    e = re.sub(r"(?<![\d.])0+(?=\d)", "", e)  # 005 is 5 in Swift, an error in Python
    if not re.fullmatch(r"[\d\s+\-*/().]+", e):
        return None
    try:
        return eval(e, {"__builtins__": {}})
    except Exception:
        return None


def duration(expr, env):
    """A Duration expression's seconds as a decimal string, or None."""
    expr = expr.strip()
    if expr in env.get("$durations", {}):
        return env["$durations"][expr]
    terms = expr.split(" + ")
    if len(terms) > 1 and all(t.strip().startswith("Duration.") for t in terms):
        # Duration.microseconds(99) + Duration.nanoseconds(999): exact decimals summed
        from decimal import Decimal
        parts = [duration(t, env) for t in terms]
        if None in parts:
            return None
        total = sum(Decimal(p) for p in parts)
        return format(total.normalize(), "f") if total != 0 else "0"
    m = re.fullmatch(r"Duration\.seconds\((.+)\)", expr)
    if m:
        v = arith(m.group(1), env)
        return None if v is None else fmt_seconds(v)
    for unit, scale in (("milliseconds", 3), ("microseconds", 6), ("nanoseconds", 9)):
        m = re.fullmatch(rf"(?:Duration)?\.{unit}\((.+)\)", expr)
        if m:
            v = arith(m.group(1), env)
            if v is None or not float(v).is_integer():
                return None
            # exact decimal: integer units shifted, never through a float
            digits = str(abs(int(v))).rjust(scale + 1, "0")
            text = (digits[:-scale] + "." + digits[-scale:]).rstrip("0").rstrip(".")
            return ("-" if v < 0 else "") + text
    m = re.fullmatch(r"Duration\((?:hours: *(.+?), *)?(?:minutes: *(.+?), *)?seconds: *(.+?)"
                     r"(?:, *milliseconds: *(.+?))?\)", expr)
    if m:
        h, mi, s, ms = (arith(x, env) if x else 0 for x in m.groups())
        if None in (h, mi, s, ms):
            return None
        return fmt_seconds(h * 3600 + mi * 60 + s + ms / 1000)
    return None


def fmt_seconds(v):
    if isinstance(v, float) and not v.is_integer():
        return ("%.9f" % v).rstrip("0")
    return str(int(v))


def units_list(text):
    names = re.findall(r"\.(\w+)", text)
    units = [UNIT.get(n) for n in names]
    if None in units:
        return None
    return ",".join(sorted(units, key=ORDER.index))


def units_style(args, req):
    """The knobs of .units(…) / UnitsFormatStyle(…) into a request; None if one is unknown."""
    m = re.search(r"allowed(?:Units)?: *(\[[^\]]*\]|\w+)", args)
    if not m:
        return "unmapped: allowed units not read"
    units = units_list(m.group(1)) if m.group(1).startswith("[") else req.get("$units", {}).get(m.group(1))
    if not units:
        return "unmapped: allowed units not read"
    req["units"] = units
    # Foundation's defaults, written out: the command's own defaults differ (wide, zero units
    # shown, the engine's breakdown) because the corpus's durations predate the knobs.
    req.update(width="abbreviated", zero_units="hide", fraction="hide")
    m = re.search(r"width: *\.(\w+)", args)
    if m:
        req["width"] = WIDTH[m.group(1)]
    m = re.search(r"maximumUnitCount: *(\d+)", args)
    if m:
        req["max_units"] = m.group(1)
    m = re.search(r"zeroValueUnits: *\.(hide|show\(length: *(\d+)\))", args)
    if m:
        req["zero_units"] = "hide" if m.group(1) == "hide" else f"show:{m.group(2)}"
    m = re.search(r"valueLength: *(\d+)", args)
    if m:
        req["value_length"] = m.group(1)
    if "valueLengthLimits" in args or "lengthLimits" in args:
        return "unmapped: value length limits as Swift ranges"
    m = re.search(r"fractionalPart: *\.(hide|show)(?:\(([^)]*)\))?", args)
    if m:
        inner = m.group(2) or ""
        if m.group(1) == "hide":
            req["fraction"] = "hide"
        else:
            n = re.search(r"length: *(\d+)", inner)
            req["fraction"] = f"show:{n.group(1) if n else 0}"
        r = re.search(r"rounded: *\.(\w+)", inner)
        if r:
            req["rounding"] = ROUNDING[r.group(1)]
        i = re.search(r"increment: *([\d.]+)", inner)
        if i:
            req["rounding_increment"] = i.group(1)
    return None


INT_MIN, INT_MAX = -2**63, 2**63 - 1


def swift_range(text):
    """A Swift range of Ints (`5...`, `...5`, `..<5`, `2...4`, `Int.min..<0`) as (kind,
    lower, upper), None for a missing bound; None if not read."""
    def value(b):
        b = b.strip().strip("()").replace(" ", "")
        m = re.fullmatch(r"Int\.(min|max)([+-]\d+)?", b)
        if m:
            return (INT_MIN if m.group(1) == "min" else INT_MAX) + int(m.group(2) or 0)
        return int(b) if re.fullmatch(r"-?\d+", b) else None
    m = re.fullmatch(r"(.*?)(\.\.\.|\.\.<)(.*)", text.strip())
    if not m:
        return None
    lo, op, hi = m.group(1).strip(), m.group(2), m.group(3).strip()
    lower, upper = (value(lo) if lo else None), (value(hi) if hi else None)
    if (lo and lower is None) or (hi and upper is None) or (not lo and not hi):
        return None
    kind = {("...", True, True): "closed", ("..<", True, True): "range",
            ("...", True, False): "from", ("...", False, True): "through",
            ("..<", False, True): "upTo"}.get((op, bool(lo), bool(hi)))
    return (kind, lower, upper) if kind else None


def clamped_bounds(r, boundary):
    """swift-foundation's RangeExpression.clampedLowerAndUpperBounds(boundary), boundary a
    half-open (lo, hi): what its duration and number styles read a range as."""
    kind, a, b = r
    blo, bhi = boundary
    lower = upper = None
    if kind == "range":       # Range.clamped(to:)
        lower = min(max(a, blo), bhi)
        upper = max(min(b, bhi), lower)
    elif kind == "closed":    # ClosedRange.clamped(to: ClosedRange(boundary))
        top = bhi - 1
        lower = blo if a < blo else (top if a > top else a)
        upper = top if b > top else (blo if b < blo else b)
    elif kind == "from":
        lower = max(a, blo)
    elif kind == "through":
        upper = min(b, bhi)
    elif kind == "upTo":
        upper = min(b, bhi) if b == INT_MIN else min(b - 1, bhi)
    if lower is not None:
        lower = min(lower, bhi)
    if upper is not None:
        upper = max(upper, blo)
    return lower, upper


def length_limits(s, env, req):
    """verify(intLimits: R, fracLimits: R2, "…") into a request. Each range is read as
    swift-foundation reads it (Duration.UnitsFormatStyle's init, then its number skeleton's
    part lengths, 0..<999), and written in the tool's spelling that Foundation reads the same:
    the same skeleton, and a fraction rounded at no fewer digits than a Double holds. Which
    spellings give the peer's strings on this toolchain is pinned by LengthLimitsTests."""
    m = re.search(r"intLimits: *(.+?), *fracLimits: *(.+?), *\"", s)
    units = env["$units"].get("allowedUnits")
    secs = env["$durations"].get("duration")
    if not m or not units or secs is None:
        return "verify(intLimits:) arguments not read"
    ints, fracs = swift_range(m.group(1)), swift_range(m.group(2))
    if ints is None or fracs is None:
        return "a Swift range not read"
    # The value length: valueLengthLimits = (l ?? 0)..<(u ?? Int.max), a Range, clamped to
    # 0..<999 by the number style, whose upper bound it reads as the most digits.
    l, u = clamped_bounds(ints, (0, INT_MAX))
    if l is not None or u is not None:
        lower, upper = clamped_bounds(("range", l or 0, INT_MAX if u is None else u), (0, 999))
        if upper >= 999:
            req["value_length_limits"] = f"{lower}..."
        else:
            # N...N too: Foundation's valueLengthLimits N...N, not its valueLength: N
            req["value_length_limits"] = f"{lower}...{upper}"
    # The fraction: minimumLength = l ?? 0, maximumLength = u ?? Int.max; its skeleton reads
    # them clamped to 0...998, and the amount is rounded at maximumLength digits.
    l, u = clamped_bounds(fracs, (0, INT_MAX))
    minimum, maximum = l or 0, INT_MAX if u is None else u
    if minimum > maximum:
        return "a fraction whose minimum is above its maximum"
    fmin, fmax = clamped_bounds(("closed", minimum, maximum), (0, 999))
    if maximum >= 999:
        req["fraction"] = f"show:{fmin}..."
    elif fmin == fmax:
        req["fraction"] = "hide" if fmax == 0 else f"show:{fmax}"
    else:
        req["fraction"] = f"show:{fmin}...{fmax}"
    req.update(units=units, duration=secs, width="abbreviated", zero_units="hide")
    return None


class Sites:
    def __init__(self, suite, fname, out):
        self.suite, self.fname, self.out = suite, fname, out

    def add(self, line, peer, expected=None, req=None, nx=None, oos=None, unmapped=None):
        row = {"suite": self.suite, "src": f"{self.fname}:{line}", "peer": peer.strip()[:300],
               "expected": expected}
        if req is not None:
            row["req"] = {k: v for k, v in req.items() if not k.startswith("$")}
        if nx:
            row["not_expressible"] = nx
        if oos:
            row["out_of_scope"] = oos
        if unmapped:
            row["unmapped"] = unmapped
        self.out.append(row)


def statements(text):
    """(line, statement) for each assertion or helper call, joined across lines by
    parentheses."""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        start = i
        depth = line.count("(") - line.count(")")
        buf = line
        while depth > 0 and i + 1 < len(lines):
            i += 1
            buf += " " + lines[i].strip()
            depth += lines[i].count("(") - lines[i].count(")")
        yield start + 1, buf
        i += 1


def helper_names(text):
    """Functions whose body asserts: a call of one is one expectation site."""
    names = set()
    for m in re.finditer(r"func (\w+)(?:<[^>]*>)?\(", text):
        body = text[m.end(): m.end() + 1500]
        end = body.find("\n    }")
        if "#expect" in body[: end if end > 0 else 1500] or "XCTAssert" in body[: end if end > 0 else 1500]:
            names.add(m.group(1))
    return names - {"verifyProperty"}


def split_args(text):
    """Top-level comma-separated arguments (brackets, parentheses and strings kept whole)."""
    args, depth, cur, quote = [], 0, "", False
    for i, c in enumerate(text):
        if c == '"' and (i == 0 or text[i - 1] != "\\"):
            quote = not quote
        if not quote:
            if c in "([{":
                depth += 1
            elif c in ")]}":
                depth -= 1
            elif c == "," and depth == 0:
                args.append(cur.strip())
                cur = ""
                continue
        cur += c
    if cur.strip():
        args.append(cur.strip())
    return args


def helper_at(text, name, line_no):
    """The nearest definition of helper name before line_no: its parameters (label, name,
    default) and its body."""
    lines = text.split("\n")
    for j in range(line_no - 1, -1, -1):
        m = re.search(rf"func {name}(?:<[^>]*>)?\(", lines[j])
        if m:
            sig, depth, k = "", 0, j
            rest = "\n".join(lines[j:j + 12])[m.end() - 1:]
            for i, c in enumerate(rest):
                depth += c == "("
                depth -= c == ")"
                if depth == 0:
                    sig = rest[1:i]
                    body = rest[i:i + 1500]
                    break
            params = []
            for a in split_args(sig):
                pm = re.match(r"(\w+)(?: +(\w+))? *:[^=]*(?:= *(.+))?$", a)
                if pm:
                    label, pname, default = pm.group(1), pm.group(2) or pm.group(1), pm.group(3)
                    params.append((label, pname, default))
            end = body.find("\n    }")
            return params, body[:end if end > 0 else 1500]
    return None, ""


def inline(text, name, line_no, call):
    """The helper's first assertion with the call's arguments put in for its parameters."""
    params, body = helper_at(text, name, line_no)
    if params is None:
        return None, body
    m = re.search(r"#expect\((.*?)(?:, *sourceLocation:.*)?\)\s*$", body, re.M)
    if not m:
        return None, body
    expr = m.group(1)
    args = split_args(call[call.index("(") + 1: call.rindex(")")])
    values, positional = {}, [p for p in params if p[0] == "_"]
    for a in args:
        lm = re.match(r"(\w+): *(.*)$", a, re.S)
        if lm and any(p[0] == lm.group(1) for p in params):
            pname = next(p[1] for p in params if p[0] == lm.group(1))
            values[pname] = lm.group(2)
        elif positional:
            values[positional.pop(0)[1]] = a
    for label, pname, default in params:
        if pname not in values and default is not None:
            values[pname] = default.strip()
    for pname, v in sorted(values.items(), key=lambda kv: -len(kv[0])):
        expr = re.sub(rf"(?<![\w.]){pname}\b(?!\s*:)", lambda _m: v, expr)
    return expr, body


def in_helper_body(text, line_no, helpers):
    """Whether line_no lies inside the body of a helper (its asserts are counted per call)."""
    lines = text.split("\n")
    for j in range(line_no - 1, max(0, line_no - 15), -1):
        m = re.search(r"func (\w+)", lines[j])
        if m:
            return m.group(1) in helpers
        if re.match(r"\s*@Test", lines[j]):
            return False
    return False


def durations(files, out):
    for fname in files:
        text = open(fname, encoding="utf-8").read()
        base = fname.rsplit("/", 1)[1]
        sites = Sites("swift-foundation-durations", base, out)
        helpers = helper_names(text)
        env = {"$durations": {}, "$units": {}, "$strings": {}}
        for line, st in statements(text):
            s = st.strip()
            # string constants an expected string interpolates (`\\(padding996)`)
            m = re.match(r'let +(\w+) *= *"((?:[^"\\]|\\.)*)"\s*$', s)
            if m and "\\(" not in m.group(2):
                env["$strings"][m.group(1)] = swift_string(m.group(2))
                continue
            m = re.match(r'let +(\w+) *= *String\(repeating: *"(\w)", *count: *(\d+)\)\s*$', s)
            if m:
                env["$strings"][m.group(1)] = m.group(2) * int(m.group(3))
                continue
            # bindings the expectations below use
            m = re.match(r"(?:let |var )?(\w+)(?:: *[\w.!<>]+)? *= *(.+?)\s*(//.*)?$", s)
            if m and not s.startswith(("func", "if ", "guard", "for ", "#", "//", "return")):
                # the last binding wins; one these rules cannot read unbinds the name
                v = duration(m.group(2), env)
                env["$durations"].pop(m.group(1), None)
                if v is not None:
                    env["$durations"][m.group(1)] = v
                    continue
            m = re.match(r"(?:let|var)? *(\w+)(?:: *[\w.<>]+)? *= *(\[[^\]]*\])\s*(//.*)?$", s)
            if m and units_list(m.group(2)):
                env["$units"][m.group(1)] = units_list(m.group(2))
                continue
            m = re.match(r"(?:let|var) +(\w+) *= *([\w *+]+)\s*(//.*)?$", s)
            if m and arith(m.group(2), env) is not None:
                env[m.group(1)] = arith(m.group(2), env)
                continue
            is_assert = s.startswith("#expect") or s.startswith("XCTAssert")
            call = re.match(r"(\w+)\(", s)
            is_helper_call = call and call.group(1) in helpers and not s.startswith("func")
            if not (is_assert or is_helper_call):
                continue
            if is_assert and in_helper_body(text, line, helpers):
                continue
            exp = re.findall(r'"((?:[^"\\]|\\.)*)"', s)
            expected = swift_string(exp[-1]) if exp else None
            if "\\(" in (expected or ""):
                # a string constant of the test, written out
                expected = re.sub(r"\\\((\w+)\)",
                                  lambda m: env["$strings"].get(m.group(1), m.group(0)), expected)
            if "\\(" in (expected or ""):
                sites.add(line, s, expected, unmapped="an interpolated expected string")
                continue
            req = {"cmd": "duration", "locale": "en_US", "engine": "formatstyle",
                   "$units": env["$units"]}
            if is_assert and ".formatted(.units(" in s and ".attributed" in s:
                sites.add(line, s, expected, nx="parts: the string's attributed segments")
                continue
            if is_assert and ".formatted(.units(" in s:
                m = re.search(r"#expect\((.+?)\.formatted\(\.units\((.*)\)\.locale\((\w+)\)\)\s*==", s)
                if not m or expected is None:
                    sites.add(line, s, expected, unmapped="a .units expression not read")
                    continue
                secs = duration(m.group(1), env)
                why = units_style(m.group(2), req)
                if secs is None or why:
                    sites.add(line, s, expected, unmapped=why or "a Duration not read")
                    continue
                req["duration"] = secs
                req["locale"] = LOCALES.get(m.group(3), m.group(3))
                sites.add(line, s, expected, req=req)
            elif is_helper_call and call.group(1) == "verify" and "intLimits:" in s:
                # DurationUnitsFormatStyleTests.lengthRangeExpression's verify: abbreviated,
                # zero units hidden, valueLengthLimits and a fraction's lengthLimits as ranges
                why = length_limits(s, env, req)
                if isinstance(why, tuple):
                    sites.add(line, s, expected, nx=why[1])
                    continue
                if why:
                    sites.add(line, s, expected, unmapped=why)
                    continue
                sites.add(line, s, expected, req=req)
            elif is_helper_call and call.group(1) == "verify" and "seconds:" in s and "expected:" in s:
                # DurationUnitsFormatStyleTests.verify: zero units shown, fraction shown
                sec = arith(re.search(r"seconds: *([^,]+)", s).group(1), env)
                ms = arith(re.search(r"milliseconds: *([^,]+)", s).group(1), env)
                units = units_list(re.search(r"allowedUnits: *(\[[^\]]*\])", s).group(1))
                if sec is None or ms is None or not units:
                    sites.add(line, s, expected, unmapped="verify(seconds:) arguments not read")
                    continue
                n = re.search(r"fractionalSecondsLength: *(\d+)", s)
                r = re.search(r"rounding: *\.(\w+)", s)
                inc = re.search(r"increment: *([\d.]+)", s)
                req.update(duration=fmt_seconds(sec + ms / 1000), units=units,
                           width="abbreviated", zero_units="show:1", fraction=f"show:{n.group(1) if n else 0}",
                           rounding=ROUNDING[r.group(1)] if r else "half-even")
                if inc:
                    req["rounding_increment"] = inc.group(1)
                sites.add(line, s, expected, req=req)
            elif is_helper_call and call.group(1) == "assertFormattedWithPattern":
                sec = arith(re.search(r"seconds: *([^,]+)", s).group(1), env)
                msm = re.search(r"milliseconds: *([^,]+)", s)
                ms = arith(msm.group(1), env) if msm else 0
                pm = re.search(r"pattern: *\.(hourMinuteSecond|hourMinute|minuteSecond)(?:\(([^)]*)\))?", s)
                if sec is None or ms is None or not pm:
                    sites.add(line, s, expected, unmapped="assertFormattedWithPattern not read")
                    continue
                req.update(duration=fmt_seconds(sec + ms / 1000), time_pattern={
                    "hourMinute": "hour-minute", "hourMinuteSecond": "hour-minute-second",
                    "minuteSecond": "minute-second"}[pm.group(1)])
                inner = pm.group(2) or ""
                p = re.search(r"pad(?:Hour|Minute)ToLength: *(\d+)", inner)
                if p and p.group(1) != "1":
                    req["pad"] = p.group(1)
                f = re.search(r"fractionalSecondsLength: *(\d+)", inner)
                if f:
                    req["fraction_length"] = f.group(1)
                r = re.search(r"round(?:Fractional)?Seconds: *\.(\w+)", inner)
                if r:
                    req["rounding"] = ROUNDING[r.group(1)]
                g = re.search(r"grouping: *\.(\w+)", s)
                if g:
                    req["grouping"] = g.group(1)
                sites.add(line, s, expected, req=req)
            else:
                expr = s
                body = ""
                if is_helper_call:
                    expr, body = inline(text, call.group(1), line, s)
                    expr = "#expect(" + expr + ")" if expr else s
                if "discreteInput" in expr:
                    sites.add(line, s, None, oos="not a formatted string: discreteInput (the "
                              "next duration whose string differs)")
                    continue
                if "unitsToUse" in body or "valuesForUnits" in body or "unitValues" in body \
                        or "abs(value" in expr or base == "DurationExtensionTests.swift" \
                        or "result == values" in expr:
                    sites.add(line, s, None, oos="not a formatted string: the units' values "
                              "before formatting (an internal breakdown, or Duration rounding)")
                    continue
                if ".attributed" in expr or "attributedString" in expr:
                    sites.add(line, s, expected, nx="parts: the string's attributed segments")
                    continue
                m = re.search(r"#expect\((.+?)\.formatted\(\.units\((.*)\)\.locale\((\w+)\)\)\s*==\s*(.+?)\)?$", expr)
                if m:
                    lit = re.fullmatch(r'"((?:[^"\\]|\\.)*)"', m.group(4).strip().rstrip(")"))
                    exp2 = swift_string(lit.group(1)) if lit else None
                    secs = duration(m.group(1), env)
                    why = units_style(m.group(2), req)
                    if exp2 is None or "\\(" in (exp2 or ""):
                        sites.add(line, s, expected, unmapped="an expected string built in Swift")
                    elif secs is None or why:
                        sites.add(line, s, exp2, unmapped=why or "a Duration not read")
                    else:
                        req["duration"] = secs
                        req["locale"] = LOCALES.get(m.group(3), m.group(3))
                        sites.add(line, s, exp2, req=req)
                    continue
                if "valueLengthLimits" in body or "lengthLimits" in body:
                    sites.add(line, s, expected, unmapped="value length limits given as Swift "
                              "ranges (Int.min...)")
                    continue
                api = call.group(1) if is_helper_call else "assert"
                sites.add(line, s, expected, unmapped=f"{base}: {api} (not read by these rules)")


def generic(files, suite, out, classify):
    """Every site, classified by classify(statement) → (kind, reason)."""
    for fname in files:
        text = open(fname, encoding="utf-8").read()
        base = fname.rsplit("/", 1)[1]
        sites = Sites(suite, base, out)
        helpers = helper_names(text)
        for line, st in statements(text):
            s = st.strip()
            is_assert = s.startswith("#expect") or s.startswith("XCTAssert") or \
                s.startswith("try #require")
            call = re.match(r"(\w+)\(", s)
            is_helper_call = call and call.group(1) in helpers and not s.startswith("func")
            if not (is_assert or is_helper_call):
                continue
            if is_assert and in_helper_body(text, line, helpers):
                continue
            exp = re.findall(r'"((?:[^"\\]|\\.)*)"', s)
            expected = swift_string(exp[-1]) if exp else None
            if is_helper_call and call.group(1) == "testAdding":
                add_case(text, line, s, sites)
                continue
            if is_helper_call and call.group(1) == "test" and "addField:" in s:
                add_case(text, line, s, sites, helper="test")
                continue
            if suite == "swift-foundation-calendar" and range_case(text, line, s, sites, helpers):
                continue
            if is_helper_call and suite == "swift-foundation-calendar" and \
                    components_case(text, line, s, sites):
                continue
            if is_helper_call and call.group(1) == "_verifyStyle":
                relative_case(text, line, s, sites, expected)
                continue
            if is_assert and anchored_format_case(text, line, s, sites, expected):
                continue
            if is_helper_call and call.group(1) == "verify" and style_interval_case(
                    text, line, s, sites, expected):
                continue
            if is_helper_call and call.group(1) == "verify" and localized_interval_case(
                    text, line, s, sites):
                continue
            if is_assert and named_interval_case(text, line, s, sites, expected):
                continue
            if calendar_question_case(text, line, s, sites, is_helper_call and call.group(1)):
                continue
            what = s
            if is_helper_call:
                what = s + " " + helper_at(text, call.group(1), line)[1]
            kind, why = classify(what, base)
            sites.add(line, s, expected if kind != "oos" else None,
                      **{{"nx": "nx", "oos": "oos", "unmapped": "unmapped"}[kind]: why})


COMPONENT = {"era": "era", "year": "year", "month": "month", "day": "day", "hour": "hour",
             "minute": "minute", "second": "second", "nanosecond": "nanosecond",
             "weekday": "weekday", "weekdayOrdinal": "weekday-ordinal",
             "weekOfMonth": "week-of-month", "weekOfYear": "week-of-year",
             "yearForWeekOfYear": "year-for-week-of-year", "dayOfYear": "day-of-year"}
WEEKISH = {"weekOfMonth", "weekOfYear", "yearForWeekOfYear", "weekdayOrdinal"}


def reference_date(expr, names=None):
    expr = expr.strip()
    if names and expr in names:
        expr = names[expr]
    m = re.fullmatch(r"Date\(timeIntervalSince(ReferenceDate|1970): *(-?[\d.]+)\)", expr)
    if not m:
        return None
    from datetime import datetime, timedelta, timezone
    finer = finer_instant(m.group(1), m.group(2))
    if finer is not None:
        return None if finer == "out" else finer
    secs = float(m.group(2))
    epoch = datetime(2001, 1, 1, tzinfo=timezone.utc) if m.group(1) == "ReferenceDate" else \
        datetime(1970, 1, 1, tzinfo=timezone.utc)
    try:
        t = epoch + timedelta(seconds=secs)
    except OverflowError:
        return expanded_date(secs if m.group(1) == "1970" else secs + 978307200)
    if not 1 <= t.year <= 9999:
        return None
    ms = round(t.microsecond / 1000)
    if t.microsecond % 1000:
        return "sub-ns"
    return f"{t.year:04d}-" + t.strftime("%m-%dT%H:%M:%S") + (f".{ms:03d}Z" if ms else "Z")


def finer_instant(since, literal):
    """Date(timeIntervalSince<since>: literal) as calc writes it where the literal is finer
    than a millisecond (None where it is not): the double Foundation holds (a literal since
    1970 has 978307200 subtracted in double arithmetic, as Date's initializer does), written
    with the shortest digits that read back as it (Python's repr, as Swift's description) to
    the nanosecond; "sub-ns" where those digits go finer, "out" beyond years -9999-9999."""
    from decimal import Decimal
    exact = Decimal(literal) + (978307200 if since == "ReferenceDate" else 0)
    if exact * 1000 == (exact * 1000).to_integral_value():
        return None
    held = float(literal) if since == "ReferenceDate" else float(literal) - 978307200.0
    nanos = (Decimal(repr(held)) + 978307200) * 10**9
    if nanos != nanos.to_integral_value():
        return "sub-ns"
    seconds, nanos_of_second = divmod(int(nanos), 10**9)
    text = calc_instant(f"Date(timeIntervalSince1970: {seconds})", {})
    if text == "out":
        return "out"
    digits = f"{nanos_of_second:09d}"
    return text[:-1] + "." + (digits[:6] if digits.endswith("000") else digits) + "Z"


def expanded_date(secs):
    """An instant before the year 1 (which datetime cannot hold), seconds from 1970, in ISO
    8601's expanded astronomical years as calc reads them (0000 is 1 BC): proleptic Gregorian
    days counted back from 1970-01-01; None beyond -9999, "sub-ns" below a millisecond."""
    if secs != secs or abs(secs) > 1e15:
        return None
    ms = round(secs * 1000)
    if abs(secs * 1000 - ms) > 1e-3:
        return "sub-ns"
    days, rest = divmod(ms, 86_400_000)
    y, mo, d = civil_from_days(days)
    if not -9999 <= y <= 0:
        return None
    h, rest = divmod(rest, 3_600_000)
    mi, rest = divmod(rest, 60_000)
    sec, milli = divmod(rest, 1000)
    year = f"-{-y:04d}" if y < 0 else "0000"
    return f"{year}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{sec:02d}" + (f".{milli:03d}Z" if milli else "Z")


def add_case(text, line, s, sites, helper="testAdding"):
    """testAdding(.init(FIELD: N), to: DATE, wrap: BOOL, expected: DATE), or
    test(addField: .FIELD, value: N, to: DATE, wrap: BOOL, expectedDate: DATE), in the calendar
    the enclosing block set up (_CalendarGregorian with its zone, first weekday and minimum
    days)."""
    args = split_args(s[s.index("(") + 1: s.rindex(")")])
    if helper == "test":
        named = {a.split(":", 1)[0].strip(): a.split(":", 1)[1].strip() for a in args if ":" in a}
        field = named.get("addField", "").lstrip(".")
        kv = {field: named.get("value", "")} if field else {}
        rest = {"to": named.get("to", ""), "expected": named.get("expectedDate", ""),
                "wrap": named.get("wrap", "false")}
    else:
        comp = re.fullmatch(r"\.init\((.*)\)", args[0]) if args else None
        kv = {k: v for k, v in (a.split(":", 1) for a in split_args(comp.group(1)))} if comp else {}
        kv = {k.strip(): v.strip() for k, v in kv.items()}
        rest = {a.split(":", 1)[0].strip(): a.split(":", 1)[1].strip() for a in args[1:] if ":" in a}
    before = text.split("\n")[:line]
    zone = None
    first_weekday = min_days = None
    for ln in reversed(before):
        if zone is None:
            zm = re.search(r'TimeZone\(identifier: *"([^"]+)"\)', ln)
            if zm:
                zone = zm.group(1)
            elif re.search(r"timeZone: *\.gmt|TimeZone\.gmt", ln):
                zone = "UTC"
            elif re.search(r"TimeZone\(secondsFromGMT: *(-?\d+)\)", ln):
                # a fixed offset of whole hours is IANA's Etc/GMT zone (whose sign is reversed)
                off = int(re.search(r"TimeZone\(secondsFromGMT: *(-?\d+)\)", ln).group(1))
                zone = ("UTC" if off == 0 else f"Etc/GMT{'-' if off > 0 else '+'}{abs(off) // 3600}"
                        if off % 3600 == 0 else "")
        if first_weekday is None:
            fm = re.search(r"firstWeekday(?: *=|:) *(\w+)", ln)
            if fm:
                first_weekday = fm.group(1)
        if min_days is None:
            dm = re.search(r"minimumDaysInFirstWeek(?: *=|:) *(\w+)", ln)
            if dm:
                min_days = dm.group(1)
        if "@Test" in ln:
            break
    names = {}
    start = max((k for k, ln in enumerate(before) if "@Test" in ln), default=0)
    for ln in before[start:]:
        # the last binding wins; one these rules cannot read unbinds the name
        nm = re.match(r"\s*(?:let |var )?(\w+)(?:: *Date)? *= *(.+?)\s*(//.*)?$", ln)
        if nm and not ln.strip().startswith(("func", "if", "guard", "for", "#", "//")):
            names[nm.group(1)] = nm.group(2)
    at = reference_date(rest.get("to", ""), names)
    expected = reference_date(rest.get("expected", ""), names)
    if not kv or any(k not in COMPONENT for k in kv) or at is None or expected is None or not zone:
        sites.add(line, s, None, unmapped=f"{helper} whose components, dates or zone these "
                  "rules do not read")
        return
    if "sub-ns" in (at, expected):
        sites.add(line, s, None, nx="instant: finer than a nanosecond (calc writes instants to the nanosecond)")
        return
    if len(kv) > 1:
        return several_components_case(text, line, s, sites, helper, kv, rest, at, expected)
    (field, value), = kv.items()
    body = helper_at(text, helper, line)[1]
    wrap = "wrappingComponents: true" in body or \
        ("wrappingComponents: wrap" in body and rest.get("wrap") == "true")
    # week fields depend on where a week begins; so does a weekday rolled within its week:
    # those cases carry the calendar's first weekday and minimum days (calc --first-weekday,
    # --min-days), a name bound in the test read through its binding
    week_bound = field in WEEKISH or (wrap and field == "weekday")
    rules = {}
    for key, rule in (("first_weekday", first_weekday), ("min_days", min_days)):
        rule = names.get(rule, rule) if rule else rule
        if not week_bound or rule in (None, "nil"):
            continue
        if not re.fullmatch(r"[1-7]", rule.strip()):
            sites.add(line, s, None, unmapped=f"{helper} whose calendar's week rules these "
                      "rules do not read")
            return
        rules[key] = int(rule)
    req = {"cmd": "calc", "engine": "foundation", "calendar": "gregorian", "zone": zone,
           "at": at, **rules}
    step = f"{COMPONENT[field]}={value}"
    if wrap:
        req["roll"] = [step]
    else:
        req["add"] = step
    sites.add(line, s, expected, req=req)


# Ranges and ordinality (calc --range-of, --ordinality-of, --minimum-range, --maximum-range).
RANGE_UNIT = {**COMPONENT, "quarter": "quarter"}
RANGE_CALL = re.compile(r"(\w+)\.(range|ordinality)\(of: *\.(\w+), *in: *\.(\w+), *for: *(.+)\)$")
LIMIT_CALL = re.compile(r"(\w+)\.(minimumRange|maximumRange)\(of: *\.(\w+)\)$")
RANGE_VERB = {"range": "range_of", "ordinality": "ordinality_of",
              "minimumRange": "minimum_range", "maximumRange": "maximum_range"}
# The instant asked where the peer asks a fixed range, which holds at any instant: calc takes
# one all the same (Foundation's reference date).
LIMIT_AT = "2001-01-01T00:00:00Z"


def early_date(expr, names):
    """A whole-second Date(timeIntervalSince1970:) too early for reference_date (Python's
    datetime stops at 0001-01-01), in calc's astronomical years (0000 is 1 BC, proleptic
    Gregorian): counted 2,000 years later (five 400-year cycles, whose days are the same) and
    written 2,000 years back. GregorianCalendarTests' "0001-01-01T01:03:07Z" is Julian: the
    instant is 0000-12-30T01:03:07Z. None otherwise."""
    from datetime import datetime, timedelta, timezone
    expr = names.get(expr.strip(), expr.strip())
    m = re.fullmatch(r"Date\(timeIntervalSince1970: *(-?\d+)(?:\.0)?\)", expr)
    if not m:
        return None
    try:
        t = datetime(1970, 1, 1, tzinfo=timezone.utc) + timedelta(
            days=5 * 146097, seconds=int(m.group(1)))
    except OverflowError:
        return None
    year = t.year - 2000
    if not -9999 <= year <= 9999:
        return None
    return ("-" if year < 0 else "") + f"{abs(year):04d}-" + t.strftime("%m-%dT%H:%M:%SZ")


def range_expected(text):
    """What calc prints for the peer's literal: a Range as Swift writes it, an Int, or none
    for nil; None when the literal is none of these."""
    text = text.strip().replace("_", "")
    if text == "nil":
        return "none"
    m = re.fullmatch(r"(-?\d+)\.\.<(-?\d+)", text)
    if m:
        return f"{int(m.group(1))}..<{int(m.group(2))}"
    if re.fullmatch(r"-?\d+", text):
        return str(int(text))
    return None


def range_case(text, line, s, sites, helpers):
    """A range or ordinality site: a helper `test(.SMALL, in: .LARGE, for: DATE, expected: E)`
    whose body asks `range(of:in:for:)` or `ordinality(of:in:for:)`, or `#expect(A == B)` where
    one side is such a call, a `minimumRange(of:)` / `maximumRange(of:)`, or a name the test
    bound to one, and the other a literal. Returns whether the site was added."""
    call = re.match(r"(\w+)\(", s)
    if call and call.group(1) in helpers and not s.startswith("#expect"):
        body = helper_at(text, call.group(1), line)[1]
        verb = re.search(r"\.(range|ordinality)\(of: *small, *in: *large", body)
        if not verb:
            return False
        args = split_args(s[s.index("(") + 1: s.rindex(")")])
        named = {a.split(":", 1)[0].strip(): a.split(":", 1)[1].strip() for a in args[1:]
                 if ":" in a}
        asked = (verb.group(1), args[0].lstrip("."), named.get("in", "").lstrip("."),
                 named.get("for", ""))
        expected_text = named.get("expected", "")
    else:
        m = re.match(r"#expect\((.*?)(?:, *\"[^\"]*\")?(?:, *sourceLocation:.*)?\)$", s)
        if not m or " == " not in m.group(1):
            return False
        left, right = (side.strip() for side in m.group(1).split(" == ", 1))
        ctx, names = calendar_setup(text, line)
        asked = None
        for side, other in ((left, right), (right, left)):
            side = names.get(side, side) if re.fullmatch(r"\w+", side) else side
            rm, lm = RANGE_CALL.match(side), LIMIT_CALL.match(side)
            if rm:
                asked = (rm.group(2), rm.group(3), rm.group(4), rm.group(5))
            elif lm:
                asked = (lm.group(2), lm.group(3), None, None)
            if asked:
                expected_text = other
                break
        if not asked:
            return False
    verb, small, large, date = asked
    ctx, names = calendar_setup(text, line)
    expected = range_expected(expected_text)
    at = (reference_date(date, names) or early_date(date, names)) if date else LIMIT_AT
    if "isLeapMonth" in (small, large):
        sites.add(line, s, expected, nx="calendar: the isLeapMonth component's range and "
                  "ordinality (calc's units are the fields and quarter)")
        return True
    zone = ctx["zone"] or ("UTC" if not date else None)
    if small not in RANGE_UNIT or (large and large not in RANGE_UNIT) or expected is None \
            or at is None or not zone or ctx["identifier"] != "gregorian":
        sites.add(line, s, None, unmapped="ranges and ordinality whose units, date, calendar, "
                  "zone or expected value these rules do not read")
        return True
    if at == "sub-ns":
        sites.add(line, s, expected, nx="instant: finer than a nanosecond (calc writes instants to the nanosecond)")
        return True
    req = {"cmd": "calc", "engine": "foundation", "calendar": "gregorian", "zone": zone,
           "at": at}
    for key in ("first_weekday", "min_days"):
        rule = ctx[key]
        rule = names.get(rule, rule) if rule else rule
        if rule in (None, "nil"):
            continue
        if not re.fullmatch(r"[1-7]", rule.strip()):
            sites.add(line, s, None, unmapped="ranges and ordinality whose calendar's week "
                      "rules these rules do not read")
            return True
        req[key] = int(rule)
    req[RANGE_VERB[verb]] = RANGE_UNIT[small]
    if large:
        req["in"] = RANGE_UNIT[large]
    sites.add(line, s, expected, req=req)
    return True


def calendar_setup(text, line):
    """The calendar the enclosing @Test set up before line: its identifier, zone, first
    weekday and minimum days (each the nearest setting above the line), and the names bound
    in the test (the last binding of each)."""
    before = text.split("\n")[:line]
    found = {"identifier": None, "zone": None, "first_weekday": None, "min_days": None}
    for ln in reversed(before):
        if found["identifier"] is None:
            im = re.search(r"identifier: *\.(\w+)", ln)
            if im:
                found["identifier"] = im.group(1)
        if found["zone"] is None:
            zm = re.search(r'TimeZone\(identifier: *"([^"]+)"\)', ln)
            om = re.search(r"TimeZone\(secondsFromGMT: *(-?[\d*]+)\)", ln)
            if zm:
                found["zone"] = zm.group(1)
            elif re.search(r"timeZone(?: *=|:) *\.gmt|TimeZone\.gmt", ln):
                found["zone"] = "UTC"
            elif om:
                # a fixed offset of whole hours is IANA's Etc/GMT zone (whose sign is reversed)
                off = eval(om.group(1)) if re.fullmatch(r"-?\d+(\*\d+)*", om.group(1)) else None
                found["zone"] = "" if off is None or off % 3600 else (
                    "UTC" if off == 0 else f"Etc/GMT{'-' if off > 0 else '+'}{abs(off) // 3600}")
        for key, pattern in (("first_weekday", r"firstWeekday(?: *=|:) *(\w+)"),
                             ("min_days", r"minimumDaysInFirstWeek(?: *=|:) *(\w+)")):
            rm = re.search(pattern, ln) if found[key] is None else None
            if rm:
                found[key] = rm.group(1)
        if "@Test" in ln:
            break
    names = {}
    start = max((k for k, ln in enumerate(before) if "@Test" in ln), default=0)
    for ln in before[start:]:
        nm = re.match(r"\s*(?:let |var )?(\w+)(?:: *\w+[!?]?)? *= *(.+?)\s*(//.*)?$", ln)
        if nm and not ln.strip().startswith(("func", "if", "guard", "for", "#", "//")):
            names[nm.group(1)] = nm.group(2)
    return found, names


def question_context(text, line):
    """calendar_setup's zone, first weekday and minimum days, and the names: (zone,
    first_weekday, min_days, names)."""
    found, names = calendar_setup(text, line)
    return found["zone"], found["first_weekday"], found["min_days"], names


def component_list(init):
    """[(field, value)] of `.init(year: 1996, month: -7)` / `DateComponents(…)`, in the order
    written (Swift's argument order, DateComponents' own), or None if a value is no literal
    whole number or a field is not one calc has."""
    m = re.fullmatch(r"(?:\.init|DateComponents)\((.*)\)", init.strip(), re.S)
    if not m:
        return None
    pairs = []
    for a in split_args(m.group(1)):
        k, _, v = a.partition(":")
        k, v = k.strip(), v.strip()
        if k not in COMPONENT or not re.fullmatch(r"-?\d+", v):
            return None
        pairs.append((COMPONENT[k], int(v)))
    return pairs


def calendar_rules(block, names):
    """calc's week-rule keys of the block's calendar, or None where a rule is not a literal."""
    return week_rules(block["first_weekday"], block["min_days"], names)


def components_case(text, line, s, sites):
    """Calendar.date(from:) and dateComponents(_:from:) through a helper, and
    dateComponents(_:from:to:) between the test's start and end: calc --from-components,
    --components, --to with --units, in the calendar the test set up. True if the site is
    taken (mapped, or not expressible with its knob)."""
    call = re.match(r"(\w+)\(", s)
    if not call:
        return False
    _, body = helper_at(text, call.group(1), line)
    args = split_args(s[s.index("(") + 1: s.rindex(")")])
    if "icuCalendar" in body or "date_old" in body:
        sites.add(line, s, None, oos="internal API: swift-foundation's two Calendar "
                  "implementations compared with each other (_CalendarGregorian against "
                  "_CalendarICU, an internal type no public API picks for the gregorian "
                  "calendar), with no expected value")
        return True
    block, names = calendar_setup(text, line)
    rules = calendar_rules(block, names)
    base = {"cmd": "calc", "engine": "foundation", "calendar": "gregorian",
            "zone": block["zone"]}
    readable = block["identifier"] == "gregorian" and block["zone"] and rules is not None
    if re.search(r"\.date\(from: *(dateComponents|dc)\)", body) and len(args) >= 2:
        comps = component_list(args[0])
        expected = reference_date(args[1].split(":", 1)[1] if args[1].startswith("expected:")
                                  else args[1], names)
        if comps is None or expected is None or not readable:
            return False
        if expected == "sub-ns":
            sites.add(line, s, None, nx="instant: finer than a nanosecond (calc writes instants to the nanosecond)")
            return True
        req = {**base, **rules,
               "from_components": ",".join(f"{k}={v}" for k, v in comps)}
        sites.add(line, s, expected, req=req)
        return True
    if re.search(r"dateComponents\(\[[^\]]*\], *from: *date\)", body) and "expectedEra" in s:
        sites.add(line, s, None, nx="components: quarter and isLeapMonth (calc --components "
                  "reads the fields calc adds; ICU has no quarter field)")
        return True
    dm = re.search(r"dateComponents\(components, *from: *(\w+), *to: *(\w+)\)", body)
    if dm and len(args) >= 2 and args[1].startswith("expected:"):
        units = re.fullmatch(r"\[(.*)\]", args[0].strip())
        asked = [u.strip().lstrip(".") for u in units.group(1).split(",")] if units else []
        if any(u not in COMPONENT for u in asked):
            sites.add(line, s, None, nx="arithmetic: a difference read in quarters, or with "
                      "its calendar and zone as components")
            return True
        expected_init = args[1].split(":", 1)[1].strip()
        values = dict(component_list(expected_init) or [])
        at, to = (reference_date(names.get(v, ""), names) for v in dm.groups())
        names_asked = [COMPONENT[u] for u in asked]
        if not asked or any(n not in values for n in names_asked) or len(values) != len(asked) \
                or at in (None, "sub-ns") or to in (None, "sub-ns") or not readable:
            return False
        # calc writes the week of the year as week, whichever name it was asked by
        req = {**base, **rules, "at": at, "to": to, "units": ",".join(names_asked)}
        expected = " ".join(f"{'week' if n == 'week-of-year' else n} {values[n]}"
                            for n in names_asked)
        sites.add(line, s, expected, req=req)
        return True
    return False


FIELDS = {"year", "month", "week", "day", "hour", "minute", "second"}


# Several components at once, intervals, weekends and comparisons (calc --add-components,
# --roll-components, --interval-of, --weekend, --weekend-interval, --next-weekend, --compare).

def week_rules(first_weekday, min_days, names):
    """calc's --first-weekday and --min-days of the test's calendar; None where unreadable."""
    rules = {}
    for key, rule in (("first_weekday", first_weekday), ("min_days", min_days)):
        rule = names.get(rule, rule) if rule else rule
        if rule in (None, "nil"):
            continue
        if not re.fullmatch(r"[1-7]", rule.strip()):
            return None
        rules[key] = int(rule)
    return rules


def calc_instant(expr, names):
    """An instant as calc writes it, years -9999 to 9999 (astronomical, proleptic Gregorian):
    finer than a millisecond as finer_instant writes it ("sub-ns" finer than a nanosecond),
    "out" beyond those years, None if unread."""
    from decimal import Decimal
    expr = names.get(expr.strip(), expr.strip())
    m = re.fullmatch(r"Date\(timeIntervalSince(ReferenceDate|1970): *(-?[\d.]+)\)", expr)
    if not m:
        return None
    ms = Decimal(m.group(2)) * 1000 + (978307200000 if m.group(1) == "ReferenceDate" else 0)
    if ms != ms.to_integral_value():
        return finer_instant(m.group(1), m.group(2))
    ms = int(ms)
    days, rest = divmod(ms, 86_400_000)
    y, mo, d = civil_from_days(days)
    if not -9999 <= y <= 9999:
        return "out"
    secs, milli = divmod(rest, 1000)
    text = f"{'-' if y < 0 else ''}{abs(y):04d}-{mo:02d}-{d:02d}T{secs // 3600:02d}:" \
        f"{secs % 3600 // 60:02d}:{secs % 60:02d}"
    return text + (f".{milli:03d}Z" if milli else "Z")


def several_components_case(text, line, s, sites, helper, kv, rest, at, expected):
    """testAdding(.init(F1: N1, F2: N2 …), to:, wrap:, expected:): one DateComponents added
    (or, wrapping, rolled) in one call, calc --add-components / --roll-components."""
    zone, first_weekday, min_days, names = question_context(text, line)
    body = helper_at(text, helper, line)[1]
    wrap = "wrappingComponents: true" in body or \
        ("wrappingComponents: wrap" in body and rest.get("wrap") == "true")
    req = {"cmd": "calc", "engine": "foundation", "calendar": "gregorian", "zone": zone, "at": at}
    if any(f in WEEKISH for f in kv) or (wrap and "weekday" in kv):
        rules = week_rules(first_weekday, min_days, names)
        if rules is None:
            sites.add(line, s, None, unmapped=f"{helper} whose calendar's week rules these "
                      "rules do not read")
            return
        req.update(rules)
    steps = ",".join(f"{COMPONENT[f]}={v}" for f, v in kv.items())
    req["roll_components" if wrap else "add_components"] = steps
    sites.add(line, s, expected, req=req)


INTERVAL_UNITS = dict(COMPONENT, quarter="quarter")


def calendar_question_case(text, line, s, sites, helper):
    """The calendar's intervals, weekends and comparisons: test(.UNIT, date, expectedStart:,
    end:) helpers of dateInterval(of:for:) are mapped to calc --interval-of; the rest is said
    not to be expressible, or out of scope, with the reason. False for other sites."""
    if re.search(r"isDateIn(Today|Yesterday|Tomorrow)", s):
        sites.add(line, s, None, oos="isDateInToday/Yesterday/Tomorrow read the real clock: "
                  "not pinnable")
        return True
    if "weekendRange:" in s:
        sites.add(line, s, None, oos="internal API: a weekend of the test's own days and "
                  "hours (_CalendarGregorian's internal isDateInWeekend(_:weekendRange:); no "
                  "public call sets a weekend, calc --weekend asks the locale's)")
        return True
    if helper == "test" and "expectedStart:" in s:
        args = split_args(s[s.index("(") + 1: s.rindex(")")])
        named = {a.split(":", 1)[0].strip(): a.split(":", 1)[1].strip() for a in args if ":" in a}
        unit = args[0].lstrip(".") if args else ""
        zone, first_weekday, min_days, names = question_context(text, line)
        at = calc_instant(args[1], names) if len(args) > 1 else None
        ends = [calc_instant(named.get(k, ""), names) for k in ("expectedStart", "end")]
        rules = week_rules(first_weekday, min_days, names)
        if unit not in INTERVAL_UNITS or at is None or not zone or rules is None or \
                (None in ends and ends != [None, None]) or \
                (ends == [None, None] and named.get("end") != "nil"):
            sites.add(line, s, None, unmapped="dateInterval(of:for:) whose unit, dates, zone "
                      "or week rules these rules do not read")
            return True
        if "sub-ns" in [at] + ends:
            sites.add(line, s, None, nx="instant: finer than a nanosecond (calc writes instants to the nanosecond)")
            return True
        if "out" in [at] + ends:
            sites.add(line, s, None, nx="instant: the interval begins or ends beyond the years "
                      "an instant is written in (-9999–9999; an era's span)")
            return True
        req = {"cmd": "calc", "engine": "foundation", "calendar": "gregorian", "zone": zone,
               "at": at, **rules, "interval_of": INTERVAL_UNITS[unit]}
        # a helper that checks each end within a tolerance (dateInterval_DST: `delta = 0.005`)
        # is compared within it, as the peer compares
        delta = re.search(r"let delta = ([\d.]+)", helper_at(text, helper, line)[1])
        if delta and ends != [None, None]:
            req["match"] = f"within {delta.group(1)}"
        sites.add(line, s, "none" if ends == [None, None] else " ".join(ends), req=req)
        return True
    if re.search(r"dateInterval\(of|startOfDay|isDate\(|isDateInWeekend|nextWeekend|"
                 r"dateIntervalOfWeekend|compare\(", s):
        if direct_question_case(text, line, s, sites):
            return True
        sites.add(line, s, None, unmapped="a calendar question whose dates these rules do not "
                  "read (a date another call made, or startOfDay, whose end calc --interval-of "
                  "day also writes)")
        return True
    return False


def held_date(expr, names):
    """The TimeInterval since 2001 that Foundation holds for a Date the test writes: a literal,
    a name bound to one, or either plus or minus seconds (`d + 10`, `date - (86400 * 3)`), each
    step in Date's own double arithmetic; None where unread."""
    expr = names.get(expr.strip(), expr.strip())
    m = re.fullmatch(r"Date\(timeIntervalSince(ReferenceDate|1970): *(-?[\d.]+)\)", expr)
    if m:
        held = float(m.group(2))
        return held if m.group(1) == "ReferenceDate" else held - 978307200.0
    m = re.fullmatch(r"(\w+) *([+-]) *\(?(\d+)(?: *\* *(\d+))?\)?", expr)
    if m and m.group(1) in names:
        base = held_date(m.group(1), names)
        step = float(int(m.group(3)) * int(m.group(4) or 1))
        return None if base is None else base + step if m.group(2) == "+" else base - step
    return None


def held_instant(held):
    """calc's instant for a TimeInterval since 2001 Foundation holds: its shortest digits (as
    Swift writes it) to the nanosecond; "sub-ns" where they go finer."""
    from decimal import Decimal
    nanos = (Decimal(repr(held)) + 978307200) * 10**9
    if nanos != nanos.to_integral_value():
        return "sub-ns"
    seconds, nanos_of_second = divmod(int(nanos), 10**9)
    text = calc_instant(f"Date(timeIntervalSince1970: {seconds})", {})
    if text in ("out", None) or nanos_of_second == 0:
        return text
    digits = f"{nanos_of_second:09d}"
    digits = digits[:3] if digits.endswith("000000") else digits[:6] if digits.endswith("000") \
        else digits
    return text[:-1] + "." + digits + "Z"


def direct_question_case(text, line, s, sites):
    """Calendar questions asked of the test's own dates (CalendarTests' properties and
    dayOfYear: `d`, `d + 10`, `date - (86400 * 3)`), mapped to calc --compare, --weekend,
    --weekend-interval, --next-weekend and --interval-of; an inout variant (`start: &d1,
    interval: &ti`) asks the same call, its answer read from the lines that check d1 and ti.
    True if the site is taken."""
    zone, first_weekday, min_days, names = question_context(text, line)
    rules = week_rules(first_weekday, min_days, names)
    if not zone or rules is None:
        return False
    lines = text.split("\n")
    base = {"cmd": "calc", "engine": "foundation", "calendar": "gregorian", "zone": zone,
            **rules}

    def instant(expr):
        held = held_date(expr, names)
        return None if held is None else held_instant(held)

    def interval_named(name):
        # let NAME = DateInterval(start: Date(...), duration: N) before the line
        for ln in reversed(lines[:line + 6]):
            m = re.search(rf"let {name} = DateInterval\(start: (Date\([^)]*\)), "
                          r"duration: ([\d.]+)\)", ln)
            if m:
                start = held_date(m.group(1), {})
                return None if start is None else \
                    f"{held_instant(start)} {held_instant(start + float(m.group(2)))}"
        return None
    def compared(left, right, unit, order):
        # calc --compare RIGHT --granularity UNIT at LEFT, expecting ORDER
        at, other = instant(left), instant(right)
        if at is None or other is None or "sub-ns" in (at, other) or unit not in COMPONENT:
            return False
        sites.add(line, s, order, req={**base, "at": at, "compare": other,
                                       "granularity": COMPONENT[unit]})
        return True
    if re.search(r"#expect\(\w+ == DateInterval\(start: \w+, duration: \w+\)\)", s):
        # the inout values an earlier call wrote (its own line asks that call), as the
        # thisWeekend check before it is counted
        sites.add(line, s, None, oos="not a formatted string: Calendar's properties, identity, "
                  "hashing or coding")
        return True
    m = re.search(r"compare\((\w+(?: *\+ *\d+)?), to: ([\w ()*+-]+?), toGranularity: \.(\w+)\)"
                  r" *== *\.ordered(Same|Ascending|Descending)", s) or \
        re.search(r"\.ordered(Same|Ascending|Descending) == \w+\.compare\((\w+(?: *\+ *\d+)?), "
                  r"to: ([\w ()*+-]+?), toGranularity: \.(\w+)\)", s)
    if m:
        groups = m.groups()
        left, right, unit, order = groups if groups[0][0].islower() else \
            (groups[1], groups[2], groups[3], groups[0])
        return compared(left, right, unit, order.lower())
    m = re.search(r"(!?)\w+\.isDate\((\w+), (equalTo|inSameDayAs): ([\w +]+?)"
                  r"(?:, toGranularity: \.(\w+))?\)", s)
    if m:
        negated, left, kind, right, unit = m.groups()
        unit = "day" if kind == "inSameDayAs" else unit
        # isDate(_:equalTo:toGranularity:) is compare(...) == .orderedSame; not the same, with
        # the left date the earlier (d against d + 10), is ascending
        if negated and (held_date(left, names) or 0) >= (held_date(right, names) or 0):
            return False
        return compared(left, right, unit, "ascending" if negated else "same")
    m = re.search(r"\w+\.isDateInWeekend\((\w+)\)", s)
    if m and not re.search(r"!\s*\w+\.isDateInWeekend", s):
        at = instant(m.group(1))
        if at is None or at == "sub-ns":
            return False
        sites.add(line, s, "true", req={**base, "at": at, "weekend": True})
        return True
    m = re.search(r"(\w+) == \w+\.(dateIntervalOfWeekend\(containing|nextWeekend\(startingAfter)"
                  r": (\w+)\)", s) or \
        re.search(r"\w+\.(dateIntervalOfWeekend\(containing|nextWeekend\(startingAfter): (\w+), "
                  r"start: &\w+, interval: &\w+\)", s)
    if m:
        call, date = m.groups()[-2:]
        named = m.group(1) if len(m.groups()) == 3 else None
        if named is None:
            # the inout variant: the DateInterval the next lines compare (start: d1, duration: ti)
            for ln in lines[line:line + 6]:
                k = re.search(r"#expect\((\w+) == DateInterval\(start: \w+, duration: \w+\)\)", ln)
                if k:
                    named = k.group(1)
                    break
        at = instant(date)
        expected = interval_named(named) if named else None
        if at is None or at == "sub-ns" or expected is None:
            return False
        key = "weekend_interval" if call.startswith("dateIntervalOfWeekend") else "next_weekend"
        sites.add(line, s, expected, req={**base, "at": at, key: True if key ==
                                          "weekend_interval" else "forward"})
        return True
    m = re.search(r"\w+\.dateInterval\(of: \.(\w+), start: &(\w+), interval: &(\w+), "
                  r"for: (\w+)\)", s)
    if m:
        unit, start_name, length_name, date = m.groups()
        start = length = None
        for ln in lines[line:line + 4]:
            k = re.search(rf"#expect\((Date\([^)]*\)) == {start_name}\)", ln)
            start = held_date(k.group(1), {}) if k else start
            k = re.search(rf"#expect\(([\d.]+) == {length_name}\)", ln)
            length = float(k.group(1)) if k else length
        at = instant(date)
        if unit not in INTERVAL_UNITS or at in (None, "sub-ns") or None in (start, length):
            return False
        sites.add(line, s, f"{held_instant(start)} {held_instant(start + length)}",
                  req={**base, "at": at, "interval_of": INTERVAL_UNITS[unit]})
        return True
    return False


def relative_case(text, line, s, sites, expected):
    """_verifyStyle(DATE, relativeTo: REF, expected:) with the enclosing test's
    Date.RelativeFormatStyle (presentation, allowed fields as last set), en_US, gregorian in
    GMT (the suite's init): the anchored style, anchored at REF."""
    before = text.split("\n")[:line]
    presentation, allowed = None, None
    for ln in reversed(before):
        if allowed is None:
            am = re.search(r"\.allowedFields = \[([^\]]*)\]", ln)
            if am:
                allowed = ",".join(re.findall(r"\.(\w+)", am.group(1)))
        pm = re.search(r"RelativeFormatStyle\((.*)\)", ln)
        if pm:
            p = re.search(r"presentation: *\.(\w+)", pm.group(1))
            presentation = p.group(1) if p else "numeric"
            if "unitsStyle" in pm.group(1) or "capitalizationContext" in pm.group(1):
                presentation = None
            break
    args = split_args(s[s.index("(") + 1: s.rindex(")")])

    def instant(a):
        a = a.split(":", 1)[1].strip() if a.startswith("relativeTo:") else a.strip()
        m = re.fullmatch(r'"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)"', a)
        if m:
            return m.group(1)
        return reference_date(f"Date(timeIntervalSinceReferenceDate: {a})")
    at, ref = instant(args[0]), instant(args[1])
    if presentation is None or at is None or ref is None or \
            (allowed and not set(allowed.split(",")) <= FIELDS):
        sites.add(line, s, expected, unmapped="_verifyStyle whose style or dates these rules "
                  "do not read")
        return
    req = {"cmd": "relative-to", "engine": "formatstyle", "locale": "en_US",
           "calendar": "gregorian", "zone": "UTC", "at": at, "relative_to": ref,
           "presentation": presentation}
    if allowed:
        req["allowed_units"] = allowed
    sites.add(line, s, expected, req=req)


ANCHORED_FORMAT = re.compile(r'#expect\(style\.format\(date\("(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)Z"\)'
                             r'(?:\.addingTimeInterval\((-?\d+(?:\.\d+)?)\))?\) == "[^"]*"\)')


def anchored_format_case(text, line, s, sites, expected):
    """#expect(style.format(date("D").addingTimeInterval(S)) == "…") in a test whose style is
    `Date.AnchoredRelativeFormatStyle(anchor: now, calendar: calendar).locale(enUSLocale)` and
    whose last `now = date("A")` is the style's anchor (`style.anchor = now`): the anchor A
    worded as seen from D + S, in the suite's calendar (gregorian in GMT). The seconds must be
    whole milliseconds (an instant's precision); anything else is left to the other rules.
    Returns whether the site was added."""
    m = ANCHORED_FORMAT.fullmatch(s)
    if not m or (m.group(3) and round(float(m.group(3)) * 1000, 6) % 1):
        return False
    before = text.split("\n")[:line - 1]
    anchor, anchored = None, False
    for ln in reversed(before):
        ln = ln.strip()
        if ln == "style.anchor = now":
            anchored = True
            continue
        am = re.fullmatch(r'now = date\("(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)Z"\)', ln)
        if am:
            anchor = f"{am.group(1)}T{am.group(2)}Z"
            break
    declared = re.search(r"var style = Date\.AnchoredRelativeFormatStyle\(anchor: now, "
                         r"calendar: calendar\)\n\s*\.locale\(enUSLocale\)\n",
                         "\n".join(before))
    suite = re.search(r'var calendar = Calendar\(identifier: \.gregorian\)\s*\n\s*init\(\) \{\s*'
                      r'\n\s*calendar\.timeZone = TimeZone\(abbreviation: "GMT"\)!', text)
    if not (anchor and anchored and declared and suite):
        return False
    from datetime import datetime, timedelta, timezone
    seen = datetime.strptime(f"{m.group(1)} {m.group(2)}", "%Y-%m-%d %H:%M:%S").replace(
        tzinfo=timezone.utc) + timedelta(milliseconds=round(float(m.group(3) or 0) * 1000))
    text_seen = seen.strftime("%Y-%m-%dT%H:%M:%S") + \
        (f".{seen.microsecond // 1000:03d}" if seen.microsecond else "") + "Z"
    sites.add(line, s, expected, req={
        "cmd": "relative-to", "engine": "formatstyle", "locale": "en_US", "calendar": "gregorian",
        "zone": "UTC", "at": anchor, "relative_to": text_seen, "presentation": "numeric"})
    return True


STYLE_DATES = {"numeric": "short", "abbreviated": "medium", "long": "long", "complete": "full"}
STYLE_TIMES = {"shortened": "short", "standard": "medium", "complete": "full"}
# forcedHourCycle's locales: the plain ones are ids; the rest force an hour cycle through
# Locale.localeAsIfCurrent's preferences, which no locale id spells.
# A forced 12- or 24-hour preference (`Locale.localeAsIfCurrent(name:overrides:)`) reaches ICU
# as the locale's hour cycle: swift-foundation's ICUDateIntervalFormatter opens its formatter
# with `Locale.Components(locale:).icuIdentifier`, whose `hourCycle` a forced preference sets,
# so `en_US` forced to 24 hours is opened as `en_US@hours=h23`, which `--locale` spells (and
# `Locale(identifier:)` reads back to the same `hourCycle`).
STYLE_LOCALES = {"default12": "en_US", "default24": "en_GB",
                 "default12force24": "en_US@hours=h23", "default12force12": "en_US@hours=h12",
                 "default24force24": "en_GB@hours=h23", "default24force12": "en_GB@hours=h12"}


def style_interval_case(text, line, s, sites, expected):
    """verify(date: D, time: T, locale: L, expected: "…") in DateIntervalFormatStyleTests'
    forcedHourCycle: Date.IntervalFormatStyle(date:time:) over an hour from 2001-01-01 in GMT,
    `format --date-style S --time-style S --to B` on formatstyle. The test is compiled only
    with FIXED_ICU_74_DAYPERIOD; its expectations are read all the same."""
    m = re.fullmatch(r'verify\((?:date: *\.(\w+), *)?time: *\.(\w+), *locale: *(\w+), *'
                     r'expected: *"[^"]*"\)', s)
    if not m or "let range = (date..<date + hour)" not in text:
        return False
    date, time, locale = m.groups()
    if locale not in STYLE_LOCALES:
        return False
    sites.add(line, s, expected, req={
        "cmd": "interval", "engine": "formatstyle", "locale": STYLE_LOCALES[locale],
        "calendar": "gregorian", "zone": "GMT", "at": "2001-01-01T00:00:00Z",
        "to": "2001-01-01T01:00:00Z", "date_style": STYLE_DATES[date] if date else "none",
        "time_style": STYLE_TIMES[time]})
    return True


# Date.IntervalFormatStyle's modifiers with their default arguments, as the template letters
# `format --template` maps back to them on formatstyle (FormatStyleInterval's table).
INTERVAL_MODIFIERS = {"year": "y", "month": "MMM", "day": "d", "weekday": "EEE", "hour": "j",
                      "minute": "m"}
RANGE_ENDS = {"hour": "2001-01-01T01:00:00Z", "day": "2001-01-02T00:00:00Z",
              "day * 32": "2001-02-02T00:00:00Z"}


def localized_interval_case(text, line, s, sites):
    """verify((LOCALE, "…", "…"), …) { style in style.MODIFIERS } in DateIntervalFormatStyleTests'
    forcedHourCycle: each locale's style over an hour from 2001-01-01 and over 13:00–15:00 of
    1970-01-01, in GMT; two expectations a tuple. Modifiers with their defaults only
    (`style.hour().minute()` is `--template jm` on formatstyle); a modifier with arguments
    (`.hour(.twoDigits(amPM: .omitted))`) has no template letter that maps back to it."""
    if not s.startswith("verify((") or "let afternoon = " not in text:
        return False
    lines = text.split("\n")
    end = line - 1
    while end < len(lines) and "{ style in" not in lines[end]:
        end += 1
    if end + 1 >= len(lines):
        return False
    body = lines[end + 1].strip()
    tuples = re.findall(r'\((\w+), *"((?:[^"\\]|\\.)*)", *"((?:[^"\\]|\\.)*)"\)', s)
    if not tuples:
        return False
    template = modifier_template(body)
    for locale, morning, afternoon in tuples:
        for value, at, to in ((morning, "2001-01-01T00:00:00Z", "2001-01-01T01:00:00Z"),
                              (afternoon, "1970-01-01T13:00:00Z", "1970-01-01T15:00:00Z")):
            if template is None or locale not in STYLE_LOCALES:
                sites.add(line, s, swift_string(value),
                          nx="interval: a Date.IntervalFormatStyle modifier no template letter "
                          f"maps back to ({body})")
                continue
            sites.add(line, s, swift_string(value), req={
                "cmd": "interval", "engine": "formatstyle", "locale": STYLE_LOCALES[locale],
                "calendar": "gregorian", "zone": "GMT", "at": at, "to": to,
                "template": template})
    return True


# `.hour(.defaultDigits|.twoDigits(amPM: W))` as the hour run FormatStyleTemplate's table maps
# back to it: `j` runs by day-period width (odd lengths default digits), `J`/`JJ` omitted.
HOUR_RUNS = {("defaultDigits", "abbreviated"): "j", ("twoDigits", "abbreviated"): "jj",
             ("defaultDigits", "wide"): "jjj", ("twoDigits", "wide"): "jjjj",
             ("defaultDigits", "narrow"): "jjjjj", ("twoDigits", "narrow"): "jjjjjj",
             ("defaultDigits", "omitted"): "J", ("twoDigits", "omitted"): "JJ"}


def modifier_template(body):
    """`style.hour(.twoDigits(amPM: .omitted)).minute()` → `JJm`: modifiers with their defaults
    (INTERVAL_MODIFIERS) and an hour with digits and a day period; None for anything else."""
    chain = re.fullmatch(r"style((?:\.\w+\((?:[^()]|\([^()]*\))*\))+)", body)
    if not chain:
        return None
    letters = ""
    for name, args in re.findall(r"\.(\w+)\(((?:[^()]|\([^()]*\))*)\)", chain.group(1)):
        if not args and name in INTERVAL_MODIFIERS:
            letters += INTERVAL_MODIFIERS[name]
            continue
        hour = re.fullmatch(r"\.(defaultDigits|twoDigits)\(amPM: *\.(\w+)\)", args)
        if name != "hour" or not hour or hour.groups() not in HOUR_RUNS:
            return None
        letters += HOUR_RUNS[hour.groups()]
    return letters


def named_interval_case(text, line, s, sites, expected):
    """#expect(NAME.format(date..<date + hour|day|day * 32) == "…") in
    DateIntervalFormatStyleTests, NAME a `let` of Date.IntervalFormatStyle in en_US, GMT and
    Gregorian with either a date and a time style (`format --date-style --time-style --to`) or
    only modifiers with their defaults (`--template`), on formatstyle. Anything else (styles
    and modifiers together, modifiers with arguments) stays unmapped."""
    m = re.fullmatch(r'#expect\((\w+)\.format\(date *\.\.< *date \+ (hour|day|day \* 32)\) '
                     r'== "[^"]*"\)', s)
    if not m or "let date = Date(timeIntervalSinceReferenceDate: 0)" not in text:
        return False
    name, span = m.groups()
    made = re.search(r"let " + name + r" = Date\.IntervalFormatStyle\((?:date: *\.(\w+), *)?"
                     r"(?:time: *\.(\w+), *)?locale: enUSLocale, calendar: calendar, "
                     r"timeZone: timeZone\)((?:\.\w+\(\))*)\n", text)
    if not made:
        return False
    date, time, modifiers = made.groups()
    req = {"cmd": "interval", "engine": "formatstyle", "locale": "en_US", "calendar": "gregorian",
           "zone": "GMT", "at": "2001-01-01T00:00:00Z", "to": RANGE_ENDS[span]}
    names = re.findall(r"\.(\w+)\(\)", modifiers)
    if (date or time) and not names:
        req.update(date_style=STYLE_DATES[date] if date else "none",
                   time_style=STYLE_TIMES[time] if time else "none")
    elif names and not (date or time) and all(n in INTERVAL_MODIFIERS for n in names):
        req.update(template="".join(INTERVAL_MODIFIERS[n] for n in names))
    else:
        return False
    sites.add(line, s, expected, req=req)
    return True


def classify_relative(s, base):
    if "discreteInput" in s or "evaluation" in s.lower() and "assertEvaluation" not in s:
        return "oos", "not a formatted string: discreteInput / the next date the string changes"
    if "timeIntervalSinceNow" in s or "Date()" in s or "Date.now" in s or ".now" in s:
        return "nx", "relative: Date.RelativeFormatStyle against the real clock (cannot be pinned)"
    if ".nextUp" in s or ".nextDown" in s:
        return "nx", "instant: a sub-millisecond instant (Date.nextUp, nextDown)"
    if "!=" in s:
        return "oos", "not a formatted string: two strings differ"
    return "unmapped", f"{base}: relative (not read by these rules)"


def classify_interval(s, base):
    if ".count > 0" in s:
        return "oos", "not a formatted string: the result is not empty"
    if "date:" in s and "time:" in s or re.search(r"verify\(date:", s):
        return "nx", "interval: a date style and time style as a range"
    if "DateInterval(" in s and "formatted" not in s or "hash" in s.lower() or "Codable" in s:
        return "oos", "not a formatted string: DateInterval's value semantics"
    if base == "DateIntervalTests.swift" and '"' not in s:
        return "oos", "not a formatted string: DateInterval's order, intersection and containment"
    if "!=" in s:
        return "oos", "not a formatted string: two strings differ"
    return "unmapped", f"{base}: interval (not read by these rules)"


CALENDAR_VERBS = [
    (r"date\(byAdding|\.adding\(|dateComponents\(|date\(bySetting|\.date\(from|"
     r"\.date\(byAdding", "arithmetic"),
    (r"nextDate|enumerateDates|recurrence|RecurrenceRule|matches\(", "calendar: next dates, "
     "enumeration and recurrence (calc has add, roll and difference)"),
    # what range_case reads is asked; left here: validateRange's loops over every pair
    (r"range\(of|minimumRange|maximumRange|ordinality", "calendar: a table of every pair's "
     "range checked in one loop (validateRange: 196 ranges at one site; calc asks one pair)"),
    (r"dateInterval\(of|startOfDay|isDateIn|isDate\(|isDateInWeekend|nextWeekend|"
     r"dateIntervalOfWeekend|compare\(|isDateInToday", "calendar: intervals, weekends and "
     "comparisons (calc has add, roll and difference)"),
]


def classify_calendar(s, base):
    for pattern, what in CALENDAR_VERBS:
        if re.search(pattern, s):
            if what == "arithmetic":
                return "unmapped", f"{base}: arithmetic whose Swift dates these rules do not read"
            return "nx", what
    if re.search(r"component\(|components\(", s):
        return "oos", "not a formatted string: a date's fields (the fields artifact, not calc)"
    return "oos", "not a formatted string: Calendar's properties, identity, hashing or coding"


def main(src, dst):
    out = []
    durations([f"{src}/DurationUnitsFormatStyleTests.swift",
               f"{src}/DurationTimeFormatStyleTests.swift",
               f"{src}/DurationExtensionTests.swift"], out)
    generic([f"{src}/DateRelativeFormatStyleTests.swift"], "swift-foundation-relative", out,
            classify_relative)
    generic([f"{src}/DateIntervalFormatStyleTests.swift", f"{src}/DateIntervalTests.swift"],
            "swift-foundation-intervals", out, classify_interval)
    generic([f"{src}/CalendarTests.swift", f"{src}/GregorianCalendarTests.swift",
             f"{src}/GegorianCalendarInternationalizationTests.swift"],
            "swift-foundation-calendar", out, classify_calendar)
    by = {}
    for row in out:
        by.setdefault(row["suite"], []).append(row)
    for suite, rows in by.items():
        with open(f"{dst}/{suite}.jsonl", "w", encoding="utf-8") as f:
            for row in rows:
                f.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
        print(f"{suite}: {len(rows)} cases")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
