// Declarations-only stand-in for the part of UIKit that `listspec generate` emits code
// against. Every declaration is copied in shape from Apple's documentation (cited above it);
// bodies are `fatalError()`. See README.md beside this file for the rules.
// Not compiled into the test binary: SwiftTypeChecker builds it as module `UIKit`.

@_exported import Foundation

// MARK: - Base classes

// https://developer.apple.com/documentation/uikit/uiresponder
// Only what UIView needs to inherit from.
@MainActor open class UIResponder: NSObject {}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor open class UIControl: UIView {}

// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor open class UISwitch: UIControl {
  // https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)
  public override init(frame: CGRect) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiswitch/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiswitch/ison
  open var isOn: Bool {
    get { fatalError() }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  open var view: UIView! {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  open var navigationItem: UINavigationItem { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  open var navigationController: UINavigationController? { fatalError() }
}

// MARK: - Navigation bar

// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor open class UINavigationController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
  open var navigationBar: UINavigationBar { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor open class UINavigationBar: UIView {
  // https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles
  // (iOS 11.0, below the baseline: no availability written.)
  open var prefersLargeTitles: Bool {
    get { fatalError() }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor open class UINavigationItem: NSObject {
  // https://developer.apple.com/documentation/uikit/uinavigationitem/title
  open var title: String? {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property
  open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller
  open var searchController: UISearchController? {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
  open var leftBarButtonItems: [UIBarButtonItem]? {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
  open var rightBarButtonItems: [UIBarButtonItem]? {
    get { fatalError() }
    set {}
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
  ) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
  @available(iOS 14.0, *)
  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.property
  open var style: UIBarButtonItem.Style {
    get { fatalError() }
    set {}
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
  ) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uisearchcontroller
@MainActor open class UISearchController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
  public init(searchResultsController: UIViewController?) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uisearchcontroller/init(coder:)
  public required init?(coder: NSCoder) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar
  open var searchBar: UISearchBar { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uisearchbar
@MainActor open class UISearchBar: UIView {
  // https://developer.apple.com/documentation/uikit/uisearchbar/placeholder
  open var placeholder: String? {
    get { fatalError() }
    set {}
  }
}

// MARK: - Colors, fonts, images, menus

// https://developer.apple.com/documentation/uikit/uicolor
// Conformances other than Sendable (NSSecureCoding, NSCopying) are omitted.
open class UIColor: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uicolor/init(named:)
  @available(iOS 11.0, *)
  public init?(named name: String) { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicolor/standard-colors
  open class var systemRed: UIColor { fatalError() }
  open class var systemOrange: UIColor { fatalError() }
  open class var systemYellow: UIColor { fatalError() }
  open class var systemGreen: UIColor { fatalError() }
  // https://developer.apple.com/documentation/uikit/uicolor/systemmint
  @available(iOS 15.0, *)
  open class var systemMint: UIColor { fatalError() }
  open class var systemTeal: UIColor { fatalError() }
  // https://developer.apple.com/documentation/uikit/uicolor/systemcyan
  @available(iOS 15.0, *)
  open class var systemCyan: UIColor { fatalError() }
  open class var systemBlue: UIColor { fatalError() }
  open class var systemIndigo: UIColor { fatalError() }
  open class var systemPurple: UIColor { fatalError() }
  open class var systemPink: UIColor { fatalError() }
  open class var systemBrown: UIColor { fatalError() }
  open class var systemGray: UIColor { fatalError() }
  open class var systemGray2: UIColor { fatalError() }
  open class var systemGray3: UIColor { fatalError() }
  open class var systemGray4: UIColor { fatalError() }
  open class var systemGray5: UIColor { fatalError() }
  open class var systemGray6: UIColor { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicolor/ui-element-colors
  open class var label: UIColor { fatalError() }
  open class var secondaryLabel: UIColor { fatalError() }
  open class var tertiaryLabel: UIColor { fatalError() }
  open class var quaternaryLabel: UIColor { fatalError() }
  open class var placeholderText: UIColor { fatalError() }
  open class var link: UIColor { fatalError() }
  open class var separator: UIColor { fatalError() }
  open class var opaqueSeparator: UIColor { fatalError() }
  open class var systemFill: UIColor { fatalError() }
  open class var secondarySystemFill: UIColor { fatalError() }
  open class var tertiarySystemFill: UIColor { fatalError() }
  open class var quaternarySystemFill: UIColor { fatalError() }
  open class var systemBackground: UIColor { fatalError() }
  open class var secondarySystemBackground: UIColor { fatalError() }
  open class var tertiarySystemBackground: UIColor { fatalError() }
  open class var systemGroupedBackground: UIColor { fatalError() }
  open class var secondarySystemGroupedBackground: UIColor { fatalError() }
  open class var tertiarySystemGroupedBackground: UIColor { fatalError() }
  // https://developer.apple.com/documentation/uikit/uicolor/tintcolor
  @available(iOS 15.0, *)
  open class var tintColor: UIColor { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicolor/fixed-colors
  open class var black: UIColor { fatalError() }
  open class var white: UIColor { fatalError() }
  open class var clear: UIColor { fatalError() }
  open class var darkGray: UIColor { fatalError() }
  open class var lightGray: UIColor { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError() }
  // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    fatalError()
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
  public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
  open func scaledFont(for font: UIFont) -> UIFont { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public init?(systemName name: String) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  public init?(named name: String) { fatalError() }

  // https://developer.apple.com/documentation/uikit/uiimage/configuration-swift.class
  // Conformances other than Sendable (NSCopying, NSSecureCoding) are omitted.
  @available(iOS 13.0, *)
  open class Configuration: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uiimage/configuration-swift.class/applying(_:)
    open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class
  @available(iOS 13.0, *)
  open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(textstyle:)
    public convenience init(textStyle: UIFont.TextStyle) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(textstyle:scale:)
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
      fatalError()
    }
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:)
    public convenience init(pointSize: CGFloat) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:weight:)
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(pointsize:weight:scale:)
    public convenience init(
      pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale
    ) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(weight:)
    public convenience init(weight: UIImage.SymbolWeight) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration-swift.class/init(scale:)
    public convenience init(scale: UIImage.SymbolScale) { fatalError() }
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
  public static var horizontal: UIAxis { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiaxis/vertical
  public static var vertical: UIAxis { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiaxis/both
  public static var both: UIAxis { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor open class UIMenuElement: NSObject {}

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
  ) { fatalError() }

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
  ) { fatalError() }
}

// MARK: - Geometry

// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  // https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init()
  public init() { fatalError() }
  // https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    fatalError()
  }
}

// https://developer.apple.com/documentation/foundation/indexpath/section
// UIKit's extension of IndexPath (corelibs Foundation on Linux has no such members).
extension IndexPath {
  public var section: Int {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/foundation/indexpath/item
  public var item: Int {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int {
    get { fatalError() }
    set {}
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
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listplaincell()
  public static func listPlainCell() -> UIBackgroundConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listgroupedcell()
  public static func listGroupedCell() -> UIBackgroundConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/listsidebarcell()
  public static func listSidebarCell() -> UIBackgroundConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/clear()
  public static func clear() -> UIBackgroundConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/backgroundcolor
  public var backgroundColor: UIColor? {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/cornerradius
  public var cornerRadius: CGFloat {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/strokecolor
  public var strokeColor: UIColor? {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/strokewidth
  public var strokeWidth: CGFloat {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/backgroundinsets
  public var backgroundInsets: NSDirectionalEdgeInsets {
    get { fatalError() }
    set {}
  }
  public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  @MainActor public func makeContentView() -> any UIView & UIContentView { fatalError() }
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
    fatalError()
  }
  public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()
  public static func valueCell() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarcell()
  public static func sidebarCell() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarsubtitlecell()
  public static func sidebarSubtitleCell() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/accompaniedsidebarcell()
  public static func accompaniedSidebarCell() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/accompaniedsidebarsubtitlecell()
  public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
    fatalError()
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/header()
  @available(iOS 18.0, *)
  public static func header() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/footer()
  @available(iOS 18.0, *)
  public static func footer() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainheader()
  public static func plainHeader() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/plainfooter()
  public static func plainFooter() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedheader()
  public static func groupedHeader() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/groupedfooter()
  public static func groupedFooter() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/sidebarheader()
  public static func sidebarHeader() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/prominentinsetgroupedheader()
  @available(iOS 15.0, *)
  public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
    fatalError()
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/extraprominentinsetgroupedheader()
  @available(iOS 15.0, *)
  public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
    fatalError()
  }

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String? {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String? {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/image
  public var image: UIImage? {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.property
  public var imageProperties: UIListContentConfiguration.ImageProperties {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.property
  public var textProperties: UIListContentConfiguration.TextProperties {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytextproperties
  public var secondaryTextProperties: UIListContentConfiguration.TextProperties {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imagetotextpadding
  public var imageToTextPadding: CGFloat {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/texttosecondarytexthorizontalpadding
  public var textToSecondaryTextHorizontalPadding: CGFloat {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/texttosecondarytextverticalpadding
  public var textToSecondaryTextVerticalPadding: CGFloat {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext
  public var prefersSideBySideTextAndSecondaryText: Bool {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/directionallayoutmargins
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/axespreservingsuperviewlayoutmargins
  public var axesPreservingSuperviewLayoutMargins: UIAxis {
    get { fatalError() }
    set {}
  }

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct
  public struct TextProperties: Hashable {
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/font
    public var font: UIFont {
      get { fatalError() }
      set {}
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/color
    public var color: UIColor {
      get { fatalError() }
      set {}
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/numberoflines
    public var numberOfLines: Int {
      get { fatalError() }
      set {}
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/alignment
    public var alignment: UIListContentConfiguration.TextProperties.TextAlignment {
      get { fatalError() }
      set {}
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/textalignment
    public enum TextAlignment: Hashable {
      case natural
      case center
      case justified
    }
    public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct
  public struct ImageProperties: Hashable {
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/tintcolor
    public var tintColor: UIColor? {
      get { fatalError() }
      set {}
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/cornerradius
    public var cornerRadius: CGFloat {
      get { fatalError() }
      set {}
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/maximumsize
    public var maximumSize: CGSize {
      get { fatalError() }
      set {}
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/reservedlayoutsize
    public var reservedLayoutSize: CGSize {
      get { fatalError() }
      set {}
    }
    // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/imageproperties-swift.struct/preferredsymbolconfiguration
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
      get { fatalError() }
      set {}
    }
    public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
  }
}

// MARK: - Cell accessories

// https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct
@available(iOS 14.0, *)
public struct UICellAccessory {
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
  ) -> UICellAccessory { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosure(displayed:options:actionhandler:)
  public static func outlineDisclosure(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmark(displayed:options:)
  public static func checkmark(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()
  ) -> UICellAccessory { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/delete(displayed:options:actionhandler:)
  public static func delete(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.DeleteOptions = DeleteOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insert(displayed:options:actionhandler:)
  public static func insert(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.InsertOptions = InsertOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorder(displayed:options:)
  public static func reorder(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.ReorderOptions = ReorderOptions()
  ) -> UICellAccessory { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselect(displayed:options:)
  public static func multiselect(
    displayed: UICellAccessory.DisplayedState = .whenEditing,
    options: UICellAccessory.MultiselectOptions = MultiselectOptions()
  ) -> UICellAccessory { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/label(text:displayed:options:)
  public static func label(
    text: String, displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.LabelOptions = LabelOptions()
  ) -> UICellAccessory { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detail(displayed:options:actionhandler:)
  @available(iOS 15.4, *)
  public static func detail(
    displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.DetailOptions = DetailOptions(),
    actionHandler: UICellAccessory.ActionHandler? = nil
  ) -> UICellAccessory { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/popupmenu(_:displayed:options:selectedelementdidchangehandler:)
  @available(iOS 16.0, *)
  public static func popUpMenu(
    _ menu: UIMenu, displayed: UICellAccessory.DisplayedState = .always,
    options: UICellAccessory.PopUpMenuOptions = PopUpMenuOptions(),
    selectedElementDidChangeHandler: UICellAccessory.MenuSelectedElementDidChangeHandler? = nil
  ) -> UICellAccessory { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customview(configuration:)
  public static func customView(configuration: UICellAccessory.CustomViewConfiguration)
    -> UICellAccessory
  { fatalError() }

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
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/customviewconfiguration/init(customview:placement:ishidden:reservedlayoutwidth:tintcolor:maintainsfixedsize:)
    public init(
      customView: UIView, placement: UICellAccessory.Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil,
      maintainsFixedSize: Bool? = nil
    ) { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions
  public struct DisclosureIndicatorOptions {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/disclosureindicatoroptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions
  public struct OutlineDisclosureOptions {
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
    ) { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions
  public struct CheckmarkOptions {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmarkoptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions
  public struct DeleteOptions {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/deleteoptions/init(ishidden:reservedlayoutwidth:tintcolor:backgroundcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions
  public struct InsertOptions {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/insertoptions/init(ishidden:reservedlayoutwidth:tintcolor:backgroundcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions
  public struct ReorderOptions {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorderoptions/init(ishidden:reservedlayoutwidth:tintcolor:showsverticalseparator:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselectoptions
  public struct MultiselectOptions {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselectoptions/init(ishidden:reservedlayoutwidth:tintcolor:backgroundcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, backgroundColor: UIColor? = nil
    ) { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions
  public struct LabelOptions {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/labeloptions/init(ishidden:reservedlayoutwidth:tintcolor:font:adjustsfontforcontentsizecategory:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil, font: UIFont? = nil,
      adjustsFontForContentSizeCategory: Bool? = nil
    ) { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detailoptions
  @available(iOS 15.4, *)
  public struct DetailOptions {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/detailoptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/popupmenuoptions
  @available(iOS 16.0, *)
  public struct PopUpMenuOptions {
    // https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/popupmenuoptions/init(ishidden:reservedlayoutwidth:tintcolor:)
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil,
      tintColor: UIColor? = nil
    ) { fatalError() }
  }
}

// MARK: - Collection view

// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor open class UICollectionReusableView: UIView {}

// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
  @available(iOS 14.0, *)
  open var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration
  @available(iOS 14.0, *)
  open var backgroundConfiguration: UIBackgroundConfiguration? {
    get { fatalError() }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@available(iOS 14.0, *)
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
  // https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
  open func defaultContentConfiguration() -> UIListContentConfiguration { fatalError() }
  // https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories
  open var accessories: [UICellAccessory] {
    get { fatalError() }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor open class UICollectionViewLayout: NSObject {}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
@MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@MainActor open class NSCollectionLayoutSection: NSObject {
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
  @available(iOS 14.0, *)
  @MainActor @preconcurrency public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection { fatalError() }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsets
  open var contentInsets: NSDirectionalEdgeInsets {
    get { fatalError() }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
public typealias UICollectionViewCompositionalLayoutSectionProvider = (
  Int, any NSCollectionLayoutEnvironment
) -> NSCollectionLayoutSection?

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
  public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
    fatalError()
  }
  // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
  @available(iOS 14.0, *)
  @MainActor @preconcurrency public static func list(
    using configuration: UICollectionLayoutListConfiguration
  ) -> UICollectionViewCompositionalLayout { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor open class UICollectionView: UIView {
  // https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    fatalError()
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
      fatalError()
    }
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
    ) { fatalError() }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
  @available(iOS 14.0, *)
  @MainActor @preconcurrency public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath,
    item: Item?
  ) -> Cell where Cell: UICollectionViewCell { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablesupplementary(using:for:)
  @available(iOS 14.0, *)
  @MainActor @preconcurrency public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>,
    for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uicontextualaction (iOS 11)
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
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
  ) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uicontextualaction/title
  open var title: String? {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uicontextualaction/backgroundcolor
  open var backgroundColor: UIColor! {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uicontextualaction/image
  open var image: UIImage? {
    get { fatalError() }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration (iOS 11)
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
  // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
  public convenience init(actions: [UIContextualAction]) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/actions
  open var actions: [UIContextualAction] { fatalError() }
  // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
  open var performsFirstActionWithFullSwipe: Bool {
    get { fatalError() }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct
@available(iOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
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
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider
  public var trailingSwipeActionsConfigurationProvider:
    UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  {
    get { fatalError() }
    set {}
  }

  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.property
  public var appearance: UICollectionLayoutListConfiguration.Appearance { fatalError() }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/showsseparators
  public var showsSeparators: Bool {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/separatorconfiguration
  @available(iOS 14.5, *)
  public var separatorConfiguration: UIListSeparatorConfiguration {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler-swift.typealias
  @available(iOS 14.5, *)
  public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) ->
    UIListSeparatorConfiguration
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler-swift.property
  @available(iOS 14.5, *)
  public var itemSeparatorHandler: UICollectionLayoutListConfiguration.ItemSeparatorHandler? {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/backgroundcolor
  public var backgroundColor: UIColor? {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property
  public var headerMode: UICollectionLayoutListConfiguration.HeaderMode {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.property
  public var footerMode: UICollectionLayoutListConfiguration.FooterMode {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headertoppadding
  @available(iOS 15.0, *)
  public var headerTopPadding: CGFloat? {
    get { fatalError() }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct
@available(iOS 14.5, *)
public struct UIListSeparatorConfiguration: Hashable {
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/visibility-swift.enum
  public enum Visibility: Hashable {
    case automatic
    case visible
    case hidden
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/init(listappearance:)
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) { fatalError() }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/topseparatorvisibility
  public var topSeparatorVisibility: UIListSeparatorConfiguration.Visibility {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/bottomseparatorvisibility
  public var bottomSeparatorVisibility: UIListSeparatorConfiguration.Visibility {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/topseparatorinsets
  public var topSeparatorInsets: NSDirectionalEdgeInsets {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/bottomseparatorinsets
  public var bottomSeparatorInsets: NSDirectionalEdgeInsets {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/color
  public var color: UIColor {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/multipleselectioncolor
  public var multipleSelectionColor: UIColor {
    get { fatalError() }
    set {}
  }
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/automaticinsets
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
    bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)
  public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
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
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/init()
  public init() {}
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appendsections(_:)
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) { fatalError() }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/appenditems(_:tosection:)
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) { fatalError() }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/sectionidentifiers
  public var sectionIdentifiers: [SectionIdentifierType] { fatalError() }
}

// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct
// (iOS 14). NOT CONFIRMED in this session: the Sendable constraint is assumed to match the
// data source's, as for NSDiffableDataSourceSnapshot above.
@available(iOS 14.0, *)
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
where ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/init()
  public init() {}
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/append(_:to:)
  public mutating func append(
    _ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil
  ) { fatalError() }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/expand(_:)
  public mutating func expand(_ items: [ItemIdentifierType]) { fatalError() }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/collapse(_:)
  public mutating func collapse(_ items: [ItemIdentifierType]) { fatalError() }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/items
  public var items: [ItemIdentifierType] { fatalError() }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/visibleitems
  public var visibleItems: [ItemIdentifierType] { fatalError() }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/level(of:)
  public func level(of item: ItemIdentifierType) -> Int { fatalError() }
  // https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct/isexpanded(_:)
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { fatalError() }
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

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)
  public init(
    collectionView: UICollectionView,
    cellProvider:
      @escaping UICollectionViewDiffableDataSource<
        SectionIdentifierType, ItemIdentifierType
      >.CellProvider
  ) { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/supplementaryviewprovider-swift.property
  public var supplementaryViewProvider:
    UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>
      .SupplementaryViewProvider?
  {
    get { fatalError() }
    set {}
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()
  @MainActor @preconcurrency public func snapshot() -> NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  > { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)
  @MainActor @preconcurrency public func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:to:animatingdifferences:completion:)
  @available(iOS 14.0, *)
  @MainActor @preconcurrency public func apply(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    to section: SectionIdentifierType, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/itemidentifier(for:)
  @MainActor @preconcurrency public func itemIdentifier(for indexPath: IndexPath)
    -> ItemIdentifierType?
  { fatalError() }

  // https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/sectionidentifier(for:)
  @available(iOS 15.0, *)
  @MainActor @preconcurrency public func sectionIdentifier(for index: Int)
    -> SectionIdentifierType?
  { fatalError() }
}
