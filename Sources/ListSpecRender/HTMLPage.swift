import Foundation
import ListSpec

/// One picture of the preview page (`listspec preview`, `render --format html`, `render
/// --matrix … -o sheet.html`): a title, the last good layout, and the diagnostics of the last
/// load as `validate` prints them.
public struct PreviewPane: Sendable {
  public var title: String
  /// The last layout that could be drawn; nil until the spec has been valid once.
  public var layout: ListLayout?
  /// The spec path of each list in `layout`, in drawing order (one for a list, old and new
  /// for a diff): inspector boxes name `path:line:col`.
  public var files: [String]
  /// The `--items` file the sections and items were read from, if any: a section, its
  /// header and footer, a cell and its separators name it instead.
  public var itemsFile: String?
  /// `validate`'s text output for the last load ("" when clean).
  public var diagnostics: String
  /// True when the last load failed and `layout` is from an earlier, valid version.
  public var isStale: Bool

  public init(
    title: String, layout: ListLayout?, files: [String], itemsFile: String? = nil,
    diagnostics: String = "", isStale: Bool = false
  ) {
    self.title = title
    self.layout = layout
    self.files = files
    self.itemsFile = itemsFile
    self.diagnostics = diagnostics
    self.isStale = isStale
  }
}

/// The preview page: each pane's picture as inline SVG (cairo's drawing of the layout tree)
/// under one transparent box per layout node, which the inspector reads on hover or tap.
/// Self-contained: no external resource, style or script; the live page only talks to the
/// server that served it (its `/render` fragment and `/events` stream).
public enum HTMLPage {
  /// The whole page. `live` adds the event-stream client that re-fetches `/render` on update.
  public static func document(title: String, panes: [PreviewPane], version: Int, live: Bool)
    throws -> String
  {
    page(
      title: title, fragment: try fragment(panes: panes, version: version), toolbar: "",
      live: live)
  }

