/// Why a view node was marked for re-evaluation, in the spirit of SwiftUI's
/// `Self._printChanges()`: `CounterView: CounterState.counter changed`.
///
/// The cause is kept as what happened and worded only when asked for, so
/// recording it costs next to nothing on the update path.
package struct Invalidation: Hashable, Sendable, CustomStringConvertible {
    /// What happened, before it is put into words.
    enum Cause: Hashable, Sendable {
        /// A `@Published` property announced a change.
        case object(ObjectChange)
        /// An observed property (or shared value) changed: its description.
        case observed(String)
        /// A `@State` property changed.
        case state(String)
        /// The parent passed the view different inputs.
        case inputs
        /// An environment value the view reads changed above it: its key.
        case environment(String)
        /// A row of the form the view's body holds became a section, or
        /// stopped being one: the row's view.
        case sections(String)
    }

    /// The name of the view marked for re-evaluation: `CounterView`.
    package let view: String
    let what: Cause

    init(view: String, _ what: Cause) {
        self.view = view
        self.what = what
    }

    /// `CounterState.counter changed`, `@State name changed`, `inputs changed`.
    package var cause: String {
        switch what {
        case .object(let change): "\(change) changed"
        case .observed(let description): "\(description) changed"
        case .state(let name): "@State \(name) changed"
        case .inputs: "inputs changed"
        case .environment(let key): "environment \(key) changed"
        case .sections(let row): "\(row) became a section, or stopped being one"
        }
    }

    /// `CounterView: CounterState.counter changed`.
    package var description: String { "\(view): \(cause)" }
}
