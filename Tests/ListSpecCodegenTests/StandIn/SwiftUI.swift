// Declarations-only stand-in for the part of SwiftUI that `listspec generate` emits code
// against. Every declaration is copied in shape from Apple's documentation (cited above it);
// bodies are `fatalError()`. See README.md beside this file for the rules.
// Not compiled into the test binary: SwiftTypeChecker builds it as module `SwiftUI`.

@_exported import UIKit

// MARK: - View and ViewBuilder

// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  // https://developer.apple.com/documentation/swiftui/view/body-swift.property
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swiftui/never
extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: Sendable {
  public init() {}
}

// Apple declares the View conformance in an extension, which keeps the type itself
// nonisolated.
extension EmptyView: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { fatalError() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  // (Apple marks it `@export(implementation)`, which is why it has no iOS 17 requirement.)
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View { fatalError() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    fatalError()
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: View { fatalError() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    fatalError()
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { fatalError() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/optional
extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: - Layout values

// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  // https://developer.apple.com/documentation/swiftui/edge/set
  public struct Set: OptionSet, Sendable {
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public let rawValue: Int8
    // https://developer.apple.com/documentation/swiftui/edge/set/init(_:)
    public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Edge.Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Edge.Set = [.leading, .trailing]
    public static let vertical: Edge.Set = [.top, .bottom]
  }
}

// https://developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  // https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  // https://developer.apple.com/documentation/swiftui/edgeinsets/init()
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
  public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
  public static var leading: HorizontalAlignment { fatalError() }
  public static var center: HorizontalAlignment { fatalError() }
  public static var trailing: HorizontalAlignment { fatalError() }
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/listrowseparatorleading
  @available(iOS 16.0, *)
  public static var listRowSeparatorLeading: HorizontalAlignment { fatalError() }
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/listrowseparatortrailing
  @available(iOS 16.0, *)
  public static var listRowSeparatorTrailing: HorizontalAlignment { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
  public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
  public static var top: VerticalAlignment { fatalError() }
  public static var center: VerticalAlignment { fatalError() }
  public static var bottom: VerticalAlignment { fatalError() }
  public static var firstTextBaseline: VerticalAlignment { fatalError() }
  public static var lastTextBaseline: VerticalAlignment { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  // https://developer.apple.com/documentation/swiftui/alignment/init(horizontal:vertical:)
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static var center: Alignment { fatalError() }
  public static var leading: Alignment { fatalError() }
  public static var trailing: Alignment { fatalError() }
  public static var top: Alignment { fatalError() }
  public static var bottom: Alignment { fatalError() }
  public static var topLeading: Alignment { fatalError() }
  public static var topTrailing: Alignment { fatalError() }
  public static var bottomLeading: Alignment { fatalError() }
  public static var bottomTrailing: Alignment { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewdimensions
public struct ViewDimensions {
  public var width: CGFloat { fatalError() }
  public var height: CGFloat { fatalError() }
  // https://developer.apple.com/documentation/swiftui/viewdimensions/subscript(_:)-1ylxh
  public subscript(guide: HorizontalAlignment) -> CGFloat { fatalError() }
  // https://developer.apple.com/documentation/swiftui/viewdimensions/subscript(_:)-8ozd8
  public subscript(guide: VerticalAlignment) -> CGFloat { fatalError() }
}

// MARK: - Stacks and primitive views

// https://developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/zstack
public struct ZStack<Content>: View where Content: View {
  // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    fatalError()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/spacer
public struct Spacer: View {
  // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  public init(minLength: CGFloat? = nil) { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/divider
public struct Divider: View {
  public init() { fatalError() }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/image
public struct Image: Equatable, Sendable {
  public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
  // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  public init(systemName: String) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
  public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/image/scale
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }
  // https://developer.apple.com/documentation/swiftui/image/resizingmode
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }
  // https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image { fatalError() }
}

// Apple declares the View conformance in an extension, which keeps the type itself
// nonisolated.
extension Image: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: - Controls

// https://developer.apple.com/documentation/swiftui/binding
// NOT CONFIRMED in full: `@dynamicMemberLookup` and the other initializers are omitted
// (unused).
@propertyWrapper public struct Binding<Value> {
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
  // https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/toggle
public struct Toggle<Label>: View where Label: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Toggle {
  // https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
  // The current page marks `label` `@ContentBuilder`; earlier SDKs `@ViewBuilder`, which is
  // what this stand-in has.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { fatalError() }
}

extension Toggle where Label == Text {
  // https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-8qx3l
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-2qurm
  @_disfavoredOverload
  public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, *)
public struct Label<Title, Icon>: View where Title: View, Icon: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
extension Label where Title == Text, Icon == Image {
  // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7bzpm
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-6dg4r
  @_disfavoredOverload
  public init<S>(_ title: S, systemImage name: String) where S: StringProtocol { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label>: View where Label: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy5
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    fatalError()
  }
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @_disfavoredOverload
  public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
    fatalError()
  }
}

// MARK: - Text

// https://developer.apple.com/documentation/swiftui/_formatspecifiable
// The protocol behind LocalizedStringKey's numeric interpolation; its requirements are
// omitted. Conformances below as listed on the page.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
  public struct StringInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
    public mutating func appendLiteral(_ literal: String) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-3kdgy
    public mutating func appendInterpolation(_ string: String) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:formatter:)
    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: ReferenceConvertible { fatalError() }
    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: NSObject { fatalError() }
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-6wp9x
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      fatalError()
    }
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
    public mutating func appendInterpolation<T>(_ value: T, specifier: String)
    where T: _FormatSpecifiable { fatalError() }
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-1bgaj
    @available(iOS 14.0, *)
    public mutating func appendInterpolation(_ text: Text) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-1nmwi
    @available(iOS 14.0, *)
    public mutating func appendInterpolation(_ image: Image) { fatalError() }
  }
}

// https://developer.apple.com/documentation/swiftui/text
public struct Text: Equatable, Sendable {
  public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
  // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  public init(verbatim content: String) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  @_disfavoredOverload
  public init<S>(_ content: S) where S: StringProtocol { fatalError() }
  // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/text/font(_:)
  public func font(_ font: Font?) -> Text { fatalError() }
  // https://developer.apple.com/documentation/swiftui/text/fontweight(_:)
  public func fontWeight(_ weight: Font.Weight?) -> Text { fatalError() }
}

// Apple declares the View conformance in an extension, which keeps the type itself
// nonisolated.
extension Text: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
  public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }

  public static let largeTitle: Font = { fatalError() }()
  public static let title: Font = { fatalError() }()
  // https://developer.apple.com/documentation/swiftui/font/title2
  @available(iOS 14.0, *)
  public static let title2: Font = { fatalError() }()
  // https://developer.apple.com/documentation/swiftui/font/title3
  @available(iOS 14.0, *)
  public static let title3: Font = { fatalError() }()
  public static let headline: Font = { fatalError() }()
  public static let subheadline: Font = { fatalError() }()
  public static let body: Font = { fatalError() }()
  public static let callout: Font = { fatalError() }()
  public static let footnote: Font = { fatalError() }()
  public static let caption: Font = { fatalError() }()
  // https://developer.apple.com/documentation/swiftui/font/caption2
  @available(iOS 14.0, *)
  public static let caption2: Font = { fatalError() }()

  // https://developer.apple.com/documentation/swiftui/font/system(_:design:)
  // Deprecated from iOS 18.4 ("Use system(_:design:weight:) instead"); the deprecation is
  // left out because this harness cannot scope it to a version.
  public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
    fatalError()
  }
  // https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:)
  @available(iOS 16.0, *)
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font { fatalError() }
  // https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2
  // Deprecated (left out as above). NOT CONFIRMED from Apple's pages: `@_disfavoredOverload`,
  // which the OpenSwiftUI project's audit of the SwiftUI interface shows on this overload.
  @_disfavoredOverload
  public static func system(
    size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default
  ) -> Font { fatalError() }
  // https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
  @available(iOS 16.0, *)
  public static func system(
    size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil
  ) -> Font { fatalError() }

