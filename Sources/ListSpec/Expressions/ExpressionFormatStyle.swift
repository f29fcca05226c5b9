#if canImport(FoundationInternationalization)
  import FoundationEssentials
  import FoundationInternationalization
#else
  import Foundation
#endif

/// The locale, time zone and moment a preview formats values in (`preview: { locale,
/// timeZone, now }`, `--locale`, `--time-zone`): the app formats in its user's, which
/// listspec cannot know, so the picture shows one chosen here (specs/expressions.md).
public struct FormatEnvironment: Sendable, Hashable {
  /// A locale identifier as Foundation reads it (`en_US`, `de_DE`).
  public var localeIdentifier: String
  /// A time zone identifier (`UTC`, `Europe/Berlin`).
  public var timeZoneIdentifier: String
  /// What `Date.now` is and what relative dates are relative to; nil: the moment the
  /// command runs.
  public var now: Date?

  /// `en_US` and `UTC`, the preview's defaults.
  public static let defaultLocaleIdentifier = "en_US"
  public static let defaultTimeZoneIdentifier = "UTC"

  public init(
    localeIdentifier: String = FormatEnvironment.defaultLocaleIdentifier,
    timeZoneIdentifier: String = FormatEnvironment.defaultTimeZoneIdentifier, now: Date? = nil
  ) {
    self.localeIdentifier = localeIdentifier
    self.timeZoneIdentifier = timeZoneIdentifier
    self.now = now
  }

  var locale: Locale { Locale(identifier: localeIdentifier) }
  var timeZone: TimeZone { TimeZone(identifier: timeZoneIdentifier) ?? .gmt }
  /// The Gregorian calendar in the environment's locale and time zone, as an iPhone set to
  /// them uses.
  var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = timeZone
    return calendar
  }
  var moment: Date { now ?? Date.now }

  /// True when Foundation knows `identifier` as a time zone.
  public static func isTimeZone(_ identifier: String) -> Bool {
    TimeZone(identifier: identifier) != nil
  }
}

/// ISO 8601 values of `Date` fields: a date and time with its offset (`2026-12-06T09:30:00Z`)
/// or a day (`2026-12-06`, its midnight in UTC), read by Foundation's `ISO8601FormatStyle`.
public enum ISO8601Text {
  /// The moment `text` writes, or nil when it is not one of the two forms.
  public static func date(_ text: String) -> Date? {
    if text.utf8.count == 10 {
      return try? Date.ISO8601FormatStyle().year().month().day().parse(text)
    }
    return try? Date.ISO8601FormatStyle().parse(text)
  }
}

/// A Foundation format style an expression passes to `formatted(…)` (or the one
/// `formatted()` uses), built once when the expression is checked, with the preview's locale
/// and time zone: Foundation itself prints every value (specs/expressions.md).
public enum ExpressionFormatStyle: Sendable, Hashable {
  case integer(IntegerFormatStyle<Int>)
  case integerPercent(IntegerFormatStyle<Int>.Percent)
  case integerCurrency(IntegerFormatStyle<Int>.Currency)
  case floatingPoint(FloatingPointFormatStyle<Double>)
  case floatingPointPercent(FloatingPointFormatStyle<Double>.Percent)
  case floatingPointCurrency(FloatingPointFormatStyle<Double>.Currency)
  case date(Date.FormatStyle)
  /// `.relative(presentation:unitsStyle:)`: the date relative to `now`, the preview's fixed
  /// moment (the app's is the moment it formats).
  case relative(Date.RelativeFormatStyle, now: Date)

  /// `value` as the style prints it; nil when the value is not of the style's type.
  func string(_ value: ExpressionValue) -> String? {
    switch (self, value) {
    case (.integer(let style), .int(let number)): return style.format(number)
    case (.integerPercent(let style), .int(let number)): return style.format(number)
    case (.integerCurrency(let style), .int(let number)): return style.format(number)
    case (.floatingPoint(let style), .double(let number)): return style.format(number)
    case (.floatingPointPercent(let style), .double(let number)): return style.format(number)
    case (.floatingPointCurrency(let style), .double(let number)): return style.format(number)
    case (.date(let style), .date(let date)): return style.format(date)
    case (.relative(let style, let now), .date(let date)):
      // `RelativeFormatStyle` measures from the clock; the anchored style, from `now`.
      return Date.AnchoredRelativeFormatStyle(
        anchor: date, presentation: style.presentation, unitsStyle: style.unitsStyle,
        locale: style.locale, calendar: style.calendar,
        capitalizationContext: style.capitalizationContext
      ).format(now)
    default: return nil
    }
  }
}

/// The modifiers `.number`, `.percent` and `.currency(code:)` share
/// (`.precision(.fractionLength(2))`, `.grouping(.never)`), so one reader applies them to
/// each of Foundation's six number styles.
protocol AdjustableNumberStyle {
  func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self
  func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> Self
}

extension IntegerFormatStyle<Int>: AdjustableNumberStyle {}
extension IntegerFormatStyle<Int>.Percent: AdjustableNumberStyle {}
extension IntegerFormatStyle<Int>.Currency: AdjustableNumberStyle {}
extension FloatingPointFormatStyle<Double>: AdjustableNumberStyle {}
extension FloatingPointFormatStyle<Double>.Percent: AdjustableNumberStyle {}
extension FloatingPointFormatStyle<Double>.Currency: AdjustableNumberStyle {}
