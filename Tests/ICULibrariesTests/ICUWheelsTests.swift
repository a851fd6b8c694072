import Testing

@testable import ICULibraries

/// The wheel table and how a version's spelling finds its row.
@Suite struct ICUWheelsTests {
  static let fetchable = ["78.3", "78.2", "77.1", "76.1", "60.3"]

  @Test(arguments: ICUPlatform.allCases)
  func aMajorIsItsNewestVersionAndAFullVersionItself(platform: ICUPlatform) throws {
    let expected = [
      "78": ("78.3", "icu4py 1.2.0"), "78.3": ("78.3", "icu4py 1.2.0"),
      "78.2": ("78.2", "icu4py 1.0.0"), "77": ("77.1", "pyicu-wheels 2.15.2"),
      "76": ("76.1", "pyicu-wheels 2.14"), "76.1": ("76.1", "pyicu-wheels 2.14"),
      "60": ("60.3", "icu4py 0.1.0"),
    ]
    for (spelling, (icu, wheel)) in expected {
      let row = try ICUWheels.row(for: spelling, platform: platform)
      #expect(row.icu == icu, "\(spelling)")
      #expect(row.package + " " + row.packageVersion == wheel, "\(spelling)")
      #expect(row.platform == platform)
    }
  }

  @Test func theRowsVersionsAreWhatTheirLibrariesReported() throws {
    let row = try ICUWheels.row(for: "78", platform: .x86_64)
    #expect([row.icu, row.cldr, row.unicode, row.tzdata] == ["78.3", "48.0", "17.0", "2026a"])
    #expect(row.file == "icu4py-1.2.0-cp311-cp311-manylinux_2_27_x86_64.manylinux_2_28_x86_64.whl")
    #expect(row.sha256 == "53ec0e68973dda6e3c0bb2caa8933fe221271b71da878e0b214ad159b88237cd")
    let old = try ICUWheels.row(for: "60", platform: .aarch64)
    #expect([old.icu, old.cldr, old.unicode, old.tzdata] == ["60.3", "32.0.1", "10.0", "2019a"])
  }

  /// 72 is the system's (no wheel); the rest are not versions at all, and none reaches a path.
  @Test(arguments: ["72", "78.1", "78.3.0", "7x", "", "icu@78", "../78.3", "78.", " 78", "0078"])
  func aSpellingWithoutARowListsWhatCanBeFetched(spelling: String) {
    #expect(throws: ICULibraryError.notInTable(spelling, fetchable: Self.fetchable)) {
      try ICUWheels.row(for: spelling, platform: .x86_64)
    }
  }

  @Test func theRefusalIsOneLineThatNamesTheValueAndTheChoices() {
    #expect(
      ICULibraryError.notInTable("72", fetchable: Self.fetchable).description
        == "no ICU '72' to fetch (can fetch: 78.3, 78.2, 77.1, 76.1, 60.3, or a major for its "
        + "newest: 78, 77, 76, 60); any other build loads with '--icu-libs DIR'")
  }

  @Test func aMachineWithoutWheelsIsRefusedByName() {
    #expect(throws: ICULibraryError.noWheelForMachine(ICUPlatform.machine)) {
      try ICUWheels.row(for: "78", platform: nil)
    }
    #expect(
      ICULibraryError.noWheelForMachine("riscv64").description
        == "no ICU wheel for this machine (riscv64): the table has x86_64 and aarch64 manylinux "
        + "wheels; '--icu-libs DIR' loads a build of your own")
  }

  @Test func theLibraryHashesAreTheRowsByFileName() {
    let hashes = ICUWheels.libraryHashes(version: "78.3", platform: .x86_64)
    #expect(
      hashes == [
        "libicudata-59b7cd96.so.78.3":
          "b84374431fec89b6fdfd4ad4e02465b615648dfb7d4706f251d877696139b2dd",
        "libicuuc-55b0ea0a.so.78.3":
          "27b5f999af94ac54b38338ca8a3df9f1899875260920b7a6211fea0aa8da53de",
        "libicui18n-27b40375.so.78.3":
          "47369daf78955bf2e82281b67013d082e43b2d6b98cf5ce8c4939b3f8870508e",
      ])
    #expect(ICUWheels.libraryHashes(version: "78", platform: .x86_64) == nil)
    #expect(ICUWheels.libraryHashes(version: "72.1", platform: .x86_64) == nil)
    #expect(ICUWheels.libraryHashes(version: "78.3", platform: nil) == nil)
  }

  /// Every row keeps the table's rules, so a mistyped new row fails here rather than at a
  /// user's fetch.
  @Test func everyRowIsWellFormed() {
    let hex = Set("0123456789abcdef")
    for row in ICUWheels.rows {
      let name = "\(row.requirement) \(row.platform)"
      let distribution = row.librariesFolder.dropLast(5)
      #expect(row.file.hasPrefix("\(distribution)-\(row.packageVersion)-cp311-cp311-"), "\(name)")
      #expect(row.file.hasSuffix("manylinux_2_28_\(row.platform.rawValue).whl"), "\(name)")
      #expect(ICUWheels.isVersion(row.icu, parts: 2), "\(name)")
      for hash in [row.sha256] + row.libraries.map(\.sha256) {
        #expect(hash.count == 64 && hash.allSatisfy(hex.contains), "\(name): \(hash)")
      }
      let kinds = row.libraries.map { $0.name.prefix { $0 != "-" } }
      #expect(kinds == ["libicudata", "libicuuc", "libicui18n"], "\(name)")
      for (library, kind) in zip(row.libraries, kinds) {
        // auditwheel's names: `libicuuc-55b0ea0a.so.78.3`, eight hex digits of its own hash.
        let tag = library.name.dropFirst(kind.count + 1).prefix { $0 != "." }
        #expect(tag.count == 8 && tag.allSatisfy(hex.contains), "\(name): \(library.name)")
        #expect(library.name == "\(kind)-\(tag).so.\(row.icu)", "\(name): \(library.name)")
      }
    }
  }

  /// One row per version and machine, every version on both machines with the same package
  /// and versions.
  @Test func everyVersionHasOneRowPerMachine() {
    for version in Set(ICUWheels.rows.map(\.icu)) {
      let rows = ICUWheels.rows.filter { $0.icu == version }
      #expect(rows.map(\.platform).sorted { $0.rawValue < $1.rawValue } == [.aarch64, .x86_64])
      #expect(Set(rows.map { [$0.requirement, $0.cldr, $0.unicode, $0.tzdata] }).count == 1)
    }
    #expect(ICUWheels.versions(platform: .aarch64) == Self.fetchable)
    #expect(ICUWheels.versions(platform: .x86_64) == Self.fetchable)
  }
}
