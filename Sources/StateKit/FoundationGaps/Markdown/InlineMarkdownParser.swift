/// Reads inline Markdown in one pass over its bytes, as CommonMark's inline
/// algorithm does: text, code spans, links and autolinks become nodes as
/// they are met, and emphasis is matched on a stack of delimiter runs when a
/// link closes and at the end. Every step is bounded so that the whole is
/// linear: each byte is scanned a bounded number of times, and each match
/// is recorded as a range of nodes applied in one sweep at the end, never
/// by walking the nodes it covers.
struct InlineMarkdownParser {
    /// A piece of the output: characters of `text` in `output`, or what is
    /// left of a run of delimiters.
    struct Node {
        /// Where its characters are in `output`; empty for a delimiter run.
        var range: Range<Int>
        /// The delimiter byte, for a run of them; 0 for text.
        var delimiter: UInt8 = 0
        /// How many delimiters of the run are still text.
        var count = 0
        /// Whether it is a code span.
        var isCode = false
    }

    /// An opening `[` still waiting for its `]`.
    struct Bracket {
        /// The node holding the `[`.
        var node: Int
        /// The delimiter stack's length when it was met: emphasis inside the
        /// link's text is matched above it.
        var delimiterBottom: Int
    }

    let bytes: [UInt8]
    let literal: [Range<Int>]
    /// Which of `literal` the last `isLiteral(_:)` looked at.
    var literalCursor = 0
    /// The characters of every text node, in order.
    var output: [UInt8] = []
    /// Where the text not yet in a node starts in `output`.
    var pendingStart = 0
    var nodes: [Node] = []
    var emphasis = EmphasisMatcher()
    var brackets: [Bracket] = []
    /// Brackets below this index cannot open a link: a link closed above
    /// them, and links do not nest.
    var activeBracketFloor = 0
    /// Links found, as ranges of nodes and destinations; apart, in order.
    var links: [(nodes: Range<Int>, destination: String)] = []
    var codeSpans: BacktickRuns

    init(bytes: [UInt8], literal: [Range<Int>]) {
        self.bytes = bytes
        self.literal = literal
        codeSpans = BacktickRuns(bytes, literal: literal)
    }

    /// Whether the byte at `index` is one an interpolation gave. Asked by
    /// the pass itself, for indices that never decrease, so the cursor only
    /// moves on; a look ahead asks `hasLiteral(in:)`.
    mutating func isLiteral(_ index: Int) -> Bool {
        while literalCursor < literal.count, literal[literalCursor].upperBound <= index { literalCursor += 1 }
        return literalCursor < literal.count && literal[literalCursor].contains(index)
    }

    /// Whether any byte of `range` is one an interpolation gave, found by
    /// halving: a look ahead may be given up, and must not move the cursor.
    func hasLiteral(in range: Range<Int>) -> Bool {
        MarkdownCharacters.firstRange(in: literal, endingAfter: range.lowerBound).map {
            $0.lowerBound < range.upperBound
        } ?? false
    }

    /// Turns the text met since the last node into a node of its own.
    mutating func flushText() {
        guard pendingStart < output.count else { return }
        nodes.append(Node(range: pendingStart..<output.count))
        pendingStart = output.count
    }

