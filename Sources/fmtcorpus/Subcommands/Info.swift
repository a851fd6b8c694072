import ArgumentParser
import FormatCorpus

extension FmtCorpusCommand {
  struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the engine, its versions (ICU, CLDR, Unicode, tzdata) and its counts.")

    @Flag(help: "Print JSON.")
    var json = false

    @Flag(help: "List ICU's available locales, one per line.")
    var locales = false

    @Flag(help: "List every zone id ICU knows, one per line.")
    var zones = false

    func run() throws {
      let engine = try ICUEngine()
      if locales || zones {
        let list = locales ? engine.availableLocales.map(\.rawValue) : try engine.zoneIDs()
        if json {
          print(String(decoding: GoldenJSON.array(list.map { .string($0) }).rendered(), as: UTF8.self), terminator: "")
        } else {
          print(list.joined(separator: "\n"))
        }
        return
      }
      let info = engine.info
      if json {
        let object = GoldenJSON.object([
          "engine": .string(info.name),
          "versions": .object(info.versions.mapValues { .string($0) }),
          "localeCount": .int(info.localeCount),
          "zoneCount": .int(info.zoneCount),
          "fmtcorpusVersion": .string(fmtcorpusVersion),
        ])
        print(String(decoding: object.rendered(), as: UTF8.self), terminator: "")
        return
      }
      let versions = info.versions
      print("engine: \(info.name) (system ICU, reached through CICU)")
      for key in ["icu", "cldr", "unicode", "tzdata"] {
        print("\(key): \(versions[key] ?? "?")")
      }
      print("locales: \(info.localeCount) available")
      print("zones: \(info.zoneCount) canonical")
      print("fmtcorpus: \(fmtcorpusVersion)")
    }
  }
}
