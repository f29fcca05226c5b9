import CPangoCairo
import Foundation
import ListSpec

/// The picture formats cairo writes.
public enum ImageFormat: String, Sendable, CaseIterable {
  case png
  case svg
  case pdf

  /// The same format among all those `listspec render` writes.
  public var renderFormat: RenderFormat {
    switch self {
    case .png: return .png
    case .svg: return .svg
    case .pdf: return .pdf
    }
  }
}

/// Errors from drawing.
public enum RenderError: Error, CustomStringConvertible, Equatable {
  /// The picture is wider than cairo's image surfaces allow (32,767 pixels), or taller than
  /// PNG allows.
  case imageTooLarge(width: Int, height: Int)
  case cairo(String)

  public var description: String {
    switch self {
    case .imageTooLarge(let width, let height):
      return
        "the picture would be \(width)×\(height) pixels, more than PNG and cairo allow (\(CairoRenderer.maximumPixels) pixels wide) — use a smaller --scale, or --format svg or pdf"
    case .cairo(let message): return "cairo: \(message)"
    }
  }
}

/// Draws a layout tree with cairo and Pango: fills, rounded groups, hairline separators, text
/// set exactly as it was measured, SF Symbol stand-ins, app images (or their placeholder) and
/// accessories.
public enum CairoRenderer {
  /// cairo's widest image surface (PNGs are drawn in bands, so only the width is bound).
  public static let maximumPixels = 32767

  /// Renders `layout` to PNG (at `scale` pixels per point), SVG or PDF (in points). Throws
  /// ``RenderBudgetError``, before drawing, for a picture beyond `budget` or beyond what
  /// cairo can draw (it would come out blank).
  public static func render(
    _ layout: ListLayout, format: ImageFormat, scale: Double = 2,
    budget: RenderBudget = RenderBudget()
  ) throws -> [UInt8] {
    try budget.checkPicture(layout, format: format.renderFormat, scale: scale)
    return try render(layout, format: format, scale: scale, pngDeflater: .own)
  }

