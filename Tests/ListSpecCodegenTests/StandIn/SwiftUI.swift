// Recording stand-in for the part of SwiftUI that `listspec generate` emits code against. Every
// declaration is copied in shape from Apple's documentation (cited above it); bodies store what
// they were given, so the oracle can run generated code and read back, through the recording
// section at the end, what each view draws. See README.md beside this file for the rules.
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
  enum _Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  // Set by `ViewBuilder.buildEither`, which is nonisolated.
  nonisolated(unsafe) let _storage: _Storage
  nonisolated init(_storage: _Storage) { self._storage = _storage }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
  public static func buildBlock() -> EmptyView { EmptyView() }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  // (Apple marks it `@export(implementation)`, which is why it has no iOS 17 requirement.)
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View { _standInTupleView((repeat each content)) }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
  public static func buildExpression<Content>(_ content: Content) -> Content
  where Content: View { content }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { _ConditionalContent(_storage: .trueContent(first)) }
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(_storage: .falseContent(second))
  }
}

/// `TupleView(value)` from the nonisolated `buildBlock`: TupleView's initializer is isolated to
/// the main actor (its View conformance is on the type), and view builders run there.
private func _standInTupleView<T>(_ value: T) -> TupleView<T> {
  nonisolated(unsafe) let value = value
  nonisolated(unsafe) var made: TupleView<T>?
  MainActor.assumeIsolated { made = TupleView(value) }
  return made!
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
  /// The guide's Swift name: `leading`, `listRowSeparatorLeading`, ….
  let _name: String
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs._name == rhs._name }
  public static var leading: HorizontalAlignment { HorizontalAlignment(_name: "leading") }
  public static var center: HorizontalAlignment { HorizontalAlignment(_name: "center") }
  public static var trailing: HorizontalAlignment { HorizontalAlignment(_name: "trailing") }
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/listrowseparatorleading
  @available(iOS 16.0, *)
  public static var listRowSeparatorLeading: HorizontalAlignment {
    HorizontalAlignment(_name: "listRowSeparatorLeading")
  }
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/listrowseparatortrailing
  @available(iOS 16.0, *)
  public static var listRowSeparatorTrailing: HorizontalAlignment {
    HorizontalAlignment(_name: "listRowSeparatorTrailing")
  }
}

// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
  /// The guide's Swift name: `top`, `firstTextBaseline`, ….
  let _name: String
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs._name == rhs._name }
  public static var top: VerticalAlignment { VerticalAlignment(_name: "top") }
  public static var center: VerticalAlignment { VerticalAlignment(_name: "center") }
  public static var bottom: VerticalAlignment { VerticalAlignment(_name: "bottom") }
  public static var firstTextBaseline: VerticalAlignment {
    VerticalAlignment(_name: "firstTextBaseline")
  }
  public static var lastTextBaseline: VerticalAlignment {
    VerticalAlignment(_name: "lastTextBaseline")
  }
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
  public static var center: Alignment { Alignment(horizontal: .center, vertical: .center) }
  public static var leading: Alignment { Alignment(horizontal: .leading, vertical: .center) }
  public static var trailing: Alignment { Alignment(horizontal: .trailing, vertical: .center) }
  public static var top: Alignment { Alignment(horizontal: .center, vertical: .top) }
  public static var bottom: Alignment { Alignment(horizontal: .center, vertical: .bottom) }
  public static var topLeading: Alignment { Alignment(horizontal: .leading, vertical: .top) }
  public static var topTrailing: Alignment { Alignment(horizontal: .trailing, vertical: .top) }
  public static var bottomLeading: Alignment {
    Alignment(horizontal: .leading, vertical: .bottom)
  }
  public static var bottomTrailing: Alignment {
    Alignment(horizontal: .trailing, vertical: .bottom)
  }
}

// https://developer.apple.com/documentation/swiftui/viewdimensions
public struct ViewDimensions {
  /// The size the dimensions describe (the stand-in lays nothing out: the caller gives it).
  let _width: CGFloat
  let _height: CGFloat
  public var width: CGFloat { _width }
  public var height: CGFloat { _height }
  // https://developer.apple.com/documentation/swiftui/viewdimensions/subscript(_:)-1ylxh
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    switch guide._name {
    case "center": return _width / 2
    case "trailing", "listRowSeparatorTrailing": return _width
    default: return 0
    }
  }
  // https://developer.apple.com/documentation/swiftui/viewdimensions/subscript(_:)-8ozd8
  // (the baselines, which need text metrics, are taken at the bottom)
  public subscript(guide: VerticalAlignment) -> CGFloat {
    switch guide._name {
    case "top": return 0
    case "center": return _height / 2
    default: return _height
    }
  }
}

// MARK: - Stacks and primitive views

// https://developer.apple.com/documentation/swiftui/hstack
public struct HStack<Content>: View where Content: View {
  let _alignment: VerticalAlignment
  let _spacing: CGFloat?
  let _content: Content
  // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    _alignment = alignment
    _spacing = spacing
    _content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/vstack
public struct VStack<Content>: View where Content: View {
  let _alignment: HorizontalAlignment
  let _spacing: CGFloat?
  let _content: Content
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    _alignment = alignment
    _spacing = spacing
    _content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/zstack
public struct ZStack<Content>: View where Content: View {
  let _alignment: Alignment
  let _content: Content
  // https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    _alignment = alignment
    _content = content()
  }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/spacer
public struct Spacer: View {
  let _minLength: CGFloat?
  // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
  public init(minLength: CGFloat? = nil) { _minLength = minLength }
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/divider
public struct Divider: View {
  public init() {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/image
public struct Image: Equatable, Sendable {
  enum _Source: Equatable, Sendable {
    case systemName(String)
    case named(String, bundle: Bundle?)
  }
  struct _Resizing: Equatable, Sendable {
    var capInsets: EdgeInsets
    var resizingMode: Image.ResizingMode
  }
  let _source: _Source
  /// Set by `resizable(capInsets:resizingMode:)`.
  var _resizing: _Resizing?
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._source == rhs._source && lhs._resizing == rhs._resizing
  }
  // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  public init(systemName: String) { _source = .systemName(systemName) }
  // https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
  public init(_ name: String, bundle: Bundle? = nil) { _source = .named(name, bundle: bundle) }
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
  ) -> Image {
    var image = self
    image._resizing = _Resizing(capInsets: capInsets, resizingMode: resizingMode)
    return image
  }
}

// Apple declares the View conformance in an extension, which keeps the type itself
// nonisolated.
extension Image: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// MARK: - Controls

// https://developer.apple.com/documentation/swiftui/binding
// NOT CONFIRMED in full: `@propertyWrapper`, `@dynamicMemberLookup`, `wrappedValue` and the
// other initializers are omitted (unused). `wrappedValue` reads the getter synchronously,
// which a stand-in cannot do with an `@isolated(any)` getter (a call to one is awaited): the
// recording reads a Bool binding through `_standInValue` below, the actions test sets one
// with `await _set(…)`.
public struct Binding<Value> {
  enum _Storage {
    case constant(Value)
    case closures(
      get: @isolated(any) @Sendable () -> Value, set: @isolated(any) @Sendable (Value) -> Void)
  }
  let _storage: _Storage
  // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
  // "@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value,
  //  set: @escaping @isolated(any) @Sendable (Value) -> Void)"
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    _storage = .closures(get: get, set: set)
  }
  init(_constant value: Value) { _storage = .constant(value) }
  // https://developer.apple.com/documentation/swiftui/binding/constant(_:)
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(_constant: value)
  }
}

// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp: "A binding
// conforms to Sendable only if its wrapped value type also conforms to Sendable."
extension Binding: Sendable where Value: Sendable {}
extension Binding._Storage: Sendable where Value: Sendable {}

extension Binding where Value: Sendable {
  /// The value the binding shows: its getter's result. A getter isolated to the main actor
  /// runs at once in a task started on it; a nonisolated one on the global executor, waited
  /// for (the stand-in's callers run on the main thread, which that executor does not use).
  /// Traps when the getter could not finish — never a made-up value.
  @MainActor var _standInValue: Value {
    switch _storage {
    case .constant(let value):
      return value
    case .closures(let get, _):
      let result = _StandInBindingResult<Value>()
      if get.isolation == nil {
        let done = DispatchSemaphore(value: 0)
        Task.detached {
          result.value = await get()
          done.signal()
        }
        done.wait()
      } else {
        Task.immediate { @MainActor in result.value = await get() }
      }
      guard let value = result.value else {
        fatalError("stand-in: a Binding's getter did not finish on the main actor")
      }
      return value
    }
  }

