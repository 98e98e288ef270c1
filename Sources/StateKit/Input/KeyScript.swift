/// Parses key scripts: each character is a key; named keys go in angle brackets
/// (`<tab>`, `<enter>`, `<lt>` for a literal `<`), Control with a letter as
/// `<c-a>`, Alt with a key as `<a-left>` or `<a-b>`, `<tick>` or `<tick:250ms>`
/// advances the manual clock, `<resize:100x30>` resizes the headless screen.
package enum KeyScript {
    /// A script that does not parse, with what and where.
    package struct ParseError: Error, Equatable, CustomStringConvertible {
        /// What is wrong, and where in the script.
        package let message: String
        /// The message.
        package var description: String { message }
    }

    private static let namedKeys: [String: Key] = [
        "tab": .tab, "s-tab": .backTab, "enter": .enter, "esc": .escape, "space": .character(" "),
        "bs": .backspace, "del": .delete, "up": .up, "down": .down, "left": .left, "right": .right,
        "home": .home, "end": .end, "pgup": .pageUp, "pgdn": .pageDown, "lt": .character("<"),
    ]

    /// The events of `script`, in order (line breaks are skipped); throws on an unknown or malformed `<...>`.
    package static func parse(_ script: String) throws(ParseError) -> [InputEvent] {
        var events: [InputEvent] = []
        var rest = Substring(script)
        while let character = rest.first {
            if character == "\n" || character == "\r" {
                rest.removeFirst()
                continue
            }
            guard character == "<" else {
                events.append(.key(.character(character)))
                rest.removeFirst()
                continue
            }
            guard let close = rest.firstIndex(of: ">") else {
                throw ParseError(
                    message: "unclosed '<' in key script at \"\(rest.prefix(20))\" (write <lt> for a literal '<')")
            }
            let name = String(rest[rest.index(after: rest.startIndex)..<close])
            events.append(try event(named: name))
            rest = rest[rest.index(after: close)...]
        }
        return events
    }

    private static func event(named name: String) throws(ParseError) -> InputEvent {
        if let key = namedKeys[name.lowercased()] { return .key(key) }
        if name.count == 3, name.lowercased().hasPrefix("c-"), let letter = name.last, letter.isASCII,
            letter.isLetter
        {
            return .key(.control(Character(letter.lowercased())))
        }
        if name.lowercased().hasPrefix("a-"), name.count > 2 {
            let rest = String(name.dropFirst(2))
            if let key = namedKeys[rest.lowercased()], let base = Key.Base(key) { return .key(.modified(base, .alt)) }
            if rest.count == 1, let character = rest.first { return .key(.modified(.character(character), .alt)) }
        }
        if name == "tick" { return .tick(.seconds(1)) }
        if name.hasPrefix("tick:") {
            guard let duration = parseDuration(String(name.dropFirst(5))) else {
                throw ParseError(message: "bad duration in <\(name)>: write <tick:250ms> or <tick:2s>")
            }
            return .tick(duration)
        }
        if name.hasPrefix("resize:") {
            let parts = name.dropFirst(7).split(separator: "x")
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), width > 0, height > 0 else {
                throw ParseError(message: "bad size in <\(name)>: write <resize:100x30>")
            }
            return .resize(Size(width: width, height: height))
        }
        let known = (namedKeys.keys.sorted() + ["c-a", "a-left", "a-b", "tick", "tick:250ms", "resize:100x30"])
            .map { "<\($0)>" }
        throw ParseError(message: "unknown key <\(name)> in key script; known: \(known.joined(separator: " "))")
    }

    private static func parseDuration(_ text: String) -> Duration? {
        if text.hasSuffix("ms"), let value = Int(text.dropLast(2)), value >= 0 { return .milliseconds(value) }
        if text.hasSuffix("s"), let value = Int(text.dropLast(1)), value >= 0 { return .seconds(value) }
        return nil
    }
}
