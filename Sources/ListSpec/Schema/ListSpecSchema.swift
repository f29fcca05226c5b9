/// The JSON Schema (draft-07) of the listspec format, for editors: yaml-language-server reads
/// it through a `# yaml-language-server: $schema=…` first line and offers completion,
/// descriptions and typo checks.
///
/// It is generated from the decoder's key tables (``SpecKeys``) and the model's `CaseIterable`
/// enums, so the schema, `listspec schema` and the decoder cannot drift apart;
/// `specs/listspec.schema.json` is this text, checked by a test.
public enum ListSpecSchema {
  /// The schema as pretty-printed JSON, ending in a newline.
  public static let json: String = {
    var builder = SchemaBuilder()
    return builder.document().serialized() + "\n"
  }()

  /// Keys of a ``SpecKeys`` table with no schema, or schemas for keys the table lacks; empty
  /// when the schema covers exactly what the decoder accepts.
  static var coverageProblems: [String] {
    var builder = SchemaBuilder()
    _ = builder.document()
    return builder.problems
  }
}

/// Builds the schema. Objects are built from a ``SpecKeys`` table plus a schema per key; a key
/// without a schema (or a schema without a key) is recorded in ``problems``.
struct SchemaBuilder {
  var problems: [String] = []

  // MARK: Small pieces

  func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/definitions/\(name)"))]) }

  func describe(_ text: String, _ schema: JSONValue) -> JSONValue {
    guard case .object(let pairs) = schema else { return schema }
    // A `$ref` with siblings is ignored by draft-07 validators, so wrap it in allOf.
    if pairs.contains(where: { $0.0 == "$ref" }) {
      return .object([("description", .string(text)), ("allOf", .array([schema]))])
    }
    return .object([("description", .string(text))] + pairs.filter { $0.0 != "description" })
  }

  func enumeration(_ values: [String]) -> JSONValue {
    .object([("type", .string("string")), ("enum", .array(values.map(JSONValue.string)))])
  }

  func enumeration<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> JSONValue
  where T.RawValue == String {
    enumeration(type.allCases.map(\.rawValue))
  }

  func anyOf(_ schemas: [JSONValue]) -> JSONValue { .object([("anyOf", .array(schemas))]) }

  var null: JSONValue { .object([("type", .string("null"))]) }

  /// An object with exactly the keys of `table`, each described by `properties`.
  mutating func object(
    _ name: String, _ table: [String], _ properties: [String: JSONValue],
    required: [String] = [], closed: Bool = true, extra: [(String, JSONValue)] = []
  ) -> JSONValue {
    for key in table where properties[key] == nil {
      problems.append("\(name): key '\(key)' has no schema")
    }
    for key in properties.keys.sorted() where !table.contains(key) {
      problems.append("\(name): schema for '\(key)', which SpecKeys does not list")
    }
    var pairs: [(String, JSONValue)] = [("type", .string("object"))]
    pairs.append(
      ("properties", .object(table.map { ($0, properties[$0] ?? .object([])) })))
    if !required.isEmpty { pairs.append(("required", .array(required.map(JSONValue.string)))) }
    if closed { pairs.append(("additionalProperties", .bool(false))) }
    return .object(pairs + extra)
  }

  // MARK: Document

  mutating func document() -> JSONValue {
    let root = object(
      "document", SpecKeys.document,
      [
        "listspec": describe(
          "The format version. This listspec reads format \(ListSpecDocument.supportedFormat).",
          .object([
            ("type", .string("integer")),
            ("enum", .array([.integer(ListSpecDocument.supportedFormat)])),
          ])),
        "platform": describe(
          "Deployment targets. Availability (UIHostingConfiguration, separator guides, …) is checked against platform.iOS; without it availability is not checked.",
          ref("platform")),
        "list": describe(
          "UICollectionLayoutListConfiguration: the list's appearance, header/footer modes and separators.",
          ref("list")),
        "cells": describe(
          "Cell templates by name: each a cell registration with a UIListContentConfiguration (content) or a UIHostingConfiguration (hosting).",
          .object([
            ("type", .string("object")), ("additionalProperties", ref("cell")),
          ])),
        "sections": describe(
          "The snapshot: sections in order, each with its items (NSDiffableDataSourceSnapshot).",
          .object([("type", .string("array")), ("items", ref("section"))])),
      ],
      required: ["listspec", "list", "sections"])
    guard case .object(let rootPairs) = root else { return root }
    var pairs: [(String, JSONValue)] = [
      ("$schema", .string("http://json-schema.org/draft-07/schema#")),
      ("title", .string("listspec format \(ListSpecDocument.supportedFormat)")),
      (
        "description",
        .string(
          "A UICollectionView list described in YAML: list configuration, cell templates and sections of items. See specs/format.md."
        )
      ),
    ]
    pairs += rootPairs
    pairs.append(("definitions", .object(definitions())))
    return .object(pairs)
  }

