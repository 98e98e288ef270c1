/// Which number of a date picker the arrows step, kept across evaluations.
@MainActor
final class DatePickerCursor {
    var field = 0
}