  /// Sets the value as the user does by turning a control: the setter, awaited (it may be
  /// isolated to an actor); a constant binding ignores it, as SwiftUI's does.
  @MainActor func _standInSet(_ value: Value) async {
    guard case .closures(_, let set) = _storage else { return }
    await set(value)
  }
}

/// Where the getter's result is left for `_standInValue`: written by one task, read after it
/// finished.
final class _StandInBindingResult<Value>: @unchecked Sendable {
  var value: Value?
}

// https://developer.apple.com/documentation/swiftui/toggle
public struct Toggle<Label>: View where Label: View {
  let _isOn: Binding<Bool>
  let _label: Label
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Toggle {
  // https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
  // The current page marks `label` `@ContentBuilder`; earlier SDKs `@ViewBuilder`, which is
  // what this stand-in has.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    _isOn = isOn
    _label = label()
  }
}

extension Toggle where Label == Text {
  // https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-8qx3l
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    _isOn = isOn
    _label = Text(titleKey)
  }
  // https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-2qurm
  @_disfavoredOverload
  public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
    _isOn = isOn
    _label = Text(title)
  }
}

// https://developer.apple.com/documentation/swiftui/label
@available(iOS 14.0, *)
public struct Label<Title, Icon>: View where Title: View, Icon: View {
  let _title: Title
  let _icon: Icon
  public typealias Body = Never
  public var body: Never { fatalError() }
}

@available(iOS 14.0, *)
extension Label {
  // https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    _title = title()
    _icon = icon()
  }
}

@available(iOS 14.0, *)
extension Label where Title == Text, Icon == Image {
  // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-7bzpm
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    _title = Text(titleKey)
    _icon = Image(systemName: name)
  }
  // https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-6dg4r
  @_disfavoredOverload
  public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
    _title = Text(title)
    _icon = Image(systemName: name)
  }
}

// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label>: View where Label: View {
  let _label: Label
  let _action: @MainActor () -> Void
  public typealias Body = Never
  public var body: Never { fatalError() }
}

extension Button {
  // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    _label = label()
    _action = action
  }
}

extension Button where Label == Text {
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy5
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    _label = Text(titleKey)
    _action = action
  }
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  @_disfavoredOverload
  public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
    _label = Text(title)
    _action = action
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
  /// The key: the literal, with a format specifier (`%@`, `%lld`, …) where each value was
  /// interpolated.
  let _key: String
  /// True when made by interpolation: only then is the key a format for `_arguments`.
  let _hasFormatting: Bool
  let _arguments: [_StandInFormatArgument]
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._key == rhs._key && lhs._hasFormatting == rhs._hasFormatting
      && lhs._arguments == rhs._arguments
  }
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
  public init(_ value: String) {
    _key = value
    _hasFormatting = false
    _arguments = []
  }
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
  public init(stringLiteral value: String) { self.init(value) }
  // https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
  public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
    _key = stringInterpolation._key
    _hasFormatting = true
    _arguments = stringInterpolation._arguments
  }

  // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
  public struct StringInterpolation: StringInterpolationProtocol {
    var _key = ""
    var _arguments: [_StandInFormatArgument] = []
    public init(literalCapacity: Int, interpolationCount: Int) {
      _key.reserveCapacity(literalCapacity + 4 * interpolationCount)
    }
    // As SwiftUI's: the literal goes into the key as written (a `%` in it is read as the start
    // of a specifier).
    public mutating func appendLiteral(_ literal: String) { _key += literal }
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-3kdgy
    public mutating func appendInterpolation(_ string: String) {
      _key += "%@"
      _arguments.append(.string(string))
    }
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:formatter:)
    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: ReferenceConvertible {
      _key += "%@"
      _arguments.append(.string(formatter?.string(for: subject) ?? String(describing: subject)))
    }
    public mutating func appendInterpolation<Subject>(
      _ subject: Subject, formatter: Formatter? = nil
    ) where Subject: NSObject {
      _key += "%@"
      _arguments.append(.string(formatter?.string(for: subject) ?? subject.description))
    }
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-6wp9x
    public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
      let (argument, specifier) = _StandInFormatArgument.number(value)
      _key += specifier
      _arguments.append(argument)
    }
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
    public mutating func appendInterpolation<T>(_ value: T, specifier: String)
    where T: _FormatSpecifiable {
      _key += specifier
      _arguments.append(_StandInFormatArgument.number(value).argument)
    }
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-1bgaj
    @available(iOS 14.0, *)
    public mutating func appendInterpolation(_ text: Text) {
      _key += "%@"
      _arguments.append(.text(text))
    }
    // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-1nmwi
    @available(iOS 14.0, *)
    public mutating func appendInterpolation(_ image: Image) {
      _key += "%@"
      _arguments.append(.image(image))
    }
  }
}

// https://developer.apple.com/documentation/swiftui/text
public struct Text: Equatable, Sendable {
  enum _Storage: Equatable, Sendable {
    case verbatim(String)
    case localized(
      LocalizedStringKey, tableName: String?, bundle: Bundle?, comment: String?)
  }
  enum _Modifier: Equatable, Sendable {
    case font(Font?)
    case fontWeight(Font.Weight?)
    /// `italic()`, `underline(_:color:)`, `strikethrough(_:color:)`, `monospacedDigit()`.
    case textStyle(String, Bool)
  }
  let _storage: _Storage
  /// Text's own modifiers (`font(_:)`, `fontWeight(_:)`), in the order they were applied.
  var _modifiers: [_Modifier] = []
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._storage == rhs._storage && lhs._modifiers == rhs._modifiers
  }
  // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  public init(verbatim content: String) { _storage = .verbatim(content) }
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  @_disfavoredOverload
  public init<S>(_ content: S) where S: StringProtocol { _storage = .verbatim(String(content)) }
  // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    _storage = .localized(
      key, tableName: tableName, bundle: bundle, comment: comment.map { "\($0)" })
  }
  // https://developer.apple.com/documentation/swiftui/text/font(_:)
  public func font(_ font: Font?) -> Text {
    var text = self
    text._modifiers.append(.font(font))
    return text
  }
  // https://developer.apple.com/documentation/swiftui/text/fontweight(_:)
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var text = self
    text._modifiers.append(.fontWeight(weight))
    return text
  }
  // https://developer.apple.com/documentation/swiftui/text/italic() (iOS 13)
  public func italic() -> Text {
    var text = self
    text._modifiers.append(.textStyle("italic", true))
    return text
  }
  // https://developer.apple.com/documentation/swiftui/text/bold() (iOS 13): "Applies a bold
  // font weight to the text."
  public func bold() -> Text {
    var text = self
    text._modifiers.append(.fontWeight(.bold))
    return text
  }
  // https://developer.apple.com/documentation/swiftui/text/underline(_:color:) (iOS 13)
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var text = self
    text._modifiers.append(.textStyle("underline", isActive))
    return text
  }
  // https://developer.apple.com/documentation/swiftui/text/strikethrough(_:color:) (iOS 13)
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    var text = self
    text._modifiers.append(.textStyle("strikethrough", isActive))
    return text
  }
  // https://developer.apple.com/documentation/swiftui/text/monospaceddigit()
  @available(iOS 15.0, *)
  public func monospacedDigit() -> Text {
    var text = self
    text._modifiers.append(.textStyle("monospacedDigit", true))
    return text
  }

  // https://developer.apple.com/documentation/swiftui/text/linestyle (iOS 15)
  @available(iOS 15.0, *)
  public struct LineStyle: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/text/linestyle/pattern
    public struct Pattern: Hashable, Sendable {
      let _name: String
      public static let solid = Pattern(_name: "solid")
      public static let dot = Pattern(_name: "dot")
      public static let dash = Pattern(_name: "dash")
    }
  }
}

