// libFuzzer harness for code generation: bytes → loader → SwiftGenerator. Built by
// scripts/fuzz like FrontEndFuzzer.swift, with the ListSpecCodegen sources compiled into the
// same module (their `import ListSpec` lines removed).
//
// Besides crashes, leaks and hangs, it traps when generation is not deterministic, when a
// valid spec yields neither code nor an error, or when the file is not balanced Swift text
// (every bracket closed, no line with trailing spaces), with its texts looked up
// (`--strings`) or not. A test runs `swiftc -parse` over a
// sample of real generated files, which a fuzzer cannot do per input.

public func generateFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let loaded = ListSpecLoader.load(
    source: SourceFile(path: "fuzz.yaml", bytes: bytes), options: LoadOptions(limits: fuzzLimits))
  FuzzInvariants.check(loaded)
  guard loaded.spec != nil else { return 0 }
  let first = SwiftGenerator().generate(loaded)
  let second = SwiftGenerator(options: GenerateOptions(includesItems: true)).generate(loaded)
  FuzzInvariants.expect(first.code == second.code, "generation is not deterministic")
  guard let code = first.code else {
    FuzzInvariants.expect(
      first.diagnostics.contains { $0.severity == .error }, "no code and no error")
    return 0
  }
  GeneratedCodeInvariants.check(code)
  // Looking the texts up (`--strings`) changes texts only: code still comes, balanced, with a
  // catalog.
  let localized = SwiftGenerator(options: GenerateOptions(localizesText: true)).generate(loaded)
  FuzzInvariants.expect(
    localized.code != nil && localized.strings != nil, "--strings gave no code or no catalog")
  if let localizedCode = localized.code { GeneratedCodeInvariants.check(localizedCode) }
  return 0
}

/// Brackets outside string literals and comments balance, and no line ends in a space. (A
/// comment may quote a name from the spec, `vi}deo-game`.)
enum GeneratedCodeInvariants {
  static func check(_ code: String) {
    var depth = 0
    var inString = false
    var escaped = false
    var inComment = false
    var interpolation: [Int] = []
    let scalars = Array(code.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      if inComment {
        if scalar == "\n" { inComment = false }
        continue
      }
      if !inString, scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        inComment = true
        continue
      }
      if inString {
        if escaped {
          escaped = false
          if scalar == "(" {
            interpolation.append(depth)
            depth += 1
            inString = false
          }
        } else if scalar == "\\" {
          escaped = true
        } else if scalar == "\"" {
          inString = false
        }
        continue
      }
      switch scalar {
      case "\"": inString = true
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if scalar == ")", let open = interpolation.last, open == depth {
          interpolation.removeLast()
          inString = true
        }
      default: break
      }
      FuzzInvariants.expect(depth >= 0, "a bracket closes that was never opened")
    }
    FuzzInvariants.expect(depth == 0 && !inString, "unbalanced brackets or an open string")
    for line in code.split(separator: "\n") {
      FuzzInvariants.expect(line.last != " ", "trailing space in '\(line)'")
    }
  }
}
