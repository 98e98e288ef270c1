import StateKit

/// One day of the history: the exercises done that day.
struct ExerciseDay: Identifiable {
    let id = UUID()
    let date: Date
    var exercises: [String] = []
}

/// The days exercised, newest first. It starts with an older day, so the
/// first exercise done today starts a new day and the next ones join it.
final class HistoryStore: ObservableObject {
    @Published var exerciseDays: [ExerciseDay] = [
        ExerciseDay(date: Date().addingTimeInterval(-2 * 86_400), exercises: ["Sun Salute"])
    ]

    func addDoneExercise(_ exerciseName: String) {
        let today = Date()
        if let latest = exerciseDays.first, Calendar.current.isDate(latest.date, inSameDayAs: today) {
            print("Adding \(exerciseName)")
            exerciseDays[0].exercises.append(exerciseName)
        } else {
            exerciseDays.insert(ExerciseDay(date: today, exercises: [exerciseName]), at: 0)
        }
    }
}
