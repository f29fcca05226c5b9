import XCTest

@testable import ListSpec

/// Inputs from the YAML test suite that libyaml reads differently from YAML 1.2: tabs on
/// blank lines (DK95, Y79Y), anchor names (`&title:bold`), empty values in flow mappings
/// (4ABK). Each is either read as YAML 1.2 reads it or named exactly.
final class YAMLEdgeCaseTests: XCTestCase {
  func read(_ text: String, reader: YAMLReader = YAMLReader()) -> YAMLDocument {
    reader.read(SourceFile(path: "test.yaml", text: text))
  }

  func ids(_ document: YAMLDocument) -> [String] { document.diagnostics.map(\.id.rawValue) }

  /// A spec around `cells`, so diagnostics are checked the way `listspec validate` sees them.
  func load(cells: String) -> [Diagnostic] {
    let text = "listspec: 1\nlist: { appearance: plain }\nsections: []\ncells:" + cells
    return ListSpecLoader.load(text: text, path: "spec.yaml").diagnostics
      .filter { $0.id != .unusedCellTemplate }
  }

  // MARK: Tabs on blank lines

  func testTabOnABlankLineBetweenNodesIsReadAsYAML12ReadsIt() throws {
    for text in [
      "foo: 1\n\t\nbar: 2\n",  // DK95/04
      "foo: 1\n \t\nbar: 2\n",  // DK95/05
      "foo: 1\n\t \t\nbar: 2\n",
      "foo: 1\n\t# a comment after a tab\nbar: 2\n",
      "foo: 1\r\n\t\r\nbar: 2\r\n",
      "foo: |\n  x\nbar: 2\n\t\n",
    ] {
      let document = read(text)
      XCTAssertEqual(document.diagnostics, [], text.debugDescription)
      let root = try XCTUnwrap(document.root, text.debugDescription)
      XCTAssertEqual(root["bar"]?.text, "2", text.debugDescription)
    }
    // Before the first node and between a directive and the document (DK95/03, DK95/07).
    XCTAssertEqual(read(" \t\nfoo: 1\n").root?["foo"]?.text, "1")
    XCTAssertEqual(read("%YAML 1.2\n\t\n---\nfoo: 1\n").root?["foo"]?.text, "1")
    // Nested, and in a flow collection, where libyaml allowed the tab already.
    let nested = read("a:\n  b: 1\n\t\n  c: 2\nd: [\n\t\n  1]\n")
    XCTAssertEqual(nested.diagnostics, [])
    XCTAssertEqual(nested.root?["a"]?["c"]?.text, "2")
    XCTAssertEqual(nested.root?["d"]?.elements?.first?.text, "1")
  }

  func testReadingATabAsASpaceKeepsEveryLocation() throws {
    let text = "a: 1\n\t\nb: \"é\"\n\t\t\nc: 3\n"
    let document = read(text)
    XCTAssertEqual(document.diagnostics, [])
    let root = try XCTUnwrap(document.root)
    XCTAssertEqual(root["b"]?.range.start, SourceLocation(line: 3, column: 4, offset: 10))
    XCTAssertEqual(root["c"]?.range.start, SourceLocation(line: 5, column: 4, offset: 21))
    // The file itself is unchanged: the tabs are only given to libyaml as spaces.
    XCTAssertEqual(document.source.bytes, Array(text.utf8))
  }

  func testTabOnABlankLineOnTheThreadedPath() throws {
    var reader = YAMLReader()
    reader.concurrentReadThreshold = 0
    reader.eventBatchSize = 2
    let document = read("a: 1\n\t\nb: [x,\n\t\n  y]\nc: |\n  t\n\t\n  u\n", reader: reader)
    XCTAssertEqual(ids(document), ["tab-indentation"])
    XCTAssertEqual(document.diagnostics.first?.range?.start.line, 8)
    let valid = read("a: 1\n\t\nb: 2\n", reader: reader)
    XCTAssertEqual(valid.diagnostics, [])
    XCTAssertEqual(valid.root?["b"]?.text, "2")
  }

