import ListSpec

/// `makeDataSource(collectionView:)`: one cell registration per template, the supplementary
/// header and footer registrations, and the section texts they show.
extension SwiftEmitter {
  // MARK: Data source

  /// Whether any section shows supplementary headers (footers): a list's header mode, or a
  /// `layout` section's boundary supplementary item of that element kind.
  var usesHeaders: Bool {
    spec.list.headerMode == .supplementary
      || spec.sections.contains { spec.layout(of: $0).list.headerMode == .supplementary }
      || spec.sections.contains { $0.layout?.boundarySupplementaryItem(.top) != nil }
  }
  var usesFooters: Bool {
    spec.list.footerMode == .supplementary
      || spec.sections.contains { spec.layout(of: $0).list.footerMode == .supplementary }
      || spec.sections.contains { $0.layout?.boundarySupplementaryItem(.bottom) != nil }
  }

  func emitDataSource(_ w: inout SwiftWriter) {
    let plan = self.plan
    let headers = usesHeaders
    let footers = usesFooters
    w.blankLine()
    w.line("/// The data source: one registration per cell template, dequeued by the item's cell.")
    var parameters = ["collectionView: UICollectionView"]
    // The closures giving section texts, for the supplementary views the list shows.
    var texts: [(kind: String, parameter: String)] = []
    if headers { texts.append(("header", "sectionHeader")) }
    if footers { texts.append(("footer", "sectionFooter")) }
    for (kind, parameter) in texts {
      parameters.append(
        "\(parameter): @escaping (\(plan.sectionType)) -> String? = \(kind)(for:)")
    }
    if !texts.isEmpty {
      let names = texts.map { "`\($0.parameter)`" }.joined(separator: " and ")
      let verb = texts.count == 1 ? "gives" : "give"
      let kinds = texts.map(\.kind).joined(separator: " and ")
      let defaults = texts.map { "`\($0.kind)(for:)`" }.joined(separator: " and ")
      w.line("/// \(names) \(verb) any section's \(kinds) text, the app's own too")
      w.line("/// (default: the spec's, \(defaults)).")
    }
    w.line("/// `actions`: what the app does when the user acts on a row.")
    parameters.append("actions: Actions = Actions()")
    signature(
      &w, "static func makeDataSource(", parameters.joined(separator: ", "), ") -> DataSource {")
    w.indented { w in
      for (template, member, type) in plan.templates {
        var scoped = self
        scoped.templateName = template.name
        let registration =
          plan.hasTemplateCases
          ? "CellRegistration<\(plan.itemType(ofTemplate: template.name))>" : "CellRegistration"
        let opening = "let \(plan.registration(ofMember: member)) = \(registration) {"
        if w.fits(opening + " cell, _, item in") {
          w.block(opening + " cell, _, item in") { w in
            scoped.emitCellBody(&w, template, viewType: plan.viewType(ofTemplateType: type))
          }
        } else if !w.fits(opening) {
          // swift-format breaks the generic argument that does not fit onto its own line.
          w.line("let \(plan.registration(ofMember: member)) = CellRegistration<")
          w.indented { $0.line(plan.itemType(ofTemplate: template.name)) }
          w.block("> { cell, _, item in") { w in
            scoped.emitCellBody(&w, template, viewType: plan.viewType(ofTemplateType: type))
          }
        } else {
          // swift-format moves a closure's signature that does not fit to its own line.
          w.block(opening) { w in
            w.line("cell, _, item in")
            scoped.emitCellBody(&w, template, viewType: plan.viewType(ofTemplateType: type))
          }
        }
      }
      w.block(
        "let dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, item in"
      ) { w in
        if plan.hasTemplateCases {
          w.line("switch item {")
          for (_, member, _) in plan.templates {
            w.line("case .\(SwiftName.escaped(member))(let item):")
            w.indented { w in
              dequeue(&w, member, returns: true)
            }
          }
          w.line("}")
        } else if let member = plan.templates.first?.member {
          dequeue(&w, member, returns: false)
        } else {
          // No cell templates, so no items: the provider is never asked.
          w.line("nil")
        }
      }
      emitCollectionViewBackground(&w)
      emitSelectionDelegate(&w)
      guard headers || footers else {
        w.line("return dataSource")
        return
      }
      if headers { emitSupplementary(&w, kind: "Header") }
      if footers { emitSupplementary(&w, kind: "Footer") }
      w.line("dataSource.supplementaryViewProvider = { collectionView, elementKind, indexPath in")
      w.indented { w in
        switch (headers, footers) {
        case (true, true):
          w.block("if elementKind == UICollectionView.elementKindSectionHeader {") { w in
            Self.dequeueSupplementary(&w, "headerRegistration", returns: true)
          }
          Self.dequeueSupplementary(&w, "footerRegistration", returns: true)
        case (true, false):
          Self.dequeueSupplementary(&w, "headerRegistration", returns: false)
        default:
          Self.dequeueSupplementary(&w, "footerRegistration", returns: false)
        }
      }
      w.line("}")
      w.line("return dataSource")
    }
    w.line("}")
  }

