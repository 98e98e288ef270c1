/// The proposals a node was asked by the layouts around it, each with the size
/// it answered. A node evaluated again that answers each of them as before
/// takes the same place in every layout above it, whatever else changed: a
/// field's ideal width follows its text, and a form, which offers its rows its
/// width, never asks it.
///
/// Never dropped: a layout that answers from what it measured before (a
/// stack's memo) asks nothing again, and a parent laid out alone asks only
/// what its own placing needs. An answer no layout asks any more only costs
/// a layout that was not needed.
struct LayoutAnswers {
    /// A proposal and the size given for it.
    struct Answer {
        var proposal: ProposedSize
        var size: Size
    }

    /// Most nodes are asked one proposal; a stack's child three (the two it
    /// measures flexibility with, and the one it is placed with).
    private var answers = InlineArray<3, Answer>(
        repeating: Answer(proposal: .unspecified, size: Size(width: 0, height: 0)))
    /// How many of `answers` hold one.
    private(set) var count = 0
    /// More proposals were asked than are kept: which answers the layouts
    /// above were made of is not known.
    private(set) var overflowed = false

    /// The answer at `index`, below `count`.
    subscript(index: Int) -> Answer { answers[index] }

    /// Notes that `proposal` was answered with `size`.
    mutating func note(_ proposal: ProposedSize, answered size: Size) {
        for index in 0..<count where answers[index].proposal == proposal {
            answers[index].size = size
            return
        }
        guard count < answers.count else {
            overflowed = true
            return
        }
        answers[count] = Answer(proposal: proposal, size: size)
        count += 1
    }
}
