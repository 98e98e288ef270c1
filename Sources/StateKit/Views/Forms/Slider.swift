/// A control for choosing a value from a range, as SwiftUI's `Slider`: a
/// track of cells, `━━━━━●─────`, the knob where the value stands, between
/// the minimum and maximum value labels, after its label. It takes the width
/// it is offered. A click on the track sets the value there and a drag moves
/// it; a click on the label focuses it. While it has the focus, Left and
/// Right (Down and Up) move it by a step (a twentieth of the range where
/// none is given), Home and End to the ends. `onEditingChanged` hears
/// `true` as a change begins and `false` as it ends.
public struct Slider<Label: View, ValueLabel: View>: View, InternalView {
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let model: SliderModel

    /// A slider of `value` within `bounds`, moving by `step` (any amount
    /// when `nil`), with a label and the labels of its ends.
    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label, minimumValueLabel: ValueLabel?,
        maximumValueLabel: ValueLabel?, onEditingChanged: @escaping @MainActor (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        let lower = Double(bounds.lowerBound)
        let upper = Double(bounds.upperBound)
        let step = step.map { Double($0) }
        model = SliderModel(
            fraction: {
                guard upper > lower else { return 0 }
                return (Double(value.wrappedValue) - lower) / (upper - lower)
            },
            setFraction: { fraction in
                var target = lower + fraction.clampedFraction * (upper - lower)
                if let step, step > 0 { target = lower + ((target - lower) / step).rounded() * step }
                let clamped = V(max(lower, min(upper, target)))
                if clamped != value.wrappedValue { value.wrappedValue = clamped }
            },
            keyStep: upper > lower ? (step ?? (upper - lower) / 20) / (upper - lower) : 0,
            onEditingChanged: onEditingChanged)
    }

    /// The slider, internal to StateKit.
    public var body: some View {
        SliderContent(
            label: label, minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, model: model)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider of `value` within `bounds`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: nil,
            maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` within `bounds`, moving by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: nil,
            maximumValueLabel: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider of `value` within `bounds`, labelled by `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` within `bounds`, moving by `step`, labelled by
    /// `label`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: nil, maximumValueLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider of `value` within `bounds`, labelled by `label`, with labels
    /// at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider of `value` within `bounds`, moving by `step`, labelled by
    /// `label`, with labels at its ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }
}

/// The slider's primitive, evaluated in the slider's own node.
struct SliderContent<Label: View, ValueLabel: View>: View, PrimitiveView {
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let model: SliderModel

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let attributes = context.environment.attributes
        let showsLabel = !attributes.labelsHidden && Label.self != EmptyView.self
        elements.append(
            SliderElement(
                label: showsLabel ? context.resolveOne(label, at: .index(0)) : nil,
                minimum: minimumValueLabel.map { context.resolveOne($0, at: .index(1)) },
                maximum: maximumValueLabel.map { context.resolveOne($0, at: .index(2)) }, fraction: model.fraction(),
                model: model, isEnabled: attributes.isEnabled,
                tint: ColorPair(foreground: attributes.tint ?? .accentColor, background: nil), place: context.focusPlace
            ))
    }
}