  mutating func definitions() -> [(String, JSONValue)] {
    [
      ("platform", platform()),
      ("list", list()),
      ("separatorConfiguration", separatorConfiguration()),
      ("directionalInsets", directionalInsets()),
      ("cell", cell()),
      ("content", content()),
      ("systemImage", systemImage()),
      ("textProperties", textProperties()),
      ("imageProperties", imageProperties()),
      ("size", size()),
      ("hosting", hosting()),
      ("margins", margins()),
      ("accessory", accessory()),
      ("accessoryOptions", accessoryOptions()),
      ("section", section()),
      ("item", item()),
      ("view", view()),
      ("stack", stack("HStack", alignment: enumeration(VerticalAlignment.self))),
      ("vStack", stack("VStack", alignment: enumeration(HorizontalAlignment.self))),
      ("zStack", stack("ZStack", alignment: enumeration(Alignment.self))),
      ("modifier", modifier()),
      ("padding", padding()),
      ("frame", frame()),
      ("font", font()),
      ("color", color()),
      ("length", length()),
      ("lengthOrInfinity", lengthOrInfinity()),
      ("template", template()),
      ("scalar", scalar()),
    ]
  }

  // MARK: Scalars

  func color() -> JSONValue {
    describe(
      "A UIKit system color (systemBlue, label, secondarySystemGroupedBackground, …), a SwiftUI color name (red, primary, accentColor, …) or '#RRGGBB' / '#RRGGBBAA'.",
      anyOf([
        enumeration(SystemColor.self),
        .object([
          ("type", .string("string")),
          ("pattern", .string("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")),
        ]),
      ]))
  }

  func length() -> JSONValue {
    describe(
      "A length in points: a finite number, not negative.",
      .object([("type", .string("number")), ("minimum", .integer(0))]))
  }

  func lengthOrInfinity() -> JSONValue {
    describe(
      "A length in points, or infinity ('.inf' or 'infinity') to fill the offered space, as in SwiftUI's .infinity.",
      anyOf([ref("length"), enumeration(["infinity", ".inf", ".infinity"])]))
  }

  func template() -> JSONValue {
    describe(
      "Text with {field} placeholders that read the item's fields, e.g. \"{name}\". Quote it: an unquoted {name} is a YAML mapping. Write {{ and }} for literal braces.",
      .object([("type", .string("string"))]))
  }

  func scalar() -> JSONValue {
    describe(
      "A string, number or boolean, read as its text.",
      .object([("type", .array([.string("string"), .string("number"), .string("boolean")]))]))
  }

  // MARK: Platform and list

  mutating func platform() -> JSONValue {
    object(
      "platform", SpecKeys.platform,
      [
        "iOS": describe(
          "The iOS deployment target, as a quoted version string like \"16.0\". Below 14 the list configuration itself is unavailable.",
          .object([
            ("type", .array([.string("string"), .string("number")])),
            ("pattern", .string("^[0-9]+(\\.[0-9]+){0,2}$")),
          ]))
      ])
  }

  mutating func list() -> JSONValue {
    object(
      "list", SpecKeys.list,
      [
        "appearance": describe(
          "UICollectionLayoutListConfiguration.Appearance. Required. sidebar and sidebarPlain need iOS 14.",
          enumeration(ListAppearance.self)),
        "showsSeparators": describe(
          "showsSeparators. Default true (false for sidebar and sidebarPlain). When false, separatorConfiguration has no effect.",
          .object([("type", .string("boolean"))])),
        "headerMode": describe(
          "headerMode. Default none. supplementary shows each section's 'header'; firstItemInSection makes the first item the header.",
          enumeration(HeaderMode.self)),
        "footerMode": describe(
          "footerMode. Default none. supplementary shows each section's 'footer'.",
          enumeration(FooterMode.self)),
        "headerTopPadding": describe(
          "headerTopPadding (iOS 15): extra space above each header, in points. Default automatic.",
          ref("length")),
        "backgroundColor": describe(
          "backgroundColor. Default: the appearance's system background (systemGroupedBackground for grouped lists).",
          ref("color")),
        "separatorConfiguration": describe(
          "separatorConfiguration (UIListSeparatorConfiguration, iOS 14.5).",
          ref("separatorConfiguration")),
      ],
      required: ["appearance"])
  }

