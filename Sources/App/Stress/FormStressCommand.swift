import ArgumentParser

/// `statekit-demo form-stress` (hidden, for `make bench`): what typing costs
/// in one field of a form of many.
struct FormStressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "form-stress",
        abstract: "Type in the first field of a headless Form of many fields; prints one JSON line.",
        discussion: """
            Each field is a row of its own bound to its own @Observable entry. The keys alternate \
            a letter and Backspace, each its own frame. A key should evaluate the field alone, \
            whatever the number of rows.
            """,
        shouldDisplay: false)

    @Option(help: ArgumentHelp("How many fields the form has.", valueName: "N"))
    var rows: Int = 200

    @Option(help: ArgumentHelp("How many keys to time.", valueName: "K"))
    var keys: Int = 2000

    @Option(help: ArgumentHelp("Bytes of text the first field holds before typing.", valueName: "BYTES"))
    var fieldBytes: Int = 0

    @Option(help: ArgumentHelp("CJK characters of a note, a row of its own below the fields.", valueName: "N"))
    var noteCharacters: Int = 0

    @Option(
        help: ArgumentHelp(
            "Bytes of prose in a TextEditor above the fields, typed in instead of the first field.",
            valueName: "BYTES"))
    var editorBytes: Int?

    @Flag(help: "Give each word of the editor's prose an accented letter (\"wörds\").")
    var editorAccented = false

    @Flag(
        help: ArgumentHelp(
            "Show the form on the terminal instead, to type in by hand or through a pseudo-terminal (Ctrl-C quits)."))
    var terminal = false

    func validate() throws {
        guard (1...100_000).contains(rows) else { throw ValidationError("--rows must be from 1 to 100000.") }
        guard (2...10_000_000).contains(keys) else { throw ValidationError("--keys must be from 2 to 10000000.") }
        guard (0...100_000_000).contains(fieldBytes) else {
            throw ValidationError("--field-bytes must be from 0 to 100000000.")
        }
        guard (0...10_000_000).contains(noteCharacters) else {
            throw ValidationError("--note-characters must be from 0 to 10000000.")
        }
        if let editorBytes, !(0...100_000_000).contains(editorBytes) {
            throw ValidationError("--editor-bytes must be from 0 to 100000000.")
        }
    }

    func run() throws {
        if terminal {
            let status = MainActor.assumeIsolated {
                FormOnTerminal(
                    rows: rows, fieldBytes: fieldBytes, noteCharacters: noteCharacters, editorBytes: editorBytes,
                    editorAccented: editorAccented
                ).run()
            }
            throw ExitCode(status)
        }
        let line = MainActor.assumeIsolated { () -> String in
            let result = FormStressRun(
                rows: rows, keys: keys, fieldBytes: fieldBytes, noteCharacters: noteCharacters,
                editorBytes: editorBytes, editorAccented: editorAccented
            ).run()
            return """
                {"rows":\(rows),"keys":\(keys),"fieldBytes":\(fieldBytes),"noteCharacters":\(noteCharacters),"editorBytes":\(editorBytes.map(String.init) ?? "null"),"evaluationsPerKey":\(result.evaluationsPerKey),\
                "cellsWrittenPerKey":\(result.cellsWrittenPerKey),"nsPerKey":{"median":\(result.medianNanoseconds)}}
                """
        }
        print(line)
    }
}
