// SwiftUI's form controls that StateKit does not have yet. Each is declared so that code
// using it stops at a message saying what to write instead, rather than at
// "cannot find in scope".

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

    /// Unavailable.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
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

    /// Unavailable.
    public init<Value: BinaryFloatingPoint>(
        value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where Label == EmptyView {
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
    public init<Value: Strideable>(_ title: String, value: Binding<Value>, step: Value.Stride = 1)
    where Label == Text {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init<Value: Strideable>(
        _ title: String, value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1
    ) where Label == Text {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init<Value: Strideable>(
        value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1, @ViewBuilder label: () -> Label
    ) {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) where Label == Text {
        fatalError("unavailable")
    }
}
