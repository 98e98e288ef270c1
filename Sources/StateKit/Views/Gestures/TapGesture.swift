extension View {
    /// Runs `action` when the view is clicked, as SwiftUI's tap gesture:
    /// with a `count` of 2 or more, when it is clicked that many times in a
    /// row, each within half a second of the one before. A view with no
    /// control inside is a Tab stop too, drawn reversed while it has the
    /// focus, where Enter or Space runs `action` at once: a terminal's user
    /// reaches it by the keyboard as well. A control inside keeps its own
    /// clicks and keys.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> some View {
        TapGestureModifier(content: self, count: max(1, count), action: action)
    }
}

/// The result of `onTapGesture`.
struct TapGestureModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let count: Int
    let action: @MainActor () -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            TapGestureElement(
                child: context.resolveOne(content, at: .index(0)), count: count,
                isEnabled: context.environment.isEnabled,
                context: context, action: action))
    }
}

/// A view with a tap gesture: a click on it (but on a control inside)
/// counts towards its taps; Enter or Space taps it when it has the focus.
final class TapGestureElement: WrappingFocusableElement {
    private let count: Int
    private let action: @MainActor () -> Void
    private let isEnabled: Bool
    /// Whether a control inside takes the keys: the view is then no Tab stop.
    private let holdsControls: Bool

    init(
        child: Element, count: Int, isEnabled: Bool, context: ResolveContext, action: @escaping @MainActor () -> Void
    ) {
        self.count = count
        self.action = action
        self.isEnabled = isEnabled
        var holdsControls = false
        child.forEachFocusable { if $0.isInFocusRing { holdsControls = true } }
        self.holdsControls = holdsControls
        super.init(child: child, context: context)
    }

    /// The clicks on one view so far, towards a tap of several.
    private static var clicks: (on: ElementID, count: Int, last: ContinuousClock.Instant)?
    /// How long after a click the next one still counts towards the same tap.
    private static let interval = Duration.milliseconds(500)

    override var isInFocusRing: Bool { isEnabled && !holdsControls }

    override var answersLeftClicks: Bool { isEnabled }

    override func handleFocusedKey(_ key: Key) -> Bool {
        guard key == .enter || key == .character(" ") else { return false }
        action()
        return true
    }

    /// A click: the tap, once the clicks in a row reach its count.
    override func activate() {
        guard count > 1 else {
            Self.clicks = nil
            return action()
        }
        let now = ContinuousClock.now
        var clicks = 1
        if let previous = Self.clicks, previous.on == focusID, now - previous.last <= Self.interval {
            clicks = previous.count + 1
        }
        if clicks >= count {
            Self.clicks = nil
            action()
        } else {
            Self.clicks = (focusID, clicks, now)
        }
    }

    override func draw(into buffer: inout CellBuffer, clip: Rect) {
        child.draw(into: &buffer, clip: clip)
        drawFocus(in: frame.intersection(clip).intersection(buffer.bounds), into: &buffer)
    }
}
