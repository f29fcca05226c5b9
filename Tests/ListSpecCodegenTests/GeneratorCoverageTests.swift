import Foundation
import ListSpec
import XCTest

/// Every key of the format has generated Swift. Each switch below is exhaustive over a key
/// table, so adding a key does not compile until it says what Swift the key becomes; the test
/// then checks that examples/every-option.swift (whose spec uses every key: ExamplesTests)
/// contains it — so a key the generator ignores fails here. Every table of ``Format/tables``
/// has its switch, or the test fails: a new table cannot be left out.
final class GeneratorCoverageTests: XCTestCase {
  func testEveryKeyBecomesSwift() throws {
    let code = try String(
      contentsOf: packageRoot.appendingPathComponent("examples/every-option.swift"),
      encoding: .utf8)
    func expect(_ snippets: [String], _ key: String) {
      for snippet in snippets {
        XCTAssertTrue(code.contains(snippet), "\(key): no '\(snippet)' in every-option.swift")
      }
    }
    // The tables walked below; at the end, every table of the format must be one of them.
    var covered: Set<String> = []
    func covering<Key: FormatKey>(_ type: Key.Type) -> Key.AllCases {
      covered.insert(Key.table.name)
      return Key.allCases
    }
    for key in covering(ListKey.self) {
      switch key {
      case .appearance: expect(["(appearance: .insetGrouped)"], key.rawValue)
      // `true` is the appearance's default, so it is not written (specs/generate.md).
      case .showsSeparators: expect([], key.rawValue)
      case .headerMode, .footerMode, .headerTopPadding, .backgroundColor:
        expect(["configuration.\(key.declaration.swift) = "], key.rawValue)
      case .separatorConfiguration:
        expect(["configuration.\(key.declaration.swift)."], key.rawValue)
      }
    }
    for key in covering(NavigationBarKey.self) {
      switch key {
      case .title: expect(["viewController.navigationItem.title = \"Every Option\""], key.rawValue)
      // The previous screen's title: a comment, and leading items that supplement it.
      case .backButton:
        expect(
          [
            "pushed from a screen titled \"Settings\"",
            "navigationItem.leftItemsSupplementBackButton = true",
          ], key.rawValue)
      case .prefersLargeTitles:
        expect(["navigationBar.prefersLargeTitles = true"], key.rawValue)
      case .largeTitleDisplayMode:
        expect(["viewController.navigationItem.largeTitleDisplayMode = .always"], key.rawValue)
      case .leadingItems:
        expect(["viewController.navigationItem.leftBarButtonItems = "], key.rawValue)
      case .trailingItems:
        expect(["viewController.navigationItem.rightBarButtonItems = "], key.rawValue)
      case .searchBar:
        expect(
          [
            "UISearchController(searchResultsController: nil)",
            "navigationItem.searchController = ",
          ],
          key.rawValue)
      }
    }
    for key in covering(BarButtonItemKey.self) {
      switch key {
      case .id: expect(["onBarButton(\"add\")"], key.rawValue)
      case .systemItem: expect(["UIBarButtonItem(systemItem: .edit, "], key.rawValue)
      case .title: expect(["UIBarButtonItem(title: \"Sort\", "], key.rawValue)
      case .systemImage: expect(["image: UIImage(systemName: \"plus\")"], key.rawValue)
      case .style: expect(["trailingItems[1].style = .done"], key.rawValue)
      }
    }
    for key in covering(SearchBarKey.self) {
      switch key {
      case .placeholder:
        expect(["searchController.searchBar.placeholder = \"Search options\""], key.rawValue)
      }
    }
    for key in covering(SeparatorConfigurationKey.self) {
      switch key {
      // `automatic` is the default, so it is not written.
      case .topSeparatorInsets: expect([], key.rawValue)
      case .color, .multipleSelectionColor, .topSeparatorVisibility, .bottomSeparatorVisibility,
        .bottomSeparatorInsets:
        expect(["configuration.separatorConfiguration.\(key.declaration.swift) = "], key.rawValue)
      }
    }
    for key in covering(CellKey.self) {
      switch key {
      case .content: expect(["var content = "], key.rawValue)
      case .hosting: expect(["UIHostingConfiguration {"], key.rawValue)
      case .accessories:
        expect(
          ["cell.accessories = accessories", "accessories.append(.checkmark())"], key.rawValue)
      case .backgroundColor: expect(["cell.backgroundConfiguration = background"], key.rawValue)
      case .backgroundConfiguration:
        expect(["var background = UIBackgroundConfiguration.listGroupedCell()"], key.rawValue)
      // Declared non-optional for the template, optional in the model: unwrapped in place.
      case .fields: expect(["item.count > 10"], key.rawValue)
      case .leadingSwipeActions, .trailingSwipeActions:
        expect(
          ["static func \(key.rawValue)(", "static func \(key.rawValue)Provider("], key.rawValue)
      }
    }
    for key in covering(SwipeActionsKey.self) {
      switch key {
      case .actions: expect(["UISwipeActionsConfiguration(actions: ["], key.rawValue)
      case .performsFirstActionWithFullSwipe:
        expect(["configuration.performsFirstActionWithFullSwipe = false"], key.rawValue)
      }
    }
    for key in covering(ContextualActionKey.self) {
      switch key {
      // A template's action is named by its id; an item's own carries it as data.
      case .id: expect(["swipeHandler(\"mark\"", "id: \"archive\""], key.rawValue)
      case .style:
        expect(["style: .destructive,", "style: .normal,"], key.rawValue)
      case .title:
        expect(["title: \"Delete\",\n", "handler: swipeHandler(\"Delete\""], key.rawValue)
      case .image: expect([".image = UIImage(systemName: \"trash\")"], key.rawValue)
      case .backgroundColor:
        expect(
          [".backgroundColor = .systemOrange", ".backgroundColor = item.count > 2 ? "],
          key.rawValue)
      case .if: expect(["if item.count > 0 {", "actions.append(action3)"], key.rawValue)
      }
    }
    // Items: outline children and per-item swipe actions.
    for key in covering(ItemKey.self) {
      switch key {
      case .id, .cell: expect([], key.rawValue)
      case .children: expect(["snapshot.append([items[2]], to: items[1])"], key.rawValue)
      case .expanded: expect(["snapshot.expand([items[1]])"], key.rawValue)
      case .leadingSwipeActions, .trailingSwipeActions:
        // Data the item carries, never a switch over the spec's item ids.
        expect(
          [
            "\(key.rawValue): EveryOptionSwipeActions(",
            "if let swipeActions = item.\(key.rawValue) {",
          ], key.rawValue)
      }
    }
    for key in covering(ContentKey.self) {
      switch key {
      case .style:
        expect(
          ContentStyle.allCases.filter { $0 != .cell }.map {
            "UIListContentConfiguration.\($0.rawValue)()"
          } + ["cell.defaultContentConfiguration()"], key.rawValue)
      case .image: expect(["content.image = UIImage("], key.rawValue)
      case .text, .secondaryText, .imageProperties, .textProperties, .secondaryTextProperties,
        .imageToTextPadding, .textToSecondaryTextHorizontalPadding,
        .textToSecondaryTextVerticalPadding, .prefersSideBySideTextAndSecondaryText,
        .directionalLayoutMargins:
        expect(["content.\(key.declaration.swift)"], key.rawValue)
      case .axesPreservingSuperviewLayoutMargins:
        expect(["content.axesPreservingSuperviewLayoutMargins = .vertical"], key.rawValue)
      }
    }
    for key in covering(ContentImageKey.self) {
      switch key {
      case .systemName: expect(["content.image = UIImage(systemName: "], key.rawValue)
      case .named: expect(["content.image = UIImage(named: \"beans\")"], key.rawValue)
      }
    }
    for key in covering(TextPropertiesKey.self) {
      switch key {
      case .font, .color, .numberOfLines, .alignment:
        expect(["content.textProperties.\(key.declaration.swift) = "], key.rawValue)
      }
    }
    for key in covering(ImagePropertiesKey.self) {
      switch key {
      case .tintColor, .cornerRadius, .maximumSize, .reservedLayoutSize,
        .preferredSymbolConfiguration:
        expect(["content.imageProperties.\(key.declaration.swift) = "], key.rawValue)
      }
    }
    for key in covering(SymbolConfigurationKey.self) {
      switch key {
      case .textStyle:
        expect(
          [
            "UIImage.SymbolConfiguration(textStyle: .body, scale: .large)",
            "content.imageProperties.preferredSymbolConfiguration = symbolConfiguration",
          ], key.rawValue)
      case .weight:
        expect(
          [
            "symbolConfiguration.applying(\n        UIImage.SymbolConfiguration(weight: .semibold))"
          ],
          "weight")
      case .pointSize, .scale:
        expect(
          ["UIImage.SymbolConfiguration(\n        pointSize: 15, weight: .regular, scale: .small)"],
          key.rawValue)
      }
    }
    for key in covering(SectionListKey.self) {
      switch key {
      case .appearance:
        expect(
          [
            "UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in",
            "UICollectionLayoutListConfiguration(appearance: .sidebar)",
            "NSCollectionLayoutSection.list(\n          using: configuration, layoutEnvironment: layoutEnvironment)",
          ], key.rawValue)
      // Written as `true`, which is not `sidebar`'s default.
      case .showsSeparators: expect(["configuration.showsSeparators = true"], key.rawValue)
      case .headerMode, .footerMode:
        expect(["configuration.\(key.rawValue) = .supplementary"], key.rawValue)
      case .separatorConfiguration:
        expect(["configuration.separatorConfiguration.color = .opaqueSeparator"], key.rawValue)
      case .contentInsets:
        expect(
          [
            "section.contentInsets = NSDirectionalEdgeInsets(\n          top: 10, leading: 10, bottom: 0, trailing: 10)"
          ], key.rawValue)
      }
    }
    for key in covering(SectionLayoutKey.self) {
      switch key {
      case .item: expect(["let item = NSCollectionLayoutItem("], key.rawValue)
      case .group: expect(["let group = NSCollectionLayoutGroup.horizontal("], key.rawValue)
      case .interGroupSpacing: expect(["section.interGroupSpacing = 8"], key.rawValue)
      case .orthogonalScrollingBehavior:
        expect(["section.orthogonalScrollingBehavior = .groupPagingCentered"], key.rawValue)
      case .contentInsets:
        expect(
          [
            "section.contentInsets = NSDirectionalEdgeInsets(\n          top: 8, leading: 16, bottom: 8, trailing: 16)"
          ],
          key.rawValue)
      case .boundarySupplementaryItems:
        expect(
          [
            "section.boundarySupplementaryItems = [header]",
            "section.boundarySupplementaryItems = [footer]",
          ], key.rawValue)
      }
    }
    for key in covering(BoundarySupplementaryItemKey.self) {
      switch key {
      case .layoutSize:
        expect(
          ["let header = NSCollectionLayoutBoundarySupplementaryItem(\n          layoutSize:"],
          key.rawValue)
      case .alignment:
        expect(
          [
            "elementKind: UICollectionView.elementKindSectionHeader,\n          alignment: .top)",
            "elementKind: UICollectionView.elementKindSectionFooter,\n          alignment: .bottom)",
          ], key.rawValue)
      case .pinToVisibleBounds: expect(["header.pinToVisibleBounds = true"], key.rawValue)
      }
    }
    for key in covering(LayoutGroupKey.self) {
      switch key {
      case .layoutSize: expect(["let group = NSCollectionLayoutGroup.horizontal("], key.rawValue)
      case .contentInsets:
        expect(
          [
            "group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)"
          ],
          key.rawValue)
      case .interItemSpacing:
        expect(
          ["group.interItemSpacing = .flexible(0)", "group.interItemSpacing = .fixed(8)"],
          key.rawValue)
      case .count: expect(["subitem: item,\n          count: 2)"], key.rawValue)
      }
    }
    for key in covering(LayoutSpacingKey.self) {
      expect(["group.interItemSpacing = .\(key.rawValue)("], key.rawValue)
    }
    for key in covering(LayoutItemKey.self) {
      switch key {
      case .layoutSize: expect(["layoutSize: NSCollectionLayoutSize("], key.rawValue)
      case .contentInsets:
        expect(
          [
            "item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)",
            "group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)",
          ], key.rawValue)
      }
    }
    for key in covering(LayoutSizeKey.self) {
      expect(["\(key.rawValue): ."], key.rawValue)
    }
    for key in covering(LayoutDimensionKey.self) {
      switch key {
      case .absolute: expect([".absolute(240)"], key.rawValue)
      case .estimated: expect([".estimated(44)"], key.rawValue)
      case .fractionalWidth:
        expect([".fractionalWidth(0.5)", ".fractionalWidth(0.15)"], key.rawValue)
      case .fractionalHeight: expect([".fractionalHeight(1)"], key.rawValue)
      }
    }
    for key in covering(HostingKey.self) {
      switch key {
      case .content: expect(["EveryViewCell(item: item)"], key.rawValue)
      case .margins: expect([".margins(.horizontal, 16)", ".margins(.vertical, 4)"], key.rawValue)
      case .minSize: expect([".minSize(width: 0, height: 60)"], key.rawValue)
      case .background: expect([".background(Color(.systemBackground))"], key.rawValue)
      }
    }
    for kind in covering(AccessoryKind.self) {
      expect([".\(kind.rawValue)("], kind.rawValue)
    }
    // SectionKey's itemSeparators: the handler and the function it calls, which reads the
    // separators the item carries.
    expect(
      [
        "configuration.itemSeparatorHandler = { indexPath, separatorConfiguration in",
        "nonisolated static func separatorConfiguration(",
        "return separators?.applied(to: configuration) ?? configuration",
      ], SectionKey.itemSeparators.rawValue)
    // Each key: a property of the items' separators, set in the snapshot, applied to UIKit's.
    for key in covering(ItemSeparatorKey.self) {
      var expected = [
        "var \(key.rawValue): ", "configuration.\(key.rawValue) = Self.uiKit(\(key.rawValue))",
      ]
      switch key {
      case .topSeparatorVisibility, .bottomSeparatorVisibility:
        expected.append("\(key.rawValue): .")
      case .topSeparatorInsets:
        expected.append("topSeparatorInsets: .custom(\n              NSDirectionalEdgeInsets(")
      case .bottomSeparatorInsets:
        expected.append("bottomSeparatorInsets: .automatic")
      }
      expect(expected, key.rawValue)
    }
    for key in covering(BackgroundConfigurationKey.self) {
      switch key {
      case .style: expect(["UIBackgroundConfiguration.listGroupedCell()"], key.rawValue)
      case .cornerRadius: expect(["background.cornerRadius = 12"], key.rawValue)
      case .strokeColor: expect(["background.strokeColor = .systemBlue"], key.rawValue)
      case .strokeWidth: expect(["background.strokeWidth = 2"], key.rawValue)
      case .backgroundInsets:
        expect(["background.backgroundInsets = NSDirectionalEdgeInsets("], key.rawValue)
      }
    }
    for key in covering(SupplementaryKey.self) {
      switch key {
      case .style:
        expect(
          [
            "Self.headerConfiguration(for: section) ??",
            "UIListContentConfiguration.prominentInsetGroupedHeader()",
          ], key.rawValue)
      case .text: expect(["return \"Controls\""], key.rawValue)
      case .secondaryText: expect(["content.secondaryText = \"SwiftUI and UIKit\""], key.rawValue)
      case .image: expect(["content.image = UIImage(systemName: \"switch.2\")"], key.rawValue)
      }
    }
    for key in covering(AccessoryOptionKey.self) {
      switch key {
      case .displayed: expect(["displayed: .whenNotEditing"], key.rawValue)
      case .tintColor: expect(["tintColor: .systemGreen"], key.rawValue)
      case .text: expect([".label("], key.rawValue)
      case .if: expect(["if item.count > 0 {"], key.rawValue)
      case .view: expect(["customView: UISwitch.listAccessory("], key.rawValue)
      case .isOn:
        expect(
          ["isOn: item.enabled, onChange: { actions.onSwitch?(.switchAccessory(item), $0) }"],
          key.rawValue)
      case .image:
        expect(
          ["customView: UIImageView.listAccessory(", "image: UIImage(systemName: item.symbol)"],
          key.rawValue)
      case .preferredSymbolConfiguration:
        expect(
          ["symbolConfiguration: UIImage.SymbolConfiguration(textStyle: .body, scale: .small)"],
          key.rawValue)
      case .font: expect(["font: .preferredFont(forTextStyle: .subheadline)"], key.rawValue)
      case .textColor: expect(["textColor: .secondaryLabel"], key.rawValue)
      case .placement: expect(["placement: .trailing("], key.rawValue)
      case .reservedLayoutWidth: expect(["reservedLayoutWidth: .custom(60)"], key.rawValue)
      case .maintainsFixedSize: expect(["maintainsFixedSize: true"], key.rawValue)
      case .style: expect([".outlineDisclosure(options: .init(style: .cell))"], key.rawValue)
      case .showsVerticalSeparator:
        expect([".reorder(options: .init(showsVerticalSeparator: false))"], key.rawValue)
      }
    }
    for view in covering(ViewName.self) {
      switch view {
      case .hStack, .vStack, .zStack: expect(["\(view.rawValue)(alignment: "], view.rawValue)
      case .text: expect(["Text(item.title)", "Text(verbatim: "], view.rawValue)
      case .image:
        expect(
          ["Image(systemName: ", "Image(item.asset", ".resizable()\n", ".frame(width: "],
          view.rawValue)
      case .toggle:
        expect(
          [
            "Toggle(item.title, isOn: binding(item.enabled",
            "Toggle(isOn: binding(!item.enabled)) {\n          Label(item.detail",
            "set: { @MainActor in actions.onSwitch?(.controls(item), $0) }",
            "ControlsCell(item: item, actions: actions)",
          ], view.rawValue)
      case .label: expect(["Label(item.detail, systemImage: item.symbol"], view.rawValue)
      case .button: expect(["Button(action: {}) { Text(verbatim: \"Sign Out\") }"], view.rawValue)
      case .spacer: expect(["Spacer()", "Spacer(minLength: 4)"], view.rawValue)
      case .color: expect(["Color(.systemTeal)"], view.rawValue)
      case .rectangle, .capsule, .circle, .divider: expect(["\(view.rawValue)()"], view.rawValue)
      case .roundedRectangle: expect(["RoundedRectangle(cornerRadius: 6)"], view.rawValue)
      }
    }
    for modifier in covering(ModifierName.self) {
      switch modifier {
      // SwiftUI deprecated foregroundColor for foregroundStyle; both are written as the latter.
      case .foregroundColor: expect([".foregroundStyle(Color(.secondaryLabel))"], "foregroundColor")
      case .alignmentGuide:
        expect([".alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }"], "alignmentGuide")
      case .background: expect([".background {", ".background(Color(.systemFill))"], "background")
      case .padding, .frame, .foregroundStyle, .font, .fontWeight, .lineLimit, .imageScale:
        expect([".\(modifier.rawValue)("], modifier.rawValue)
      case .singleValue(let decoration):
        let declaration = decoration.declaration
        let label = declaration.argumentLabel.map { "\($0): " } ?? ""
        expect([".\(declaration.swiftCall)(\(label)"], modifier.rawValue)
      case .resizable:
        // The spec's own, with no frame of the asset's size after it.
        expect(
          ["Image(item.asset)\n            .resizable()\n            .aspectRatio("], "resizable")
      case .aspectRatio:
        expect(
          [".aspectRatio(contentMode: .fill)", ".aspectRatio(1.5, contentMode: .fit)"],
          "aspectRatio")
      case .clipShape:
        expect(
          [
            ".clipShape(RoundedRectangle(cornerRadius: 6))", ".clipShape(Capsule())",
            ".clipShape(Rectangle())", ".clipShape(Circle())",
          ], "clipShape")
      case .textStyle(let style): expect([".\(style.rawValue)()"], style.rawValue)
      }
    }
    // The document's own keys.
    for key in covering(DocumentKey.self) {
      switch key {
      // The format's version: read, never generated.
      case .listspec: expect([], key.rawValue)
      case .name: expect(["enum EveryOptionItem: ", "enum EveryOptionList {"], key.rawValue)
      case .platform: expect([], key.rawValue)  // PlatformKey below
      // What render and preview draw (direction, scheme, device…): the app's device decides.
      case .preview: expect([], key.rawValue)
      case .list: expect(["UICollectionLayoutListConfiguration(appearance: "], key.rawValue)
      case .cells:
        expect(["case everyView(EveryView)", "struct EveryViewCell: View {"], key.rawValue)
      case .sections:
        expect(
          [
            "struct EveryOptionSection: RawRepresentable, ",
            "snapshot.appendSections([.content, .sidebarStyles, .hosting, .controls, .shelf, .grid])",
          ], key.rawValue)
      case .navigationBar: expect(["static func configureNavigationBar("], key.rawValue)
      case .assets: expect(["UIImage(named: \"beans\")", "Image(item.asset)"], key.rawValue)
      }
    }
    for key in covering(PlatformKey.self) {
      switch key {
      // The deployment target: validate refuses what it lacks, so the Swift needs no checks
      // (a spec without it gets `#available` checks: GeneratedCodeTypeCheckTests).
      case .iOS: XCTAssertFalse(code.contains("#available"), "iOS: checks at iOS 16.4")
      }
    }
    for key in covering(PreviewKey.self) {
      switch key {
      // Render-only: the device, scheme, size, direction, locale, time zone and moment are
      // the running app's.
      case .layoutDirection, .colorScheme, .device, .contentSize, .orientation, .locale,
        .timeZone, .now:
        expect([], key.rawValue)
      // `full`: the list is not a split view's column, so makeLayout() has no split-view note.
      case .column: XCTAssertFalse(code.contains("UISplitViewController"), key.rawValue)
      }
    }
    for key in covering(SectionKey.self) {
      switch key {
      case .id:
        expect(["static let sidebarStyles = EveryOptionSection(\"sidebar-styles\")"], key.rawValue)
      case .header:
        expect(
          ["static func header(for section: EveryOptionSection)", "return \"Sidebar styles\""],
          key.rawValue)
      case .footer:
        expect(
          ["static func footer(for section: EveryOptionSection)", "return \"Quoted text: fine.\""],
          key.rawValue)
      // The section's template: its items' case.
      case .cell: expect([".everyView(\n          id: \"views\""], key.rawValue)
      case .list: expect(["case .sidebarStyles?:"], key.rawValue)
      case .layout:
        expect(["case .shelf?:", "NSCollectionLayoutSection(group: group)"], key.rawValue)
      case .itemSeparators: expect(["separators: EveryOptionItemSeparators("], key.rawValue)
      case .items: expect(["toSection: .controls)"], key.rawValue)
      }
    }
    for key in covering(EdgeInsetKey.self) {
      switch key {
      case .top, .leading, .bottom, .trailing:
        expect(
          [
            "NSDirectionalEdgeInsets(\n          top: 10, leading: 10, bottom: 0, trailing: 10)",
            "\(key.rawValue): ",
          ], key.rawValue)
      }
    }
    for key in covering(SizeKey.self) {
      switch key {
      case .width, .height:
        expect(["CGSize(width: 32, height: 28)", ".minSize(width: 0, height: 60)"], key.rawValue)
      }
    }
    for key in covering(FontKey.self) {
      switch key {
      case .style:
        expect(
          [".font(.footnote)", ".preferredFont(forTextStyle: .headline)"], key.rawValue)
      case .size: expect([".systemFont(ofSize: 13, "], key.rawValue)
      case .weight:
        expect([".font(.system(.title3, weight: .semibold))", "weight: .regular)"], key.rawValue)
      }
    }
    for key in covering(FrameKey.self) {
      switch key {
      case .width, .height: expect([".frame(width: 120, height: 44)"], key.rawValue)
      case .minWidth, .idealWidth, .maxWidth, .minHeight, .idealHeight, .maxHeight:
        expect(["\(key.rawValue): "], key.rawValue)
      case .alignment: expect(["alignment: .topLeading"], key.rawValue)
      }
    }
    for key in covering(AspectRatioKey.self) {
      switch key {
      case .ratio: expect([".aspectRatio(1.5, "], key.rawValue)
      case .contentMode: expect(["contentMode: .fit)", "contentMode: .fill)"], key.rawValue)
      }
    }
    for key in covering(StackKey.self) {
      switch key {
      case .alignment: expect(["ZStack(alignment: .bottomTrailing) {"], key.rawValue)
      case .spacing: expect(["VStack(alignment: .leading, spacing: 6) {"], key.rawValue)
      case .children: expect(["HStack {\n          Rectangle()\n          Capsule()"], key.rawValue)
      }
    }
    for key in covering(ViewOptionKey.self) {
      switch key {
      case .modifiers:
        expect(["Image(systemName: item.symbol)\n            .padding()"], key.rawValue)
      case .fill: expect(["Circle()\n            .fill(Color(.systemMint))"], key.rawValue)
      case .if: expect(["if item.enabled {"], key.rawValue)
      }
    }
    for key in covering(ImageViewKey.self) {
      switch key {
      case .systemName: expect(["Image(systemName: item.symbol)"], key.rawValue)
      case .name: expect(["Image(item.asset)"], key.rawValue)
      // The size it is drawn at without the catalog; in the app the asset has its own.
      case .width, .height: expect([], key.rawValue)
      }
    }
    for key in covering(SystemImageKey.self) {
      switch key {
      case .systemName: expect(["UIImage(systemName: \"trash\")"], key.rawValue)
      }
    }
    for key in covering(LabelKey.self) {
      switch key {
      case .title, .systemImage:
        expect(["Label(item.detail, systemImage: item.symbol)"], key.rawValue)
      }
    }
    for key in covering(ToggleKey.self) {
      switch key {
      case .title: expect(["Toggle(item.title, "], key.rawValue)
      case .isOn: expect(["isOn: binding(!item.enabled)"], key.rawValue)
      case .label:
        expect(
          ["Toggle(isOn: binding(!item.enabled)) {\n          Label(item.detail"], key.rawValue)
      }
    }
    for key in covering(SpacerKey.self) {
      switch key {
      case .minLength: expect(["Spacer(minLength: 4)"], key.rawValue)
      }
    }
    for key in covering(ShapeKey.self) {
      switch key {
      case .fill: expect(["Capsule()\n            .fill(Color(.systemIndigo))"], key.rawValue)
      }
    }
    for key in covering(RoundedRectangleKey.self) {
      switch key {
      case .cornerRadius: expect(["RoundedRectangle(cornerRadius: 12)"], key.rawValue)
      case .fill:
        expect(
          ["RoundedRectangle(cornerRadius: 6)\n            .fill(Color(.systemPink))"],
          key.rawValue)
      }
    }
    for guide in covering(SeparatorGuide.self) {
      switch guide {
      case .listRowSeparatorLeading, .listRowSeparatorTrailing:
        expect([".alignmentGuide(.\(guide.rawValue)) { $0["], guide.rawValue)
      }
    }
    XCTAssertEqual(
      Set(Format.tables.map(\.table.name)).subtracting(covered), [],
      "key tables with no switch here: a key in them could be ignored by the generator")
  }
}
