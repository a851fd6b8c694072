import CICU
import CorpusModel

/// ICU's status codes that matter here (values from `utypes.h`).
enum ICUStatus {
  static let bufferOverflow: Int32 = 15

  static func name(_ status: Int32) -> String { String(cString: cicu_errorName(status)) }
}

/// Runs an ICU call that reports through a status code; a failure becomes an `EngineError`.
///
/// Warnings (negative codes) pass: ICU returns `U_USING_DEFAULT_WARNING` even for locales it
/// has, which is why locale existence is decided from the available list instead.
func icuCall<T>(
  _ operation: String, _ context: @autoclosure () -> String,
  _ body: (UnsafeMutablePointer<Int32>) -> T
) throws(EngineError) -> T {
  var status: Int32 = 0
  let result = body(&status)
  guard status <= 0 else {
    throw EngineError(operation: operation, status: ICUStatus.name(status), context: context())
  }
  return result
}

/// Opens an ICU handle; a failure status or a null handle becomes an `EngineError`.
func icuOpen(
  _ operation: String, _ context: @autoclosure () -> String,
  _ body: (UnsafeMutablePointer<Int32>) -> OpaquePointer?
) throws(EngineError) -> OpaquePointer {
  guard let handle = try icuCall(operation, context(), body) else {
    throw EngineError(operation: operation, status: "no handle returned", context: context())
  }
  return handle
}

/// Reads a UTF-16 string from an ICU call that fills a caller's buffer, growing it on overflow.
///
/// - Parameter body: writes at most `capacity` units to the buffer and returns the full length.
func icuString(
  _ operation: String, _ context: @autoclosure () -> String, capacity initial: Int = 128,
  _ body: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(EngineError) -> String {
  var capacity = initial
  while true {
    var status: Int32 = 0
    var text = ""
    let length = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) { buffer in
      let length = body(buffer.baseAddress!, Int32(capacity), &status)
      if status <= 0, Int(length) <= capacity {
        text = utf8String(fromUTF16: UnsafeBufferPointer(rebasing: buffer[..<Int(length)]))
      }
      return Int(length)
    }
    if status == ICUStatus.bufferOverflow || length > capacity {
      capacity = length + 1
      continue
    }
    guard status <= 0 else {
      throw EngineError(operation: operation, status: ICUStatus.name(status), context: context())
    }
    return text
  }
}

/// Reads an ASCII string (a locale id) from an ICU call that fills a `char` buffer.
func icuASCII(
  _ operation: String, _ context: @autoclosure () -> String,
  _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(EngineError) -> String {
  let capacity: Int32 = 160
  var status: Int32 = 0
  var text = ""
  withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(capacity)) { buffer in
    let length = body(buffer.baseAddress!, capacity - 1, &status)
    if status <= 0, length < capacity {
      buffer[Int(length)] = 0
      text = String(cString: buffer.baseAddress!)
    } else if status <= 0 {
      status = ICUStatus.bufferOverflow
    }
  }
  guard status <= 0 else {
    throw EngineError(operation: operation, status: ICUStatus.name(status), context: context())
  }
  return text
}

/// Transcodes UTF-16 to a String through UTF-8 in one pass.
///
/// `String(decoding:as: UTF16.self)` takes a slow, repairing path that cost a tenth of
/// generation time; ICU's output is well-formed, and a lone surrogate still becomes U+FFFD.
/// Much of what ICU writes is ASCII (digits, Latin letters, separators): such a string is
/// written straight into its String, one byte a unit, which the standard library then checks
/// only for ASCII (an inline one of at most 15 bytes not at all), where any other is checked
/// byte by byte as UTF-8 once more. An ASCII string is copied four units at a time
/// (Development.md, "Measurements behind the code").
func utf8String(fromUTF16 units: UnsafeBufferPointer<UInt16>) -> String {
  guard let source = units.baseAddress, !units.isEmpty else { return "" }
  if isASCII(units) {
    return String(unsafeUninitializedCapacity: units.count) { output in
      narrow(source, count: units.count, into: output.baseAddress!)
      return units.count
    }
  }
  return transcoded(units)
}