// Apple declares the View conformance in an extension, which keeps the type itself
// nonisolated.
extension Text: View {
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
  /// How the font was made, one case per factory.
  enum _Storage: Hashable, Sendable {
    case textStyle(Font.TextStyle)
    /// `system(_:design:)`.
    case system(Font.TextStyle, design: Font.Design)
    /// `system(_:design:weight:)` (iOS 16).
    case systemWeighted(Font.TextStyle, design: Font.Design?, weight: Font.Weight?)
    /// `system(size:weight:design:)`, the deprecated overload.
    case fixedSize(CGFloat, weight: Font.Weight, design: Font.Design)
    /// `system(size:weight:design:)` (iOS 16).
    case size(CGFloat, weight: Font.Weight?, design: Font.Design?)
  }
  let _storage: _Storage

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs._storage == rhs._storage }
  public func hash(into hasher: inout Hasher) { hasher.combine(_storage) }

  public static let largeTitle: Font = Font(_storage: .textStyle(.largeTitle))
  public static let title: Font = Font(_storage: .textStyle(.title))
  // https://developer.apple.com/documentation/swiftui/font/title2
  @available(iOS 14.0, *)
  public static let title2: Font = Font(_storage: .textStyle(.title2))
  // https://developer.apple.com/documentation/swiftui/font/title3
  @available(iOS 14.0, *)
  public static let title3: Font = Font(_storage: .textStyle(.title3))
  public static let headline: Font = Font(_storage: .textStyle(.headline))
  public static let subheadline: Font = Font(_storage: .textStyle(.subheadline))
  public static let body: Font = Font(_storage: .textStyle(.body))
  public static let callout: Font = Font(_storage: .textStyle(.callout))
  public static let footnote: Font = Font(_storage: .textStyle(.footnote))
  public static let caption: Font = Font(_storage: .textStyle(.caption))
  // https://developer.apple.com/documentation/swiftui/font/caption2
  @available(iOS 14.0, *)
  public static let caption2: Font = Font(_storage: .textStyle(.caption2))

  // https://developer.apple.com/documentation/swiftui/font/system(_:design:)
  // Deprecated from iOS 18.4 ("Use system(_:design:weight:) instead"); the deprecation is
  // left out because this harness cannot scope it to a version.
  public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
    Font(_storage: .system(style, design: design))
  }
  // https://developer.apple.com/documentation/swiftui/font/system(_:design:weight:)
  @available(iOS 16.0, *)
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font { Font(_storage: .systemWeighted(style, design: design, weight: weight)) }
  // https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-697b2
  // Deprecated (left out as above). NOT CONFIRMED from Apple's pages: `@_disfavoredOverload`,
  // which the OpenSwiftUI project's audit of the SwiftUI interface shows on this overload.
  @_disfavoredOverload
  public static func system(
    size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default
  ) -> Font { Font(_storage: .fixedSize(size, weight: weight, design: design)) }
  // https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
  @available(iOS 16.0, *)
  public static func system(
    size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil
  ) -> Font { Font(_storage: .size(size, weight: weight, design: design)) }

  // https://developer.apple.com/documentation/swiftui/font/textstyle
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    case largeTitle, title
    @available(iOS 14.0, *) case title2
    @available(iOS 14.0, *) case title3
    case headline, subheadline, body, callout, footnote, caption
    @available(iOS 14.0, *) case caption2
    public static var allCases: [Font.TextStyle] {
      [
        .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout,
        .footnote, .caption, .caption2,
      ]
    }
  }

  // https://developer.apple.com/documentation/swiftui/font/weight
  public struct Weight: Hashable, Sendable {
    /// The weight's Swift name: `bold`, `semibold`, ….
    let _name: String
    public static let ultraLight: Font.Weight = Font.Weight(_name: "ultraLight")
    public static let thin: Font.Weight = Font.Weight(_name: "thin")
    public static let light: Font.Weight = Font.Weight(_name: "light")
    public static let regular: Font.Weight = Font.Weight(_name: "regular")
    public static let medium: Font.Weight = Font.Weight(_name: "medium")
    public static let semibold: Font.Weight = Font.Weight(_name: "semibold")
    public static let bold: Font.Weight = Font.Weight(_name: "bold")
    public static let heavy: Font.Weight = Font.Weight(_name: "heavy")
    public static let black: Font.Weight = Font.Weight(_name: "black")
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
  enum _Storage: Hashable, Sendable {
    /// A `Color` constant, by its Swift name: `red`, `accentColor`, ….
    case constant(String)
    case uiColor(UIColor)
    /// A color set of the asset catalog.
    case named(String, bundle: Bundle?)
  }
  let _storage: _Storage
  init(_storage: _Storage) { self._storage = _storage }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs._storage == rhs._storage }
  public func hash(into hasher: inout Hasher) {
    switch _storage {
    case .constant(let name): hasher.combine(name)
    // UIColor's equality is the UIKit stand-in's; only the kind is hashed.
    case .uiColor: hasher.combine("uiColor")
    case .named(let name, _): hasher.combine(name)
    }
  }
  /// `Color.red`; a UIColor's own description (`systemYellow`, `rgba(…)`); `named(Brand)` for a
  /// color set, as the UIKit stand-in describes `UIColor(named:)`.
  public var description: String {
    switch _storage {
    case .constant(let name): return "Color.\(name)"
    case .uiColor(let color): return String(describing: color)
    case .named(let name, _): return "named(\(name))"
    }
  }

  // https://developer.apple.com/documentation/swiftui/color/init(_:)-3ppqa
  public init(_ color: UIColor) { _storage = .uiColor(color) }
  // https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
  @available(iOS 15.0, *)
  public init(uiColor: UIColor) { _storage = .uiColor(uiColor) }
  // https://developer.apple.com/documentation/swiftui/color/init(_:bundle:)
  public init(_ name: String, bundle: Bundle? = nil) { _storage = .named(name, bundle: bundle) }

  public static let red: Color = Color(_storage: .constant("red"))
  public static let orange: Color = Color(_storage: .constant("orange"))
  public static let yellow: Color = Color(_storage: .constant("yellow"))
  public static let green: Color = Color(_storage: .constant("green"))
  // https://developer.apple.com/documentation/swiftui/color/mint
  @available(iOS 15.0, *)
  public static let mint: Color = Color(_storage: .constant("mint"))
  // https://developer.apple.com/documentation/swiftui/color/teal
  @available(iOS 15.0, *)
  public static let teal: Color = Color(_storage: .constant("teal"))
  // https://developer.apple.com/documentation/swiftui/color/cyan
  @available(iOS 15.0, *)
  public static let cyan: Color = Color(_storage: .constant("cyan"))
  public static let blue: Color = Color(_storage: .constant("blue"))
  // https://developer.apple.com/documentation/swiftui/color/indigo
  @available(iOS 15.0, *)
  public static let indigo: Color = Color(_storage: .constant("indigo"))
  public static let purple: Color = Color(_storage: .constant("purple"))
  public static let pink: Color = Color(_storage: .constant("pink"))
  // https://developer.apple.com/documentation/swiftui/color/brown
  @available(iOS 15.0, *)
  public static let brown: Color = Color(_storage: .constant("brown"))
  public static let gray: Color = Color(_storage: .constant("gray"))
  public static let primary: Color = Color(_storage: .constant("primary"))
  public static let secondary: Color = Color(_storage: .constant("secondary"))
  public static var accentColor: Color { Color(_storage: .constant("accentColor")) }
  public static let black: Color = Color(_storage: .constant("black"))
  public static let white: Color = Color(_storage: .constant("white"))
  public static let clear: Color = Color(_storage: .constant("clear"))
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
public struct Path: Equatable, Sendable {
  /// The rectangle the shape was asked to fill (the stand-in computes no outline).
  let _rect: CGRect
}

