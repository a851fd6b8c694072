import Testing

@testable import CorpusModel

/// The shard function the docs give: FNV-1a 64 over the file name, mod N, plus 1.
@Suite struct ShardFunctionTests {
  @Test func fnv1a64MatchesThePublishedVectors() {
    #expect(Shard.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
    #expect(Shard.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(Shard.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
  }

  @Test func ownersAreStableAndFieldsBelongToShardOne() {
    #expect(Shard.owner(of: "fields.json", count: 4) == 1)
    #expect(Shard.owner(of: "en_US.json", count: 3) == 3)
    #expect(Shard.owner(of: "it_IT.json", count: 3) == 3)
    #expect(Shard.owner(of: "ar_EG.json", count: 3) == 1)
    #expect(Shard.owner(of: "de_DE.json", count: 3) == 2)
    #expect(Shard(index: 2, count: 3).owns("de_DE.json"))
    for name in ["en_US.json", "zh_Hant_TW.json", "fields.json"] {
      #expect(Shard.owner(of: name, count: 1) == 1)
    }
  }

  @Test func parsesIOverN() throws {
    #expect(try Shard(parsing: "2/4") == Shard(index: 2, count: 4))
    #expect(try Shard(parsing: "1/1") == Shard(index: 1, count: 1))
    for bad in ["0/4", "5/4", "a/b", "1/0", "", "/", "1/", "+1/4", "1 /4", "1/00001"] {
      #expect(throws: InputError.self) { try Shard(parsing: bad) }
    }
  }
}