  private func dequeue(_ w: inout SwiftWriter, _ member: String, returns: Bool) {
    w.expression(
      returns ? "return " : "",
      .call(
        "collectionView.dequeueConfiguredReusableCell",
        ("using", .atom(plan.registration(ofMember: member))), ("for", .atom("indexPath")),
        ("item", .atom("item"))))
  }

  private static func dequeueSupplementary(
    _ w: inout SwiftWriter, _ registration: String, returns: Bool
  ) {
    w.expression(
      returns ? "return " : "",
      .call(
        "collectionView.dequeueConfiguredReusableSupplementary",
        ("using", .atom(registration)), ("for", .atom("indexPath"))))
  }

  /// A header or footer registration: the list appearance's header or footer content
  /// configuration with the section's text.
  private func emitSupplementary(_ w: inout SwiftWriter, kind: String) {
    let lower = kind.lowercased()
    let style: String
    switch (spec.list.appearance, kind) {
    case (.plain, _): style = "plain\(kind)"
    case (.sidebar, "Header"), (.sidebarPlain, "Header"): style = "sidebarHeader"
    default: style = "grouped\(kind)"
    }
    w.line("let \(lower)Registration = SupplementaryRegistration(")
    w.indented { w in
      w.line("elementKind: UICollectionView.elementKindSection\(kind)")
    }
    w.block(") { [unowned dataSource] \(lower)View, _, indexPath in") { w in
      w.line("let section = dataSource.snapshot().sectionIdentifiers[indexPath.section]")
      let fallback =
        spec.hasSectionLayouts
        // Sections of several appearances: the list cell's default follows its section's.
        ? "\(lower)View.defaultContentConfiguration()"
        : "UIListContentConfiguration.\(style)()"
      if configurations(header: kind == "Header").isEmpty {
        w.line("var content = \(fallback)")
      } else {
        w.line("var content =")
        w.indented { $0.line("Self.\(lower)Configuration(for: section) ?? \(fallback)") }
      }
      w.line("content.text = section\(kind)(section)")
      w.line("\(lower)View.contentConfiguration = content")
    }
  }

  // MARK: Section texts and snapshot

  func emitSectionTexts(_ w: inout SwiftWriter) {
    if usesHeaders {
      emitSectionText(&w, "header", \.header)
      emitSupplementaryConfigurations(&w, header: true)
    }
    if usesFooters {
      emitSectionText(&w, "footer", \.footer)
      emitSupplementaryConfigurations(&w, header: false)
    }
  }

  /// The sections whose header (footer) is written as a content configuration, and the
  /// `layout` sections that show one: a list cell's `defaultContentConfiguration()` outside a
  /// list section follows no list appearance, so theirs names its style.
  private func configurations(header: Bool) -> [(SpecSection, SupplementaryConfiguration)] {
    spec.sections.compactMap { section in
      let configuration = header ? section.headerConfiguration : section.footerConfiguration
      if section.layout?.boundarySupplementaryItem(header ? .top : .bottom) != nil {
        return (section, configuration ?? SupplementaryConfiguration())
      }
      guard let configuration,
        configuration.style != nil || configuration.secondaryText != nil
          || configuration.image != nil
      else { return nil }
      return (section, configuration)
    }
  }

