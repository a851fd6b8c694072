import ICULibraries
import Testing

/// Finding one version's three libraries in a folder, shared by `--icu-libs`, the fetch cache
/// and `styles-workload --icu`.
@Suite struct ICULibraryFolderTests {
  /// The system folder holds links (`libicuuc.so` → `libicuuc.so.72` → `libicuuc.so.72.1`)
  /// and other ICU libraries (`libicuio`, `libicutu`): the three real files, once each.
  @Test func theSystemFolderGivesICU72sThreeFiles() throws {
    let paths = try ICULibraryFolder.libraries(in: "/usr/lib/x86_64-linux-gnu").get()
    #expect(
      paths == ["libicudata", "libicuuc", "libicui18n"].map {
        "/usr/lib/x86_64-linux-gnu/\($0).so.72.1"
      })
  }

  @Test func aFolderWithoutICUSaysWhy() {
    #expect(
      ICULibraryFolder.libraries(in: "/nonexistent-fmtcorpus")
        == .failure(.init(reason: "no such folder")))
    #expect(
      ICULibraryFolder.libraries(in: "/")
        == .failure(
          .init(
            reason:
              "it holds no ICU (expected libicudata, libicuuc and libicui18n shared libraries)")))
  }
}
