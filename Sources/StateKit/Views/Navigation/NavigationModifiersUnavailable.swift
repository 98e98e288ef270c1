// SwiftUI's navigation bar and toolbar modifiers, which StateKit does not have yet. Each is
// declared so that code using it stops at a message saying what to write instead, rather than
// at "value of type has no member", which also hides the errors after it.

extension View {
    /// SwiftUI's title display mode, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "navigationBarTitleDisplayMode is not supported yet: leave it out; a terminal has one title size"
    )
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> Never {
        fatalError("unavailable")
    }

    /// SwiftUI's hidden back button, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "navigationBarBackButtonHidden is not supported yet: there is no navigation bar; leave it out"
    )
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Never { fatalError("unavailable") }

    /// SwiftUI's older navigation bar items, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "navigationBarItems is not supported yet: put the buttons in an HStack at the top of the screen"
    )
    public func navigationBarItems<Leading: View, Trailing: View>(leading: Leading, trailing: Trailing) -> Never {
        fatalError("unavailable")
    }

    /// SwiftUI's older navigation bar items, trailing only, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "navigationBarItems is not supported yet: put the buttons in an HStack at the top of the screen"
    )
    public func navigationBarItems<Trailing: View>(trailing: Trailing) -> Never { fatalError("unavailable") }

    /// SwiftUI's toolbar, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "toolbar is not supported yet: put the buttons in an HStack at the top or bottom of the screen"
    )
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Never { fatalError("unavailable") }

    /// SwiftUI's toolbar visibility, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "toolbar is not supported yet: there is no toolbar to hide; leave it out"
    )
    public func toolbar(_ visibility: Visibility) -> Never { fatalError("unavailable") }

    /// SwiftUI's toolbar background, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "toolbarBackground is not supported yet: there is no toolbar; leave it out"
    )
    public func toolbarBackground(_ style: Color) -> Never { fatalError("unavailable") }
}

/// SwiftUI's navigation bar item namespace, not available in StateKit yet.
@available(
    *, unavailable,
    message: "NavigationBarItem is not supported yet: there is no navigation bar"
)
public enum NavigationBarItem {
    /// Unavailable.
    public enum TitleDisplayMode {
        /// Unavailable.
        case automatic, inline, large
    }
}

/// SwiftUI's toolbar item, not available in StateKit yet.
@available(
    *, unavailable,
    message: "ToolbarItem is not supported yet: put the button in an HStack at the top of the screen"
)
public struct ToolbarItem<ID, Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    where ID == Void {
        fatalError("unavailable")
    }
}

/// SwiftUI's group of toolbar items, not available in StateKit yet.
@available(
    *, unavailable,
    message: "ToolbarItemGroup is not supported yet: put the buttons in an HStack at the top of the screen"
)
public struct ToolbarItemGroup<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        fatalError("unavailable")
    }
}

/// SwiftUI's toolbar item placement, not available in StateKit yet.
@available(*, unavailable, message: "ToolbarItemPlacement is not supported yet: see ToolbarItem")
public struct ToolbarItemPlacement {
    /// Unavailable.
    public static var automatic: ToolbarItemPlacement { fatalError("unavailable") }
    /// Unavailable.
    public static var principal: ToolbarItemPlacement { fatalError("unavailable") }
    /// Unavailable.
    public static var primaryAction: ToolbarItemPlacement { fatalError("unavailable") }
    /// Unavailable.
    public static var confirmationAction: ToolbarItemPlacement { fatalError("unavailable") }
    /// Unavailable.
    public static var cancellationAction: ToolbarItemPlacement { fatalError("unavailable") }
    /// Unavailable.
    public static var navigationBarLeading: ToolbarItemPlacement { fatalError("unavailable") }
    /// Unavailable.
    public static var navigationBarTrailing: ToolbarItemPlacement { fatalError("unavailable") }
    /// Unavailable.
    public static var topBarLeading: ToolbarItemPlacement { fatalError("unavailable") }
    /// Unavailable.
    public static var topBarTrailing: ToolbarItemPlacement { fatalError("unavailable") }
    /// Unavailable.
    public static var bottomBar: ToolbarItemPlacement { fatalError("unavailable") }
    /// Unavailable.
    public static var keyboard: ToolbarItemPlacement { fatalError("unavailable") }
    /// Unavailable.
    public static var status: ToolbarItemPlacement { fatalError("unavailable") }
}