  /// `render`, with a PNG's pieces deflated by `pngDeflater`: for the PNG benchmark's
  /// side-by-side figures.
  @_spi(Benchmark)
  public static func render(
    _ layout: ListLayout, format: ImageFormat, scale: Double, pngDeflater: PNGDeflater
  ) throws -> [UInt8] {
    let size = layout.size
    let sink = ByteSink()
    let sinkPointer = Unmanaged.passUnretained(sink).toOpaque()
    switch format {
    case .png:
      // Compared as Double first: converting a huge size to Int would trap.
      let width = (size.width * scale).rounded(.up)
      let height = (size.height * scale).rounded(.up)
      guard width.isFinite, height.isFinite, width <= Double(maximumPixels),
        height <= Double(PNGEncoder.maximumSide)
      else {
        let cap = Double(Int.max / 2)
        throw RenderError.imageTooLarge(
          width: Int(width.isFinite ? min(width, cap) : cap),
          height: Int(height.isFinite ? min(height, cap) : cap))
      }
      let pixelWidth = Int(width)
      let pixelHeight = Int(height)
      // Each band draws with a painter of its own; the image files are read once for all.
      let imageFiles = AssetImageFiles(planning: layout.root, scale: scale)
      let overhang = layout.root.decorationOverhang
      let drawBand = { (surface: OpaquePointer, top: Int) throws in
        try draw(
          layout.root, visible: (Double(top) / scale)..<Double.infinity, on: surface,
          scale: scale, imageFiles: imageFiles, overhang: overhang)
      }
      return try PNGEncoder.encode(
        width: max(1, pixelWidth), height: max(1, pixelHeight),
        bands: pngBands(layout.root, scale: scale, pixelHeight: max(1, pixelHeight)),
        paintsEveryPixel: paintsEveryPixel(
          layout.root, width: pixelWidth, height: pixelHeight, scale: scale),
        deflater: pngDeflater, drawBand: drawBand)
    case .svg, .pdf:
      let surface =
        format == .svg
        ? cairo_svg_surface_create_for_stream(ByteSink.write, sinkPointer, size.width, size.height)!
        : cairo_pdf_surface_create_for_stream(ByteSink.write, sinkPointer, size.width, size.height)!
      if format == .svg { cairo_svg_surface_restrict_to_version(surface, CAIRO_SVG_VERSION_1_2) }
      try draw(
        layout.root, on: surface, scale: 1, offsetY: 0,
        imageFiles: AssetImageFiles(planning: layout.root, scale: Painter.vectorImageScale))
      cairo_surface_finish(surface)
      let status = cairo_surface_status(surface)
      cairo_surface_destroy(surface)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
      }
      if format == .svg {
        var svg = sink.bytes
        sink.bytes = []
        SVGSymbolTitles.insert(into: &svg, layout: layout)
        return svg
      }
    }
    return sink.bytes
  }

  /// Whether drawing `root` first covers every pixel of the picture with an opaque colour,
  /// so band surfaces need not be cleared: the list's own background, opaque, a plain
  /// rectangle drawn as it is (not in a group with opacity), over whole pixels at `scale`.
  static func paintsEveryPixel(_ root: LayoutNode, width: Int, height: Int, scale: Double)
    -> Bool
  {
    guard root.kind == .list, let fill = root.fill, fill.alpha >= 1,
      root.shape == nil, (root.cornerRadius ?? 0) == 0
    else { return false }
    if case .singleValue(.opacity, let opacity) = root.decoration, opacity < 1 { return false }
    let frame = root.frame
    return frame.minX * scale <= 0 && frame.minY * scale <= 0
      && frame.maxX * scale >= Double(width) && frame.maxY * scale >= Double(height)
  }

  /// For `listspec-bench png --timeline`: while set, told of each band of a PNG drawn and
  /// each piece coded, on which thread (the drawing one is the last), from when to when
  /// (`monotonicNanoseconds()`). A process-wide setting, unguarded: set it only while no
  /// render runs.
  @_spi(Benchmark)
  public static func setPNGTimeline(
    _ record: (
      @Sendable (_ thread: Int, _ isDrawing: Bool, _ start: UInt64, _ end: UInt64) -> Void
    )?
  ) {
    PNGEncoder.timeline = record
  }

  /// The most rows of a band `render` draws a PNG in (see `pngBands`).
  @_spi(Benchmark)
  public static func pngBandHeight(pixelHeight: Int) -> Int {
    // Encoding starts when the first band is drawn and goes on while the next ones are: a
    // short picture is cut into eight bands (of at least 128 rows) so that it starts early; a
    // tall one into bands of 4096 rows, as drawing a band walks the whole layout (10,000
    // rows: 256-row bands made encoding 2.1× drawing, 4096-row ones 0.24×; bands of 512 rows
    // or a quarter left the examples' encoding further behind; `listspec-bench png`).
    min(4096, max(128, (pixelHeight + 7) / 8))
  }

  /// The rows of each band `render` draws a PNG in, top to bottom: about `pngBandHeight`
  /// each, but ending where no text crosses when there is such a row nearby. A text in two
  /// bands is laid out and drawn in both: mail at 3x drew 18 texts a render in 6 bands of
  /// 128 rows, against 12 in one surface, which made drawing it in bands 1.5 times as long.
  /// The PNG benchmark draws the same bands to measure drawing alone.
  @_spi(Benchmark)
  public static func pngBands(_ root: LayoutNode, scale: Double, pixelHeight: Int) -> [Int] {
    let bandHeight = pngBandHeight(pixelHeight: pixelHeight)
    guard pixelHeight > bandHeight else { return [pixelHeight] }
    // The rows a band may not start at. The band starting at row r draws every node that
    // reaches down to r / scale, and the band before it every node that starts at or above
    // it (edges included), so a text from y₀ to y₁ points is drawn twice when a band starts
    // at any row from ⌈y₀·scale⌉ to ⌊y₁·scale⌋. Merged into sorted runs with a free row
    // between any two.
    var spans: [(first: Int, last: Int)] = []
    var stack = [root]
    while let node = stack.popLast() {
      if node.kind == .text, node.text != nil {
        let first = (node.frame.minY * scale).rounded(.up)
        let last = (node.frame.maxY * scale).rounded(.down)
        if first.isFinite, last.isFinite, first <= last, last >= 1,
          first < Double(pixelHeight)
        {
          spans.append((max(1, Int(first)), min(pixelHeight - 1, Int(last))))
        }
      }
      stack.append(contentsOf: node.children)
    }
    spans.sort { $0.first < $1.first }
    var blocked: [(first: Int, last: Int)] = []
    for span in spans {
      if let last = blocked.last, span.first <= last.last + 1 {
        blocked[blocked.count - 1].last = max(last.last, span.last)
      } else {
        blocked.append(span)
      }
    }
    // Each band ends at the free row nearest to `bandHeight` rows down, between half and one
    // and a half of it (never past 4096 rows: the surfaces of a tall list stay as they were).
    var bands: [Int] = []
    var top = 0
    var run = 0  // the first blocked run that may still reach `top + bandHeight`
    while pixelHeight - top > bandHeight {
      let ideal = top + bandHeight
      let lowest = top + bandHeight / 2
      let highest = top + min(bandHeight * 3 / 2, 4096)
      while run < blocked.count && blocked[run].last < ideal { run += 1 }
      var end = ideal
      if run < blocked.count && blocked[run].first <= ideal {
        let before = blocked[run].first - 1
        let after = blocked[run].last + 1
        if before >= lowest && (ideal - before <= after - ideal || after > highest) {
          end = before
        } else if after <= highest {
          end = after
        }
      }
      guard end < pixelHeight else { break }
      bands.append(end - top)
      top = end
    }
    bands.append(pixelHeight - top)
    return bands
  }

  /// Draws the tree on a surface; `offsetY` shifts it up (for drawing a tall list in bands).
  static func draw(
    _ root: LayoutNode, on surface: OpaquePointer, scale: Double, offsetY: Double,
    imageFiles: AssetImageFiles = AssetImageFiles()
  ) throws {
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, scale, scale)
    cairo_translate(cr, 0, -offsetY)
    let painter = Painter(cr: cr, imageFiles: imageFiles)
    painter.draw(root)
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
  }

  /// Draws the whole tree band by band, `bands` rows each (by default the bands `render`
  /// draws a PNG in), into one reused buffer, without encoding: the benchmark's measure of
  /// drawing alone. Like `render`, it clears a band first unless the list's fill covers it.
  /// `eachBand(pixels, stride, rows)` is shown each band's premultiplied native-endian ARGB
  /// once it is drawn (the benchmark's baseline encoder reads them).
  public static func drawBands(
    _ layout: ListLayout, scale: Double, bands: [Int]? = nil,
    eachBand: ((_ pixels: UnsafePointer<UInt8>, _ stride: Int, _ rows: Int) throws -> Void)? = nil
  ) throws {
    let pixelWidth = Int((layout.size.width * scale).rounded(.up))
    let pixelHeight = max(1, Int((layout.size.height * scale).rounded(.up)))
    let bands = bands ?? pngBands(layout.root, scale: scale, pixelHeight: pixelHeight)
    let clears = !paintsEveryPixel(
      layout.root, width: pixelWidth, height: pixelHeight, scale: scale)
    let stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(max(1, pixelWidth)))
    let pixels = UnsafeMutablePointer<UInt8>.allocate(
      capacity: Int(stride) * (bands.max() ?? 1))
    defer { pixels.deallocate() }
    var top = 0
    let imageFiles = AssetImageFiles(planning: layout.root, scale: scale)
    let overhang = layout.root.decorationOverhang
    for rows in bands {
      let surface = cairo_image_surface_create_for_data(
        pixels, CAIRO_FORMAT_ARGB32, Int32(max(1, pixelWidth)), Int32(rows), stride)!
      defer { cairo_surface_destroy(surface) }
      if clears {
        let clear = cairo_create(surface)!
        cairo_set_operator(clear, CAIRO_OPERATOR_CLEAR)
        cairo_paint(clear)
        cairo_destroy(clear)
      }
      try draw(
        layout.root, visible: (Double(top) / scale)..<Double.infinity, on: surface, scale: scale,
        imageFiles: imageFiles, overhang: overhang)
      cairo_surface_flush(surface)
      try eachBand?(pixels, Int(stride), rows)
      top += rows
    }
  }

  private static func draw(
    _ root: LayoutNode, visible: Range<Double>, on surface: OpaquePointer, scale: Double,
    imageFiles: AssetImageFiles, overhang: Double
  ) throws {
    // The band's top is the surface's device offset, in whole pixels, and the context's
    // matrix is the scale alone, the same for every band: a translation in the matrix made
    // its inverse (which Pango's current point goes through) round differently per band, and
    // a glyph outline could land a 1/256 pixel apart from where one band draws it.
    cairo_surface_set_device_offset(surface, 0, -(visible.lowerBound * scale).rounded())
    defer { cairo_surface_set_device_offset(surface, 0, 0) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, scale, scale)
    let painter = Painter(cr: cr, imageFiles: imageFiles)
    painter.imageScale = scale
    let bandPoints = Double(cairo_image_surface_get_height(surface)) / scale
    painter.visible = visible.lowerBound..<min(visible.upperBound, visible.lowerBound + bandPoints)
    painter.overhang = overhang
    painter.draw(root)
    let status = cairo_status(cr)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
    }
  }
}

