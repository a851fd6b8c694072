import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Just enough of a PNG reader to check a headless browser's screenshot pixel by pixel:
/// 8-bit RGB or RGBA, not interlaced — what Chromium writes.
///
/// The compressed stream is inflated by the system's zlib (`libz.so.1`, which Chromium itself
/// needs), opened at run time with `dlopen`, so neither the package nor its tests gain a
/// dependency; the scanline filters are undone here.
struct PNGImage {
  var width: Int
  var height: Int
  /// RGBA, row by row.
  var pixels: [UInt8]

  enum Failure: Error, CustomStringConvertible {
    case unreadable(String)
    var description: String {
      switch self {
      case .unreadable(let why): "not a PNG this reader handles: \(why)"
      }
    }
  }

  init(contentsOf url: URL) throws {
    let data = [UInt8](try Data(contentsOf: url))
    guard data.count > 8, data[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else {
      throw Failure.unreadable("no PNG signature")
    }
    func u32(_ at: Int) -> Int {
      Int(data[at]) << 24 | Int(data[at + 1]) << 16 | Int(data[at + 2]) << 8 | Int(data[at + 3])
    }
    var offset = 8
    var compressed: [UInt8] = []
    var width = 0
    var height = 0
    var channels = 0
    while offset + 8 <= data.count {
      let length = u32(offset)
      let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
      let body = (offset + 8)..<(offset + 8 + length)
      switch type {
      case "IHDR":
        width = u32(body.lowerBound)
        height = u32(body.lowerBound + 4)
        let depth = data[body.lowerBound + 8]
        let color = data[body.lowerBound + 9]
        let interlace = data[body.lowerBound + 12]
        guard depth == 8, color == 2 || color == 6, interlace == 0 else {
          throw Failure.unreadable(
            "bit depth \(depth), colour type \(color), interlace \(interlace)")
        }
        channels = color == 6 ? 4 : 3
      case "IDAT": compressed += data[body]
      default: break
      }
      offset = body.upperBound + 4
    }
    let stride = width * channels
    let raw = try Self.inflate(compressed, expected: height * (stride + 1))
    var previous = [UInt8](repeating: 0, count: stride)
    var pixels = [UInt8]()
    pixels.reserveCapacity(width * height * 4)
    for row in 0..<height {
      let start = row * (stride + 1)
      let filter = raw[start]
      var line = Array(raw[(start + 1)..<(start + 1 + stride)])
      for i in 0..<stride {
        let left = i >= channels ? Int(line[i - channels]) : 0
        let up = Int(previous[i])
        let upLeft = i >= channels ? Int(previous[i - channels]) : 0
        let predictor: Int
        switch filter {
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let p = left + up - upLeft
          let (pa, pb, pc) = (abs(p - left), abs(p - up), abs(p - upLeft))
          predictor = pa <= pb && pa <= pc ? left : (pb <= pc ? up : upLeft)
        default: predictor = 0
        }
        line[i] = UInt8(truncatingIfNeeded: Int(line[i]) + predictor)
      }
      for x in 0..<width {
        let p = x * channels
        pixels += [line[p], line[p + 1], line[p + 2], channels == 4 ? line[p + 3] : 255]
      }
      previous = line
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// (r, g, b) at a point.
  func rgb(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8) {
    let p = (y * width + x) * 4
    return (pixels[p], pixels[p + 1], pixels[p + 2])
  }

  private typealias Uncompress =
    @convention(c) (
      UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt
    ) -> Int32

  private static func inflate(_ input: [UInt8], expected: Int) throws -> [UInt8] {
    guard let library = dlopen("libz.so.1", RTLD_NOW), let symbol = dlsym(library, "uncompress")
    else { throw Failure.unreadable("no system zlib (libz.so.1) to inflate it") }
    let uncompress = unsafeBitCast(symbol, to: Uncompress.self)
    var output = [UInt8](repeating: 0, count: expected)
    var length = UInt(expected)
    let status = input.withUnsafeBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        uncompress(target.baseAddress, &length, source.baseAddress, UInt(source.count))
      }
    }
    guard status == 0, length == UInt(expected) else {
      throw Failure.unreadable("zlib status \(status), \(length) of \(expected) bytes")
    }
    return output
  }
}
