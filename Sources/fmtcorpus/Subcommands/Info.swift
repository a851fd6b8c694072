import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "info",
      abstract: "Print the engine, its versions (ICU, CLDR, Unicode, tzdata) and its counts.",
      discussion: "Engines: \(Engines.help).")

    @Flag(help: "Print JSON.")
    var json = false

    @OptionGroup var engineOption: EngineOption

    @Flag(help: "List the engine's available locales, one per line.")
    var locales = false

    @Flag(help: "List every zone id the engine knows (canonical ids and aliases), one per line.")
    var zones = false

    @Flag(
      help:
        "List the engine's calendars (CLDR ids, the engine's order: ICU 72 has 18, Foundation 27), one per line."
    )
    var calendars = false

    func run() throws {
      let lists = [
        locales ? "--locales" : nil, zones ? "--zones" : nil, calendars ? "--calendars" : nil,
      ]
      .compactMap { $0 }
      if lists.count > 1 {
        throw InputError.invalidValue(
          lists.joined(separator: " "), option: "info",
          expected: "one list at a time: --locales, --zones or --calendars")
      }
      let engine = try engineOption.make()
      if locales || zones || calendars {
        let list =
          locales
          ? engine.availableLocales.map(\.rawValue)
          : zones ? try engine.zoneIDs() : try engine.calendars().map(\.rawValue)
        if json {
          print(JSONOutput.list(list), terminator: "")
        } else {
          print(list.joined(separator: "\n"))
        }
        return
      }
      let info = engine.info
      if json {
        print(JSONOutput.info(info, zoneIDCount: try engine.zoneIDs().count), terminator: "")
        return
      }
      let versions = info.versions
      print("engine: \(Engines.about(info.name))")
      let known = ["icu", "cldr", "unicode", "tzdata"]
      for key in known + versions.keys.sorted().filter({ !known.contains($0) }) {
        print("\(key): \(versions[key] ?? "?")")
      }
      print("locales: \(info.localeCount) available")
      print(
        "zones: \(info.zoneCount) canonical, \(try engine.zoneIDs().count) ids with aliases ('info --zones' lists them all)"
      )
      print("calendars: \(try engine.calendars().count) ('info --calendars' lists them)")
      print("fmtcorpus: \(fmtcorpusVersion)")
    }
  }
}
