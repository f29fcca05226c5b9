"""Drives `listspec lsp` as an editor does, with pygls's LanguageClient (pinned by
scripts/setup): initialize, open, edit, hover, complete, go to definition, code actions,
symbols, robustness, shutdown. Prints one line per check ("ok   NAME: ..." or
"FAIL NAME: ..."); exits 0 when all pass, 1 otherwise, 3 when pygls is missing."""

import argparse
import asyncio
import json
import sys

try:
    from lsprotocol import types as t
    from pygls.lsp.client import LanguageClient
except ImportError as error:  # pragma: no cover
    print(f"pygls is missing: {error}")
    sys.exit(3)

SPEC = """listspec: 1
# é and 😀 before the error move UTF-16 columns
list:
  appearance: insetGrouped
  headerMode: none
cells:
  row: &base
    content: {text: "{title}", textProperties: {color: systemBlue}}
sections:
  - id: main
    cell: row
    items:
      - {id: é😀, title: "Hi"}
      - {id: b, cell: rwo, title: "Yo"}
"""

URI = "file:///virtual/list.listspec.yaml"
failures = []
checked = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + f"{name}: {detail}")
    checked.append(name)
    if not condition:
        failures.append(name)


def pos(line, character):
    return t.Position(line=line, character=character)


async def started_client(binary, debounce, on_published):
    """A pygls client running `listspec lsp`, handing each publishDiagnostics to
    on_published."""
    client = LanguageClient("listspec-tests", "1")

    @client.feature(t.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diagnostics(params):
        on_published(params)

    await client.start_io(binary, "lsp", "--debounce", debounce)
    return client


async def main(binary):
    published = asyncio.Queue()
    client = await started_client(binary, "20", published.put_nowait)
    result = await client.initialize_async(
        t.InitializeParams(
            capabilities=t.ClientCapabilities(),
            initialization_options={"debounceMilliseconds": 20},
        )
    )
    caps = result.capabilities
    check(
        "initialize",
        caps.hover_provider and caps.definition_provider and caps.document_symbol_provider
        and caps.completion_provider is not None and caps.code_action_provider
        and caps.text_document_sync.change == t.TextDocumentSyncKind.Incremental,
        str(caps.text_document_sync),
    )
    client.initialized(t.InitializedParams())

    client.text_document_did_open(
        t.DidOpenTextDocumentParams(
            text_document=t.TextDocumentItem(uri=URI, language_id="yaml", version=1, text=SPEC)
        )
    )
    diagnostics = (await asyncio.wait_for(published.get(), 10)).diagnostics
    unknown = [d for d in diagnostics if d.code == "unknown-cell-template"]
    check(
        "open-diagnostics",
        len(diagnostics) == 1 and unknown and unknown[0].range.start == pos(13, 22)
        and unknown[0].severity == t.DiagnosticSeverity.Error and unknown[0].source == "listspec",
        str([(d.code, d.range.start) for d in diagnostics]),
    )

    # An edit after an accent and an emoji: ", cell: rwx" inserted before the `}` of line 12,
    # at character 29 in UTF-16 ("      - {id: é😀, title: \"Hi\"" is 29 units; 😀 counts 2,
    # and is 4 bytes in UTF-8), so the unknown template is at character 37.
    client.text_document_did_change(
        t.DidChangeTextDocumentParams(
            text_document=t.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[
                t.TextDocumentContentChangePartial(
                    range=t.Range(start=pos(12, 29), end=pos(12, 29)), text=", cell: rwx"
                )
            ],
        )
    )
    diagnostics = (await asyncio.wait_for(published.get(), 10)).diagnostics
    codes = sorted((d.code, d.range.start.line, d.range.start.character) for d in diagnostics)
    check(
        "edit-diagnostics-utf16",
        codes == [("unknown-cell-template", 12, 37), ("unknown-cell-template", 13, 22)],
        str(codes),
    )
    # Halfway through typing an item the document does not parse; template names still come.
    client.text_document_did_change(
        t.DidChangeTextDocumentParams(
            text_document=t.VersionedTextDocumentIdentifier(uri=URI, version=3),
            content_changes=[
                t.TextDocumentContentChangePartial(
                    range=t.Range(start=pos(14, 0), end=pos(14, 0)), text="      - {id: c, cell: "
                )
            ],
        )
    )
    diagnostics = (await asyncio.wait_for(published.get(), 10)).diagnostics
    completion = await client.text_document_completion_async(
        t.CompletionParams(text_document=t.TextDocumentIdentifier(uri=URI), position=pos(14, 22))
    )
    labels = [item.label for item in completion.items]
    check(
        "complete-while-broken",
        labels == ["row"] and any(d.code.startswith("yaml") for d in diagnostics),
        f"{labels} {[d.code for d in diagnostics]}",
    )
    # Put it back (a full-text change), leaving the unknown template only.
    client.text_document_did_change(
        t.DidChangeTextDocumentParams(
            text_document=t.VersionedTextDocumentIdentifier(uri=URI, version=4),
            content_changes=[t.TextDocumentContentChangeWholeDocument(text=SPEC)],
        )
    )
    diagnostics = (await asyncio.wait_for(published.get(), 10)).diagnostics
    check("full-change", [d.code for d in diagnostics] == ["unknown-cell-template"], "")

    doc = t.TextDocumentIdentifier(uri=URI)
    hover = await client.text_document_hover_async(t.HoverParams(text_document=doc, position=pos(3, 5)))
    check(
        "hover-key",
        hover is not None and "appearance" in hover.contents.value
        and "Mirrors" in hover.contents.value,
        hover.contents.value if hover else "none",
    )
    hover = await client.text_document_hover_async(t.HoverParams(text_document=doc, position=pos(7, 24)))
    check(
        "hover-field",
        hover is not None and "String" in hover.contents.value and "`é😀`" in hover.contents.value,
        hover.contents.value if hover else "none",
    )
    hover = await client.text_document_hover_async(t.HoverParams(text_document=doc, position=pos(7, 60)))
    check(
        "hover-color",
        hover is not None and "systemBlue" in hover.contents.value and "#" in hover.contents.value,
        hover.contents.value if hover else "none",
    )

    completion = await client.text_document_completion_async(
        t.CompletionParams(text_document=doc, position=pos(3, 14))
    )
    labels = [item.label for item in completion.items]
    check("complete-enum", "plain" in labels and "insetGrouped" in labels, str(labels[:8]))
    completion = await client.text_document_completion_async(
        t.CompletionParams(text_document=doc, position=pos(4, 2))
    )
    labels = [item.label for item in completion.items]
    check("complete-keys", "appearance" in labels and "headerMode" in labels, str(labels[:8]))
    completion = await client.text_document_completion_async(
        t.CompletionParams(text_document=doc, position=pos(10, 12))
    )
    labels = [item.label for item in completion.items]
    check("complete-template", labels == ["row"], str(labels))
    completion = await client.text_document_completion_async(
        t.CompletionParams(text_document=doc, position=pos(7, 22))
    )
    labels = [item.label for item in completion.items]
    check("complete-field", "title" in labels, str(labels))

    definition = await client.text_document_definition_async(
        t.DefinitionParams(text_document=doc, position=pos(10, 12))
    )
    location = definition[0] if isinstance(definition, list) else definition
    check(
        "define-cell",
        location is not None and location.range.start == pos(6, 2),
        str(location),
    )
    definition = await client.text_document_definition_async(
        t.DefinitionParams(text_document=doc, position=pos(7, 23))
    )
    location = definition[0] if isinstance(definition, list) else definition
    check(
        "define-field",
        location is not None and location.range.start == pos(12, 18),
        str(location),
    )

    actions = await client.text_document_code_action_async(
        t.CodeActionParams(
            text_document=doc,
            range=t.Range(start=pos(13, 22), end=pos(13, 25)),
            context=t.CodeActionContext(diagnostics=[]),
        )
    )
    quick = [a for a in actions if a.kind == t.CodeActionKind.QuickFix]
    edits = quick[0].edit.changes[URI] if quick else []
    check(
        "code-action",
        len(edits) == 1 and edits[0].new_text == "row" and edits[0].range.start == pos(13, 22),
        str([a.title for a in actions]),
    )

    symbols = await client.text_document_document_symbol_async(
        t.DocumentSymbolParams(text_document=doc)
    )
    names = [s.name for s in symbols]
    sections = next((s for s in symbols if s.name == "sections"), None)
    main_section = sections.children[0] if sections and sections.children else None
    check(
        "symbols",
        names == ["listspec", "list", "cells", "sections"] and main_section is not None
        and main_section.name == "main" and [c.name for c in main_section.children] == ["é😀", "b"],
        str(names),
    )

    # Robustness: an unknown method gets MethodNotFound, a never-opened document an answer.
    try:
        await client.protocol.send_request_async("listspec/unknown", {})
        check("unknown-method", False, "no error")
    except Exception as error:  # JsonRpcMethodNotFound
        check("unknown-method", "-32601" in repr(error) or "MethodNotFound" in type(error).__name__, repr(error))
    hover = await client.text_document_hover_async(
        t.HoverParams(text_document=t.TextDocumentIdentifier(uri="file:///never/opened.yaml"), position=pos(0, 0))
    )
    check("never-opened", hover is None, str(hover))

    await client.shutdown_async(None)
    client.exit(None)
    await asyncio.sleep(0.2)
    await client.stop()
    check("shutdown", True, "")


FEEDBACK_URI = "file:///virtual/feedback.listspec.yaml"
FEEDBACK = """listspec: 1
cells:
  row:
    content:   # a comment
      text: "{title}"
      textProperties: { font:  }
      image: { systemName: star.fill }
      secondaryTextProperties: { font: title }
  swift:
    hosting:
      content:
        Text: "{title}"
        modifiers:
          - font: { style:  , weight:  }
          - font: 
sections: []
"""


async def editor_feedback(binary):
    """What editors reported: keys below a commented key, font completion, hover on symbols
    and fonts without links that lead nowhere, and problems cleared when a document closes."""
    published = asyncio.Queue()
    client = await started_client(binary, "20", published.put_nowait)
    await client.initialize_async(t.InitializeParams(capabilities=t.ClientCapabilities()))
    client.initialized(t.InitializedParams())
    client.text_document_did_open(
        t.DidOpenTextDocumentParams(
            text_document=t.TextDocumentItem(
                uri=FEEDBACK_URI, language_id="yaml", version=1, text=FEEDBACK
            )
        )
    )
    await asyncio.wait_for(published.get(), 10)
    doc = t.TextDocumentIdentifier(uri=FEEDBACK_URI)

    async def hover(line, character):
        answer = await client.text_document_hover_async(
            t.HoverParams(text_document=doc, position=pos(line, character))
        )
        return answer.contents.value if answer else ""

    async def labels(line, character):
        answer = await client.text_document_completion_async(
            t.CompletionParams(text_document=doc, position=pos(line, character))
        )
        return [item.label for item in answer.items]

    text = await hover(4, 7)
    check("comment-hover", text.startswith("**text**"), text[:60])
    keys = await labels(4, 6)
    check("comment-complete-keys", "secondaryText" in keys and "accessories" not in keys, str(keys[:6]))
    styles = [await labels(5, 30), await labels(13, 27), await labels(14, 18)]
    weights = await labels(13, 38)
    check(
        "complete-font",
        all("headline" in found and "caption1" in found for found in styles)
        and "semibold" in weights and "headline" not in weights,
        f"{[len(found) for found in styles]} {weights[:3]}",
    )
    text = await hover(6, 30)
    check("hover-symbol", "SF Symbol" in text and "iOS 13.0" in text and "Material Icons" in text, text)
    text = await hover(7, 41)
    check("hover-font", "28 pt at Large" in text and ".title1" in text and "Font.title" in text, text)
    # `text`'s type is a template, a link into specs/format.md on that page.
    text = await hover(4, 7)
    check("hover-no-anchor-links", "template" in text and "](" not in text, text)

    client.text_document_did_close(t.DidCloseTextDocumentParams(text_document=doc))
    closed = await asyncio.wait_for(published.get(), 10)
    check("close-clears", closed.uri == FEEDBACK_URI and len(closed.diagnostics) == 0, str(closed))

    await client.shutdown_async(None)
    client.exit(None)
    await asyncio.sleep(0.2)
    await client.stop()


def hosting(content, items="- { id: a, title: Hi }"):
    return (
        "listspec: 1\nlist: { appearance: plain }\ncells:\n  row:\n    hosting:\n      content:\n"
        + content
        + "\nsections:\n  - id: main\n    cell: row\n    items:\n      "
        + items
        + "\n"
    )


# Each spec with the fix its quick fix makes, as `listspec fix` makes it.
FIXABLE = {
    "circle": (
        hosting("        HStack:\n          - Circle\n            fill: orange"),
        hosting("        HStack:\n          - Circle:\n            fill: orange"),
    ),
    "quote": (
        hosting('        Text: {title}'),
        hosting('        Text: "{title}"'),
    ),
    "move-modifiers": (
        hosting('        VStack:\n          children: [Spacer]\n          modifiers:\n            - padding'),
        hosting('        VStack:\n          children: [Spacer]\n        modifiers:\n          - padding'),
    ),
    "colour-field": (
        "listspec: 1\nlist: { appearance: plain }\ncells:\n  row:\n    fields: { tint: Color }\n"
        '    content: { text: x, textProperties: { color: "{tint}" } }\n'
        "sections:\n  - { id: main, cell: row, items: [{ id: a, tint: oragne }] }\n",
        "listspec: 1\nlist: { appearance: plain }\ncells:\n  row:\n    fields: { tint: Color }\n"
        '    content: { text: x, textProperties: { color: "{tint}" } }\n'
        "sections:\n  - { id: main, cell: row, items: [{ id: a, tint: orange }] }\n",
    ),
}
# Each spec with words its message must hold, and no quick fix.
EXPLAINED = {
    "unknown-modifier": (
        hosting('        Text: "{title}"\n        modifiers: [shadow]'),
        "unknown modifier 'shadow' (expected one of: padding, frame",
    ),
    "expression-not-taken": (
        hosting(
            '        Text: "{title}"\n        modifiers:\n          - imageScale: "{n > 0 ? .large : .small}"',
            items="- { id: a, title: Hi, n: 2 }",
        ),
        "'imageScale' takes no expression",
    ),
}


def apply_edits(text, edits):
    lines = text.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start = starts[edit.range.start.line] + edit.range.start.character
        end = starts[edit.range.end.line] + edit.range.end.character
        text = text[:start] + edit.new_text + text[end:]
    return text


async def fix_its(binary):
    """Messages that name the fix, through the protocol: each quick fix edits the document as
    `listspec fix` does, and leaves it without problems."""
    published = {}
    arrived = asyncio.Event()

    def on_diagnostics(params):
        published.setdefault(params.uri, []).append(params.diagnostics)
        arrived.set()

    async def diagnostics_of(uri, count):
        while len(published.get(uri, [])) < count:
            arrived.clear()
            await asyncio.wait_for(arrived.wait(), 10)
        return published[uri][count - 1]

    client = await started_client(binary, "0", on_diagnostics)
    await client.initialize_async(t.InitializeParams(capabilities=t.ClientCapabilities()))
    client.initialized(t.InitializedParams())
    async def open_and_ask(uri, text):
        """The document's first diagnostics, and the code actions at the first one."""
        client.text_document_did_open(
            t.DidOpenTextDocumentParams(
                text_document=t.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=text)
            )
        )
        found = await diagnostics_of(uri, 1)
        actions = await client.text_document_code_action_async(
            t.CodeActionParams(
                text_document=t.TextDocumentIdentifier(uri=uri),
                range=found[0].range if found else t.Range(start=pos(0, 0), end=pos(0, 0)),
                context=t.CodeActionContext(diagnostics=[]),
            )
        )
        return found, actions

    for name, (text, expected) in FIXABLE.items():
        uri = f"file:///virtual/{name}.listspec.yaml"
        found, actions = await open_and_ask(uri, text)
        quick = [a for a in actions or [] if a.kind == t.CodeActionKind.QuickFix]
        fixed = apply_edits(text, quick[0].edit.changes[uri]) if quick else text
        client.text_document_did_change(
            t.DidChangeTextDocumentParams(
                text_document=t.VersionedTextDocumentIdentifier(uri=uri, version=2),
                content_changes=[t.TextDocumentContentChangeWholeDocument(text=fixed)],
            )
        )
        remaining = await diagnostics_of(uri, 2)
        check(
            f"fix-{name}",
            len(found) == 1 and fixed == expected and len(remaining) == 0,
            f"{[d.message for d in found]} -> {[d.message for d in remaining]}",
        )
    for name, (text, words) in EXPLAINED.items():
        found, actions = await open_and_ask(f"file:///virtual/{name}.listspec.yaml", text)
        check(
            name,
            len(found) == 1 and found[0].message.startswith(words) and not actions,
            f"{[d.message for d in found]} {[a.title for a in actions or []]}",
        )
    await client.shutdown_async(None)
    client.exit(None)
    await asyncio.sleep(0.2)
    await client.stop()