// https://developer.apple.com/documentation/swiftui/shape
// Its Animatable refinement is omitted (the generator animates nothing).
public protocol Shape: Sendable, View {
  // https://developer.apple.com/documentation/swiftui/shape/path(in:)
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  // As SwiftUI's: a shape on its own is filled with the foreground style.
  public var body: some View {
    _StandInFilledShape(_shape: self, _style: ForegroundStyle(), _fillStyle: FillStyle())
  }
  // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
  // NOT CONFIRMED: the current SDK's default for `content` (`.foreground`) is left out.
  public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View
  where S: ShapeStyle { _StandInFilledShape(_shape: self, _style: content, _fillStyle: style) }
}

// https://developer.apple.com/documentation/swiftui/rectangle
public struct Rectangle: Shape {
  public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(_rect: rect) }
}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
public struct RoundedRectangle: Shape {
  let _cornerRadius: CGFloat
  let _style: RoundedCornerStyle
  // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
  // NOT CONFIRMED: the default style (`.continuous` in current SDKs, `.circular` before).
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    _cornerRadius = cornerRadius
    _style = style
  }
  nonisolated public func path(in rect: CGRect) -> Path { Path(_rect: rect) }
}

// https://developer.apple.com/documentation/swiftui/capsule
public struct Capsule: Shape {
  let _style: RoundedCornerStyle
  // https://developer.apple.com/documentation/swiftui/capsule/init(style:)
  // NOT CONFIRMED: the default style, as for RoundedRectangle.
  public init(style: RoundedCornerStyle = .continuous) { _style = style }
  nonisolated public func path(in rect: CGRect) -> Path { Path(_rect: rect) }
}

// https://developer.apple.com/documentation/swiftui/circle
public struct Circle: Shape {
  public init() {}
  nonisolated public func path(in rect: CGRect) -> Path { Path(_rect: rect) }
}

// MARK: - View modifiers

extension View {
  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    _StandInModifiedView(_content: self, _modifier: .padding(edges, length))
  }
  // https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq
  public func padding(_ insets: EdgeInsets) -> some View {
    _StandInModifiedView(_content: self, _modifier: .paddingInsets(insets))
  }
  // https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
  public func padding(_ length: CGFloat) -> some View {
    _StandInModifiedView(_content: self, _modifier: .padding(.all, length))
  }

  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    _StandInModifiedView(
      _content: self, _modifier: .frame(width: width, height: height, alignment: alignment))
  }
  // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    _StandInModifiedView(
      _content: self,
      _modifier: .flexibleFrame(
        width: [minWidth, idealWidth, maxWidth], height: [minHeight, idealHeight, maxHeight],
        alignment: alignment))
  }

  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  @available(iOS 15.0, *)
  public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View where V: View
  { _StandInBackgroundView(_content: self, _background: content(), _alignment: alignment) }
  // https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
  @available(iOS 15.0, *)
  public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View where S: ShapeStyle
  { _StandInModifiedView(_content: self, _modifier: .backgroundStyle(style, edges)) }

  // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  @available(iOS 15.0, *)
  public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    _StandInModifiedView(_content: self, _modifier: .foregroundStyle(style))
  }

  // https://developer.apple.com/documentation/swiftui/view/font(_:)
  public func font(_ font: Font?) -> some View {
    _StandInModifiedView(_content: self, _modifier: .font(font))
  }
  // https://developer.apple.com/documentation/swiftui/view/fontweight(_:)
  @available(iOS 16.0, *)
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    _StandInModifiedView(_content: self, _modifier: .fontWeight(weight))
  }
  // https://developer.apple.com/documentation/swiftui/view/italic(_:)
  @available(iOS 16.0, *)
  public func italic(_ isActive: Bool = true) -> some View {
    _StandInModifiedView(_content: self, _modifier: .textStyle("italic", isActive))
  }
  // https://developer.apple.com/documentation/swiftui/view/bold(_:)
  @available(iOS 16.0, *)
  public func bold(_ isActive: Bool = true) -> some View {
    // `bold(false)` leaves the weight set around it.
    _StandInModifiedView(
      _content: self, _modifier: isActive ? .fontWeight(.bold) : .textStyle("bold", false))
  }
  // https://developer.apple.com/documentation/swiftui/view/underline(_:pattern:color:)
  @available(iOS 16.0, *)
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    _StandInModifiedView(_content: self, _modifier: .textStyle("underline", isActive))
  }
  // https://developer.apple.com/documentation/swiftui/view/strikethrough(_:pattern:color:)
  @available(iOS 16.0, *)
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View {
    _StandInModifiedView(_content: self, _modifier: .textStyle("strikethrough", isActive))
  }
  // https://developer.apple.com/documentation/swiftui/view/monospaceddigit()
  @available(iOS 15.0, *)
  public func monospacedDigit() -> some View {
    _StandInModifiedView(_content: self, _modifier: .textStyle("monospacedDigit", true))
  }
  // https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb
  public func lineLimit(_ number: Int?) -> some View {
    _StandInModifiedView(_content: self, _modifier: .lineLimit(number))
  }
  // https://developer.apple.com/documentation/swiftui/view/imagescale(_:)
  public func imageScale(_ scale: Image.Scale) -> some View {
    _StandInModifiedView(_content: self, _modifier: .imageScale(scale))
  }

  // https://developer.apple.com/documentation/swiftui/view/alignmentguide(_:computevalue:)-6y3u2
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
  ) -> some View {
    _StandInModifiedView(_content: self, _modifier: .alignmentGuide(g, computeValue))
  }

  // https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:)
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    _StandInModifiedView(_content: self, _modifier: .cornerRadius(radius, antialiased: antialiased))
  }
  // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  public func opacity(_ opacity: Double) -> some View {
    _StandInModifiedView(_content: self, _modifier: .opacity(opacity))
  }

  // https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    _StandInModifiedView(_content: self, _modifier: .aspectRatio(aspectRatio, contentMode))
  }
  // https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
  public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View
  where S: Shape { _StandInModifiedView(_content: self, _modifier: .clipShape(shape, style)) }
}

// https://developer.apple.com/documentation/swiftui/contentmode
public enum ContentMode: CaseIterable, Hashable, Sendable {
  case fit, fill
}

// MARK: - Hosting configuration

