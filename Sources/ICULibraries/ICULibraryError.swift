/// Why an ICU could not be fetched or found: one lower-case line that names the value and what
/// would be valid. The CLI exits 2 on every case.
public enum ICULibraryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A version spelling the table has no row for, with the versions it has.
  case notInTable(String, fetchable: [String])
  /// This machine (`uname -m`) has no wheels in the table.
  case noWheelForMachine(String)
  /// No pip to download with: the variable named it, or nothing on PATH did.
  case noPip(String)
  /// No python3 to extract with.
  case noPython
  /// pip or python ran and failed (what ran, how it ended).
  case commandFailed(String, status: String)
  /// pip finished without saving the wheel the table names (what the folder held instead).
  case downloadMissing(String, found: [String])
  /// A downloaded wheel's SHA-256 is not the table's.
  case wheelHash(String, actual: String, expected: String)
  /// The wheel has no such library where the table says.
  case libraryMissing(String, wheel: String)
  /// A library's SHA-256 is not the table's.
  case libraryHash(String, actual: String, expected: String)
  /// The cache folder cannot be used (the path, what is wrong).
  case cache(String, reason: String)

  public var description: String {
    switch self {
    case .notInTable(let spelling, let fetchable):
      let majors = Array(Set(fetchable.map { String($0.prefix { $0 != "." }) }))
        .sorted { ICUWheels.versionOrder($1, $0) }
      return "no ICU '\(spelling)' to fetch (can fetch: \(fetchable.joined(separator: ", ")), "
        + "or a major for its newest: \(majors.joined(separator: ", "))); any other build "
        + "loads with '--icu-libs DIR'"
    case .noWheelForMachine(let machine):
      return "no ICU wheel for this machine (\(machine)): the table has "
        + ICUPlatform.allCases.map(\.rawValue).joined(separator: " and ")
        + " manylinux wheels; '--icu-libs DIR' loads a build of your own"
    case .noPip(let tried):
      return "pip not found (\(tried)): install it (Debian and Ubuntu: 'apt-get install "
        + "python3-pip'; elsewhere https://pip.pypa.io/en/stable/installation/), or set "
        + "FMTCORPUS_PIP to it; '--icu-libs DIR' needs no pip"
    case .noPython:
      return "python3 not found on PATH: 'icu fetch' extracts the wheel with 'python3 -m "
        + "zipfile' (pip comes with it); '--icu-libs DIR' needs neither"
    case .commandFailed(let command, let status):
      return "'\(command)' failed (\(status)); its output is above"
    case .downloadMissing(let expected, let found):
      let held = found.isEmpty ? "nothing" : found.joined(separator: ", ")
      return "pip did not save '\(expected)' (it saved \(held))"
    case .wheelHash(let file, let actual, let expected):
      return "refusing '\(file)': its SHA-256 is \(actual), the table's is \(expected)"
    case .libraryMissing(let name, let wheel):
      return "'\(wheel)' holds no '\(name)', which the table names"
    case .libraryHash(let name, let actual, let expected):
      return "refusing '\(name)': its SHA-256 is \(actual), the table's is \(expected)"
    case .cache(let path, let reason):
      return "cannot use the ICU cache '\(path)': \(reason)"
    }
  }
}
