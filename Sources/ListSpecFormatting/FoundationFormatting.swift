import Foundation
import ListSpec

/// Prints expressions' format styles with Foundation itself (swift-foundation prints what iOS
/// prints for a locale and time zone): ``ExpressionFormatStyle`` read into the Foundation
/// style it names, in the expression's ``FormatEnvironment``. Apart from the core library,
/// which links FoundationEssentials only, so that `listspec validate` does not load ICU.
public struct FoundationFormatting: ExpressionFormatter {
  /// Makes expressions print with Foundation in this process; call once before loading specs
  /// whose format styles are drawn or compared (the drawing library and the tests do).
  public static func install() {
    if ExpressionFormatting.formatter == nil { ExpressionFormatting.formatter = Self() }
  }

  public init() {}

  public func string(_ value: ExpressionValue, in format: ExpressionFormat) -> String {
    let environment = format.environment
    let locale = Locale(identifier: environment.localeIdentifier)
    let timeZone = TimeZone(identifier: environment.timeZoneIdentifier) ?? .gmt
    // The Gregorian calendar an iPhone set to the locale and time zone uses.
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = locale
    calendar.timeZone = timeZone
    switch (format.style, value) {
    case (.number(let style), .int(let number)):
      return Self.string(number, style, locale: locale)
    case (.number(let style), .double(let number)):
      return Self.string(number, style, locale: locale)
    case (.dateAndTime(let date, let time), .date(let moment)):
      return Date.FormatStyle(
        date: Self.dateStyles[date] ?? .numeric, time: Self.timeStyles[time] ?? .shortened,
        locale: locale, calendar: calendar, timeZone: timeZone
      ).format(moment)
    case (.dateComponents(let components), .date(let moment)):
      var style = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
      for component in components {
        switch component.name {
        case "year": style = style.year()
        case "month":
          style = style.month(component.symbol.flatMap { Self.months[$0] } ?? .abbreviated)
        case "day": style = style.day()
        case "weekday":
          style = style.weekday(component.symbol.flatMap { Self.weekdays[$0] } ?? .abbreviated)
        case "hour": style = style.hour()
        case "minute": style = style.minute()
        default: style = style.second()
        }
      }
      return style.format(moment)
    case (.relative(let presentation, let unitsStyle), .date(let moment)):
      // `RelativeFormatStyle` measures from the clock; the anchored style, from the
      // preview's `now`.
      return Date.AnchoredRelativeFormatStyle(
        anchor: moment, presentation: presentation == "numeric" ? .numeric : .named,
        unitsStyle: Self.unitsStyles[unitsStyle] ?? .wide, locale: locale, calendar: calendar
      ).format(environment.moment)
    default:
      return value.text
    }
  }

  /// An `Int` or a `Double` in a number style: `.number`, `.percent` or `.currency(code:)`
  /// of its type, with the modifiers applied in order.
  private static func string<Value: BinaryInteger>(
    _ value: Value, _ style: ExpressionFormatStyle.NumberStyle, locale: Locale
  ) -> String {
    switch style.kind {
    case .number:
      var format = adjusted(IntegerFormatStyle<Value>(locale: locale), style.modifiers)
      for case .notation(let name) in style.modifiers {
        format = format.notation(notations[name] ?? .automatic)
      }
      return format.format(value)
    case .percent:
      return adjusted(IntegerFormatStyle<Value>.Percent(locale: locale), style.modifiers)
        .format(value)
    case .currency(let code):
      return adjusted(
        IntegerFormatStyle<Value>.Currency(code: code, locale: locale), style.modifiers
      )
      .format(value)
    }
  }

  private static func string<Value: BinaryFloatingPoint>(
    _ value: Value, _ style: ExpressionFormatStyle.NumberStyle, locale: Locale
  ) -> String {
    switch style.kind {
    case .number:
      var format = adjusted(FloatingPointFormatStyle<Value>(locale: locale), style.modifiers)
      for case .notation(let name) in style.modifiers {
        format = format.notation(notations[name] ?? .automatic)
      }
      return format.format(value)
    case .percent:
      return adjusted(FloatingPointFormatStyle<Value>.Percent(locale: locale), style.modifiers)
        .format(value)
    case .currency(let code):
      return adjusted(
        FloatingPointFormatStyle<Value>.Currency(code: code, locale: locale), style.modifiers
      ).format(value)
    }
  }

  /// `style` with `.precision(…)` and `.grouping(…)` applied, in order (a notation is the
  /// caller's: only `.number` has one).
  private static func adjusted<Style: AdjustableNumberStyle>(
    _ style: Style, _ modifiers: [ExpressionFormatStyle.NumberStyle.Modifier]
  ) -> Style {
    var style = style
    for modifier in modifiers {
      switch modifier {
      case .precision("fractionLength", let length):
        style = style.precision(.fractionLength(length))
      case .precision("integerLength", let length): style = style.precision(.integerLength(length))
      case .precision(_, let length): style = style.precision(.significantDigits(length))
      case .grouping(let name): style = style.grouping(name == "never" ? .never : .automatic)
      case .notation: continue
      }
    }
    return style
  }

  static let dateStyles: [String: Date.FormatStyle.DateStyle] = [
    "omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long,
    "complete": .complete,
  ]
  static let timeStyles: [String: Date.FormatStyle.TimeStyle] = [
    "omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete,
  ]
  static let months: [String: Date.FormatStyle.Symbol.Month] = [
    "defaultDigits": .defaultDigits, "twoDigits": .twoDigits, "abbreviated": .abbreviated,
    "wide": .wide, "narrow": .narrow,
  ]
  static let weekdays: [String: Date.FormatStyle.Symbol.Weekday] = [
    "abbreviated": .abbreviated, "wide": .wide, "narrow": .narrow, "short": .short,
  ]
  static let unitsStyles: [String: Date.RelativeFormatStyle.UnitsStyle] = [
    "wide": .wide, "abbreviated": .abbreviated, "narrow": .narrow, "spellOut": .spellOut,
  ]
  static let notations: [String: NumberFormatStyleConfiguration.Notation] = [
    "automatic": .automatic, "compactName": .compactName, "scientific": .scientific,
  ]
}

/// The modifiers `.number`, `.percent` and `.currency(code:)` share
/// (`.precision(.fractionLength(2))`, `.grouping(.never)`), so one reader applies them to
/// each of Foundation's number styles.
protocol AdjustableNumberStyle {
  func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self
  func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> Self
}

extension IntegerFormatStyle: AdjustableNumberStyle {}
extension IntegerFormatStyle.Percent: AdjustableNumberStyle {}
extension IntegerFormatStyle.Currency: AdjustableNumberStyle {}
extension FloatingPointFormatStyle: AdjustableNumberStyle {}
extension FloatingPointFormatStyle.Percent: AdjustableNumberStyle {}
extension FloatingPointFormatStyle.Currency: AdjustableNumberStyle {}
