import ListSpec
import ListSpecCodegen

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `listspec generate FILE [-o OUT.swift] [--check]`
package enum GenerateCommand: CLICommand {
  package static let name = "generate"
  package static let summary =
    "Write the app's Swift code for a list: model, layout, cells, snapshot."
  package static let discussion = """
    One Swift file per spec (UIKit, and SwiftUI for hosting cells): the item model, section \
    identifiers, the list layout, one cell registration per template, header and footer \
    registrations, a data source factory and the initial snapshot. The same spec always gives \
    the same bytes. See specs/generate.md.
    """
  package static let arguments = [
    Argument(name: "file", help: "The spec to generate from ('-' reads standard input).")
  ]

  package static let output = Option(
    name: "--output", short: "-o", valueName: "path",
    help: "Write the Swift file here (atomically) instead of standard output.",
    completion: .file)
  package static let check = Option.flag(
    "--check",
    help:
      "Write nothing; exit 1 with a short diff when the file at -o is not what generate writes "
      + "(for CI).")
  package static let typePrefix = Option(
    name: "--name", valueName: "prefix",
    help:
      "The start of the generated type names (default: the spec's name:, else the file name; "
      + "video-games.yaml gives VideoGamesItem and VideoGamesList).")
  package static let noItems = Option.flag(
    "--no-items",
    help: "Leave the spec's items out of the initial snapshot (for apps with their own data).")

  package static let strings = Option(
    name: "--strings", valueName: "path",
    help:
      "Make the Swift look every user-visible literal up (String(localized:), Text(\"…\")) and "
      + "write those strings to this Xcode String Catalog (.xcstrings, atomically); an "
      + "existing catalog keeps its entries and translations, and gains the keys it lacks. "
      + "With --check, compare this file too.",
    completion: .file)

  package static let optionGroups = [
    OptionGroup(title: "OPTIONS", options: [output, check, typePrefix, noItems, strings]),
    LimitOptions.group,
  ]

  package static let exitStatus = """
    0 written (or, with --check, up to date), 1 the spec is invalid or a name cannot become \
    Swift (nothing is written), or --check found a difference, 64 usage error, 66 the spec \
    cannot be read, 73 the output cannot be written (or is the spec), or the file given to \
    --strings is not an English String Catalog.
    """

  package static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    let options: LoadOptions
    let output = arguments.value(Self.output)
    do {
      options = try LimitOptions.loadOptions(arguments)
      guard arguments.positionals.count == 1 else {
        throw UsageError(
          message: arguments.positionals.isEmpty
            ? "no spec file given" : "generate takes one spec file")
      }
      if arguments.has(check), output == nil || output == "-" {
        throw UsageError(message: "--check compares with a file: give it with -o <path>")
      }
      if let catalog = arguments.value(strings) {
        guard catalog != "-" else {
          throw UsageError(message: "--strings writes a file: give its path")
        }
        if let output, output != "-", catalog == output {
          throw UsageError(message: "--strings and -o name the same file")
        }
      }
    } catch let error as UsageError {
      return console.usageError(error, command: name)
    } catch {
      return ExitCode.software
    }
    let path = arguments.positionals[0]
    var loaded = SpecInput.load(path, options: options)
    let generator = SwiftGenerator(
      options: GenerateOptions(
        typePrefix: arguments.value(typePrefix), includesItems: !arguments.has(noItems),
        localizesText: arguments.value(strings) != nil))
    let result = generator.generate(loaded)
    loaded.diagnostics = result.diagnostics
    if !result.diagnostics.isEmpty { SpecInput.printDiagnostics([loaded], console: console) }
    guard let code = result.code else {
      return loaded.isUnreadable ? ExitCode.noInput : ExitCode.failure
    }
    // The Swift file and, with --strings, the catalog: (path, contents).
    var files: [(String, String)] = []
    if let output, output != "-" {
      files.append((output, code))
    } else {
      console.out(code)
    }
    if let catalogPath = arguments.value(strings), let catalog = result.strings {
      // An existing catalog keeps its entries (translations too): only missing keys are added.
      var existing: [UInt8]?
      var info = stat()
      if stat(catalogPath, &info) == 0 {
        switch ListSpecLoader.readRegularFile(catalogPath, limit: options.limits.maxFileBytes) {
        case .success(let bytes): existing = bytes
        case .failure(let diagnostic):
          console.err("error: \(TerminalText.escaped(diagnostic.message))\n")
          return ExitCode.cannotCreate
        }
      }
      do {
        files.append((catalogPath, try catalog.merged(into: existing)))
      } catch {
        console.err("error: \(TerminalText.escaped(catalogPath)): \(error)\n")
        return ExitCode.cannotCreate
      }
    }
    if arguments.has(check) {
      var status = ExitCode.success
      for (file, contents) in files {
        // Only a regular file within the size limit: `-o /dev/zero` or a FIFO would never end.
        let read = ListSpecLoader.readRegularFile(file, limit: options.limits.maxFileBytes)
        let existing = (try? read.get()).flatMap { String(validating: $0, as: UTF8.self) }
        if let difference = GeneratedFileCheck.difference(
          existing: existing, generated: contents, path: file)
        {
          console.err(difference)
          status = ExitCode.failure
        }
      }
      return status
    }
    for (file, contents) in files {
      do {
        try AtomicFile.write(contents, to: file, inputs: path == "-" ? [] : [path])
      } catch {
        console.err("error: \(TerminalText.escaped("\(error)"))\n")
        return ExitCode.cannotCreate
      }
    }
    return ExitCode.success
  }
}
