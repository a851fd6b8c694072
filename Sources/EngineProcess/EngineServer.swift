import CorpusModel
import Assembly
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
    // `calc` sends instants from -9999 on; only the driver's checked values come down the pipe.
    decoder.userInfo[.expandedInstantYears] = true
    let encoder = JSONEncoder()
    let requestEncoder = ProcessEngine.requestEncoder()
    while let frame = Frames.read(from: 0) {
      let reply: [UInt8]
      do {
        let request = try decoder.decode(EngineRequest.self, from: Data(frame))
        // A driver built from newer sources sends fields this worker's decoder would skip,
        // and the answer would silently ignore them (a duration's --max-units, formatted with
        // every unit). Written back as the driver writes it, the request must be the frame.
        guard Array(try requestEncoder.encode(request)) == frame else {
          reply = Array(try encoder.encode(EngineReply<Int>.engineError(staleWorker)))
          guard Frames.write(reply, to: 1) else { break }
          continue
        }
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

  /// A request holding what this worker does not read: the worker and its driver were built
  /// from different sources.
  static let staleWorker = EngineError(
    operation: "engine request",
    status:
      "the worker does not read every field the driver sent: it was built from other sources than fmtcorpus",
    context:
      "build both again, 'swift build -c release' (or '--product fmtcorpus-foundation' beside '--product fmtcorpus')"
  )

  /// The engine's reply to one request, encoded: its answer as the request's type, or the
  /// error it threw.
  private static func answer(
    _ request: EngineRequest, _ engine: some CorpusEngine, _ encoder: JSONEncoder
  ) throws -> [UInt8] {
    func encoded<Value: EngineAnswer>(_ reply: EngineReply<Value>) throws -> [UInt8] {
      Array(try encoder.encode(reply))
    }
    do {
      func value<Value: EngineAnswer>(_ value: Value) throws -> [UInt8] {
        try encoded(EngineReply.value(value))
      }
      return try value(try engine.answer(request))
    } catch let error as InputError {
      return try encoded(EngineReply<Int>.inputError(error))
    } catch let error as EngineError {
      return try encoded(EngineReply<Int>.engineError(error))
    } catch {
      return try encoded(
        EngineReply<Int>.engineError(
          EngineError(operation: "engine", status: "\(error)", context: "worker")))
    }
  }
}
