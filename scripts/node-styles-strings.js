// The styles workload's strings through Node's Intl.DateTimeFormat, one a line, in the order of
// `styles-workload strings` (../shared/bench/node-styles.js's loops: locale, then gregory,
// buddhist, hebrew, then the 24 style pairs, then the 8 instants), for scripts/bench's
// `node-strings` case, which compares them line by line.
// Usage: node scripts/node-styles-strings.js LOCALES_FILE
const locs = require('fs').readFileSync(process.argv[2], 'utf8').trim().split('\n').map(l => l.replace(/_/g, '-'));
const styles = [undefined, 'short', 'medium', 'long', 'full'];
const inst = [Date.UTC(2007,0,9,18), Date.UTC(2010,0,27,18), Date.UTC(2015,0,19,14,45), Date.UTC(1876,2,10,4,56,2),
              Date.UTC(2024,1,29,12), Date.UTC(2023,8,16,12), Date.UTC(2019,11,30,12), Date.UTC(2021,10,7,6,30)].map(t => new Date(t));
const out = [];
for (const l of locs) for (const c of ['gregory', 'buddhist', 'hebrew']) for (const ds of styles) for (const ts of styles) {
  if (!ds && !ts) continue;
  const f = new Intl.DateTimeFormat(l, {dateStyle: ds, timeStyle: ts, calendar: c, timeZone: 'America/New_York'});
  const resolved = f.resolvedOptions();
  for (const d of inst) out.push(`${l}\t${c}\t${ds || 'none'}/${ts || 'none'}\t${resolved.locale}\t${f.format(d)}`);
}
process.stdout.write(out.join('\n') + '\n');
