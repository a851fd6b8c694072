import CorpusModel

/// Pickers as stored: the reference pickers whole, configured pickers cut against them, timers
/// in blocks.
extension GoldenEncoding {
  /// A configured timer as stored: whole (it has no reference picker beside it), each wheel a
  /// block whose `rows`, `placement`, `wide` and `short` are a line each and whose row labels
  /// are a line apiece, so `git diff` shows the one row label that changed.
  public static func write(timer picker: Picker, into writer: inout GoldenWriter) {
    writer.object { writer in
      writer.member("direction", picker.isRightToLeft ? "rtl" : "ltr")
      if let pattern = picker.pattern { writer.member("pattern", pattern) }
      writer.key("wheels")
      writer.array { writer in
        // Not inline: ``write(_:into:)`` marks the parts that stay on one line.
        for wheel in picker.wheels { write(wheel, into: &writer) }
      }
    }
  }

  /// A configured picker as stored: only what differs from the reference picker of its mode in
  /// the same calendar, so a diff shows what the configuration changes and a drift both share
  /// is reported once, on the reference.
  ///
  /// `direction` and `pattern` are left out when the reference has the same; every wheel keeps
  /// its `field` (the wheels' order stays visible), and a wheel whose field the reference also
  /// shows (its last wheel of that field) leaves out each member equal to that wheel's (`rows`,
  /// `selected`, `pattern`, `disabled`, `labels`); an object member that differs is cut the same
  /// way, level by level (within `labels`: `today`, `rows`, `wide`, `short`, `placement`, and
  /// within those each plural category). A wheel or object lacking a member its reference has is
  /// written whole, so a left-out member always means "as the reference". Without a reference the
  /// picker is written whole (the timers are stored by ``write(timer:into:)``).
  public static func write(configured picker: Picker, reference: Picker?, into writer: inout GoldenWriter)
  {
    guard let reference else { return write(picker, into: &writer) }
    writer.object { writer in
      if picker.isRightToLeft != reference.isRightToLeft {
        writer.member("direction", picker.isRightToLeft ? "rtl" : "ltr")
      }
      if let pattern = picker.pattern, pattern != reference.pattern {
        writer.member("pattern", pattern)
      }
      writer.key("wheels")
      writer.array { writer in
        for wheel in picker.wheels {
          writer.inline { writer in
            if let other = reference.wheels.last(where: { $0.field == wheel.field }) {
              write(wheel, differingFrom: other, into: &writer)
            } else {
              write(wheel, into: &writer)
            }
          }
        }
      }
    }
  }

  /// `wheel`'s members that `reference` does not hold equal, `field` always; the whole wheel
  /// when it lacks a member the reference has.
  private static func write(
    _ wheel: Wheel, differingFrom reference: Wheel, into writer: inout GoldenWriter
  ) {
    guard reference.labels == nil || wheel.labels != nil,
      reference.disabled == nil || wheel.disabled != nil
    else { return write(wheel, into: &writer) }
    writer.object { writer in
      if let disabled = wheel.disabled, disabled != reference.disabled {
        writer.key("disabled")
        writer.array { writer in for row in disabled { writer.int(row) } }
      }
      writer.member("field", wheel.field.rawValue)
      if let labels = LabelMembers(wheel) {
        let other = LabelMembers(reference)
        if labels != other {
          writer.key("labels")
          if let other {
            labels.write(differingFrom: other, into: &writer)
          } else {
            labels.write(into: &writer)
          }
        }
      }
      if wheel.pattern != reference.pattern { writer.member("pattern", wheel.pattern) }
      if wheel.rows != reference.rows {
        writer.key("rows")
        writer.array(wheel.rows)
      }
      if wheel.selected != reference.selected { writer.member("selected", wheel.selected) }
    }
  }

  /// A wheel's `labels` object as its members: what configured pickers compare with their
  /// reference's. `rows` and `placement` only for a wheel with row labels (configured pickers).
  private struct LabelMembers: Equatable {
    var placement: Placement?
    var rows: [RowLabel]?
    var short: [String: String]?
    var today: String?
    var wide: [String: String]?

    struct Placement: Equatable {
      var short: [String: String]
      var wide: [String: String]
    }

    init?(_ wheel: Wheel) {
      switch wheel.labels {
      case .units(let wide, let short)?:
        self.wide = wide
        self.short = short
        if let rows = wheel.rowLabels, let placement = wheel.labels?.placement {
          self.rows = rows
          self.placement = Placement(short: placement.short, wide: placement.wide)
        }
      case .today(let word)?:
        today = word
      case nil:
        return nil
      }
    }

    /// Whether every member `other` has is here too: else this is written whole.
    private func covers(_ other: LabelMembers) -> Bool {
      (other.placement == nil || placement != nil) && (other.rows == nil || rows != nil)
        && (other.short == nil || short != nil) && (other.today == nil || today != nil)
        && (other.wide == nil || wide != nil)
    }

