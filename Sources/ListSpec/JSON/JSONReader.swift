/// Reads JSON (RFC 8259) into the same tree of ``YAMLNode``s the YAML reader builds, with
/// every node's source range, so that an items file (`--items DATA.json`) is decoded and
/// checked by the spec's own decoder and its problems are located at JSON lines and columns.
///
/// Written here rather than read through libyaml or Foundation: libyaml refuses valid JSON
/// (a character outside the Basic Multilingual Plane escaped as a surrogate pair, `"\ud83d\ude00"`,
/// as Python's `json.dumps` writes every emoji) and accepts what is not JSON (comments,
/// trailing commas, unquoted strings); Foundation's `JSONDecoder` accepts trailing commas and
/// says neither line nor column. `JSONConformanceTests` runs JSONTestSuite's cases through
/// all three.
///
/// Strings are double-quoted scalars (never resolved to numbers or booleans); numbers,
/// `true`, `false` and `null` are plain scalars, which the YAML 1.2 core schema resolves as
/// JSON means them. Duplicate names are errors, as in a spec.
package struct JSONReader {
  package var limits: ReaderLimits

  package init(limits: ReaderLimits = .default) {
    self.limits = limits
  }

  /// The document's tree, or nil with the first syntax error (and any duplicate names or
  /// limits met before it).
  package func read(_ source: SourceFile) -> YAMLDocument {
    var parser = Parser(bytes: source.bytes, limits: limits)
    let root = parser.document()
    let tree = parser.builder.finish()
    return YAMLDocument(
      source: source, root: root.map { YAMLNode(tree: tree, index: $0) },
      diagnostics: parser.diagnostics)
  }

  /// A syntax error: where, and what was expected.
  struct SyntaxError: Error {
    var diagnostic: Diagnostic
  }

  struct Parser {
    let bytes: [UInt8]
    let limits: ReaderLimits
    var builder: YAMLTree.Builder
    var diagnostics: [Diagnostic] = []
    var offset = 0
    var line = 1
    /// The column of `offset`, counted in Unicode scalars as ``SourceLocation`` counts.
    var column = 1
    var depth = 0
    /// Unescaped string bytes, reused from string to string.
    var scratch: [UInt8] = []

    init(bytes: [UInt8], limits: ReaderLimits) {
      self.bytes = bytes
      self.limits = limits
      builder = YAMLTree.Builder(
        estimatedNodes: bytes.count / 8, estimatedTextBytes: bytes.count / 2)
    }

    var location: SourceLocation { SourceLocation(line: line, column: column, offset: offset) }

    /// The whole text: one value between optional whitespace (and a leading byte order
    /// mark, which RFC 8259 lets a reader ignore).
    mutating func document() -> Int32? {
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
      do {
        skipWhitespace()
        guard offset < bytes.count else {
          throw error("the file holds no JSON value; an items file is '{ \"sections\": [ … ] }'")
        }
        let root = try value()
        skipWhitespace()
        guard offset == bytes.count else {
          throw error("unexpected \(describe(offset)) after the JSON value; a file holds one value")
        }
        return root
      } catch let failure as SyntaxError {
        diagnostics.append(failure.diagnostic)
        return nil
      } catch {
        return nil
      }
    }

    mutating func value() throws -> Int32 {
      guard offset < bytes.count else { throw error("the text ends where a value was expected") }
      switch bytes[offset] {
      case UInt8(ascii: "{"): return try container(mapping: true)
      case UInt8(ascii: "["): return try container(mapping: false)
      case UInt8(ascii: "\""): return try string()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
      case UInt8(ascii: "t"): return try literal("true")
      case UInt8(ascii: "f"): return try literal("false")
      case UInt8(ascii: "n"): return try literal("null")
      default:
        throw error(
          "expected a value (a string in double quotes, a number, true, false, null, an object or an array), found \(describe(offset))"
        )
      }
    }

    /// An object or an array, its entries appended after theirs.
    mutating func container(mapping: Bool) throws -> Int32 {
      let start = location
      depth += 1
      guard depth <= limits.maxDepth else {
        throw SyntaxError(
          diagnostic: .nestingTooDeep(limit: limits.maxDepth, range: SourceRange(at: start)))
      }
      defer { depth -= 1 }
      advance()  // { or [
      var entries: [Int32] = []
      var size = 1
      var names: [String: SourceRange] = [:]
      let close = UInt8(ascii: mapping ? "}" : "]")
      skipWhitespace()
      if offset < bytes.count, bytes[offset] == close {
        advance()
      } else {
        while true {
          skipWhitespace()
          guard offset < bytes.count else {
            throw error(
              "the text ends inside this \(mapping ? "object" : "array"), opened at \(start); add '\(mapping ? "}" : "]")'"
            )
          }
          if mapping {
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
              throw error(
                offset < bytes.count && bytes[offset] == close
                  ? "a ',' is followed by '}'; JSON allows no comma after the last member"
                  : "expected a member name in double quotes, found \(describe(offset))")
            }
            let key = try string()
            let keyRecord = builder.records[Int(key)]
            let name = String(
              decoding: builder.text[
                Int(keyRecord.first)..<Int(keyRecord.first) + Int(keyRecord.count)],
              as: UTF8.self)
            if let first = names[name] {
              diagnostics.append(.duplicateKey(key: name, range: keyRecord.range, first: first))
            } else {
              names[name] = keyRecord.range
            }
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
              throw error("expected ':' after the member name, found \(describe(offset))")
            }
            advance()
            skipWhitespace()
            entries.append(key)
            size += 1
          } else if offset < bytes.count, bytes[offset] == close {
            throw error("a ',' is followed by ']'; JSON allows no comma after the last element")
          }
          let element = try value()
          entries.append(element)
          size += Int(builder.records[Int(element)].expandedSize)
          skipWhitespace()
          guard offset < bytes.count else {
            throw error(
              "the text ends inside this \(mapping ? "object" : "array"), opened at \(start); add '\(mapping ? "}" : "]")'"
            )
          }
          if bytes[offset] == UInt8(ascii: ",") {
            advance()
            continue
          }
          guard bytes[offset] == close else {
            throw error(
              "expected ',' or '\(mapping ? "}" : "]")' after \(mapping ? "a member" : "an element"), found \(describe(offset))"
            )
          }
          advance()
          break
        }
      }
      let first = builder.children.count
      builder.children += entries
      return builder.appendContainer(
        kind: mapping ? .mapping : .sequence, first: first, explicitCount: entries.count,
        range: SourceRange(start: start, end: location), expandedSize: size, anchor: -1)
    }

    mutating func string() throws -> Int32 {
      let start = location
      advance()  // "
      scratch.removeAll(keepingCapacity: true)
      while true {
        guard offset < bytes.count else {
          throw SyntaxError(
            diagnostic: .jsonSyntax(
              "the string that starts here is not closed; add '\"'", range: SourceRange(at: start))
          )
        }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\"") {
          advance()
          break
        }
        if byte == UInt8(ascii: "\\") {
          try escape()
          continue
        }
        guard byte >= 0x20 else {
          throw error(
            "a control character (U+\(hex(UInt32(byte), digits: 4))) must be escaped inside a string (\\n, \\t or \\u\(hex(UInt32(byte), digits: 4)))"
          )
        }
        if byte < 0x80 {
          scratch.append(byte)
          advance()
        } else {
          try multibyte()
        }
        guard scratch.count <= limits.maxScalarBytes else {
          throw SyntaxError(
            diagnostic: .scalarTooLong(
              bytes: scratch.count, limit: limits.maxScalarBytes, range: SourceRange(at: start)))
        }
      }
      return scratch.withUnsafeBufferPointer {
        builder.appendScalar(
          $0, style: .doubleQuoted, tag: nil, range: SourceRange(start: start, end: location),
          anchor: -1)
      }
    }

    /// One UTF-8 encoded scalar of a string, checked.
    mutating func multibyte() throws {
      let lead = bytes[offset]
      let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
      let end = offset + length
      guard length > 0, end <= bytes.count,
        String(validating: bytes[offset..<end], as: UTF8.self) != nil
      else {
        throw SyntaxError(diagnostic: .invalidUTF8(range: SourceRange(at: location)))
      }
      scratch += bytes[offset..<end]
      // A line or paragraph separator or NEL breaks a line for the line table, as it does
      // here, so later lines keep their numbers.
      let breakLength = bytes.withUnsafeBufferPointer { SourceFile.lineBreakLength($0, at: offset) }
      offset = end
      if breakLength > 0 {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }

    mutating func escape() throws {
      let start = location
      advance()  // backslash
      guard offset < bytes.count else { throw error("the text ends inside an escape") }
      let letter = bytes[offset]
      let simple: UInt8? =
        switch letter {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case UInt8(ascii: "/"): UInt8(ascii: "/")
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
      if let simple {
        scratch.append(simple)
        advance()
        return
      }
      guard letter == UInt8(ascii: "u") else {
        throw SyntaxError(
          diagnostic: .jsonSyntax(
            "'\\\(describeCharacter(offset))' is not a JSON escape; write \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX",
            range: SourceRange(start: start, end: location)))
      }
      advance()
      var code = try hexDigits(escapeStart: start)
      if (0xD800...0xDBFF).contains(code) {
        // A high surrogate: the low one must follow as its own escape.
        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
          bytes[offset + 1] == UInt8(ascii: "u")
        else { throw loneSurrogate(code, at: start) }
        advance()
        advance()
        let low = try hexDigits(escapeStart: start)
        guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(code, at: start) }
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(code) {
        throw loneSurrogate(code, at: start)
      }
      scratch += Array(String(Character(Unicode.Scalar(code)!)).utf8)
    }

    /// Four hex digits after `\u`.
    mutating func hexDigits(escapeStart: SourceLocation) throws -> UInt32 {
      var code: UInt32 = 0
      for _ in 0..<4 {
        guard offset < bytes.count, let digit = Self.hexValue(bytes[offset]) else {
          throw SyntaxError(
            diagnostic: .jsonSyntax(
              "'\\u' takes four hexadecimal digits (\\u00e9)",
              range: SourceRange(start: escapeStart, end: location)))
        }
        code = code << 4 | digit
        advance()
      }
      return code
    }

    func loneSurrogate(_ code: UInt32, at start: SourceLocation) -> SyntaxError {
      SyntaxError(
        diagnostic: .jsonSyntax(
          "'\\u\(hex(code, digits: 4))' is half of a UTF-16 surrogate pair and names no character; a character above U+FFFF is written as a pair (\\ud83d\\ude00) or as itself",
          range: SourceRange(start: start, end: location)))
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
      default: nil
      }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as written.
    mutating func number() throws -> Int32 {
      let start = location
      let first = offset
      func digits(_ parser: inout Parser) -> Int {
        var count = 0
        while parser.offset < parser.bytes.count,
          (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.offset])
        {
          parser.advance()
          count += 1
        }
        return count
      }
      if bytes[offset] == UInt8(ascii: "-") { advance() }
      let leadingZero = offset < bytes.count && bytes[offset] == UInt8(ascii: "0")
      let integerDigits = digits(&self)
      guard integerDigits > 0 else { throw error("expected a digit after '-'") }
      guard !leadingZero || integerDigits == 1 else {
        throw SyntaxError(
          diagnostic: .jsonSyntax(
            "a JSON number has no leading zero; write the number without it, or quote it as a string",
            range: SourceRange(start: start, end: location)))
      }
      if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
        advance()
        guard digits(&self) > 0 else { throw error("expected a digit after the decimal point") }
      }
      if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
        advance()
        if offset < bytes.count,
          bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-")
        {
          advance()
        }
        guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
      }
      return bytes.withUnsafeBufferPointer {
        builder.appendScalar(
          UnsafeBufferPointer(rebasing: $0[first..<offset]), style: .plain, tag: nil,
          range: SourceRange(start: start, end: location), anchor: -1)
      }
    }

    mutating func literal(_ word: StaticString) throws -> Int32 {
      let start = location
      let length = word.utf8CodeUnitCount
      let matches =
        offset + length <= bytes.count
        && bytes.withUnsafeBufferPointer {
          YAMLTree.equal(UnsafeBufferPointer(rebasing: $0[offset..<offset + length]), word)
        }
      guard matches else {
        throw error(
          "expected a value, found \(describe(offset)); a string is written in double quotes")
      }
      for _ in 0..<length { advance() }
      return bytes.withUnsafeBufferPointer {
        builder.appendScalar(
          UnsafeBufferPointer(rebasing: $0[start.offset..<offset]), style: .plain, tag: nil,
          range: SourceRange(start: start, end: location), anchor: -1)
      }
    }

    /// Spaces, tabs and line breaks between tokens.
    mutating func skipWhitespace() {
      while offset < bytes.count {
        switch bytes[offset] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"):
          offset += 1
          column += 1
        case 0x0A:
          offset += 1
          line += 1
          column = 1
        case 0x0D:
          offset += 1
          if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
          line += 1
          column = 1
        default: return
        }
      }
    }

    /// Past one ASCII byte that is not a line break.
    mutating func advance() {
      offset += 1
      column += 1
    }

    func error(_ message: String) -> SyntaxError {
      SyntaxError(diagnostic: .jsonSyntax(message, range: SourceRange(at: location)))
    }

    /// What is at `index`, for a message: "'x'", "the end of the text".
    func describe(_ index: Int) -> String {
      guard index < bytes.count else { return "the end of the text" }
      if bytes[index] == UInt8(ascii: "/") { return "'/' (JSON has no comments)" }
      if bytes[index] == UInt8(ascii: "'") {
        return "'\\'' (JSON strings are in double quotes)"
      }
      return "'\(describeCharacter(index))'"
    }

    func describeCharacter(_ index: Int) -> String {
      let byte = bytes[index]
      if byte >= 0x21 && byte < 0x7F { return String(UnicodeScalar(byte)) }
      if byte < 0x80 { return "U+\(hex(UInt32(byte), digits: 4))" }
      var end = index + 1
      while end < bytes.count, end < index + 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
      return String(validating: bytes[index..<end], as: UTF8.self)
        ?? "byte 0x\(hex(UInt32(byte), digits: 2))"
    }

    func hex(_ value: UInt32, digits: Int) -> String {
      let text = String(value, radix: 16, uppercase: true)
      return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
  }
}
