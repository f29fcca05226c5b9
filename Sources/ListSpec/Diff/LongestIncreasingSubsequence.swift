/// Longest increasing subsequence, the core of minimal move detection.
enum LongestIncreasingSubsequence {
  /// Marks, in `isMember`, the positions of one longest strictly increasing subsequence of
  /// `values`. O(n log n) time (patience sorting with binary search), O(n) extra memory.
  ///
  /// `tails` and `predecessors` are scratch buffers, passed in so a caller running this once per
  /// section does not allocate per section.
  static func mark(
    _ values: [Int], isMember: inout [Bool], tails: inout [Int], predecessors: inout [Int]
  ) {
    isMember.removeAll(keepingCapacity: true)
    isMember.append(contentsOf: repeatElement(false, count: values.count))
    guard !values.isEmpty else { return }
    // tails[k]: the position of the smallest value ending an increasing run of length k + 1.
    tails.removeAll(keepingCapacity: true)
    predecessors.removeAll(keepingCapacity: true)
    predecessors.append(contentsOf: repeatElement(-1, count: values.count))
    for position in values.indices {
      let value = values[position]
      // Fast path: in a list that mostly keeps its order each value extends the longest run.
      if let last = tails.last, values[last] < value {
        predecessors[position] = last
        tails.append(position)
        continue
      }
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { predecessors[position] = tails[low - 1] }
      if low == tails.count { tails.append(position) } else { tails[low] = position }
    }
    var position = tails[tails.count - 1]
    while position >= 0 {
      isMember[position] = true
      position = predecessors[position]
    }
  }

  /// The positions of one longest strictly increasing subsequence of `values`, in order.
  static func positions(_ values: [Int]) -> [Int] {
    var isMember: [Bool] = []
    var tails: [Int] = []
    var predecessors: [Int] = []
    mark(values, isMember: &isMember, tails: &tails, predecessors: &predecessors)
    return values.indices.filter { isMember[$0] }
  }
}
