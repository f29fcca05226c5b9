// A small program that uses the ListSpec library the way the CLI does: load a spec,
// print its diagnostics compiler-style, and walk the model.
//
//   swift run UsageExample examples/video-games.yaml
import Foundation
import ListSpec

let path = CommandLine.arguments.dropFirst().first ?? "examples/video-games.yaml"
let loaded = ListSpecLoader.load(path: path)

// Diagnostics, as `listspec validate --oneline` prints them.
let formatter = DiagnosticFormatter(style: .oneLine)
print(formatter.format(loaded.diagnostics, sources: [path: loaded.source]), terminator: "")

guard let spec = loaded.spec else {
  print("\(path) is invalid")
  exit(1)
}

print("\(path): \(spec.list.appearance.rawValue) list, \(spec.cells.count) cell templates")
for section in spec.sections {
  print("section \(section.id): \(section.items.count) items")
  for item in section.items {
    guard let cell = spec.cell(named: item.cell) else { continue }
    // What the cell would show: the template's placeholders filled from the item.
    let texts = cell.templates.map { $0.evaluate(fields: item.fields) }
    print("  \(item.id) [\(cell.name), \(cell.kind.name)]: \(texts.joined(separator: " | "))")
  }
}

// Lay the list out. The CLI measures text with Pango (ListSpecRender's PangoTextMeasurer);
// the core library's approximate measurer needs no C library, which is enough for sizes.
let layout = ListLayoutEngine(
  environment: PreviewEnvironment(device: .iPhone15), measurer: ApproximateTextMeasurer()
).layout(spec)
print("laid out on an iPhone 15: \(layout.size.width) × \(layout.size.height) pt")

// Diff the list against a copy with the last item moved to the front: one move.
var reordered = spec
if var items = reordered.sections.first?.items, let last = items.popLast() {
  items.insert(last, at: 0)
  reordered.sections[0].items = items
}
let diff = ListDiff.compute(old: spec, new: reordered)
print(
  "moving the last item first: \(diff.movedItems.count) move(s), \(diff.updatedItems.count) update(s)"
)
