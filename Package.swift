// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "fmtcorpus",
  // Linux only (Debian 12 here): the engines reach ICU through Linux's libraries (the system's
  // libicu 72, Foundation's lib_FoundationICU), worker processes through Glibc and /proc. No
  // platform minimum is named because no Apple platform is supported.
  products: [
    .executable(name: "fmtcorpus", targets: ["fmtcorpus"]),
    .executable(name: "fmtcorpus-foundation", targets: ["fmtcorpus-foundation"]),
    .executable(name: "fmtcorpus-icu", targets: ["fmtcorpus-icu"]),
    .library(name: "FormatCorpus", targets: ["FormatCorpus"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // ICU behind ICU-free headers: the only code that includes ICU's headers. Links the system
    // ICU 72 and calls it through one function table, which a worker may bind to another
    // version's libraries instead (libdl's dlopen is in glibc's libc).
    .target(
      name: "CICU",
      linkerSettings: [
        .linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata"),
      ]
    ),
    // Linux system calls Swift's Glibc lacks (renameat2's atomic exchange). No ICU.
    .target(name: "CSystem"),
    // Pure values: ids, plans, corpus entries, the manifest. No ICU, no file I/O.
    .target(name: "CorpusModel"),
    // What a golden file holds, said once for every engine: the corpus assembly walks the plan,
    // resolves locales and zones, builds pickers, and asks an engine's FormatterSource only
    // primitive questions. No ICU.
    .target(name: "Assembly", dependencies: ["CorpusModel", "GoldenFormat"]),
    // The golden format: the byte layout of golden files and the manifest, written and read
    // (GoldenWriter, GoldenReader, their validating node readers), SHA-256. Never sees ICU.
    .target(name: "GoldenFormat", dependencies: ["CorpusModel", "CSystem"]),
    // The store: corpus folders on disk, read once per command, written all at once under a
    // lock. Never sees ICU.
    .target(name: "CorpusStore", dependencies: ["CorpusModel", "GoldenFormat", "CSystem"]),
    // The diff: compares golden files entry by entry, classes every change, and merges chosen
    // changes into a file (accept). Never sees ICU.
    .target(name: "CorpusDiff", dependencies: ["CorpusModel", "GoldenFormat", "CorpusStore"]),
    // The reports: a check's changes as text, Markdown, JSON, JUnit, GitHub annotations and
    // HTML, the stored corpus drawn as HTML, shard reports read back. Never sees ICU.
    .target(
      name: "CorpusReports",
      dependencies: ["CorpusModel", "GoldenFormat", "CorpusStore", "CorpusDiff"]),
    // The system's ICU 72 adapter: the one Swift module that calls CICU; Swift values only.
    .target(name: "ICUEngine", dependencies: ["CICU", "CorpusModel", "Assembly"]),
    // Engines in their own process: the request/reply protocol, the worker loop, the driver.
    // Imports FoundationEssentials only, which has no ICU.
    .target(name: "EngineProcess", dependencies: ["CorpusModel", "Assembly"]),
    // Where loaded ICUs come from: the table of PyPI wheels that carry whole ICU builds (their
    // hashes and versions), `fmtcorpus icu fetch` through pip, and the cache they land in.
    // Imports FoundationEssentials and Glibc only: Foundation would load its own ICU 76.
    .target(name: "ICULibraries", dependencies: ["GoldenFormat"]),
    // The Foundation adapter: Foundation (which loads its own ICU 76) and that ICU directly
    // (`import _FoundationICU` for versions, locale spelling, zones and plural rules). Never in
    // a process with CICU: only the fmtcorpus-foundation executable links it.
    .target(
      name: "FoundationEngine", dependencies: ["CorpusModel", "Assembly"],
      linkerSettings: [.linkedLibrary("_FoundationICU")]),
    // The Foundation engine's executable, driven by fmtcorpus through EngineProcess.
    .executableTarget(
      name: "fmtcorpus-foundation", dependencies: ["EngineProcess", "FoundationEngine"]),
    // A loaded ICU's executable (`--engine icu@78`): binds CICU to the libraries it is given,
    // then serves the ICU engine through EngineProcess. Never loads Foundation.
    .executableTarget(
      name: "fmtcorpus-icu",
      dependencies: ["CICU", "CorpusModel", "Assembly", "EngineProcess", "ICUEngine"]),
    // A team's plan file (fmtcorpus.yml) read into located values by a YAML reader of its own
    // (PlanYAML: a YAML library would import Foundation, and with it Foundation's ICU, into the
    // process that renders with ICU 72), kept apart so the rest of the library never sees a
    // YAML node. Values are checked by their flags' parsers later, in FormatCorpus.
    .target(
      name: "PlanFileYAML",
      dependencies: ["CorpusModel"]),
    // The generator, over an engine, and the library product's front door. Links ICU 72 through
    // ICUEngine (in process) and reaches Foundation's ICU only through the worker executable.
    .target(
      name: "FormatCorpus",
      dependencies: [
        "CorpusModel", "GoldenFormat", "CorpusStore", "CorpusDiff", "CorpusReports", "Assembly",
        "ICUEngine", "ICULibraries",
        "EngineProcess", "PlanFileYAML",
      ]),
    .executableTarget(
      name: "fmtcorpus",
      dependencies: [
        "FormatCorpus", "ICULibraries",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // scripts/bench's side of the Node yardstick: ../shared/bench/node-styles.js's styles
    // workload through the ICU engine. A measuring tool, not a product.
    .executableTarget(
      name: "styles-workload",
      dependencies: ["CICU", "CorpusModel", "ICUEngine", "ICULibraries"]),
    // scripts/drift-atlas's comparisons: each step's two corpora diffed once, for its HTML page
    // and the article's counts. A development tool, not a product.
    .executableTarget(
      name: "drift-atlas",
      dependencies: [
        "CorpusDiff", "CorpusModel", "CorpusReports", "CorpusStore", "FormatCorpus", "ICUEngine",
      ]),
    // What the test targets share: the package root, frozen golden-file fixtures, temporary
    // folders removed at exit, the `icu72` tag.
    .target(
      name: "TestSupport", dependencies: ["CorpusDiff"], path: "Tests/TestSupport",
      exclude: ["Fixtures"]),
    .testTarget(name: "CorpusModelTests", dependencies: ["CorpusModel"]),
    .testTarget(name: "PlanFileYAMLTests", dependencies: ["PlanFileYAML", "CorpusModel"]),
    .testTarget(name: "AssemblyTests", dependencies: ["CorpusModel", "Assembly"]),
    .testTarget(
      name: "GoldenFormatTests", dependencies: ["GoldenFormat", "Assembly", "TestSupport"]),
    .testTarget(
      name: "CorpusStoreTests", dependencies: ["GoldenFormat", "CorpusStore", "TestSupport"]),
    .testTarget(
      name: "CorpusDiffTests",
      dependencies: ["GoldenFormat", "CorpusDiff", "CorpusReports", "Assembly", "TestSupport"]),
    .testTarget(
      name: "CorpusReportsTests",
      dependencies: ["GoldenFormat", "CorpusDiff", "CorpusReports", "TestSupport"]),
    .testTarget(
      name: "ICUEngineTests",
      // CICU too: the span tests open fresh ICU formatters to compare the engine's answers with.
      dependencies: ["CorpusModel", "Assembly", "ICUEngine", "TestSupport", "CICU"]),
    // CICU's function table, bound to the linked ICU 72 (a loaded ICU is bound only in the
    // fmtcorpus-icu worker, which fmtcorpusTests drive).
    .testTarget(name: "CICUTests", dependencies: ["CICU", "TestSupport"]),
    .testTarget(name: "CSystemTests", dependencies: ["CSystem"]),
    // The worker protocol's frames over real pipes.
    .testTarget(name: "EngineProcessTests", dependencies: ["EngineProcess"]),
    // The Foundation engines' rule and tables; they never render in this bundle, which links
    // ICU 72 (OneICUPerProcess): fmtcorpusTests drive them through their worker.
    .testTarget(
      name: "FoundationEngineTests", dependencies: ["FoundationEngine", "CorpusModel"]),
    .testTarget(
      name: "ICULibrariesTests", dependencies: ["ICULibraries", "GoldenFormat", "TestSupport"]),
    .testTarget(
      name: "FormatCorpusTests",
      dependencies: [
        "CorpusModel", "GoldenFormat", "CorpusStore", "Assembly", "FormatCorpus", "TestSupport",
        "CorpusDiff", "CorpusReports", "PlanFileYAML",
      ]),
    .testTarget(
      name: "fmtcorpusTests",
      dependencies: [
        "fmtcorpus", "fmtcorpus-foundation", "fmtcorpus-icu", "CorpusModel", "GoldenFormat",
        "CorpusStore",
        "FormatCorpus", "TestSupport",
      ]),
  ]
)