def frame(body):
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


async def initialized_raw(process):
    """Initializes a server spoken to over its raw pipe; returns the function reading its
    next message."""

    async def read():
        header = await process.stdout.readuntil(b"\r\n\r\n")
        length = int(header.split(b":")[1].split(b"\r")[0])
        return json.loads(await process.stdout.readexactly(length))

    process.stdin.write(frame(b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}'))
    await read()
    return read


async def raw_robustness(binary):
    """Malformed JSON and a bad frame, then a good request: the server answers each."""
    process = await asyncio.create_subprocess_exec(
        binary, "lsp", stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE
    )

    read = await initialized_raw(process)
    process.stdin.write(frame(b"{not json"))
    process.stdin.write(b"Content-Length: oops\r\n\r\n")
    process.stdin.write(frame(b'{"jsonrpc":"2.0","id":2,"method":"shutdown"}'))
    await process.stdin.drain()
    answers = [await asyncio.wait_for(read(), 10) for _ in range(3)]
    check(
        "malformed",
        answers[0]["error"]["code"] == -32700 and answers[1]["error"]["code"] == -32700
        and answers[2] == {"jsonrpc": "2.0", "id": 2, "result": None},
        str(answers),
    )
    process.stdin.write(frame(b'{"jsonrpc":"2.0","method":"exit"}'))
    await process.stdin.drain()
    check("exit-status", await asyncio.wait_for(process.wait(), 10) == 0, "")


async def raw_bytes(binary):
    """Bytes a JSON library would not send: a buffer that is not UTF-8 (Neovim's
    `++bad=keep`), and headers that are wrong, after which later messages must still be read."""
    process = await asyncio.create_subprocess_exec(
        binary, "lsp", "--debounce", "0", stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE
    )

    read = await initialized_raw(process)
    # "caf\xe9" is Latin-1: the byte 0xE9 alone is not UTF-8.
    open_latin1 = (
        b'{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":'
        b'{"uri":"file:///virtual/latin1.yaml","languageId":"yaml","version":1,'
        b'"text":"listspec: 1\\n# caf\xe9\\nlist: {appearance: plain}\\nsections: []\\n"}}}'
    )
    process.stdin.write(frame(open_latin1))
    await process.stdin.drain()
    answer = await asyncio.wait_for(read(), 10)
    diagnostics = answer.get("params", {}).get("diagnostics", [])
    check(
        "invalid-utf8",
        answer.get("method") == "textDocument/publishDiagnostics"
        and [d["code"] for d in diagnostics] == ["invalid-utf8"]
        and diagnostics[0]["range"]["start"] == {"line": 1, "character": 5},
        str(answer),
    )
    # A length that is not a number with its body, then one 3 bytes short (its body is not
    # JSON, and the rest of it starts a header block without a length): each is answered as a
    # framing or parse error, and the requests after them are answered.
    process.stdin.write(b"Content-Length: abc\r\n\r\n" + b'{"jsonrpc":"2.0","id":2,"method":"shutdown"}')
    process.stdin.write(frame(b'{"jsonrpc":"2.0","id":3,"method":"listspec/none"}'))
    short = b'{"jsonrpc":"2.0","id":4,"method":"listspec/none"}'
    process.stdin.write(b"Content-Length: %d\r\n\r\n" % (len(short) - 3) + short)
    process.stdin.write(frame(b'{"jsonrpc":"2.0","id":5,"method":"listspec/none"}'))
    await process.stdin.drain()
    answers = [await asyncio.wait_for(read(), 10) for _ in range(5)]
    check(
        "resync",
        [a.get("id") for a in answers] == [None, 3, None, None, 5]
        and [a["error"]["code"] for a in answers] == [-32700, -32601, -32700, -32700, -32601],
        str(answers),
    )
    # A request and its cancellation in one write: the request is still waiting when the
    # cancellation is read, and is answered RequestCancelled.
    process.stdin.write(
        frame(
            b'{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{"textDocument":'
            b'{"uri":"file:///virtual/latin1.yaml"},"position":{"line":2,"character":9}}}'
        )
        + frame(b'{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":7}}')
    )
    await process.stdin.drain()
    answer = await asyncio.wait_for(read(), 10)
    check("cancel-request", answer.get("id") == 7 and answer.get("error", {}).get("code") == -32800, str(answer))
    process.stdin.write(frame(b'{"jsonrpc":"2.0","id":6,"method":"shutdown"}'))
    process.stdin.write(frame(b'{"jsonrpc":"2.0","method":"exit"}'))
    await process.stdin.drain()
    await asyncio.wait_for(read(), 10)
    await asyncio.wait_for(process.wait(), 10)


def large_spec(items):
    """A spec of `items` items in one section, each on three lines."""
    lines = [
        "listspec: 1",
        "cells:",
        "  row:",
        '    content: {text: "{title}", secondaryText: "{subtitle}"}',
        "  card:",
        '    content: {text: "{title}"}',
        "sections:",
        "  - id: main",
        "    cell: row",
        "    items:",
    ]
    for number in range(items):
        lines += [f"      - id: item-{number}", f'        title: "Item {number}"', "        subtitle: Hi"]
    return "\n".join(lines + ["list: {appearance: plain}"]) + "\n"


async def incremental_editing(binary):
    """Edits of a large spec answered at once, with the current text's names and positions,
    while it is validated in the background; then the edited version's diagnostics."""
    published = asyncio.Queue()
    client = await started_client(binary, "150", published.put_nowait)
    await client.initialize_async(t.InitializeParams(capabilities=t.ClientCapabilities()))
    client.initialized(t.InitializedParams())
    uri = "file:///virtual/large.listspec.yaml"
    doc = t.TextDocumentIdentifier(uri=uri)
    client.text_document_did_open(
        t.DidOpenTextDocumentParams(
            text_document=t.TextDocumentItem(uri=uri, language_id="yaml", version=1, text=large_spec(20000))
        )
    )
    opened = await asyncio.wait_for(published.get(), 60)
    # Wait for the worker to read the tree as well: a completion needing names reads it at
    # the latest.
    await client.text_document_completion_async(t.CompletionParams(text_document=doc, position=pos(3, 22)))

    def change(version, start, end, text):
        client.text_document_did_change(
            t.DidChangeTextDocumentParams(
                text_document=t.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[t.TextDocumentContentChangePartial(range=t.Range(start=start, end=end), text=text)],
            )
        )

    # A field added to item-5 on a new line (the lines below move down one), and item-8's
    # `cell: r` being typed: asked at once, before the edits' diagnostics.
    change(2, pos(28, 0), pos(28, 0), "        stars: 5\n")
    change(3, pos(38, 0), pos(38, 0), "        cell: r\n")
    answer = await client.text_document_completion_async(t.CompletionParams(text_document=doc, position=pos(38, 15)))
    templates = [item.label for item in answer.items]
    answer = await client.text_document_completion_async(t.CompletionParams(text_document=doc, position=pos(3, 22)))
    fields = sorted(item.label for item in answer.items)
    # Hover on item-10's title, a line the edits moved.
    hover = await client.text_document_hover_async(t.HoverParams(text_document=doc, position=pos(43, 9)))
    check(
        "edit-then-complete",
        [d.code for d in opened.diagnostics] == ["unused-cell-template"] and templates == ["row"] and fields == ["stars", "subtitle", "title"],
        f"{templates} {fields}",
    )
    check(
        "edit-then-hover",
        hover is not None and hover.range.start.line == 43 and "Set by 20000 items" in hover.contents.value,
        str(hover),
    )
    # The diagnostics of the last version arrive after the edits: `r` names no template.
    diagnostics = await asyncio.wait_for(published.get(), 60)
    check(
        "edit-then-diagnostics",
        diagnostics.version == 3 and len(diagnostics.diagnostics) >= 1
        and [d.code for d in diagnostics.diagnostics] == ["unknown-cell-template"]
        and diagnostics.diagnostics[0].range.start.line == 38,
        str([(d.code, d.range.start) for d in diagnostics.diagnostics]),
    )
    await client.shutdown_async(None)
    client.exit(None)
    await asyncio.sleep(0.2)
    await client.stop()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.binary))
    asyncio.run(editor_feedback(arguments.binary))
    asyncio.run(fix_its(arguments.binary))
    asyncio.run(raw_robustness(arguments.binary))
    asyncio.run(raw_bytes(arguments.binary))
    asyncio.run(incremental_editing(arguments.binary))
    print(f"{len(checked) - len(failures)} checks passed, {len(failures)} failed")
    sys.exit(1 if failures else 0)
