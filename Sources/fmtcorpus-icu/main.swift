import Assembly
import CICU
import CorpusModel
import EngineProcess
import ICUEngine

#if canImport(Glibc)
  import Glibc
#endif

// A loaded ICU's own process: fmtcorpus drives it over stdin/stdout (see ProcessEngine), as it
// drives fmtcorpus-foundation. Started with one ICU version's three libraries by absolute path
// (data, common, i18n), it binds CICU's table to them before anything else and serves the ICU
// engine through them: one loaded ICU per process, beside the linked ICU 72 it never calls.
//
// A binding that fails (a file that is not a loadable library, a function every artifact needs
// missing) is not a crash and not a second line on stderr: the worker stays up and answers every
// request with the one-line `InputError`, which the driver prints and exits 2 on.

/// An engine that refuses every question with the same error.
struct RefusingEngine: CorpusEngine {
  let error: InputError
  var info: EngineInfo { EngineInfo(name: "icu", versions: [:], localeCount: 0, zoneCount: 0) }
  var availableLocales: [LocaleID] { [] }
  func answer(_ request: EngineRequest) throws -> any EngineAnswer { throw error }
}

let paths = Array(CommandLine.arguments.dropFirst())
guard paths.count == 3 else {
  let message = "fmtcorpus-icu: error: expected three library paths (data, common, i18n)\n"
  _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  exit(3)
}
var message = [CChar](repeating: 0, count: 512)
guard cicu_bind_load(paths[0], paths[1], paths[2], nil, &message, 512) == 0 else {
  let folder = paths[1].split(separator: "/", omittingEmptySubsequences: false).dropLast()
    .joined(separator: "/")
  EngineServer.serve(
    RefusingEngine(
      error: .unusableLibraries(
        folder, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8($0) },
          as: UTF8.self))))
}
do {
  EngineServer.serve(try ICUCorpusEngine())
} catch {
  let text = "fmtcorpus-icu: error: \(error)\n"
  _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  exit(3)
}
