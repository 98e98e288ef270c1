// SwiftUI's list editing, styling and search, which StateKit does not have yet. Each is declared
// so that code using it stops at a message saying what to write instead.

extension ForEach {
    /// SwiftUI's delete action, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "onDelete is not supported yet: put a Button in each row that removes its item"
    )
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> Never { fatalError("unavailable") }

    /// SwiftUI's move action, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "onMove is not supported yet: put Buttons in each row that move its item up or down"
    )
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> Never { fatalError("unavailable") }
}

extension View {
    /// SwiftUI's list style, not available in StateKit yet.
    @available(*, unavailable, message: "listStyle is not supported yet: leave it out; a List has one style")
    public func listStyle(_ style: ListStyleName) -> Never { fatalError("unavailable") }

    /// SwiftUI's row background, not available in StateKit yet.
    @available(*, unavailable, message: "listRowBackground is not supported yet: use .background on the row")
    public func listRowBackground<V>(_ view: V?) -> Never { fatalError("unavailable") }

    /// SwiftUI's row separator visibility, not available in StateKit yet.
    @available(*, unavailable, message: "listRowSeparator is not supported yet: rows have no separators; leave it out")
    public func listRowSeparator(_ visibility: Visibility) -> Never { fatalError("unavailable") }

    /// SwiftUI's row insets, not available in StateKit yet.
    @available(*, unavailable, message: "listRowInsets is not supported yet: use .padding on the row")
    public func listRowInsets(_ insets: EdgeInsets?) -> Never { fatalError("unavailable") }

    /// SwiftUI's swipe actions, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "swipeActions is not supported yet: put the actions in the row as Buttons"
    )
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's context menu, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "contextMenu is not supported yet: put the actions in the row as Buttons"
    )
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> Never {
        fatalError("unavailable")
    }

    /// SwiftUI's search field, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "searchable is not supported yet: put a TextField above the list and filter by its text"
    )
    public func searchable(text: Binding<String>, prompt: String? = nil) -> Never { fatalError("unavailable") }
}

/// The style names `listStyle` takes in SwiftUI, not available in StateKit yet.
@available(*, unavailable, message: "ListStyleName is not supported yet: see listStyle")
public struct ListStyleName {
    /// Unavailable.
    public static var automatic: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var plain: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var inset: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var insetGrouped: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var grouped: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var sidebar: Self { fatalError("unavailable") }
}

/// SwiftUI's horizontal edge, not available in StateKit yet.
@available(*, unavailable, message: "HorizontalEdge is not supported yet: see swipeActions")
public enum HorizontalEdge {
    /// Unavailable.
    case leading, trailing
}
