/// A view of a value within a range, as SwiftUI's `Gauge`: its label, the
/// minimum value label, a bar filled to the value, the maximum value label
/// and the current value label, in a row. The bar takes the width left.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View,
    PrimitiveView
{
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    let fraction: Double

    /// A gauge of `value` within `bounds`, labelled by `label`, with labels
    /// for the value and the ends of its range.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        fraction = Gauge.fraction(value, in: bounds)
    }

    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        return (Double(value - bounds.lowerBound) / span).clampedFraction
    }

    /// Gauges are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        if let custom = context.environment[CustomStyleKey<GaugeStyleConfiguration>.self] {
            let configuration = GaugeStyleConfiguration(
                value: fraction, label: GaugeStyleConfiguration.Label(content: AnyView(label)),
                currentValueLabel: currentValueLabel.map {
                    GaugeStyleConfiguration.CurrentValueLabel(content: AnyView($0))
                },
                minimumValueLabel: minimumValueLabel.map {
                    GaugeStyleConfiguration.MinimumValueLabel(content: AnyView($0))
                },
                maximumValueLabel: maximumValueLabel.map {
                    GaugeStyleConfiguration.MaximumValueLabel(content: AnyView($0))
                })
            // The gauges inside the style's look are drawn as StateKit draws them.
            var styleContext = context
            styleContext.environment[CustomStyleKey<GaugeStyleConfiguration>.self] = nil
            styleContext.resolve(custom.makeBody(configuration), at: .index(4), into: &elements)
            return
        }
        GaugeParts(
            label: label, currentValueLabel: currentValueLabel, minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, fraction: fraction
        ).makeElements(context, into: &elements)
    }
}

/// A gauge's parts as StateKit draws them: the label, the minimum value
/// label, a bar filled to the value, the maximum value label and the
/// current value label, in a row.
@MainActor
struct GaugeParts<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View> {
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: MinimumValueLabel?
    let maximumValueLabel: MaximumValueLabel?
    let fraction: Double

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let attributes = context.environment.attributes
        var parts: [Element] = []
        context.beginLevel(replacing: .none)
        if !attributes.labelsHidden { context.resolve(label, at: .index(0), into: &parts) }
        if let minimumValueLabel { context.resolve(minimumValueLabel, at: .index(1), into: &parts) }
        let bar = BarElement(
            fraction: fraction, colors: ColorPair(foreground: attributes.tint ?? .accentColor, background: nil))
        parts.append(bar)
        if let maximumValueLabel { context.resolve(maximumValueLabel, at: .index(2), into: &parts) }
        if let currentValueLabel { context.resolve(currentValueLabel, at: .index(3), into: &parts) }
        context.endLevel()
        elements.append(StackElement(axis: .horizontal, spacing: 1, alignment: .center, children: parts))
    }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, labelled by `label`.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        currentValueLabel = nil
        minimumValueLabel = nil
        maximumValueLabel = nil
        fraction = Gauge.fraction(value, in: bounds)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` within `bounds`, labelled by `label`, with the
    /// value's label after it.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        minimumValueLabel = nil
        maximumValueLabel = nil
        fraction = Gauge.fraction(value, in: bounds)
    }
}
