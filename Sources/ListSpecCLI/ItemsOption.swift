import ListSpec

/// `--items`: the app's sections and items, from a JSON file of the shape of the spec's
/// `sections:` (``ItemsFile``), drawn with the spec's templates.
package enum ItemsOption {
  static let shape =
    "JSON of the shape of the spec's sections: {\"sections\": [{\"id\", \"header\", \"footer\", "
    + "\"cell\", \"items\": [{\"id\", \"cell\", fields…}]}]}"

  /// `render` and `preview`: one file.
  package static let option = Option(
    name: "--items", valueName: "data.json",
    help:
      "Draw the sections and items of this file instead of the spec's: \(shape). Each "
      + "problem is located at its JSON line and column.",
    completion: .file)

  /// `diff`: the old and the new data.
  package static let pair = Option(
    name: "--items", valueName: "old.json", secondValueName: "new.json",
    help:
      "Compare the sections and items of two files, both drawn with the one spec given: "
      + "\(shape).",
    completion: .file)

  /// The spec at `path` (or standard input), with the sections and items of `items` when
  /// given.
  package static func load(_ path: String, items: String?, options: LoadOptions) -> LoadedSpec {
    let loaded = SpecInput.load(path, options: options)
    guard let items else { return loaded }
    return ItemsFile.load(path: items, over: loaded, options: options)
  }
}
