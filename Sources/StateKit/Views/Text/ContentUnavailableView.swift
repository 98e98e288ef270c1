/// What a screen shows when it has nothing to show, as SwiftUI's
/// `ContentUnavailableView`: its label bold, its description grey under it,
/// then its actions, centred in all the room it is given.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, InternalView {
    let label: Label
    let description: Description
    let actions: Actions

    /// An empty state of `label`, `description` and `actions`.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
        @ViewBuilder actions: () -> Actions
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The empty state, internal to StateKit.
    public var body: some View {
        RowSpacedStack(rows: 1) {
            label.bold()
            description
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    /// An empty state of `label` and `description`.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description) { EmptyView() }
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    /// An empty state of `label` alone.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView
where Label == StateKit.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state titled `title`, with the SF Symbol `systemImage` and a
    /// description, if there is one.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(
            label: { StateKit.Label(title, systemImage: name) }, description: { description },
            actions: { EmptyView() })
    }

    /// What a search that found nothing shows: "No Results", and what to try.
    public static var search: Self {
        ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// What a search for `text` that found nothing shows.
    public static func search(text: String) -> Self {
        ContentUnavailableView(
            "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}
