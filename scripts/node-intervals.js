// A yardstick for the intervals artifact: Node's Intl.DateTimeFormat.prototype.formatRange (its
// own ICU) on the default plan's intervals — every locale in LOCALES_FILE (one per line, ICU
// spelling) x 3 calendars x the 3 interval templates x the 7 pairs, in America/New_York, one
// formatter per locale/calendar/template, one core. Prints "<strings> <seconds>".
// Usage: node scripts/node-intervals.js LOCALES_FILE   (LOCALES_FILE: fmtcorpus info --locales)
const locs = require('fs').readFileSync(process.argv[2], 'utf8').trim().split('\n').map(l => l.replace(/_/g, '-'));
const templates = [
  {year: 'numeric', month: 'short', day: 'numeric'},                     // yMMMd
  {weekday: 'long', year: 'numeric', month: 'long', day: 'numeric'},    // yMMMMEEEEd
  {hour: 'numeric', minute: '2-digit'},                                  // jm
];
const pairs = [
  ['2024-02-14T15:00:00Z', '2024-02-14T15:00:00Z'], ['2024-02-14T15:00:00Z', '2024-02-14T15:45:00Z'],
  ['2024-02-14T15:00:00Z', '2024-02-14T18:30:00Z'], ['2024-02-15T03:00:00Z', '2024-02-15T06:00:00Z'],
  ['2024-02-14T15:00:00Z', '2024-02-16T15:00:00Z'], ['2024-02-14T15:00:00Z', '2024-04-17T14:00:00Z'],
  ['2024-12-30T15:00:00Z', '2025-01-02T15:00:00Z'],
].map(([a, b]) => [new Date(a), new Date(b)]);
let n = 0, len = 0;
const t0 = process.hrtime.bigint();
for (const l of locs) for (const c of ['gregory', 'buddhist', 'hebrew']) for (const t of templates) {
  const f = new Intl.DateTimeFormat(l, {...t, calendar: c, timeZone: 'America/New_York'});
  for (const [a, b] of pairs) { len += f.formatRange(a, b).length; n++; }
}
console.log(`${n} ${Number(process.hrtime.bigint() - t0) / 1e9}`);