  /// `headerConfiguration(for:)` / `footerConfiguration(for:)`: the style, secondary text and
  /// image of the sections that write them; nil keeps the list's default style.
  private func emitSupplementaryConfigurations(_ w: inout SwiftWriter, header: Bool) {
    let written = configurations(header: header)
    guard !written.isEmpty else { return }
    let name = header ? "header" : "footer"
    let plan = self.plan
    w.blankLine()
    w.line(
      "/// The \(name) content configuration of sections whose \(name) names a style, secondary")
    w.line("/// text or image (`sections[].\(name): { style, … }`); nil: the list's default.")
    // swift-format's layout of a signature too long for one line: the brace on a line of its
    // own, then the parameter on one of its own too.
    let signature =
      "static func \(name)Configuration(for section: \(plan.sectionType)) -> UIListContentConfiguration?"
    let indentation = 2 * w.depth
    let opening: String
    if indentation + SwiftWriter.width(signature + " {") <= SwiftWriter.lineLength {
      opening = signature + " {"
    } else if indentation + SwiftWriter.width(signature) <= SwiftWriter.lineLength {
      w.line(signature)
      opening = "{"
    } else {
      w.line("static func \(name)Configuration(")
      w.indented { $0.line("for section: \(plan.sectionType)") }
      opening = ") -> UIListContentConfiguration? {"
    }
    w.block(opening) { w in
      w.line("switch section {")
      for (section, configuration) in written {
        w.line("case \(sectionValue(section)):")
        w.indented { w in
          // No style: the one the list's appearance gives (what `header()` adopts).
          let style =
            configuration.style
            ?? SupplementaryStyle.resolved(
              nil, header: header, appearance: plan.spec.supplementaryAppearance(of: section))
          if let introduced = style.introduced, plan.needsCheck(introduced) {
            w.line("guard #available(iOS \(introduced), *) else { return nil }")
          }
          let constructor = "UIListContentConfiguration.\(style.rawValue)()"
          guard configuration.secondaryText != nil || configuration.image != nil else {
            w.line("return \(constructor)")
            return
          }
          w.line("var content = \(constructor)")
          if let secondary = configuration.secondaryText {
            w.expression("content.secondaryText = ", uiText(secondary))
          }
          if let image = configuration.image {
            w.expression(
              "content.image = ",
              .call("UIImage", ("systemName", .atom(SwiftStringLiteral.quoted(image)))))
          }
          w.line("return content")
        }
      }
      // Sections are open (the app makes its own), so the switch needs a default.
      w.line("default:")
      w.indented { $0.line("return nil") }
      w.line("}")
    }
  }

  private func emitSectionText(
    _ w: inout SwiftWriter, _ name: String, _ text: KeyPath<SpecSection, String?>
  ) {
    let plan = self.plan
    w.blankLine()
    w.line("/// The \(name) text of each of the spec's sections (`sections[].\(name)`); nil for")
    let parameter = name == "header" ? "sectionHeader" : "sectionFooter"
    w.line("/// the app's own: the default of `makeDataSource`'s `\(parameter)`.")
    w.block("nonisolated static func \(name)(for section: \(plan.sectionType)) -> String? {") {
      w in
      let texts = plan.spec.sections.compactMap { section in
        section[keyPath: text].map { (section, $0) }
      }
      if texts.isEmpty {
        w.line("return nil")
        return
      }
      w.line("switch section {")
      for (section, text) in texts {
        w.line("case \(sectionValue(section)):")
        w.indented { w in w.expression("return ", uiText(text)) }
      }
      w.line("default:")
      w.indented { $0.line("return nil") }
      w.line("}")
    }
  }

  /// When every section is a `layout:` section, no list configuration paints the list's
  /// background (`UICollectionLayoutListConfiguration.backgroundColor` is a list section's):
  /// the collection view's own background shows, so it is set to the colour the picture draws,
  /// the spec's `list.backgroundColor` or its appearance's.
  private func emitCollectionViewBackground(_ w: inout SwiftWriter) {
    guard !spec.sections.isEmpty, spec.sections.allSatisfy({ $0.layout != nil }) else { return }
    let color =
      spec.list.backgroundColor ?? .system(ListMetrics.listBackground(spec.list.appearance))
    let (expr, introduced) = SwiftValues.uiColor(color)
    statement(&w, introduced: introduced) { w in
      w.expression("collectionView.backgroundColor = ", expr)
    }
  }
}