  /// A tab that is text of a value is kept: a tab past a block scalar's indentation is a
  /// line of its text, and tabs on lines with content are never touched.
  func testTabsThatAreTextStay() throws {
    let document = read("a: |\n  x\n  \t\n  y\nb: \"p\tq\"\nc: r\ts\n")
    XCTAssertEqual(document.diagnostics, [])
    XCTAssertEqual(document.root?["a"]?.text, "x\n\t\ny\n")
    XCTAssertEqual(document.root?["b"]?.text, "p\tq")
    XCTAssertEqual(document.root?["c"]?.text, "r\ts")
    // Inside a multi-line value, past its indentation: already read by libyaml, unchanged.
    XCTAssertEqual(read("a: x\n \t\n  y\n").root?["a"]?.text, "x\ny")
    XCTAssertEqual(read("a: \"x\n \t\n  y\"\n").root?["a"]?.text, "x\ny")
  }

  /// Inside a value the tab is not ignorable (YAML 1.2 reads it as text, or as where the
  /// value ends, or forbids it): the error says exactly where and what to do.
  func testTabOnABlankLineInsideAValueIsNamed() throws {
    let block = load(cells: "\n  a:\n    content:\n      text: |\n        x\n\t\n        y\n")
    XCTAssertEqual(block.map(\.id), [.tabIndentation])
    let diagnostic = try XCTUnwrap(block.first)
    XCTAssertEqual(diagnostic.location?.line, 9)
    XCTAssertEqual(diagnostic.location?.column, 1)
    XCTAssertEqual(
      diagnostic.message,
      "tab on a blank line inside a block scalar ('|' or '>'): YAML reads it as text of the value or as where the value ends, and libyaml cannot read it; delete it (an empty line is a blank line of the text)"
    )
    XCTAssertEqual(diagnostic.fixIts.first?.replacement, "")
    XCTAssertEqual(diagnostic.fixIts.first?.range.start.column, 1)
    XCTAssertEqual(diagnostic.fixIts.first?.range.end.column, 2)

    // Y79Y/001: valid YAML 1.2 (the value is "\t\n"), which libyaml cannot read.
    let leading = read("foo: |\n \t\nbar: 1\n")
    XCTAssertEqual(ids(leading), ["tab-indentation"])
    XCTAssertEqual(
      leading.diagnostics.first?.range?.start, SourceLocation(line: 2, column: 2, offset: 8))
    XCTAssertTrue(leading.diagnostics.first?.message.contains("block scalar") == true)

    // A plain value continued past a tab left of its indentation: invalid YAML.
    let plain = load(cells: "\n  a:\n    content:\n      text: x\n\t\n        y\n")
    XCTAssertEqual(plain.map(\.id), [.tabIndentation])
    XCTAssertEqual(plain.first?.location?.line, 8)
    XCTAssertEqual(
      plain.first?.message,
      "tab on a blank line inside a multi-line value, left of the value's indentation, which YAML does not allow; delete it (an empty line is a line break in the value)"
    )
  }

  func testTabIndentationIsStillNamed() {
    let document = read("a:\n\tb: 1\n")
    XCTAssertEqual(ids(document), ["tab-indentation"])
    XCTAssertEqual(
      document.diagnostics.first?.message, "tabs cannot indent YAML; indent with spaces")
  }

  // MARK: Anchor names

  func testAnchorNamesLibYAMLRejectsNameItsRule() throws {
    let dotted = load(cells: " &row.title\n  a: { content: { text: x } }\n")
    XCTAssertEqual(dotted.map(\.id), [.invalidAnchor])
    let diagnostic = try XCTUnwrap(dotted.first)
    XCTAssertEqual(diagnostic.location?.line, 4)
    XCTAssertEqual(diagnostic.location?.column, 12)
    XCTAssertEqual(
      diagnostic.message,
      "anchor '&row.title' has '.', which libyaml does not allow in anchor names (only ASCII letters, digits, '_' and '-'); rename the anchor and its aliases, e.g. '&row-title'"
    )
    XCTAssertEqual(diagnostic.fixIts.first?.replacement, "&row-title")
    XCTAssertEqual(diagnostic.fixIts.first?.range.start.column, 8)
    XCTAssertEqual(diagnostic.fixIts.first?.range.end.column, 18)

    let accented = load(cells: " &überschrift\n  a: { content: { text: x } }\n")
    XCTAssertEqual(accented.map(\.id), [.invalidAnchor])
    XCTAssertEqual(accented.first?.location?.column, 9)
    XCTAssertEqual(
      accented.first?.message,
      "anchor '&überschrift' has 'ü', which libyaml does not allow in anchor names (only ASCII letters, digits, '_' and '-'); rename the anchor and its aliases, e.g. '&uberschrift'"
    )

    let alias = read("a: &rowtitle 1\nb: *row.title\n")
    XCTAssertEqual(ids(alias), ["invalid-anchor"])
    XCTAssertEqual(
      alias.diagnostics.first?.range?.start, SourceLocation(line: 2, column: 8, offset: 22))
    XCTAssertTrue(alias.diagnostics.first?.message.hasPrefix("alias '*row.title' has '.'") == true)
  }

