/// One slice of a plan's golden files, for splitting a corpus across a CI matrix
/// (`--shard I/N`).
///
/// A file belongs to shard `fnv1a64(UTF-8 bytes of its name) mod N + 1`: FNV-1a, 64 bits
/// (offset basis 0xcbf29ce484222325, prime 0x100000001b3), over the file name (`zh_TW.json`).
/// The hash is written out here rather than taken from Swift's `hashValue`, which is seeded
/// per process: every job of a matrix, and any other tool, must compute the same owner. A
/// file's shard depends only on its name and N, so adding a locale moves no other file;
/// `fields.json` belongs to shard 1 whatever its name hashes to.
public struct Shard: Codable, Hashable, Sendable, CustomStringConvertible {
  /// 1-based.
  public var index: Int
  public var count: Int

  /// The most shards a plan can be split into.
  public static let maximumCount = 1000

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Parses `I/N`.
  ///
  /// - Throws: `InputError.invalidValue` naming the value and what is valid: `0/4`, `5/4`,
  ///   `a/b`, `1/0`.
  public init(parsing text: String, option: String = "--shard") throws {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Shard.number(parts[0]), let count = Shard.number(parts[1]),
      count >= 1, count <= Shard.maximumCount, index >= 1, index <= count
    else {
      throw InputError.invalidValue(
        text, option: option,
        expected:
          "I/N: this job's shard I of N shards, whole numbers with 1 ≤ I ≤ N ≤ \(Shard.maximumCount), such as 2/4"
      )
    }
    self.init(index: index, count: count)
  }

  private static func number(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 4, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(text)
  }

  /// `2/4`.
  public var description: String { "\(index)/\(count)" }

  /// Whether this shard owns a golden file.
  public func owns(_ fileName: String) -> Bool {
    Shard.owner(of: fileName, count: count) == index
  }

  /// The shard (1…count) that owns a golden file.
  public static func owner(of fileName: String, count: Int) -> Int {
    if fileName == "fields.json" { return 1 }
    return Int(fnv1a64(fileName) % UInt64(count)) + 1
  }

  /// FNV-1a, 64 bits, over the UTF-8 bytes.
  public static func fnv1a64(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x100_0000_01b3
    }
    return hash
  }
}
