import StateKit

extension Screens {
    /// `HistoryView`'s body: the exercises (Up and Down select, `e` marks the
    /// selected one done today) beside the days, newest first.
    static func history(
        days: [ExerciseDay], selection: Binding<Int>, notice: String?, detail: String?,
        markDone: @escaping @MainActor (String) -> Void
    ) -> some View {
        let names = ExerciseDay.exerciseNames
        // Actions read the selection live: keys of one batch run before the next evaluation.
        let current = { min(max(0, selection.wrappedValue), names.count - 1) }
        let selected = current()
        return VStack(alignment: .leading) {
            if let notice {
                Text(notice).bold()
                if let detail { Text(detail).dim() }
            }
            HStack(alignment: .top, spacing: 2) {
                VStack(alignment: .leading) {
                    Button("done today", key: "e") { markDone(names[current()]) }
                    Text(names.enumerated().map { ($0 == selected ? "› " : "  ") + $1 }.joined(separator: "\n"))
                    Text("Up/Down select").dim()
                }
                VStack(alignment: .leading) {
                    Text("Done, newest first").bold()
                    Text(days.isEmpty ? "nothing yet" : days.map(line).joined(separator: "\n"))
                }
            }
        }
        .onKeyPress(.up) { selection.wrappedValue = max(0, current() - 1) }
        .onKeyPress(.down) { selection.wrappedValue = min(names.count - 1, current() + 1) }
    }

    /// A day's line: newest first, as the days are.
    private static func line(_ day: ExerciseDay) -> String {
        "\(day.date)  \(day.exercises.reversed().joined(separator: ", "))"
    }
}