  /// libyaml ends the name at ':' and reads `:bold value` as the value; YAML 1.2 reads the
  /// anchor `title:bold` and the value `value`. Either way it is not what was meant.
  func testAnchorNameWithAColonIsCaught() throws {
    let diagnostics = load(cells: "\n  a:\n    content:\n      text: &title:bold value\n")
    XCTAssertEqual(diagnostics.map(\.id), [.invalidAnchor])
    let diagnostic = try XCTUnwrap(diagnostics.first)
    XCTAssertEqual(diagnostic.location?.line, 7)
    XCTAssertEqual(diagnostic.location?.column, 19)
    XCTAssertEqual(diagnostic.range?.end.column, 24)
    XCTAssertEqual(
      diagnostic.message,
      "anchor '&title:bold' has ':', which libyaml does not allow in anchor names (only ASCII letters, digits, '_' and '-'): it reads the anchor '&title' and the value ':bold value'; rename the anchor and its aliases, e.g. '&title-bold'"
    )
    XCTAssertEqual(diagnostic.fixIts.first?.replacement, "&title-bold")

    // The same after a tag, before a mapping, for '?' and for an alias.
    XCTAssertEqual(ids(read("a: !!str &t:b v\n")), ["invalid-anchor"])
    XCTAssertEqual(ids(read("a: &t?b v\n")), ["invalid-anchor"])
    XCTAssertEqual(ids(read("a: &t:b\n  c: 1\n")).first, "invalid-anchor")
    XCTAssertEqual(ids(read("a: &t 1\nb: [*t:c]\n")), ["invalid-anchor"])
    XCTAssertEqual(ids(read("a: &t: 1\n")), ["invalid-anchor"])
    // Names libyaml reads whole stay fine.
    XCTAssertEqual(ids(read("a: &t-b_2 1\nb: *t-b_2\nc: [&d 1, *d]\nd: {&e x: 1}\n")), [])
  }

  // MARK: Values libyaml reads differently without an error

  /// `?` followed by a character starts a plain value in a flow collection (YAML 1.2);
  /// libyaml reads the key indicator and gives another value: `{ ?foo: bar }` the key `foo`
  /// [652Z], `[?x]` the mapping `{x: null}` [HM87/01]. Named at the `?`.
  func testQuestionMarkStartingAFlowValueIsNamed() throws {
    for (text, line, column) in [
      ("{ ?foo: bar }\n", 1, 3), ("[?x]\n", 1, 2), ("a: [1, ?x]\n", 1, 8),
      ("a: {b: c,\n  ?d: e}\n", 2, 3), ("a: [\n  # note\n  ?x]\n", 3, 3),
    ] {
      let document = read(text)
      XCTAssertEqual(ids(document), ["libyaml-misread"], text)
      XCTAssertNil(document.root, text)
      let location = try XCTUnwrap(document.diagnostics.first?.location, text)
      XCTAssertEqual([location.line, location.column], [line, column], text)
    }
    // Built at run time: far past the first 64 KiB searched, after 40,000 question marks in
    // comments and quotes; and with the `?` on either side of a window's end.
    let padding = String(repeating: "# ?x, ? x\n", count: 40_000)
    let late = read(padding + "a: \"?x\"\nb: [?y]\n")
    XCTAssertEqual(ids(late), ["libyaml-misread"])
    XCTAssertEqual(late.diagnostics.first?.location?.line, 40_002)
    for shift in -2...2 {
      // `a: [` puts the `?` 4 bytes after the comment line.
      let comment = "#" + String(repeating: "p", count: 65_529 + shift) + "\n"
      let document = read(comment + "a: [?x]\n")
      XCTAssertEqual(ids(document), ["libyaml-misread"], "shift \(shift)")
      XCTAssertEqual(document.diagnostics.first?.location?.column, 5, "shift \(shift)")
      XCTAssertEqual(ids(read(comment + "a: [x?]\n")), [], "shift \(shift)")
    }

    // A `?` libyaml reads as YAML 1.2 does is not: explicit keys, values starting with `?`
    // outside flow collections, in quotes, in comments, tags and directives, in the middle
    // of a value, before a flow indicator.
    for text in [
      "{ ? foo : bar }\n", "[? x : y]\n", "a: ?x\n", "?x: 1\n", "a: \"?x\"\n", "a: ['?x']\n",
      "a: [x] # why ?x\n", "# ?x\na: 1\n", "a: [ # ?x\n  1]\n", "a: [x?y, http://e.com/?q=1]\n",
      "a: [?, b]\n", "{?}\n", "a: !t?x [1]\n", "%TAG !e! tag:e.com,2000:?x\n--- !e!a\n1\n",
      "a: |\n  [?x]\n", "a: [\"b\", c?d]\n",
    ] {
      XCTAssertFalse(ids(read(text)).contains("libyaml-misread"), text)
    }
  }

