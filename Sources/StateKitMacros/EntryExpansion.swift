/// `@Entry var name: Type = value` inside `extension EnvironmentValues`: a
/// key `__Key_name` whose default is `value`, and accessors through it.
struct EntryExpansion {
    let name: String
    let type: String?
    let defaultValue: String

    /// Reads the property's name, type and initial value from its source
    /// (attributes and modifiers before `var` are skipped).
    init(declaration: String) {
        var text = Substring(EntryExpansion.withoutComments(declaration))
        if let range = text.range(of: "var ") { text = text[range.upperBound...] }
        let (head, value) = EntryExpansion.split(text, at: "=")
        let (name, type) = EntryExpansion.split(head, at: ":")
        self.name = name.trimmingBlanks()
        self.type = type.map { $0.trimmingBlanks() }
        self.defaultValue = value?.trimmingBlanks() ?? "nil"
    }

    var keyName: String { "__Key_" + name }

    func expansion(role: String) -> String {
        if role == "accessor" {
            return "get {\n    self[\(keyName).self]\n}\nset {\n    self[\(keyName).self] = newValue\n}"
        }
        guard let type else {
            return "#error(\"@Entry needs the property's type: @Entry var \(name): Type = value\")"
        }
        return
            "private struct \(keyName): EnvironmentKey {\n    static var defaultValue: \(type) {\n        \(defaultValue)\n    }\n}"
    }

    /// `source` without its comments (`//` to the end of a line, `/* … */`),
    /// which the declaration's text carries: a doc comment above the property,
    /// a note after its value. String literals are kept whole.
    static func withoutComments(_ source: String) -> String {
        var result = ""
        var inString = false
        var index = source.startIndex
        while index < source.endIndex {
            let rest = source[index...]
            if !inString && rest.hasPrefix("//") {
                index = rest.firstIndex(of: "\n") ?? source.endIndex
                continue
            }
            if !inString && rest.hasPrefix("/*") {
                let afterOpening = source.index(index, offsetBy: 2)
                index = source[afterOpening...].range(of: "*/")?.upperBound ?? source.endIndex
                result.append(" ")
                continue
            }
            let character = source[index]
            if character == "\"" { inString.toggle() }
            if character == "\\" && inString, source.index(after: index) < source.endIndex {
                result.append(character)
                index = source.index(after: index)
                result.append(source[index])
                index = source.index(after: index)
                continue
            }
            result.append(character)
            index = source.index(after: index)
        }
        return result
    }

    /// `text` cut at the first `separator` outside brackets, parentheses and
    /// quotes: `[String: Int] = [:]` at `=` is `[String: Int] ` and ` [:]`.
    static func split(_ text: Substring, at separator: Character) -> (Substring, Substring?) {
        var depth = 0
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if "([{<".contains(character) { depth += 1 }
                if ")]}>".contains(character) { depth = max(0, depth - 1) }
                if character == separator && depth == 0 {
                    return (text[..<index], text[text.index(after: index)...])
                }
            }
            index = text.index(after: index)
        }
        return (text, nil)
    }
}

extension Substring {
    func trimmingBlanks() -> String {
        let blanks: Set<Character> = [" ", "\n", "\t", "\r"]
        return String(drop { blanks.contains($0) }.reversed().drop { blanks.contains($0) }.reversed())
    }
}

extension String {
    func range(of needle: String) -> Range<String.Index>? {
        Substring(self).range(of: needle)
    }
}

extension Substring {
    func range(of needle: String) -> Range<Substring.Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) { return index..<self.index(index, offsetBy: needle.count) }
            index = self.index(after: index)
        }
        return nil
    }
}
