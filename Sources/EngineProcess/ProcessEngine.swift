import Assembly
import CorpusModel
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// An engine that runs as its own executable, driven over pipes: every ``CorpusEngine`` call is
/// a request to a worker process.
///
/// This keeps an engine's libraries out of the driving process — Foundation's ICU 76 and the
/// system's ICU 72 must never share one. Calls made at the same time go to different workers,
/// started as needed, so `generate --jobs N` renders on N worker processes.
public final class ProcessEngine: CorpusEngine, Sendable {
  public let info: EngineInfo
  public let availableLocales: [LocaleID]
  /// The worker executable's path.
  public let executable: String
  /// What the worker is started with (`formatstyle`: one executable serves two engines).
  public let arguments: [String]
  /// How long one request may take, in seconds (``deadline(from:)``).
  private let deadline: Double
  private let idle: Mutex<[Worker]>

  /// Starts one worker and asks it for the engine's description.
  ///
  /// - Throws: `InputError` for a bad `FMTCORPUS_WORKER_TIMEOUT`, `EngineError` when the
  ///   executable is missing or the worker does not answer.
  public init(executable: String, arguments: [String] = []) throws {
    deadline = try Self.deadline(from: getenv(Self.deadlineVariable).map { String(cString: $0) })
    guard access(executable, X_OK) == 0 else {
      throw EngineError(
        operation: "start engine", status: "no executable at \(executable)",
        context: "'swift build -c release' builds it beside fmtcorpus")
    }
    // A worker that dies must surface as an error from write(2), not kill the driver.
    signal(SIGPIPE, SIG_IGN)
    self.executable = executable
    self.arguments = arguments
    let first = try Worker(executable: executable, arguments: arguments, deadline: deadline)
    info = try first.call(.info, as: EngineInfo.self)
    availableLocales = try first.call(.availableLocales, as: [LocaleID].self)
    idle = Mutex([first])
  }

  /// The executable named `name` in the folder of the running program (`.build/release/`).
  public static func sibling(_ name: String) -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return name }
    let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let slash = path.lastIndex(of: "/") else { return name }
    return String(path[...slash]) + name
  }

  /// Sends a request to an idle worker (or a new one), decodes the reply as the request's
  /// answer type and returns the worker to the pool; a worker that failed is dropped.
  public func answer(_ request: EngineRequest) throws -> any EngineAnswer {
    try call(request, as: request.answerType)
  }

  private func call<Value: EngineAnswer>(_ request: EngineRequest, as type: Value.Type) throws
    -> Value
  {
    let worker =
      try idle.withLock { $0.popLast() }
      ?? Worker(executable: executable, arguments: arguments, deadline: deadline)
    let value = try worker.call(request, as: type)
    idle.withLock { $0.append(worker) }
    return value
  }

  /// How long one request may take, in seconds: `FMTCORPUS_WORKER_TIMEOUT` (`text`; nil when
  /// unset), else 120.
  ///
  /// Generous: the slowest request (a locale's whole corpus, or every calendar field of the
  /// plan, on a loaded machine) takes a few seconds; a worker that takes minutes has stopped.
  /// A value set but unreadable is refused, not ignored: the gate would run with another
  /// deadline than the one its job asked for. At most a day, so the deadline stays a time.
  ///
  /// - Throws: `InputError.invalidValue` for anything but a number of seconds above 0 and at
  ///   most 86,400 (`abc`, `0`, `-1`, `nan`, an empty value).
  static func deadline(from text: String?) throws(InputError) -> Double {
    guard let text else { return 120 }
    guard let seconds = Double(text), seconds > 0, seconds <= 86_400 else {
      throw InputError.invalidValue(
        text, option: deadlineVariable,
        expected: "a number of seconds above 0 and at most 86400, such as 300")
    }
    return seconds
  }

  static let deadlineVariable = "FMTCORPUS_WORKER_TIMEOUT"

  /// How requests are written, by the driver and (to check them) by the worker: keys sorted,
  /// so that the same request is the same bytes on both sides of the pipe.
  static func requestEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }
}

/// One worker process and the two pipes to it. Closing its stdin ends it.
private final class Worker: Sendable {
  let pid: pid_t
  let toWorker: Int32
  let fromWorker: Int32
  let name: String
  /// Seconds one request may take before the worker is killed.
  let deadline: Double

