// SwiftUI names that StateKit does not have yet. Each is declared so that code
// using it stops at a message saying what to write instead, rather than at
// "cannot find 'NavigationStack' in scope".

/// SwiftUI's navigation stack, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        NavigationStack is not supported yet: show one screen at a time with \
        TabView(selection:) or if/else on your own @State
        """
)
public struct NavigationStack<Root>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder root: () -> Root) { fatalError("unavailable") }
}

/// SwiftUI's navigation view, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        NavigationView is not supported yet: show one screen at a time with \
        TabView(selection:) or if/else on your own @State
        """
)
public struct NavigationView<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: () -> Content) { fatalError("unavailable") }
}

/// SwiftUI's navigation link, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        NavigationLink is not supported yet: use a Button that sets the @State choosing \
        the screen (TabView(selection:) or if/else)
        """
)
public struct NavigationLink<Label, Destination>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init(_ title: String, @ViewBuilder destination: () -> Destination) where Label == Text {
        fatalError("unavailable")
    }
}

/// SwiftUI's alert, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        Alert is not supported yet: show the message in place with if isPresented { \
        Text(…); Button(…) }
        """
)
public struct Alert {
    /// Unavailable.
    public init(title: Text) { fatalError("unavailable") }
}

/// SwiftUI's picker, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        Picker is not supported yet: use a Button or a Toggle per choice, bound to the \
        selection, or a TabView
        """
)
public struct Picker<Label, SelectionValue, Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content)
    where Label == Text {
        fatalError("unavailable")
    }
}

/// SwiftUI's slider, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        Slider is not supported yet: use Buttons that step the value, with a Text \
        showing it
        """
)
public struct Slider<Label>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init<Value: BinaryFloatingPoint>(value: Binding<Value>, in bounds: ClosedRange<Value> = 0...1)
    where Label == EmptyView {
        fatalError("unavailable")
    }
}

/// SwiftUI's stepper, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        Stepper is not supported yet: use two Buttons, "-" and "+", and a Text \
        showing the value
        """
)
public struct Stepper<Label>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init<Value: Strideable>(_ title: String, value: Binding<Value>) where Label == Text {
        fatalError("unavailable")
    }
}

/// SwiftUI's grid, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        Grid is not supported yet: use a VStack of HStacks, with frame(width:) for the \
        columns
        """
)
public struct Grid<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: () -> Content) { fatalError("unavailable") }
}

/// SwiftUI's geometry reader, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        GeometryReader is not supported yet: fill the space with Spacer and \
        frame(maxWidth:maxHeight:) instead of reading its size
        """
)
public struct GeometryReader<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: @escaping (Size) -> Content) { fatalError("unavailable") }
}

extension View {
    /// SwiftUI's sheet, not available in StateKit yet.
    @available(
        *, unavailable,
        message: """
            sheet is not supported yet: show the content in place with if isPresented { … }, \
            or over the screen in a ZStack
            """
    )
    public func sheet<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
        -> Never
    { fatalError("unavailable") }

    /// SwiftUI's sheet for an item, not available in StateKit yet.
    @available(
        *, unavailable,
        message: """
            sheet is not supported yet: show the content in place with if let item { … }, or \
            over the screen in a ZStack
            """
    )
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's alert, not available in StateKit yet.
    @available(
        *, unavailable,
        message: """
            alert is not supported yet: show the message in place with if isPresented { \
            Text(…); Button(…) }
            """
    )
    public func alert<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's alert with a message, not available in StateKit yet.
    @available(
        *, unavailable,
        message: """
            alert is not supported yet: show the message in place with if isPresented { \
            Text(…); Button(…) }
            """
    )
    public func alert<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> Never { fatalError("unavailable") }

    /// SwiftUI's older alert, not available in StateKit yet.
    @available(
        *, unavailable,
        message: """
            alert is not supported yet: show the message in place with if isPresented { \
            Text(…); Button(…) }
            """
    )
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> Never { fatalError("unavailable") }
}
