// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "fmtcorpus",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "fmtcorpus", targets: ["fmtcorpus"]),
    .executable(name: "fmtcorpus-foundation", targets: ["fmtcorpus-foundation"]),
    .library(name: "FormatCorpus", targets: ["FormatCorpus"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // The system ICU 72 behind an ICU-free header: the only code that includes ICU's headers.
    .target(
      name: "CICU",
      linkerSettings: [
        .linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata"),
      ]
    ),
    // Pure values: ids, plans, corpus entries, the manifest. No ICU, no file I/O.
    .target(name: "CorpusModel"),
    // The golden files: bytes in, bytes out. Never sees ICU.
    .target(name: "CorpusStore", dependencies: ["CorpusModel"]),
    // The checker: compares golden files, classes changes, renders reports. Never sees ICU.
    .target(name: "CorpusCheck", dependencies: ["CorpusModel", "CorpusStore"]),
    // The one Swift module that talks to ICU; it hands out Swift values only.
    .target(name: "ICUEngine", dependencies: ["CICU", "CorpusModel"]),
    // Engines in their own process: the request/reply protocol, the worker loop, the driver.
    .target(name: "EngineProcess", dependencies: ["CorpusModel"]),
    // What Swift's Foundation renders (its own ICU 76). Never in a process with CICU.
    .target(
      name: "FoundationEngine", dependencies: ["CorpusModel"],
      linkerSettings: [.linkedLibrary("_FoundationICU")]),
    // The Foundation engine's executable, driven by fmtcorpus through EngineProcess.
    .executableTarget(
      name: "fmtcorpus-foundation", dependencies: ["EngineProcess", "FoundationEngine"]),
    // The generator, over an engine, and the library product's front door.
    .target(
      name: "FormatCorpus",
      dependencies: ["CorpusModel", "CorpusStore", "CorpusCheck", "ICUEngine", "EngineProcess"]),
    .executableTarget(
      name: "fmtcorpus",
      dependencies: [
        "FormatCorpus",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(name: "CorpusModelTests", dependencies: ["CorpusModel"]),
    .testTarget(name: "CorpusStoreTests", dependencies: ["CorpusStore"]),
    .testTarget(name: "CorpusCheckTests", dependencies: ["CorpusCheck"]),
    .testTarget(name: "ICUEngineTests", dependencies: ["ICUEngine"]),
    .testTarget(name: "FormatCorpusTests", dependencies: ["FormatCorpus"]),
    .testTarget(
      name: "fmtcorpusTests", dependencies: ["fmtcorpus", "fmtcorpus-foundation", "CorpusStore"]),
  ]
)
