import Foundation
import ListSpec

/// The views of `customView` accessories, described alike on both sides so the oracle compares
/// them: `UISwitch on`, `UIImageView symbol:star.fill 17 #007AFF` (the symbol's point size),
/// `UILabel 'Music' 17 regular #000000`. A cell's custom views are one fact, sorted: the
/// Swift lists them in the written order, the renderer outermost first.
enum CustomViewFacts {
  static func key(_ cell: String) -> String { "\(cell) customViews" }

  static func fact(_ views: [String]) -> String? {
    views.isEmpty ? nil : views.sorted().joined(separator: "; ")
  }
}

extension SwiftSideFacts {
  /// A recorded `customView` accessory's view, with UIKit's defaults where the code sets
  /// nothing: a label's 17-pt system font in `label`, an image view's symbol at the system's
  /// size, tinted with the cell's tint.
  func customView(_ accessory: [String: Any]) -> String? {
    guard let configuration = accessory["configuration"] as? [String: Any],
      let view = configuration["customView"] as? [String: Any]
    else { return nil }
    switch view["class"] as? String {
    case "UISwitch":
      return "UISwitch " + (view["isOn"] as? Bool == true ? "on" : "off")
    case "UIImageView":
      let image = view["image"] as? String ?? "none"
      let name: String
      if let symbol = argument(of: "systemName", in: image) {
        name = "symbol:\(symbol) \(number(symbolPointSize(view)))"
      } else if let named = argument(of: "named", in: image) {
        name = "image:\(named)"
      } else {
        name = image
      }
      let tint = color(configuration["tintColor"] as? String ?? UIKitDefaults.listImageTint)
      return "UIImageView \(name) \(tint)"
    case "UILabel":
      let text = view["text"] as? String ?? ""
      let font = font(view["font"] as? String ?? UIKitDefaults.labelFont)
      let textColor = color(view["textColor"] as? String ?? UIKitDefaults.labelTextColor)
      return "UILabel '\(text)' \(font) \(textColor)"
    case let other:
      return "\(other ?? "?")"
    }
  }

  /// The point size of an image view's symbol, from the recorded configuration's parts
  /// (`textStyle: body, scale: small`), at the Large text size.
  private func symbolPointSize(_ view: [String: Any]) -> Double {
    var size = ListMetrics.imageViewSymbolPointSize
    var scale = 1.0
    let parts = (view["preferredSymbolConfiguration"] as? String ?? "")
      .components(separatedBy: ", ")
    for part in parts {
      let pair = part.components(separatedBy: ": ")
      guard pair.count == 2 else { continue }
      switch pair[0] {
      case "pointSize": size = Double(pair[1]) ?? size
      case "textStyle":
        if let style = TextStyle(name: pair[1]) { size = style.pointSize }
      case "scale":
        scale = ImageScale(rawValue: pair[1]).map(ListMetrics.symbolScale) ?? scale
      default: break
      }
    }
    return size * scale
  }
}

extension RenderedFacts {
  /// A drawn `customView` accessory's view, in the notation of ``SwiftSideFacts/customView(_:)``.
  func customView(_ accessory: LayoutNode) -> String? {
    if let label = accessory.children.first(where: { $0.name == "UILabel" }), let text = label.text
    {
      return
        "UILabel '\(text.string)' \(number(text.font.pointSize)) \(text.font.weight.rawValue) \(text.color.hexString)"
    }
    if let image = accessory.children.first(where: { $0.name == "UIImageView" }) {
      let name =
        image.kind == .image
        ? "image:\(image.imageName ?? "?")"
        : "symbol:\(image.symbol ?? "?") \(number(image.frame.height / ListMetrics.symbolSizeRatio))"
      return "UIImageView \(name) \(image.fill?.hexString ?? "-")"
    }
    if let control = accessory.children.first(where: { $0.name == "UISwitch" }),
      let knob = control.children.first(where: { $0.name == "knob" })
    {
      return "UISwitch " + (knob.frame.midX > control.frame.midX ? "on" : "off")
    }
    return nil
  }
}