  mutating func separatorConfiguration() -> JSONValue {
    object(
      "separatorConfiguration", SpecKeys.separatorConfiguration,
      [
        "color": describe("color. Default: separator.", ref("color")),
        "multipleSelectionColor": describe(
          "multipleSelectionColor: the separator color between selected cells.", ref("color")),
        "topSeparatorVisibility": describe(
          "topSeparatorVisibility. Default automatic.", enumeration(SeparatorVisibility.self)),
        "bottomSeparatorVisibility": describe(
          "bottomSeparatorVisibility. Default automatic.", enumeration(SeparatorVisibility.self)
        ),
        "topSeparatorInsets": describe(
          "topSeparatorInsets: NSDirectionalEdgeInsets, or 'automatic' (default: aligned with the cell's text).",
          ref("directionalInsets")),
        "bottomSeparatorInsets": describe(
          "bottomSeparatorInsets: NSDirectionalEdgeInsets, or 'automatic' (default: aligned with the cell's text).",
          ref("directionalInsets")),
      ])
  }

  mutating func directionalInsets() -> JSONValue {
    let edges = Dictionary(
      uniqueKeysWithValues: SpecKeys.directionalInsets.map {
        ($0, describe("\($0) inset in points. Default 0.", ref("length")))
      })
    return describe(
      "NSDirectionalEdgeInsets { top, leading, bottom, trailing } (edges not written are 0), or 'automatic'.",
      anyOf([
        enumeration(["automatic"]),
        object("directionalInsets", SpecKeys.directionalInsets, edges),
      ]))
  }

  // MARK: Cells

  mutating func cell() -> JSONValue {
    let required: [JSONValue] = ["content", "hosting"].map {
      .object([("required", .array([.string($0)]))])
    }
    return object(
      "cell", SpecKeys.cell,
      [
        "content": describe(
          "UIListContentConfiguration (cell.defaultContentConfiguration()). Give either content or hosting.",
          ref("content")),
        "hosting": describe(
          "UIHostingConfiguration (iOS 16): a SwiftUI view as the cell's content. Give either content or hosting.",
          ref("hosting")),
        "accessories": describe(
          "UICellAccessory values (cell.accessories), trailing side first as written. Each system accessory at most once.",
          .object([("type", .string("array")), ("items", ref("accessory"))])),
        "backgroundColor": describe(
          "The cell's background color (UIBackgroundConfiguration.backgroundColor). Default: the list's cell background.",
          ref("color")),
      ],
      extra: [("oneOf", .array(required))])
  }

  mutating func content() -> JSONValue {
    object(
      "content", SpecKeys.content,
      [
        "style": describe(
          "The UIListContentConfiguration style (.cell(), .subtitleCell(), …). Default cell.",
          enumeration(ContentStyle.self)),
        "text": describe("text: the primary text.", ref("template")),
        "secondaryText": describe("secondaryText.", ref("template")),
        "image": describe(
          "image: an SF Symbol, UIImage(systemName:).", ref("systemImage")),
        "imageProperties": describe("imageProperties.", ref("imageProperties")),
        "textProperties": describe("textProperties.", ref("textProperties")),
        "secondaryTextProperties": describe(
          "secondaryTextProperties.", ref("textProperties")),
        "imageToTextPadding": describe(
          "imageToTextPadding. Default: the style's (16 for cells).", ref("length")),
        "textToSecondaryTextHorizontalPadding": describe(
          "textToSecondaryTextHorizontalPadding. Default: the style's.", ref("length")),
        "textToSecondaryTextVerticalPadding": describe(
          "textToSecondaryTextVerticalPadding. Default: the style's.", ref("length")),
        "prefersSideBySideTextAndSecondaryText": describe(
          "prefersSideBySideTextAndSecondaryText. Default: the style's (true for valueCell).",
          .object([("type", .string("boolean"))])),
        "directionalLayoutMargins": describe(
          "directionalLayoutMargins. Default: the system margins for the style.",
          ref("directionalInsets")),
      ])
  }

