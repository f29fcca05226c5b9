import ListSpec

/// An Xcode String Catalog (`.xcstrings`) of the strings generated code looks up, in English,
/// written as Xcode writes one (specs/generate.md, "Localisable text").
public struct StringCatalog: Sendable, Hashable {
  /// The keys: each literal text with `%@`/`%lld` where a value is interpolated.
  public var keys: Set<String>

  public init(keys: Set<String>) {
    self.keys = keys
  }

  /// A new catalog's JSON (``merged(into:)`` with no catalog yet).
  public var json: String { Self.printed(catalog(existing: nil)) }

  /// The catalog at `existing` (its bytes) with an entry added for each key it lacks; every
  /// entry it has stays as it is, translations and states included, as do its other keys.
  /// nil `existing` is a new catalog. Written as Xcode writes a catalog: two-space
  /// indentation, `" : "` between a key and its value, keys sorted (``precedes(_:_:)``) at
  /// every level, an empty object as `{` and `}` on lines of their own, no newline at the end.
  /// A new entry is `"extractionState" : "extracted_with_value"` with its English text as a
  /// `"new"` string unit, as Xcode adds a string it finds in code with its value.
  public func merged(into existing: [UInt8]?) throws(StringCatalogError) -> String {
    guard let existing else { return json }
    guard let value = JSONValue(parsing: existing), case .object = value else {
      throw .notACatalog("not a JSON object")
    }
    if let language = value["sourceLanguage"], language != .string("en") {
      throw .notACatalog(
        "its sourceLanguage is \(language.serialized()), and generate writes English")
    }
    switch value["strings"] {
    case nil, .object?: break
    default: throw .notACatalog("its \"strings\" is not an object")
    }
    return Self.printed(catalog(existing: value))
  }

  /// The catalog as a JSON value: `existing`'s, or a new one, with the missing keys added.
  private func catalog(existing: JSONValue?) -> JSONValue {
    guard case .object(var top)? = existing else {
      return .object([
        ("sourceLanguage", .string("en")), ("strings", .object(keys.map(Self.entry))),
        ("version", .string("1.0")),
      ])
    }
    var strings: [(String, JSONValue)] = []
    if case .object(let pairs)? = existing?["strings"] { strings = pairs }
    let present = Set(strings.map(\.0))
    strings += keys.filter { !present.contains($0) }.map(Self.entry)
    top.removeAll { $0.0 == "strings" }
    top.append(("strings", .object(strings)))
    if !top.contains(where: { $0.0 == "sourceLanguage" }) {
      top.append(("sourceLanguage", .string("en")))
    }
    if !top.contains(where: { $0.0 == "version" }) { top.append(("version", .string("1.0"))) }
    return .object(top)
  }

  /// A key found in code, with its English text.
  private static func entry(_ key: String) -> (String, JSONValue) {
    let unit = JSONValue.object([("state", .string("new")), ("value", .string(key))])
    return (
      key,
      .object([
        ("extractionState", .string("extracted_with_value")),
        ("localizations", .object([("en", .object([("stringUnit", unit)]))])),
      ])
    )
  }

  /// `value` as Foundation's JSON writer prints it pretty and with sorted keys.
  private static func printed(_ value: JSONValue, indent: Int = 0) -> String {
    let padding = String(repeating: "  ", count: indent)
    let inner = padding + "  "
    switch value {
    case .object(let pairs):
      let sorted = pairs.sorted { precedes($0.0, $1.0) }
      let members = sorted.map {
        inner + JSONValue.quoted($0.0) + " : " + printed($0.1, indent: indent + 1)
      }
      return "{\n" + members.joined(separator: ",\n") + "\n" + padding + "}"
    case .array(let elements):
      let members = elements.map { inner + printed($0, indent: indent + 1) }
      return "[\n" + members.joined(separator: ",\n") + "\n" + padding + "]"
    default:
      return value.serialized()
    }
  }

  /// Foundation's order for JSON's sorted keys, `compare(_:options:)` with `.numeric`,
  /// `.caseInsensitive` and `.forcedOrdering` (swift-corelibs-foundation's
  /// `JSONSerialization`): runs of digits compare by their value (`Item 2` before `Item 10`),
  /// letters without case (`_x` before `a`: as lowercase); strings equal so far are ordered by
  /// their first difference the options ignored (`Apple` before `apple`, `Item 2` before
  /// `Item 02`). Foundation compares canonically decomposed text, which the standard library
  /// cannot make: for a precomposed letter (`Ä`, `é`) the order may differ from Foundation's,
  /// and Xcode re-sorts the catalog when it writes it.
  public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    let a = Array(lhs.unicodeScalars)
    let b = Array(rhs.unicodeScalars)
    var i = 0
    var j = 0
    // The first difference the options ignore: true when `lhs` comes first by it.
    var tie: Bool?
    while i < a.count, j < b.count {
      if isDigit(a[i]), isDigit(b[j]) {
        let (left, leftLength, nextI) = digitRun(a, from: i)
        let (right, rightLength, nextJ) = digitRun(b, from: j)
        if left.count != right.count { return left.count < right.count }
        if left != right { return left.lexicographicallyPrecedes(right) }
        if tie == nil, leftLength != rightLength { tie = leftLength < rightLength }
        i = nextI
        j = nextJ
        continue
      }
      let left = folded(a[i])
      let right = folded(b[j])
      if left != right { return left.lexicographicallyPrecedes(right) }
      if tie == nil, a[i] != b[j] { tie = a[i].value < b[j].value }
      i += 1
      j += 1
    }
    // A string that ends first comes first.
    if i < a.count || j < b.count { return i == a.count }
    return tie ?? false
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }

  /// The digits from `start` without leading zeros, the run's length, and the index after it.
  private static func digitRun(_ scalars: [Unicode.Scalar], from start: Int) -> (
    digits: [UInt32], length: Int, end: Int
  ) {
    var end = start
    while end < scalars.count, isDigit(scalars[end]) { end += 1 }
    var digits = scalars[start..<end].map(\.value)
    while digits.count > 1, digits.first == 0x30 { digits.removeFirst() }
    return (digits, end - start, end)
  }

  /// A character compared without case: its lowercase mapping, as UTF-16.
  private static func folded(_ scalar: Unicode.Scalar) -> [UInt16] {
    Array(String(scalar).lowercased().utf16)
  }
}

/// Why `generate --strings` cannot add to the file it was given.
public enum StringCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is not an English String Catalog; the reason.
  case notACatalog(String)

  public var description: String {
    switch self {
    case .notACatalog(let reason): return "not an English String Catalog: \(reason)"
    }
  }
}