  init(executable: String, arguments: [String], deadline: Double) throws(EngineError) {
    let name = String(executable.split(separator: "/").last ?? "engine")
    self.name = name
    self.deadline = deadline
    // Pipes and spawn under one lock: a worker started in between must not inherit another
    // worker's pipe ends (close-on-exec is set after pipe(2), pipe2 is not visible to Swift).
    (pid, toWorker, fromWorker) = try Worker.spawnLock.withLock { _ throws(EngineError) in
      try Worker.spawn(executable, arguments: arguments, name: name)
    }
  }

  private static let spawnLock = Mutex(())

  private static func spawn(_ executable: String, arguments: [String], name: String)
    throws(EngineError) -> (
      pid_t, Int32, Int32
    )
  {
    var input: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    guard pipe(&input) == 0 else {
      throw EngineError(operation: "pipe", status: String(cString: strerror(errno)), context: name)
    }
    guard pipe(&output) == 0 else {
      close(input[0])
      close(input[1])
      throw EngineError(operation: "pipe", status: String(cString: strerror(errno)), context: name)
    }
    for fd in input + output { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input[0], 0)
    posix_spawn_file_actions_adddup2(&actions, output[1], 1)
    var pid: pid_t = 0
    let status = executable.withCString { path in
      var argv: [UnsafeMutablePointer<CChar>?] = [strdup(path)] + arguments.map { strdup($0) }
      argv.append(nil)
      defer { for pointer in argv { free(pointer) } }
      return posix_spawn(&pid, path, &actions, nil, &argv, environ)
    }
    close(input[0])
    close(output[1])
    guard status == 0 else {
      close(input[1])
      close(output[0])
      throw EngineError(
        operation: "posix_spawn", status: String(cString: strerror(status)), context: executable)
    }
    return (pid, input[1], output[0])
  }

  deinit {
    close(toWorker)
    close(fromWorker)
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
  }

  /// - Throws: the engine's own `InputError` or `EngineError`, or an `EngineError` when the
  ///   worker is gone or does not answer within ``deadline`` (it is killed; the error names
  ///   its pid).
  func call<Value: EngineAnswer>(_ request: EngineRequest, as type: Value.Type) throws
    -> Value
  {
    let context = "\(name) pid \(pid)"
    let bytes: [UInt8]
    do {
      bytes = Array(try ProcessEngine.requestEncoder().encode(request))
    } catch {
      throw EngineError(operation: "encode request", status: "\(error)", context: context)
    }
    guard Frames.write(bytes, to: toWorker) else {
      throw EngineError(operation: "engine worker", status: exitDescription(), context: context)
    }
    let answer: [UInt8]
    switch Frames.read(from: fromWorker, deadline: Frames.now() + deadline) {
    case .frame(let bytes): answer = bytes
    case .closed:
      throw EngineError(operation: "engine worker", status: exitDescription(), context: context)
    case .timedOut:
      // A worker that stops answering (stopped, deadlocked) must not hang the gate.
      kill(pid, SIGKILL)
      throw EngineError(
        operation: "engine worker",
        status:
          "no answer within \(Int(deadline)) s, so it was killed (\(ProcessEngine.deadlineVariable)=SECONDS allows longer)",
        context: context)
    }
    let reply: EngineReply<Value>
    do {
      let decoder = JSONDecoder()
      // `calc`'s answers may be instants from -9999 on (the worker wrote them).
      decoder.userInfo[.expandedInstantYears] = true
      reply = try decoder.decode(EngineReply<Value>.self, from: Data(answer))
    } catch {
      throw EngineError(operation: "decode reply", status: "\(error)", context: context)
    }
    switch reply {
    case .value(let value): return value
    case .engineError(let error): throw error
    case .inputError(let error): throw error
    }
  }

  /// How the worker ended, once its pipe closed.
  private func exitDescription() -> String {
    var status: Int32 = 0
    guard waitpid(pid, &status, 0) == pid else { return "stopped answering" }
    let signal = status & 0x7f
    if signal != 0 { return "killed by signal \(signal)" }
    return "exited with status \((status >> 8) & 0xff)"
  }
}
