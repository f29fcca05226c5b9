/// One item's separators as `itemSeparatorHandler` changes them: each value set here replaces
/// the section's `separatorConfiguration` for that item.
public struct ItemSeparators: Sendable, Hashable {
  public var itemID: String
  public var topSeparatorVisibility: SeparatorVisibility?
  public var bottomSeparatorVisibility: SeparatorVisibility?
  /// `.some(nil)` is `automatic` written out.
  public var topSeparatorInsets: DirectionalEdgeInsets??
  public var bottomSeparatorInsets: DirectionalEdgeInsets??
  /// The item id as written (a key of `itemSeparators`).
  public var range: SourceRange

  public init(itemID: String, range: SourceRange = .unwritten) {
    self.itemID = itemID
    self.range = range
  }

  /// The section's configuration with this item's changes.
  public func applied(to configuration: SeparatorConfiguration) -> SeparatorConfiguration {
    var result = configuration
    if let visibility = topSeparatorVisibility { result.topSeparatorVisibility = visibility }
    if let visibility = bottomSeparatorVisibility { result.bottomSeparatorVisibility = visibility }
    if let insets = topSeparatorInsets { result.topSeparatorInsets = insets }
    if let insets = bottomSeparatorInsets { result.bottomSeparatorInsets = insets }
    return result
  }
}
