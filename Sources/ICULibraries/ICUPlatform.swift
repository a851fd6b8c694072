#if canImport(Glibc)
  import Glibc
#endif

/// The machines the wheels are built for: manylinux (glibc) on x86_64 and aarch64.
public enum ICUPlatform: String, CaseIterable, Hashable, Sendable {
  case x86_64
  case aarch64

  /// The platform tag pip downloads for (`--platform`): every wheel in the table is built for
  /// glibc 2.28 or older, so one tag per machine finds them all.
  public var pipTag: String { "manylinux_2_28_" + rawValue }

  /// The machine this process runs on (`uname -m`), or nil where no wheel is built for it.
  public static var running: ICUPlatform? { ICUPlatform(rawValue: machine) }

  /// `uname -m`: what ``running`` is read from, and what a refusal names.
  public static var machine: String {
    var names = utsname()
    guard uname(&names) == 0 else { return "unknown" }
    return withUnsafeBytes(of: &names.machine) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }
}
