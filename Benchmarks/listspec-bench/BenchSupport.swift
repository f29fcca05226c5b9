import Foundation

/// Timing and memory helpers shared by the benchmarks.
enum BenchSupport {
  /// Seconds taken by `body`, best of `runs` (the least disturbed run).
  static func best(runs: Int, _ body: () -> Void) -> Double {
    withoutActuallyEscaping(body) { bestWithCPU(runs: runs, [$0])[0].wall }
  }

  /// For each body, the best (least disturbed) of `runs` runs: its wall-clock seconds and the
  /// CPU seconds this process spent in it on all threads, so work spread over cores is
  /// visible. The bodies take turns, run by run, so a slow spell of the machine slows each
  /// of them rather than one.
  static func bestWithCPU(runs: Int, _ bodies: [() -> Void]) -> [(wall: Double, cpu: Double)] {
    var best = [(wall: Double, cpu: Double)](repeating: (.infinity, 0), count: bodies.count)
    for _ in 0..<max(runs, 1) {
      for (index, body) in bodies.enumerated() {
        let cpuStart = processCPUSeconds
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        if elapsed < best[index].wall { best[index] = (elapsed, processCPUSeconds - cpuStart) }
      }
    }
    return best
  }

  /// User and system CPU time of this process so far, all threads.
  static var processCPUSeconds: Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }

  /// Peak resident memory of this process so far, in bytes.
  static var peakResidentBytes: Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss * 1024
  }

  /// Runs this benchmark binary again with `arguments` and returns its standard output, so a
  /// measurement (peak memory above all) starts from a fresh process.
  static func runChild(_ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try? process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  static func megabytes(_ bytes: Int) -> String {
    String(format: "%.1f MB", Double(bytes) / 1_048_576)
  }

  static func milliseconds(_ seconds: Double) -> String {
    String(format: "%.1f ms", seconds * 1000)
  }

  /// `--name value` from an argument list.
  static func option(_ name: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else {
      return nil
    }
    return arguments[index + 1]
  }
}
