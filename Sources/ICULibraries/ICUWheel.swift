#if canImport(Glibc)
  import Glibc
#endif

/// One wheel file on PyPI that carries a whole ICU build, and what is inside it: a row of
/// ``ICUWheels/rows``.
///
/// The hashes are what `fmtcorpus icu fetch` holds a download to, and what a pinned corpus's
/// loaded libraries are compared with: a wheel re-uploaded under the same name, or a library
/// swapped in the cache, is refused rather than rendered.
public struct ICUWheel: Hashable, Sendable {
  /// The PyPI package (`icu4py`, `pyicu-wheels`).
  public var package: String
  /// The package's version (`1.2.0`): what pip is asked for, `package==packageVersion`.
  public var packageVersion: String
  public var platform: ICUPlatform
  /// The wheel's file name, as pip saves it.
  public var file: String
  /// The wheel file's SHA-256, lower-case hex.
  public var sha256: String
  /// libicudata, libicuuc and libicui18n, in that order (the order they load in), with the
  /// wheel's own file names.
  public var libraries: [ICULibrary]
  /// The versions the libraries report (`u_getVersion`, `ulocdata_getCLDRVersion`,
  /// `u_getUnicodeVersion`, `ucal_getTZDataVersion`), read from them when the row was added.
  public var icu: String
  public var cldr: String
  public var unicode: String
  public var tzdata: String

  /// A row as the table spells it: versions first, then the file and its hashes.
  public init(
    _ package: String, _ packageVersion: String, _ platform: ICUPlatform,
    icu: String, cldr: String, unicode: String, tzdata: String,
    file: String, sha256: String,
    data: ICULibrary, uc: ICULibrary, i18n: ICULibrary
  ) {
    self.package = package
    self.packageVersion = packageVersion
    self.platform = platform
    self.file = file
    self.sha256 = sha256
    self.libraries = [data, uc, i18n]
    self.icu = icu
    self.cldr = cldr
    self.unicode = unicode
    self.tzdata = tzdata
  }

  /// The folder inside the wheel that holds the libraries: auditwheel names it after the
  /// distribution, `-` written `_` (`pyicu_wheels.libs`).
  public var librariesFolder: String {
    String(package.map { $0 == "-" ? "_" : $0 }) + ".libs"
  }

  /// What pip is asked for: `icu4py==1.2.0`.
  public var requirement: String { package + "==" + packageVersion }

  /// The ICU major (`78` of `78.3`).
  public var major: String { String(icu.prefix { $0 != "." }) }
}

/// One library file inside a wheel: its name (kept unchanged in the cache) and its SHA-256.
public struct ICULibrary: Hashable, Sendable {
  public var name: String
  public var sha256: String

  public init(_ name: String, sha256: String) {
    self.name = name
    self.sha256 = sha256
  }
}

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
