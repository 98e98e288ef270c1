/// A control that steps a value up and down, as SwiftUI's `Stepper`: its
/// label, then ` − │ + ` in the tint (`[−] [+]` without colour); in a form,
/// the buttons at the end of the row. A
/// click on `−` or `+` steps; while it has the focus, `+`, Up and Right step
/// up, `-`, Down and Left step down. At an end of its range, the button that
/// would leave it is drawn dim and does nothing.
public struct Stepper<Label: View>: View, InternalView {
    let label: Label
    let model: StepperModel
    /// A label that shows the value, read in the stepper's own node.
    var valueLabel: (@MainActor () -> Text)?

    /// A stepper of `value` within `bounds`, by `step`, labelled by `label`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        model = StepperModel(
            increment: { value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step)) },
            decrement: { value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step)) },
            canIncrement: { value.wrappedValue < bounds.upperBound },
            canDecrement: { value.wrappedValue > bounds.lowerBound }, onEditingChanged: onEditingChanged)
    }

    /// A stepper of `value`, without bounds, by `step`, labelled by `label`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        model = StepperModel(
            increment: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            decrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            canIncrement: { true }, canDecrement: { true }, onEditingChanged: onEditingChanged)
    }

    /// A stepper that runs `onIncrement` and `onDecrement`, labelled by
    /// `label`; a `nil` action leaves its button dim.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
        onDecrement: (@MainActor () -> Void)?, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        model = StepperModel(
            increment: { onIncrement?() }, decrement: { onDecrement?() }, canIncrement: { onIncrement != nil },
            canDecrement: { onDecrement != nil }, onEditingChanged: onEditingChanged)
    }

    /// The stepper, internal to StateKit.
    public var body: some View {
        StepperContent(label: label, valueLabel: valueLabel, model: model)
    }
}

/// What a stepper does, its value read only where it is drawn.
struct StepperModel {
    let increment: @MainActor () -> Void
    let decrement: @MainActor () -> Void
    let canIncrement: @MainActor () -> Bool
    let canDecrement: @MainActor () -> Bool
    let onEditingChanged: @MainActor (Bool) -> Void
}

/// The stepper's primitive, evaluated in the stepper's own node: the value
/// is read here, for its ends.
struct StepperContent<Label: View>: View, PrimitiveView {
    let label: Label
    let valueLabel: (@MainActor () -> Text)?
    let model: StepperModel

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let attributes = context.environment.attributes
        var label: Element?
        if !attributes.labelsHidden {
            label =
                valueLabel.map { context.resolveOne($0(), at: .index(0)) }
                ?? context.resolveOne(self.label, at: .index(0))
        }
        let model = self.model
        let stepper = StepperElement(
            label: label, increment: model.canIncrement() ? model.increment : nil,
            decrement: model.canDecrement() ? model.decrement : nil, onEditingChanged: model.onEditingChanged,
            fills: context.environment[FormRowsKey.self], isEnabled: attributes.isEnabled, place: context.focusPlace)
        if attributes.screen.depth != .none { stepper.tint = attributes.tint ?? .accentColor }
        elements.append(stepper)
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` of `value` within `bounds`, by `step`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled `title` of `value`, without bounds, by `step`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled `title` that runs `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` of `value` within `bounds`, by `step`, the
    /// value written by `format` after the title, as SwiftUI's.
    public init<S: StringProtocol, V: Strideable, F: FormatStyle>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, format: F,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where F.FormatInput == V, F.FormatOutput == String {
        let title = String(title)
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
        valueLabel = { Text("\(title) \(format.format(value.wrappedValue))") }
    }
}
