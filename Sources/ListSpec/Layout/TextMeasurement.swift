/// A font resolved for one environment: point size (Dynamic Type applied) and weight.
public struct ResolvedFont: Sendable, Hashable {
  public var pointSize: Double
  public var weight: FontWeight
  /// SwiftUI's `italic()`: the italic cut.
  public var italic = false
  /// SwiftUI's `monospacedDigit()`: tabular figures.
  public var monospacedDigits = false
  /// SwiftUI's `underline()` and `strikethrough()`: lines drawn with the text, in its colour;
  /// they do not change its size.
  public var underline = false
  public var strikethrough = false

  public init(pointSize: Double, weight: FontWeight) {
    self.pointSize = pointSize
    self.weight = weight
  }

  /// True when a SwiftUI text style is set (italic, tabular digits, a line).
  public var isStyled: Bool { italic || monospacedDigits || underline || strikethrough }

  /// Resolves a spec font at a Dynamic Type size; fixed sizes (`size:`) do not scale.
  public init(_ font: FontSpec, category: SpecContentSizeCategory) {
    let size = font.size ?? DynamicType.pointSize(font.style ?? .body, category)
    self.init(pointSize: size, weight: font.effectiveWeight)
  }

  /// A text style at a Dynamic Type size, with the style's own weight unless one is given.
  init(_ style: TextStyle, weight: FontWeight? = nil, category: SpecContentSizeCategory) {
    self.init(
      pointSize: DynamicType.pointSize(style, category), weight: weight ?? style.defaultWeight)
  }
}

/// What a text engine reports for a piece of text laid out at a width.
public struct TextMeasurement: Sendable, Hashable {
  /// The text's bounding size (logical extents: advance widths and line heights).
  public var width: Double
  public var height: Double
  /// Distance from the top to the first line's baseline.
  public var firstBaseline: Double
  /// Distance from the top to the last line's baseline.
  public var lastBaseline: Double
  public var lineCount: Int

  public init(
    width: Double, height: Double, firstBaseline: Double, lastBaseline: Double, lineCount: Int
  ) {
    self.width = width
    self.height = height
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineCount = lineCount
  }
}

/// Measures text. The layout engine only ever asks this protocol, so it stays pure Swift;
/// `ListSpecRender.PangoTextMeasurer` is the real one (Pango, HarfBuzz, fontconfig, Inter).
public protocol TextMeasurer: AnyObject {
  /// Lays `text` out in `font`, wrapping at `maxWidth` (nil: one line per paragraph, no
  /// wrapping) and cutting to `maxLines` lines with an ellipsis (0: no limit).
  func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int)
    -> TextMeasurement
}

/// Remembers measurements so repeated texts (the same label in many rows, the same text asked
/// at several widths by a stack) reach the text engine once. Also counts calls and, when given
/// a clock, the time spent in the engine, for the benchmark's per-stage figures.
public final class CachingTextMeasurer: TextMeasurer {
  struct Key: Hashable {
    var text: String
    var font: ResolvedFont
    var maxWidth: Double?
    var maxLines: Int
  }

  public let base: TextMeasurer
  private var cache: [Key: TextMeasurement] = [:]
  /// How many measurements were asked for, and how many reached the base measurer.
  public private(set) var requests = 0
  public private(set) var misses = 0
  /// Seconds spent inside the base measurer (only counted when `clock` is set).
  public private(set) var secondsMeasuring: Double = 0
  /// Returns a monotonic time in seconds; nil skips timing.
  public var clock: (() -> Double)?

  public init(_ base: TextMeasurer, clock: (() -> Double)? = nil) {
    self.base = base
    self.clock = clock
  }

  public func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int)
    -> TextMeasurement
  {
    requests += 1
    let key = Key(text: text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    if let cached = cache[key] { return cached }
    misses += 1
    let start = clock?()
    let result = base.measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    if let start, let clock { secondsMeasuring += clock() - start }
    cache[key] = result
    return result
  }
}

/// A deterministic stand-in for a text engine: every character advances `advance` × the point
/// size, lines are `lineHeight` × the point size, the baseline sits at `ascent` × the point
/// size, and lines break at spaces (or anywhere in a word longer than the width). Golden
/// layouts of the metric rules use it so they do not depend on a font file.
public final class ApproximateTextMeasurer: TextMeasurer {
  public var advance: Double
  public var lineHeight: Double
  public var ascent: Double

  public init(advance: Double = 0.5, lineHeight: Double = 1.25, ascent: Double = 1.0) {
    self.advance = advance
    self.lineHeight = lineHeight
    self.ascent = ascent
  }

  public func measure(_ text: String, font: ResolvedFont, maxWidth: Double?, maxLines: Int)
    -> TextMeasurement
  {
    let characterWidth = advance * font.pointSize
    var lines: [Int] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let words = paragraph.split(separator: " ").map(\.count)
      guard let maxWidth, maxWidth.isFinite else {
        lines.append(paragraph.count)
        continue
      }
      let perLine = max(1, Int((maxWidth / characterWidth).rounded(.down)))
      var current = -1
      for var word in words {
        if current >= 0, current + 1 + word <= perLine {
          current += 1 + word
          continue
        }
        if current >= 0 { lines.append(current) }
        while word > perLine {
          lines.append(perLine)
          word -= perLine
        }
        current = word
      }
      lines.append(max(current, 0))
    }
    if maxLines > 0, lines.count > maxLines { lines = Array(lines.prefix(maxLines)) }
    let lineHeightPoints = lineHeight * font.pointSize
    let widest = Double(lines.max() ?? 0) * characterWidth
    return TextMeasurement(
      width: min(widest, maxWidth ?? widest), height: Double(lines.count) * lineHeightPoints,
      firstBaseline: ascent * font.pointSize,
      lastBaseline: Double(lines.count - 1) * lineHeightPoints + ascent * font.pointSize,
      lineCount: lines.count)
  }
}
