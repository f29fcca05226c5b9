import Foundation
import ListSpec

/// `listspec-bench diff [--items 100000,1000000] [--runs 5] [--swift-max 100000]`: times
/// `ListDiff.compute` on generated pairs of lists (10% of items deleted, 10% inserted, 5% moved,
/// 5% changed) against, in the same run, hashing every old and new id into a dictionary (the
/// floor of any diff that matches by id) and Swift's `difference(from:).inferringMoves()` on
/// the same id arrays (only up to `--swift-max` items: it is quadratic in the worst case).
/// Each size runs in a fresh process so its peak memory is its own.
enum DiffBenchmark {
  static func run(_ arguments: [String]) {
    if let items = BenchSupport.option("--child", in: arguments).flatMap(Int.init) {
      child(items: items, arguments: arguments)
      return
    }
    let sizes = (BenchSupport.option("--items", in: arguments) ?? "100000,1000000")
      .split(separator: ",").compactMap { Int($0) }
    let runs = BenchSupport.option("--runs", in: arguments) ?? "5"
    let swiftMax = BenchSupport.option("--swift-max", in: arguments) ?? "100000"
    for size in sizes {
      print(
        BenchSupport.runChild([
          "diff", "--child", String(size), "--runs", runs, "--swift-max", swiftMax,
        ]))
      print()
    }
  }

  /// One size, measured in this (fresh) process.
  static func child(items: Int, arguments: [String]) {
    let runs = Int(BenchSupport.option("--runs", in: arguments) ?? "") ?? 5
    let swiftMax = Int(BenchSupport.option("--swift-max", in: arguments) ?? "") ?? 100_000
    let generated = generatePair(items: items, seed: 0x5EED)
    let old = generated.old
    let new = generated.new
    let oldIDs = old.flatMap { $0.items.map(\.id) }
    let newIDs = new.flatMap { $0.items.map(\.id) }
    print(
      "diff \(items) items in \(old.count) sections → \(newIDs.count) items: "
        + "\(generated.deleted) deleted, \(generated.inserted) inserted, "
        + "\(generated.moved) moved, \(generated.changed) changed (generated)")

    // Memory: what the diff itself adds on top of the two models.
    let modelsRSS = Memory.currentResidentBytes
    Memory.resetPeak()
    var diff = ListDiff.compute(old: old, new: new)
    let diffPeak = Memory.peakResidentBytes
    // Sanity: the diff must find what was generated, or its timing means nothing.
    precondition(diff.deletedItems.count == generated.deleted, "deleted \(diff.deletedItems.count)")
    precondition(diff.insertedItems.count == generated.inserted, "inserted")
    precondition(diff.updatedItems.count == generated.changed, "changed")
    precondition(abs(diff.movedItems.count - generated.moved) <= generated.moved / 50 + 2, "moved")
    let moved = diff.movedItems.count
    diff = ListDiff()

    var checksum = 0
    let floorModels = BenchSupport.best(runs: runs) {
      var table: [String: Int] = [:]
      table.reserveCapacity(oldIDs.count + newIDs.count)
      var index = 0
      for section in old {
        for item in section.items {
          table[item.id] = index
          index += 1
        }
      }
      for section in new {
        for item in section.items {
          table[item.id] = index
          index += 1
        }
      }
      checksum &+= table.count
    }
    let floorArrays = BenchSupport.best(runs: runs) {
      var table: [String: Int] = [:]
      table.reserveCapacity(oldIDs.count + newIDs.count)
      for (index, id) in oldIDs.enumerated() { table[id] = index }
      for (index, id) in newIDs.enumerated() { table[id] = index }
      checksum &+= table.count
    }
    let listDiff = BenchSupport.best(runs: runs) {
      checksum &+= ListDiff.compute(old: old, new: new).movedItems.count
    }
    print(
      "hash all ids into a dictionary (from the models): \(BenchSupport.milliseconds(floorModels))")
    print(
      "hash all ids into a dictionary (from id arrays):  \(BenchSupport.milliseconds(floorArrays))")
    print(
      "ListDiff.compute:                                \(BenchSupport.milliseconds(listDiff)) (\(moved) moves)"
    )
    print(
      String(
        format: "ratio ListDiff / hashing floor: %.2fx (models), %.2fx (arrays); target <= 4x",
        listDiff / floorModels, listDiff / floorArrays))
    if items <= swiftMax {
      var swiftMoves = 0
      let swift = BenchSupport.best(runs: 1) {
        let difference = newIDs.difference(from: oldIDs).inferringMoves()
        swiftMoves = difference.insertions.reduce(0) { count, change in
          if case .insert(_, _, let associated) = change, associated != nil { return count + 1 }
          return count
        }
      }
      print(
        "Swift difference(from:).inferringMoves(): \(BenchSupport.milliseconds(swift)) (\(swiftMoves) moves, 1 run)"
          + String(format: "; ratio to ListDiff: %.1fx", swift / listDiff))
    }
    print(
      "memory: models \(BenchSupport.megabytes(modelsRSS)) resident; peak during ListDiff.compute "
        + "\(BenchSupport.megabytes(diffPeak)) (+\(BenchSupport.megabytes(max(0, diffPeak - modelsRSS))))"
        + "; process peak \(BenchSupport.megabytes(BenchSupport.peakResidentBytes))")
    #if DEBUG
      let configuration = "DEBUG build: figures are not meaningful"
    #else
      let configuration = "release build"
    #endif
    print("best of \(runs) runs, \(configuration); checksum \(checksum % 10)")
  }

