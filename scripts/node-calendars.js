// The yardstick for the calendars (issue 29): Node's Intl.DateTimeFormat (its own ICU) with a
// `calendar` option on the styles workload's 24 style pairs and 8 instants, in each locale's
// calendars of the default plan — CALENDAR_PLAN is `styles-workload calendar-plan`'s output, one
// "LOCALE CALENDAR …" a line in ICU's spelling (gregorian → gregory, ethiopic-amete-alem →
// ethioaa; the others are the same in BCP 47) — one formatter per locale/calendar/pair, one zone,
// one core. Prints "<strings> <seconds>"; exits 2 when Node resolves a calendar to another one
// (it would then render other work than ours).
// Usage: node scripts/node-calendars.js CALENDAR_PLAN
const bcp47 = {'gregorian': 'gregory', 'ethiopic-amete-alem': 'ethioaa'};
const plan = require('fs').readFileSync(process.argv[2], 'utf8').trim().split('\n').map(line => {
  const [locale, ...calendars] = line.trim().split(/\s+/);
  return [locale.replace(/_/g, '-'), calendars.map(c => bcp47[c] || c)];
});
const styles = [undefined, 'short', 'medium', 'long', 'full'];
const inst = [Date.UTC(2007,0,9,18), Date.UTC(2010,0,27,18), Date.UTC(2015,0,19,14,45), Date.UTC(1876,2,10,4,56,2),
              Date.UTC(2024,1,29,12), Date.UTC(2023,8,16,12), Date.UTC(2019,11,30,12), Date.UTC(2021,10,7,6,30)].map(t => new Date(t));
let n = 0, len = 0;
const opened = [];
const t0 = process.hrtime.bigint();
for (const [l, cals] of plan) for (const c of cals) for (const ds of styles) for (const ts of styles) {
  if (!ds && !ts) continue;
  const f = new Intl.DateTimeFormat(l, {dateStyle: ds, timeStyle: ts, calendar: c, timeZone: 'America/New_York'});
  if (!ds) opened.push([l, c, f]);
  for (const d of inst) { len += f.format(d).length; n++; }
}
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
// Checked after the clock stops: each locale/calendar's first formatter has the calendar asked.
for (const [l, c, f] of opened) {
  const resolved = f.resolvedOptions().calendar;
  if (resolved !== c) {
    console.error(`node-calendars: ${l} resolved calendar '${c}' to '${resolved}'`);
    process.exit(2);
  }
}
console.log(`${n} ${seconds}`);
