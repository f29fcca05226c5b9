/// Checks every Swift expression of a spec once per template, against the fields of the
/// items that use the template, and stores the checked form in the template; then evaluates
/// the expressions that can fail for every item, so an overflow or a division by zero is
/// reported before anything is drawn (specs/expressions.md).
package enum ExpressionTyping {
  /// The fields each template's expressions may read: the fields of its own items and
  /// `fields:` with their types (``ListSpecDocument/inferredFields()``), optional when some
  /// item of the template lacks one or its declaration says so, plus `id` and `cell`.
  package static func fields(of document: ListSpecDocument) -> [String: [String: ExpressionField]] {
    fields(of: document, declarations: document.inferredFields())
  }

  static func fields(of document: ListSpecDocument, declarations: TemplateFields) -> [String:
    [String: ExpressionField]]
  {
    var result: [String: [String: ExpressionField]] = [:]
    let itemIDType = document.itemIDType
    for template in document.cells {
      var fields: [String: ExpressionField] = [:]
      for key in ItemKey.allCases {
        switch key.role {
        case .identifier:
          fields[key.rawValue] = ExpressionField(type: itemIDType, isOptional: false)
        case .template: fields[key.rawValue] = ExpressionField(type: .string, isOptional: false)
        // Structure, not values: an expression cannot read them.
        case .outline, .swipeActions: continue
        }
      }
      for declaration in declarations[template.name] {
        fields[declaration.name] = ExpressionField(
          type: declaration.type, isOptional: declaration.isOptional)
      }
      // The template's own `fields:` say whether a field may be missing.
      for declared in template.declaredFields {
        guard let type = fields[declared.name]?.type else { continue }
        fields[declared.name] = ExpressionField(type: type, isOptional: declared.isOptional)
      }
      result[template.name] = fields
    }
    return result
  }

  /// Types the expressions of `document` in place; returns the problems, at most `limit`.
  package static func check(_ document: inout ListSpecDocument, limit: Int = 1000) -> [Diagnostic] {
    var diagnostics = colorPlaceholders(in: document)
    guard document.cells.contains(where: \.usesExpressions) else { return diagnostics }
    let declarations = document.inferredFields()
    let environments = fields(of: document, declarations: declarations)
    let original = document
    let colorSets = document.assets.colors
    let target = document.platform.iOS ?? FormatAvailability.baseline
    let formatEnvironment = document.preview.formatEnvironment
    let platformRange = document.platform.iOS == nil ? nil : document.platform.range
    let problem = { (error: ExpressionError, range: SourceRange) -> Diagnostic in
      guard let version = error.introduced else { return .expressionProblem(error, range: range) }
      return .unavailableMember(
        error, introduced: version, range: range, platformRange: platformRange)
    }
    // A problem with a field's type says where the type came from.
    let explain = {
      (diagnostic: Diagnostic, expression: SwiftExpression, template: CellTemplate)
        -> Diagnostic in
      explained(
        diagnostic, reading: expression.fieldNames, in: template, declarations: declarations,
        fields: environments[template.name] ?? [:], document: original)
    }
    for index in document.cells.indices {
      guard document.cells[index].usesExpressions else { continue }
      let fields = environments[document.cells[index].name] ?? [:]
      let cell = document.cells[index]
      document.cells[index].updateTemplates { template in
        guard template.hasSwiftExpressions else { return }
        let scalars = Array(template.source.unicodeScalars)
        for (position, segment) in template.segments.enumerated() {
          guard case .expression(.swift(let expression, _), let offset, let length) = segment
          else { continue }
          var body = ""
          body.unicodeScalars.append(
            contentsOf: scalars[min(offset, scalars.count)..<min(offset + length, scalars.count)])
          var checker = ExpressionChecker(fields: fields, source: body)
          checker.colorSets = colorSets
          checker.deploymentTarget = target
          checker.formatEnvironment = formatEnvironment
          switch checker.check(expression, expecting: .text) {
          case .success(let typed):
            template.segments[position] = .expression(
              .swift(expression, typed: typed), offset: offset, length: length)
          case .failure(let error):
            diagnostics.append(
              explain(
                problem(
                  error, template.range(offset: offset + error.offset, length: error.length)),
                expression, cell))
          }
        }
      }
    }
    for index in document.cells.indices {
      let fields = environments[document.cells[index].name] ?? [:]
      let cell = document.cells[index]
      document.cells[index].updateExpressions { value in
        var checker = ExpressionChecker(fields: fields, source: value.source)
        checker.colorSets = colorSets
        checker.deploymentTarget = target
        checker.formatEnvironment = formatEnvironment
        switch checker.check(value.expression, expecting: value.expectation) {
        case .success(let typed): value.typed = typed
        case .failure(let error):
          diagnostics.append(
            explain(
              problem(error, value.range(offset: error.offset, length: error.length)),
              value.expression, cell))
        }
      }
    }
    diagnostics += failures(in: document, limit: max(0, limit - diagnostics.count))
    return diagnostics
  }

  /// `diagnostic` with a note for each field the failing expression reads whose type or
  /// optionality was decided by an item: why it is String or Double, and which item lacks a
  /// field that is optional only because of it.
  static func explained(
    _ diagnostic: Diagnostic, reading names: [String], in template: CellTemplate,
    declarations: TemplateFields, fields: [String: ExpressionField],
    document: ListSpecDocument
  ) -> Diagnostic {
    if diagnostic.id == .unknownName {
      return otherTemplatesField(
        diagnostic, reading: names, in: template, declarations: declarations, fields: fields,
        document: document)
    }
    guard diagnostic.id == .expressionType else { return diagnostic }
    var result = diagnostic
    var seen: Set<String> = []
    let declared = Set(template.declaredFields.map(\.name))
    for name in names where seen.insert(name).inserted && !declared.contains(name) {
      // The template's own field: the item that decided its type is one of its items.
      guard let declaration = declarations[template.name].first(where: { $0.name == name })
      else { continue }
      // A type that mixing decided, or text where the message is about text.
      if let reason = declaration.reason,
        reason.mixedWith != nil
          || (declaration.type == .string && diagnostic.message.contains("'String"))
      {
        result = result.with(
          note: reason.explanation(field: name, type: declaration.type), at: reason.itemRange)
      }
      if fields[name]?.isOptional == true,
        let lacking = document.sections.lazy.flatMap(\.items).first(where: {
          $0.cell == template.name && $0.fields[name] == nil
        })
      {
        result = result.with(
          note:
            "'\(name)' is optional here because item '\(lacking.id)' has no '\(name)'; give every item of '\(template.name)' a '\(name)', or unwrap it with '??'",
          at: lacking.range)
      }
    }
    return result
  }

  /// `cannot find 'count' in scope` where another template's items carry `count` (or its
  /// `fields:` declare it): a note there says a template reads only its own fields, which
  /// specs typed in one table across templates used to allow.
  static func otherTemplatesField(
    _ diagnostic: Diagnostic, reading names: [String], in template: CellTemplate,
    declarations: TemplateFields, fields: [String: ExpressionField],
    document: ListSpecDocument
  ) -> Diagnostic {
    guard
      let name = names.first(where: {
        fields[$0] == nil && diagnostic.message == "cannot find '\($0)' in scope"
      })
    else { return diagnostic }
    for other in document.cells where other.name != template.name {
      guard let field = declarations[other.name].first(where: { $0.name == name }) else {
        continue
      }
      let source =
        field.firstItemID.isEmpty
        ? "template '\(other.name)' declares '\(name)'"
        : "item '\(field.firstItemID)' of template '\(other.name)' has '\(name)'"
      return diagnostic.with(
        note:
          "\(source), but a template's expressions read only its own items' fields; declare '\(name)' in the 'fields:' of '\(template.name)'",
        at: field.firstItemRange)
    }
    return diagnostic
  }

  /// `{tint}` where the template declares `tint` a `Color`: a colour has no text to show.
  /// Another template's `tint` may well be text.
  static func colorPlaceholders(in document: ListSpecDocument) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for template in document.cells {
      // A colour has no text, and a date's is Swift's debug form: `formatted(…)` shows it.
      let typed = Dictionary(
        template.declaredFields.filter { $0.type == .color || $0.type == .date }.map {
          ($0.name, $0.type)
        }, uniquingKeysWith: { first, _ in first })
      guard !typed.isEmpty else { continue }
      for text in template.allTemplates {
        for case .expression(.field(let name), let offset, let length) in text.segments {
          guard let type = typed[name] else { continue }
          diagnostics.append(
            .expressionProblem(
              ExpressionError(
                .type, "'\(name)' is a \(type.rawValue), which cannot be shown as text",
                offset: 0, length: length,
                notes: [
                  type == .color
                    ? "use it where a color goes, e.g. 'imageProperties: { tintColor: \"{\(name)}\" }'"
                    : "show it with a format style, e.g. '{\(name).formatted(date: .abbreviated, time: .shortened)}'"
                ]),
              range: text.range(offset: offset, length: length)))
        }
      }
    }
    return diagnostics
  }

  /// Evaluates, for every item, the expressions of its template that can fail.
  static func failures(in document: ListSpecDocument, limit: Int) -> [Diagnostic] {
    // Each fallible expression with how to locate a failure in it.
    var fallible: [String: [(TypedExpression, (Int, Int) -> SourceRange)]] = [:]
    for template in document.cells {
      for text in template.allTemplates {
        for case .expression(.swift(_, let typed?), let offset, _) in text.segments
        where typed.canFail {
          fallible[template.name, default: []].append(
            (typed, { text.range(offset: offset + $0, length: $1) }))
        }
      }
      for value in template.expressions {
        guard let typed = value.typed, typed.canFail else { continue }
        fallible[template.name, default: []].append(
          (typed, { value.range(offset: $0, length: $1) }))
      }
    }
    guard !fallible.isEmpty else { return [] }
    var diagnostics: [Diagnostic] = []
    for section in document.sections {
      for item in section.items {
        guard let expressions = fallible[item.cell] else { continue }
        for (typed, locate) in expressions {
          do {
            _ = try ExpressionEvaluator.evaluate(typed, fields: item.fields)
          } catch {
            guard diagnostics.count < limit else { return diagnostics }
            diagnostics.append(
              .expressionFailure(
                error, itemID: item.id, range: locate(error.span.offset, error.span.length),
                itemRange: item.range))
          }
        }
      }
    }
    return diagnostics
  }
}