  // https://developer.apple.com/documentation/swiftui/font/textstyle
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title
    @available(iOS 14.0, *) case title2
    @available(iOS 14.0, *) case title3
    case headline, subheadline, body, callout, footnote, caption
    @available(iOS 14.0, *) case caption2
    public static var allCases: [Font.TextStyle] { fatalError() }
  }

  // https://developer.apple.com/documentation/swiftui/font/weight
  public struct Weight: Hashable, Sendable {
    public static let ultraLight: Font.Weight = { fatalError() }()
    public static let thin: Font.Weight = { fatalError() }()
    public static let light: Font.Weight = { fatalError() }()
    public static let regular: Font.Weight = { fatalError() }()
    public static let medium: Font.Weight = { fatalError() }()
    public static let semibold: Font.Weight = { fatalError() }()
    public static let bold: Font.Weight = { fatalError() }()
    public static let heavy: Font.Weight = { fatalError() }()
    public static let black: Font.Weight = { fatalError() }()
  }

  // https://developer.apple.com/documentation/swiftui/font/design
  public enum Design: Hashable, Sendable {
    case `default`, serif, rounded, monospaced
  }
}

// MARK: - Shapes and styles

// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/foregroundstyle
public struct ForegroundStyle: ShapeStyle {
  public init() {}
}

