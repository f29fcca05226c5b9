#if canImport(FoundationEssentials)
  import FoundationEssentials
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

  /// `now`, else the moment the command runs.
  public var moment: Date { now ?? Date.now }

  /// True when `identifier` names a time zone: one Foundation knows, or one of the system's
  /// time zone database (`/usr/share/zoneinfo`), where FoundationEssentials without ICU — the
  /// thin `listspec` — knows only GMT offsets.
  public static func isTimeZone(_ identifier: String) -> Bool {
    if TimeZone(identifier: identifier) != nil { return true }
    let parts = identifier.split(separator: "/", omittingEmptySubsequences: false)
    guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else {
      return false
    }
    return FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/" + identifier)
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

/// A Foundation format style an expression passes to `formatted(…)` (or the one `formatted()`
/// uses), as checked: each choice is the member written (`abbreviated`), which the formatter
/// maps to Foundation's value. The core library links FoundationEssentials only (start-up,
/// specs/architecture.md); ``ExpressionFormatting`` prints with the whole of Foundation.
public enum ExpressionFormatStyle: Sendable, Hashable {
  /// `.number`, `.percent` or `.currency(code:)` of an `Int` or a `Double` (`formatted()` is
  /// `.number`), then its modifiers in order.
  case number(NumberStyle)
  /// `formatted(date:time:)` (`formatted()` is `date: .numeric, time: .shortened`).
  case dateAndTime(date: String, time: String)
  /// `.dateTime` and its components in order (`.month(.wide)` is `("month", "wide")`).
  case dateComponents([DateComponent])
  /// `.relative(presentation:unitsStyle:)`.
  case relative(presentation: String, unitsStyle: String)

  /// A number style: what it is, for which type, and its modifiers.
  public struct NumberStyle: Sendable, Hashable {
    /// `.number`, `.percent` or `.currency(code:)`.
    public enum Kind: Sendable, Hashable {
      case number, percent
      case currency(code: String)
    }
    /// `.precision(.fractionLength(2))` is `precision("fractionLength", 2)`.
    public enum Modifier: Sendable, Hashable {
      case precision(String, Int)
      case grouping(String)
      case notation(String)
    }
    public var kind: Kind
    /// True for an `Int`, false for a `Double`.
    public var isInteger: Bool
    public var modifiers: [Modifier]
  }

  /// A `.dateTime` component: `.year()`, `.month(.wide)`.
  public struct DateComponent: Sendable, Hashable {
    public var name: String
    public var symbol: String?
  }
}

/// A checked format style with the environment it prints in.
public struct ExpressionFormat: Sendable, Hashable {
  public var style: ExpressionFormatStyle
  public var environment: FormatEnvironment
}

/// What prints format styles: Foundation's number and date formatting, which the core
/// library does not link (it would load ICU in every run of `listspec`, specs/architecture.md).
public protocol ExpressionFormatter: Sendable {
  /// `value` (an `Int`, a `Double` or a `Date`) as `format` prints it.
  func string(_ value: ExpressionValue, in format: ExpressionFormat) -> String
}

/// The formatter expressions print with: ListSpecFormatting's, installed by the processes
/// that draw (the drawing library, the tests, an app's use of the library). Without one — the
/// thin `listspec`, which validates and generates — a format style is checked but prints
/// an empty text: nothing is drawn there, and `diff` as text compares fields, not these
/// strings (specs/expressions.md).
public enum ExpressionFormatting {
  nonisolated(unsafe) public static var formatter: (any ExpressionFormatter)?
}