// https://developer.apple.com/documentation/swiftui/_uihostingconfigurationbackgroundview
@available(iOS 16.0, *)
public struct _UIHostingConfigurationBackgroundView<S>: View where S: ShapeStyle {
  let _style: S
  public typealias Body = Never
  public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/uihostingconfiguration
@available(iOS 16.0, *)
@MainActor @preconcurrency
public struct UIHostingConfiguration<Content, Background>:
  UIContentConfiguration
where Content: View, Background: View {
  let _content: Content
  let _background: Background
  /// The margins set by `margins(_:_:)`, by edge; an edge not here keeps the system's.
  var _margins: [Edge: CGFloat] = [:]
  /// Set by `minSize(width:height:)`; nil is the system's.
  var _minWidth: CGFloat?
  var _minHeight: CGFloat?

  public func makeContentView() -> any UIView & UIContentView {
    _StandInHostingContentView(configuration: self)
  }
  // The stand-in has no state-dependent content: the configuration is its own update.
  nonisolated public func updated(for state: any UIConfigurationState) -> Self { self }

  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/init(content:)
  public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    _content = content()
    _background = EmptyView()
  }
  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/margins(_:_:)
  public func margins(_ edges: Edge.Set = .all, _ insets: EdgeInsets)
    -> UIHostingConfiguration<Content, Background>
  {
    var configuration = self
    let lengths: [Edge: CGFloat] = [
      .top: insets.top, .leading: insets.leading, .bottom: insets.bottom,
      .trailing: insets.trailing,
    ]
    for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
      configuration._margins[edge] = lengths[edge]
    }
    return configuration
  }
  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/margins(_:_:)
  // (the CGFloat overload of the same page's overload group; the label `length` is assumed)
  public func margins(_ edges: Edge.Set = .all, _ length: CGFloat)
    -> UIHostingConfiguration<Content, Background>
  {
    margins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length))
  }
  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/minsize(width:height:)
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil)
    -> UIHostingConfiguration<Content, Background>
  {
    var configuration = self
    configuration._minWidth = width
    configuration._minHeight = height
    return configuration
  }
  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/background(_:)
  public func background<S>(_ style: S)
    -> UIHostingConfiguration<Content, _UIHostingConfigurationBackgroundView<S>>
  where S: ShapeStyle { _replacingBackground(_UIHostingConfigurationBackgroundView(_style: style)) }
  // https://developer.apple.com/documentation/swiftui/uihostingconfiguration/background(content:)
  // (the page shows `@ContentBuilder`; @ViewBuilder is what the SDK's attribute builds with)
  public func background<B>(@ViewBuilder content: () -> B) -> UIHostingConfiguration<Content, B>
  where B: View { _replacingBackground(content()) }

  init(
    _content: Content, _background: Background, _margins: [Edge: CGFloat],
    _minWidth: CGFloat?, _minHeight: CGFloat?
  ) {
    self._content = _content
    self._background = _background
    self._margins = _margins
    self._minWidth = _minWidth
    self._minHeight = _minHeight
  }

  func _replacingBackground<B>(_ background: B) -> UIHostingConfiguration<Content, B> {
    UIHostingConfiguration<Content, B>(
      _content: _content, _background: background, _margins: _margins, _minWidth: _minWidth,
      _minHeight: _minHeight)
  }
}

/// The content view `makeContentView()` returns: it holds the configuration (the stand-in
/// draws nothing).
private final class _StandInHostingContentView: UIView, UIContentView {
  var configuration: any UIContentConfiguration
  init(configuration: any UIContentConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { fatalError() }
}

// MARK: - Recording (not Apple's API; read by the oracle's driver, never by generated code)

/// One thing a SwiftUI view tree draws, with the environment it is drawn in resolved.
///
/// Kinds and their attributes (every value a string; an attribute that is absent was not set
/// anywhere in the environment, so SwiftUI's default applies):
/// - `text`: `string` (what is shown: a `LocalizedStringKey`'s format applied to its
///   arguments), `localized` (`true` when made from a `LocalizedStringKey`, which SwiftUI reads
///   as Markdown), `font`, `fontWeight`, `foreground`, `lineLimit`.
/// - `image`: `systemName` or `name`, `font`, `fontWeight`, `foreground`, `imageScale`,
///   `resizable` (`true`), `resizingMode` and `capInsets` (when not the defaults).
/// - `toggle`: `isOn`; the leaves of its label follow it, with `role` `toggleLabel`.
/// - `shape` (a `Shape` as a view, filled): `shape` (`Rectangle`, `RoundedRectangle`,
///   `Capsule`, `Circle`), `cornerRadius` and `cornerStyle` where the shape has them, and `fill`
///   (from `fill(_:style:)`) or else `foreground` (the environment's, which a shape fills with).
/// - `color` (a `Color` as a view): `color`.
/// - `fill` (a `background(_:ignoresSafeAreaEdges:)` style, or a hosting configuration's
///   `background(_:)`): `fill`.
/// - `divider`: nothing of its own.
///
/// Every kind also has, where they apply: `opacity` (the product of the enclosing `opacity(_:)`
/// modifiers, absent when 1); `role`, the parts the leaf is drawn as, outermost first, joined by
/// `/`: `background` (the content of a `background` modifier), `toggleLabel`, `button` (a
/// button's label, whose `foreground` is `Color.accentColor` unless one is set around it),
/// `labelIcon` and `labelTitle` (the parts of a `Label`); and the geometry set on the leaf
/// itself, with no padding, stack or other view between: `width` and `height` (from
/// `frame(width:height:alignment:)`), `aspectRatio` and `contentMode` (from
/// `aspectRatio(_:contentMode:)`), `clip` (`clipShape(_:style:)` shapes and `cornerRadius(7)`,
/// outermost first, joined by ` & `).
///
/// Values: colors as `Color.description` (`Color.red`; a UIColor's own description such as
/// `systemYellow` or `rgba(1, 0.584, 0, 1)`; `named(Brand)`); other shape styles by their type
/// (`ForegroundStyle`); fonts as Swift writes them (`Font.headline`,
/// `Font.system(.title3, weight: .semibold)`, `Font.system(size: 16, weight: .semibold)`);
/// weights as `Font.Weight.bold`; scales and modes by case name (`large`, `fill`).
public struct _StandInLeaf: Sendable, Equatable, CustomStringConvertible {
  public var kind: String
  public var attributes: [String: String]
  public init(kind: String, attributes: [String: String] = [:]) {
    self.kind = kind
    self.attributes = attributes
  }
  /// `text string="Hi" font=Font.headline`: the kind, then the attributes by key; a value is
  /// quoted when it is shown text or a name, or holds a space, `"` or `=`.
  public var description: String {
    let quotedKeys: Set<String> = ["string", "name", "systemName"]
    var parts = [kind]
    for key in attributes.keys.sorted() {
      let value = attributes[key] ?? ""
      let needsQuotes =
        quotedKeys.contains(key) || value.isEmpty
        || value.contains(where: { $0 == " " || $0 == "\"" || $0 == "=" || $0.isNewline })
      parts.append("\(key)=\(needsQuotes ? _standInQuoted(value) : value)")
    }
    return parts.joined(separator: " ")
  }
}

public enum _StandInRecording {
  /// While ``toggleBindings(of:)`` records, the binding of each `Toggle`, in drawing order.
  @MainActor static var toggles: [Binding<Bool>]?

  /// The bindings of the `Toggle`s a UIHostingConfiguration's content shows, in drawing
  /// order; empty when `configuration` is not one.
  @MainActor static func toggleBindings(_ configuration: any UIContentConfiguration)
    -> [Binding<Bool>]
  {
    toggles = []
    defer { toggles = nil }
    _ = hostingLeaves(configuration)
    return toggles ?? []
  }