/// Collects the bytes cairo streams out.
final class ByteSink {
  var bytes: [UInt8] = []

  static let write: cairo_write_func_t = { closure, data, length in
    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
    return CAIRO_STATUS_SUCCESS
  }
}

/// Walks the tree and draws each node.
final class Painter {
  let cr: OpaquePointer
  /// Only nodes overlapping this vertical range are drawn (nil: all).
  var visible: Range<Double>?
  /// How far a decoration may draw beyond its node's frame (``LayoutNode/decorationOverhang``):
  /// a node is skipped only when its frame grown by this misses the band.
  var overhang = 0.0
  /// Inside a list laid out right-to-left: directional glyphs point the other way.
  private var rightToLeft = false
  private let pango: PangoSession
  private var layout: OpaquePointer { pango.layout }

  /// The pixels per point an asset image's file is chosen for: the PNG's scale; vector
  /// pictures take the largest file (3), which stays sharp when zoomed.
  var imageScale = Painter.vectorImageScale
  static let vectorImageScale = 3.0
  /// Asset image files read so far: shared by the bands of one picture and the rows that
  /// repeat an image.
  private let imageFiles: AssetImageFiles

  init(cr: OpaquePointer, imageFiles: AssetImageFiles = AssetImageFiles()) {
    self.cr = cr
    self.imageFiles = imageFiles
    pango = PangoSession(context: pango_cairo_create_context(cr)!)
  }

