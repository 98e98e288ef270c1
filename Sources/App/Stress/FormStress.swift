import StateKit

/// One field of the form the typing benchmark types in.
@Observable
final class FormEntry {
    var text = ""
}

/// A form of many fields, each in a row of its own bound to its own entry,
/// as a settings screen is written.
struct StressForm: View {
    let entries: [FormEntry]
    /// A long text in a row of its own below the fields, if any.
    var note: String?
    /// The text of a `TextEditor` above the fields, if any: the first to
    /// take the focus, and so the one typed in.
    var editor: FormEntry?

    /// A note of `characters` CJK characters, text without a space; none for 0.
    static func note(characters: Int) -> String? {
        characters > 0 ? String(repeating: "漢", count: characters) : nil
    }

    /// The entry of an editor holding `bytes` bytes of prose: words of five
    /// letters, a paragraph every 100 words; with `accented`, each word's
    /// second letter two bytes ("wörds"). None for `nil`.
    static func editor(bytes: Int?, accented: Bool = false) -> FormEntry? {
        guard let bytes else { return nil }
        let word = accented ? "wörds" : "words"
        var text = ""
        text.reserveCapacity(bytes + 7)
        var count = 0
        while text.utf8.count < bytes {
            text += word + (count % 100 == 99 ? "\n" : " ")
            count += 1
        }
        let entry = FormEntry()
        entry.text = String(text.utf8.prefix(bytes)) ?? text
        return entry
    }

    var body: some View {
        Form {
            if let editor {
                Section("Notes") {
                    StressFormEditor(entry: editor)
                }
            }
            Section("Fields") {
                ForEach(entries.indices, id: \.self) { index in
                    StressFormRow(index: index, entry: entries[index])
                }
            }
            if let note {
                Section("Note") {
                    Text(note)
                }
            }
        }
    }
}

/// The editor above the fields, bound to its own entry.
struct StressFormEditor: View {
    @Bindable var entry: FormEntry

    var body: some View {
        TextEditor(text: $entry.text)
    }
}

struct StressFormRow: View {
    let index: Int
    @Bindable var entry: FormEntry

    var body: some View {
        TextField("Field \(index)", text: $entry.text)
    }
}

/// Typing in the first field of a form of `rows` fields, on a headless
/// screen: each key (a letter, then Backspace, in turn) its own batch and
/// frame, timed from the key to the end of its frame.
@MainActor
struct FormStressRun {
    let rows: Int
    let keys: Int
    /// The bytes of text the first field holds before typing starts.
    var fieldBytes = 0
    /// The CJK characters of a note below the fields (none when 0).
    var noteCharacters = 0
    /// The bytes of prose in a `TextEditor` above the fields, typed in
    /// instead of the first field; no editor when `nil`.
    var editorBytes: Int?
    /// Whether each of the prose's words has an accented letter.
    var editorAccented = false

    struct Result {
        var evaluationsPerKey: Double
        var cellsWrittenPerKey: Double
        var medianNanoseconds: Int64
    }

    func run() -> Result {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
        let app = Application(terminal: terminal)
        let entries = (0..<rows).map { _ in FormEntry() }
        entries[0].text = String(repeating: "x", count: fieldBytes)
        let note = StressForm.note(characters: noteCharacters)
        let editor = StressForm.editor(bytes: editorBytes, accented: editorAccented)
        app.setRoot(StressForm(entries: entries, note: note, editor: editor))
        app.renderFrame()
        app.process([.key(.tab)])
        let clock = MonotonicClock()
        let evaluations = app.graph.totalEvaluations
        let cells = terminal.totalCellsWritten
        var samples: [Int64] = []
        samples.reserveCapacity(keys)
        for index in 0..<keys {
            let key: Key = index % 2 == 0 ? .character("a") : .backspace
            let start = clock.now
            Self.type(key, app: app)
            let elapsed = clock.now - start
            samples.append(elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000)
        }
        samples.sort()
        return Result(
            evaluationsPerKey: Double(app.graph.totalEvaluations - evaluations) / Double(keys),
            cellsWrittenPerKey: Double(terminal.totalCellsWritten - cells) / Double(keys),
            medianNanoseconds: samples[samples.count / 2])
    }

    /// One timed key, kept out of line so that callgrind can count it alone
    /// (`--toggle-collect='*FormStressRun*type*'`).
    @inline(never)
    static func type(_ key: Key, app: Application) {
        app.process([.key(key)])
    }
}

/// The same form on the real terminal, for the pseudo-terminal benchmark
/// against ncurses's form library (`Benchmarks/field_bench.py`).
@MainActor
struct FormOnTerminal {
    let rows: Int
    var fieldBytes = 0
    var noteCharacters = 0
    var editorBytes: Int?
    var editorAccented = false

    /// Runs until Ctrl-C; the exit status.
    func run() -> Int32 {
        let entries = (0..<rows).map { _ in FormEntry() }
        entries[0].text = String(repeating: "x", count: fieldBytes)
        let note = StressForm.note(characters: noteCharacters)
        let editor = StressForm.editor(bytes: editorBytes, accented: editorAccented)
        let form = StressForm(entries: entries, note: note, editor: editor)
        return StressTerminal.run(form, for: "form-stress --terminal")
    }
}
