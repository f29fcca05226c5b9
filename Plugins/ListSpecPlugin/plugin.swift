import Foundation
import PackagePlugin

/// Runs `listspec generate` for every `*.listspec.yaml` file of a target, before it is
/// compiled: `VideoGames.listspec.yaml` becomes `VideoGames.swift` in the plugin's work
/// directory, with the types `VideoGamesItem`, `VideoGamesList` (and `VideoGamesSection`).
///
/// The spec's diagnostics are printed by the tool as `file:line:column: error: …`, which the
/// build reports at that place; an invalid spec fails the build.
@main
struct ListSpecPlugin: BuildToolPlugin {
  /// The suffix a spec's file name ends in; what comes before it names the types.
  static let suffix = ".listspec.yaml"

  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tool = try context.tool(named: "listspec")
    return target.sourceFiles.compactMap { file -> Command? in
      let fileName = file.url.lastPathComponent
      guard fileName.hasSuffix(Self.suffix), fileName.count > Self.suffix.count else {
        return nil
      }
      let name = String(fileName.dropLast(Self.suffix.count))
      let output = context.pluginWorkDirectoryURL.appendingPathComponent(name + ".swift")
      return .buildCommand(
        displayName: "Generating \(name).swift from \(fileName)",
        executable: tool.url,
        arguments: ["generate", file.url.path, "--name", name, "-o", output.path],
        inputFiles: [file.url],
        outputFiles: [output])
    }
  }
}
