/// A whole list spec, decoded and typed: what a `UICollectionView` list is made of.
///
/// Every element keeps the ``SourceRange`` it was written at, so later stages (validation,
/// diff) can point back into the file.
public struct ListSpecDocument: Sendable {
  /// `listspec:` — the format version. This library reads ``ListSpecDocument/supportedFormat``.
  public var formatVersion: Int
  /// `platform:` — the deployment target that availability is checked against.
  public var platform: Platform
  /// `preview:` — defaults for the preview environment (not app code).
  public var preview: PreviewDefaults = PreviewDefaults()
  /// `name:` — what generated types are named after (nil: the file name), and where it is
  /// written.
  public var name: String?
  public var nameRange: SourceRange?
  /// `list:` — `UICollectionLayoutListConfiguration`.
  public var list: ListConfiguration
  /// `navigationBar:` — the bar above the list; nil draws none.
  public var navigationBar: NavigationBar?
  /// `cells:` — reusable cell templates in source order.
  public var cells: [CellTemplate]
  /// `sections:` — the snapshot: sections with their items, in order.
  public var sections: [SpecSection]
  /// The YAML tree the spec was decoded from (aliases and merges resolved); the differ compares
  /// configuration through it so it can name key paths and source locations. A spec read by
  /// ``ListSpecLoader`` keeps only the configuration here: its sections keep their `id` and
  /// `list`, not their items (the items are in ``sections``; see ``keyRange(ofField:inItemAt:)``).
  package var root: YAMLNode?
  /// The file the spec was read from, when it was read by ``ListSpecLoader``.
  var source: SourceFile?
  /// The JSON file ``sections`` were read from (`--items`, ``ItemsFile``); nil when they are
  /// the spec's own. Problems found at a section or an item are in that file.
  public internal(set) var sectionsPath: String?
  /// Every use of an API with an iOS availability, as the decoder met it; validation checks
  /// them against ``platform``.
  public var featureUses: [FeatureUse] = []
  /// The colour and image sets of the catalogs `assets` names (empty without it).
  public var assets = AssetCatalogs()
  /// Cell templates written in the spec that could not be decoded (their problems are
  /// reported): items naming them are not also told the template does not exist.
  var undecodedCellTemplates: Set<String> = []

  /// The format version this library reads.
  public static let supportedFormat = 1

  public init(
    formatVersion: Int = ListSpecDocument.supportedFormat, platform: Platform = Platform(),
    list: ListConfiguration, cells: [CellTemplate], sections: [SpecSection]
  ) {
    self.formatVersion = formatVersion
    self.platform = platform
    self.list = list
    self.cells = cells
    self.sections = sections
  }

  /// The cell template named `name`.
  public func cell(named name: String) -> CellTemplate? {
    cells.first { $0.name == name }
  }

  /// Every item of every section, in order (outline children after their parent).
  public var allItems: [Item] { sections.flatMap(\.items) }
}

/// `platform:` — deployment targets.
public struct Platform: Sendable, Hashable {
  /// `iOS: "16.0"`; nil when not given (then availability is not checked).
  public var iOS: OSVersion?
  public var range: SourceRange?

  public init(iOS: OSVersion? = nil, range: SourceRange? = nil) {
    self.iOS = iOS
    self.range = range
  }
}

/// A dotted OS version such as `16.4`.
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
  public var major: Int
  public var minor: Int
  public var patch: Int

  public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses `16`, `16.4` or `16.4.1`.
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count) else { return nil }
    var numbers: [Int] = []
    for part in parts {
      guard !part.isEmpty, part.allSatisfy(\.isASCII), let number = Int(part), number >= 0 else {
        return nil
      }
      numbers.append(number)
    }
    while numbers.count < 3 { numbers.append(0) }
    self.init(numbers[0], numbers[1], numbers[2])
  }

  public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }
}

