import CorpusModel
import EngineSupport
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// The worker side: answers ``CorpusEngine`` calls read from stdin on stdout until stdin closes.
///
/// An engine executable's whole `main` is `EngineServer.serve(try SomeEngine())`.
public enum EngineServer {
  public static func serve(_ engine: some CorpusEngine) -> Never {
    let decoder = JSONDecoder()
    let encoder = JSONEncoder()
    while let frame = Frames.read(from: 0) {
      let reply: [UInt8]
      do {
        let request = try decoder.decode(EngineRequest.self, from: Data(frame))
        reply = try answer(request, engine, encoder)
      } catch {
        reply = Array(
          (try? encoder.encode(
            EngineReply<Int>.engineError(
              EngineError(operation: "engine request", status: "\(error)", context: "worker"))))
            ?? Data())
      }
      guard Frames.write(reply, to: 1) else { break }
    }
    exit(0)
  }

  private static func answer(
    _ request: EngineRequest, _ engine: some CorpusEngine, _ encoder: JSONEncoder
  ) throws -> [UInt8] {
    func reply<Value: Codable & Sendable>(_ body: () throws -> Value) throws -> [UInt8] {
      let result: EngineReply<Value>
      do {
        result = .value(try body())
      } catch let error as InputError {
        result = .inputError(error)
      } catch let error as EngineError {
        result = .engineError(error)
      } catch {
        result = .engineError(
          EngineError(operation: "engine", status: "\(error)", context: "worker"))
      }
      return Array(try encoder.encode(result))
    }
    switch request {
    case .info: return try reply { engine.info }
    case .availableLocales: return try reply { engine.availableLocales }
    case .zoneIDs: return try reply { try engine.zoneIDs() }
    case .canonicalZoneIDs: return try reply { try engine.canonicalZoneIDs() }
    case .resolveLocale(let text): return try reply { try engine.resolveLocale(text) }
    case .listedLocale(let locale): return try reply { try engine.listedLocale(for: locale) }
    case .resolveZone(let text): return try reply { try engine.resolveZone(text) }
    case .localeCorpus(let locale, let plan):
      return try reply { try engine.localeCorpus(for: locale, plan: plan) }
    case .fields(let plan):
      return try reply { try engine.fields(for: plan) }
    case .pickers(let locale, let calendars, let modes, let configuration):
      return try reply {
        try engine.pickers(
          locale: locale, calendars: calendars, modes: modes, configuration: configuration)
      }
    case .format(let locale, let calendar, let zone, let instant, let pair):
      return try reply {
        try engine.format(
          locale: locale, calendar: calendar, zone: zone, instant: instant, pair: pair)
      }
    case .month(let locale, let calendar, let zone, let instant):
      return try reply {
        try engine.month(locale: locale, calendar: calendar, zone: zone, instant: instant)
      }
    case .formatPattern(let locale, let calendar, let zone, let instant, let pattern):
      return try reply {
        try engine.format(
          locale: locale, calendar: calendar, zone: zone, instant: instant, pattern: pattern)
      }
    case .formatTemplate(let locale, let calendar, let zone, let instant, let template):
      return try reply {
        try engine.format(
          locale: locale, calendar: calendar, zone: zone, instant: instant, template: template)
      }
    }
  }
}
