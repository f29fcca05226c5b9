/// One configuration difference between the old and new spec: a key added, removed or changed
/// under `listspec`, `platform`, `list` or `cells`.
public struct ConfigurationChange: Sendable, Hashable {
  /// What happened to the key.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The key or sequence element is in the new spec only.
    case added
    /// The key or sequence element is in the old spec only.
    case removed
    /// The value differs (a scalar's value, or a scalar became a mapping, …).
    case changed
  }

  /// Added, removed or changed.
  public var kind: Kind
  /// A key path such as `cells.symbol.hosting.content.HStack.children[2].modifiers[0].font`.
  /// Keys that are not plain words are written `["key"]`.
  public var path: String
  /// The old value as compact YAML (flow style); nil when added.
  public var oldValue: String?
  /// The new value as compact YAML (flow style); nil when removed.
  public var newValue: String?
  /// Where the old value is written; nil when added.
  public var oldRange: SourceRange?
  /// Where the new value is written; nil when removed.
  public var newRange: SourceRange?
  /// For an added value: where its parent mapping or sequence is written in the old file (the
  /// place it was added to).
  public var oldParentRange: SourceRange?
  /// For a removed value: where its parent mapping or sequence is written in the new file.
  public var newParentRange: SourceRange?
  /// The cell template the change is in (`cells.<name>…`), if any.
  public var template: String?

  public init(
    kind: Kind, path: String, oldValue: String?, newValue: String?, oldRange: SourceRange?,
    newRange: SourceRange?, template: String?, oldParentRange: SourceRange? = nil,
    newParentRange: SourceRange? = nil
  ) {
    self.kind = kind
    self.path = path
    self.oldValue = oldValue
    self.newValue = newValue
    self.oldRange = oldRange
    self.newRange = newRange
    self.oldParentRange = oldParentRange
    self.newParentRange = newParentRange
    self.template = template
  }
}

/// Compares the configuration parts of two resolved YAML trees: mappings by key (key order is
/// not content), sequences by index, scalars by their YAML 1.2 core-schema value.
enum ConfigurationDiffer {
  /// The top-level keys that are configuration; `sections` is the snapshot.
  static let snapshotKey = "sections"

  static func compare(old: YAMLNode, new: YAMLNode) -> [ConfigurationChange] {
    var changes: [ConfigurationChange] = []
    compareMappings(old, new, path: "", template: nil, skipping: snapshotKey, into: &changes)
    compareSectionLayouts(old: old, new: new, into: &changes)
    return changes
  }

  /// A section's own `list:`, `layout:` and `itemSeparators:` are configuration, not snapshot: for
  /// each section kept in both (matched by id), they are compared like the top-level `list`,
  /// at the paths `sections.<id>.list…`, `.layout…` and `.itemSeparators…` with both
  /// locations.
  private static func compareSectionLayouts(
    old: YAMLNode, new: YAMLNode, into changes: inout [ConfigurationChange]
  ) {
    for key in SectionKey.configurationKeys {
      compareSectionKey(key.rawValue, old: old, new: new, into: &changes)
    }
  }

  private static func compareSectionKey(
    _ key: String, old: YAMLNode, new: YAMLNode, into changes: inout [ConfigurationChange]
  ) {
    func sections(_ root: YAMLNode) -> [(id: String, node: YAMLNode)] {
      let sequence = effectivePairs(root).first { $0.0 == snapshotKey }?.1
      guard case .sequence(let elements)? = sequence?.content else { return [] }
      return elements.compactMap { element in
        guard element.isMapping,
          let id = effectivePairs(element).first(where: { $0.0 == SectionKey.id.rawValue })?.1
            .text
        else { return nil }
        return (id, element)
      }
    }
    var oldByID: [String: YAMLNode] = [:]
    for (id, node) in sections(old) where oldByID[id] == nil { oldByID[id] = node }
    var seen: Set<String> = []
    for (id, newSection) in sections(new) where seen.insert(id).inserted {
      guard let oldSection = oldByID[id] else { continue }
      let path = join(join(snapshotKey, id), key)
      let oldList = effectivePairs(oldSection).first { $0.0 == key }?.1
      let newList = effectivePairs(newSection).first { $0.0 == key }?.1
      switch (oldList, newList) {
      case (let oldList?, let newList?):
        compare(oldList, newList, path: path, template: nil, into: &changes)
      case (nil, let newList?):
        changes.append(added(newList, path: path, template: nil, oldParent: oldSection))
      case (let oldList?, nil):
        changes.append(removed(oldList, path: path, template: nil, newParent: newSection))
      case (nil, nil): break
      }
    }
  }

  private static func compare(
    _ old: YAMLNode, _ new: YAMLNode, path: String, template: String?,
    into changes: inout [ConfigurationChange]
  ) {
    switch (old.content, new.content) {
    case (.mapping, .mapping):
      compareMappings(old, new, path: path, template: template, skipping: nil, into: &changes)
    case (.sequence(let oldElements), .sequence(let newElements)):
      for index in 0..<max(oldElements.count, newElements.count) {
        let elementPath = path + "[\(index)]"
        if index >= newElements.count {
          changes.append(
            removed(oldElements[index], path: elementPath, template: template, newParent: new))
        } else if index >= oldElements.count {
          changes.append(
            added(newElements[index], path: elementPath, template: template, oldParent: old))
        } else {
          compare(
            oldElements[index], newElements[index], path: elementPath, template: template,
            into: &changes)
        }
      }
    case (.scalar(let oldScalar), .scalar(let newScalar)):
      if !sameValue(oldScalar, newScalar) {
        changes.append(changed(old, new, path: path, template: template))
      }
    default:
      changes.append(changed(old, new, path: path, template: template))
    }
  }

