import CorpusModel
import EngineProcess
import Foundation
import FoundationEngine

// The Foundation engine's own process: fmtcorpus drives it over stdin/stdout (see
// ProcessEngine). It never loads the system's ICU 72, only Foundation's ICU 76.
do {
  EngineServer.serve(try FoundationEngine())
} catch {
  let message = "fmtcorpus-foundation: error: \(error)\n"
  _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  exit(3)
}
