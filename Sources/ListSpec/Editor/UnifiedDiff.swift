/// A unified diff of two texts, as `diff -u` prints it: what `listspec fix --dry-run` shows.
public enum UnifiedDiff {
  /// The diff of `old` and `new` (`---`/`+++` headers naming `oldName` and `newName`, hunks
  /// with `context` lines around each change), or "" when they are equal. Lines are compared
  /// whole, line breaks included; a last line without a break is marked as `diff` marks it.
  public static func text(
    old: [UInt8], new: [UInt8], oldName: String, newName: String, context: Int = 3
  ) -> String {
    let oldLines = lines(old)
    let newLines = lines(new)
    let script = editScript(oldLines, newLines)
    guard script.contains(where: { $0.kind != .same }) else { return "" }
    var output = "--- \(oldName)\n+++ \(newName)\n"
    // Group the edits into hunks: runs of changes no more than 2 × context lines apart.
    var index = 0
    while index < script.count {
      guard script[index].kind != .same else {
        index += 1
        continue
      }
      var hunkStart = index
      var leading = 0
      while hunkStart > 0, leading < context, script[hunkStart - 1].kind == .same {
        hunkStart -= 1
        leading += 1
      }
      var hunkEnd = index
      var sameRun = 0
      var scan = index
      while scan < script.count {
        if script[scan].kind == .same {
          sameRun += 1
          if sameRun > 2 * context { break }
        } else {
          sameRun = 0
          hunkEnd = scan
        }
        scan += 1
      }
      let trailingEnd = min(script.count, hunkEnd + 1 + context)
      var end = hunkEnd + 1
      while end < trailingEnd, script[end].kind == .same { end += 1 }
      let hunk = script[hunkStart..<end]
      let oldStart = hunk.first!.oldIndex
      let newStart = hunk.first!.newIndex
      let oldCount = hunk.filter { $0.kind != .inserted }.count
      let newCount = hunk.filter { $0.kind != .deleted }.count
      output +=
        "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
      for edit in hunk {
        let line: ArraySlice<UInt8>
        let sign: String
        switch edit.kind {
        case .same:
          line = oldLines[edit.oldIndex]
          sign = " "
        case .deleted:
          line = oldLines[edit.oldIndex]
          sign = "-"
        case .inserted:
          line = newLines[edit.newIndex]
          sign = "+"
        }
        output += sign + String(decoding: line, as: UTF8.self)
        if line.last != 0x0A && line.last != 0x0D { output += "\n\\ No newline at end of file\n" }
      }
      index = end
    }
    return output
  }

  /// `start,count` as a hunk header says it (1-based; the line before for an empty side).
  private static func range(_ start: Int, _ count: Int) -> String {
    count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
  }

  /// The lines of `bytes`, each with its line break.
  static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    for index in bytes.indices where bytes[index] == 0x0A {
      result.append(bytes[start...index])
      start = index + 1
    }
    if start < bytes.count { result.append(bytes[start...]) }
    return result
  }

  struct Edit {
    enum Kind { case same, deleted, inserted }
    var kind: Kind
    /// The old line (for same and deleted), or where in the old text an insertion falls.
    var oldIndex: Int
    var newIndex: Int
  }

  /// The shortest edit script (Myers' O(ND) algorithm): fix-its change few lines of a large
  /// file, so D is small where a table of every pair of lines would not be.
  static func editScript(_ old: [ArraySlice<UInt8>], _ new: [ArraySlice<UInt8>]) -> [Edit] {
    let n = old.count
    let m = new.count
    let maximum = n + m
    let offset = maximum + 1
    var frontier = [Int](repeating: 0, count: 2 * maximum + 3)
    var trace: [[Int]] = []
    var found = false
    for d in 0...maximum {
      trace.append(frontier)
      for k in stride(from: -d, through: d, by: 2) {
        var x: Int
        if k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1]) {
          x = frontier[offset + k + 1]
        } else {
          x = frontier[offset + k - 1] + 1
        }
        var y = x - k
        while x < n, y < m, old[x] == new[y] {
          x += 1
          y += 1
        }
        frontier[offset + k] = x
        if x >= n, y >= m {
          found = true
          break
        }
      }
      if found { break }
    }
    // Walk back through the saved frontiers.
    var edits: [Edit] = []
    var x = n
    var y = m
    for d in stride(from: trace.count - 1, through: 0, by: -1) {
      let saved = trace[d]
      let k = x - y
      let previousK: Int
      if d == 0 {
        previousK = k
      } else if k == -d || (k != d && saved[offset + k - 1] < saved[offset + k + 1]) {
        previousK = k + 1
      } else {
        previousK = k - 1
      }
      let previousX = d == 0 ? 0 : saved[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX, y > previousY {
        x -= 1
        y -= 1
        edits.append(Edit(kind: .same, oldIndex: x, newIndex: y))
      }
      if d > 0 {
        if x == previousX {
          y -= 1
          edits.append(Edit(kind: .inserted, oldIndex: x, newIndex: y))
        } else {
          x -= 1
          edits.append(Edit(kind: .deleted, oldIndex: x, newIndex: y))
        }
      }
    }
    return edits.reversed()
  }
}