  /// The page around an already rendered `fragment`; `toolbar` is HTML for the toolbar (the
  /// live page's variant checkboxes: `fieldset.ls-variants[data-name]` of checkboxes).
  public static func page(title: String, fragment: String, toolbar: String, live: Bool) -> String {
    let policy =
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
      + "connect-src \(live ? "'self'" : "'none'")"
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="\(policy)">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <link rel="icon" href="data:,">
      <title>\(escape(title))</title>
      <style>\(style)</style>
      </head>
      <body data-live="\(live)">
      <header class="ls-toolbar"><strong>listspec</strong> <span class="ls-title">\(escape(title))</span>\
      \(toolbar)<span id="ls-status">\(live ? "live" : "")</span></header>
      <div class="ls-layout">
      <main id="ls-content">\(fragment)</main>
      <aside id="ls-inspector" aria-live="polite"><p class="ls-hint">Hover or tap a box to inspect it.</p></aside>
      </div>
      <script>\(script)</script>
      </body>
      </html>

      """
  }

  /// The panes alone: what `/render` serves and the live page swaps in.
  public static func fragment(panes: [PreviewPane], version: Int) throws -> String {
    var html = "<div class=\"ls-panes\" data-version=\"\(version)\">"
    for (index, pane) in panes.enumerated() {
      html += "<section class=\"ls-pane\" data-pane=\"\(index)\"><h2>\(escape(pane.title))</h2>"
      if !pane.diagnostics.isEmpty {
        html += "<pre class=\"ls-diagnostics\" role=\"alert\">\(escape(pane.diagnostics))</pre>"
        if pane.isStale, pane.layout != nil {
          html += "<p class=\"ls-stale\">Showing the last valid version.</p>"
        }
      }
      if let layout = pane.layout {
        html += try inspectorSVG(layout, files: pane.files, itemsFile: pane.itemsFile)
      }
      html += "</section>"
    }
    return html + "</div>"
  }

  /// The picture (cairo's SVG, as an image) with one box per layout node that came from the
  /// spec, each carrying what the inspector shows in `data-info` (JSON).
  public static func inspectorSVG(
    _ layout: ListLayout, files: [String], itemsFile: String? = nil
  ) throws -> String {
    let picture = try CairoRenderer.render(layout, format: .svg)
    let size = layout.size
    let width = LayoutJSON.number(size.width)
    let height = LayoutJSON.number(size.height)
    var svg =
      "<svg class=\"ls-picture\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" "
      + "width=\"\(width)\" height=\"\(height)\" data-scheme=\"\(layout.environment.isDark ? "dark" : "light")\">"
      + "<image href=\"data:image/svg+xml;base64,\(Data(picture).base64EncodedString())\" "
      + "x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/><g class=\"ls-boxes\">"
    var listIndex = 0
    func visit(_ node: LayoutNode, file: String?, ancestors: [LayoutNode]) {
      var file = file
      // Each innermost list is one spec: the next path of `files`.
      if node.kind == .list, node.first(where: { $0.kind == .list && $0 != node }) == nil {
        file = listIndex < files.count ? files[listIndex] : nil
        listIndex += 1
      }
      if node.source != nil || !node.rules.isEmpty {
        // What the layout engine places at a section or an item (not at its template).
        let isFromItems =
          [.section, .header, .footer, .cell, .separator].contains(node.kind)
          || ancestors.contains { $0.kind == .header || $0.kind == .footer }
        svg += box(node, file: isFromItems ? itemsFile ?? file : file, ancestors: ancestors)
      }
      for child in node.children { visit(child, file: file, ancestors: ancestors + [node]) }
    }
    visit(layout.root, file: nil, ancestors: [])
    return svg + "</g></svg>"
  }

  private static func box(_ node: LayoutNode, file: String?, ancestors: [LayoutNode]) -> String {
    let frame = node.frame
    func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }
    func numbers(_ pairs: KeyValuePairs<String, Double>) -> JSONValue {
      .object(pairs.map { ($0.key, .string(LayoutJSON.number($0.value))) })
    }
    var info: [(String, JSONValue)] = [
      ("kind", .string(node.kind.rawValue)),
      ("frame", strings([frame.x, frame.y, frame.width, frame.height].map(LayoutJSON.number))),
      (
        "rules",
        .array(
          node.rules.map {
            .object([("rule", .string($0.rawValue)), ("heading", .string($0.heading))])
          })
      ),
      ("path", strings((ancestors + [node]).map(label))),
    ]
    if let id = node.id { info.append(("id", .string(id))) }
    if let name = node.name { info.append(("name", .string(name))) }
    if let source = node.source {
      info.append(("source", .string("\(file ?? "<spec>"):\(source.line):\(source.column)")))
    }
    // Layout margins: where the content area sits in its cell.
    let cell = node.kind == .cell ? node : ancestors.last { $0.kind == .cell }
    if let cell, node.kind == .cell || node.kind == .content,
      let content = cell.children.first(where: { $0.kind == .content })
    {
      info.append(
        (
          "margins",
          numbers([
            "top": content.frame.y - cell.frame.y, "leading": content.frame.x - cell.frame.x,
            "bottom": cell.frame.maxY - content.frame.maxY,
            "trailing": cell.frame.maxX - content.frame.maxX,
          ])
        ))
    }
    if node.kind == .separator, let cell {
      info.append(
        (
          "insets",
          numbers([
            "leading": frame.x - cell.frame.x, "trailing": cell.frame.maxX - frame.maxX,
          ])
        ))
    }
    let json = JSONValue.object(info).sortedCompact()
    let hairline = node.kind == .separator ? " ls-hairline" : ""
    return "<rect class=\"ls-box\(hairline)\" data-kind=\"\(node.kind.rawValue)\""
      + (node.id.map { " data-id=\"\(escape($0))\"" } ?? "")
      + " x=\"\(LayoutJSON.number(frame.x))\" y=\"\(LayoutJSON.number(frame.y))\""
      + " width=\"\(LayoutJSON.number(frame.width))\" height=\"\(LayoutJSON.number(frame.height))\""
      + " data-info=\"\(escape(json))\"/>"
  }

  /// "cell mass-effect (videoGame)", "section 0", "text".
  private static func label(_ node: LayoutNode) -> String {
    var parts = [node.kind.rawValue]
    if let id = node.id { parts.append(id) }
    if let name = node.name { parts.append("(\(name))") }
    return parts.joined(separator: " ")
  }

  /// Text for HTML content and attribute values.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  static let style = """
    :root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
    body { margin: 0; background: #e5e5ea; color: #1c1c1e; }
    @media (prefers-color-scheme: dark) { body { background: #1c1c1e; color: #f2f2f7; } }
    .ls-toolbar { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; gap: 12px; align-items: baseline;
      padding: 8px 16px; background: inherit; border-bottom: 1px solid #8e8e9355; }
    #ls-status { margin-left: auto; font-size: 12px; opacity: .7; }
    .ls-variants { border: 0; margin: 0; padding: 0; font-size: 12px; display: flex; gap: 6px; }
    .ls-variants label { white-space: nowrap; }
    .ls-layout { display: flex; align-items: flex-start; }
    #ls-content { flex: 1; padding: 16px; min-width: 0; }
    .ls-panes { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
    .ls-pane h2 { font-size: 13px; font-weight: 600; margin: 0 0 6px; }
    .ls-picture { display: block; box-shadow: 0 1px 4px #0004; }
    .ls-box { fill: transparent; pointer-events: all; }
    .ls-box.ls-hairline { stroke: transparent; stroke-width: 6px; }
    .ls-box.ls-hover, .ls-box.ls-pinned { fill: #0a84ff1f; stroke: #0a84ff; stroke-width: 1px; }
    .ls-pane { min-width: 0; max-width: 100%; }
    .ls-diagnostics { margin: 0 0 8px; padding: 8px 10px; max-width: min(720px, 100%); box-sizing: border-box; overflow-x: auto;
      background: #fff0f0; color: #8a1010; border: 1px solid #e0a0a0; border-radius: 6px;
      font: 12px/1.35 ui-monospace, monospace; white-space: pre; }
    .ls-stale { margin: 0 0 8px; font-size: 12px; opacity: .75; }
    #ls-inspector { position: sticky; top: 48px; width: 320px; margin: 16px; padding: 10px 12px;
      background: #fffffff0; color: #1c1c1e; border-radius: 8px; box-shadow: 0 1px 4px #0003;
      font-size: 12px; max-height: calc(100vh - 80px); overflow: auto; }
    #ls-inspector h3 { margin: 0 0 6px; font-size: 13px; }
    #ls-inspector dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; margin: 0; }
    #ls-inspector dt { opacity: .6; } #ls-inspector dd { margin: 0; }
    #ls-inspector ul { margin: 0; padding-left: 16px; }
    #ls-inspector .ls-heading { opacity: .6; }
    .ls-hint { opacity: .6; margin: 0; }
    """

  static let script = #"""
    (() => {
      const content = document.getElementById('ls-content');
      const inspector = document.getElementById('ls-inspector');
      let pinned = null;
      const text = (tag, value, cls) => {
        const element = document.createElement(tag);
        element.textContent = value;
        if (cls) element.className = cls;
        return element;
      };
      const pairs = (object, keys) =>
        keys.filter(k => k in object).map(k => k + ' ' + object[k]).join('  ');
      function show(box) {
        const info = JSON.parse(box.dataset.info);
        inspector.replaceChildren();
        inspector.append(text('h3', info.path[info.path.length - 1]));
        const list = document.createElement('dl');
        const row = (name, value, cls) => {
          list.append(text('dt', name));
          const dd = typeof value === 'string' ? text('dd', value, cls) : value;
          if (cls) dd.className = cls;
          list.append(dd);
        };
        const [x, y, w, h] = info.frame;
        row('frame', `x ${x}  y ${y}  w ${w}  h ${h}`, 'ls-frame');
        if (info.margins) row('margins', pairs(info.margins, ['top', 'leading', 'bottom', 'trailing']), 'ls-margins');
        if (info.insets) row('separator insets', pairs(info.insets, ['leading', 'trailing']), 'ls-insets');
        if (info.source) row('source', info.source, 'ls-source');
        if (info.rules.length) {
          const dd = document.createElement('dd');
          const ul = document.createElement('ul');
          for (const r of info.rules) {
          const li = text('li', r.rule + ' ');
          li.append(text('small', '(metrics.md § ' + r.heading.replace(/ \(.*\)$/, '') + ')', 'ls-heading'));
          ul.append(li);
        }
          dd.append(ul);
          row('rules', dd, 'ls-rules');
        }
        row('in', info.path.slice(0, -1).reverse().join(' › ') || '—', 'ls-path');
        inspector.append(list);
      }
      function target(event) {
        const box = event.target.closest && event.target.closest('.ls-box');
        return box && content.contains(box) ? box : null;
      }
      let hovered = null;
      content.addEventListener('pointermove', event => {
        const box = target(event);
        if (box === hovered) return;
        if (hovered) hovered.classList.remove('ls-hover');
        hovered = box;
        if (box) { box.classList.add('ls-hover'); show(box); }
        else if (pinned && document.contains(pinned)) show(pinned);
      });
      content.addEventListener('click', event => {
        const box = target(event);
        if (pinned) pinned.classList.remove('ls-pinned');
        pinned = box;
        if (box) { box.classList.add('ls-pinned'); show(box); }
      });
      if (document.body.dataset.live !== 'true') return;
      const status = document.getElementById('ls-status');
      let loading = Promise.resolve();
      async function refresh() {
        const response = await fetch('/render' + location.search, { cache: 'no-store' });
        if (!response.ok) { status.textContent = 'render failed: ' + response.status; return; }
        const html = await response.text();
        const [sx, sy] = [window.scrollX, window.scrollY];
        const pinnedPane = pinned && pinned.closest('.ls-pane');
        const pinnedIndex = pinned ? [...pinnedPane.querySelectorAll('.ls-box')].indexOf(pinned) : -1;
        const paneIndex = pinnedPane ? pinnedPane.dataset.pane : null;
        content.innerHTML = html;
        window.scrollTo(sx, sy);
        hovered = null;
        pinned = null;
        if (paneIndex !== null && pinnedIndex >= 0) {
          const box = content.querySelectorAll(`[data-pane="${paneIndex}"] .ls-box`)[pinnedIndex];
          if (box) { pinned = box; box.classList.add('ls-pinned'); show(box); }
        }
        status.textContent = 'live · updated ' + new Date().toLocaleTimeString();
      }
      for (const box of document.querySelectorAll('.ls-variants input')) {
        box.addEventListener('change', () => {
          const params = new URLSearchParams();
          for (const group of document.querySelectorAll('.ls-variants')) {
            const values = [...group.querySelectorAll('input:checked')].map(input => input.value);
            if (values.length) params.set(group.dataset.name, values.join(','));
          }
          history.replaceState(null, '', '?' + params.toString());
          loading = loading.then(refresh, refresh);
        });
      }
      const events = new EventSource('/events');
      const shown = () => content.querySelector('[data-version]')?.dataset.version;
      events.addEventListener('update', () => { loading = loading.then(refresh, refresh); });
      // On (re)connect the stream says the current version; fetch only if the page is older.
      events.addEventListener('hello', event => {
        if (event.data !== shown()) loading = loading.then(refresh, refresh);
      });
      events.addEventListener('open', () => { status.textContent = 'live'; });
      events.addEventListener('error', () => { status.textContent = 'disconnected; retrying'; });
    })();
    """#
}
