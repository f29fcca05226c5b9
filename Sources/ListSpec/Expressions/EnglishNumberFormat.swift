/// `formatted()` of an `Int` or a `Double` as an iPhone set to English (United States) prints
/// it: Foundation's default `IntegerFormatStyle` / `FloatingPointFormatStyle` in `en_US` —
/// groups of three digits separated by `,`, at most six fraction digits rounded half to even,
/// no trailing zeros (`15003` → `15,003`, `4.50` → `4.5`, `2.0 / 3` → `0.666667`), `∞` and
/// `NaN` (specs/expressions.md). Checked against compiled Swift by
/// `ExpressionDifferentialTests`.
enum EnglishNumberFormat {
  /// The most fraction digits the default style shows.
  static let maximumFractionDigits = 6

  static func string(_ value: Int) -> String {
    (value < 0 ? "-" : "") + grouped(Array(String(value.magnitude).utf8))
  }

  static func string(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    let sign = value.sign == .minus ? "-" : ""
    if value.isInfinite { return sign + "∞" }
    // Foundation rounds the shortest decimal that reads back as the value (what Swift's
    // `description` writes), not the binary value's full expansion.
    var (digits, point) = shortestDigits(value.magnitude)
    let kept = point + maximumFractionDigits
    if kept < digits.count {
      if kept < 0 {
        digits = []
      } else {
        let next = digits[kept]
        let restNonZero = digits[(kept + 1)...].contains { $0 != UInt8(ascii: "0") }
        let lastOdd = kept > 0 && (digits[kept - 1] - UInt8(ascii: "0")) % 2 == 1
        var roundsUp = next > UInt8(ascii: "5")
        if next == UInt8(ascii: "5") { roundsUp = restNonZero || lastOdd }
        digits.removeSubrange(kept...)
        if roundsUp {
          var index = kept - 1
          while index >= 0, digits[index] == UInt8(ascii: "9") {
            digits[index] = UInt8(ascii: "0")
            index -= 1
          }
          if index >= 0 {
            digits[index] += 1
          } else {
            digits.insert(UInt8(ascii: "1"), at: 0)
            point += 1
          }
        }
      }
    }
    // Integer part (at least "0") and fraction without trailing zeros.
    var integer: [UInt8] = []
    var fraction: [UInt8] = []
    for index in 0..<max(point, 0) {
      integer.append(index < digits.count ? digits[index] : UInt8(ascii: "0"))
    }
    if point < 0 { fraction = Array(repeating: UInt8(ascii: "0"), count: -point) }
    if digits.count > max(point, 0) { fraction += digits[max(point, 0)...] }
    while fraction.last == UInt8(ascii: "0") { fraction.removeLast() }
    while integer.count > 1, integer.first == UInt8(ascii: "0") { integer.removeFirst() }
    if integer.isEmpty { integer = [UInt8(ascii: "0")] }
    if fraction.allSatisfy({ $0 == UInt8(ascii: "0") }) { fraction = [] }
    let text =
      grouped(integer) + (fraction.isEmpty ? "" : "." + String(decoding: fraction, as: UTF8.self))
    return sign + text
  }

  /// The significant digits of Swift's shortest description of a finite, non-negative
  /// `value`, and how many of them come before the decimal point (negative: zeros after it).
  static func shortestDigits(_ value: Double) -> (digits: [UInt8], point: Int) {
    let text = Array("\(value)".utf8)
    var mantissa = text
    var exponent = 0
    if let e = text.firstIndex(of: UInt8(ascii: "e")) {
      mantissa = Array(text[..<e])
      exponent = Int(String(decoding: text[(e + 1)...], as: UTF8.self)) ?? 0
    }
    var digits: [UInt8] = []
    var point = 0
    var seenPoint = false
    for byte in mantissa {
      if byte == UInt8(ascii: ".") {
        seenPoint = true
        continue
      }
      digits.append(byte)
      if !seenPoint { point += 1 }
    }
    point += exponent
    // Leading zeros move the point; trailing zeros are not significant.
    while let first = digits.first, first == UInt8(ascii: "0"), digits.count > 1 {
      digits.removeFirst()
      point -= 1
    }
    while digits.count > 1, digits.last == UInt8(ascii: "0") { digits.removeLast() }
    if digits == [UInt8(ascii: "0")] { return ([], 0) }
    return (digits, point)
  }

  /// Digits with `,` between groups of three, from the right.
  static func grouped(_ digits: [UInt8]) -> String {
    var result: [UInt8] = []
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(UInt8(ascii: ",")) }
      result.append(digit)
    }
    return String(decoding: result, as: UTF8.self)
  }
}