/// `sections[]` — one section of the snapshot.
public struct SpecSection: Sendable, Hashable {
  /// The section identifier (unique in the list).
  public var id: String
  /// Header text, shown when `list.headerMode` is `supplementary`.
  public var header: String?
  /// Footer text, shown when `list.footerMode` is `supplementary`.
  public var footer: String?
  /// The header's content configuration when written as a mapping (`{ style, text, … }`);
  /// nil is the list appearance's default with `header` as its text.
  public var headerConfiguration: SupplementaryConfiguration?
  /// The same for the footer.
  public var footerConfiguration: SupplementaryConfiguration?
  /// `itemSeparators:` — per-item separator changes (`itemSeparatorHandler`), in written order.
  public var itemSeparators: [ItemSeparators] = []
  /// The cell template used by items that name none.
  public var cell: String?
  /// `list:` — the section's own list configuration; nil uses the top-level `list:`.
  public var list: SectionListConfiguration?
  /// `layout:` — a section that is not a list (`NSCollectionLayoutSection(group:)`); nil is a
  /// list section.
  public var layout: CompositionalSection?
  /// Every item of the section at every depth, in pre-order: each parent is followed by its
  /// children (``Item/depth``, ``Item/descendantCount``). A flat section is depth 0 only.
  public var items: [Item]
  /// The whole section mapping.
  public var range: SourceRange
  /// The `id` value.
  public var idRange: SourceRange
  /// What the id was written as (a plain `0` is an integer), for typed section identifiers.
  public var idKind: FieldValueKind = .string

  public init(
    id: String, header: String? = nil, footer: String? = nil, cell: String? = nil,
    items: [Item], range: SourceRange = .unwritten, idRange: SourceRange? = nil
  ) {
    self.id = id
    self.header = header
    self.footer = footer
    self.cell = cell
    self.items = items
    self.range = range
    self.idRange = idRange ?? range
  }
}

/// `sections[].items[]` — one item: its identifier, its cell template and the fields the
/// template reads.
public struct Item: Sendable, Hashable {
  /// The item identifier (unique across the whole list).
  public var id: String
  /// The name of the cell template that displays it (resolved from the section default).
  public var cell: String
  /// Every key of the item mapping as text, `id` and `cell` included, so `{id}` works.
  public var fields: ItemFields
  public var range: SourceRange {
    get { storedRange }
    set {
      // The other ranges are kept relative to this one.
      let (id, cell) = (idRange, cellRange)
      storedRange = newValue
      (idRange, cellRange) = (id, cell)
    }
  }
  public var idRange: SourceRange {
    get { idPlace.range(within: storedRange) ?? extras?.idRange ?? storedRange }
    set { (idPlace, extras) = place(newValue, in: \.idRange) }
  }
  /// Where the cell template is named: the item's `cell:` value, or its section's.
  public var cellRange: SourceRange {
    get { cellPlace.range(within: storedRange) ?? extras?.cellRange ?? storedRange }
    set { (cellPlace, extras) = place(newValue, in: \.cellRange) }
  }
  /// How deep the item sits in its section's outline: 0 for an item appended to the section,
  /// 1 for a child of one, … (`NSDiffableDataSourceSectionSnapshot.level(of:)`, which UIKit
  /// sets as the cell's `indentationLevel`).
  public var depth: Int {
    get { Int(storedDepth) }
    set { storedDepth = Int16(clamping: newValue) }
  }
  /// How many items follow this one in its section's pre-order walk and sit below it: its
  /// children, their children, … (`snapshot(of:includingParent:)`'s count). 0 for a leaf.
  public var descendantCount: Int {
    get { Int(storedDescendantCount) }
    set { storedDescendantCount = Int32(clamping: newValue) }
  }
  /// The `expanded` value, when written.
  public var expandedRange: SourceRange? {
    get { extras?.expandedRange }
    set { extras = ItemExtras.make(extras) { $0.expandedRange = newValue } }
  }
  /// `leadingSwipeActions` / `trailingSwipeActions` written on the item: they replace its
  /// template's for that edge.
  public var swipeActions: SwipeActions? {
    get { extras?.swipeActions }
    set { extras = ItemExtras.make(extras) { $0.swipeActions = newValue } }
  }

