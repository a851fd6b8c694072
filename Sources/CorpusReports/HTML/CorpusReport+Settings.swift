import CorpusDiff
import CorpusModel
import GoldenFormat

extension CorpusReport {
  /// A settings variant's page (`en_US@hours=h23`): its base locale, and what its settings
  /// changed there, artifact by artifact (issue 29: where the engine ignores a setting for an
  /// artifact, the corpus shows what the engine gives and the report says so).
  public struct Variant: Sendable {
    /// The base locale (`en_US`).
    public var base: String
    /// The settings as the file's name writes them (`hours=h23`, `fw=sun;hours=h23`).
    public var settings: String
    /// The variant's file against the base's; nil when the corpus has no file for the base.
    public var effect: SettingEffect?

    public init(base: String, settings: String, effect: SettingEffect?) {
      self.base = base
      self.settings = settings
      self.effect = effect
    }

    /// A file's variant: its settings, compared with `base` (the base locale's file, when the
    /// corpus has it); nil for a plain locale.
    public init?(_ file: File, base: GoldenNode?) {
      let locale = LocaleID(rawValue: file.locale)
      let settings = locale.settings
      guard !settings.isEmpty else { return nil }
      self.init(
        base: locale.base.rawValue,
        settings: settings.map { "\($0.key)=\($0.value)" }.joined(separator: ";"),
        effect: base.map { SettingEffect(base: $0, variant: file.root, file: file.name) })
    }

    /// The line under the locale's heading.
    var summary: String {
      guard effect != nil else {
        return "a settings variant of \(base) (\(settings)); \(base).json is not in this corpus, "
          + "so whether \(settings) changed anything is not shown"
      }
      return "a settings variant of \(base) (\(settings)): each artifact says whether "
        + "\(settings) changed it, its entries compared with \(base).json's as diff compares them"
    }

    /// The line under an artifact's heading (`calendar` nil for a locale's own artifact): what
    /// the settings changed in it; nil when the base is absent, whose summary says so once.
    func note(calendar: String?, artifact: String) -> String? {
      guard let effect else { return nil }
      let what = calendar.map { "\($0) \(artifact)" } ?? artifact
      guard let part = effect.part(calendar: calendar, artifact: artifact), part.inBase else {
        return "\(base).json has no \(what): nothing to compare \(settings) with"
      }
      if part.changed == 0 { return "\(settings) changed nothing in \(what)" }
      return "\(settings) changed \(part.changed) of \(part.entries) "
        + "entr\(part.entries == 1 ? "y" : "ies") in \(what)"
    }
  }

  /// Whether the page draws a calendar (`report --calendar`).
  func shows(_ calendar: String) -> Bool {
    calendars?.contains(calendar) ?? true
  }

  /// A calendar `--calendar` chose that the locale's file does not hold (the corpus's other
  /// locales do): said in a line, so the locale's page is never silently empty.
  func missingCalendars(_ file: File, into html: inout HTMLText) {
    guard let calendars else { return }
    let held: [String]
    if case .object(let members, _, _)? = file.root["calendars"] {
      held = members.map(\.key)
    } else {
      held = []
    }
    let missing = calendars.filter { !held.contains($0) }
    guard !missing.isEmpty else { return }
    html.element(
      "p", "\(file.name) has no \(missing.joined(separator: ", ")) calendar", class: "more")
  }
}