  mutating func systemImage() -> JSONValue {
    object(
      "systemImage", SpecKeys.image,
      [
        "systemName": describe(
          "The SF Symbol name, e.g. \"star.fill\" or \"{symbol}\".", ref("template"))
      ], required: ["systemName"])
  }

  mutating func textProperties() -> JSONValue {
    object(
      "textProperties", SpecKeys.textProperties,
      [
        "font": describe(
          "font: a text style (UIFont.preferredFont(forTextStyle:)) or { style, weight } / { size, weight }.",
          ref("font")),
        "color": describe(
          "color. Default label (secondaryLabel for secondary text).", ref("color")),
        "numberOfLines": describe(
          "numberOfLines. 0 (default) means unlimited.",
          .object([("type", .string("integer")), ("minimum", .integer(0))])),
        "alignment": describe(
          "alignment (TextProperties.TextAlignment). Default natural.",
          enumeration(TextAlignment.self)),
      ])
  }

  mutating func imageProperties() -> JSONValue {
    object(
      "imageProperties", SpecKeys.imageProperties,
      [
        "tintColor": describe("tintColor. Default: the cell's tint.", ref("color")),
        "cornerRadius": describe("cornerRadius. Default 0.", ref("length")),
        "maximumSize": describe(
          "maximumSize. Default: no limit (0 × 0).", ref("size")),
        "reservedLayoutSize": describe(
          "reservedLayoutSize: space kept for the image even when smaller.", ref("size")),
      ])
  }

  mutating func size() -> JSONValue {
    object(
      "size", SpecKeys.size,
      [
        "width": describe("Width in points. Default 0.", ref("length")),
        "height": describe("Height in points. Default 0.", ref("length")),
      ])
  }

  mutating func hosting() -> JSONValue {
    object(
      "hosting", SpecKeys.hosting,
      [
        "content": describe(
          "The SwiftUI view: UIHostingConfiguration { content }. Required.", ref("view")),
        "margins": describe(
          ".margins(_:_:): a length for every edge, or { horizontal: 50 } per edge set. Edges not given keep the system default.",
          ref("margins")),
        "minSize": describe(".minSize(width:height:).", ref("size")),
        "background": describe(".background(_:) with a color.", ref("color")),
      ], required: ["content"])
  }

  mutating func margins() -> JSONValue {
    let edges = Dictionary(
      uniqueKeysWithValues: SpecKeys.edges.map {
        ($0, describe("Length for the \($0) edge set, in points.", ref("length")))
      })
    return describe(
      "A length for every edge, or a mapping of Edge.Set names (all, horizontal, vertical, top, leading, bottom, trailing) to lengths.",
      anyOf([ref("length"), object("margins", SpecKeys.edges, edges)]))
  }

  mutating func accessory() -> JSONValue {
    let kinds = AccessoryKind.allCases.map(\.rawValue)
    let options = Dictionary(
      uniqueKeysWithValues: kinds.map {
        (
          $0,
          describe(
            "UICellAccessory.\($0)\(Self.accessoryAvailability($0)) with options (or null for none).",
            anyOf([null, ref("accessoryOptions")]))
        )
      })
    return describe(
      "A UICellAccessory: its name (e.g. disclosureIndicator), or a one-key mapping with options, e.g. { label: { text: \"{count}\" } }. detail needs iOS 15.4.",
      anyOf([
        enumeration(kinds),
        object(
          "accessory", kinds, options,
          extra: [("minProperties", .integer(1)), ("maxProperties", .integer(1))]),
      ]))
  }

  static func accessoryAvailability(_ kind: String) -> String {
    switch kind {
    case AccessoryKind.detail.rawValue: return " (iOS 15.4)"
    default: return ""
    }
  }

  mutating func accessoryOptions() -> JSONValue {
    object(
      "accessoryOptions", SpecKeys.accessoryOptions,
      [
        "displayed": describe(
          "UICellAccessory.DisplayedState. Default always (whenEditing for delete, insert, reorder, multiselect).",
          enumeration(AccessoryDisplayedState.self)),
        "tintColor": describe("tintColor of the accessory.", ref("color")),
        "text": describe("The text of a label accessory.", ref("template")),
      ])
  }

  // MARK: Sections and items

  mutating func section() -> JSONValue {
    object(
      "section", SpecKeys.section,
      [
        "id": describe(
          "The section identifier; unique in the list (the diffable data source crashes on duplicates). Required.",
          ref("scalar")),
        "header": describe(
          "Header text, shown when list.headerMode is supplementary.", ref("scalar")),
        "footer": describe(
          "Footer text, shown when list.footerMode is supplementary.", ref("scalar")),
        "cell": describe(
          "The cell template for items that name none.", .object([("type", .string("string"))])),
        "items": describe(
          "The section's items, in order.",
          .object([("type", .string("array")), ("items", ref("item"))])),
      ], required: ["id"])
  }