    func write(into writer: inout GoldenWriter) {
      writer.object { writer in
        if let placement, let rows {
          writer.key("placement")
          writer.inline { writer in
            writer.object { writer in
              writer.key("short")
              writeStrings(placement.short, into: &writer)
              writer.key("wide")
              writeStrings(placement.wide, into: &writer)
            }
          }
          writer.key("rows")
          writeRowLabels(rows, into: &writer)
        }
        if let short {
          writer.key("short")
          writer.inline { writeStrings(short, into: &$0) }
        }
        if let today { writer.member("today", today) }
        if let wide {
          writer.key("wide")
          writer.inline { writeStrings(wide, into: &$0) }
        }
      }
    }

    /// Only the members `other` does not hold equal (``covers(_:)`` permitting).
    func write(differingFrom other: LabelMembers, into writer: inout GoldenWriter) {
      guard covers(other) else { return write(into: &writer) }
      writer.object { writer in
        if let placement, placement != other.placement {
          writer.key("placement")
          if let reference = other.placement {
            writer.object { writer in
              if placement.short != reference.short {
                writer.key("short")
                writeStrings(placement.short, differingFrom: reference.short, into: &writer)
              }
              if placement.wide != reference.wide {
                writer.key("wide")
                writeStrings(placement.wide, differingFrom: reference.wide, into: &writer)
              }
            }
          } else {
            writer.object { writer in
              writer.key("short")
              writeStrings(placement.short, into: &writer)
              writer.key("wide")
              writeStrings(placement.wide, into: &writer)
            }
          }
        }
        if let rows, rows != other.rows {
          writer.key("rows")
          writeRowLabels(rows, into: &writer)
        }
        if let short, short != other.short {
          writer.key("short")
          writeStrings(short, differingFrom: other.short, into: &writer)
        }
        if let today, today != other.today { writer.member("today", today) }
        if let wide, wide != other.wide {
          writer.key("wide")
          writeStrings(wide, differingFrom: other.wide, into: &writer)
        }
      }
    }
  }

  /// Row labels, one line each.
  private static func writeRowLabels(_ rows: [RowLabel], into writer: inout GoldenWriter) {
    writer.array { writer in
      for row in rows {
        writer.inline { writer in
          writer.object { writer in
            writer.member("category", row.category)
            writer.member("row", row.row)
            writer.member("short", row.short)
            writer.member("wide", row.wide)
          }
        }
      }
    }
  }

  /// The members of `values` that `reference` does not hold equal; all of them when `reference`
  /// is missing or has a key `values` lacks.
  private static func writeStrings(
    _ values: [String: String], differingFrom reference: [String: String]?,
    into writer: inout GoldenWriter
  ) {
    guard let reference, reference.keys.allSatisfy({ values[$0] != nil }) else {
      return writeStrings(values, into: &writer)
    }
    writer.object { writer in
      for (key, value) in GoldenWriter.sortedMembers(values) where value != reference[key] {
        writer.member(key, value)
      }
    }
  }

  /// A picker as stored: direction, pattern, and one wheel per line.
  ///
  /// - Parameter standalone: also name locale, calendar and mode, as `fmtcorpus wheels --json`
  ///   prints one picker on its own.
  public static func write(
    _ picker: Picker, standalone: Bool = false, into writer: inout GoldenWriter
  ) {
    writer.object { writer in
      if standalone { writer.member("calendar", picker.calendar.rawValue) }
      writer.member("direction", picker.isRightToLeft ? "rtl" : "ltr")
      if standalone {
        writer.member("locale", picker.locale.rawValue)
        writer.member("mode", picker.mode.rawValue)
      }
      if let pattern = picker.pattern { writer.member("pattern", pattern) }
      writer.key("wheels")
      writer.array { writer in
        for wheel in picker.wheels {
          writer.inline { write(wheel, into: &$0) }
        }
      }
    }
  }

  /// A wheel, whole. Its `rows`, its row labels one by one and the label objects are marked
  /// inline: no-ops within the one line of a reference picker's wheel, a line each in a timer's
  /// block (``write(timer:into:)``).
  static func write(_ wheel: Wheel, into writer: inout GoldenWriter) {
    writer.object { writer in
      if let disabled = wheel.disabled {
        writer.key("disabled")
        writer.array { writer in for row in disabled { writer.int(row) } }
      }
      writer.member("field", wheel.field.rawValue)
      // Only configured pickers carry row labels; the reference pickers' bytes stay as they were.
      if let labels = LabelMembers(wheel) {
        writer.key("labels")
        labels.write(into: &writer)
      }
      writer.member("pattern", wheel.pattern)
      writer.key("rows")
      writer.inline { $0.array(wheel.rows) }
      writer.member("selected", wheel.selected)
    }
  }
}
