// Recording stand-in for the part of UIKit that `listspec generate` emits code against. Every
// declaration is copied in shape from Apple's documentation (cited above it); bodies store what
// is set (in `_bag`), so the oracle can run generated code and read back what each cell was
// configured with. See README.md beside this file for the rules.
// Not compiled into the test binary: SwiftTypeChecker builds it as module `UIKit`.

@_exported import Foundation

// MARK: - Base classes

// https://developer.apple.com/documentation/uikit/uiresponder
// Only what UIView needs to inherit from.
@MainActor open class UIResponder: NSObject {
  var _bag = _StandInBag()
}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { super.init() }
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {
  // https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
    public static var valueChanged: UIControl.Event { UIControl.Event(rawValue: 1 << 12) }
  }
  // https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  @available(iOS 14.0, *)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    _actions.append((action, controlEvents))
  }
  var _actions: [(action: UIAction, events: UIControl.Event)] = []
}

// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
  // https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)
  public override init(frame: CGRect) { super.init(frame: frame) }
  // https://developer.apple.com/documentation/uikit/uiswitch/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiswitch/ison
  open var isOn: Bool {
    get { _bag[#function, default: false] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor open class UIImageView: UIView {
  // https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  public init(image: UIImage?) {
    super.init(frame: .zero)
    self.image = image
  }
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) { super.init(frame: frame) }
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uiimageview/preferredsymbolconfiguration
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uilabel
@MainActor open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) { super.init(frame: frame) }
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilabel/font
  // Declared `UIFont!`: a nil assignment restores the default.
  open var font: UIFont! {
    get { _bag[#function, default: UIFont._standInDefault] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilabel/textcolor
  // Declared `UIColor!`: a nil assignment restores the default.
  open var textColor: UIColor! {
    get { _bag[#function, default: UIColor._standInDefault] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
  // (UILabel adopts UIContentSizeCategoryAdjusting; the protocol is omitted.)
  open var adjustsFontForContentSizeCategory: Bool {
    get { _bag[#function, default: false] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  // Inherited from NSObject: `init` calls init(nibName: nil, bundle: nil) ("If you specify nil
  // for the nibName parameter…", the page above), so `MyViewController()` is how apps make one.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  open var navigationItem: UINavigationItem { _bag.made(#function) { UINavigationItem() } }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  open var navigationController: UINavigationController? { nil }
}

// MARK: - Foundation's localized strings

// swift-corelibs-foundation has neither `String.LocalizationValue` nor `String(localized:)`;
// they are declared here, in the module that re-exports Foundation, as Apple declares them.
// `String(localized:)` gives the English text (no catalog is loaded): the key as a format of
// the interpolated values, so the oracle compares what an English device shows.

extension String {
  // https://developer.apple.com/documentation/swift/string/localizationvalue
  @available(iOS 15.0, *)
  public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// The key: the literal with `%@`, `%lld` or `%lf` where a value was interpolated.
    public let _key: String
    /// What each interpolated value shows as its specifier formats it.
    let _arguments: [String]
    // https://developer.apple.com/documentation/swift/string/localizationvalue/init(_:)
    public init(_ value: String) {
      _key = value
      _arguments = []
    }
    // https://developer.apple.com/documentation/swift/string/localizationvalue/init(stringliteral:)
    public init(stringLiteral value: String) { self.init(value) }
    // https://developer.apple.com/documentation/swift/string/localizationvalue/init(stringinterpolation:)
    public init(stringInterpolation: StringInterpolation) {
      _key = stringInterpolation._key
      _arguments = stringInterpolation._arguments
    }

    // https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation
    // Only the overloads generated code uses: a `String` (`%@`), an `Int` (`%lld`) and a
    // `Double` (`%lf`, six decimals as `String(format:)` shows it). NOT CONFIRMED: whether
    // Apple declares the numeric ones per type or generically; the specifiers are the ones
    // Xcode extracts.
    public struct StringInterpolation: StringInterpolationProtocol {
      var _key = ""
      var _arguments: [String] = []
      public init(literalCapacity: Int, interpolationCount: Int) {
        _key.reserveCapacity(literalCapacity + 4 * interpolationCount)
      }
      // https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation/appendliteral(_:)
      public mutating func appendLiteral(_ literal: String) { _key += literal }
      // https://developer.apple.com/documentation/swift/string/localizationvalue/stringinterpolation/appendinterpolation(_:)
      public mutating func appendInterpolation(_ string: String) {
        _key += "%@"
        _arguments.append(string)
      }
      public mutating func appendInterpolation(_ value: Int) {
        _key += "%lld"
        _arguments.append("\(value)")
      }
      public mutating func appendInterpolation(_ value: Double) {
        _key += "%lf"
        _arguments.append(String(format: "%f", value))
      }
    }
  }

  // https://developer.apple.com/documentation/swift/string/init(localized:table:bundle:locale:comment:)
  @available(iOS 15.0, *)
  public init(
    localized keyAndValue: String.LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    var text = ""
    var arguments = keyAndValue._arguments.makeIterator()
    var rest = Substring(keyAndValue._key)
    while let percent = rest.firstIndex(of: "%") {
      text += rest[..<percent]
      rest = rest[percent...]
      let specifier = ["%@", "%lld", "%lf"].first { rest.hasPrefix($0) } ?? "%"
      text += arguments.next() ?? ""
      rest = rest.dropFirst(specifier.count)
    }
    self = text + rest
  }
}

// MARK: - Navigation bar

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
  open var navigationBar: UINavigationBar { _bag.made(#function) { UINavigationBar(frame: .zero) } }
}

// MARK: - Split view

// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@MainActor open class UISplitViewController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
  @available(iOS 14.0, *)
  public enum Style: Int, @unchecked Sendable {
    case unspecified = 0
    case doubleColumn = 1
    case tripleColumn = 2
  }
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
  @available(iOS 14.0, *)
  public enum Column: Int, @unchecked Sendable {
    case primary = 0
    case supplementary = 1
    case secondary = 2
    case compact = 3
  }
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum
  public enum DisplayMode: Int, @unchecked Sendable {
    case automatic = 0
    case secondaryOnly = 1
    case oneBesideSecondary = 2
    case oneOverSecondary = 3
    @available(iOS 14.0, *) case twoBesideSecondary = 4
    @available(iOS 14.0, *) case twoOverSecondary = 5
    @available(iOS 14.0, *) case twoDisplaceSecondary = 6
  }
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
  @available(iOS 14.0, *)
  public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
  @available(iOS 14.0, *)
  open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {
    _bag["viewController.\(column.rawValue)"] = vc
  }
  // https://developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode
  open var preferredDisplayMode: UISplitViewController.DisplayMode {
    get { _bag[#function, default: .automatic] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor open class UINavigationBar: UIView {
  // https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles
  // (iOS 11.0, below the baseline: no availability written.)
  open var prefersLargeTitles: Bool {
    get { _bag[#function, default: false] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor open class UINavigationItem: NSObject {
  var _bag = _StandInBag()
  // https://developer.apple.com/documentation/uikit/uinavigationitem/title
  open var title: String? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property
  open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode {
    get { _bag[#function, default: .automatic] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller
  open var searchController: UISearchController? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
  open var leftBarButtonItems: [UIBarButtonItem]? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
  open var rightBarButtonItems: [UIBarButtonItem]? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uinavigationitem/leftitemssupplementbackbutton
  open var leftItemsSupplementBackButton: Bool {
    get { _bag[#function, default: false] }
    set { _bag[#function] = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum
  // (`inline`, iOS 17, is omitted: the generator does not write it.)
  public enum LargeTitleDisplayMode: Int, @unchecked Sendable {
    case automatic = 0
    case always = 1
    case never = 2
  }
}

// https://developer.apple.com/documentation/uikit/uibarbuttonitem
// (its superclass UIBarItem is left out: the generator uses nothing of it)
@MainActor open class UIBarButtonItem: NSObject {
  var _bag = _StandInBag()
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
  // (the cases listspec's `systemItem` takes)
  public enum SystemItem: Int, @unchecked Sendable {
    case done = 0
    case cancel = 1
    case edit = 2
    case save = 3
    case add = 4
    case compose = 7
    case reply = 8
    case action = 9
    case organize = 10
    case bookmarks = 11
    case search = 12
    case refresh = 13
    case trash = 16
    case camera = 15
    case close = 24
  }
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    case plain = 0
    case done = 2
  }
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
  @available(iOS 14.0, *)
  public convenience init(
    systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    _bag["systemItem"] = systemItem
    _bag["primaryAction"] = primaryAction
    _bag["menu"] = menu
  }
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  @available(iOS 14.0, *)
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.init()
    _bag["title"] = title
    _bag["image"] = image
    _bag["primaryAction"] = primaryAction
    _bag["menu"] = menu
  }
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.property
  open var style: UIBarButtonItem.Style {
    get { _bag[#function, default: .plain] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

// https://developer.apple.com/documentation/uikit/uiaction
@MainActor open class UIAction: UIMenuElement {
  // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  // (identifier, discoverabilityTitle, attributes and state are left out: the generator
  // writes none of them, and each has a default)
  public convenience init(
    title: String = "", image: UIImage? = nil, handler: @escaping UIActionHandler
  ) {
    self.init()
    _bag["title"] = title
    _bag["image"] = image
    _handler = handler
  }
  var _handler: UIActionHandler?
}

// https://developer.apple.com/documentation/uikit/uisearchcontroller
@MainActor open class UISearchController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
  public init(searchResultsController: UIViewController?) {
    super.init(nibName: nil, bundle: nil)
  }
  // https://developer.apple.com/documentation/uikit/uisearchcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar
  open var searchBar: UISearchBar { _bag.made(#function) { UISearchBar(frame: .zero) } }
}

// https://developer.apple.com/documentation/uikit/uisearchbar
@MainActor open class UISearchBar: UIView {
  // https://developer.apple.com/documentation/uikit/uisearchbar/placeholder
  open var placeholder: String? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
}

// MARK: - Colors, fonts, images, menus

// https://developer.apple.com/documentation/uikit/uicolor
// Conformances other than Sendable (NSSecureCoding, NSCopying) are omitted.
open class UIColor: NSObject, @unchecked Sendable {
  /// What made this colour: a class property's name, `rgba(…)`, `named(…)` or `default`.
  let _standInName: String
  init(_standInName: String) { self._standInName = _standInName }
  static func _named(_ name: String) -> UIColor { UIColor(_standInName: name) }
  /// A property left at UIKit's default, which the oracle takes from listspec's metrics.
  static let _standInDefault = UIColor(_standInName: "default")
  open override var description: String { _standInName }
  // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    _standInName = "rgba(\(_number(red)), \(_number(green)), \(_number(blue)), \(_number(alpha)))"
  }
  // https://developer.apple.com/documentation/uikit/uicolor/init(named:)
  @available(iOS 11.0, *)
  public init?(named name: String) { _standInName = "named(\(name))" }

  // https://developer.apple.com/documentation/uikit/uicolor/standard-colors
  open class var systemRed: UIColor { _named(#function) }
  open class var systemOrange: UIColor { _named(#function) }
  open class var systemYellow: UIColor { _named(#function) }
  open class var systemGreen: UIColor { _named(#function) }
  // https://developer.apple.com/documentation/uikit/uicolor/systemmint
  @available(iOS 15.0, *)
  open class var systemMint: UIColor { _named(#function) }
  open class var systemTeal: UIColor { _named(#function) }
  // https://developer.apple.com/documentation/uikit/uicolor/systemcyan
  @available(iOS 15.0, *)
  open class var systemCyan: UIColor { _named(#function) }
  open class var systemBlue: UIColor { _named(#function) }
  open class var systemIndigo: UIColor { _named(#function) }
  open class var systemPurple: UIColor { _named(#function) }
  open class var systemPink: UIColor { _named(#function) }
  open class var systemBrown: UIColor { _named(#function) }
  open class var systemGray: UIColor { _named(#function) }
  open class var systemGray2: UIColor { _named(#function) }
  open class var systemGray3: UIColor { _named(#function) }
  open class var systemGray4: UIColor { _named(#function) }
  open class var systemGray5: UIColor { _named(#function) }
  open class var systemGray6: UIColor { _named(#function) }

  // https://developer.apple.com/documentation/uikit/uicolor/ui-element-colors
  open class var label: UIColor { _named(#function) }
  open class var secondaryLabel: UIColor { _named(#function) }
  open class var tertiaryLabel: UIColor { _named(#function) }
  open class var quaternaryLabel: UIColor { _named(#function) }
  open class var placeholderText: UIColor { _named(#function) }
  open class var link: UIColor { _named(#function) }
  open class var separator: UIColor { _named(#function) }
  open class var opaqueSeparator: UIColor { _named(#function) }
  open class var systemFill: UIColor { _named(#function) }
  open class var secondarySystemFill: UIColor { _named(#function) }
  open class var tertiarySystemFill: UIColor { _named(#function) }
  open class var quaternarySystemFill: UIColor { _named(#function) }
  open class var systemBackground: UIColor { _named(#function) }
  open class var secondarySystemBackground: UIColor { _named(#function) }
  open class var tertiarySystemBackground: UIColor { _named(#function) }
  open class var systemGroupedBackground: UIColor { _named(#function) }
  open class var secondarySystemGroupedBackground: UIColor { _named(#function) }
  open class var tertiarySystemGroupedBackground: UIColor { _named(#function) }
  // https://developer.apple.com/documentation/uikit/uicolor/tintcolor
  @available(iOS 15.0, *)
  open class var tintColor: UIColor { _named(#function) }

  // https://developer.apple.com/documentation/uikit/uicolor/fixed-colors
  open class var black: UIColor { _named(#function) }
  open class var white: UIColor { _named(#function) }
  open class var clear: UIColor { _named(#function) }
  open class var darkGray: UIColor { _named(#function) }
  open class var lightGray: UIColor { _named(#function) }
}

// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
  /// What made this font: `textStyle(body)`, `system(17, semibold)`, `scaled(…)`, `default`.
  let _standInName: String
  init(_standInName: String) { self._standInName = _standInName }
  static let _standInDefault = UIFont(_standInName: "default")
  open override var description: String { _standInName }
  // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    UIFont(_standInName: "textStyle(\(style._standInName))")
  }
  // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(_standInName: "system(\(_number(fontSize)), \(weight._standInName))")
  }

  // https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { self.rawValue = rawValue }
    public var rawValue: String
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  // https://developer.apple.com/documentation/uikit/uifont/weight
  public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public var rawValue: CGFloat
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }
}

// https://developer.apple.com/documentation/uikit/uifontmetrics
open class UIFontMetrics: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
  public init(forTextStyle textStyle: UIFont.TextStyle) { _textStyle = textStyle }
  let _textStyle: UIFont.TextStyle
  // https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
  open func scaledFont(for font: UIFont) -> UIFont {
    UIFont(_standInName: "scaled(\(font._standInName), \(_textStyle._standInName))")
  }
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public init?(systemName name: String) { _standInName = "systemName(\(name))" }
  /// `systemName(…)` or `named(…)`.
  let _standInName: String
  open override var description: String { _standInName }
  // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  public init?(named name: String) { _standInName = "named(\(name))" }

  // https://developer.apple.com/documentation/uikit/uiimage/configuration-swift.class
  // Conformances other than Sendable (NSCopying, NSSecureCoding) are omitted.
  @available(iOS 13.0, *)
  open class Configuration: NSObject, @unchecked Sendable {
    /// What was given, as `name: value` parts.
    var _parts: [String] = []
    open override var description: String { _parts.joined(separator: ", ") }
    // https://developer.apple.com/documentation/uikit/uiimage/configuration-swift.class/applying(_:)
    open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      _parts += otherConfiguration?._parts ?? []
      return self
    }
  }

  // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class
  @available(iOS 13.0, *)
  open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(textstyle:)
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init()
      _parts = ["textStyle: \(textStyle._standInName)"]
    }
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(textstyle:scale:)
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
      self.init()
      _parts = ["textStyle: \(textStyle._standInName)", "scale: \(scale)"]
    }
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:)
    public convenience init(pointSize: CGFloat) {
      self.init()
      _parts = ["pointSize: \(_number(pointSize))"]
    }
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:weight:)
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
      self.init()
      _parts = ["pointSize: \(_number(pointSize))", "weight: \(weight)"]
    }
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:weight:scale:)
    public convenience init(
      pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale
    ) {
      self.init()
      _parts = ["pointSize: \(_number(pointSize))", "weight: \(weight)", "scale: \(scale)"]
    }
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(weight:)
    public convenience init(weight: UIImage.SymbolWeight) {
      self.init()
      _parts = ["weight: \(weight)"]
    }
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(scale:)
    public convenience init(scale: UIImage.SymbolScale) {
      self.init()
      _parts = ["scale: \(scale)"]
    }
  }

  // https://developer.apple.com/documentation/uikit/uiimage/symbolweight
  @available(iOS 13.0, *)
  public enum SymbolWeight: Int, @unchecked Sendable {
    case unspecified = 0
    case ultraLight = 1
    case thin = 2
    case light = 3
    case regular = 4
    case medium = 5
    case semibold = 6
    case bold = 7
    case heavy = 8
    case black = 9
  }

  // https://developer.apple.com/documentation/uikit/uiimage/symbolscale
  @available(iOS 13.0, *)
  public enum SymbolScale: Int, @unchecked Sendable {
    case `default` = -1
    case unspecified = 0
    case small = 1
    case medium = 2
    case large = 3
  }
}

// https://developer.apple.com/documentation/uikit/uiaxis
@available(iOS 13.0, *)
public struct UIAxis: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  // https://developer.apple.com/documentation/uikit/uiaxis/horizontal
  public static var horizontal: UIAxis { UIAxis(rawValue: 1) }
  // https://developer.apple.com/documentation/uikit/uiaxis/vertical
  public static var vertical: UIAxis { UIAxis(rawValue: 2) }
  // https://developer.apple.com/documentation/uikit/uiaxis/both
  public static var both: UIAxis { UIAxis(rawValue: 3) }
}

// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {
  var _bag = _StandInBag()
}

// https://developer.apple.com/documentation/uikit/uimenu
@MainActor open class UIMenu: UIMenuElement {
  // https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct
  public struct Identifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { self.rawValue = rawValue }
    public var rawValue: String
  }
  // https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
  // (the option constants are omitted: the generator does not use them)
  public struct Options: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public var rawValue: UInt
  }
  // https://developer.apple.com/documentation/uikit/uimenu/elementsize
  @available(iOS 16.0, *)
  public enum ElementSize: Int, @unchecked Sendable {
    case small = 0
    case medium = 1
    case large = 2
    // https://developer.apple.com/documentation/uikit/uimenu/elementsize/automatic
    @available(iOS 17.0, *)
    case automatic = -1
  }

  // https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
  @MainActor @preconcurrency public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
    options: UIMenu.Options = [], children: [UIMenuElement] = []
  ) {
    self.init()
    _bag["title"] = title
    _bag["image"] = image
    _bag["children"] = children
  }

  // https://developer.apple.com/documentation/uikit/uimenu/init(title:subtitle:image:identifier:options:preferredelementsize:children:)
  // The iOS 15 form init(title:subtitle:image:identifier:options:children:) is left out.
  // Apple's default for preferredElementSize is
  // a closure returning `.automatic` on iOS 17 and later (an availability check) and `.large`
  // before; an availability check in a default argument breaks this compiler's custom
  // availability domains ("function has wrong linkage"), so `.large` stands in for it.
  @available(iOS 16.0, *)
  @MainActor @preconcurrency public convenience init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: UIMenu.Identifier? = nil, options: UIMenu.Options = [],
    preferredElementSize: UIMenu.ElementSize = .large,
    children: [UIMenuElement] = []
  ) {
    self.init()
    _bag["title"] = title
    _bag["subtitle"] = subtitle
    _bag["image"] = image
    _bag["children"] = children
  }
}

// MARK: - Geometry

// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  // https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init()
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
  // https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

// https://developer.apple.com/documentation/foundation/indexpath/section
// UIKit's extension of IndexPath (corelibs Foundation on Linux has no such members).
extension IndexPath {
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  // https://developer.apple.com/documentation/foundation/indexpath/item
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  // https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

// MARK: - Configurations

// https://developer.apple.com/documentation/uikit/uiconfigurationstate-9ip36
// Members omitted: only named by UIContentConfiguration.updated(for:).
@available(iOS 14.0, *)
public protocol UIConfigurationState {}

// https://developer.apple.com/documentation/uikit/uicontentview-2rr5j
@available(iOS 14.0, *)
@MainActor public protocol UIContentView: NSObjectProtocol {
  var configuration: any UIContentConfiguration { get set }
}

// https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
@available(iOS 14.0, *)
public protocol UIContentConfiguration {
  // https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  @MainActor func makeContentView() -> any UIView & UIContentView
  // https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  func updated(for state: any UIConfigurationState) -> Self
}

// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct
@available(iOS 14.0, *)
public struct UIBackgroundConfiguration: Hashable {
  var _bag = _StandInBag()
  /// The factory that made it: `listPlainCell`, ….
  var _style: String
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listplaincell()
  public static func listPlainCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listgroupedcell()
  public static func listGroupedCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listsidebarcell()
  public static func listSidebarCell() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/clear()
  public static func clear() -> UIBackgroundConfiguration {
    UIBackgroundConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/backgroundcolor
  public var backgroundColor: UIColor? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/cornerradius
  public var cornerRadius: CGFloat {
    get { _bag[#function, default: 0] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/strokecolor
  public var strokeColor: UIColor? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/strokewidth
  public var strokeWidth: CGFloat {
    get { _bag[#function, default: 0] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/backgroundinsets
  public var backgroundInsets: NSDirectionalEdgeInsets {
    get { _bag[#function, default: NSDirectionalEdgeInsets()] }
    set { _bag[#function] = newValue }
  }
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._bag.fingerprint == rhs._bag.fingerprint
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_bag.fingerprint)
  }
}

// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  var _bag = _StandInBag()
  /// The factory that made it: `cell`, `subtitleCell`, `groupedHeader`, ….
  var _style: String
  @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    self
  }
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._bag.fingerprint == rhs._bag.fingerprint
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_bag.fingerprint)
  }

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()
  public static func valueCell() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarcell()
  public static func sidebarCell() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarsubtitlecell()
  public static func sidebarSubtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/accompaniedsidebarcell()
  public static func accompaniedSidebarCell() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/accompaniedsidebarsubtitlecell()
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/header()
  @available(iOS 18.0, *)
  public static func header() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/footer()
  @available(iOS 18.0, *)
  public static func footer() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainheader()
  public static func plainHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainfooter()
  public static func plainFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedheader()
  public static func groupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedfooter()
  public static func groupedFooter() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarheader()
  public static func sidebarHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/prominentinsetgroupedheader()
  @available(iOS 15.0, *)
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/extraprominentinsetgroupedheader()
  @available(iOS 15.0, *)
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: String(#function.prefix { $0 != "(" }))
  }

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/image
  public var image: UIImage? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.property
  public var imageProperties: UIListContentConfiguration.ImageProperties {
    get { _bag[#function, default: UIListContentConfiguration.ImageProperties()] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.property
  public var textProperties: UIListContentConfiguration.TextProperties {
    get { _bag[#function, default: UIListContentConfiguration.TextProperties()] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytextproperties
  public var secondaryTextProperties: UIListContentConfiguration.TextProperties {
    get { _bag[#function, default: UIListContentConfiguration.TextProperties()] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imagetotextpadding
  public var imageToTextPadding: CGFloat {
    get { _bag[#function, default: 0] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/texttosecondarytexthorizontalpadding
  public var textToSecondaryTextHorizontalPadding: CGFloat {
    get { _bag[#function, default: 0] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/texttosecondarytextverticalpadding
  public var textToSecondaryTextVerticalPadding: CGFloat {
    get { _bag[#function, default: 0] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext
  public var prefersSideBySideTextAndSecondaryText: Bool {
    get { _bag[#function, default: false] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/directionallayoutmargins
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { _bag[#function, default: NSDirectionalEdgeInsets()] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/axespreservingsuperviewlayoutmargins
  public var axesPreservingSuperviewLayoutMargins: UIAxis {
    get { _bag[#function, default: []] }
    set { _bag[#function] = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct
  public struct TextProperties: Hashable {
    var _bag = _StandInBag()
    init() {}
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/font
    public var font: UIFont {
      get { _bag[#function, default: UIFont._standInDefault] }
      set { _bag[#function] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/color
    public var color: UIColor {
      get { _bag[#function, default: UIColor._standInDefault] }
      set { _bag[#function] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/numberoflines
    public var numberOfLines: Int {
      get { _bag[#function, default: 0] }
      set { _bag[#function] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/alignment
    public var alignment: UIListContentConfiguration.TextProperties.TextAlignment {
      get { _bag[#function, default: .natural] }
      set { _bag[#function] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/textalignment
    public enum TextAlignment: Hashable {
      case natural
      case center
      case justified
    }
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs._bag.fingerprint == rhs._bag.fingerprint
    }
    public func hash(into hasher: inout Hasher) {
      hasher.combine(_bag.fingerprint)
    }
  }

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct
  public struct ImageProperties: Hashable {
    var _bag = _StandInBag()
    init() {}
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/tintcolor
    public var tintColor: UIColor? {
      get { _bag[#function, default: nil] }
      set { _bag[#function] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/cornerradius
    public var cornerRadius: CGFloat {
      get { _bag[#function, default: 0] }
      set { _bag[#function] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/maximumsize
    public var maximumSize: CGSize {
      get { _bag[#function, default: .zero] }
      set { _bag[#function] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/reservedlayoutsize
    public var reservedLayoutSize: CGSize {
      get { _bag[#function, default: .zero] }
      set { _bag[#function] = newValue }
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/preferredsymbolconfiguration
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
      get { _bag[#function, default: nil] }
      set { _bag[#function] = newValue }
    }
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs._bag.fingerprint == rhs._bag.fingerprint
    }
    public func hash(into hasher: inout Hasher) {
      hasher.combine(_bag.fingerprint)
    }
  }
}

// MARK: - Cell accessories

// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct
@available(iOS 14.0, *)
public struct UICellAccessory {
  /// The factory that made it (`disclosureIndicator`, `label`, …) and what it was given.
  var _kind: String
  var _bag: _StandInBag
  /// What tapping it runs (a detail accessory's `actionHandler`); kept out of `_bag`, which
  /// records what the accessory shows.
  var _actionHandler: ActionHandler?
  init(_kind: String, _ values: KeyValuePairs<String, Any?>) {
    self._kind = _kind
    self._bag = _StandInBag(values)
  }
  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate
  public enum DisplayedState: Hashable {
    case always
    case whenEditing
    case whenNotEditing
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/layoutdimension
  public enum LayoutDimension {
    case actual
    case standard
    case custom(CGFloat)
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/actionhandler
  public typealias ActionHandler = () -> Void

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/menuselectedelementdidchangehandler
  // NOT CONFIRMED against the page's declaration: (UIMenu) -> Void is assumed.
  @available(iOS 16.0, *)
  public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicator(displayed:options:)
  public static func disclosureIndicator(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> UICellAccessory {
    UICellAccessory(_kind: "disclosureIndicator", ["displayed": displayed, "options": options])
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosure(displayed:options:actionhandler:)
  public static func outlineDisclosure(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(_kind: "outlineDisclosure", ["displayed": displayed, "options": options])
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmark(displayed:options:)
  public static func checkmark(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory {
    UICellAccessory(_kind: "checkmark", ["displayed": displayed, "options": options])
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/delete(displayed:options:actionhandler:)
  public static func delete(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.DeleteOptions = DeleteOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(_kind: "delete", ["displayed": displayed, "options": options])
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insert(displayed:options:actionhandler:)
  public static func insert(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.InsertOptions = InsertOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(_kind: "insert", ["displayed": displayed, "options": options])
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorder(displayed:options:)
  public static func reorder(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.ReorderOptions = ReorderOptions()
  ) -> UICellAccessory {
    UICellAccessory(_kind: "reorder", ["displayed": displayed, "options": options])
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselect(displayed:options:)
  public static func multiselect(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory {
    UICellAccessory(_kind: "multiselect", ["displayed": displayed, "options": options])
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/label(text:displayed:options:)
  public static func label(
    text: String, displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.LabelOptions = LabelOptions()
  ) -> UICellAccessory {
    UICellAccessory(_kind: "label", ["text": text, "displayed": displayed, "options": options])
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detail(displayed:options:actionhandler:)
  @available(iOS 15.4, *)
  public static func detail(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.DetailOptions = DetailOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory {
    var accessory = UICellAccessory(_kind: "detail", ["displayed": displayed, "options": options])
    accessory._actionHandler = actionHandler
    return accessory
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/popupmenu(_:displayed:options:selectedelementdidchangehandler:)
  @available(iOS 16.0, *)
  public static func popUpMenu(
    _ menu: UIMenu, displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.PopUpMenuOptions = PopUpMenuOptions(),
    selectedElementDidChangeHandler: UICellAccessory.MenuSelectedElementDidChangeHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(_kind: "popUpMenu", ["menu": menu, "displayed": displayed, "options": options])
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customview(configuration:)
  public static func customView(configuration: UICellAccessory.CustomViewConfiguration)
    -> UICellAccessory
  {
    UICellAccessory(_kind: "customView", ["configuration": configuration])
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement
  public enum Placement {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement/position
    // NOT CONFIRMED against the page's declaration: ([UICellAccessory]) -> Int is assumed from
    // the documented closure ("the existing accessories … returns an index").
    public typealias Position = ([UICellAccessory]) -> Int
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement/leading(displayed:at:)
    case leading(
      displayed: UICellAccessory.DisplayedState = .always,
      at: UICellAccessory.Placement.Position = { $0.count })
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/placement/trailing(displayed:at:)
    case trailing(
      displayed: UICellAccessory.DisplayedState = .always,
      at: UICellAccessory.Placement.Position = { $0.count })
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration
  public struct CustomViewConfiguration {
    var _bag = _StandInBag()
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/init(customview:placement:ishidden:reservedlayoutwidth:tintcolor:maintainsfixedsize:)
    public init(
      customView: UIView, placement: UICellAccessory.Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) {
      _bag = _StandInBag([
        "customView": customView, "placement": placement, "isHidden": isHidden,
        "reservedLayoutWidth": reservedLayoutWidth, "tintColor": tintColor,
        "maintainsFixedSize": maintainsFixedSize,
      ])
    }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions
  public struct DisclosureIndicatorOptions {
    var _bag = _StandInBag()
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      _bag = _StandInBag([
        "isHidden": isHidden, "reservedLayoutWidth": reservedLayoutWidth, "tintColor": tintColor,
      ])
    }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions
  public struct OutlineDisclosureOptions {
    var _bag = _StandInBag()
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum
    public enum Style {
      case automatic
      case header
      case cell
    }
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/init(style:ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      style: UICellAccessory.OutlineDisclosureOptions.Style? = nil, isHidden: Bool? = nil,
      reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil
    ) {
      _bag = _StandInBag([
        "style": style, "isHidden": isHidden, "reservedLayoutWidth": reservedLayoutWidth,
        "tintColor": tintColor,
      ])
    }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions
  public struct CheckmarkOptions {
    var _bag = _StandInBag()
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      _bag = _StandInBag([
        "isHidden": isHidden, "reservedLayoutWidth": reservedLayoutWidth, "tintColor": tintColor,
      ])
    }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions
  public struct DeleteOptions {
    var _bag = _StandInBag()
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions/init(ishidden:reservedlayoutwidth:tintcolor:backgroundcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      _bag = _StandInBag([
        "isHidden": isHidden, "reservedLayoutWidth": reservedLayoutWidth, "tintColor": tintColor,
        "backgroundColor": backgroundColor,
      ])
    }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions
  public struct InsertOptions {
    var _bag = _StandInBag()
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions/init(ishidden:reservedlayoutwidth:tintcolor:backgroundcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      _bag = _StandInBag([
        "isHidden": isHidden, "reservedLayoutWidth": reservedLayoutWidth, "tintColor": tintColor,
        "backgroundColor": backgroundColor,
      ])
    }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions
  public struct ReorderOptions {
    var _bag = _StandInBag()
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/init(ishidden:reservedlayoutwidth:tintcolor:showsverticalseparator:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) {
      _bag = _StandInBag([
        "isHidden": isHidden, "reservedLayoutWidth": reservedLayoutWidth, "tintColor": tintColor,
        "showsVerticalSeparator": showsVerticalSeparator,
      ])
    }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselectoptions
  public struct MultiselectOptions {
    var _bag = _StandInBag()
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselectoptions/init(ishidden:reservedlayoutwidth:tintcolor:backgroundcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) {
      _bag = _StandInBag([
        "isHidden": isHidden, "reservedLayoutWidth": reservedLayoutWidth, "tintColor": tintColor,
        "backgroundColor": backgroundColor,
      ])
    }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions
  public struct LabelOptions {
    var _bag = _StandInBag()
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions/init(ishidden:reservedlayoutwidth:tintcolor:font:adjustsfontforcontentsizecategory:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, font: UIFont? = nil,
      adjustsFontForContentSizeCategory: Bool? = nil
    ) {
      _bag = _StandInBag([
        "isHidden": isHidden, "reservedLayoutWidth": reservedLayoutWidth, "tintColor": tintColor,
        "font": font, "adjustsFontForContentSizeCategory": adjustsFontForContentSizeCategory,
      ])
    }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detailoptions
  @available(iOS 15.4, *)
  public struct DetailOptions {
    var _bag = _StandInBag()
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detailoptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      _bag = _StandInBag([
        "isHidden": isHidden, "reservedLayoutWidth": reservedLayoutWidth, "tintColor": tintColor,
      ])
    }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/popupmenuoptions
  @available(iOS 16.0, *)
  public struct PopUpMenuOptions {
    var _bag = _StandInBag()
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/popupmenuoptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) {
      _bag = _StandInBag([
        "isHidden": isHidden, "reservedLayoutWidth": reservedLayoutWidth, "tintColor": tintColor,
      ])
    }
  }
}

// MARK: - Collection view

// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor open class UICollectionReusableView: UIView {
  /// A fresh view of the receiving class, for the registrations to configure (UIKit dequeues
  /// one; its initialisers are not `required`, so each class makes its own).
  class func _standInMake() -> UICollectionReusableView { UICollectionReusableView(frame: .zero) }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  override class func _standInMake() -> UICollectionReusableView {
    UICollectionViewCell(frame: .zero)
  }
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
  @available(iOS 14.0, *)
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration
  @available(iOS 14.0, *)
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@available(iOS 14.0, *)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
  override class func _standInMake() -> UICollectionReusableView {
    UICollectionViewListCell(frame: .zero)
  }
  // https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
  // UIKit picks the style from where the cell is used: a sidebar list's cells get
  // `sidebarCell()`, a list cell used as a header or footer the header or footer style of its
  // list's appearance (WWDC20 "Modern cell configuration"); the collection view sets it.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    UIListContentConfiguration(_style: _standInDefaultStyle)
  }
  /// The style `defaultContentConfiguration()` gives, set by the collection view that
  /// dequeues the cell.
  var _standInDefaultStyle = "cell"
  /// Whether the collection view dequeued the cell as a section's first item with
  /// `headerMode: .firstItemInSection`, where it "automatically uses a header appearance".
  var _standInIsHeaderItem = false
  // https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories
  open var accessories: [UICellAccessory] {
    get { _bag[#function, default: []] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@MainActor open class NSCollectionLayoutSection: NSObject {
  var _bag = _StandInBag()
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
  @available(iOS 14.0, *)
  @MainActor @preconcurrency public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let section = NSCollectionLayoutSection()
    section._bag["configuration"] = configuration
    return section
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsets
  open var contentInsets: NSDirectionalEdgeInsets {
    get { _bag[#function, default: NSDirectionalEdgeInsets()] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
  public convenience init(group: NSCollectionLayoutGroup) {
    self.init()
    _group = group
  }
  /// The group of `init(group:)`; nil for a list section.
  var _group: NSCollectionLayoutGroup?
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing
  open var interGroupSpacing: CGFloat {
    get { _bag[#function, default: 0] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior {
    get { _bag[#function, default: .none] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/boundarysupplementaryitems
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] {
    get { _bag[#function, default: []] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
@MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  init(_standInLayoutSize layoutSize: NSCollectionLayoutSize, elementKind: String) {
    self.elementKind = elementKind
    super.init(layoutSize: layoutSize)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/elementkind
  public let elementKind: String
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem:
  NSCollectionLayoutSupplementaryItem
{
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:)
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.alignment = alignment
    super.init(_standInLayoutSize: layoutSize, elementKind: elementKind)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/alignment
  public let alignment: NSRectAlignment
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds
  open var pinToVisibleBounds = false
}

// https://developer.apple.com/documentation/uikit/nsrectalignment
public enum NSRectAlignment: Int, @unchecked Sendable {
  case none = 0
  case top = 1
  case topLeading = 2
  case leading = 3
  case bottomLeading = 4
  case bottom = 5
  case bottomTrailing = 6
  case trailing = 7
  case topTrailing = 8
}

// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, @unchecked Sendable {
  case none = 0
  case continuous = 1
  case continuousGroupLeadingBoundary = 2
  case paging = 3
  case groupPaging = 4
  case groupPagingCentered = 5
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
@MainActor open class NSCollectionLayoutDimension: NSObject {
  public required init(_standInKind kind: String, dimension: CGFloat) {
    _kind = kind
    self.dimension = dimension
  }
  let _kind: String
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/dimension
  public let dimension: CGFloat
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(_standInKind: "fractionalWidth", dimension: fractionalWidth)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(_standInKind: "fractionalHeight", dimension: fractionalHeight)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)
  open class func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(_standInKind: "absolute", dimension: absoluteDimension)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
  open class func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(_standInKind: "estimated", dimension: estimatedDimension)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/isfractionalwidth
  public var isFractionalWidth: Bool { _kind == "fractionalWidth" }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/isfractionalheight
  public var isFractionalHeight: Bool { _kind == "fractionalHeight" }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/isabsolute
  public var isAbsolute: Bool { _kind == "absolute" }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/isestimated
  public var isEstimated: Bool { _kind == "estimated" }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
@MainActor open class NSCollectionLayoutSize: NSObject {
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/widthdimension
  public let widthDimension: NSCollectionLayoutDimension
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/heightdimension
  public let heightDimension: NSCollectionLayoutDimension
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
@MainActor open class NSCollectionLayoutItem: NSObject {
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/layoutsize
  public let layoutSize: NSCollectionLayoutSize
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets
  open var contentInsets = NSDirectionalEdgeInsets()
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
@MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  public required init(
    _standInLayoutSize layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) {
    self.subitems = subitems
    super.init(layoutSize: layoutSize)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> Self {
    Self(_standInLayoutSize: layoutSize, subitems: subitems)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitem:count:)
  // Deprecated in iOS 16 (Apple documentation): the availability harness has no form for a
  // deprecation, so it is not written; the generator uses it knowingly (specs/format.md,
  // "layout group").
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    let group = Self(_standInLayoutSize: layoutSize, subitems: [subitem])
    group._count = count
    return group
  }
  /// The `count` of `horizontal(layoutSize:subitem:count:)`; nil for `subitems:`.
  var _count: Int?
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/subitems
  public let subitems: [NSCollectionLayoutItem]
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/interitemspacing
  open var interItemSpacing: NSCollectionLayoutSpacing?
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing
@MainActor open class NSCollectionLayoutSpacing: NSObject {
  public required init(_standInFlexible flexible: Bool, spacing: CGFloat) {
    isFlexibleSpacing = flexible
    self.spacing = spacing
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/fixed(_:)
  open class func fixed(_ fixedSpacing: CGFloat) -> Self {
    Self(_standInFlexible: false, spacing: fixedSpacing)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/flexible(_:)
  open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(_standInFlexible: true, spacing: flexibleSpacing)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/spacing
  public let spacing: CGFloat
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/isflexiblespacing
  public let isFlexibleSpacing: Bool
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/isfixedspacing
  public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
public typealias UICollectionViewCompositionalLayoutSectionProvider = (
  Int, any NSCollectionLayoutEnvironment
) -> NSCollectionLayoutSection?

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    _sectionProvider = sectionProvider
  }
  /// The list configuration of every section (`list(using:)`) or the section provider.
  var _configuration: UICollectionLayoutListConfiguration?
  var _sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
  // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
  @available(iOS 14.0, *)
  @MainActor @preconcurrency public static func list(
    using configuration: UICollectionLayoutListConfiguration
  ) -> UICollectionViewCompositionalLayout {
    let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in nil })
    layout._sectionProvider = nil
    layout._configuration = configuration
    return layout
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor open class UICollectionView: UIView {
  // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    _layout = layout
    super.init(frame: frame)
  }
  let _layout: UICollectionViewLayout
  // https://developer.apple.com/documentation/uikit/uicollectionview/delegate
  weak open var delegate: (any UICollectionViewDelegate)?

  /// The list content style a list cell's default configuration has in section `section`
  /// (a row when `elementKind` is nil, else a header or footer). NOT CONFIRMED: which style a
  /// sidebar list's footers get (`plainFooter` stands in).
  func _defaultStyle(section: Int, elementKind: String?) -> String {
    let appearance =
      _StandInUIKitRecording.listConfiguration(of: _layout, section: section)?.appearance ?? .plain
    switch (elementKind, appearance) {
    case (nil, .sidebar), (nil, .sidebarPlain): return "sidebarCell"
    case (nil, _): return "cell"
    case (UICollectionView.elementKindSectionHeader, .plain): return "plainHeader"
    case (UICollectionView.elementKindSectionHeader, .grouped),
      (UICollectionView.elementKindSectionHeader, .insetGrouped):
      return "groupedHeader"
    case (UICollectionView.elementKindSectionHeader, _): return "sidebarHeader"
    case (_, .grouped), (_, .insetGrouped): return "groupedFooter"
    default: return "plainFooter"
    }
  }
  public required init?(coder: NSCoder) { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
  // Apple imports these as `class let` (a global constant); Swift source cannot declare a
  // class stored property, so they are nonisolated static lets here.
  nonisolated public static let elementKindSectionHeader: String =
    "UICollectionElementKindSectionHeader"
  // https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
  nonisolated public static let elementKindSectionFooter: String =
    "UICollectionElementKindSectionFooter"

  // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
  @available(iOS 14.0, *)
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    // https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
    public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
      _handler = handler
    }
    let _handler: Handler
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration
  @available(iOS 14.0, *)
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: UICollectionReusableView {
    // https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/handler
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    // https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryregistration/init(elementkind:handler:)
    public init(
      elementKind: String,
      handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
    ) {
      _elementKind = elementKind
      _handler = handler
    }
    let _elementKind: String
    let _handler: Handler
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
  @available(iOS 14.0, *)
  @MainActor @preconcurrency public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    let cell = Cell._standInMake() as! Cell
    // "A UICollectionViewListCell object that appears as the first item in the section
    // automatically uses a header appearance" (HeaderMode.firstItemInSection).
    let list = _StandInUIKitRecording.listConfiguration(of: _layout, section: indexPath.section)
    let isHeader = indexPath.item == 0 && list?.headerMode == .firstItemInSection
    (cell as? UICollectionViewListCell)?._standInDefaultStyle = _defaultStyle(
      section: indexPath.section,
      elementKind: isHeader ? UICollectionView.elementKindSectionHeader : nil)
    (cell as? UICollectionViewListCell)?._standInIsHeaderItem = isHeader
    // UIKit passes the item the data source was asked for; a nil item is a programming error.
    registration._handler(cell, indexPath, item!)
    return cell
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)
  @available(iOS 14.0, *)
  @MainActor @preconcurrency public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    let view = Supplementary._standInMake() as! Supplementary
    (view as? UICollectionViewListCell)?._standInDefaultStyle = _defaultStyle(
      section: indexPath.section, elementKind: registration._elementKind)
    registration._handler(view, registration._elementKind, indexPath)
    return view
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
// Its UIScrollViewDelegate refinement is omitted. Linux has no `@objc optional`: the one
// requirement the generator uses, optional in UIKit, has an empty default in an extension.
@MainActor public protocol UICollectionViewDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
}

// https://developer.apple.com/documentation/uikit/uicontextualaction (iOS 11)
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
  var _bag = _StandInBag()
  var _handler: Handler?
  // https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
  public enum Style: Int, @unchecked Sendable {
    case normal = 0
    case destructive = 1
  }
  // https://developer.apple.com/documentation/uikit/uicontextualaction/handler
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
  // https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
  public convenience init(
    style: UIContextualAction.Style, title: String?,
    handler: @escaping UIContextualAction.Handler
  ) {
    self.init()
    _bag["style"] = style
    self.title = title
    _handler = handler
  }
  // https://developer.apple.com/documentation/uikit/uicontextualaction/title
  open var title: String? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicontextualaction/backgroundcolor
  open var backgroundColor: UIColor! {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicontextualaction/image
  open var image: UIImage? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration (iOS 11)
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
  var _bag = _StandInBag()
  // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
  public convenience init(actions: [UIContextualAction]) {
    self.init()
    _bag["actions"] = actions
  }
  // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/actions
  open var actions: [UIContextualAction] { _bag[#function, default: []] }
  // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
  open var performsFirstActionWithFullSwipe: Bool {
    get { _bag[#function, default: true] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
@available(iOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
  var _bag = _StandInBag()
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum
  public enum Appearance: Hashable {
    case plain
    case grouped
    case insetGrouped
    case sidebar
    case sidebarPlain
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum
  public enum HeaderMode: Hashable {
    case none
    case supplementary
    case firstItemInSection
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum
  public enum FooterMode: Hashable {
    case none
    case supplementary
  }

  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/swipeactionsconfigurationprovider
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/leadingswipeactionsconfigurationprovider
  public var leadingSwipeActionsConfigurationProvider:
    UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider
  public var trailingSwipeActionsConfigurationProvider:
    UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) {
    _bag["appearance"] = appearance
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.property
  public var appearance: UICollectionLayoutListConfiguration.Appearance {
    _bag[#function, default: .plain]
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/showsseparators
  public var showsSeparators: Bool {
    get { _bag[#function, default: true] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/separatorconfiguration
  @available(iOS 14.5, *)
  public var separatorConfiguration: UIListSeparatorConfiguration {
    get { _bag[#function, default: UIListSeparatorConfiguration(listAppearance: appearance)] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler-swift.typealias
  @available(iOS 14.5, *)
  public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) ->
    UIListSeparatorConfiguration
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler-swift.property
  @available(iOS 14.5, *)
  public var itemSeparatorHandler: UICollectionLayoutListConfiguration.ItemSeparatorHandler? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/backgroundcolor
  public var backgroundColor: UIColor? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property
  public var headerMode: UICollectionLayoutListConfiguration.HeaderMode {
    get { _bag[#function, default: .none] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.property
  public var footerMode: UICollectionLayoutListConfiguration.FooterMode {
    get { _bag[#function, default: .none] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headertoppadding
  @available(iOS 15.0, *)
  public var headerTopPadding: CGFloat? {
    get { _bag[#function, default: nil] }
    set { _bag[#function] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct
@available(iOS 14.5, *)
public struct UIListSeparatorConfiguration: Hashable {
  var _bag = _StandInBag()
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/visibility-swift.enum
  public enum Visibility: Hashable {
    case automatic
    case visible
    case hidden
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/init(listappearance:)
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
    _bag["listAppearance"] = listAppearance
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/topseparatorvisibility
  public var topSeparatorVisibility: UIListSeparatorConfiguration.Visibility {
    get { _bag[#function, default: .automatic] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/bottomseparatorvisibility
  public var bottomSeparatorVisibility: UIListSeparatorConfiguration.Visibility {
    get { _bag[#function, default: .automatic] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/topseparatorinsets
  public var topSeparatorInsets: NSDirectionalEdgeInsets {
    get { _bag[#function, default: NSDirectionalEdgeInsets()] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/bottomseparatorinsets
  public var bottomSeparatorInsets: NSDirectionalEdgeInsets {
    get { _bag[#function, default: NSDirectionalEdgeInsets()] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/color
  public var color: UIColor {
    get { _bag[#function, default: UIColor._standInDefault] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/multipleselectioncolor
  public var multipleSelectionColor: UIColor {
    get { _bag[#function, default: UIColor._standInDefault] }
    set { _bag[#function] = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/automaticinsets
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
    bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._bag.fingerprint == rhs._bag.fingerprint
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_bag.fingerprint)
  }
}

// MARK: - Diffable data source

// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct
// NOT CONFIRMED in this session: the Sendable constraints are assumed to match the data
// source's (Hashable & Sendable in the current SDK).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  /// The sections in order, each with its items.
  var _sections: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []

  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
  public init() {}
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    _sections += identifiers.map { ($0, []) }
  }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    // UIKit appends to the last section when none is named, and raises when there is none.
    let index =
      sectionIdentifier.map { section in _sections.firstIndex { $0.section == section }! }
      ?? _sections.count - 1
    _sections[index].items += identifiers
  }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)
  // (iOS 15): the cells of these items are configured again with the snapshot's items.
  @available(iOS 15.0, *)
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    _reconfigured += identifiers
  }
  /// The items `reconfigureItems(_:)` named.
  var _reconfigured: [ItemIdentifierType] = []
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/sectionidentifiers
  public var sectionIdentifiers: [SectionIdentifierType] { _sections.map(\.section) }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/itemidentifiers(insection:)
  // (used by the oracle's driver, not by generated code)
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    _sections.first { $0.section == identifier }?.items ?? []
  }
}

// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct
// (iOS 14). NOT CONFIRMED in this session: the Sendable constraint is assumed to match the
// data source's, as for NSDiffableDataSourceSnapshot above.
@available(iOS 14.0, *)
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
where ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
  /// Every item in depth-first order with its parent; the expanded parents.
  var _items: [(item: ItemIdentifierType, parent: ItemIdentifierType?)] = []
  var _expanded: Set<ItemIdentifierType> = []

  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/init()
  public init() {}
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/append(_:to:)
  public mutating func append(
    _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
  ) {
    // Children go after the parent's last descendant, keeping depth-first order.
    var index = _items.count
    if let parent, let parentIndex = _items.firstIndex(where: { $0.item == parent }) {
      index = parentIndex + 1
      while index < _items.count, _isDescendant(_items[index].item, of: parent) { index += 1 }
    }
    _items.insert(contentsOf: items.map { ($0, parent) }, at: index)
  }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/expand(_:)
  public mutating func expand(_ items: [ItemIdentifierType]) { _expanded.formUnion(items) }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/collapse(_:)
  public mutating func collapse(_ items: [ItemIdentifierType]) { _expanded.subtract(items) }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/items
  public var items: [ItemIdentifierType] { _items.map(\.item) }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/visibleitems
  public var visibleItems: [ItemIdentifierType] {
    // An item is visible when every ancestor is expanded (UIKit's parents start collapsed).
    _items.filter { entry in
      var parent = entry.parent
      while let current = parent {
        if !_expanded.contains(current) { return false }
        parent = _parent(of: current)
      }
      return true
    }.map(\.item)
  }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/level(of:)
  public func level(of item: ItemIdentifierType) -> Int {
    var level = 0
    var parent = _parent(of: item)
    while let current = parent {
      level += 1
      parent = _parent(of: current)
    }
    return level
  }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/isexpanded(_:)
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { _expanded.contains(item) }

  func _parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
    _items.first { $0.item == item }?.parent ?? nil
  }
  func _isDescendant(_ item: ItemIdentifierType, of ancestor: ItemIdentifierType) -> Bool {
    var parent = _parent(of: item)
    while let current = parent {
      if current == ancestor { return true }
      parent = _parent(of: current)
    }
    return false
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
// Its UICollectionViewDataSource conformance is omitted.
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType, ItemIdentifierType
>: NSObject
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/cellprovider
  public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) ->
    UICollectionViewCell?
  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.typealias
  public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) ->
    UICollectionReusableView?

  let _collectionView: UICollectionView
  let _cellProvider: CellProvider
  var _snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)
  public init(
    collectionView: UICollectionView,
    cellProvider:
      @escaping UICollectionViewDiffableDataSource<
        SectionIdentifierType, ItemIdentifierType
      >.CellProvider
  ) {
    _collectionView = collectionView
    _cellProvider = cellProvider
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.property
  public var supplementaryViewProvider:
    UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
      .SupplementaryViewProvider?

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()
  @MainActor @preconcurrency public func snapshot() -> NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  > { _snapshot }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)
  @MainActor @preconcurrency public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) {
    _snapshot = snapshot
    completion?()
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:to:animatingdifferences:completion:)
  @available(iOS 14.0, *)
  @MainActor @preconcurrency public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    // The section's rows are its visible items; UIKit adds the section when it is missing.
    if let index = _snapshot._sections.firstIndex(where: { $0.section == section }) {
      _snapshot._sections[index].items = snapshot.visibleItems
    } else {
      _snapshot._sections.append((section, snapshot.visibleItems))
    }
    _sectionSnapshots[section] = snapshot
    completion?()
  }
  var _sectionSnapshots:
    [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/itemidentifier(for:)
  @MainActor @preconcurrency public func itemIdentifier(for indexPath: IndexPath)
    -> ItemIdentifierType?
  {
    guard indexPath.section < _snapshot._sections.count else { return nil }
    let items = _snapshot._sections[indexPath.section].items
    return indexPath.item < items.count ? items[indexPath.item] : nil
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionidentifier(for:)
  @available(iOS 15.0, *)
  @MainActor @preconcurrency public func sectionIdentifier(for index: Int)
    -> SectionIdentifierType?
  { index < _snapshot._sections.count ? _snapshot._sections[index].section : nil }
}

// MARK: - Recording (not Apple's API; read by the oracle's driver, never by generated code)

/// What was set on a recording stand-in value: each property by name, in the order first set.
/// A property never set reads as its default and is absent from the record.
struct _StandInBag: @unchecked Sendable {
  private(set) var values: [String: Any] = [:]
  private(set) var order: [String] = []

  init() {}
  /// A bag holding the arguments a factory or initialiser was given (nil ones are left out).
  init(_ arguments: KeyValuePairs<String, Any?>) {
    for (key, value) in arguments {
      if let value { self[key] = value }
    }
  }

  subscript<Value>(key: String, default defaultValue: @autoclosure () -> Value) -> Value {
    get {
      guard let stored = values[key] else { return defaultValue() }
      return stored as! Value
    }
    set { self[key] = newValue as Any }
  }

  subscript(key: String) -> Any? {
    get { values[key] }
    set {
      guard let newValue else {
        // Setting nil (an optional argument not given) leaves the property unset.
        values[key] = nil
        order.removeAll { $0 == key }
        return
      }
      if values[key] == nil { order.append(key) }
      values[key] = newValue
    }
  }

  /// What was set, as text: equality and hashing of the stand-in's configurations.
  var fingerprint: String { order.map { "\($0)=\(values[$0]!)" }.joined(separator: ";") }

  /// The value stored under `key`, made by `make` and kept on first use (a get-only property
  /// UIKit creates lazily, such as `navigationItem`).
  mutating func made<Value>(_ key: String, _ make: () -> Value) -> Value {
    if let stored = values[key] { return stored as! Value }
    let value = make()
    self[key] = value
    return value
  }
}

/// A number as the oracle reads it: integral values without a fraction, others to 3 places.
func _number(_ value: CGFloat) -> String {
  if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
  return String(format: "%.3f", Double(value))
}

extension UIFont.TextStyle {
  /// The Swift name of the style: `body`, `largeTitle`, ….
  var _standInName: String {
    let names: [String: String] = [
      "UICTFontTextStyleTitle0": "largeTitle", "UICTFontTextStyleTitle1": "title1",
      "UICTFontTextStyleTitle2": "title2", "UICTFontTextStyleTitle3": "title3",
      "UICTFontTextStyleHeadline": "headline", "UICTFontTextStyleSubhead": "subheadline",
      "UICTFontTextStyleBody": "body", "UICTFontTextStyleCallout": "callout",
      "UICTFontTextStyleFootnote": "footnote", "UICTFontTextStyleCaption1": "caption1",
      "UICTFontTextStyleCaption2": "caption2",
    ]
    return names[rawValue] ?? rawValue
  }
}

extension UIFont.Weight {
  /// The Swift name of the weight: `regular`, `semibold`, ….
  var _standInName: String {
    let names: [CGFloat: String] = [
      -0.8: "ultraLight", -0.6: "thin", -0.4: "light", 0: "regular", 0.23: "medium",
      0.3: "semibold", 0.4: "bold", 0.56: "heavy", 0.62: "black",
    ]
    return names[rawValue] ?? _number(rawValue)
  }
}

/// Reads back what generated code configured, as JSON-ready values (strings, numbers, bools,
/// arrays and dictionaries): the oracle's driver prints them and the test compares them with
/// what listspec's renderer resolved.
@MainActor public enum _StandInUIKitRecording {
  /// A stand-in value as a JSON-ready value: a configuration as a dictionary of what was set
  /// (plus `style` / `kind` for the factory that made it), a colour, font or image as its
  /// description, an enum case as its name.
  public static func value(_ value: Any) -> Any {
    switch value {
    case let optional as _StandInOptional:
      return optional._standInWrapped.map(Self.value) ?? NSNull()
    case let string as String: return string
    case let bool as Bool: return bool
    case let int as Int: return int
    case let number as CGFloat: return _number(number)
    case let number as Double: return _number(CGFloat(number))
    case let color as UIColor: return color._standInName
    case let font as UIFont: return font._standInName
    case let image as UIImage: return image._standInName
    case let configuration as UIImage.Configuration: return configuration.description
    case let array as [Any]: return array.map(Self.value)
    case let insets as NSDirectionalEdgeInsets:
      return [insets.top, insets.leading, insets.bottom, insets.trailing].map(_number)
        .joined(separator: " ")
    case let size as CGSize: return "\(_number(size.width))x\(_number(size.height))"
    case let axis as UIAxis: return Int(axis.rawValue)
    case let content as UIListContentConfiguration:
      return record(content._bag, extra: ["style": content._style])
    case let properties as UIListContentConfiguration.TextProperties: return record(properties._bag)
    case let properties as UIListContentConfiguration.ImageProperties:
      return record(properties._bag)
    case let background as UIBackgroundConfiguration:
      return record(background._bag, extra: ["style": background._style])
    case let accessory as UICellAccessory:
      return record(accessory._bag, extra: ["kind": accessory._kind])
    case let options as _StandInRecorded: return record(options._bag)
    case let object as _StandInRecordedObject:
      return record(object._bag, extra: ["class": "\(type(of: object))"])
    case is Void: return NSNull()
    default:
      // Enums (DisplayedState, Style, …) print their case name; closures and other values
      // print their type, which says that something was set.
      return String(describing: value)
    }
  }

  static func record(_ bag: _StandInBag, extra: [String: String] = [:]) -> [String: Any] {
    var result: [String: Any] = extra
    for key in bag.order {
      let value = Self.value(bag.values[key]!)
      if !(value is NSNull) { result[key] = value }
    }
    return result
  }

  /// What a list cell was configured with: `content` (list content configuration, or the
  /// SwiftUI stand-in's record for a hosting configuration, given by `hosting`),
  /// `background`, `accessories`.
  @MainActor public static func cell(
    _ cell: UICollectionReusableView, hosting: (any UIContentConfiguration) -> Any?
  ) -> [String: Any] {
    var result: [String: Any] = [:]
    if let cell = cell as? UICollectionViewCell {
      if let content = cell.contentConfiguration {
        result["content"] =
          (content as? UIListContentConfiguration).map(value) ?? hosting(content)
          ?? "\(type(of: content))"
      }
      if let background = cell.backgroundConfiguration { result["background"] = value(background) }
    }
    if let cell = cell as? UICollectionViewListCell, cell._standInIsHeaderItem {
      result["isHeaderItem"] = true
    }
    if let cell = cell as? UICollectionViewListCell, cell._bag["accessories"] != nil {
      result["accessories"] = value(cell.accessories)
    }
    if let color = (cell as UIView).backgroundColor { result["backgroundColor"] = value(color) }
    return result
  }

  /// A swipe actions configuration: its actions (style, title, image, background colour) and
  /// `performsFirstActionWithFullSwipe`.
  @MainActor public static func swipeActions(_ configuration: UISwipeActionsConfiguration?) -> Any {
    guard let configuration else { return NSNull() }
    return [
      "actions": configuration.actions.map { action in record(action._bag) },
      "performsFirstActionWithFullSwipe": configuration.performsFirstActionWithFullSwipe,
    ] as [String: Any]
  }

  /// The list configuration of a layout's section `index` (a `list(using:)` layout, or a
  /// section provider returning `NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
  @MainActor public static func listConfiguration(
    of layout: UICollectionViewLayout, section index: Int
  ) -> UICollectionLayoutListConfiguration? {
    guard let layout = layout as? UICollectionViewCompositionalLayout else { return nil }
    if let configuration = layout._configuration { return configuration }
    let section = layout._sectionProvider?(index, _StandInLayoutEnvironment())
    return section?._bag["configuration"] as? UICollectionLayoutListConfiguration
  }

  /// The section of a layout's section `index` that is not a list (`NSCollectionLayoutSection(
  /// group:)`): its orthogonal scrolling behaviour, inter-group spacing, content insets and its
  /// group's and item's sizes and insets, read through the documented properties.
  @MainActor public static func sectionLayout(
    of layout: UICollectionViewLayout, section index: Int
  ) -> [String: Any]? {
    guard let layout = layout as? UICollectionViewCompositionalLayout,
      let section = layout._sectionProvider?(index, _StandInLayoutEnvironment()),
      let group = section._group, let item = group.subitems.first
    else { return nil }
    func dimension(_ dimension: NSCollectionLayoutDimension) -> [String: Any] {
      let kind =
        dimension.isFractionalWidth
        ? "fractionalWidth"
        : dimension.isFractionalHeight
          ? "fractionalHeight" : dimension.isAbsolute ? "absolute" : "estimated"
      return ["kind": kind, "value": Double(dimension.dimension)]
    }
    func insets(_ insets: NSDirectionalEdgeInsets) -> [Double] {
      [insets.top, insets.leading, insets.bottom, insets.trailing].map { Double($0) }
    }
    func layoutItem(_ item: NSCollectionLayoutItem) -> [String: Any] {
      [
        "width": dimension(item.layoutSize.widthDimension),
        "height": dimension(item.layoutSize.heightDimension),
        "contentInsets": insets(item.contentInsets),
      ]
    }
    let behaviours = [
      "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging",
      "groupPagingCentered",
    ]
    // A header or footer: its element kind, edge, size and whether it is pinned.
    let boundaryItems: [[String: Any]] = section.boundarySupplementaryItems.map { item in
      [
        "elementKind": item.elementKind,
        "alignment": item.alignment == .top
          ? "top" : item.alignment == .bottom ? "bottom" : "\(item.alignment.rawValue)",
        "width": dimension(item.layoutSize.widthDimension),
        "height": dimension(item.layoutSize.heightDimension),
        "pinToVisibleBounds": item.pinToVisibleBounds,
      ]
    }
    return [
      "boundarySupplementaryItems": boundaryItems,
      "orthogonalScrollingBehavior": behaviours[section.orthogonalScrollingBehavior.rawValue],
      "interGroupSpacing": Double(section.interGroupSpacing),
      "contentInsets": insets(section.contentInsets), "group": layoutItem(group),
      "item": layoutItem(item), "subitems": group.subitems.count,
      "count": group._count ?? 0,
      "interItemSpacing": group.interItemSpacing.map {
        ["kind": $0.isFlexibleSpacing ? "flexible" : "fixed", "value": Double($0.spacing)]
      } ?? [:],
    ]
  }

  /// Every row of the data source's current snapshot, dequeued through its cell provider as
  /// UIKit would: (section index, item index, item, cell).
  @MainActor public static func rows<Section, Item>(
    of dataSource: UICollectionViewDiffableDataSource<Section, Item>
  ) -> [(section: Int, item: Int, identifier: Item, cell: UICollectionViewCell?)]
  where Section: Hashable & Sendable, Item: Hashable & Sendable {
    var rows: [(Int, Int, Item, UICollectionViewCell?)] = []
    for (sectionIndex, section) in dataSource._snapshot._sections.enumerated() {
      for (itemIndex, item) in section.items.enumerated() {
        let indexPath = IndexPath(indexes: [sectionIndex, itemIndex])
        rows.append(
          (
            sectionIndex, itemIndex, item,
            dataSource._cellProvider(dataSource._collectionView, indexPath, item)
          ))
      }
    }
    return rows
  }

  /// The supplementary view of `kind` for section `index`, from the data source's provider.
  @MainActor public static func supplementary<Section, Item>(
    of dataSource: UICollectionViewDiffableDataSource<Section, Item>, kind: String,
    section index: Int
  ) -> UICollectionReusableView? where Section: Hashable & Sendable, Item: Hashable & Sendable {
    dataSource.supplementaryViewProvider?(
      dataSource._collectionView, kind, IndexPath(indexes: [index, 0]))
  }

  /// The background colour set on the data source's collection view, nil when none is.
  @MainActor public static func collectionViewBackground<Section, Item>(
    of dataSource: UICollectionViewDiffableDataSource<Section, Item>
  ) -> Any? where Section: Hashable & Sendable, Item: Hashable & Sendable {
    (dataSource._collectionView as UIView).backgroundColor.map(value)
  }

  /// The outline level of an item in its section's snapshot (0 outside an outline).
  @MainActor public static func level<Section, Item>(
    of item: Item, in dataSource: UICollectionViewDiffableDataSource<Section, Item>,
    section: Section
  ) -> Int where Section: Hashable & Sendable, Item: Hashable & Sendable {
    dataSource._sectionSnapshots[section]?.level(of: item) ?? 0
  }
}

/// Values that keep their arguments in a bag (accessory options and the like).
protocol _StandInRecorded { var _bag: _StandInBag { get } }

/// Lets `value(_:)` see through an `Optional` held as `Any`.
protocol _StandInOptional { var _standInWrapped: Any? { get } }
extension Optional: _StandInOptional {
  var _standInWrapped: Any? { self.map { $0 as Any } }
}

/// The environment a section provider is given: the stand-in has no trait collection.
@MainActor final class _StandInLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment {}

/// Stand-in classes that keep what is set in a bag (views, actions, menus).
protocol _StandInRecordedObject: AnyObject, Sendable {
  @MainActor var _bag: _StandInBag { get }
}
extension UIResponder: _StandInRecordedObject {}
extension UIMenuElement: _StandInRecordedObject {}
extension UIContextualAction: _StandInRecordedObject {}
extension UICellAccessory.CustomViewConfiguration: _StandInRecorded {}
extension UICellAccessory.DisclosureIndicatorOptions: _StandInRecorded {}
extension UICellAccessory.OutlineDisclosureOptions: _StandInRecorded {}
extension UICellAccessory.CheckmarkOptions: _StandInRecorded {}
extension UICellAccessory.DeleteOptions: _StandInRecorded {}
extension UICellAccessory.InsertOptions: _StandInRecorded {}
extension UICellAccessory.ReorderOptions: _StandInRecorded {}
extension UICellAccessory.MultiselectOptions: _StandInRecorded {}
extension UICellAccessory.LabelOptions: _StandInRecorded {}
@available(iOS 15.4, *)
extension UICellAccessory.DetailOptions: _StandInRecorded {}
@available(iOS 16.0, *)
extension UICellAccessory.PopUpMenuOptions: _StandInRecorded {}
extension UICollectionLayoutListConfiguration: _StandInRecorded {}
@available(iOS 14.5, *)
extension UIListSeparatorConfiguration: _StandInRecorded {}

/// Acting on what generated code made, as a user would: the actions test (`GeneratedActionsTests`)
/// turns switches, taps detail buttons, selects rows and performs swipe actions through these.
@MainActor public enum _StandInUserActions {
  /// Turns every switch of the cell's custom-view accessories over and runs the actions added
  /// for `valueChanged`, as UIKit does when the user flips one; returns how many it turned.
  @discardableResult
  public static func turnSwitches(of cell: UICollectionViewCell?) -> Int {
    var turned = 0
    for accessory in (cell as? UICollectionViewListCell)?.accessories ?? [] {
      guard
        let configuration = accessory._bag["configuration"]
          as? UICellAccessory.CustomViewConfiguration,
        let control = configuration._bag["customView"] as? UISwitch
      else { continue }
      control.isOn.toggle()
      for (action, events) in control._actions where events.contains(.valueChanged) {
        action._handler?(action)
      }
      turned += 1
    }
    return turned
  }

  /// Taps every detail button of the cell; returns how many it tapped.
  @discardableResult
  public static func tapDetailButtons(of cell: UICollectionViewCell?) -> Int {
    var tapped = 0
    for accessory in (cell as? UICollectionViewListCell)?.accessories ?? []
    where accessory._kind == "detail" {
      accessory._actionHandler?()
      tapped += 1
    }
    return tapped
  }

  /// Selects the row at `indexPath`: the collection view tells its delegate.
  public static func select(_ indexPath: IndexPath, in collectionView: UICollectionView) {
    collectionView.delegate?.collectionView(collectionView, didSelectItemAt: indexPath)
  }

  /// Taps every bar button of the navigation item, the left ones then the right ones, each in
  /// its array's order; returns how many it tapped.
  @discardableResult
  public static func tapBarButtons(of navigationItem: UINavigationItem) -> Int {
    var tapped = 0
    for item in (navigationItem.leftBarButtonItems ?? [])
      + (navigationItem.rightBarButtonItems ?? [])
    {
      guard let action = item._bag["primaryAction"] as? UIAction else { continue }
      action._handler?(action)
      tapped += 1
    }
    return tapped
  }

  /// Performs every action of a swipe-actions configuration, as a tap on each button would;
  /// returns what each action's completion handler was given.
  public static func performSwipeActions(_ configuration: UISwipeActionsConfiguration?) -> [Bool] {
    var completed: [Bool] = []
    for action in configuration?.actions ?? [] {
      action._handler?(action, UIView(frame: .zero)) { completed.append($0) }
    }
    return completed
  }
}