  func draw(_ node: LayoutNode) {
    if let visible, node.kind != .list,
      node.frame.maxY + overhang < visible.lowerBound
        || node.frame.minY - overhang > visible.upperBound
    {
      return
    }
    let outerDirection = rightToLeft
    if node.kind == .list, node.rules.contains(.rightToLeft) { rightToLeft = true }
    defer { rightToLeft = outerDirection }
    // A decoration draws around the node's children: begun here, finished below.
    var groupOpacity: Double?
    var clipRadius: Double?
    var clipShape: ShapeKind?
    switch node.decoration {
    case .singleValue(let decoration, let value):
      // Exhaustive: drawing is the one thing a single-value decoration's declaration
      // cannot say.
      switch decoration {
      case .opacity:
        if value < 1 {
          groupOpacity = value
          cairo_push_group(cr)
        }
      case .cornerRadius: clipRadius = value
      }
    case .clipShape(let shape): clipShape = shape
    case .alignmentGuide, nil: break
    }
    switch node.kind {
    case .list, .cell, .shape, .separator:
      if let fill = node.fill { fillShape(node, color: fill) }
    case .text:
      if let text = node.text { drawText(text, in: node.frame) }
    case .symbol:
      // A resizable symbol is drawn as its square, stretched to its frame.
      let stretch = node.isResizable ? beginStretch(node.frame) : nil
      var drawn = node
      if let stretch { drawn.frame = stretch }
      if let name = node.symbol, SymbolFont.isInstalled,
        let glyph = SymbolStandIns.glyph(for: name)
      {
        drawSymbol(drawn, glyph: glyph, name: name)
      } else {
        drawSymbolPlaceholder(drawn)
      }
      if stretch != nil { cairo_restore(cr) }
    case .image:
      // An app image fills its frame: its file when the catalogs have it, else the image
      // placeholder.
      if let image = node.assetImage, let variant = image.variant(scale: imageScale),
        let file = imageFiles.file(variant)
      {
        file.draw(into: cr, in: node.frame) { roundedRect($0, radius: node.cornerRadius ?? 0) }
      } else {
        drawImagePlaceholder(node)
      }
    case .accessory:
      drawAccessory(node)
    case .section, .header, .footer, .content, .view, .navigationBar:
      break
    }
    let clips = node.clipsChildren || clipRadius != nil || clipShape != nil
    if clips {
      cairo_save(cr)
      if let clipShape {
        shapePath(clipShape, in: node.frame)
      } else {
        roundedRect(node.frame, radius: clipRadius ?? node.cornerRadius ?? 0)
      }
      cairo_clip(cr)
    }
    for child in node.children { draw(child) }
    if clips { cairo_restore(cr) }
    if let opacity = groupOpacity {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity)
    }
  }

  private func setColor(_ color: RGBA) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }

  private func roundedRect(_ rect: LayoutRect, radius: Double) {
    let r = min(radius, rect.width / 2, rect.height / 2)
    guard r > 0 else {
      cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
      return
    }
    cairo_new_sub_path(cr)
    cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
    cairo_arc(cr, rect.minX + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, rect.minX + r, rect.minY + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }

  /// A SwiftUI shape's path in `rect`, as the shape view draws it there: a circle of the
  /// shorter side, centred; a capsule's ends of that diameter.
  private func shapePath(_ shape: ShapeKind, in rect: LayoutRect) {
    switch shape {
    case .rectangle: roundedRect(rect, radius: 0)
    case .roundedRectangle(let radius): roundedRect(rect, radius: radius)
    case .capsule: roundedRect(rect, radius: min(rect.width, rect.height) / 2)
    case .circle:
      cairo_new_sub_path(cr)
      cairo_arc(cr, rect.midX, rect.midY, min(rect.width, rect.height) / 2, 0, 2 * Double.pi)
    }
  }

  /// Saves the state and scales a square of `frame`'s shorter side, centred, to the whole
  /// frame; returns that square, which the image is then drawn in. The caller restores.
  private func beginStretch(_ frame: LayoutRect) -> LayoutRect? {
    let side = min(frame.width, frame.height)
    guard side > 0, frame.width != frame.height else { return nil }
    cairo_save(cr)
    cairo_translate(cr, frame.midX, frame.midY)
    cairo_scale(cr, frame.width / side, frame.height / side)
    cairo_translate(cr, -frame.midX, -frame.midY)
    return LayoutRect(
      x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
  }

  private func fillShape(_ node: LayoutNode, color: RGBA) {
    let rect = node.frame
    switch node.shape {
    case .some(let shape) where shape == .capsule || shape == .circle: shapePath(shape, in: rect)
    default: roundedRect(rect, radius: node.cornerRadius ?? 0)
    }
    setColor(color)
    cairo_fill(cr)
    if let stroke = node.stroke, let width = node.strokeWidth, width > 0 {
      // Inside the edge: the path inset by half the width, the radius with it.
      let half = width / 2
      roundedRect(
        LayoutRect(
          x: rect.x + half, y: rect.y + half, width: max(0, rect.width - width),
          height: max(0, rect.height - width)),
        radius: max(0, (node.cornerRadius ?? 0) - half))
      setColor(stroke)
      cairo_set_line_width(cr, width)
      cairo_stroke(cr)
    }
  }

  private func font(_ resolved: ResolvedFont) -> OpaquePointer {
    pango.description(for: resolved)
  }

  private func drawText(_ text: TextRun, in frame: LayoutRect) {
    // Natural text was measured at most as wide as its frame; a hair of slack keeps the
    // same line breaks. Centred and justified text use the frame's width exactly.
    let width = text.alignment == .natural ? frame.width + 0.01 : frame.width
    PangoText.prepare(
      layout, text: text.string, font: font(text.font), maxWidth: width, maxLines: text.maxLines,
      alignment: text.alignment, direction: text.layoutDirection)
    if text.font.isStyled { PangoText.applyStyles(layout, text.font) }
    setColor(text.color)
    // Right-to-left text ends at the frame's right edge, so the slack goes on the left.
    let slack = text.layoutDirection == .rightToLeft ? width - frame.width : 0
    cairo_move_to(cr, frame.x - slack, frame.y)
    pango_cairo_show_layout(cr, layout)
  }

  /// An SF Symbol's stand-in glyph (`SymbolStandIns`): the icon font's em square
  /// `SymbolFont.emRatio` times the symbol's frame, centred on it, in the tint; a heavier weight than regular outlines
  /// the glyph a little wider, as the font has one weight. An enclosure is drawn around a
  /// glyph at `SymbolFont.enclosedGlyphRatio` of the size, cut out of a filled one.
  private func drawSymbol(_ node: LayoutNode, glyph: SymbolStandIns.Glyph, name: String) {
    let rect = node.frame
    let tint = node.fill ?? RGBA(red: 0, green: 0.48, blue: 1)
    let side = min(rect.width, rect.height)
    guard side > 0 else { return }
    let widening = SymbolFont.outlineWidth(node.symbolWeight ?? .regular, em: side)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if rightToLeft, SymbolStandIns.isDirectional(name) {
      cairo_translate(cr, rect.midX, 0)
      cairo_scale(cr, -1, 1)
      cairo_translate(cr, -rect.midX, 0)
    }
    setColor(tint)
    let em: Double
    switch glyph.enclosure {
    case nil:
      em = side * SymbolFont.emRatio
    case .circle?, .square?:
      let line = side * SymbolFont.enclosureLineRatio + widening
      if glyph.enclosure == .circle {
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.midX, rect.midY, (side - line) / 2, 0, 2 * Double.pi)
      } else {
        roundedRect(
          LayoutRect(
            x: rect.midX - (side - line) / 2, y: rect.midY - (side - line) / 2,
            width: side - line, height: side - line),
          radius: side * SymbolFont.squareCornerRatio)
      }
      cairo_set_line_width(cr, line)
      cairo_stroke(cr)
      em = side * SymbolFont.enclosedGlyphRatio
    case .circleFill?, .squareFill?:
      // The glyph is cut out of the shape, as SF Symbols' filled enclosures are: drawn in a
      // group, the glyph clearing what the shape filled.
      cairo_push_group(cr)
      if glyph.enclosure == .circleFill {
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.midX, rect.midY, side / 2, 0, 2 * Double.pi)
      } else {
        roundedRect(
          LayoutRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side),
          radius: side * SymbolFont.squareCornerRatio)
      }
      cairo_fill(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
      drawGlyph(
        glyph.ligature, em: side * SymbolFont.enclosedGlyphRatio, widening: widening,
        centre: (rect.midX, rect.midY))
      cairo_pop_group_to_source(cr)
      cairo_paint(cr)
      return
    }
    guard glyph.hasBadgeDot else {
      drawGlyph(glyph.ligature, em: em, widening: widening, centre: (rect.midX, rect.midY))
      return
    }
    // The dot at the top trailing corner, a ring of the glyph around it cleared, as SF
    // Symbols' `.badge` names draw it (specs/symbols.md).
    cairo_push_group(cr)
    drawGlyph(glyph.ligature, em: em, widening: widening, centre: (rect.midX, rect.midY))
    let radius = side * SymbolFont.badgeDotRadiusRatio
    let centre = (x: rect.midX + side * 0.3, y: rect.midY - side * 0.3)
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
    cairo_new_sub_path(cr)
    cairo_arc(cr, centre.x, centre.y, radius + side * SymbolFont.badgeDotGapRatio, 0, 2 * .pi)
    cairo_fill(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_new_sub_path(cr)
    cairo_arc(cr, centre.x, centre.y, radius, 0, 2 * .pi)
    cairo_fill(cr)
    cairo_pop_group_to_source(cr)
    cairo_paint(cr)
  }

  /// One glyph of the icon font, its em square centred on `centre`, in the current source.
  private func drawGlyph(
    _ ligature: String, em: Double, widening: Double, centre: (x: Double, y: Double)
  ) {
    let description = pango.symbolDescription(em: em)
    PangoText.prepare(layout, text: ligature, font: description, maxWidth: nil, maxLines: 1)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    cairo_move_to(
      cr, centre.x - Double(logical.width) / scale / 2,
      centre.y - Double(logical.height) / scale / 2)
    if widening > 0 {
      pango_cairo_layout_path(cr, layout)
      cairo_fill_preserve(cr)
      cairo_set_line_width(cr, widening)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      cairo_stroke(cr)
    } else {
      pango_cairo_show_layout(cr, layout)
    }
  }

  /// SF Symbols cannot be shipped: a rounded square of the symbol's size in its tint, with
  /// the symbol name's first letter, stands in for a name with no stand-in glyph.
  private func drawSymbolPlaceholder(_ node: LayoutNode) {
    let rect = node.frame
    let tint = node.fill ?? RGBA(red: 0, green: 0.48, blue: 1)
    let side = min(rect.width, rect.height)
    let inset = LayoutRect(
      x: rect.midX - side / 2 + 0.75, y: rect.midY - side / 2 + 0.75,
      width: max(0, side - 1.5), height: max(0, side - 1.5))
    roundedRect(inset, radius: side * 0.25)
    setColor(RGBA(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha * 0.15))
    cairo_fill_preserve(cr)
    setColor(tint)
    cairo_set_line_width(cr, max(1, side / 14))
    cairo_stroke(cr)
    guard let initial = node.symbol?.first.map(String.init) else { return }
    let letterFont = ResolvedFont(pointSize: side * 0.55, weight: .semibold)
    PangoText.prepare(layout, text: initial, font: font(letterFont), maxWidth: nil, maxLines: 1)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = Double(PANGO_SCALE)
    cairo_move_to(
      cr, rect.midX - Double(logical.width) / scale / 2,
      rect.midY - Double(logical.height) / scale / 2)
    pango_cairo_show_layout(cr, layout)
  }

  /// An app image the picture has no file for (`ImagePlaceholder`): its frame, rounded and
  /// clipped as the image would be, in a translucent `systemGray` (a light grey on a light
  /// cell, a dark grey on a dark one), with a generic picture glyph of the icon font in
  /// `systemGray` at its centre. Neither the name nor the tint shows: it says "an image goes
  /// here", not what the image is.
  private func drawImagePlaceholder(_ node: LayoutNode) {
    let rect = node.frame
    roundedRect(rect, radius: node.cornerRadius ?? 0)
    setColor(ImagePlaceholder.background)
    cairo_fill(cr)
    let em = min(
      min(rect.width, rect.height) * ImagePlaceholder.glyphRatio, ImagePlaceholder.maximumGlyph)
    guard SymbolFont.isInstalled, em > 0 else { return }
    setColor(ImagePlaceholder.glyphColor)
    drawGlyph(ImagePlaceholder.ligature, em: em, widening: 0, centre: (rect.midX, rect.midY))
  }

  private func drawAccessory(_ node: LayoutNode) {
    let r = node.frame
    let color = node.fill ?? RGBA(red: 0.5, green: 0.5, blue: 0.5)
    setColor(color)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    // Strokes grow with the glyph, as the symbol's weight does with Dynamic Type.
    let kind = node.name.flatMap(AccessoryKind.init(rawValue:))
    let base = kind.map { ListMetrics.accessorySize($0).height } ?? 0
    let growth = base > 0 ? max(1, r.height / base) : 1
    cairo_set_line_width(cr, 2 * growth)
    func polyline(_ points: [(Double, Double)]) {
      cairo_move_to(cr, r.x + points[0].0 * r.width, r.y + points[0].1 * r.height)
      for point in points.dropFirst() {
        cairo_line_to(cr, r.x + point.0 * r.width, r.y + point.1 * r.height)
      }
      cairo_stroke(cr)
    }
    func circle(fill: Bool) {
      cairo_new_sub_path(cr)
      cairo_arc(cr, r.midX, r.midY, min(r.width, r.height) / 2 - (fill ? 0 : 1), 0, 2 * Double.pi)
      if fill { cairo_fill(cr) } else { cairo_stroke(cr) }
    }
    switch kind {
    // The chevron "points in the trailing direction" (D): left in right-to-left. The other
    // glyphs are symmetric or not directional (checkmark, info, up/down chevrons, lines) and
    // are not mirrored, as SF Symbols without a right-to-left variant are not.
    case .disclosureIndicator?:
      polyline(
        rightToLeft
          ? [(0.85, 0.08), (0.15, 0.5), (0.85, 0.92)] : [(0.15, 0.08), (0.85, 0.5), (0.15, 0.92)])
    case .outlineDisclosure?:
      // Points trailing while collapsed (left in right-to-left); the layout turns it 90° when
      // expanded, so it points down either way.
      cairo_save(cr)
      cairo_translate(cr, r.midX, r.midY)
      cairo_rotate(cr, (rightToLeft ? -1 : 1) * (node.rotation ?? 0) * Double.pi / 180)
      cairo_translate(cr, -r.midX, -r.midY)
      polyline(
        rightToLeft
          ? [(0.7, 0.1), (0.28, 0.5), (0.7, 0.9)] : [(0.3, 0.1), (0.72, 0.5), (0.3, 0.9)])
      cairo_restore(cr)
    case .checkmark?: polyline([(0.05, 0.55), (0.38, 0.9), (0.95, 0.1)])
    case .popUpMenu?:
      polyline([(0.1, 0.35), (0.5, 0.08), (0.9, 0.35)])
      polyline([(0.1, 0.65), (0.5, 0.92), (0.9, 0.65)])
    case .reorder?:
      for y in [0.1, 0.5, 0.9] { polyline([(0, y), (1, y)]) }
    case .detail?:
      cairo_set_line_width(cr, 1.5 * growth)
      circle(fill: false)
      polyline([(0.5, 0.45), (0.5, 0.72)])
      cairo_arc(cr, r.midX, r.y + r.height * 0.3, 1.2 * growth, 0, 2 * Double.pi)
      cairo_fill(cr)
    case .multiselect?:
      cairo_set_line_width(cr, 1.5 * growth)
      guard node.isSelected else {
        circle(fill: false)
        break
      }
      // Selected: a filled circle with a white checkmark.
      circle(fill: true)
      cairo_set_source_rgb(cr, 1, 1, 1)
      polyline([(0.28, 0.52), (0.44, 0.68), (0.72, 0.36)])
    case .delete?, .insert?:
      circle(fill: true)
      cairo_set_source_rgb(cr, 1, 1, 1)
      polyline([(0.28, 0.5), (0.72, 0.5)])
      if node.name == AccessoryKind.insert.rawValue { polyline([(0.5, 0.28), (0.5, 0.72)]) }
    case .label?, .customView?, nil:
      break  // a label accessory's text and a custom view are its children
    }
  }
}

