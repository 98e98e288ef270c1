/// What a progress view style is given: how much is done and the progress
/// view's labels, each a view.
@MainActor
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, as a view of its own.
    public struct Label: View {
        let content: AnyView

        /// The label the progress view was given.
        public var body: some View { content }
    }

    /// A progress view's current value label, as a view of its own.
    public struct CurrentValueLabel: View {
        let content: AnyView

        /// The current value label the progress view was given.
        public var body: some View { content }
    }

    /// The fraction done, from 0 to 1; `nil` while it is not known.
    public let fractionCompleted: Double?
    /// The progress view's label, if it has one.
    public var label: Label?
    /// The progress view's current value label, if it has one.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// The progress view a style was given, drawn as StateKit draws it: a
    /// style of the app's own starts from it.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            label: configuration.label, currentValueLabel: configuration.currentValueLabel,
            fraction: configuration.fractionCompleted, isStandard: true)
    }
}

/// What a gauge style is given: the value, as a fraction of the gauge's
/// range, and the gauge's labels, each a view.
@MainActor
public struct GaugeStyleConfiguration {
    /// A gauge's label, as a view of its own.
    public struct Label: View {
        let content: AnyView

        /// The label the gauge was given.
        public var body: some View { content }
    }

    /// A gauge's current value label, as a view of its own.
    public struct CurrentValueLabel: View {
        let content: AnyView

        /// The current value label the gauge was given.
        public var body: some View { content }
    }

    /// A gauge's minimum value label, as a view of its own.
    public struct MinimumValueLabel: View {
        let content: AnyView

        /// The minimum value label the gauge was given.
        public var body: some View { content }
    }

    /// A gauge's maximum value label, as a view of its own.
    public struct MaximumValueLabel: View {
        let content: AnyView

        /// The maximum value label the gauge was given.
        public var body: some View { content }
    }

    /// Where the value is in the gauge's range, from 0 to 1.
    public var value: Double
    /// The gauge's label.
    public var label: Label
    /// The gauge's current value label, if it has one.
    public var currentValueLabel: CurrentValueLabel?
    /// The gauge's minimum value label, if it has one.
    public var minimumValueLabel: MinimumValueLabel?
    /// The gauge's maximum value label, if it has one.
    public var maximumValueLabel: MaximumValueLabel?
}

/// A gauge as StateKit draws it, from what a style is given: the built-in
/// styles' look.
struct StandardGauge: View, PrimitiveView {
    let configuration: GaugeStyleConfiguration

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        GaugeParts(
            label: configuration.label, currentValueLabel: configuration.currentValueLabel,
            minimumValueLabel: configuration.minimumValueLabel, maximumValueLabel: configuration.maximumValueLabel,
            fraction: configuration.value
        ).makeElements(context, into: &elements)
    }
}
