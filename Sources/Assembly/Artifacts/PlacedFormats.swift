import CorpusModel
import GoldenFormat

/// The templates' and fixed patterns' golden values, one shape for both: a format renders one
/// value (its scope names at most one zone and one instant, or none), or one per
/// ``FormatPlace``, keyed by zone, then instant, as ``Plan/places(_:_:)`` says.
enum PlacedFormats {
  /// A format's value or values.
  enum Value<Single> {
    case one(Single)
    case several([FormatPlace: Single])
  }

  /// `formats` and `placed` as one object in byte order of the formats, each value written by
  /// `write` (a placed format's as an object of its zones or instants, a zone's as an object
  /// of its instants when it has several).
  static func write<Single>(
    _ formats: [String: Single], _ placed: [String: [FormatPlace: Single]],
    into writer: inout GoldenWriter, _ write: (Single, inout GoldenWriter) -> Void
  ) {
    var values = formats.mapValues { Value.one($0) }
    for (format, places) in placed { values[format] = .several(places) }
    GoldenEncoding.writeObject(values, into: &writer) { value, writer in
      switch value {
      case .one(let single): write(single, &writer)
      case .several(let places): writePlaces(places, into: &writer, write)
      }
    }
  }

  private static func writePlaces<Single>(
    _ places: [FormatPlace: Single], into writer: inout GoldenWriter,
    _ write: (Single, inout GoldenWriter) -> Void
  ) {
    var flat: [String: Single] = [:]
    var nested: [String: [String: Single]] = [:]
    for (place, value) in places {
      if place.keys.count == 2 {
        nested[place.keys[0], default: [:]][place.keys[1]] = value
      } else {
        flat[place.keys[0]] = value
      }
    }
    guard nested.isEmpty else {
      return GoldenEncoding.writeObject(nested, into: &writer) { inner, writer in
        GoldenEncoding.writeObject(inner, into: &writer, write)
      }
    }
    GoldenEncoding.writeObject(flat, into: &writer, write)
  }
}
