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