/// cairo's SVG has no titles; this adds an invisible rectangle with a `<title>` over each
/// symbol and app image, so a viewer shows the SF Symbol's or image set's name on hover.
enum SVGSymbolTitles {
  static func insert(into svg: inout [UInt8], layout: ListLayout) {
    var overlay = "<g id=\"sf-symbols\">\n"
    layout.root.visit { node in
      guard let name = node.kind == .image ? node.imageName : node.symbol,
        node.kind == .symbol || node.kind == .image
      else { return }
      let f = node.frame
      overlay +=
        "<rect x=\"\(f.x)\" y=\"\(f.y)\" width=\"\(f.width)\" height=\"\(f.height)\" fill=\"#000\" fill-opacity=\"0\"><title>\(HTMLPage.escape(name))</title></rect>\n"
    }
    overlay += "</g>\n"
    // Cut the closing tag (and what follows it) off in place, append the overlay, close again.
    let closing = Array("</svg>".utf8)
    guard let index = lastIndex(of: closing, in: svg) else { return }
    let tail = Array(svg[index...])
    svg.removeSubrange(index...)
    svg.append(contentsOf: overlay.utf8)
    svg.append(contentsOf: tail)
  }

  private static func lastIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    var index = haystack.count - needle.count
    while index >= 0 {
      if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index -= 1
    }
    return nil
  }
}
