/// Hashes a case of an enum without payloads by the byte it is stored as: its place among the
/// cases.
///
/// The enums whose cases key the corpus's dictionaries (style pairs, relative and duration
/// queries) are `String`-backed, and such an enum's `Hashable` comes from `RawRepresentable`,
/// which hashes the raw text: every style key hashed `medium` and `short` byte by byte. Each of
/// them implements `hash(into:)` with this instead; `CaseHashingTests` holds every one to a
/// single byte, distinct per case.
@inline(__always)
func hashCase<Case: CaseIterable & Hashable>(_ value: Case, into hasher: inout Hasher) {
  withUnsafeBytes(of: value) { hasher.combine($0[0]) }
}
