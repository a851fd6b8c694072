import Foundation
import Testing

/// The Chinese and Dangi calendars' year patterns write the cyclic year in brackets after the
/// related year (`r(U)年`, ko `r년(U년)`): one year wheel, so no wheel holds half of a bracket
/// pair (issue 38).
@Suite(.tags(.icu72)) struct BracketedYearTests {
  func picker(_ locale: String, _ calendar: String) throws -> (
    text: String, wheels: [[String: Any]]
  ) {
    let arguments = [
      "wheels", "--locale", locale, "--calendar", calendar, "--mode", "date", "--at",
      "2023-06-01T20:00:00Z",
    ]
    let text = try CLI.run(arguments)
    #expect(text.status == 0, "\(text.stderr)")
    let json = try CLI.run(arguments + ["--json"])
    let picker = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    return (text.stdout, try #require(picker["wheels"] as? [[String: Any]]))
  }

  static let cases: [(locale: String, calendar: String, text: String, year: String)] = [
    ("zh_Hant_HK", "chinese", "[ 2023(癸卯)年 | 四月 | 14日 ]\n", "r(U)年"),
    ("zh_Hant_MO", "chinese", "[ 2023(癸卯)年 | 四月 | 14日 ]\n", "r(U)年"),
    ("ja_JP", "chinese", "[ 二〇二三(癸卯)年 | 四月 | 一四日 ]\n", "r(U)年"),
    ("ko", "dangi", "[ 2023년(계묘년) | 4월 | 13일 ]\n", "r년(U년)"),
    ("ko_KR", "chinese", "[ 2023년(계묘년) | 4월 | 14일 ]\n", "r년(U년)"),
  ]

  @Test(arguments: cases)
  func theCyclicYearJoinsTheYearWheel(locale: String, calendar: String, text: String, year: String)
    throws
  {
    let (shown, wheels) = try picker(locale, calendar)
    #expect(shown == text)
    let years = wheels.filter { $0["field"] as? String == "year" }
    #expect(years.count == 1)
    #expect(years.first?["pattern"] as? String == year)
    for wheel in wheels {
      for row in (wheel["rows"] as? [String]) ?? [] {
        #expect(Self.isBalanced(row), "\(locale) \(calendar): \(row)")
      }
    }
  }

  /// No wheel of the committed corpus holds an unpaired bracket (its pattern's shown brackets,
  /// Unicode's Ps and Pe, pair up).
  @Test func noCommittedWheelHoldsAnUnpairedBracket() throws {
    let corpus = CLI.packageRoot.appendingPathComponent("corpus")
    let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter {
      $0.hasSuffix(".json") && $0 != "manifest.json"
    }
    #expect(names.count > 800)
    var unpaired: [String] = []
    for name in names {
      let text = try String(contentsOf: corpus.appendingPathComponent(name), encoding: .utf8)
      for line in text.split(separator: "\n") where line.contains("{\"field\": ") {
        guard let start = line.range(of: "\"pattern\": \"") else { continue }
        let pattern = line[start.upperBound...].prefix { $0 != "\"" }
        if !Self.isBalanced(String(pattern)) { unpaired.append("\(name): \(pattern)") }
      }
    }
    #expect(unpaired == [])
  }

  /// Every opening bracket closed after it, and every closing one opened before it.
  static func isBalanced(_ text: String) -> Bool {
    var open = 0
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .openPunctuation: open += 1
      case .closePunctuation:
        guard open > 0 else { return false }
        open -= 1
      default: break
      }
    }
    return open == 0
  }
}
