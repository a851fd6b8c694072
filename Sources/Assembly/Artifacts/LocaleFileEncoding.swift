import CorpusModel
import GoldenFormat

/// A locale's golden file: the frame (`calendars`, `formatVersion`, `locale`) and every
/// artifact's members, written by the artifacts' steps in byte order of their names.
public enum LocaleFileEncoding {
  /// A locale's golden file: its bytes and entry count, written straight through a
  /// ``GoldenWriter`` (no tree).
  ///
  /// - Parameter plan: the plan the corpus was rendered for: an artifact it leaves out
  ///   (``Plan/renders(_:)``) has no member, where a rendered one that holds nothing may still
  ///   write its empty object (the bytes of every corpus made before ``Plan/artifacts``). The
  ///   default plan renders every artifact.
  public static func render(_ corpus: LocaleCorpus, plan: Plan = .default) -> (
    bytes: [UInt8], entries: Int
  ) {
    render(corpus, plan: plan, engines: [])
  }

  /// A locale's golden file with the parts the plan's other engines rendered
  /// (``Plan/otherEngines``): each under `engines › NAME`, in the shape of a locale file
  /// without its frame (`calendars` and the artifacts its narrowed plan renders), so that
  /// every path-based reader (diff, accept, known differences) reads them as it reads the
  /// corpus's own engine's, and `diff` of two engines is a diff of two subtrees. With no other
  /// engine the file has no `engines` member: a corpus of one engine keeps its bytes. A part
  /// writes no `calendars` when none of its calendars holds anything, and an engine whose part
  /// holds nothing in the locale is left out (a part is never `{}`).
  ///
  /// - Parameters:
  ///   - plan: the plan the corpus's own engine rendered `corpus` for (its narrowed plan).
  ///   - engines: the other engines' names, each with its render and its narrowed plan.
  public static func render(
    _ corpus: LocaleCorpus, plan: Plan,
    engines: [(name: String, corpus: LocaleCorpus, plan: Plan)]
  ) -> (bytes: [UInt8], entries: Int) {
    let others = engines.sorted { $0.name.precedesInBytes($1.name) }
    return GoldenWriter.file(capacity: capacity) { writer in
      writer.object { writer in
        for member in rootMembers {
          switch member {
          case .engines:
            // An engine's part that holds nothing in this locale (its scopes leave it none) is
            // not written, nor `engines` when no part holds anything: no `{}`.
            let parts = others.filter { writesSomething($0.corpus, plan: $0.plan) }
            guard !parts.isEmpty else { continue }
            writer.key(Self.enginesKey)
            writer.object { writer in
              for other in parts {
                writer.key(other.name)
                writer.object { writer in
                  for member in rootMembers {
                    write(member, of: other.corpus, plan: other.plan, framed: false, into: &writer)
                  }
                }
              }
            }
          default: write(member, of: corpus, plan: plan, framed: true, into: &writer)
          }
        }
      }
    }
  }

  /// The root member that holds the other engines' parts.
  public static let enginesKey = EnginePart.key

  /// One member of a locale file's root, or of an engine's part (`framed` false: no
  /// `formatVersion`, `locale` or `engines`).
  private static func write(
    _ member: RootMember, of corpus: LocaleCorpus, plan: Plan, framed: Bool,
    into writer: inout GoldenWriter
  ) {
    switch member {
    case .calendars:
      // The root always has `calendars` (the frame); an engine's part only when one of its
      // calendars holds something (a part of durations alone has none).
      if !framed, !writesCalendar(corpus, plan: plan) { return }
      writer.key("calendars")
      writer.object { writer in
        for calendar in corpus.calendars.keys.sorted(by: {
          $0.rawValue.utf8.lexicographicallyPrecedes($1.rawValue.utf8)
        }) {
          let artifacts = corpus.calendars[calendar]!
          // A calendar every format's scope leaves out holds nothing: no `{}` for it.
          if artifacts == CalendarCorpus(), !emptyCalendarWrites(plan) { continue }
          writer.key(calendar.rawValue)
          writer.object { writer in
            for step in calendarSteps where plan.renders(step.artifact) {
              step.write(artifacts, into: &writer)
            }
          }
        }
      }
    case .formatVersion:
      if framed { writer.member("formatVersion", Manifest.currentFormatVersion) }
    case .locale: if framed { writer.member("locale", corpus.locale.rawValue) }
    case .engines: break
    case .artifact(let step):
      if plan.renders(step.artifact) { step.write(corpus, into: &writer) }
    }
  }

  /// Whether the `calendars` member writes at least one calendar of `corpus`.
  private static func writesCalendar(_ corpus: LocaleCorpus, plan: Plan) -> Bool {
    corpus.calendars.values.contains { $0 != CalendarCorpus() }
      || (!corpus.calendars.isEmpty && emptyCalendarWrites(plan))
  }

  /// Whether an engine's part of `corpus` writes any member: asked of a plan's other engines
  /// only, so a corpus of one engine never pays for the probe.
  private static func writesSomething(_ corpus: LocaleCorpus, plan: Plan) -> Bool {
    var probe = GoldenWriter(capacity: 1 << 12)
    probe.object { writer in
      for member in rootMembers {
        write(member, of: corpus, plan: plan, framed: false, into: &writer)
      }
    }
    var empty = GoldenWriter(capacity: 16)
    empty.object { _ in }
    return probe.pendingByteCount != empty.pendingByteCount
  }

  /// Whether a calendar that holds nothing still writes a member: the styles and wheels write
  /// their (empty) objects, as every corpus made before scopes has them; the other artifacts
  /// write nothing when empty. Asked only of an empty calendar, which the default plan never
  /// has.
  private static func emptyCalendarWrites(_ plan: Plan) -> Bool {
    var probe = GoldenWriter(capacity: 256)
    probe.object { writer in
      for step in calendarSteps where plan.renders(step.artifact) {
        step.write(CalendarCorpus(), into: &writer)
      }
    }
    var empty = GoldenWriter(capacity: 16)
    empty.object { _ in }
    return probe.pendingByteCount != empty.pendingByteCount
  }

  /// The writer's first buffer: more than the default plan's largest locale file (about 270 KB,
  /// `ff_Adlm_MR`), so a locale file is not copied as its buffer grows, where the writer's
  /// default of 64 KB was grown and copied once or twice for every one of them (Development.md,
  /// "Measurements behind the code"). A larger plan's file still grows past it.
  static let capacity = 1 << 19

  /// A member of a locale file's root object.
  private enum RootMember: Sendable {
    case calendars, engines, formatVersion, locale
    case artifact(any LocaleArtifactStep.Type)

    var key: String {
      switch self {
      case .calendars: "calendars"
      case .engines: LocaleFileEncoding.enginesKey
      case .formatVersion: "formatVersion"
      case .locale: "locale"
      case .artifact(let step): step.artifact.name
      }
    }
  }

  /// The root's members in byte order of their keys, as every golden object is.
  private static let rootMembers: [RootMember] =
    ([.calendars, .engines, .formatVersion, .locale] + ArtifactSteps.locale.map { .artifact($0) })
    .sorted {
      $0.key.precedesInBytes($1.key)
    }

  /// A calendar's artifacts in byte order of their names.
  private static let calendarSteps = ArtifactSteps.calendar.sorted {
    $0.artifact.name.utf8.lexicographicallyPrecedes($1.artifact.name.utf8)
  }
}
