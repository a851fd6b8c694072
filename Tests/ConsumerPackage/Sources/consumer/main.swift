import FormatCorpus

// What a team's code calls: one string from each engine, then the gate on a corpus folder.
//   consumer CORPUS
let arguments = CommandLine.arguments
do {
  for name in ["icu", "foundation"] {
    let engine = try Engines.make(name)
    let string = try engine.format(
      locale: engine.resolveLocale("en_US"), calendar: .gregorian,
      zone: engine.resolveZone("America/New_York"),
      instant: Instant(iso8601: "2010-01-27T18:00:00Z"),
      pair: StylePair(date: .short, time: .short))
    print("\(name): \(string)")
  }
  if arguments.count > 1 {
    let changes = try CorpusGate.changes(in: arguments[1])
    print("changes: \(changes.count)")
    for change in changes.prefix(2) { print(change.reportLine) }
  }
} catch {
  print("error: \(error)")
}