// https://developer.apple.com/documentation/swiftui/color
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
  public static func == (lhs: Self, rhs: Self) -> Bool { fatalError() }
  public func hash(into hasher: inout Hasher) { fatalError() }
  public var description: String { fatalError() }

  // https://developer.apple.com/documentation/swiftui/color/init(_:)-3ppqa
  public init(_ color: UIColor) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
  @available(iOS 15.0, *)
  public init(uiColor: UIColor) { fatalError() }
  // https://developer.apple.com/documentation/swiftui/color/init(_:bundle:)
  public init(_ name: String, bundle: Bundle? = nil) { fatalError() }

  public static let red: Color = { fatalError() }()
  public static let orange: Color = { fatalError() }()
  public static let yellow: Color = { fatalError() }()
  public static let green: Color = { fatalError() }()
  // https://developer.apple.com/documentation/swiftui/color/mint
  @available(iOS 15.0, *)
  public static let mint: Color = { fatalError() }()
  // https://developer.apple.com/documentation/swiftui/color/teal
  @available(iOS 15.0, *)
  public static let teal: Color = { fatalError() }()
  // https://developer.apple.com/documentation/swiftui/color/cyan
  @available(iOS 15.0, *)
  public static let cyan: Color = { fatalError() }()
  public static let blue: Color = { fatalError() }()
  // https://developer.apple.com/documentation/swiftui/color/indigo
  @available(iOS 15.0, *)
  public static let indigo: Color = { fatalError() }()
  public static let purple: Color = { fatalError() }()
  public static let pink: Color = { fatalError() }()
  // https://developer.apple.com/documentation/swiftui/color/brown
  @available(iOS 15.0, *)
  public static let brown: Color = { fatalError() }()
  public static let gray: Color = { fatalError() }()
  public static let primary: Color = { fatalError() }()
  public static let secondary: Color = { fatalError() }()
  public static var accentColor: Color { fatalError() }
  public static let black: Color = { fatalError() }()
  public static let white: Color = { fatalError() }()
  public static let clear: Color = { fatalError() }()
}

// Apple declares the View conformance in an extension, which keeps the type itself
// nonisolated.
extension Color: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  case circular, continuous
}

// https://developer.apple.com/documentation/swiftui/fillstyle
public struct FillStyle: Equatable, Sendable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool
  // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