  /// The leaves of a UIHostingConfiguration's content, in drawing order (then, separately, its
  /// background); nil when `configuration` is not a UIHostingConfiguration.
  @MainActor public static func hostingLeaves(_ configuration: any UIContentConfiguration) -> (
    content: [_StandInLeaf], background: [_StandInLeaf]
  )? {
    guard let hosting = configuration as? any _StandInHostingRecordable else { return nil }
    return hosting._standInHostingLeaves()
  }
  /// The leaves of any view, evaluating `body` of composite views (custom structs like the
  /// generated `GameCell`) recursively.
  @MainActor public static func leaves<V: View>(of view: V) -> [_StandInLeaf] {
    var leaves: [_StandInLeaf] = []
    _standInRecordView(view, in: _StandInEnvironment(), into: &leaves)
    return leaves
  }
}

/// What the environment (and the views around a leaf) set, as the walk down the tree has it.
struct _StandInEnvironment {
  var font: Font?
  var fontWeight: Font.Weight?
  /// `italic`, `underline`, `strikethrough`, `monospacedDigit`: on or off, innermost first.
  var textStyles: [String: Bool] = [:]
  var foreground: String?
  var opacity: Double = 1
  var lineLimit: Int?
  var imageScale: Image.Scale?
  var roles: [String] = []
  // Geometry set on the next leaf itself: cleared by padding and by every view that holds
  // others.
  var width: CGFloat?
  var height: CGFloat?
  var aspectRatio: CGFloat?
  var contentMode: ContentMode?
  var clips: [String] = []

  /// The environment of a view that `self`'s view holds (a stack's child, a label's part).
  func entering(role: String? = nil) -> _StandInEnvironment {
    var environment = self
    environment.clearGeometry()
    if let role { environment.roles.append(role) }
    return environment
  }

  mutating func clearGeometry() {
    width = nil
    height = nil
    aspectRatio = nil
    contentMode = nil
    clips = []
  }

  /// A leaf of `kind` with `attributes` and what every kind records.
  func leaf(_ kind: String, _ attributes: [String: String]) -> _StandInLeaf {
    var attributes = attributes
    if opacity != 1 { attributes["opacity"] = _standInNumber(opacity) }
    if !roles.isEmpty { attributes["role"] = roles.joined(separator: "/") }
    if let width { attributes["width"] = _standInNumber(width) }
    if let height { attributes["height"] = _standInNumber(height) }
    if let aspectRatio { attributes["aspectRatio"] = _standInNumber(aspectRatio) }
    if let contentMode { attributes["contentMode"] = "\(contentMode)" }
    if !clips.isEmpty { attributes["clip"] = clips.joined(separator: " & ") }
    return _StandInLeaf(kind: kind, attributes: attributes)
  }
}

/// A view that records itself rather than through `body`.
@MainActor protocol _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf])
}

@MainActor protocol _StandInHostingRecordable {
  func _standInHostingLeaves() -> (content: [_StandInLeaf], background: [_StandInLeaf])
}

/// Records `view`: itself when it records itself, else its `body`; a primitive the stand-in
/// does not record (a `Never` body) draws nothing.
@MainActor func _standInRecordView<V: View>(
  _ view: V, in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]
) {
  if let recordable = view as? any _StandInRecordable {
    recordable._standInRecord(in: environment, into: &leaves)
  } else if V.Body.self != Never.self {
    _standInRecordView(view.body, in: environment, into: &leaves)
  }
}

// MARK: Views built by modifiers

/// A view with a modifier applied (SwiftUI's `ModifiedContent`, hidden behind `some View`).
struct _StandInModifiedView<Content: View>: View {
  let _content: Content
  let _modifier: _StandInViewModifier
  typealias Body = Never
  var body: Never { fatalError() }
}

/// A modifier, with what it was given.
enum _StandInViewModifier {
  case padding(Edge.Set, CGFloat?)
  case paddingInsets(EdgeInsets)
  case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
  /// Minimum, ideal and maximum of each dimension.
  case flexibleFrame(width: [CGFloat?], height: [CGFloat?], alignment: Alignment)
  case backgroundStyle(any ShapeStyle, Edge.Set)
  case foregroundStyle(any ShapeStyle)
  case font(Font?)
  case fontWeight(Font.Weight?)
  /// A text style by name (`italic`), on or off.
  case textStyle(String, Bool)
  case lineLimit(Int?)
  case imageScale(Image.Scale)
  case alignmentGuide(HorizontalAlignment, (ViewDimensions) -> CGFloat)
  case cornerRadius(CGFloat, antialiased: Bool)
  case opacity(Double)
  case aspectRatio(CGFloat?, ContentMode)
  case clipShape(any Shape, FillStyle)
}

/// `background(alignment:content:)`: a view drawn behind another.
struct _StandInBackgroundView<Content: View, Background: View>: View {
  let _content: Content
  let _background: Background
  let _alignment: Alignment
  typealias Body = Never
  var body: Never { fatalError() }
}

/// A shape filled with a style: `fill(_:style:)`, or a shape's own body (the foreground style).
struct _StandInFilledShape<S: Shape, Style: ShapeStyle>: View {
  let _shape: S
  let _style: Style
  let _fillStyle: FillStyle
  typealias Body = Never
  var body: Never { fatalError() }
}

// MARK: Recording each view

extension EmptyView: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {}
}

extension TupleView: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    // `value` is a tuple of views (`buildBlock`), in order.
    if let view = value as? any View {
      _standInRecordView(view, in: environment, into: &leaves)
      return
    }
    for child in Mirror(reflecting: value).children {
      guard let view = child.value as? any View else { continue }
      _standInRecordView(view, in: environment, into: &leaves)
    }
  }
}

extension _ConditionalContent: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    switch _storage {
    case .trueContent(let content): _standInRecordView(content, in: environment, into: &leaves)
    case .falseContent(let content): _standInRecordView(content, in: environment, into: &leaves)
    }
  }
}

extension Optional: _StandInRecordable where Wrapped: View {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    if let view = self { _standInRecordView(view, in: environment, into: &leaves) }
  }
}

extension HStack: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    _standInRecordView(_content, in: environment.entering(), into: &leaves)
  }
}

extension VStack: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    _standInRecordView(_content, in: environment.entering(), into: &leaves)
  }
}

extension ZStack: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    _standInRecordView(_content, in: environment.entering(), into: &leaves)
  }
}

extension Spacer: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {}
}

extension Divider: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    leaves.append(environment.leaf("divider", [:]))
  }
}

extension Image: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    var attributes: [String: String] = [:]
    switch _source {
    case .systemName(let name): attributes["systemName"] = name
    case .named(let name, _): attributes["name"] = name
    }
    if let resizing = _resizing {
      attributes["resizable"] = "true"
      if resizing.resizingMode != .stretch { attributes["resizingMode"] = "tile" }
      let insets = resizing.capInsets
      if insets != EdgeInsets() {
        attributes["capInsets"] = [insets.top, insets.leading, insets.bottom, insets.trailing]
          .map(_standInNumber).joined(separator: ",")
      }
    }
    attributes["font"] = environment.font?._standInDescription
    attributes["fontWeight"] = environment.fontWeight?._standInDescription
    attributes["foreground"] = environment.foreground
    attributes["imageScale"] = environment.imageScale.map { "\($0)" }
    leaves.append(environment.leaf("image", attributes))
  }
}