  /// A block scalar's last line of only spaces, at the end of a file with no final line
  /// break: libyaml drops it [L24T/01: "x\n \n" read as "x\n "; JEF9/02: "\n" read as ""].
  /// Named on that line, when libyaml's value differs.
  func testBlockScalarLosingItsLastLineOfSpacesIsNamed() throws {
    for (text, line) in [
      ("foo: |\n  x\n   ", 3), ("- |+\n   ", 2), ("foo: |+\n  x\n ", 3), ("foo: >\n  x\n   ", 3),
      ("foo: |2\n  x\n\n   ", 4), ("a: 1\nfoo: &a !!str |\n  x\n   ", 4),
    ] {
      let document = read(text)
      XCTAssertEqual(ids(document), ["libyaml-misread"], text)
      XCTAssertEqual(document.diagnostics.first?.location?.line, line, text)
      XCTAssertEqual(document.diagnostics.first?.location?.column, 1, text)
    }
    // Where libyaml's value is YAML 1.2's: with a final line break, stripped (`|-`), a line
    // no deeper than the indentation under clipping, a line after another node or comment.
    for text in [
      "foo: |\n  x\n   \n", "foo: |-\n  x\n   ", "foo: |\n  x\n  ", "foo: |\n  x\nb: 1\n   ",
      "foo: |\n  x\n# c\n   ", "foo: \"x\"\n   ",
    ] {
      XCTAssertEqual(ids(read(text)), [], text)
    }
  }

  // MARK: Empty values in flow mappings

  func testEmptyFlowValueWithoutASpaceSaysWhatToWrite() throws {
    let diagnostics = load(cells: " { a: { content: { text: x } }, b:, c: 2 }\n")
    XCTAssertEqual(diagnostics.map(\.id), [.yamlSyntax])
    let diagnostic = try XCTUnwrap(diagnostics.first)
    XCTAssertEqual(diagnostic.location?.line, 4)
    XCTAssertEqual(diagnostic.location?.column, 40)
    XCTAssertEqual(
      diagnostic.message,
      "YAML syntax error: libyaml needs a space after ':' in a flow collection ('{…}' or '[…]'), even for an empty value; write 'b: null' (or 'b: ,')"
    )
    let fixIt = try XCTUnwrap(diagnostic.fixIts.first)
    XCTAssertEqual(fixIt.replacement, " null")
    XCTAssertEqual(fixIt.range.start.column, 41)
    // The fix-it applied reads as YAML 1.2 reads the original: 'b' with a null value.
    let fixed = read("{a: 1, b: null, c: 2}\n")
    XCTAssertEqual(fixed.diagnostics, [])
    XCTAssertTrue(fixed.root?["b"]?.isNull == true)
    XCTAssertEqual(ids(read("{a: 1, b:}\n")), ["yaml-syntax"])
    XCTAssertTrue(read("[b:]\n").diagnostics.first?.message.contains("'b: null'") == true)
  }
}
