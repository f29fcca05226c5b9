import ListSpec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#endif

/// `listspec fix FILE… [--dry-run]`
package enum FixCommand: CLICommand {
  package static let name = "fix"
  package static let summary = "Apply every fix-it of the diagnostics to the spec files."
  package static let discussion = """
    Each file is loaded, every fix-it validate prints is applied, and the file is loaded again \
    (a fix can uncover another; at most 4 rounds). Only the replaced text changes: comments, \
    indentation and every other line stay byte for byte. The file is replaced atomically, with \
    its permissions kept; a file with nothing to fix is not written. The diagnostics that \
    remain are printed as validate prints them.
    """
  package static let arguments = [
    Argument(name: "file", help: "Spec files to fix in place.", repeating: true)
  ]

  package static let dryRun = Option.flag(
    "--dry-run", help: "Write nothing; print the changes as a unified diff on standard output.")

  package static let optionGroups = [
    OptionGroup(title: "OPTIONS", options: [dryRun]), LimitOptions.group,
  ]

  package static let exitStatus = """
    0 every file is valid after fixing (warnings allowed), 1 errors remain in a file, \
    64 usage error, 66 a file cannot be read, 73 a file cannot be written.
    """

  package static func run(_ arguments: ParsedArguments, _ console: Console) -> Int32 {
    var options: LoadOptions
    do {
      options = try LimitOptions.loadOptions(arguments)
      // Only the diagnostics and their fix-its are wanted, as validate reads them.
      options.keepsSpec = false
      guard !arguments.positionals.isEmpty else { throw UsageError(message: "no spec file given") }
      if arguments.positionals.contains("-") {
        throw UsageError(message: "fix changes files in place; standard input ('-') has none")
      }
    } catch let error as UsageError {
      return console.usageError(error, command: name)
    } catch {
      return ExitCode.software
    }
    var results: [LoadedSpec] = []
    var cannotWrite = false
    for path in arguments.positionals {
      // Read whole (not in pieces): the fixed text is made from its bytes.
      let read = ListSpecLoader.readFile(path, limit: options.limits.maxFileBytes)
      guard case .success(let bytes) = read else {
        results.append(ListSpecLoader.load(path: path, options: options))
        continue
      }
      let original = SourceFile(path: path, bytes: bytes)
      let fixed = FixItApplication.fixAll(original, options: options)
      results.append(fixed.loaded)
      guard !fixed.applied.isEmpty else { continue }
      let count = fixed.applied.count
      if arguments.has(dryRun) {
        console.out(
          UnifiedDiff.text(
            old: bytes, new: fixed.bytes, oldName: path,
            newName: path))
        continue
      }
      // Write through a symbolic link to the file it names, with the file's permissions.
      var status = stat()
      let mode = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
      let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      do {
        try AtomicFile.write(fixed.bytes, to: target, mode: mode)
        console.err(
          "\(TerminalText.escaped(path)): applied \(count) fix-it\(count == 1 ? "" : "s")\n")
      } catch {
        console.err("error: \(TerminalText.escaped("\(error)"))\n")
        cannotWrite = true
      }
    }
    SpecInput.printDiagnostics(results, console: console)
    if cannotWrite { return ExitCode.cannotCreate }
    return SpecInput.exitCode(results)
  }
}
