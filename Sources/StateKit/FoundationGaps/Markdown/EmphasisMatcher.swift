/// Matches runs of `*`, `_` and `~` into emphasis, strong emphasis and
/// strikethrough, as CommonMark's "process emphasis" does: closers are taken
/// in order, each looks back for the nearest opener it can pair with, and a
/// look back that fails records how far it got, so that no later closer of
/// its kind looks there again. Matches are kept as ranges of nodes, added
/// up in one sweep by `intents(nodeCount:)`.
struct EmphasisMatcher {
    /// A run of delimiters on the stack, linked to its neighbours so that
    /// runs between a pair leave in constant time each.
    struct Delimiter {
        var node: Int
        var byte: UInt8
        /// How many are left to pair.
        var count: Int
        /// How many the run had: the rule of three reads it.
        let length: Int
        var canOpen: Bool
        var canClose: Bool
        var previous: Int
        var next: Int
    }

    /// A match: an intent over the nodes in `nodes`.
    struct Match {
        var nodes: Range<Int>
        var intent: InlinePresentationIntent
    }

    private var delimiters: [Delimiter] = []
    /// The last delimiter still on the stack, or -1.
    private var top = -1
    private var matches: [Match] = []

    /// How many delimiters were ever pushed: a bracket's bottom, as its index.
    var depth: Int { delimiters.count }

    mutating func push(node: Int, byte: UInt8, count: Int, canOpen: Bool, canClose: Bool) {
        delimiters.append(
            Delimiter(
                node: node, byte: byte, count: count, length: count, canOpen: canOpen, canClose: canClose,
                previous: top, next: -1))
        if top >= 0 { delimiters[top].next = delimiters.count - 1 }
        top = delimiters.count - 1
    }

    private mutating func remove(_ index: Int) {
        let delimiter = delimiters[index]
        if delimiter.previous >= 0 { delimiters[delimiter.previous].next = delimiter.next }
        if delimiter.next >= 0 {
            delimiters[delimiter.next].previous = delimiter.previous
        } else {
            top = delimiter.previous
        }
    }

    /// Pairs the delimiters pushed at or above index `bottom`, then takes
    /// them all off the stack; what is left of them stays text.
    mutating func match(above bottom: Int, nodes: inout [InlineMarkdownParser.Node]) {
        var first = top
        while first >= 0, delimiters[first].previous >= bottom { first = delimiters[first].previous }
        guard first >= bottom else { return }
        // How far back a look for an opener of each kind may still go.
        var openersBottom: [Int: Int] = [:]
        var closer = first
        while closer >= 0 {
            let closing = delimiters[closer]
            guard closing.canClose else {
                closer = closing.next
                continue
            }
            let kind = Int(closing.byte) * 8 + (closing.length % 3) * 2 + (closing.canOpen ? 1 : 0)
            let floor = max(bottom - 1, openersBottom[kind] ?? bottom - 1)
            var opener = closing.previous
            while opener > floor, !pairs(delimiters[opener], with: closing) { opener = delimiters[opener].previous }
            guard opener > floor else {
                openersBottom[kind] = closing.previous
                let next = closing.next
                if !closing.canOpen { remove(closer) }
                closer = next
                continue
            }
            let used: Int
            let intent: InlinePresentationIntent
            if closing.byte == UInt8(ascii: "~") {
                used = closing.count
                intent = .strikethrough
            } else {
                used = delimiters[opener].count >= 2 && closing.count >= 2 ? 2 : 1
                intent = used == 2 ? .stronglyEmphasized : .emphasized
            }
            matches.append(Match(nodes: delimiters[opener].node + 1..<closing.node, intent: intent))
            delimiters[opener].count -= used
            delimiters[closer].count -= used
            nodes[delimiters[opener].node].count = delimiters[opener].count
            nodes[closing.node].count = delimiters[closer].count
            // Runs between the pair can no longer pair with anything outside it.
            var between = delimiters[opener].next
            while between != closer {
                let next = delimiters[between].next
                remove(between)
                between = next
            }
            if delimiters[opener].count == 0 { remove(opener) }
            if delimiters[closer].count == 0 {
                let next = delimiters[closer].next
                remove(closer)
                closer = next
            }
        }
        while top >= bottom { remove(top) }
    }

    /// Whether `opener` can pair with `closer`: the same character, and for
    /// `*` and `_` CommonMark's rule of three; strikethrough pairs runs of
    /// one length.
    private func pairs(_ opener: Delimiter, with closer: Delimiter) -> Bool {
        guard opener.byte == closer.byte, opener.canOpen else { return false }
        if opener.byte == UInt8(ascii: "~") { return opener.count == closer.count }
        let eitherBoth = opener.canClose || closer.canOpen
        let sum = opener.length + closer.length
        return !(eitherBoth && sum % 3 == 0 && !(opener.length % 3 == 0 && closer.length % 3 == 0))
    }

    /// Each node's intents: every match over it, added up in one sweep.
    func intents(nodeCount: Int) -> [InlinePresentationIntent] {
        let kinds: [InlinePresentationIntent] = [.emphasized, .stronglyEmphasized, .strikethrough]
        var changes = [[Int]](repeating: [Int](repeating: 0, count: nodeCount + 1), count: kinds.count)
        for match in matches where !match.nodes.isEmpty {
            let kind = kinds.firstIndex(of: match.intent)!
            changes[kind][match.nodes.lowerBound] += 1
            changes[kind][match.nodes.upperBound] -= 1
        }
        var depths = [Int](repeating: 0, count: kinds.count)
        var intents = [InlinePresentationIntent](repeating: [], count: nodeCount)
        for node in 0..<nodeCount {
            for kind in kinds.indices {
                depths[kind] += changes[kind][node]
                if depths[kind] > 0 { intents[node].insert(kinds[kind]) }
            }
        }
        return intents
    }
}
