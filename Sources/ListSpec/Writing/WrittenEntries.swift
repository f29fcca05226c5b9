/// The entries of one mapping of the format, keyed by its key table: a value goes in under its
/// key, and a value that can fail is given the key's path (`cells.row.content.text`) for its
/// error. The writer's one way of spelling a key and where it is.
struct WrittenEntries<Key: FormatKey> {
  /// Where the mapping is in the spec.
  let path: String
  private(set) var entries: [(String, WrittenNode)] = []

  init(at path: String) { self.path = path }

  /// Where `key`'s value is in the spec.
  func path(_ key: Key) -> String { "\(path).\(key.rawValue)" }

  mutating func add(_ key: Key, _ node: WrittenNode) { entries.append((key.rawValue, node)) }

  /// Adds what `write` makes of `key`'s value, given the key's path.
  mutating func add(_ key: Key, _ write: (_ path: String) throws -> WrittenNode) rethrows {
    entries.append((key.rawValue, try write(path(key))))
  }

  var isEmpty: Bool { entries.isEmpty }

  func mapping(_ style: YAMLEmitter.CollectionStyle) -> WrittenNode { .mapping(entries, style) }
}
