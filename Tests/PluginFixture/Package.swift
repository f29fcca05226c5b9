// swift-tools-version:6.0
// A package as an app's would be: it depends on listspec by path and uses ListSpecPlugin, so
// each `*.listspec.yaml` of the target is generated at build time. scripts/test-plugin builds
// it against the stand-in UIKit and SwiftUI (Tests/ListSpecCodegenTests/StandIn).
import PackageDescription

let package = Package(
  name: "PluginFixture",
  dependencies: [.package(name: "listspec", path: "../..")],
  targets: [
    .target(
      name: "Fixture",
      plugins: [.plugin(name: "ListSpecPlugin", package: "listspec")])
  ]
)
