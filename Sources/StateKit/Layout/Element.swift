/// A resolved primitive: what a body's `Text`, stacks and buttons become once the
/// engine has evaluated it. Elements measure, place and draw themselves; they are
/// made again each time their owning node's body is evaluated, and redrawn without
/// any body evaluation when only their place on screen changes. New elements that
/// would be laid out as the previous ones were take their frames
/// (`adoptLayout(of:)`): an evaluation that changed nothing of the layout costs
/// no measuring or placing, only drawing.
@MainActor
class Element {
    /// Where the last layout put this element.
    var frame: Rect = .zero
    /// The axis of the stack this element sits in, if any (spacers and dividers need it).
    var stackAxis: Axis?

    /// The size this element takes when offered `proposal`.
    func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }

    /// Places the element (and what it contains) in `rect`.
    func place(in rect: Rect) { frame = rect }

    /// Draws into `buffer`, never outside `clip`.
    func draw(into buffer: inout CellBuffer, clip: Rect) {}

    /// The child view nodes this element shows, in layout order.
    func forEachNode(_ visit: (ViewNode) -> Void) {}

    /// The key shortcuts this element offers while on screen.
    func forEachShortcut(_ visit: (Key, @escaping @MainActor () -> Void) -> Void) {}

    /// The focusable elements on screen inside this one, child nodes included,
    /// in layout order.
    func forEachFocusable(_ visit: (FocusableElement) -> Void) {}

    /// The timers this element declares (not those of child nodes).
    func forEachTimer(_ visit: (ViewTimer) -> Void) {}

    /// The scroll views on screen inside this one, child nodes included, in
    /// layout order.
    func forEachScrollable(_ visit: (ScrollElement) -> Void) {}

    /// The `onAppear` and `onDisappear` actions this element declares (not
    /// those of child nodes).
    func forEachAppearance(_ visit: (AppearanceHandlers) -> Void) {}

    /// Takes the place of `old`, the element the same spot of the previous
    /// evaluation made, without any layout: when both would be measured and
    /// placed alike (same kind, same parameters, texts of the same size, down
    /// to the leaves), this one gets the old frames and returns `true`. Anything else
    /// returns `false` and the node is laid out again.
    func adoptLayout(of old: Element) -> Bool { false }

    /// Whether the element grows to fill what it is offered on `axis` (used to
    /// order stack children from least to most flexible).
    func flexibility(on axis: Axis, cross: Int?) -> Int {
        let small = sizeThatFits(axis.proposal(main: 0, cross: cross))
        let large = sizeThatFits(axis.proposal(main: Layout.unbounded, cross: cross))
        return axis.main(of: large) - axis.main(of: small)
    }
}

/// The two layout directions.
public enum Axis: Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    func main(of size: Size) -> Int { self == .horizontal ? size.width : size.height }
    func cross(of size: Size) -> Int { self == .horizontal ? size.height : size.width }

    func proposal(main: Int?, cross: Int?) -> ProposedSize {
        self == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    func size(main: Int, cross: Int) -> Size {
        self == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

/// Layout constants and bookkeeping.
@MainActor
enum Layout {
    /// A proposal larger than any screen, standing for "as much as you like".
    static let unbounded = 1 << 20
    /// Bumped whenever a body is evaluated: measurements remembered under an
    /// older generation may be stale.
    static var generation = 0
}