extension Text: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    var attributes = ["string": _standInString]
    if case .localized = _storage {
      attributes["localized"] = "true"
    } else {
      attributes["localized"] = "false"
    }
    // Text's own font and weight win over the environment's; of several, the first applied
    // (the innermost, as for view modifiers); a nil one is the environment's. NOT CONFIRMED
    // against SwiftUI for several of one kind.
    var font: Font?? = nil
    var weight: Font.Weight?? = nil
    for modifier in _modifiers {
      switch modifier {
      case .font(let value) where font == nil: font = .some(value)
      case .fontWeight(let value) where weight == nil: weight = .some(value)
      default: break
      }
    }
    attributes["font"] = ((font ?? nil) ?? environment.font)?._standInDescription
    attributes["fontWeight"] = ((weight ?? nil) ?? environment.fontWeight)?._standInDescription
    var styles = environment.textStyles
    // Text's own styles are applied inside the environment's: the first applied wins.
    for case .textStyle(let name, let isActive) in _modifiers.reversed() {
      styles[name] = isActive
    }
    for (name, isActive) in styles where isActive { attributes[name] = "true" }
    attributes["foreground"] = environment.foreground
    attributes["lineLimit"] = environment.lineLimit.map { "\($0)" }
    leaves.append(environment.leaf("text", attributes))
  }

  /// What the text shows: a localized key's format applied to its arguments (the stand-in
  /// has no string tables: the key is its own translation).
  var _standInString: String {
    switch _storage {
    case .verbatim(let string): return string
    case .localized(let key, _, _, _): return key._standInString
    }
  }
}

extension Toggle: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    leaves.append(environment.leaf("toggle", ["isOn": "\(_isOn._standInValue)"]))
    _StandInRecording.toggles?.append(_isOn)
    _standInRecordView(_label, in: environment.entering(role: "toggleLabel"), into: &leaves)
  }
}

@available(iOS 14.0, *)
extension Label: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    _standInRecordView(_icon, in: environment.entering(role: "labelIcon"), into: &leaves)
    _standInRecordView(_title, in: environment.entering(role: "labelTitle"), into: &leaves)
  }
}

extension Button: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    // A button's label is drawn in the tint (the accent color) unless a foreground style is
    // set around the button.
    var label = environment.entering(role: "button")
    if label.foreground == nil { label.foreground = Color.accentColor.description }
    _standInRecordView(_label, in: label, into: &leaves)
  }
}

extension Color: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    leaves.append(environment.leaf("color", ["color": description]))
  }
}

extension _StandInFilledShape: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    var attributes = _standInShapeAttributes(_shape)
    if _style is ForegroundStyle {
      attributes["foreground"] = environment.foreground
    } else {
      attributes["fill"] = _standInStyleDescription(_style)
    }
    leaves.append(environment.leaf("shape", attributes))
  }
}

extension _StandInBackgroundView: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    // Drawn first: behind the content.
    _standInRecordView(_background, in: environment.entering(role: "background"), into: &leaves)
    _standInRecordView(_content, in: environment, into: &leaves)
  }
}

extension _StandInModifiedView: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    var inner = environment
    switch _modifier {
    case .padding, .paddingInsets:
      inner.clearGeometry()
    case .frame(let width, let height, _):
      if let width { inner.width = width }
      if let height { inner.height = height }
    case .flexibleFrame:
      inner.width = nil
      inner.height = nil
    case .backgroundStyle(let style, _):
      var background = environment
      background.roles.append("background")
      leaves.append(background.leaf("fill", ["fill": _standInStyleDescription(style)]))
    case .foregroundStyle(let style):
      // `.foregroundStyle(.foreground)` is the style already in effect.
      if !(style is ForegroundStyle) { inner.foreground = _standInStyleDescription(style) }
    case .font(let font):
      inner.font = font
    case .fontWeight(let weight):
      inner.fontWeight = weight
    case .textStyle(let name, let isActive):
      // Walked from the outside in, so the innermost wins, as for the font.
      inner.textStyles[name] = isActive
    case .lineLimit(let number):
      inner.lineLimit = number
    case .imageScale(let scale):
      inner.imageScale = scale
    case .alignmentGuide:
      break
    case .cornerRadius(let radius, _):
      inner.clips.append("cornerRadius(\(_standInNumber(radius)))")
    case .opacity(let opacity):
      inner.opacity *= opacity
    case .aspectRatio(let ratio, let contentMode):
      inner.aspectRatio = ratio
      inner.contentMode = contentMode
    case .clipShape(let shape, _):
      inner.clips.append(_standInShapeDescription(shape))
    }
    _standInRecordView(_content, in: inner, into: &leaves)
  }
}

@available(iOS 16.0, *)
extension _UIHostingConfigurationBackgroundView: _StandInRecordable {
  func _standInRecord(in environment: _StandInEnvironment, into leaves: inout [_StandInLeaf]) {
    leaves.append(environment.leaf("fill", ["fill": _standInStyleDescription(_style)]))
  }
}

@available(iOS 16.0, *)
extension UIHostingConfiguration: _StandInHostingRecordable {
  func _standInHostingLeaves() -> (content: [_StandInLeaf], background: [_StandInLeaf]) {
    (_StandInRecording.leaves(of: _content), _StandInRecording.leaves(of: _background))
  }
}

// MARK: Values as the leaves describe them

extension Font {
  /// `Font.headline`, `Font.system(.title3, weight: .semibold)`, `Font.system(size: 16)`:
  /// the factory and the arguments given (those left at a non-optional default omitted).
  var _standInDescription: String {
    switch _storage {
    case .textStyle(let style):
      return "Font.\(style)"
    case .system(let style, let design):
      return _call([".\(style)"] + (design == .default ? [] : ["design: .\(design)"]))
    case .systemWeighted(let style, let design, let weight):
      var arguments = [".\(style)"]
      if let design { arguments.append("design: .\(design)") }
      if let weight { arguments.append("weight: .\(weight._name)") }
      return _call(arguments)
    case .fixedSize(let size, let weight, let design):
      var arguments = ["size: \(_standInNumber(size))"]
      if weight != .regular { arguments.append("weight: .\(weight._name)") }
      if design != .default { arguments.append("design: .\(design)") }
      return _call(arguments)
    case .size(let size, let weight, let design):
      var arguments = ["size: \(_standInNumber(size))"]
      if let weight { arguments.append("weight: .\(weight._name)") }
      if let design { arguments.append("design: .\(design)") }
      return _call(arguments)
    }
  }

  private func _call(_ arguments: [String]) -> String {
    "Font.system(" + arguments.joined(separator: ", ") + ")"
  }
}

extension Font.Weight {
  /// `Font.Weight.bold`.
  var _standInDescription: String { "Font.Weight.\(_name)" }
}

/// A shape style as the leaves describe it: a `Color`'s description, else its type's name.
func _standInStyleDescription(_ style: any ShapeStyle) -> String {
  if let color = style as? Color { return color.description }
  return String(describing: type(of: style))
}

/// `RoundedRectangle(cornerRadius: 8)`, `Capsule`, `Circle`; a corner style only when it is
/// not the default `.continuous`.
func _standInShapeDescription(_ shape: any Shape) -> String {
  let attributes = _standInShapeAttributes(shape)
  var arguments: [String] = []
  if let radius = attributes["cornerRadius"] { arguments.append("cornerRadius: \(radius)") }
  if let style = attributes["cornerStyle"], style != "continuous" {
    arguments.append("style: .\(style)")
  }
  let name = attributes["shape"] ?? ""
  return arguments.isEmpty ? name : "\(name)(\(arguments.joined(separator: ", ")))"
}

