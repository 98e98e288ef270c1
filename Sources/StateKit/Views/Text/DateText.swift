extension Text {
    /// Text showing `date` in `style`, as SwiftUI's: the time or the date as
    /// Foundation writes them, or the time from now to `date` (`relative`,
    /// `offset`, `timer`), which counts on once a second while it is on
    /// screen, without evaluating the body that made it.
    public init(_ date: Date, style: DateStyle) {
        self.init(style.text(for: date, now: Date()))
        live = LiveDate(date: date, style: style)
    }

    /// How `Text(_:style:)` shows a date, as SwiftUI names the styles.
    public struct DateStyle: Equatable, Sendable {
        private enum Kind: Equatable, Sendable {
            case time, date, relative, offset, timer
        }
        private let kind: Kind

        /// The time of day: `9:41 AM`.
        public static let time = DateStyle(kind: .time)
        /// The day: `9 June 2025`.
        public static let date = DateStyle(kind: .date)
        /// The time between now and the date: `2 hrs, 5 min`.
        public static let relative = DateStyle(kind: .relative)
        /// The time from now to the date, signed: `+2 hrs, 5 min`.
        public static let offset = DateStyle(kind: .offset)
        /// The time between now and the date as a clock: `2:05:09`.
        public static let timer = DateStyle(kind: .timer)

        /// Whether the text changes as time passes.
        var countsOn: Bool { kind != .time && kind != .date }

        /// `date` in this style, `now` being the time now.
        func text(for date: Date, now: Date) -> String {
            switch kind {
            case .time: return date.formatted(date: .omitted, time: .shortened)
            case .date: return date.formatted(date: .long, time: .omitted)
            case .relative, .offset, .timer: break
            }
            let seconds = Int64(date.timeIntervalSince(now).rounded(.towardZero))
            let span = Duration.seconds(abs(seconds))
            switch kind {
            case .timer:
                let pattern: Duration.TimeFormatStyle.Pattern =
                    abs(seconds) >= 3600 ? .hourMinuteSecond : .minuteSecond
                return span.formatted(.time(pattern: pattern))
            case .offset:
                return (seconds < 0 ? "-" : "+") + units(span)
            default:
                return units(span)
            }
        }

        private func units(_ span: Duration) -> String {
            span.formatted(
                .units(allowed: [.days, .hours, .minutes, .seconds], width: .abbreviated, maximumUnitCount: 2))
        }
    }
}

/// A `Text(_:style:)`'s date and style, which a counting style shows through
/// `LiveDateText`.
struct LiveDate: Equatable {
    let date: Date
    let style: Text.DateStyle
}

/// A counting date text: its own node, evaluated again once a second while
/// it is on screen.
struct LiveDateText: View, InternalView {
    let text: Text
    let live: LiveDate
    @State private var ticks = 0

    var body: some View {
        LiveDateContent(text: text, live: live, tick: ticks)
            .onTimer(every: .seconds(1)) { ticks &+= 1 }
    }
}

/// The text of a counting date as the application's clock has it now.
struct LiveDateContent: View, PrimitiveView {
    let text: Text
    let live: LiveDate
    /// Read so that each tick makes the text again.
    let tick: Int

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var shown = text
        shown.content = live.style.text(for: live.date, now: context.owner.graph.date())
        shown.live = nil
        shown.makeElements(context, into: &elements)
    }
}
