import Foundation
import ListSpec

/// Swift declarations that make a compiled program format as listspec's preview does — in
/// `environment`'s locale and time zone, `Date.now` its `now` — while the program's
/// expressions stay exactly as generated (no locale: the app's). Each declaration shadows
/// Foundation's entry point of the same signature (a declaration of the program's own module
/// wins over an imported one) and returns Foundation's own style with the locale and time zone
/// set: Linux's `Locale.current` is not `en_US` and cannot be chosen from the environment.
/// The differential test and the oracle compile them beside the generated code.
func formatEnvironmentShadows(_ environment: FormatEnvironment) -> String {
  var text = """
    import Foundation

    let previewLocale = Locale(identifier: "\(environment.localeIdentifier)")
    let previewTimeZone = TimeZone(identifier: "\(environment.timeZoneIdentifier)")!
    let previewCalendar: Calendar = {
      var calendar = Calendar(identifier: .gregorian)
      calendar.locale = previewLocale
      calendar.timeZone = previewTimeZone
      return calendar
    }()

    """
  for (value, style) in [
    ("Int", "IntegerFormatStyle<Int>"), ("Double", "FloatingPointFormatStyle<Double>"),
  ] {
    text += """
      extension FormatStyle where Self == \(style) {
        static var number: Self { .init(locale: previewLocale) }
      }
      extension FormatStyle where Self == \(style).Percent {
        static var percent: Self { .init(locale: previewLocale) }
      }
      extension FormatStyle where Self == \(style).Currency {
        static func currency(code: String) -> Self { .init(code: code, locale: previewLocale) }
      }
      extension \(value) {
        func formatted() -> String { formatted(\(style)(locale: previewLocale)) }
      }

      """
  }
  text += """
    extension FormatStyle where Self == Date.FormatStyle {
      static var dateTime: Self {
        Date.FormatStyle(locale: previewLocale, calendar: previewCalendar, timeZone: previewTimeZone)
      }
    }
    extension FormatStyle where Self == Date.RelativeFormatStyle {
      static func relative(
        presentation: Date.RelativeFormatStyle.Presentation,
        unitsStyle: Date.RelativeFormatStyle.UnitsStyle = .wide
      ) -> Self {
        .init(
          presentation: presentation, unitsStyle: unitsStyle, locale: previewLocale,
          calendar: previewCalendar)
      }
    }
    extension Date {
      func formatted() -> String { formatted(date: .numeric, time: .shortened) }
      func formatted(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle) -> String {
        formatted(
          Date.FormatStyle(
            date: date, time: time, locale: previewLocale, calendar: previewCalendar,
            timeZone: previewTimeZone))
      }
      // A relative style measures from the clock; the preview measures from `now`.
      func formatted<F: Foundation.FormatStyle>(_ format: F) -> F.FormatOutput
      where F.FormatInput == Date {
        guard let relative = format as? Date.RelativeFormatStyle else { return format.format(self) }
        let anchored = Date.AnchoredRelativeFormatStyle(
          anchor: self, presentation: relative.presentation, unitsStyle: relative.unitsStyle,
          locale: relative.locale, calendar: relative.calendar,
          capitalizationContext: relative.capitalizationContext)
        return anchored.format(Date.now) as! F.FormatOutput
      }
    }

    """
  if let now = environment.now {
    text += """
      extension Date {
        static var now: Date { Date(timeIntervalSince1970: \(now.timeIntervalSince1970)) }
      }

      """
  }
  return text
}