  // Items are the bulk of a large spec's memory (a million items in a large spec). The id's
  // and the cell's ranges are kept as 8-byte places within the item's range (an `id:` value
  // lies a few lines into its item), the outline's numbers are small integers (outlines are
  // at most 32 deep), and what few items have — ranges that do not fit a place, an
  // `expanded` value, swipe actions — is kept out of line, so an item costs one pointer for
  // it: 96 bytes, down from 144.
  private var storedRange: SourceRange
  private var idPlace = RangePlace.sameAsItem
  private var cellPlace = RangePlace.sameAsItem
  private var storedDescendantCount: Int32 = 0
  private var storedDepth: Int16 = 0
  /// `expanded: true` — the item's children show (`sectionSnapshot.expand([item])`). A
  /// section snapshot's items start collapsed. (Declared here: stored properties are laid
  /// out in order, and here it fills the outline numbers' spare bytes.)
  public var isExpanded: Bool = false
  private var extras: ItemExtras?

  public init(
    id: String, cell: String, fields: ItemFields = [:], range: SourceRange = .unwritten,
    idRange: SourceRange? = nil, cellRange: SourceRange? = nil
  ) {
    self.id = id
    self.cell = cell
    self.fields = fields
    self.storedRange = range
    if let idRange { self.idRange = idRange }
    if let cellRange { self.cellRange = cellRange }
  }

  /// `range` as a place within the item's range, or kept out of line (`keyPath` of the
  /// extras) when it does not fit one.
  private func place(
    _ range: SourceRange, in keyPath: WritableKeyPath<ItemExtras.Ranges, SourceRange?>
  )
    -> (RangePlace, ItemExtras?)
  {
    let place = RangePlace(range, within: storedRange)
    var ranges = extras?.ranges ?? ItemExtras.Ranges()
    ranges[keyPath: keyPath] = place == nil ? range : nil
    return (place ?? .outOfLine, ItemExtras.make(extras) { $0.ranges = ranges })
  }

  /// Makes this item share `cache`'s out-of-line part when equal to its own (every item of
  /// a section that names the cell keeps the section's `cell:` range there), else makes its
  /// own the cache: decoding a million such items then keeps one copy, not a million.
  mutating func shareExtras(_ cache: inout ItemExtras?) {
    guard let extras else { return }
    if let cache, cache == extras {
      self.extras = cache
    } else {
      cache = extras
    }
  }

  /// Whether the item has children (`children:` with at least one item).
  public var hasChildren: Bool { descendantCount > 0 }

  /// Equality of content (what the differ calls "changed", ``differences(from:)``), ignoring
  /// source positions.
  public func hasSameContent(as other: Item) -> Bool {
    id == other.id && differences(from: other).isEmpty
  }
}

/// A range kept in 8 bytes as a place within an enclosing range: lines below its start, its
/// column, bytes after its start, and its length, for a range on one line whose columns are
/// bytes (ASCII). Anything else does not fit (`init` gives nil).
struct RangePlace: Hashable, Sendable {
  private let raw: UInt64

  private init(raw: UInt64) { self.raw = raw }

  /// The enclosing range itself (what an item built without an id range uses).
  static let sameAsItem = RangePlace(raw: .max)
  /// Kept out of line.
  static let outOfLine = RangePlace(raw: .max - 1)

  init?(_ range: SourceRange, within base: SourceRange) {
    if range == base {
      self = .sameAsItem
      return
    }
    let lines = range.start.line - base.start.line
    let bytes = range.start.offset - base.start.offset
    let length = range.end.offset - range.start.offset
    let limit = Int(UInt16.max) - 2
    guard (0...limit).contains(lines), (0...limit).contains(bytes),
      (0...limit).contains(range.start.column), (0...limit).contains(length),
      range.end.line == range.start.line, range.end.column - range.start.column == length
    else { return nil }
    raw =
      UInt64(lines) << 48 | UInt64(range.start.column) << 32 | UInt64(bytes) << 16
      | UInt64(length)
  }