  mutating func item() -> JSONValue {
    let properties = [
      "id": describe(
        "The item identifier; unique across the whole list (the diffable data source crashes on duplicates). Required.",
        ref("scalar")),
      "cell": describe(
        "The cell template that shows the item. Default: the section's cell.",
        .object([("type", .string("string"))])),
    ]
    guard
      case .object(var pairs) = object(
        "item", SpecKeys.itemReserved, properties, required: ["id"], closed: false)
    else { return .null }
    pairs.append(("additionalProperties", ref("scalar")))
    return describe(
      "An item: its id, optional cell, and any other keys as fields the cell template reads with {field}. Field values are strings, numbers or booleans.",
      .object(pairs))
  }

  // MARK: Views

  mutating func view() -> JSONValue {
    let shape = object(
      "shape", SpecKeys.shape, ["fill": describe(".fill(_:) with a color.", ref("color"))])
    let views: [String: JSONValue] = [
      "HStack": describe(
        "HStack: { alignment, spacing, children: [ … ] }, or just the list of children.",
        ref("stack")),
      "VStack": describe(
        "VStack: { alignment, spacing, children: [ … ] }, or just the list of children.",
        ref("vStack")),
      "ZStack": describe(
        "ZStack: { alignment, children: [ … ] }, or just the list of children.", ref("zStack")),
      "Text": describe("Text(\"…\"), with {field} placeholders.", ref("template")),
      "Image": describe("Image(systemName:).", ref("systemImage")),
      "Spacer": describe(
        "Spacer(minLength:). Null (or the bare string 'Spacer') for the system spacing.",
        anyOf([
          null,
          object(
            "spacer", SpecKeys.spacer,
            ["minLength": describe("minLength in points.", ref("length"))]),
        ])),
      "Color": describe("A color as a view: fills the space it is offered.", ref("color")),
      "Rectangle": describe("Rectangle(), optionally { fill: color }.", anyOf([null, shape])),
      "RoundedRectangle": describe(
        "RoundedRectangle(cornerRadius:), optionally filled.",
        object(
          "roundedRectangle", SpecKeys.roundedRectangle,
          [
            "cornerRadius": describe("cornerRadius in points. Required.", ref("length")),
            "fill": describe(".fill(_:) with a color.", ref("color")),
          ], required: ["cornerRadius"])),
      "Capsule": describe("Capsule(), optionally { fill: color }.", anyOf([null, shape])),
      "Circle": describe("Circle(), optionally { fill: color }.", anyOf([null, shape])),
      "Divider": describe("Divider(). Takes no arguments.", null),
    ]
    var properties = views
    properties["modifiers"] = describe(
      "Modifiers applied in order, as in SwiftUI (order matters: frame before background).",
      .object([("type", .string("array")), ("items", ref("modifier"))]))
    properties["fill"] = describe(
      "Shapes only: .fill(_:) with a color (same as the shape's own fill).", ref("color"))
    let oneView: [JSONValue] = SpecKeys.views.map {
      .object([("required", .array([.string($0)]))])
    }
    return describe(
      "A SwiftUI view: a one-view mapping such as { Text: \"{name}\" } with optional 'modifiers', or a bare Spacer, Divider, Rectangle, Capsule or Circle.",
      anyOf([
        enumeration(SpecKeys.bareViews),
        object(
          "view", SpecKeys.views + SpecKeys.viewExtras, properties,
          extra: [("oneOf", .array(oneView))]),
      ]))
  }

  mutating func stack(_ name: String, alignment: JSONValue) -> JSONValue {
    let defaultAlignment = "center"
    var properties: [String: JSONValue] = [
      "alignment": describe("\(name)(alignment:). Default \(defaultAlignment).", alignment),
      "spacing": describe(
        "\(name)(spacing:) in points. Default: the system spacing between adjacent views.",
        ref("length")),
      "children": describe(
        "The views in the stack. Required.",
        .object([("type", .string("array")), ("items", ref("view"))])),
    ]
    if name == "ZStack" { properties["spacing"] = describe("Not used by ZStack.", ref("length")) }
    return anyOf([
      .object([("type", .string("array")), ("items", ref("view"))]),
      object(name, SpecKeys.stack, properties, required: ["children"]),
    ])
  }

