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

    /// A note of `characters` CJK characters, text without a space; none for 0.
    static func note(characters: Int) -> String? {
        characters > 0 ? String(repeating: "漢", count: characters) : nil
    }

    var body: some View {
        Form {
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
        app.setRoot(StressForm(entries: entries, note: note))
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

    /// Runs until Ctrl-C; the exit status.
    func run() -> Int32 {
        let entries = (0..<rows).map { _ in FormEntry() }
        entries[0].text = String(repeating: "x", count: fieldBytes)
        let note = StressForm.note(characters: noteCharacters)
        return StressTerminal.run(StressForm(entries: entries, note: note), for: "form-stress --terminal")
    }
}
