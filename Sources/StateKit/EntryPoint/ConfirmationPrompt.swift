/// A yes-or-no question, as `Inline.confirm` asks it: the question, then
/// the two answers with the one held shown selected.
struct ConfirmationPrompt: View {
    let question: String
    let answer: InlineAnswer<Bool>

    var body: some View {
        HStack(spacing: 1) {
            Text("?").foregroundStyle(.tint).bold()
            Text(question).bold()
            choice("Yes", selected: answer.value)
            choice("No", selected: !answer.value)
        }
    }

    private func choice(_ title: String, selected: Bool) -> some View {
        Text(selected ? "[\(title)]" : " \(title) ")
            .foregroundStyle(selected ? Color.accentColor : Color.secondary)
            .underline(selected)
    }
}