  struct GeneratedPair {
    var old: [SpecSection]
    var new: [SpecSection]
    var deleted = 0
    var inserted = 0
    var moved = 0
    var changed = 0
  }

  /// Old list: `items` items in sections of 1,000. New list: every old item is deleted (10%),
  /// moved to a random place in a random section (5%), changed (5%) or kept; 10% new items
  /// are inserted at random places. New items are built afresh (their own field dictionaries),
  /// as two separately loaded files would be.
  static func generatePair(items: Int, seed: UInt64) -> GeneratedPair {
    var random = SplitMix64(seed: seed)
    let range = SourceRange(at: SourceLocation(line: 1, column: 1, offset: 0))
    let sectionSize = 1000
    let sectionCount = max(1, (items + sectionSize - 1) / sectionSize)
    func makeItem(_ number: Int, title: String) -> Item {
      let id = "item-\(number)"
      return Item(
        id: id, cell: "row", fields: ["id": id, "title": title, "subtitle": "Subtitle \(number)"],
        range: range)
    }
    var old: [SpecSection] = []
    old.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      let start = section * sectionSize
      let end = min(items, start + sectionSize)
      old.append(
        SpecSection(
          id: "section-\(section)", items: (start..<end).map { makeItem($0, title: "Item \($0)") },
          range: range))
    }
    var pair = GeneratedPair(old: old, new: [])
    // Items placed at random: (section, position key in 0...kept count, item).
    var placed: [[(Int, Item)]] = Array(repeating: [], count: sectionCount)
    var kept: [[Item]] = Array(repeating: [], count: sectionCount)
    for (sectionIndex, section) in old.enumerated() {
      for item in section.items {
        let number = Int(item.id.dropFirst(5))!
        let roll = random.next() % 100
        if roll < 10 {
          pair.deleted += 1
        } else if roll < 15 {
          pair.moved += 1
          let target = Int(random.next() % UInt64(sectionCount))
          placed[target].append(
            (
              Int(random.next() % UInt64(sectionSize)),
              makeItem(number, title: item.fields["title"]!)
            ))
        } else if roll < 20 {
          pair.changed += 1
          kept[sectionIndex].append(makeItem(number, title: "Item \(number) (edited)"))
        } else {
          kept[sectionIndex].append(makeItem(number, title: item.fields["title"]!))
        }
      }
    }
    for number in items..<(items + items / 10) {
      pair.inserted += 1
      let target = Int(random.next() % UInt64(sectionCount))
      placed[target].append(
        (Int(random.next() % UInt64(sectionSize)), makeItem(number, title: "Item \(number)")))
    }
    pair.new.reserveCapacity(sectionCount)
    for sectionIndex in 0..<sectionCount {
      let base = kept[sectionIndex]
      let extras = placed[sectionIndex].map { (min($0.0, base.count), $0.1) }
        .sorted { $0.0 < $1.0 }
      var items: [Item] = []
      items.reserveCapacity(base.count + extras.count)
      var next = 0
      for (position, item) in base.enumerated() {
        while next < extras.count, extras[next].0 <= position {
          items.append(extras[next].1)
          next += 1
        }
        items.append(item)
      }
      while next < extras.count {
        items.append(extras[next].1)
        next += 1
      }
      pair.new.append(SpecSection(id: "section-\(sectionIndex)", items: items, range: range))
    }
    return pair
  }

  /// Resident memory from /proc/self/status, with a resettable peak (Linux).
  enum Memory {
    static var currentResidentBytes: Int { status("VmRSS:") }
    static var peakResidentBytes: Int { status("VmHWM:") }

    /// Sets the peak to the current resident size (`echo 5 > /proc/self/clear_refs`).
    static func resetPeak() {
      try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    private static func status(_ key: String) -> Int {
      guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = text.split(separator: "\n").first(where: { $0.hasPrefix(key) }),
        let kilobytes = Int(
          line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "")
      else { return 0 }
      return kilobytes * 1024
    }
  }

  /// A small seedable generator, so every run diffs the same pair.
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
