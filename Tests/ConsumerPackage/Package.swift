// swift-tools-version:6.0
// A package that depends on fmtcorpus as a team's would (README: "Use it as a library"), built
// by Tests/fmtcorpusTests/ConsumerPackageTests.swift into .build-consumer/ at the top.
import PackageDescription

let package = Package(
  name: "consumer",
  dependencies: [
    // A team writes .package(url: "https://github.com/…/fmtcorpus", branch: "main") instead.
    .package(name: "fmtcorpus", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "consumer",
      dependencies: [.product(name: "FormatCorpus", package: "fmtcorpus")])
  ]
)