/// Whether every unit is below U+0080, read four units at a time.
private func isASCII(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
  guard let source = units.baseAddress else { return true }
  let raw = UnsafeRawPointer(source)
  var index = 0
  while units.count - index >= 4 {
    let word = raw.loadUnaligned(fromByteOffset: index * 2, as: UInt64.self)
    if word & 0xFF80_FF80_FF80_FF80 != 0 { return false }
    index += 4
  }
  while index < units.count {
    if source[index] >= 0x80 { return false }
    index += 1
  }
  return true
}

/// Writes `count` ASCII units as one byte each: four units, loaded as one word, stored as four
/// bytes.
@inline(__always)
private func narrow(
  _ source: UnsafePointer<UInt16>, count: Int, into target: UnsafeMutablePointer<UInt8>
) {
  var index = 0
  #if _endian(little)
    while count - index >= 4 {
      let word = UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)
      // Each unit's low byte moved down beside the one before: units 0-3 to bytes 0-3.
      let low = word & 0x00FF_00FF_00FF_00FF
      let pairs = (low | low >> 8) & 0x0000_FFFF_0000_FFFF
      let packed = pairs | pairs >> 16
      UnsafeMutableRawPointer(target + index).storeBytes(
        of: UInt32(truncatingIfNeeded: packed), as: UInt32.self)
      index += 4
    }
  #endif
  while index < count {
    target[index] = UInt8(truncatingIfNeeded: source[index])
    index += 1
  }
}

/// A string with other characters than ASCII, through UTF-8 on the stack.
///
/// One unit at a time, each scalar's bytes built in a register and stored as one word: where a
/// scalar's bytes were stored one by one, each with its own overflow check, and four units were
/// tried as ASCII before every other unit, text of few ASCII runs (Arabic, Chinese, Thai) cost
/// half as much again (Development.md, "Measurements behind the code").
private func transcoded(_ units: UnsafeBufferPointer<UInt16>) -> String {
  // Into a buffer on the stack, then into a String of the exact length: one of at most 15
  // bytes (a row, a number, a short style) is stored inline, not in a heap block sized for
  // three bytes a unit. One byte more than three a unit: a three-byte scalar is stored as a
  // four-byte word, its last byte overwritten by the next scalar or left past the end.
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: units.count * 3 + 1) { output in
    guard let source = units.baseAddress, let target = output.baseAddress else { return "" }
    let raw = UnsafeMutableRawPointer(target)
    let total = units.count
    // No count can overflow (at most three bytes a unit in a buffer that exists), so the
    // arithmetic does not check.
    var count = 0
    var index = 0
    while index < total {
      let unit = UInt32(source[index])
      index &+= 1
      if unit < 0x80 {
        target[count] = UInt8(truncatingIfNeeded: unit)
        count &+= 1
      } else if unit < 0x800 {
        let bytes = (0xC0 | unit >> 6) | (0x80 | unit & 0x3F) << 8
        raw.storeBytes(
          of: UInt16(truncatingIfNeeded: bytes).littleEndian, toByteOffset: count, as: UInt16.self)
        count &+= 2
      } else if unit & 0xF800 != 0xD800 {
        let bytes =
          (0xE0 | unit >> 12) | (0x80 | unit >> 6 & 0x3F) << 8 | (0x80 | unit & 0x3F) << 16
        raw.storeBytes(of: bytes.littleEndian, toByteOffset: count, as: UInt32.self)
        count &+= 3
      } else if unit < 0xDC00, index < total, source[index] & 0xFC00 == 0xDC00 {
        // A high surrogate and the low one after it: one scalar past U+FFFF, four bytes.
        let scalar = 0x10000 &+ (unit &- 0xD800) << 10 &+ (UInt32(source[index]) &- 0xDC00)
        index &+= 1
        let bytes =
          (0xF0 | scalar >> 18) | (0x80 | scalar >> 12 & 0x3F) << 8
          | (0x80 | scalar >> 6 & 0x3F) << 16 | (0x80 | scalar & 0x3F) << 24
        raw.storeBytes(of: bytes.littleEndian, toByteOffset: count, as: UInt32.self)
        count &+= 4
      } else {
        // A lone surrogate is U+FFFD (EF BF BD), as the standard library's decoder writes it.
        raw.storeBytes(of: UInt32(0xBD_BFEF).littleEndian, toByteOffset: count, as: UInt32.self)
        count &+= 3
      }
    }
    return String(decoding: UnsafeBufferPointer(start: target, count: count), as: UTF8.self)
  }
}

