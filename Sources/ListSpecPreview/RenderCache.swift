/// The preview's rendered fragments of one version, by variant: at most `capacity` bytes of
/// them, the least recently used let go first. Every distinct `/render?…` query is a variant,
/// so without a bound a client asking for new ones grew the server without end.
struct RenderCache<Key: Hashable> {
  private struct Entry {
    var html: String
    var lastUse: Int
  }

  /// The most bytes (of UTF-8 HTML) held.
  let capacity: Int
  /// The most fragments held, whatever their size: finding the least recently used one scans
  /// them all.
  let maximumCount: Int
  private var entries: [Key: Entry] = [:]
  private var clock = 0
  /// The UTF-8 bytes of every fragment held.
  private(set) var bytes = 0

  init(capacity: Int, maximumCount: Int = 256) {
    self.capacity = capacity
    self.maximumCount = maximumCount
  }

  var count: Int { entries.count }

  /// The fragment for `key`, now the most recently used.
  mutating func value(for key: Key) -> String? {
    guard var entry = entries[key] else { return nil }
    clock += 1
    entry.lastUse = clock
    entries[key] = entry
    return entry.html
  }

  /// Keeps `html` for `key`, letting the least recently used go until it fits; a fragment
  /// larger than the whole capacity is not kept.
  mutating func insert(_ html: String, for key: Key) {
    let size = html.utf8.count
    if let old = entries.removeValue(forKey: key) { bytes -= old.html.utf8.count }
    guard size <= capacity, maximumCount > 0 else { return }
    while bytes + size > capacity || entries.count >= maximumCount,
      let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse })
    {
      bytes -= oldest.value.html.utf8.count
      entries[oldest.key] = nil
    }
    clock += 1
    entries[key] = Entry(html: html, lastUse: clock)
    bytes += size
  }

  mutating func removeAll() {
    entries = [:]
    bytes = 0
  }
}
