import Foundation
import ListSpec

/// Sections that are not lists (`layout:`): where each cell is, as the generated Swift's
/// recorded `NSCollectionLayoutSection(group:)` places it (sizes, spacing, behaviour and
/// insets worked out here, on their own, from what the section provider set) and as the
/// renderer drew it. Keys `"<section>/<item> frame"` (x and width, then y from the section's
/// top and height when no dimension is estimated) and `"<section>/layout scrolls"`.
enum OracleSectionLayout {
  /// The screen both sides lay out on.
  static let environment = PreviewEnvironment(device: .iPhone15)

  /// `x w [y h]`, to the hundredth of a point.
  static func frame(x: Double, width: Double, y: Double?, height: Double?) -> String {
    var parts = [x, width]
    if let y, let height { parts += [y, height] }
    return parts.map { String(format: "%.2f", $0) }.joined(separator: " ")
  }
}

extension SwiftSideFacts {
  /// Facts of the recorded sections that are not lists; `rows` are the recorded rows.
  func sectionLayoutFacts(_ record: [String: Any], rows: [[String: Any]]) -> OracleFacts {
    var facts: OracleFacts = [:]
    for (sectionID, value) in record["sectionLayouts"] as? [String: Any] ?? [:] {
      guard let layout = value as? [String: Any] else { continue }
      let items = rows.filter { $0["section"] as? String == sectionID }.compactMap {
        $0["item"] as? String
      }
      let behaviour = layout["orthogonalScrollingBehavior"] as? String ?? "none"
      let sideways = behaviour != "none"
      facts["\(sectionID)/layout scrolls"] = sideways ? "sideways" : "down"
      func insets(_ value: Any?) -> [Double] { value as? [Double] ?? [0, 0, 0, 0] }
      func dimension(_ value: Any?, width: Double, height: Double?) -> Double? {
        let value = value as? [String: Any] ?? [:]
        let number = value["value"] as? Double ?? 0
        switch value["kind"] as? String {
        case "absolute": return number
        case "fractionalWidth": return number * width
        case "fractionalHeight": return height.map { number * $0 }
        default: return nil  // estimated: the cell decides
        }
      }
      let section = insets(layout["contentInsets"])
      let safe = OracleSectionLayout.environment.safeArea
      let container =
        OracleSectionLayout.environment.width - safe.left - safe.right - section[1] - section[3]
      // Headers and footers: across, the section's width inside its content insets.
      for boundary in layout["boundarySupplementaryItems"] as? [[String: Any]] ?? [] {
        let kind =
          boundary["elementKind"] as? String == "UICollectionElementKindSectionFooter"
          ? "footer" : "header"
        facts["\(sectionID)/\(kind) alignment"] = boundary["alignment"] as? String ?? "?"
        guard let width = dimension(boundary["width"], width: container, height: nil) else {
          continue
        }
        let height = dimension(boundary["height"], width: container, height: nil)
        facts["\(sectionID)/\(kind) frame"] = OracleSectionLayout.frame(
          x: safe.left + section[1], width: width, y: height.map { _ in 0 }, height: height)
      }
      let group = layout["group"] as? [String: Any] ?? [:]
      let item = layout["item"] as? [String: Any] ?? [:]
      guard let groupWidth = dimension(group["width"], width: container, height: nil) else {
        continue
      }
      let groupHeight = dimension(group["height"], width: container, height: nil)
      let groupInsets = insets(group["contentInsets"])
      let contentWidth = groupWidth - groupInsets[1] - groupInsets[3]
      let contentHeight = groupHeight.map { $0 - groupInsets[0] - groupInsets[2] }
      // `count` shares the group's width evenly after the spaces; else the item's width.
      let count = layout["count"] as? Int ?? 0
      let spacingRecord = layout["interItemSpacing"] as? [String: Any] ?? [:]
      let written = spacingRecord["value"] as? Double ?? 0
      guard
        let itemWidth = count > 0
          ? (contentWidth - Double(count - 1) * written) / Double(count)
          : dimension(item["width"], width: contentWidth, height: contentHeight),
        itemWidth > 0
      else { continue }
      let itemHeight = dimension(item["height"], width: contentWidth, height: contentHeight)
      let itemInsets = insets(item["contentInsets"])
      let perGroup =
        count > 0 ? count : max(1, Int((contentWidth + written + 0.001) / (itemWidth + written)))
      // A flexible space grows to spread the items across the group.
      let itemSpacing =
        spacingRecord["kind"] as? String == "flexible" && count == 0 && perGroup > 1
        ? max(written, (contentWidth - Double(perGroup) * itemWidth) / Double(perGroup - 1))
        : written
      let spacing = layout["interGroupSpacing"] as? Double ?? 0
      var x0 = safe.left + section[1]
      if behaviour == "groupPagingCentered" { x0 += (container - groupWidth) / 2 }
      for (index, id) in items.enumerated() {
        let (groupIndex, position) = (Double(index / perGroup), Double(index % perGroup))
        let groupX = sideways ? x0 + groupIndex * (groupWidth + spacing) : x0
        let x = groupX + groupInsets[1] + position * (itemWidth + itemSpacing) + itemInsets[1]
        var y: Double?
        var height: Double?
        if let groupHeight, let itemHeight {
          let groupY = section[0] + (sideways ? 0 : groupIndex * (groupHeight + spacing))
          y = groupY + groupInsets[0] + itemInsets[0]
          height = itemHeight - itemInsets[0] - itemInsets[2]
        }
        facts["\(sectionID)/\(id) frame"] = OracleSectionLayout.frame(
          x: x, width: itemWidth - itemInsets[1] - itemInsets[3], y: y, height: height)
      }
    }
    return facts
  }
}

extension RenderedFacts {
  /// Facts of the drawn sections that are not lists.
  func sectionLayoutFacts(_ layout: ListLayout) -> OracleFacts {
    var facts: OracleFacts = [:]
    for node in layout.root.children
    where node.kind == .section && node.rules.contains(.compositionalSection) {
      let id = node.id ?? "?"
      let sideways = node.rules.contains(.orthogonalScrolling)
      facts["\(id)/layout scrolls"] = sideways ? "sideways" : "down"
      let sectionLayout = spec.sections.first { $0.id == id }?.layout
      // A header above the section, a footer below it: the children of the list beside it.
      for supplementary in layout.root.children
      where supplementary.id == id && supplementary.rules.contains(.boundarySupplementaryItem) {
        let alignment: BoundaryAlignment = supplementary.kind == .footer ? .bottom : .top
        let kind = alignment == .top ? "header" : "footer"
        facts["\(id)/\(kind) alignment"] = alignment.rawValue
        let known =
          sectionLayout?.boundarySupplementaryItem(alignment).map {
            !$0.layoutSize.heightDimension.isEstimated
          } ?? false
        facts["\(id)/\(kind) frame"] = OracleSectionLayout.frame(
          x: supplementary.frame.x, width: supplementary.frame.width, y: known ? 0 : nil,
          height: known ? supplementary.frame.height : nil)
      }
      let sizes = spec.sections.first { $0.id == id }?.layout.map {
        [$0.item.layoutSize.heightDimension, $0.group.layoutSize.heightDimension]
      }
      let heightKnown = sizes?.allSatisfy { !$0.isEstimated } ?? false
      for cell in node.children where cell.kind == .cell {
        facts["\(id)/\(cell.id ?? "?") frame"] = OracleSectionLayout.frame(
          x: cell.frame.x, width: cell.frame.width,
          y: heightKnown ? cell.frame.y - node.frame.y : nil,
          height: heightKnown ? cell.frame.height : nil)
      }
    }
    return facts
  }
}