/// Lends a string's UTF-16 units to `body`, for ICU's `const UChar *` parameters (patterns,
/// skeletons, zone ids, text to parse), with their count.
///
/// The units are written into a temporary allocation, which is on the stack for the short
/// strings that nearly every call passes (up to 512 units) and on the heap only past that: an
/// array made for each call cost more to allocate and free than its units cost to write
/// (Development.md, "Measurements behind the code"). The pointer is valid only inside `body`.
/// The units are read from the string's UTF-8 in one pass, where the string's UTF-16 view
/// decodes each unit's scalar again.
func withUTF16Units<R, E: Error>(
  _ text: String, _ body: (UnsafePointer<UInt16>, Int32) throws(E) -> R
) throws(E) -> R {
  let result: Result<R, E> = withUTF8(of: text) { bytes in
    // Never more units than bytes; at least one, so that an empty string has a pointer too.
    withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(bytes.count, 1)) { units in
      let count = widen(bytes, into: units.baseAddress!)
      return Result { () throws(E) -> R in try body(units.baseAddress!, Int32(count)) }
    }
  }
  return try result.get()
}

/// A string's UTF-16 units as an array, for units kept between calls (``ICUStyleSet``'s zone).
func utf16Units(_ text: String) -> [UInt16] {
  withUTF16Units(text) { units, count in
    Array(UnsafeBufferPointer(start: units, count: Int(count)))
  }
}

/// Runs `body` on a string's UTF-8, copying the string only if it is not stored contiguously.
@inline(__always)
private func withUTF8<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
  if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
  var text = text
  return text.withUTF8(body)
}

/// Writes valid UTF-8 as UTF-16 and returns the count of units: never more units than bytes (a
/// four-byte scalar is two units). A String's UTF-8 is always valid, so each lead byte says how
/// many bytes follow.
private func widen(
  _ bytes: UnsafeBufferPointer<UInt8>, into target: UnsafeMutablePointer<UInt16>
) -> Int {
  guard let source = bytes.baseAddress else { return 0 }
  let total = bytes.count
  var index = 0
  var count = 0
  while index < total {
    let lead = UInt32(source[index])
    if lead < 0x80 {
      target[count] = UInt16(truncatingIfNeeded: lead)
      count += 1
      index += 1
      continue
    }
    let scalar: UInt32
    if lead < 0xE0 {
      scalar = (lead & 0x1F) << 6 | UInt32(source[index + 1] & 0x3F)
      index += 2
    } else if lead < 0xF0 {
      scalar =
        (lead & 0x0F) << 12 | UInt32(source[index + 1] & 0x3F) << 6
        | UInt32(source[index + 2] & 0x3F)
      index += 3
    } else {
      scalar =
        (lead & 0x07) << 18 | UInt32(source[index + 1] & 0x3F) << 12
        | UInt32(source[index + 2] & 0x3F) << 6 | UInt32(source[index + 3] & 0x3F)
      index += 4
    }
    if scalar < 0x10000 {
      target[count] = UInt16(truncatingIfNeeded: scalar)
      count += 1
    } else {
      let offset = scalar - 0x10000
      target[count] = UInt16(truncatingIfNeeded: 0xD800 | offset >> 10)
      target[count + 1] = UInt16(truncatingIfNeeded: 0xDC00 | offset & 0x3FF)
      count += 2
    }
  }
  return count
}