    /// Reads every byte.
    mutating func parse() {
        var index = 0
        while index < bytes.count {
            if isLiteral(index) {
                output.append(bytes[index])
                index += 1
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "\\"): index = readEscape(at: index)
            case UInt8(ascii: "`"): index = readCode(at: index)
            case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"): index = readDelimiters(at: index)
            case UInt8(ascii: "["): index = openBracket(at: index)
            case UInt8(ascii: "]"): index = closeBracket(at: index)
            case UInt8(ascii: "<"): index = readAutolink(at: index)
            case UInt8(ascii: "&"): index = readReference(at: index)
            default:
                output.append(bytes[index])
                index += 1
            }
        }
        flushText()
        emphasis.match(above: 0, nodes: &nodes)
    }

    /// `\*`: the punctuation after a backslash as itself; a backslash before
    /// anything else stays.
    mutating func readEscape(at index: Int) -> Int {
        let next = index + 1
        if next < bytes.count, !isLiteral(next), MarkdownCharacters.isASCIIPunctuation(bytes[next]) {
            output.append(bytes[next])
            return next + 1
        }
        output.append(bytes[index])
        return next
    }

    /// A code span from a run of backticks to the next run of the same
    /// length, its text as it is; backticks with no such run stay text.
    mutating func readCode(at index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] == UInt8(ascii: "`"), !isLiteral(end) { end += 1 }
        let length = end - index
        guard let closing = codeSpans.closing(length: length, after: index) else {
            output.append(contentsOf: bytes[index..<end])
            return end
        }
        flushText()
        var content = bytes[end..<closing].map { $0 == UInt8(ascii: "\n") ? UInt8(ascii: " ") : $0 }
        if content.count > 2, content.first == UInt8(ascii: " "), content.last == UInt8(ascii: " "),
            content.contains(where: { $0 != UInt8(ascii: " ") })
        {
            content = Array(content.dropFirst().dropLast())
        }
        output.append(contentsOf: content)
        nodes.append(Node(range: pendingStart..<output.count, isCode: true))
        pendingStart = output.count
        return closing + length
    }

    /// A run of `*`, `_` or `~`: a node of its own, and an entry on the
    /// delimiter stack where it can open or close emphasis.
    mutating func readDelimiters(at index: Int) -> Int {
        let byte = bytes[index]
        var end = index
        while end < bytes.count, bytes[end] == byte, !isLiteral(end) { end += 1 }
        let count = end - index
        if byte == UInt8(ascii: "~"), count > 2 {
            output.append(contentsOf: bytes[index..<end])
            return end
        }
        let flanking = MarkdownCharacters.flanking(bytes, run: index..<end)
        let canOpen: Bool
        let canClose: Bool
        if byte == UInt8(ascii: "_") {
            canOpen = flanking.left && (!flanking.right || flanking.punctuationBefore)
            canClose = flanking.right && (!flanking.left || flanking.punctuationAfter)
        } else {
            canOpen = flanking.left
            canClose = flanking.right
        }
        flushText()
        nodes.append(Node(range: output.count..<output.count, delimiter: byte, count: count))
        if canOpen || canClose {
            emphasis.push(node: nodes.count - 1, byte: byte, count: count, canOpen: canOpen, canClose: canClose)
        }
        return end
    }

    mutating func openBracket(at index: Int) -> Int {
        flushText()
        output.append(bytes[index])
        nodes.append(Node(range: pendingStart..<output.count))
        pendingStart = output.count
        brackets.append(Bracket(node: nodes.count - 1, delimiterBottom: emphasis.depth))
        return index + 1
    }

    /// `](destination)` after an open `[` makes a link of what lies between;
    /// anything else leaves the `]` as text and forgets the `[`.
    mutating func closeBracket(at index: Int) -> Int {
        guard let bracket = brackets.popLast() else {
            output.append(bytes[index])
            return index + 1
        }
        guard brackets.count >= activeBracketFloor, let (destination, end) = linkDestination(after: index) else {
            // The bracket is gone: one pushed later in its place may open a link.
            activeBracketFloor = min(activeBracketFloor, brackets.count)
            output.append(bytes[index])
            return index + 1
        }
        flushText()
        emphasis.match(above: bracket.delimiterBottom, nodes: &nodes)
        nodes[bracket.node].range = nodes[bracket.node].range.lowerBound..<nodes[bracket.node].range.lowerBound
        links.append((bracket.node + 1..<nodes.count, destination))
        activeBracketFloor = brackets.count
        return end
    }

    /// The destination of `(url)` right after the `]` at `index`, and where
    /// the link's markup ends. A destination is `<...>`, or bytes with no
    /// space or parenthesis; either scan stops at the first byte that ends
    /// it, so scans from different brackets never cover the same bytes twice.
    mutating func linkDestination(after index: Int) -> (String, end: Int)? {
        var cursor = index + 1
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "("), !hasLiteral(in: cursor..<cursor + 1) else {
            return nil
        }
        cursor += 1
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        let start: Int
        let end: Int
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "<") {
            start = cursor + 1
            cursor = start
            while cursor < bytes.count, !MarkdownCharacters.endsAngleDestination(bytes[cursor]) { cursor += 1 }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ">") else { return nil }
            end = cursor
            cursor += 1
        } else {
            start = cursor
            while cursor < bytes.count, !MarkdownCharacters.endsDestination(bytes[cursor]) { cursor += 1 }
            end = cursor
        }
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ")"), !hasLiteral(in: cursor..<cursor + 1) else {
            return nil
        }
        return (String(decoding: bytes[start..<end], as: UTF8.self), cursor + 1)
    }

    /// `<https://example.com>`: a link showing its own destination.
    mutating func readAutolink(at index: Int) -> Int {
        guard let end = MarkdownCharacters.autolinkEnd(bytes, from: index), !hasLiteral(in: index..<end) else {
            output.append(bytes[index])
            return index + 1
        }
        flushText()
        output.append(contentsOf: bytes[index + 1..<end - 1])
        nodes.append(Node(range: pendingStart..<output.count))
        pendingStart = output.count
        links.append((nodes.count - 1..<nodes.count, String(decoding: bytes[index + 1..<end - 1], as: UTF8.self)))
        return end
    }

    /// `&amp;`, `&#233;`, `&#x1F600;`: the character named; anything else
    /// stays as it is.
    mutating func readReference(at index: Int) -> Int {
        guard let (scalar, end) = MarkdownCharacters.reference(bytes, from: index), !hasLiteral(in: index..<end) else {
            output.append(bytes[index])
            return index + 1
        }
        output.append(contentsOf: String(Character(scalar)).utf8)
        return end
    }

    /// The nodes as runs, adjacent runs alike merged.
    func runs() -> [MarkdownRun] {
        let intents = emphasis.intents(nodeCount: nodes.count)
        var linkOf = [String?](repeating: nil, count: nodes.count)
        for link in links {
            for node in link.nodes { linkOf[node] = link.destination }
        }
        var runs: [MarkdownRun] = []
        for (index, node) in nodes.enumerated() {
            var intent = intents[index]
            if node.isCode { intent.insert(.code) }
            let text =
                node.delimiter == 0
                ? String(decoding: output[node.range], as: UTF8.self)
                : String(repeating: Character(Unicode.Scalar(node.delimiter)), count: node.count)
            guard !text.isEmpty else { continue }
            // Compared in place: a copy of the last run would share its text,
            // and each append would then copy all of it.
            if let last = runs.indices.last, runs[last].intent == intent, runs[last].link == linkOf[index] {
                runs[last].text += text
            } else {
                runs.append(MarkdownRun(text, intent: intent, link: linkOf[index]))
            }
        }
        return runs
    }
}
