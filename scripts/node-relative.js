// The yardstick for scripts/bench's relative-workload: Node's Intl.RelativeTimeFormat (its own ICU) on
// the relative plan's times in the units it has (year … second; no weekdays): every locale in
// LOCALES_FILE (one per line, ICU spelling) x 3 styles x the default plan's groups, one formatter
// per locale, style and numeric mode. Prints "<strings> <seconds>".
// Usage: node scripts/node-relative.js LOCALES_FILE
const locs = require('fs').readFileSync(process.argv[2], 'utf8').trim().split('\n').map(l => l.replace(/_/g, '-'));
const clock = ['hour', 'minute', 'second'];
const calendar = ['year', 'quarter', 'month', 'week', 'day'];
const groups = [
  {numeric: 'always', units: calendar.concat(clock), offsets: [-2, -1, 0, 1, 2, 10, 2.5]},
  {numeric: 'auto', units: calendar, offsets: [-2, -1, 0, 1, 2]},
  {numeric: 'auto', units: clock, offsets: [-1, 0, 1]},
];
let n = 0, len = 0;
const t0 = process.hrtime.bigint();
for (const l of locs) for (const style of ['long', 'short', 'narrow']) {
  const formats = {always: new Intl.RelativeTimeFormat(l, {style, numeric: 'always'}),
                   auto: new Intl.RelativeTimeFormat(l, {style, numeric: 'auto'})};
  for (const g of groups) for (const u of g.units) for (const o of g.offsets) {
    len += formats[g.numeric].format(o, u).length; n++;
  }
}
console.log(`${n} ${Number(process.hrtime.bigint() - t0) / 1e9}`);