  // MARK: Modifiers

  mutating func modifier() -> JSONValue {
    let guides = Dictionary(
      uniqueKeysWithValues: SeparatorGuide.allCases.map {
        (
          $0.rawValue,
          describe(
            ".alignmentGuide(.\($0.rawValue)) { $0[.edge] }: the view edge the separator end aligns to.",
            enumeration(HorizontalAlignment.self))
        )
      })
    let properties: [String: JSONValue] = [
      "padding": describe(
        ".padding: null or the bare string 'padding' for the system padding, a length, an edge set name, or { edges: length }.",
        ref("padding")),
      "frame": describe(
        ".frame(…): fixed (width/height) or flexible (min/ideal/max).", ref("frame")),
      "background": describe(
        ".background: a color, or a view (usually a shape) sized to the modified view.",
        anyOf([ref("color"), ref("view")])),
      "foregroundStyle": describe(".foregroundStyle(_:) with a color.", ref("color")),
      "foregroundColor": describe(
        ".foregroundColor(_:) (older spelling of foregroundStyle).", ref("color")),
      "font": describe(
        ".font(_:): a text style or { style, weight } / { size, weight }.", ref("font")),
      "fontWeight": describe(".fontWeight(_:).", enumeration(FontWeight.self)),
      "alignmentGuide": describe(
        "Moves the list row separator's end to this view's edge (iOS 16), e.g. { listRowSeparatorLeading: leading }.",
        object(
          "alignmentGuide", SeparatorGuide.allCases.map(\.rawValue), guides,
          extra: [("minProperties", .integer(1)), ("maxProperties", .integer(1))])),
      "cornerRadius": describe(".cornerRadius(_:) in points.", ref("length")),
      "opacity": describe(
        ".opacity(_:), from 0 to 1.",
        .object([
          ("type", .string("number")), ("minimum", .integer(0)), ("maximum", .integer(1)),
        ])),
      "lineLimit": describe(
        ".lineLimit(_:), at least 1.",
        .object([("type", .string("integer")), ("minimum", .integer(1))])),
      "imageScale": describe(".imageScale(_:).", enumeration(ImageScale.self)),
    ]
    return describe(
      "A modifier: a one-key mapping such as { frame: { height: 70 } }, or the bare string 'padding'.",
      anyOf([
        enumeration(SpecKeys.bareModifiers),
        object(
          "modifier", SpecKeys.modifiers, properties,
          extra: [("minProperties", .integer(1)), ("maxProperties", .integer(1))]),
      ]))
  }

  mutating func padding() -> JSONValue {
    let edges = Dictionary(
      uniqueKeysWithValues: SpecKeys.edges.map {
        (
          $0,
          describe(
            "Padding for the \($0) edge set, in points; null for the system padding.",
            anyOf([null, ref("length")]))
        )
      })
    return anyOf([
      null, ref("length"), enumeration(SpecKeys.edges), object("padding", SpecKeys.edges, edges),
    ])
  }

  mutating func frame() -> JSONValue {
    var properties: [String: JSONValue] = [:]
    for key in SpecKeys.frame where key != "alignment" {
      let isMax = key.hasPrefix("max")
      properties[key] = describe(
        "\(key) in points\(isMax ? "; infinity ('.inf') fills the offered space" : "").",
        ref(isMax ? "lengthOrInfinity" : "length"))
    }
    properties["alignment"] = describe(
      "Where the content sits in the frame. Default center.", enumeration(Alignment.self))
    return object("frame", SpecKeys.frame, properties)
  }

  mutating func font() -> JSONValue {
    let fixed = object(
      "font", SpecKeys.font,
      [
        "style": describe(
          "A Dynamic Type text style (.system(.title3, weight:)); not with size.",
          enumeration(TextStyle.allNames)),
        "size": describe(
          "A fixed point size (.system(size:)), greater than 0; not with style.",
          .object([("type", .string("number")), ("exclusiveMinimum", .integer(0))])),
        "weight": describe(
          "Font.Weight. Default: the style's (semibold for headline, else regular).",
          enumeration(FontWeight.self)),
      ])
    return describe(
      "A Dynamic Type text style name (headline, body, title3, …; UIKit's title1/caption1 accepted), or { style, weight } or { size, weight }.",
      anyOf([enumeration(TextStyle.allNames), fixed]))
  }
}
