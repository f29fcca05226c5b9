import XCTest

@testable import ListSpec

/// `customView` accessories holding a `UIImageView` or a `UILabel`, and several custom views in
/// one cell (specs/format.md, "accessories"; specs/metrics.md, "customView").
final class CustomAccessoryViewTests: XCTestCase {
  private func load(_ accessories: String, items: String) -> LoadedSpec {
    loadSpec(
      """
      listspec: 1
      list: { appearance: plain }
      cells:
        row:
          content: { text: "{title}" }
          accessories:
      \(accessories)
      sections:
        - id: s
          cell: row
          items: \(items)
      """)
  }

  private func cell(_ accessories: String, items: String) throws -> LayoutNode {
    let loaded = load(accessories, items: items)
    let spec = try XCTUnwrap(loaded.spec, "\(summaries(loaded))")
    XCTAssertEqual(summaries(loaded), [])
    let engine = ListLayoutEngine(
      environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer())
    return try XCTUnwrap(engine.layout(spec).root.first { $0.kind == .cell })
  }

  func testAnImageViewDrawsItsSymbolAtTheSystemSizeInTheCellsTint() throws {
    let cell = try cell(
      """
          - customView: { view: UIImageView, image: { systemName: "{symbol}" } }
      """, items: "[{ id: a, title: A, symbol: star.fill }]")
    let image = try XCTUnwrap(cell.first { $0.name == "UIImageView" })
    XCTAssertEqual(image.kind, .symbol)
    XCTAssertEqual(image.symbol, "star.fill")
    // 17 pt at medium scale, drawn in a square of 1.2 em.
    XCTAssertEqual(image.frame.width, 17 * 1.2, accuracy: 0.001)
    XCTAssertEqual(image.frame.maxX, 393 - 16, accuracy: 0.001)
    XCTAssertEqual(image.frame.midY, 22, accuracy: 0.001)
    XCTAssertEqual(image.fill, PreviewEnvironment(device: .iPhone15).resolve(.system(.tintColor)))
    XCTAssertEqual(image.rules, [.customViewAccessory])
  }

  func testAnImageViewTakesItsSymbolConfigurationAndTint() throws {
    let cell = try cell(
      """
          - customView:
              view: UIImageView
              image: { systemName: cart }
              preferredSymbolConfiguration: { textStyle: title1, scale: small }
              tintColor: systemRed
      """, items: "[{ id: a, title: A }]")
    let image = try XCTUnwrap(cell.first { $0.name == "UIImageView" })
    // title1 is 28 pt at Large; small is 0.8 of it.
    XCTAssertEqual(image.frame.width, 28 * 0.8 * 1.2, accuracy: 0.001)
    XCTAssertEqual(image.fill, PreviewEnvironment(device: .iPhone15).resolve(.system(.systemRed)))
  }

  func testALabelShowsOneLineInUILabelsDefaultsOrItsFontAndColour() throws {
    let plain = try cell(
      """
          - customView: { view: UILabel, text: "{category}" }
      """, items: "[{ id: a, title: A, category: Music }]")
    let text = try XCTUnwrap(plain.first { $0.name == "UILabel" }?.text)
    XCTAssertEqual(text.string, "Music")
    XCTAssertEqual(text.font, ResolvedFont(pointSize: 17, weight: .regular))
    XCTAssertEqual(text.maxLines, 1)
    XCTAssertEqual(text.color, PreviewEnvironment(device: .iPhone15).resolve(.system(.label)))
    let styled = try cell(
      """
          - customView: { view: UILabel, text: "{category}", font: subheadline, textColor: secondaryLabel }
      """, items: "[{ id: a, title: A, category: Music }]")
    let styledText = try XCTUnwrap(styled.first { $0.name == "UILabel" }?.text)
    XCTAssertEqual(styledText.font.pointSize, 15)
    XCTAssertEqual(
      styledText.color, PreviewEnvironment(device: .iPhone15).resolve(.system(.secondaryLabel)))
    // The content ends 8 pt before the label.
    let label = try XCTUnwrap(styled.first { $0.name == "UILabel" })
    let title = try XCTUnwrap(styled.first { $0.name == "text" })
    XCTAssertLessThanOrEqual(title.frame.maxX, label.frame.minX - 8 + 0.001)
  }