  private static func compareMappings(
    _ old: YAMLNode, _ new: YAMLNode, path: String, template: String?, skipping: String?,
    into changes: inout [ConfigurationChange]
  ) {
    let oldPairs = effectivePairs(old)
    let newPairs = effectivePairs(new)
    var oldByKey: [String: YAMLNode] = [:]
    for (key, value) in oldPairs { oldByKey[key] = value }
    var newKeys: Set<String> = []
    for (key, value) in newPairs where key != skipping {
      newKeys.insert(key)
      let childPath = join(path, key)
      // `cells.<name>`: everything below belongs to that template.
      let childTemplate = template ?? (path == "cells" ? key : nil)
      if let oldValue = oldByKey[key] {
        compare(oldValue, value, path: childPath, template: childTemplate, into: &changes)
      } else {
        changes.append(added(value, path: childPath, template: childTemplate, oldParent: old))
      }
    }
    for (key, value) in oldPairs where key != skipping && !newKeys.contains(key) {
      let childTemplate = template ?? (path == "cells" ? key : nil)
      changes.append(
        removed(value, path: join(path, key), template: childTemplate, newParent: new))
    }
  }

  /// Keys and values as the decoder sees them: the first occurrence of a key wins (explicit
  /// keys come before merged ones), keys are compared by text.
  private static func effectivePairs(_ node: YAMLNode) -> [(String, YAMLNode)] {
    var seen: Set<String> = []
    var result: [(String, YAMLNode)] = []
    for pair in node.pairs ?? [] {
      let key = pair.key.text ?? YAMLFlowText.render(pair.key)
      if seen.insert(key).inserted { result.append((key, pair.value)) }
    }
    return result
  }

  private static func sameValue(_ old: YAMLScalar, _ new: YAMLScalar) -> Bool {
    switch (old.resolved, new.resolved) {
    case (.int(let a), .float(let b)), (.float(let b), .int(let a)): return Double(a) == b
    case (let a, let b): return a == b
    }
  }

  private static func join(_ path: String, _ key: String) -> String {
    let isWord =
      !key.isEmpty
      && key.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_" || $0 == "-"
      }
    let component = isWord ? key : "[\(YAMLFlowText.quoted(key))]"
    if path.isEmpty { return isWord ? key : component }
    return isWord ? path + "." + key : path + component
  }

  private static func added(
    _ node: YAMLNode, path: String, template: String?, oldParent: YAMLNode
  ) -> ConfigurationChange {
    ConfigurationChange(
      kind: .added, path: path, oldValue: nil, newValue: YAMLFlowText.render(node), oldRange: nil,
      newRange: node.reportRange, template: template, oldParentRange: oldParent.reportRange)
  }

  private static func removed(
    _ node: YAMLNode, path: String, template: String?, newParent: YAMLNode
  ) -> ConfigurationChange {
    ConfigurationChange(
      kind: .removed, path: path, oldValue: YAMLFlowText.render(node), newValue: nil,
      oldRange: node.reportRange, newRange: nil, template: template,
      newParentRange: newParent.reportRange)
  }

  private static func changed(_ old: YAMLNode, _ new: YAMLNode, path: String, template: String?)
    -> ConfigurationChange
  {
    ConfigurationChange(
      kind: .changed, path: path, oldValue: YAMLFlowText.render(old),
      newValue: YAMLFlowText.render(new), oldRange: old.reportRange, newRange: new.reportRange,
      template: template)
  }
}

/// Compact one-line YAML for values in diff output: `{ style: title3, weight: semibold }`.
enum YAMLFlowText {
  static func render(_ node: YAMLNode) -> String {
    switch node.content {
    case .scalar(let scalar):
      switch scalar.resolved {
      case .string(let text):
        return scalar.style == .plain ? Self.scalar(text) : quoted(text)
      default: return scalar.text
      }
    case .sequence(let elements):
      return "[" + elements.map(render).joined(separator: ", ") + "]"
    case .mapping(let pairs):
      if pairs.isEmpty { return "{}" }
      return "{ " + pairs.map { render($0.key) + ": " + render($0.value) }.joined(separator: ", ")
        + " }"
    }
  }

  /// `text` as a YAML string: plain when it reads as one, quoted when it would otherwise read
  /// as another type or as flow syntax.
  static func scalar(_ text: String) -> String {
    guard let first = text.first, let last = text.last,
      !text.contains(where: { ",[]{}#\n\"'".contains($0) }), !text.contains(": "),
      !"-?:&*!|>%@` ".contains(first), last != " ", last != ":",
      case .string = CoreSchema.resolve(text)
    else { return quoted(text) }
    return text
  }

  /// A double-quoted YAML string. A JSON string literal is one (YAML 1.2 is a superset of
  /// JSON), so the JSON quoting is reused.
  static func quoted(_ text: String) -> String {
    JSONValue.quoted(text)
  }
}
