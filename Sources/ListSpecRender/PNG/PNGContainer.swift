import CZlib

// PNG's chunks: length, type, data and CRC-32.

extension PNGEncoder {
  static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [
      UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
    ]
  }

  static func appendChunk<Data: Collection>(
    _ type: String, _ data: Data, to out: inout [UInt8]
  ) where Data.Element == UInt8 {
    appendBigEndian(UInt32(data.count), to: &out)
    let start = out.count
    out += Array(type.utf8)
    out += data
    let crc =
      out[start...].withContiguousStorageIfAvailable {
        crc32(0, $0.baseAddress, UInt32($0.count))
      }
      ?? Array(out[start...]).withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
    appendBigEndian(UInt32(truncatingIfNeeded: crc), to: &out)
  }
}
