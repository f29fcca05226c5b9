/// `assets`: the app's asset catalogs, read before the keys that name their colours and
/// images.
extension SpecDecoder {
  /// Reads the catalogs `assets` names, once, as soon as the root's `assets` value is known:
  /// from the streaming reader's root values before the first section (or item check) is
  /// decoded, or from the tree in `decode`. Its problems wait in `assetProblems` until
  /// `decode` reports them where `assets` is.
  mutating func readAssetsOnce(_ rootValue: (String) -> YAMLNode?) {
    guard assetsStart == nil, let node = rootValue(DocumentKey.assets.rawValue) else { return }
    readAssets(node)
  }

  /// `assets` in `decode`: taken from the streaming read when it was read then, otherwise
  /// read now. Written after `sections`, it comes too late for streamed sections: that is an
  /// error, and the catalogs are not read, whether or not sections were streamed, so that
  /// the report does not depend on how the file was read.
  mutating func decodeAssets(_ node: YAMLNode, sections: YAMLNode?) {
    if let sections, sections.range.start < node.range.start {
      assets = AssetCatalogs()
      report(.assetsAfterSections(range: node.reportRange))
      return
    }
    if assetsStart != node.range.start { readAssets(node) }
    sink.absorb(assetProblems)
  }

  private mutating func readAssets(_ node: YAMLNode) {
    assetsStart = node.range.start
    var problems = DiagnosticSink(limit: sink.limit)
    var catalogs = AssetCatalogs()
    catalogs.range = node.reportRange
    let key = DocumentKey.assets.rawValue
    let paths: [YAMLNode]
    if node.isSequence {
      paths = sequence(node, key: key) ?? []
    } else {
      paths = [node]
    }
    // One budget for all the catalogs listed.
    var session = AssetCatalogReader.Session()
    for pathNode in paths {
      guard let written = string(pathNode, key: key) else { continue }
      guard !written.isEmpty else {
        problems.report(
          .invalidAssetCatalog(
            catalog: written, file: "",
            message: "'assets' is an empty path; name an asset catalog folder (Assets.xcassets)",
            range: pathNode.reportRange))
        continue
      }
      guard
        allowsAssetsOutsideSpecFolder
          || AssetCatalogs.isInSpecFolder(written, relativeTo: path)
      else {
        problems.report(
          .assetsOutsideSpecFolder(catalog: written, range: pathNode.reportRange))
        continue
      }
      let resolved = AssetCatalogs.path(of: written, relativeTo: path)
      for problem in AssetCatalogReader.read(
        resolved, shown: written, into: &catalogs, session: &session)
      {
        problems.report(
          .invalidAssetCatalog(
            catalog: written, file: problem.file, message: problem.message,
            range: pathNode.reportRange))
      }
    }
    assets = catalogs
    assetProblems = problems
  }
}
