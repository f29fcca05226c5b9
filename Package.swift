// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "listspec",
  products: [
    .library(name: "ListSpec", targets: ["ListSpec"]),
    .library(name: "ListSpecRender", targets: ["ListSpecRender"]),
    .library(name: "ListSpecCodegen", targets: ["ListSpecCodegen"]),
    .library(name: "ListSpecLanguageServer", targets: ["ListSpecLanguageServer"]),
    .executable(name: "listspec", targets: ["listspec"]),
    // The commands that draw, loaded by `listspec` (dlopen) only when one runs: see
    // Sources/ListSpecCLI/Drawing.swift.
    .library(name: "ListSpecDrawing", type: .dynamic, targets: ["ListSpecDrawing"]),
    // `listspec generate` for each `*.listspec.yaml` of a target, at build time.
    .plugin(name: "ListSpecPlugin", targets: ["ListSpecPlugin"]),
  ],
  targets: [
    // System libraries' providers: Debian packages (what CI installs) and Homebrew formulae
    // (macOS, not verified there: see README.md).
    // libyaml, read through its event API (Sources/ListSpec/YAML).
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // cairo + pango (with HarfBuzz and fontconfig) for text measurement and drawing.
    .systemLibrary(
      name: "CPangoCairo",
      pkgConfig: "pangocairo",
      providers: [.apt(["libpango1.0-dev", "libcairo2-dev"]), .brew(["pango", "cairo"])]
    ),
    // zlib: CRC-32 and Adler-32 for PNG chunks and streams, and a DEFLATE the PNG benchmark
    // compares.
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
    // libdeflate, which the PNG benchmark compares with the own DEFLATE (specs/png.md).
    .systemLibrary(
      name: "CLibdeflate", pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),
    // libmicrohttpd, the embedded HTTP server of `listspec preview`.
    .systemLibrary(
      name: "CMicroHTTPD",
      pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
    ),
    .target(
      name: "ListSpec", dependencies: ["CYAML"],
      // The SF Symbol tables, data rather than Swift, compiled in as bytes: the stand-in
      // glyphs, and every name with the iOS that introduced it.
      resources: [
        .embedInCode("Symbols/SymbolStandIns.txt"),
        .embedInCode("Symbols/SymbolAvailability.txt"),
      ]),
    .target(
      name: "ListSpecRender", dependencies: ["ListSpec", "CPangoCairo", "CZlib"]),
    // Swift code generation (`listspec generate`), kept out of the core.
    .target(name: "ListSpecCodegen", dependencies: ["ListSpec"]),
    // `listspec preview`: the loopback HTTP server, event stream and file watching.
    .target(
      name: "ListSpecPreview", dependencies: ["ListSpec", "ListSpecRender", "CMicroHTTPD"]),
    // The CLI's commands, option parsing, help and output, linked by both `listspec` and the
    // drawing library; nothing here loads cairo, Pango or libmicrohttpd.
    .target(
      name: "ListSpecCLI", dependencies: ["ListSpec", "ListSpecCodegen", "ListSpecLanguageServer"]),
    // `listspec lsp`: the language server (JSON-RPC over stdio), on the core library only.
    .target(name: "ListSpecLanguageServer", dependencies: ["ListSpec"]),
    // render, diff --format png|svg and preview: a dynamic library beside `listspec`.
    .target(
      name: "ListSpecDrawing",
      dependencies: [
        "ListSpecCLI", "ListSpec", "ListSpecRender", "ListSpecPreview", "ListSpecFormatting",
      ]),
    // Foundation's format styles for expressions (`formatted(.currency(code:))`): the whole of
    // Foundation and ICU, so apart from the core, which the thin `listspec` links alone.
    .target(name: "ListSpecFormatting", dependencies: ["ListSpec"]),
    // The thin executable: links no drawing library, and dlopens ListSpecDrawing to draw.
    .executableTarget(name: "listspec", dependencies: ["ListSpecCLI"]),
    // The build-tool plugin: runs the thin `listspec`, which generates without the drawing
    // libraries (Plugins/ListSpecPlugin).
    .plugin(
      name: "ListSpecPlugin", capability: .buildTool(), dependencies: ["listspec"]),
    // Benchmarks: run with `swift run -c release listspec-bench`.
    .executableTarget(
      name: "listspec-bench",
      dependencies: [
        "ListSpec", "ListSpecRender", "ListSpecCodegen", "ListSpecLanguageServer", "CYAML",
        "CZlib", "CLibdeflate",
      ],
      path: "Benchmarks/listspec-bench"),
    // The lean baseline of scripts/bench-validate and bench-memory: a raw libyaml event scan
    // in a process that links nothing else, so start-up does not flatter `listspec`.
    .executableTarget(name: "yaml-scan", dependencies: ["CYAML"], path: "Benchmarks/yaml-scan"),
    // The usage example from examples/, built in CI so it keeps compiling.
    .executableTarget(
      name: "UsageExample", dependencies: ["ListSpec"], path: "examples/UsageExample"),
    .testTarget(
      name: "ListSpecTests", dependencies: ["ListSpec", "ListSpecFormatting"],
      exclude: ["LayoutGoldens", "DiffFixtures"]),
    .testTarget(
      name: "ListSpecRenderTests",
      dependencies: ["ListSpecRender", "ListSpec", "ListSpecFormatting", "CZlib"],
      exclude: ["Goldens"]),
    // StandIn/ holds declarations-only UIKit and SwiftUI modules that generated code is
    // type-checked against with swiftc; they are not part of the test binary.
    .testTarget(
      name: "ListSpecCodegenTests",
      dependencies: ["ListSpecCodegen", "ListSpec", "ListSpecFormatting"],
      exclude: ["StandIn"]),
    .testTarget(name: "CLITests", dependencies: ["listspec", "ListSpecDrawing"]),
    .testTarget(
      name: "ListSpecLanguageServerTests", dependencies: ["ListSpecLanguageServer", "ListSpec"]),
  ]
)
