import CSystem

/// SHA-256 (FIPS 180-4) of a byte array, as lower-case hex: the manifest's file hashes.
///
/// Small enough to own rather than pull a crypto package into every build for one digest. Where
/// the processor has the SHA extensions, whole blocks go through them (`csystem_sha256_blocks`,
/// far fewer instructions); these Swift rounds stay the definition and the fallback, and a test
/// compares the two.
public enum SHA256 {
  /// Whether whole blocks go through the processor's SHA instructions.
  static let hasHardware = csystem_sha256_hardware() == 1

  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  public static func hex(_ bytes: [UInt8]) -> String { hex(bytes, hardware: hasHardware) }

  /// - Parameter hardware: compress with the SHA instructions (only where ``hasHardware``).
  static func hex(_ bytes: [UInt8], hardware: Bool) -> String {
    var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
      0x5be0_cd19
    )
    // Whole blocks straight from the input, the padded tail (one or two blocks) from a small
    // buffer, through unchecked pointers: hashing every golden file is part of each `generate`
    // and `check`, and a copy of the message and bounds-checked arrays made it cost as much as
    // writing the file.
    let fullBlocks = bytes.count / 64
    var tail = [UInt8](repeating: 0, count: 128)
    let remainder = bytes.count - fullBlocks * 64
    let tailLength = remainder < 56 ? 64 : 128
    let bitLength = UInt64(bytes.count) * 8
    bytes.withUnsafeBufferPointer { input in
      roundConstants.withUnsafeBufferPointer { constants in
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
          if hardware {
            if fullBlocks > 0 { blocks(&state, input.baseAddress!, fullBlocks) }
          } else {
            for block in 0..<fullBlocks {
              compress(
                &state, UnsafeRawPointer(input.baseAddress! + block * 64), schedule, constants)
            }
          }
          tail.withUnsafeMutableBufferPointer { tail in
            for index in 0..<remainder { tail[index] = input[fullBlocks * 64 + index] }
            tail[remainder] = 0x80
            for index in 0..<8 {
              tail[tailLength - 1 - index] = UInt8(truncatingIfNeeded: bitLength >> (8 * index))
            }
            if hardware {
              blocks(&state, tail.baseAddress!, tailLength / 64)
            } else {
              for block in 0..<(tailLength / 64) {
                compress(
                  &state, UnsafeRawPointer(tail.baseAddress! + block * 64), schedule, constants)
              }
            }
          }
        }
      }
    }
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(64)
    for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
      for shift in stride(from: 28, through: 0, by: -4) {
        text.append(digits[Int((word >> UInt32(shift)) & 0xF)])
      }
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whole blocks into the state through the SHA instructions.
  private static func blocks(
    _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
    _ data: UnsafePointer<UInt8>, _ count: Int
  ) {
    withUnsafeMutableBytes(of: &state) { words in
      csystem_sha256_blocks(words.baseAddress!.assumingMemoryBound(to: UInt32.self), data, count)
    }
  }

  /// One 64-byte block into the state (FIPS 180-4, 6.2.2).
  @inline(__always)
  private static func compress(
    _ state: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
    _ block: UnsafeRawPointer, _ schedule: UnsafeMutableBufferPointer<UInt32>,
    _ constants: UnsafeBufferPointer<UInt32>
  ) {
    let w = schedule.baseAddress!
    let k = constants.baseAddress!
    for index in 0..<16 {
      w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
    }
    for index in 16..<64 {
      let s0 = rotate(w[index - 15], 7) ^ rotate(w[index - 15], 18) ^ (w[index - 15] >> 3)
      let s1 = rotate(w[index - 2], 17) ^ rotate(w[index - 2], 19) ^ (w[index - 2] >> 10)
      w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
    }
    var (a, b, c, d, e, f, g, h) = state
    for index in 0..<64 {
      let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
      let choice = (e & f) ^ (~e & g)
      let temp1 = h &+ sum1 &+ choice &+ k[index] &+ w[index]
      let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      let temp2 = sum0 &+ majority
      (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
    }
    state.0 &+= a
    state.1 &+= b
    state.2 &+= c
    state.3 &+= d
    state.4 &+= e
    state.5 &+= f
    state.6 &+= g
    state.7 &+= h
  }

  @inline(__always)
  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value &>> count) | (value &<< (32 &- count))
  }
}