  /// The range this place stands for, or nil when it is kept out of line.
  func range(within base: SourceRange) -> SourceRange? {
    if self == .sameAsItem { return base }
    if self == .outOfLine { return nil }
    let lines = Int(raw >> 48)
    let column = Int(raw >> 32 & 0xFFFF)
    let bytes = Int(raw >> 16 & 0xFFFF)
    let length = Int(raw & 0xFFFF)
    let start = SourceLocation(
      line: base.start.line + lines, column: column, offset: base.start.offset + bytes)
    return SourceRange(
      start: start,
      end: SourceLocation(line: start.line, column: column + length, offset: start.offset + length))
  }
}

/// A place where the spec uses an API introduced in a given iOS version.
public struct FeatureUse: Sendable, Hashable {
  /// The API as an iOS engineer names it ("UIHostingConfiguration").
  public var feature: String
  public var introduced: OSVersion
  public var range: SourceRange

  public init(feature: String, introduced: OSVersion, range: SourceRange = .unwritten) {
    self.feature = feature
    self.introduced = introduced
    self.range = range
  }
}

/// `preview:` — how the spec asks to be previewed when the command line does not say.
public struct PreviewDefaults: Sendable, Hashable {
  /// `layoutDirection:`; nil when not written (as every key below).
  public var layoutDirection: SpecLayoutDirection?
  /// `colorScheme:`.
  public var colorScheme: PreviewColorScheme?
  /// `device:`, a preset.
  public var device: DevicePreset?
  /// `contentSize:`.
  public var contentSize: SpecContentSizeCategory?
  /// `orientation:`.
  public var orientation: PreviewOrientation?
  /// `column:`.
  public var column: PreviewColumn?
  /// `locale:`, the locale identifier `formatted(…)` prints in (`de_DE`).
  public var locale: String?
  /// `timeZone:`, the time zone identifier dates are shown in (`Europe/Berlin`).
  public var timeZone: String?
  /// `now:`, the moment of `Date.now` and relative dates, as written (ISO 8601).
  public var now: String?

  /// The locale, time zone and moment expressions format values in: these keys, else
  /// `en_US`, `UTC` and the moment the command runs.
  public var formatEnvironment: FormatEnvironment {
    FormatEnvironment(
      localeIdentifier: locale ?? FormatEnvironment.defaultLocaleIdentifier,
      timeZoneIdentifier: timeZone ?? FormatEnvironment.defaultTimeZoneIdentifier,
      now: now.flatMap(ISO8601Text.date))
  }

  public init(
    layoutDirection: SpecLayoutDirection? = nil, colorScheme: PreviewColorScheme? = nil,
    device: DevicePreset? = nil, contentSize: SpecContentSizeCategory? = nil,
    orientation: PreviewOrientation? = nil, column: PreviewColumn? = nil
  ) {
    self.layoutDirection = layoutDirection
    self.colorScheme = colorScheme
    self.device = device
    self.contentSize = contentSize
    self.orientation = orientation
    self.column = column
  }
}

/// `preview: colorScheme`: light or dark (`UIUserInterfaceStyle`).
public enum PreviewColorScheme: String, Sendable, CaseIterable, Hashable {
  case light, dark
}

/// `preview: orientation`: the device upright or turned.
public enum PreviewOrientation: String, Sendable, CaseIterable, Hashable {
  case portrait, landscape
}

/// `preview: column`: where the list is on an iPad — the primary column of a
/// `UISplitViewController` beside an empty secondary one, or the whole screen.
public enum PreviewColumn: String, Sendable, CaseIterable, Hashable {
  case primary, full

