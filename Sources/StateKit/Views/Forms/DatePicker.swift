/// A control for choosing a date, a time of day, or both, as SwiftUI's
/// `DatePicker`: its label, then the date as numbers, `2026-11-26 14:05`,
/// at the end of the row in a form. Left and Right choose the year, the
/// month, the day, the hour or the minute; Up and Down (or `+` and `-`) step
/// it, turning round within the unit above as a wheel does, and within the
/// range the picker was given; a click on a number chooses it. Dates are read in `@Environment(\.calendar)`, in its time zone.
public struct DatePicker<Label: View>: View, InternalView {
    let label: Label
    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    @State private var cursor = DatePickerCursor()

    /// A picker of `selection`, showing `displayedComponents`, labelled by `label`.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, bounds: DateBounds(), components: displayedComponents, label: label())
    }

    /// A picker of `selection` within `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(lower: range.lowerBound, upper: range.upperBound),
            components: displayedComponents, label: label())
    }

    /// A picker of `selection` from `range`'s start on.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(lower: range.lowerBound), components: displayedComponents,
            label: label())
    }

    /// A picker of `selection` up to `range`'s end.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, bounds: DateBounds(upper: range.upperBound), components: displayedComponents,
            label: label())
    }

    init(selection: Binding<Date>, bounds: DateBounds, components: DatePickerComponents, label: Label) {
        self.label = label
        self.selection = selection
        self.bounds = bounds
        self.components = components.isEmpty ? [.hourAndMinute, .date] : components
    }

    /// The picker, internal to StateKit.
    public var body: some View {
        DatePickerContent(label: label, selection: selection, bounds: bounds, components: components, cursor: cursor)
    }
}

extension DatePicker where Label == Text {
    /// A picker titled `title` of `selection`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title` of `selection` within `range`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title` of `selection` from `range`'s start on.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker titled `title` of `selection` up to `range`'s end.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The dates a picker keeps its selection between, either end open.
struct DateBounds: Equatable {
    var lower: Date?
    var upper: Date?

    func clamp(_ date: Date) -> Date {
        var date = date
        if let lower, date < lower { date = lower }
        if let upper, date > upper { date = upper }
        return date
    }
}

/// The picker's primitive, evaluated in the picker's own node: the date is
/// read here.
struct DatePickerContent<Label: View>: View, PrimitiveView {
    let label: Label
    let selection: Binding<Date>
    let bounds: DateBounds
    let components: DatePickerComponents
    let cursor: DatePickerCursor

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let attributes = context.environment.attributes
        let label = attributes.labelsHidden ? Element() : context.resolveOne(self.label, at: .index(0))
        let calendar = context.environment.calendar
        let selection = self.selection
        let bounds = self.bounds
        let numbers = DatePickerElement(
            fields: DateField.fields(of: selection.wrappedValue, showing: components, in: calendar), cursor: cursor,
            isEnabled: attributes.isEnabled, place: context.focusPlace
        ) { unit, amount in
            guard let stepped = DateField.step(selection.wrappedValue, unit, by: amount, in: calendar) else {
                return
            }
            let clamped = bounds.clamp(stepped)
            if clamped != selection.wrappedValue { selection.wrappedValue = clamped }
        }
        elements.append(LabeledRowElement(label: label, value: numbers, fills: context.environment[FormRowsKey.self]))
    }
}

/// How a date picker is drawn, as SwiftUI's date picker styles; accepted:
/// a terminal draws every date picker as its numbers.
public protocol DatePickerStyle: Sendable {}

/// The platform's style.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// The default style.
    public init() {}
}

/// A compact picker.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// The compact style.
    public init() {}
}

/// A calendar.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// The graphical style.
    public init() {}
}

/// Wheels.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// The wheel style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The platform's style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A compact picker.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
    /// Accepted: a terminal draws every date picker as its numbers, which
    /// the arrows step.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