/// `shape`, and `cornerRadius` and `cornerStyle` where the shape has them.
func _standInShapeAttributes(_ shape: any Shape) -> [String: String] {
  switch shape {
  case let rounded as RoundedRectangle:
    return [
      "shape": "RoundedRectangle", "cornerRadius": _standInNumber(rounded._cornerRadius),
      "cornerStyle": "\(rounded._style)",
    ]
  case let capsule as Capsule:
    return ["shape": "Capsule", "cornerStyle": "\(capsule._style)"]
  default:
    return ["shape": String(describing: type(of: shape))]
  }
}

/// `17`, `0.4`, `1.5`: at most six decimals, no trailing zeros.
func _standInNumber<Number: BinaryFloatingPoint>(_ value: Number) -> String {
  let value = Double(value)
  guard value.isFinite else { return value > 0 ? "infinity" : "-infinity" }
  let rounded = (value * 1_000_000).rounded() / 1_000_000
  if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
  return String(format: "%.6f", rounded).replacingOccurrences(
    of: "0+$", with: "", options: .regularExpression)
}

/// `"…"` with `\`, `"` and line breaks escaped.
func _standInQuoted(_ value: String) -> String {
  var quoted = "\""
  for character in value {
    switch character {
    case "\\": quoted += "\\\\"
    case "\"": quoted += "\\\""
    case "\n": quoted += "\\n"
    case "\r": quoted += "\\r"
    case "\t": quoted += "\\t"
    default: quoted.append(character)
    }
  }
  return quoted + "\""
}

// MARK: Localized string formatting

/// One value interpolated into a `LocalizedStringKey`.
enum _StandInFormatArgument: Equatable, Sendable {
  case string(String)
  case signed(Int64)
  case unsigned(UInt64)
  case floating(Double)
  case text(Text)
  case image(Image)

  /// A `_FormatSpecifiable` value and the specifier SwiftUI interpolates it with.
  static func number<T: _FormatSpecifiable>(_ value: T) -> (
    argument: _StandInFormatArgument, specifier: String
  ) {
    switch value {
    case let value as Int: return (.signed(Int64(value)), "%lld")
    case let value as Int8: return (.signed(Int64(value)), "%d")
    case let value as Int16: return (.signed(Int64(value)), "%d")
    case let value as Int32: return (.signed(Int64(value)), "%d")
    case let value as Int64: return (.signed(value), "%lld")
    case let value as UInt: return (.unsigned(UInt64(value)), "%llu")
    case let value as UInt8: return (.unsigned(UInt64(value)), "%u")
    case let value as UInt16: return (.unsigned(UInt64(value)), "%u")
    case let value as UInt32: return (.unsigned(UInt64(value)), "%u")
    case let value as UInt64: return (.unsigned(value), "%llu")
    case let value as Float: return (.floating(Double(value)), "%f")
    case let value as Double: return (.floating(value), "%lf")
    case let value as CGFloat: return (.floating(Double(value)), "%lf")
    default: return (.string(String(describing: value)), "%@")
    }
  }

  /// The argument for `%@`: a string as is, a text as it shows, an image as U+FFFC (the
  /// attachment character), a number as Swift prints it.
  var _objectString: String {
    switch self {
    case .string(let string): return string
    case .signed(let value): return "\(value)"
    case .unsigned(let value): return "\(value)"
    case .floating(let value): return "\(value)"
    case .text(let text): return text._standInString
    case .image: return "\u{FFFC}"
    }
  }
}

extension LocalizedStringKey {
  /// The key, or, when it was interpolated, the key as a printf-style format applied to the
  /// arguments, as `String(format:)` would: `%@`, integer and floating conversions with their
  /// flags, width, precision and length, `%%`, and positional `%1$@`. A specifier with no
  /// argument, or one this cannot read, is left as written.
  var _standInString: String {
    guard _hasFormatting else { return _key }
    let characters = Array(_key)
    var result = ""
    var next = 0
    var index = 0
    while index < characters.count {
      let character = characters[index]
      index += 1
      guard character == "%" else {
        result.append(character)
        continue
      }
      let start = index - 1
      func isDigit(_ at: Int) -> Bool {
        at < characters.count && characters[at].isASCII && characters[at].isNumber
      }
      // A position: `1$`.
      var position: Int?
      var scan = index
      while isDigit(scan) { scan += 1 }
      if scan > index, scan < characters.count, characters[scan] == "$" {
        position = Int(String(characters[index..<scan]))
        index = scan + 1
      }
      var specifier = "%"
      while index < characters.count, "-+ #0'".contains(characters[index]) {
        specifier.append(characters[index])
        index += 1
      }
      while isDigit(index) {
        specifier.append(characters[index])
        index += 1
      }
      if index < characters.count, characters[index] == "." {
        specifier.append(".")
        index += 1
        while isDigit(index) {
          specifier.append(characters[index])
          index += 1
        }
      }
      var length = ""
      while index < characters.count, "hlqLzjt".contains(characters[index]) {
        length.append(characters[index])
        index += 1
      }
      guard index < characters.count else {
        result += String(characters[start...])
        break
      }
      let conversion = characters[index]
      index += 1
      if conversion == "%" && specifier == "%" && length.isEmpty && position == nil {
        result.append("%")
        continue
      }
      let argumentIndex = position.map { $0 - 1 } ?? next
      if position == nil { next += 1 }
      guard argumentIndex >= 0, argumentIndex < _arguments.count,
        let formatted = Self._format(
          _arguments[argumentIndex], specifier: specifier, length: length, conversion: conversion)
      else {
        result += String(characters[start..<index])
        continue
      }
      result += formatted
    }
    return result
  }

  private static func _format(
    _ argument: _StandInFormatArgument, specifier: String, length: String, conversion: Character
  ) -> String? {
    let long =
      length.contains("l") || length.contains("q") || length.contains("j")
      || length.contains("z") || length.contains("t")
    func integer() -> Int64? {
      switch argument {
      case .signed(let value): return value
      case .unsigned(let value): return Int64(truncatingIfNeeded: value)
      case .floating(let value): return Int64(exactly: value.rounded(.towardZero))
      default: return nil
      }
    }
    switch conversion {
    case "@":
      return argument._objectString
    case "d", "i", "o", "u", "x", "X", "c":
      guard let value = integer() else { return nil }
      let format = specifier + (long ? "ll" : "") + String(conversion)
      if long { return String(format: format, value) }
      if "ouxX".contains(conversion) {
        return String(format: format, UInt32(truncatingIfNeeded: value))
      }
      return String(format: format, Int32(truncatingIfNeeded: value))
    case "f", "F", "e", "E", "g", "G", "a", "A":
      let value: Double
      switch argument {
      case .floating(let floating): value = floating
      case .signed(let signed): value = Double(signed)
      case .unsigned(let unsigned): value = Double(unsigned)
      default: return nil
      }
      return String(format: specifier + String(conversion), value)
    default:
      return nil
    }
  }
}

/// Acting on the SwiftUI views of a hosting cell as a user would: the actions test
/// (`GeneratedActionsTests`) turns its `Toggle`s through this, as it turns `UISwitch`
/// accessories through `_StandInUserActions`.
@MainActor public enum _StandInSwiftUIUserActions {
  /// Turns every `Toggle` of the cell's hosting configuration over: sets its binding to the
  /// opposite of what it shows, as SwiftUI does when the user flips one; returns how many it
  /// turned.
  @discardableResult
  public static func turnToggles(of cell: UICollectionViewCell?) async -> Int {
    guard let configuration = cell?.contentConfiguration else { return 0 }
    let bindings = _StandInRecording.toggleBindings(configuration)
    for binding in bindings {
      await binding._standInSet(!binding._standInValue)
    }
    return bindings.count
  }
}
