import Foundation

/// A seeded generator of valid-looking specs that use the whole format: every appearance,
/// list and separator key, content and hosting cells with random view trees and modifiers,
/// accessories, colors, fonts, and items whose fields are integers, doubles, booleans and
/// strings (quotes, backslashes, emoji, numbers that do not read back as written), with names
/// that are Swift keywords or need converting. Property tests generate code from them.
struct RandomSpecs {
  private var state: UInt64

  /// The colours the current spec may use (those its platform has).
  var colors = Self.allColors

  init(seed: UInt64) {
    state = seed
  }

  /// SplitMix64: small, fast and the same on every platform.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

  mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }

  static let allColors = [
    "systemRed", "systemMint", "systemCyan", "tintColor", "label", "secondaryLabel",
    "separator", "systemGroupedBackground", "systemFill", "red", "mint", "primary",
    "secondary", "accentColor", "black", "clear", "darkGray", "\"#FF9500\"", "\"#8E8E93CC\"",
  ]
  static let fonts = [
    "headline", "body", "title1", "caption1", "largeTitle", "{ style: title3, weight: semibold }",
    "{ size: 13 }", "{ size: 15, weight: bold }", "{ style: footnote, weight: medium }",
    // Per item: `id` (a String or an Int) is in every template's scope.
    "\"{String(id).count > 6 ? .headline : .system(size: 13, weight: .light)}\"",
    "\"{String(id).hasSuffix(\\\"1\\\") ? .system(.title3, weight: .black) : .footnote}\"",
  ]
  /// Field names templates read (a template reads identifiers only).
  static let fieldNames = [
    "title", "detail", "count", "rating", "is_on", "default", "class", "URLString", "symbol",
  ]

  /// One spec's YAML text.
  mutating func spec() -> String {
    let platform = pick(["", "14.0", "14.5", "15.0", "15.4", "16.0", "16.4", "17.0"])
    let version = Double(platform) ?? 0
    let hostingAllowed = platform.isEmpty || version >= 16
    // UIKit's systemMint, systemCyan and tintColor are iOS 15 (so are SwiftUI's mint and
    // accentColor, drawn as them): below it they are `unavailable`.
    colors =
      platform.isEmpty || version >= 15
      ? Self.allColors
      : Self.allColors.filter {
        !["systemMint", "systemCyan", "tintColor", "mint", "accentColor"].contains($0)
      }
    var yaml = "listspec: 1\n"
    if !platform.isEmpty { yaml += "platform: { iOS: \"\(platform)\" }\n" }
    if chance(40) { yaml += navigationBar() }
    let headerMode = pick(["none", "supplementary", "firstItemInSection"])
    let footerMode = pick(["none", "supplementary"])
    yaml += "list:\n"
    yaml +=
      "  appearance: \(pick(["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]))\n"
    yaml += "  headerMode: \(headerMode)\n  footerMode: \(footerMode)\n"
    if chance(30) { yaml += "  showsSeparators: \(chance(50))\n" }
    if chance(30), platform.isEmpty || version >= 15 { yaml += "  headerTopPadding: 6\n" }
    if chance(40) { yaml += "  backgroundColor: \(pick(colors))\n" }
    if chance(40), platform.isEmpty || version >= 14.5 {
      yaml += "  separatorConfiguration:\n"
      yaml += "    color: \(pick(colors))\n"
      yaml += "    topSeparatorVisibility: \(pick(["automatic", "visible", "hidden"]))\n"
      if chance(50) { yaml += "    bottomSeparatorInsets: { leading: \(int(0...40)) }\n" }
    }
    // Templates.
    let templateCount = int(1...3)
    var templates: [(name: String, fields: [String])] = []
    yaml += "cells:\n"
    for index in 0..<templateCount {
      let name = pick(["row", "video-game", "setting_row", "default", "URLCell"]) + "\(index)"
      let fields = Array(Self.fieldNames.shuffled(using: &self).prefix(int(1...3)))
      templates.append((name, fields))
      yaml += "  \(name):\n"
      if hostingAllowed, chance(45) {
        yaml += hosting(fields: fields)
      } else {
        yaml += content(fields: fields, allowsDetail: platform.isEmpty || version >= 15.4)
      }
      if chance(40) {
        var kinds = ["disclosureIndicator", "checkmark", "delete", "reorder", "outlineDisclosure"]
          .shuffled(using: &self)
        kinds = Array(kinds.prefix(int(1...3)))
        yaml += "    accessories:\n"
        for kind in kinds {
          yaml +=
            chance(50)
            ? "      - \(kind)\n" : "      - \(kind): { tintColor: \(pick(colors)) }\n"
        }
        if chance(30) { yaml += "      - label: { text: \"{\(fields[0])}\" }\n" }
      }
      if chance(30) { yaml += "    backgroundColor: \(pick(colors))\n" }
      if chance(30) {
        yaml += "    \(pick(["leading", "trailing"]))SwipeActions:\n" + swipeActions()
      }
    }
    // A template with Swift expressions, over fields only its items carry (so the item
    // model has them optional and generated code unwraps them).
    if chance(50) {
      templates.append(("expressive", []))
      yaml += "  expressive:\n"
      if hostingAllowed, chance(60) {
        yaml += """
              hosting:
                content:
                  HStack:
                    children:
                      - Text: '{label.uppercased()} {n == 1 ? "one" : "\\(n) many"}'
                        modifiers:
                          - foregroundStyle: "{flag ? .systemYellow : .secondaryLabel}"
                          - { opacity: "{n > 2 ? 0.5 : 1}", if: "!flag" }
                      - Image: { systemName: star.fill }
                        if: flag && n >= 0
                      - Text: '{String(label.prefix(3))} \\({min(n, 9)})'

          """
      } else {
        yaml += """
              content:
                text: '{label.isEmpty ? "—" : label} ({n * 2})'
                secondaryText: '{flag ? "on" : "off"} · {String(n).count}'

          """
      }
      yaml += "    accessories: [disclosureIndicator, { checkmark: { if: flag } }]\n"
    }
    // Sections and items, with typed and untyped values.
    let integerSections = chance(30)
    yaml += "sections:\n"
    var itemNumber = 0
    for sectionIndex in 0..<int(1...3) {
      let id =
        integerSections ? "\(sectionIndex)" : pick(["main", "more-stuff", "s"]) + "\(sectionIndex)"
      yaml += "  - id: \(id)\n"
      if headerMode == "supplementary" { yaml += "    header: \(quoted(text()))\n" }
      if footerMode == "supplementary" { yaml += "    footer: \(quoted(text()))\n" }
      yaml += "    items:\n"
      var itemIDs: [String] = []
      for _ in 0..<int(1...4) {
        let template = pick(templates)
        itemNumber += 1
        let itemID = chance(20) ? "\(itemNumber)" : "item-\(itemNumber)"
        itemIDs.append(itemID)
        var line = "      - { id: \(itemID), cell: \(template.name)"
        if template.name == "expressive" {
          line +=
            ", n: \(int(-3...12)), flag: \(chance(50)), label: \(pick(["Halo", "\"\"", "Émoji 🎮"]))"
        }
        for field in template.fields { line += ", \(field): \(value())" }
        // A field no template reads, whose name needs converting.
        if chance(30) { line += ", release-year: \(value())" }
        // Outline children (a section snapshot) and an item's own swipe actions.
        if template.name != "expressive", chance(25) {
          var children: [String] = []
          for _ in 0..<int(1...3) {
            itemNumber += 1
            var child = "{ id: child-\(itemNumber), cell: \(template.name)"
            for field in template.fields { child += ", \(field): \(value())" }
            children.append(child + " }")
          }
          if chance(50) { line += ", expanded: true" }
          line += ", children: [\(children.joined(separator: ", "))]"
        }
        if chance(15) {
          line += ", trailingSwipeActions: { actions: [{ title: \(quoted(text())) }] }"
        }
        yaml += line + " }\n"
      }
      // Some items' own separators (data their structs carry).
      if chance(30) {
        yaml += "    itemSeparators:\n"
        var entries = itemIDs.filter { _ in chance(60) }
        if entries.isEmpty { entries = [itemIDs[0]] }
        for itemID in entries {
          yaml += "      \(quoted(itemID)): \(itemSeparators())\n"
        }
      }
    }
    return yaml
  }

  /// One `itemSeparators` entry: some of its keys, `{}` when none.
  private mutating func itemSeparators() -> String {
    var keys: [String] = []
    for edge in ["top", "bottom"] {
      if chance(50) {
        keys.append("\(edge)SeparatorVisibility: \(pick(["automatic", "visible", "hidden"]))")
      }
      if chance(40) {
        keys.append(
          "\(edge)SeparatorInsets: "
            + (chance(50) ? "automatic" : "{ leading: \(int(0...40)), trailing: \(int(0...16)) }"))
      }
    }
    return "{ " + keys.joined(separator: ", ") + " }"
  }

  /// A `UISwipeActionsConfiguration` mapping, indented under a template key.
  private mutating func swipeActions() -> String {
    var yaml = ""
    if chance(40) { yaml += "      performsFirstActionWithFullSwipe: \(chance(50))\n" }
    yaml += "      actions:\n"
    for _ in 0..<int(1...3) {
      var action = "        - { style: \(pick(["normal", "destructive"]))"
      if chance(70) { action += ", title: \(quoted(text()))" }
      if chance(60) { action += ", image: { systemName: \(pick(["trash", "flag", "star.fill"])) }" }
      if chance(40) {
        action += ", backgroundColor: \(pick(["systemBlue", "systemOrange", "systemPurple"]))"
      }
      yaml += action + " }\n"
    }
    return yaml
  }

  private mutating func content(fields: [String], allowsDetail: Bool) -> String {
    var yaml = "    content:\n"
    yaml +=
      "      style: \(pick(["cell", "subtitleCell", "valueCell", "sidebarCell", "accompaniedSidebarSubtitleCell"]))\n"
    yaml +=
      "      text: \"\(pick(["{\(fields[0])}", "{\(fields[0])} and more", "Plain \\\"text\\\""]))\"\n"
    if chance(60) { yaml += "      secondaryText: \"{\(pick(fields))} ({id})\"\n" }
    if chance(40) { yaml += "      image: { systemName: \"{\(fields[0])}\" }\n" }
    if chance(50) {
      yaml +=
        "      textProperties: { font: \(pick(Self.fonts)), color: \(pick(colors)), numberOfLines: \(int(0...3)) }\n"
    }
    if chance(30) {
      yaml += "      imageProperties: { tintColor: \(pick(colors)), cornerRadius: 4 }\n"
    }
    if chance(30) { yaml += "      directionalLayoutMargins: { top: 8, leading: 20 }\n" }
    if chance(20) { yaml += "      prefersSideBySideTextAndSecondaryText: true\n" }
    _ = allowsDetail
    return yaml
  }

  private mutating func hosting(fields: [String]) -> String {
    var yaml = "    hosting:\n"
    if chance(50) { yaml += "      margins: { horizontal: \(int(0...50)), top: 4 }\n" }
    if chance(30) { yaml += "      minSize: { height: 44 }\n" }
    if chance(30) { yaml += "      background: \(pick(colors))\n" }
    yaml += "      content:\n"
    yaml += view(fields: fields, depth: 0, indent: "        ")
    return yaml
  }

  private mutating func view(fields: [String], depth: Int, indent: String) -> String {
    let stacks = ["HStack", "VStack", "ZStack"]
    let leaves = ["Text", "Text", "Image", "Spacer", "Color", "Rectangle", "Capsule", "Divider"]
    let kind = depth < 2 && chance(60 - depth * 20) ? pick(stacks) : pick(leaves)
    var yaml = ""
    switch kind {
    case "HStack", "VStack", "ZStack":
      let alignment: String
      switch kind {
      case "HStack": alignment = pick(["top", "center", "firstTextBaseline"])
      case "VStack": alignment = pick(["leading", "center", "trailing"])
      default: alignment = pick(["bottomTrailing", "center", "topLeading"])
      }
      yaml += "\(indent)\(kind):\n\(indent)  alignment: \(alignment)\n"
      if kind != "ZStack", chance(50) { yaml += "\(indent)  spacing: \(int(0...12))\n" }
      yaml += "\(indent)  children:\n"
      for _ in 0..<int(1...3) {
        // A sequence entry: the child's keys line up after "- ".
        let child = view(fields: fields, depth: depth + 1, indent: indent + "      ")
        yaml += "\(indent)    - " + child.dropFirst(indent.count + 6)
      }
    case "Text":
      yaml +=
        "\(indent)Text: \"\(pick(["{\(pick(fields))}", "{\(pick(fields))} of {id}", "Literal"]))\"\n"
    case "Image": yaml += "\(indent)Image: { systemName: \"{\(pick(fields))}\" }\n"
    case "Spacer": yaml += chance(50) ? "\(indent)Spacer:\n" : "\(indent)Spacer: { minLength: 4 }\n"
    case "Color": yaml += "\(indent)Color: \(pick(colors))\n"
    case "Rectangle", "Capsule":
      yaml +=
        chance(50) ? "\(indent)\(kind):\n" : "\(indent)\(kind): { fill: \(pick(colors)) }\n"
    default: yaml += "\(indent)Divider:\n"
    }
    if chance(50) {
      yaml += "\(indent)modifiers:\n"
      for _ in 0..<int(1...3) { yaml += "\(indent)  - \(modifier())\n" }
    }
    return yaml
  }

  private mutating func modifier() -> String {
    pick([
      "padding", "{ padding: 8 }", "{ padding: { horizontal: 4 } }", "{ frame: { height: 44 } }",
      "{ frame: { maxWidth: infinity, alignment: leading } }",
      "{ foregroundStyle: \(pick(colors)) }",
      "{ font: \(pick(Self.fonts)) }", "{ fontWeight: bold }", "{ lineLimit: 2 }",
      "{ fontWeight: \"{String(id).count > 6 ? .black : .thin}\" }", "italic", "bold", "underline",
      "strikethrough", "monospacedDigit",
      "{ imageScale: large }", "{ cornerRadius: 6 }", "{ opacity: 0.5 }",
      "{ background: \(pick(colors)) }",
      "{ background: { Capsule: { fill: \(pick(colors)) } } }",
      "{ alignmentGuide: { listRowSeparatorLeading: leading } }",
    ])
  }

  /// A field value: some read back in Swift as written (typed), some not (strings).
  /// A bar with a title, sometimes large, a search field and bar buttons of each kind, their
  /// ids and titles as awkward as item texts.
  private mutating func navigationBar() -> String {
    var yaml = "navigationBar:\n  title: \(quoted(text()))\n"
    if chance(50) { yaml += "  prefersLargeTitles: true\n" }
    if chance(40) { yaml += "  searchBar: { placeholder: \(quoted(text())) }\n" }
    var number = 0
    for side in ["leadingItems", "trailingItems"] where chance(70) {
      yaml += "  \(side):\n"
      for _ in 0..<int(1...3) {
        number += 1
        let id = chance(30) ? quoted(text() + " \(number)") : "b\(number)"
        let kind = pick([
          "systemItem: \(pick(["edit", "add", "done", "compose", "close", "trash"]))",
          "title: \(quoted(text()))",
          "systemImage: \(pick(["star", "plus", "line.3.horizontal.decrease.circle"]))",
        ])
        yaml += "    - { id: \(id), \(kind)\(chance(30) ? ", style: done" : "") }\n"
      }
    }
    return yaml
  }

  private mutating func value() -> String {
    pick([
      "\(int(0...2000))", "\(int(0...9)).5", "4.50", "1e3", "007", "+5", "0x1F", "true", "false",
      "True", "\"3\"", "plain words", "\"quoted \\\"inner\\\" and back\\\\slash\"",
      "\"emoji 🎮 ok\"",
      "\"tab\\there\"", "Mass Effect", "-12", "-0.25",
    ])
  }

  private mutating func text() -> String {
    pick([
      "Games", "Quoted \"words\"", "Back\\slash", "Émoji 🎮", "A much longer section header text",
    ])
  }

  private func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"")
      + "\""
  }
}

extension RandomSpecs: RandomNumberGenerator {}
