extension View {
    /// A search field above this view, as SwiftUI's: it edits `text`, shows
    /// `prompt` (else "Search") while empty, and the view filters by it as the
    /// app's code says. A click on it, or `/` while no text field has the
    /// focus, puts the cursor in it; Escape leaves it.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        SearchableContent(content: self, text: text, prompt: prompt?.content)
    }

    /// A search field above this view, showing `prompt` while empty.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        SearchableContent(content: self, text: text, prompt: String(prompt))
    }

    /// A search field above this view; `isPresented` is accepted, as a
    /// terminal shows the field all the time.
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        SearchableContent(content: self, text: text, prompt: prompt?.content)
    }
}

/// Where a search field goes, as SwiftUI names the places: accepted, as a
/// terminal puts it above the view it searches.
public struct SearchFieldPlacement: Sendable {
    private let name: String

    /// Where the platform puts it.
    public static let automatic = SearchFieldPlacement(name: "automatic")
    /// In the toolbar.
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    /// In the sidebar.
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    /// Under the navigation bar.
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// Under the navigation bar, shown as `displayMode` says.
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        navigationBarDrawer
    }

    /// When a search field under the navigation bar shows: accepted.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        /// As the platform decides.
        case automatic
        /// Always.
        case always
    }
}

/// The result of `.searchable`: the search field, then the content.
struct SearchableContent<Content: View>: View, PrimitiveView {
    let content: Content
    let text: Binding<String>
    let prompt: String?

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        // One row, as a search bar is: its key, then the prompt in the
        // secondary colour; focused, a faint fill of the tint shows its room.
        var fieldContext = context
        fieldContext.environment.attributes.styleDrawings[TextFieldDrawing.self] = .plain
        let field = fieldContext.resolveOne(
            TextField("Search", text: text, prompt: prompt ?? "Search", focusKey: "/"), at: .index(0))
        let shown = context.resolveOne(content, at: .index(1))
        elements.append(StackElement(axis: .vertical, spacing: 0, alignment: .start, children: [field, shown]))
    }
}
