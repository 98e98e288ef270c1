/// The proposals a node was asked by the layouts around it, each with the size
/// it answered. A node evaluated again that answers each of them as before
/// takes the same place in the layouts above it, as far as its size decides
/// it: a field's ideal width follows its text, and a form offered a width,
/// which offers its rows that width, never asks it. (What a list reads of a
/// row through `standsFor`, its insets and separators, is no answer.)
///
/// Kept until the next whole-screen layout (`generation`), which asks every
/// question again: a layout that answers from what it measured before (a
/// stack's memo) asks nothing again, and a parent laid out alone asks only
/// what its own placing needs. An answer no layout asks any more costs
/// layouts from the root that were not needed, until then.
struct LayoutAnswers {
    /// A proposal and the size given for it.
    struct Answer {
        var proposal: ProposedSize
        var size: Size
    }

    /// Most nodes are asked one proposal; a stack's child four (the two it
    /// measures flexibility with, the stack's offer, and its ideal size when
    /// the stack's is asked).
    private var answers = InlineArray<4, Answer>(
        repeating: Answer(proposal: .unspecified, size: Size(width: 0, height: 0)))
    /// How many of `answers` hold one.
    private(set) var count = 0
    /// More proposals were asked than are kept: which answers the layouts
    /// above were made of is not known.
    private(set) var overflowed = false
    /// The whole-screen layout the answers were noted in or after.
    private(set) var generation = -1

    /// The answer at `index`, below `count`.
    subscript(index: Int) -> Answer { answers[index] }

    /// Notes that `proposal` was answered with `size`, in or after the
    /// whole-screen layout `generation`.
    mutating func note(_ proposal: ProposedSize, answered size: Size, generation: Int) {
        if generation != self.generation {
            count = 0
            overflowed = false
            self.generation = generation
        }
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
