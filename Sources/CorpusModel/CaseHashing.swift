/// A case of an enum without payloads, as the byte it is stored as: its place among the
/// cases (`allCases` order, which is declaration order).
///
/// `CaseHashingTests` holds every enum this is used on to a single byte equal to the case's
/// index in `allCases`, so a change of layout fails the tests rather than a lookup.
@inline(__always)
public func caseIndex<Case: CaseIterable>(_ value: Case) -> Int {
  withUnsafeBytes(of: value) { Int($0[0]) }
}

/// Hashes a case by ``caseIndex(_:)``.
///
/// The enums whose cases key the corpus's dictionaries (style pairs, relative and duration
/// queries, pickers) are `String`-backed, and such an enum's `Hashable` comes from
/// `RawRepresentable`, which hashes the raw text: every style key hashed `medium` and `short`
/// byte by byte. Each of them implements `hash(into:)` with this instead.
@inline(__always)
func hashCase<Case: CaseIterable & Hashable>(_ value: Case, into hasher: inout Hasher) {
  hasher.combine(UInt8(truncatingIfNeeded: caseIndex(value)))
}
