extension View {
    /// The screen's toolbar, as SwiftUI's: `ToolbarItem`s and
    /// `ToolbarItemGroup`s go where their placement says, and a plain view
    /// goes to the trailing end of the title line. In a navigation stack the
    /// items show in its title line (and the bottom line) while this screen
    /// is on top; outside one, in a line above the view (and one below).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ToolbarModifier(content: self, items: content())
    }

    /// Shows or hides a bar, accepted: the title line is how a terminal
    /// shows where the user is, and stays.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// A bar's background, accepted: the title line is drawn in the
    /// terminal's own colours.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Whether a bar's background shows, accepted: the title line has none.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// A bar's colour scheme, accepted: the title line follows the terminal's.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }

    /// How large the title is drawn, accepted: a terminal has one size of
    /// text, and the title is bold in the middle of the title line.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// Hides the back button, accepted: Escape goes back all the same, and
    /// the button says where it goes.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// The older way to put buttons in the title line: `leading` after the
    /// back button, `trailing` at the end.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItemGroup(placement: .navigationBarLeading) { leading }
            ToolbarItemGroup(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// The older way to put buttons at the leading end of the title line.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItemGroup(placement: .navigationBarLeading) { leading } }
    }

    /// The older way to put buttons at the trailing end of the title line.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItemGroup(placement: .navigationBarTrailing) { trailing } }
    }
}

/// One item of a toolbar, put where `placement` says.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// An item at `placement` (the trailing end of the title line by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == Void {
        self.placement = placement
        self.content = content()
    }

    /// An item with an identifier, which a terminal's toolbar, not
    /// customizable, does not use.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == String {
        self.placement = placement
        self.content = content()
    }

    /// Toolbar items are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        ToolbarItemGroup<Content>.place(content, at: placement, context, into: &elements)
    }
}

/// Several items of a toolbar, put together where `placement` says.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement` (the trailing end of the title line by default).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Toolbar item groups are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        Self.place(content, at: placement, context, into: &elements)
    }

    /// Resolves `content` and hands its elements to the toolbar being
    /// gathered, at `placement`; outside a toolbar, they stay where they are.
    static func place<V: View>(
        _ content: V, at placement: ToolbarItemPlacement, _ context: ResolveContext, into elements: inout [Element]
    ) {
        guard let gathering = context.environment[ToolbarGatheringKey.self] else {
            context.resolve(content, at: .index(0), into: &elements)
            return
        }
        var inner = context
        inner.environment[ToolbarGatheringKey.self] = nil
        var made: [Element] = []
        context.beginLevel(replacing: .none)
        inner.resolve(content, at: .index(0), into: &made)
        context.endLevel()
        gathering.items.add(made, at: placement.slot)
    }
}

/// Where a toolbar item goes, as SwiftUI names the places.
public struct ToolbarItemPlacement: Sendable {
    let slot: ToolbarItems.Slot

    /// The trailing end of the title line.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The middle of the title line, instead of the title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The trailing end of the title line.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// The trailing end of the title line, where "Save" and "Done" go.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the title line, where "Cancel" goes.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the title line, as "Delete" is on a touch screen.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the title line, after the back button.
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// The leading end of the title line, after the back button.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the title line.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The leading end of the title line, after the back button.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the title line.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The line at the bottom of the screen.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// The line at the bottom of the screen.
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// The line at the bottom of the screen, while a text field has the focus.
    public static let keyboard = ToolbarItemPlacement(slot: .keyboard)
}

/// A bar a toolbar modifier names, as SwiftUI's `for:` arguments do.
public struct ToolbarPlacement: Sendable {
    private let name: String

    /// The bar SwiftUI chooses.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// A navigation stack's title line.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The line at the bottom of the screen.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// A tab view's bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// The navigation bar's names, as SwiftUI has them.
public enum NavigationBarItem {
    /// How large a title is drawn; a terminal has one size.
    public enum TitleDisplayMode: Sendable {
        /// As SwiftUI chooses.
        case automatic
        /// In the title line.
        case inline
        /// Large, above the content.
        case large
    }
}
