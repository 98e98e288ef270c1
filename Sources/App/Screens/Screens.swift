import StateKit

/// What the demo's panes show, shared by the three state designs: each design
/// differs only in where its views get the values and where their actions write.
/// These are plain functions, not views, so they add no node of their own.
@MainActor
enum Screens {
    /// `ContentView`'s body: the tabs above, the counter and authentication below,
    /// the step handed to everything (and ten times the step to `StepPreviewView`).
    static func content(
        selection: Binding<Tab>, step: SharedStateSource<StepKey>, home: some View, settings: some View,
        history: some View, counter: some View, authentication: some View
    ) -> some View {
        VStack(alignment: .leading) {
            TabView(selection: selection) {
                TabItem("Home", key: "1", value: Tab.home) { home.pane() }
                TabItem("Settings", key: "2", value: Tab.settings) {
                    HStack(alignment: .top, spacing: 0) {
                        settings.pane()
                        StepPreviewView().pane().sharedState(step.derived { $0 * 10 })
                    }
                }
                TabItem("History", key: "3", value: Tab.history) { history.pane() }
            }
            HStack(alignment: .top, spacing: 0) {
                counter.pane()
                authentication.pane()
            }
        }
        .sharedState(step)
    }

    /// `SettingsView`'s body. `step` is read live in the actions: several keys of
    /// one batch may run before the view is evaluated again.
    static func settings(step: Binding<Int>) -> some View {
        VStack(alignment: .leading) {
            Text("Settings").bold()
            Text("Step of + and -: \(step.wrappedValue)")
            HStack(alignment: .top) {
                Button("smaller", key: ",") { step.wrappedValue = max(1, step.wrappedValue - 1) }
                Button("larger", key: ".") { step.wrappedValue = min(9, step.wrappedValue + 1) }
            }
        }
    }

    static func counter(
        count: Int, step: Int, increment: @escaping @MainActor () -> Void,
        decrement: @escaping @MainActor () -> Void
    ) -> some View {
        VStack(alignment: .leading) {
            Text("Count: \(count)").bold()
            HStack(alignment: .top) {
                Button("Add \(step)", key: "+", action: increment)
                Button("Subtract \(step)", key: "-", action: decrement)
            }
        }
    }
}
