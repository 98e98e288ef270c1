/// A view of the progress of a task, as SwiftUI's `ProgressView`. Given a
/// value, a bar filled to it, under its label and above its current value
/// label; given none, a spinner before its label, which turns ten times a
/// second while it is on screen, in a node of its own, and not at all
/// elsewhere.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, InternalView {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The fraction done, or `nil` while it is not known.
    let fraction: Double?
    /// Made from a style's configuration: drawn as StateKit draws it,
    /// whatever style is in force.
    let isStandard: Bool

    init(label: Label?, currentValueLabel: CurrentValueLabel?, fraction: Double?, isStandard: Bool = false) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.fraction = fraction
        self.isStandard = isStandard
    }

    /// The progress view, internal to StateKit.
    public var body: some View {
        ProgressContent(
            label: label, currentValueLabel: currentValueLabel, fraction: fraction, isStandard: isStandard)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner: progress that is not known.
    public init() {
        self.init(label: nil, currentValueLabel: nil, fraction: nil)
    }

    /// A bar filled to `value` of `total`; a spinner while `value` is `nil`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: nil, currentValueLabel: nil, fraction: ProgressFraction.of(value, total))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner labelled by `label`.
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, fraction: nil)
    }

    /// A bar filled to `value` of `total`, labelled by `label`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, fraction: ProgressFraction.of(value, total))
    }
}

extension ProgressView {
    /// A bar filled to `value` of `total`, labelled by `label`, with
    /// `currentValueLabel` under it.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            label: label(), currentValueLabel: currentValueLabel(), fraction: ProgressFraction.of(value, total))
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: Text(title), currentValueLabel: nil, fraction: nil)
    }

    /// A bar titled `title`, filled to `value` of `total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), currentValueLabel: nil, fraction: ProgressFraction.of(value, total))
    }
}

/// The fraction `value` is of `total`, within 0 and 1; `nil` when not known.
enum ProgressFraction {
    static func of<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        guard total > 0 else { return 0 }
        return (Double(value) / Double(total)).clampedFraction
    }
}

/// The progress view's primitive: its label above a bar and its current
/// value label under it, or the spinner and the label in a row.
struct ProgressContent<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let fraction: Double?
    let isStandard: Bool

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        if !isStandard, let custom = context.environment[CustomStyleKey<ProgressViewStyleConfiguration>.self] {
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: fraction,
                label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
                currentValueLabel: currentValueLabel.map {
                    ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0))
                })
            context.resolve(custom.makeBody(configuration), at: .index(3), into: &elements)
            return
        }
        let attributes = context.environment.attributes
        let label = self.label.flatMap { attributes.labelsHidden ? nil : context.resolveOne($0, at: .index(0)) }
        guard let fraction else {
            var parts = context.resolveLevel(Spinner(), at: .index(1))
            if let label { parts.append(label) }
            elements.append(StackElement(axis: .horizontal, spacing: 1, alignment: .center, children: parts))
            return
        }
        let bar = BarElement(
            fraction: fraction, colors: ColorPair(foreground: attributes.tint ?? .accentColor, background: nil))
        let current = currentValueLabel.map { context.resolveOne($0, at: .index(2)) }
        elements.append(SectionElement(header: label, rows: [bar], footer: current, rowIndent: 0))
    }
}

/// A spinner that turns while it is on screen: its own node, evaluated
/// again at each turn.
struct Spinner: View, InternalView {
    @State private var turn = 0

    static let frames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let interval = Duration.milliseconds(100)

    var body: some View {
        Text(Self.frames[turn % Self.frames.count])
            .onTimer(every: Self.interval) { turn &+= 1 }
    }
}