  /// `written`, else where iPadOS shows a list of `appearance`: a sidebar is the primary
  /// column, any other list the whole screen.
  public static func resolved(_ written: PreviewColumn?, appearance: ListAppearance)
    -> PreviewColumn
  {
    written ?? (ListMetrics.isSidebar(appearance) ? .primary : .full)
  }
}

extension PreviewEnvironment {
  /// This environment with the spec's `preview:` defaults where the command line gave none:
  /// `rightToLeft` is the command line's `--rtl`, else the spec's `layoutDirection`; the
  /// device, colour scheme, Dynamic Type size and orientation are the spec's unless
  /// `chosenSettings` holds them or, as a right-to-left one does, the environment already
  /// differs from the default (dark, another size, landscape: what a caller asked for). A
  /// device the spec names keeps the rows selected or swiped, edit mode and a chosen display
  /// scale.
  public func applying(_ defaults: PreviewDefaults, rightToLeft: Bool) -> PreviewEnvironment {
    var environment = self
    environment.layoutDirection =
      rightToLeft ? .rightToLeft : defaults.layoutDirection ?? layoutDirection
    if !chosenSettings.contains(.colorScheme), !isDark, let scheme = defaults.colorScheme {
      environment.isDark = scheme == .dark
    }
    if !chosenSettings.contains(.contentSize), contentSizeCategory == .large,
      let size = defaults.contentSize
    {
      environment.contentSizeCategory = size
    }
    if environment.column == nil { environment.column = defaults.column }
    let current = deviceName.flatMap(DevicePreset.named)
    let device = chosenSettings.contains(.device) ? current : defaults.device ?? current
    let landscape =
      chosenSettings.contains(.orientation) || isLandscape
      ? isLandscape : defaults.orientation.map { $0 == .landscape } ?? isLandscape
    if let device, device.name != deviceName || landscape != isLandscape {
      var turned = PreviewEnvironment(
        device: device, contentSizeCategory: environment.contentSizeCategory,
        isDark: environment.isDark, landscape: landscape)
      turned.layoutDirection = environment.layoutDirection
      turned.swiped = swiped
      turned.isEditing = isEditing
      turned.selectedItems = selectedItems
      turned.column = environment.column
      turned.chosenSettings = chosenSettings
      if chosenSettings.contains(.displayScale) { turned.displayScale = displayScale }
      environment = turned
    }
    return environment
  }
}

/// What only some items have, kept out of line (``Item``'s memory note); immutable, so copies
/// of an item share it.
final class ItemExtras: Sendable, Hashable {
  /// The id's and the cell's ranges when they do not fit an 8-byte place.
  struct Ranges: Hashable, Sendable {
    var idRange: SourceRange?
    var cellRange: SourceRange?
  }

  /// Everything an item keeps out of line. Equality and hashing are synthesised, so a part
  /// added here is compared and hashed without being remembered in `==`.
  struct Parts: Hashable, Sendable {
    var expandedRange: SourceRange?
    var swipeActions: SwipeActions?
    var ranges = Ranges()
  }

  let parts: Parts
  var expandedRange: SourceRange? { parts.expandedRange }
  var swipeActions: SwipeActions? { parts.swipeActions }
  var ranges: Ranges { parts.ranges }
  var idRange: SourceRange? { ranges.idRange }
  var cellRange: SourceRange? { ranges.cellRange }

  private init(_ parts: Parts) { self.parts = parts }

  /// `extras` with `change` made; nil when there is nothing to keep, so items without extras
  /// compare equal however they were built.
  static func make(_ extras: ItemExtras?, _ change: (inout Parts) -> Void) -> ItemExtras? {
    var parts = extras?.parts ?? Parts()
    change(&parts)
    guard parts != Parts() else { return nil }
    return ItemExtras(parts)
  }

  static func == (left: ItemExtras, right: ItemExtras) -> Bool {
    left === right || left.parts == right.parts
  }

  func hash(into hasher: inout Hasher) { hasher.combine(parts) }
}
