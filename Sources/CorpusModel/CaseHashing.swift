/// An enum without payloads that is stored as one byte, its case's place among `allCases`
/// (declaration order), so ``caseIndex(_:)`` can read that byte instead of searching.
///
/// Only the enums that conform may be read that way, and `CaseHashingTests` holds each
/// conforming type to that layout; another of its tests finds every conformance in `Sources/`,
/// so an enum that conforms without being checked fails the tests rather than a lookup.
package protocol OneByteCase: CaseIterable, Hashable {}

/// A case's place among its type's cases, read from the byte it is stored as.
@inline(__always)
package func caseIndex<Case: OneByteCase>(_ value: Case) -> Int {
  withUnsafeBytes(of: value) { Int($0[0]) }
}

/// Hashes a case by ``caseIndex(_:)``.
///
/// The enums whose cases key the corpus's dictionaries (style pairs, relative and duration
/// queries, pickers) are `String`-backed, and such an enum's `Hashable` comes from
/// `RawRepresentable`, which hashes the raw text: every style key hashed `medium` and `short`
/// byte by byte. Each of them implements `hash(into:)` with this instead.
@inline(__always)
func hashCase<Case: OneByteCase>(_ value: Case, into hasher: inout Hasher) {
  hasher.combine(UInt8(truncatingIfNeeded: caseIndex(value)))
}
