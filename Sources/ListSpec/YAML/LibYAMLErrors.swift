import CYAML

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// libyaml's parser errors explained: located, in the reader's words, with the likely cause.
extension TreeBuilder {
  mutating func reportParserError(_ error: LibYAMLError) {
    let problem = error.problem
    let context = error.context
    if error.kind == .reader {
      let at = location(byteOffset: error.problemOffset)
      let range = SourceRange(at: at)
      // "invalid Unicode character": a surrogate or a code point past U+10FFFF in UTF-8.
      if problem.contains("UTF-8") || problem.contains("utf-8") || problem.contains("Unicode") {
        report(.invalidUTF8(range: range))
      } else if problem.contains("control characters") {
        report(.controlCharacter(value: error.problemValue, range: range))
      } else {
        report(.yamlSyntax(problem: problem, context: nil, contextRange: nil, range: range))
      }
      return
    }
    let problemLocation = location(error.problemMark)
    let range = SourceRange(at: problemLocation)
    if let blank = blankLineTab(at: problemLocation) {
      report(
        .tabOnBlankLine(
          inBlockScalar: context == "while scanning a block scalar",
          inPlainScalar: context == "while scanning a plain scalar", range: range,
          whitespace: blank))
      return
    }
    if let anchor = invalidAnchorName(error, at: problemLocation) {
      report(anchor)
      return
    }
    if let emptyValue = emptyFlowValue(error, at: problemLocation) {
      report(emptyValue)
      return
    }
    if let bareName = bareNameBeforeOptions(error, at: problemLocation) {
      report(bareName)
      return
    }
    if isTabIndentation(at: problemLocation) {
      report(.tabIndentation(range: range))
      return
    }
    var contextRange: SourceRange?
    if context != nil {
      contextRange = SourceRange(at: location(error.contextMark))
    }
    if error.kind == .memory {
      report(.yamlSyntax(problem: "out of memory", context: nil, contextRange: nil, range: range))
      return
    }
    // Two mistakes libyaml reports far from their cause: name the cause where it is.
    let firstLine = min(contextRange?.start.line ?? problemLocation.line, problemLocation.line)
    if let cause = likelyCause(
      lines: max(firstLine, problemLocation.line - 50)...problemLocation.line)
    {
      report(cause)
      return
    }
    report(
      .yamlSyntax(problem: problem, context: context, contextRange: contextRange, range: range))
  }

  /// An unquoted template followed by more text (`text: {count} items`), or an unquoted hex
  /// color in a flow mapping (`{ color: #FF9500 }`, where `#` starts a comment).
  func likelyCause(lines: ClosedRange<Int>) -> Diagnostic? {
    for line in lines {
      guard let text = source.text(ofLine: line) else { continue }
      let scalars = Array(text.unicodeScalars)
      for index in scalars.indices.dropFirst() {
        let previous = scalars[index - 1]
        guard previous == ":" || previous == "," || previous == "[" || previous == "-",
          index + 1 < scalars.count, scalars[index] == " "
        else { continue }
        var start = index
        while start < scalars.count, scalars[start] == " " { start += 1 }
        guard start < scalars.count else { continue }
        let location = SourceLocation(
          line: line, column: start + 1, offset: source.offset(line: line, column: start + 1))
        if scalars[start] == "{", let close = scalars[start...].firstIndex(of: "}"),
          close + 1 < scalars.count,
          let next = scalars[(close + 1)...].first(where: { $0 != " " }),
          next != ",", next != "}", next != "]", next != "#"
        {
          let endColumn = location.column + close - start + 1
          let end = SourceLocation(
            line: line, column: endColumn, offset: source.offset(line: line, column: endColumn))
          return .unquotedTemplateInText(range: SourceRange(start: location, end: end))
        }
        if scalars[start] == "#", previous != "-" {
          let digits = scalars[(start + 1)...].prefix { $0.properties.isASCIIHexDigit }
          if [3, 6, 8].contains(digits.count) {
            // Hex digits are ASCII: one byte each.
            var end = location
            end.column += digits.count + 1
            end.offset += digits.count + 1
            return .unquotedHexColor(range: SourceRange(start: location, end: end))
          }
        }
      }
    }
    return nil
  }

  /// The white space of the error's line when the line is blank (only white space, or
  /// white space and a comment) with a tab in it, and the error sits in that white space.
  func blankLineTab(at location: SourceLocation) -> SourceRange? {
    guard location.line >= 1, location.line <= source.lineStarts.count else { return nil }
    let range =
      source.lineStarts[
        location.line - 1]..<(location.line < source.lineStarts.count
      ? source.lineStarts[location.line] : source.bytes.count)
    let end = source.bytes.withUnsafeBufferPointer { BlankLineTabs.blankPrefixEnd($0, range) }
    // White space is ASCII: one column per byte.
    guard let end, location.offset >= range.lowerBound, location.offset < end else { return nil }
    let start = SourceLocation(
      line: location.line, column: location.column - (location.offset - range.lowerBound),
      offset: range.lowerBound)
    var stop = start
    stop.column += end - range.lowerBound
    stop.offset = end
    return SourceRange(start: start, end: stop)
  }

