import CorpusModel
import EngineProcess
import Foundation
import FoundationEngine

// The Foundation engines' own process: fmtcorpus drives it over stdin/stdout (see
// ProcessEngine). It never loads the system's ICU 72, only Foundation's ICU 76. With no
// argument it serves `foundation` (DateFormatter and its family), with `formatstyle` what
// Date.FormatStyle and its family show.
func fail(_ text: String) -> Never {
  let message = "fmtcorpus-foundation: error: \(text)\n"
  _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  exit(3)
}

do {
  switch CommandLine.arguments.dropFirst().first {
  case nil, "foundation": EngineServer.serve(try FoundationCorpusEngine())
  case "formatstyle": EngineServer.serve(try FormatStyleCorpusEngine())
  case let other?: fail("unknown engine '\(other)' (expected foundation or formatstyle)")
  }
} catch {
  fail("\(error)")
}