// https://developer.apple.com/documentation/swiftui/path
// Only named by Shape.path(in:).
public struct Path: Equatable, Sendable {}

// https://developer.apple.com/documentation/swiftui/shape
// Its Animatable refinement is omitted (the generator animates nothing).
public protocol Shape: Sendable, View {
  // https://developer.apple.com/documentation/swiftui/shape/path(in:)
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: some View { fatalError() }
  // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
  // NOT CONFIRMED: the current SDK's default for `content` (`.foreground`) is left out.
  public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View
  where S: ShapeStyle { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/rectangle
public struct Rectangle: Shape {
  public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
public struct RoundedRectangle: Shape {
  // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  // NOT CONFIRMED: the default style (`.continuous` in current SDKs, `.circular` before).
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/capsule
public struct Capsule: Shape {
  // https://developer.apple.com/documentation/swiftui/capsule/init(style:)
  // NOT CONFIRMED: the default style, as for RoundedRectangle.
  public init(style: RoundedCornerStyle = .continuous) { fatalError() }
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/circle
public struct Circle: Shape {
  public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
}

// MARK: - View modifiers

extension View {
  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    fatalError()
  }
  // https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq
  public func padding(_ insets: EdgeInsets) -> some View { fatalError() }
  // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  public func padding(_ length: CGFloat) -> some View { fatalError() }

  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { fatalError() }
  // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { fatalError() }

  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  @available(iOS 15.0, *)
  public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View where V: View
  { fatalError() }
  // https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
  @available(iOS 15.0, *)
  public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View where S: ShapeStyle
  { fatalError() }

  // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  @available(iOS 15.0, *)
  public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { fatalError() }

  // https://developer.apple.com/documentation/swiftui/view/font(_:)
  public func font(_ font: Font?) -> some View { fatalError() }
  // https://developer.apple.com/documentation/swiftui/view/fontweight(_:)
  @available(iOS 16.0, *)
  public func fontWeight(_ weight: Font.Weight?) -> some View { fatalError() }
  // https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
  public func lineLimit(_ number: Int?) -> some View { fatalError() }
  // https://developer.apple.com/documentation/swiftui/view/imagescale(_:)
  public func imageScale(_ scale: Image.Scale) -> some View { fatalError() }

  // https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-6y3u2
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View { fatalError() }

  // https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:)
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    fatalError()
  }
  // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  public func opacity(_ opacity: Double) -> some View { fatalError() }

  // https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    fatalError()
  }
  // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
  public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View
  where S: Shape { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/contentmode
public enum ContentMode: CaseIterable, Hashable, Sendable {
  case fit, fill
}

// MARK: - Hosting configuration

// https://developer.apple.com/documentation/swiftui/_uihostingconfigurationbackgroundview
@available(iOS 16.0, *)
public struct _UIHostingConfigurationBackgroundView<S>: View where S: ShapeStyle {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/uihostingconfiguration
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct UIHostingConfiguration<Content, Background>:
  UIContentConfiguration
where Content: View, Background: View {
  public func makeContentView() -> any UIView & UIContentView { fatalError() }
  nonisolated public func updated(for state: any UIConfigurationState) -> Self { fatalError() }

  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/init(content:)
  public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    fatalError()
  }
  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/margins(_:_:)
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets)
    -> UIHostingConfiguration<Content, Background>
  { fatalError() }
  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/margins(_:_:)
  // (the CGFloat overload of the same page's overload group; the label `length` is assumed)
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat)
    -> UIHostingConfiguration<Content, Background>
  { fatalError() }
  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/minsize(width:height:)
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil)
    -> UIHostingConfiguration<Content, Background>
  { fatalError() }
  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/background(_:)
  public func background<S>(_ style: S)
    -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>
  where S: ShapeStyle { fatalError() }
  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/background(content:)
  // (the page shows `@ContentBuilder`; @ViewBuilder is what the SDK's attribute builds with)
  public func background<B>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B>
  where B: View { fatalError() }
}
