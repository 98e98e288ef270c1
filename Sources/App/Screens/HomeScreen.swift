import StateKit

extension Screens {
    /// `HomeView`'s body: the "go to settings" button, and the timer whose end
    /// `HomeView` owns.
    static func home(timerDone: Binding<Bool>, goToSettings: @escaping @MainActor () -> Void) -> some View {
        HStack(alignment: .top, spacing: 0) {
            VStack(alignment: .leading) {
                Text("Home").bold()
                Text("Only writes the tab.").dim()
                Button("go to settings", key: "s", action: goToSettings)
                Text(timerDone.wrappedValue ? "Timer: done" : "Timer: counting down")
            }
            // A column between the text and the timer's pane.
            .padding(.trailing, 1)
            TimerView(timerDone: timerDone).pane()
        }
    }
}