  func testSeveralCustomViewsKeepTheirWrittenOrderInsideTheSystemAccessories() throws {
    let cell = try cell(
      """
          - customView: { view: UIImageView, image: { systemName: cart } }
          - disclosureIndicator
          - customView: { view: UILabel, text: Food }
          - customView: { view: UIImageView, image: { systemName: star.fill }, if: starred }
      """, items: "[{ id: a, title: A, starred: true }]")
    let accessories = cell.children.filter { $0.kind == .accessory }.sorted {
      $0.frame.minX < $1.frame.minX
    }
    // Leading to trailing: cart, Food, star, then the chevron outermost.
    XCTAssertEqual(
      accessories.map { $0.children.first?.symbol ?? $0.children.first?.text?.string ?? $0.name },
      ["cart", "Food", "star.fill", "disclosureIndicator"])
    XCTAssertEqual(accessories.last?.frame.maxX ?? 0, 393 - 16, accuracy: 0.001)
  }

  func testAConditionHidesAnImageView() throws {
    let cell = try cell(
      """
          - customView: { view: UIImageView, image: { systemName: star.fill }, if: starred }
      """, items: "[{ id: a, title: A, starred: false }]")
    XCTAssertNil(cell.first { $0.kind == .accessory })
  }

  func testOptionsOfAnotherViewAndMissingContentAreLocated() {
    let loaded = load(
      """
          - checkmark: { text: done }
          - customView: { image: { systemName: star } }
          - customView: { view: UILabel, text: "{title}", tintColor: systemRed }
          - customView: { view: UIImageView, font: body }
          - customView: { view: UILabel }
      """, items: "[{ id: a, title: A }]")
    XCTAssertEqual(
      summaries(loaded),
      [
        "7:26 error invalid-accessory", "8:28 error invalid-accessory",
        "9:64 error invalid-accessory", "10:7 error missing-key",
        "10:46 error invalid-accessory", "11:7 error missing-key",
      ])
    let messages = loaded.diagnostics.map(\.message)
    XCTAssertEqual(
      messages[0],
      "'text' is the text of a label accessory (or of a customView holding a UILabel); 'checkmark' shows none, so remove it"
    )
    XCTAssertEqual(
      messages[1],
      "'image' is an option of a customView holding a UIImageView, but this one holds a UISwitch (the default view); write 'view: UIImageView' or remove 'image'"
    )
    XCTAssertEqual(
      messages[2],
      "a UILabel does not draw in its tint colour; write 'textColor:' for the label's text")
    XCTAssertEqual(
      messages[3],
      "a customView accessory holding a UIImageView is missing the required key 'image'")
    XCTAssertEqual(
      messages[4],
      "'font' is an option of a customView holding a UILabel, but this one holds a UIImageView; write 'view: UILabel' or remove 'font'"
    )
  }

  func testSeveralCustomViewsAreNotDuplicateAccessories() {
    let loaded = load(
      """
          - customView: { view: UIImageView, image: { systemName: cart } }
          - customView: { view: UILabel, text: Food }
          - customView: { isOn: "true" }
      """, items: "[{ id: a, title: A }]")
    XCTAssertEqual(summaries(loaded), [])
  }

  func testAWrittenSpecReadsBackWithItsCustomViews() throws {
    let loaded = load(
      """
          - customView:
              view: UIImageView
              image: { named: badge }
              preferredSymbolConfiguration: { pointSize: 12, weight: bold }
              tintColor: "{starred ? .systemYellow : .systemGray}"
          - customView: { view: UILabel, text: "{title}", font: { size: 13, weight: semibold }, textColor: "{starred ? .red : .secondaryLabel}" }
      """, items: "[{ id: a, title: A, starred: true }]")
    let spec = try XCTUnwrap(loaded.spec, "\(summaries(loaded))")
    let written = try spec.yaml()
    let reread = loadSpec(written)
    XCTAssertEqual(summaries(reread), [])
    XCTAssertEqual(try XCTUnwrap(reread.spec).yaml(), written)
    for part in [
      "named: badge", "pointSize: 12", "weight: bold", "{starred ? .systemYellow : .systemGray}",
      "view: UILabel", "size: 13", "weight: semibold", "{starred ? .red : .secondaryLabel}",
    ] {
      XCTAssertTrue(written.contains(part), "\(part) in \(written)")
    }
  }
}
