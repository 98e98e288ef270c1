/// The exercises done on one day, as the Day 12 article's `ExerciseDay`; `date`
/// is the local calendar day, `yyyy-MM-dd`.
struct ExerciseDay: Codable, Equatable {
    var date: String
    var exercises: [String] = []

    /// The exercises `HistoryView` offers, from the article's book.
    static let exerciseNames = ["Squat", "Step Up", "Burpee", "Sun Salute"]
}

extension [ExerciseDay] {
    /// Records `exercise` on `day`: appended to that day when it is the newest,
    /// else in a new day at the front, so days stay newest first.
    mutating func addDoneExercise(_ exercise: String, on day: String) {
        if let first, first.date == day {
            self[0].exercises.append(exercise)
        } else {
            insert(ExerciseDay(date: day, exercises: [exercise]), at: 0)
        }
    }

    /// Exercises done, all days together.
    var exerciseCount: Int { reduce(0) { $0 + $1.exercises.count } }
}