  /// libyaml stopped at a character it does not allow in an anchor or alias name
  /// (`&row.title`, `&überschrift`), or just after a name it ended too early (`&a: 1`).
  func invalidAnchorName(_ error: LibYAMLError, at problem: SourceLocation) -> Diagnostic? {
    let bytes = source.bytes
    if error.problem == "did not find expected alphabetic or numeric character",
      error.context == "while scanning an anchor" || error.context == "while scanning an alias"
    {
      return anchorDiagnostic(sigilOffset: location(error.contextMark).offset, readAs: nil)
    }
    // A name libyaml ended at ':' or '?' and then stumbled over what followed.
    var start = problem.offset
    guard start < bytes.count,
      bytes[start] == UInt8(ascii: ":") || bytes[start] == UInt8(ascii: "?")
    else { return nil }
    while start > 0, Self.isLibYAMLAnchorByte(bytes[start - 1]) { start -= 1 }
    guard start < problem.offset, start > 0,
      bytes[start - 1] == UInt8(ascii: "&") || bytes[start - 1] == UInt8(ascii: "*"),
      start == 1 || Self.canPrecedeProperty(bytes[start - 2])
    else { return nil }
    return anchorDiagnostic(sigilOffset: start - 1, readAs: nil)
  }

  /// The characters libyaml allows in anchor names: ASCII letters, digits, '_' and '-'.
  static func isLibYAMLAnchorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
      return true
    default:
      return false
    }
  }

  /// What may stand before a node property: white space or a flow indicator.
  static func canPrecedeProperty(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","):
      return true
    default:
      return false
    }
  }

  /// `invalid-anchor` for the name written after the `&` or `*` at `sigilOffset`, as YAML
  /// 1.2 reads it (up to white space or a flow indicator), or nil when libyaml allows it.
  func anchorDiagnostic(sigilOffset: Int, readAs: String?) -> Diagnostic? {
    let bytes = source.bytes
    guard sigilOffset < bytes.count else { return nil }
    var end = sigilOffset + 1
    while end < bytes.count {
      switch bytes[end] {
      case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
        UInt8(ascii: "{"), UInt8(ascii: "}"):
        break
      default:
        end += 1
        continue
      }
      break
    }
    var bad = sigilOffset + 1
    while bad < end, Self.isLibYAMLAnchorByte(bytes[bad]) { bad += 1 }
    guard bad < end else { return nil }
    let name = String(decoding: bytes[(sigilOffset + 1)..<end], as: UTF8.self)
    let character = String(decoding: bytes[bad..<end], as: UTF8.self).first ?? "?"
    let sigilLocation = location(byteOffset: sigilOffset)
    let badLocation = location(byteOffset: bad)
    let endLocation = location(byteOffset: end)
    return .invalidAnchor(
      sigil: bytes[sigilOffset] == UInt8(ascii: "&") ? "&" : "*", name: name,
      character: character, readAs: readAs,
      range: SourceRange(start: badLocation, end: endLocation),
      tokenRange: SourceRange(start: sigilLocation, end: endLocation),
      suggestion: Self.anchorSuggestion(name))
  }

  /// A name libyaml accepts, close to `name`: accents dropped, other characters as '-'.
  static func anchorSuggestion(_ name: String) -> String {
    var result = ""
    for scalar in Diacritics.removed(from: name).unicodeScalars {
      if scalar.isASCII, isLibYAMLAnchorByte(UInt8(scalar.value)) {
        result.unicodeScalars.append(scalar)
      } else if !result.isEmpty, !result.hasSuffix("-") {
        result += "-"
      }
    }
    while result.hasSuffix("-") { result.removeLast() }
    return result.isEmpty ? "anchor" : result
  }

  /// After an anchor or alias libyaml read without complaint: when the name is followed by
  /// ':' or '?' (`&title:bold value`), YAML 1.2 reads one longer name (`title:bold`) where
  /// libyaml ends the name and reads the rest as the value (`:bold value`). Reported, as the
  /// document would otherwise be silently read another way.
  mutating func checkAnchorEnd(
    _ name: String, sigil: UInt8, from start: SourceLocation, value: String?
  ) {
    let nameLength = name.utf8.count
    // Only the bytes within reach are read (a large file is not held whole, `SourceFile`).
    let bytes = source.window(start.offset..<(start.offset + 4096 + nameLength + 42))
    let nameBytes = Array(name.utf8)
    var offset = start.offset
    // The sigil among the node's properties ('!tag &anchor'), within a short reach.
    let limit = min(bytes.endOffset, start.offset + 4096)
    while offset < limit {
      if bytes[offset] == sigil, offset + 1 + nameBytes.count <= bytes.endOffset,
        bytes[(offset + 1)..<(offset + 1 + nameBytes.count)].elementsEqual(nameBytes)
      {
        break
      }
      offset += 1
    }
    let after = offset + 1 + nameBytes.count
    guard offset < limit, after < bytes.endOffset,
      bytes[after] == UInt8(ascii: ":") || bytes[after] == UInt8(ascii: "?")
    else { return }
    let sigilText = sigil == UInt8(ascii: "&") ? "&" : "*"
    let what = sigil == UInt8(ascii: "&") ? "anchor" : "alias"
    let rest = String(decoding: bytes[after..<min(bytes.endOffset, after + 40)], as: UTF8.self)
      .prefix { !" \t\n\r,[]{}".contains($0) }
    // In block context the rest becomes the value (`:bold value`); in a flow collection
    // ':' is read as the value indicator instead.
    let readAs =
      if let value, value.utf8.first == bytes[after] {
        "the \(what) '\(sigilText)\(name)' and the value '\(value)'"
      } else {
        "the \(what) '\(sigilText)\(name)' followed by '\(rest)'"
      }
    if let diagnostic = anchorDiagnostic(sigilOffset: offset, readAs: readAs) {
      report(diagnostic)
    }
  }

  /// `{a: 1, b:, c: 2}`: libyaml stops at a ':' followed by ',', '}' or ']' in a flow
  /// collection, which YAML 1.2 reads as a key with an empty value.
  func emptyFlowValue(_ error: LibYAMLError, at problem: SourceLocation) -> Diagnostic? {
    let bytes = source.bytes
    let colon = problem.offset
    guard error.problem == "found unexpected ':'", colon + 1 < bytes.count,
      bytes[colon] == UInt8(ascii: ":"),
      [UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[colon + 1])
    else { return nil }
    let keyStart = min(location(error.contextMark).offset, colon)
    let key = String(decoding: bytes[keyStart..<colon], as: UTF8.self)
    var end = problem
    end.column += 1
    end.offset += 1
    return .emptyFlowValue(key: key, colon: SourceRange(start: problem, end: end))
  }

  /// `- Circle` then `fill: orange` indented under the name: libyaml reads the two lines as
  /// one plain value and stops at the ':' ("mapping values are not allowed in this context").
  /// The name was meant to take options, as `- Circle:` does.
  func bareNameBeforeOptions(_ error: LibYAMLError, at problem: SourceLocation) -> Diagnostic? {
    guard error.problem == "mapping values are not allowed in this context",
      let optionLine = source.text(ofLine: problem.line)
    else { return nil }
    let optionColumn = optionLine.prefix { $0 == " " }.count
    let option = optionLine.dropFirst(optionColumn)
    guard !option.isEmpty, option.first != "#", option.first != "-" else { return nil }
    // The line above, past blank lines and comments.
    var line = problem.line - 1
    while line >= 1, let text = source.text(ofLine: line),
      text.allSatisfy({ $0 == " " }) || text.drop(while: { $0 == " " }).first == "#"
    {
      line -= 1
    }
    guard line >= 1, let entry = source.text(ofLine: line) else { return nil }
    let dashColumn = entry.prefix { $0 == " " }.count
    var rest = entry.dropFirst(dashColumn)
    guard rest.first == "-" else { return nil }
    rest = rest.dropFirst()
    let gap = rest.prefix { $0 == " " }.count
    guard gap > 0 else { return nil }
    let nameColumn = dashColumn + 1 + gap
    let name = rest.dropFirst(gap).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    let after = rest.dropFirst(gap + name.count).drop { $0 == " " }
    guard !name.isEmpty, optionColumn == nameColumn, after.isEmpty || after.first == "#" else {
      return nil
    }
    // The line's text before the name is ASCII (spaces and '-'): its columns are its bytes.
    let endColumn = nameColumn + name.count + 1
    let end = SourceLocation(
      line: line, column: endColumn, offset: source.offset(line: line, column: endColumn))
    let start = SourceLocation(
      line: line, column: nameColumn + 1,
      offset: source.offset(line: line, column: nameColumn + 1))
    let optionKey = option.prefix { $0 != ":" }
    return .bareNameBeforeOptions(
      name: String(name), option: String(optionKey), range: SourceRange(start: start, end: end))
  }

  /// True when the error sits on a tab in a line's leading white space.
  func isTabIndentation(at location: SourceLocation) -> Bool {
    guard let line = source.text(ofLine: location.line) else { return false }
    let leading = line.prefix { $0 == " " || $0 == "\t" }
    return leading.contains("\t") && location.column <= leading.count + 1
  }
}
