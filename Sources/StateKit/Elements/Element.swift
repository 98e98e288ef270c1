/// A resolved primitive: what a body's `Text`, stacks and buttons become once the
/// engine has evaluated it. Elements measure, place and draw themselves, and are
/// redrawn without any body evaluation when only their place on screen changes.
///
/// When the body is evaluated again, the commonest elements (texts, stacks,
/// spacers, key handlers) are updated in place: the element the previous
/// evaluation made at the same spot takes the new values
/// (`ResolveContext.reusable(_:at:)`). Others are made anew, and take the old
/// frames when they would be laid out as the old ones were
/// (`adoptLayout(of:)`). Either way, an evaluation that changed nothing of the
/// layout costs no measuring or placing, only drawing.
@MainActor
class Element {
    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
    /// Where the last layout put this element.
    @exclusivity(unchecked) var frame: Rect = .zero
    /// The axis of the stack this element sits in, if any (spacers and dividers need it).
    @exclusivity(unchecked) var stackAxis: Axis?
    /// Set by an update in place: whether the element's own values would be
    /// laid out as before (a text of the same width and line count).
    @exclusivity(unchecked) var updatedAlike = false
    /// `.layoutPriority`: a stack offers its room to higher priorities first.
    @exclusivity(unchecked) var layoutPriority: Double = 0

    /// Takes the priority `.layoutPriority` gives the view this element was
    /// made of.
    func give(layoutPriority priority: Double) {
        guard layoutPriority != priority else { return }
        layoutPriority = priority
        // An element updated in place would otherwise keep the old layout.
        updatedAlike = false
    }

    init() {
        Layout.elementsMade &+= 1
    }

    /// The element this one stands for where a container looks for what a
    /// view made (a view's node for its content, an editing row or a context
    /// menu's anchor for its row): a list finds a row's settings through it,
    /// and a form its sections. A member rather than a protocol, so that
    /// finding it never asks the runtime whether a class conforms: the first
    /// such question scans every conformance in the process (`typeName(_:)`).
    var standsFor: Element? { nil }

    /// The size this element takes when offered `proposal`.
    func sizeThatFits(_ proposal: ProposedSize) -> Size { .zero }

    /// Places the element (and what it contains) in `rect`.
    func place(in rect: Rect) { frame = rect }

    /// Draws into `buffer`, never outside `clip`.
    func draw(into buffer: inout CellBuffer, clip: Rect) {}

    /// The child view nodes this element shows, in layout order.
    func forEachNode(_ visit: (any ElementOwner) -> Void) {}

    /// The key shortcuts this element offers while on screen.
    func forEachShortcut(_ visit: (Shortcut) -> Void) {}

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

    /// Adds the shortcuts, timers and appearance actions this element
    /// declares, in the orders `forEachShortcut`, `forEachTimer` and
    /// `forEachAppearance` give them. This asks those three; the commonest
    /// elements, whose declarations are known, answer in one walk instead.
    func collectDeclarations(into declarations: inout Declarations) {
        forEachShortcut { declarations.shortcuts.append($0) }
        forEachTimer { declarations.timers.append($0) }
        forEachAppearance { declarations.appearances.append($0) }
    }

    /// Takes the place of `old`, the element the same spot of the previous
    /// evaluation made, without any layout: when both would be measured and
    /// placed alike (same kind, same parameters, texts of the same size, down
    /// to the leaves), this one gets the old frames and returns `true`. Anything else
    /// returns `false` and the node is laid out again.
    func adoptLayout(of old: Element) -> Bool { false }

    /// Whether this element keeps the layout of `old`, the element at the same
    /// spot of the previous evaluation: an element updated in place is `old`
    /// itself and answers from what its update saw; a new one adopts `old`'s
    /// frames if it can.
    final func keepsLayout(of old: Element) -> Bool {
        old === self ? keptItsLayout() : old.layoutPriority == layoutPriority && adoptLayout(of: old)
    }

    /// Whether this element, updated in place, would be laid out as before:
    /// containers also ask their children.
    func keptItsLayout() -> Bool { updatedAlike }

    /// Whether the element grows to fill what it is offered on `axis` (used to
    /// order stack children from least to most flexible).
    func flexibility(on axis: Axis, cross: Int?) -> Int {
        let small = sizeThatFits(axis.proposal(main: 0, cross: cross))
        let large = sizeThatFits(axis.proposal(main: Layout.unbounded, cross: cross))
        return axis.main(of: large) - axis.main(of: small)
    }
}

/// What a node's content declares, gathered after each evaluation.
struct Declarations {
    var shortcuts: [Shortcut] = []
    var timers: [ViewTimer] = []
    var appearances: [AppearanceHandlers] = []

    /// Nothing declared.
    var isEmpty: Bool { shortcuts.isEmpty && timers.isEmpty && appearances.isEmpty }
}

/// Layout constants and bookkeeping.
@MainActor
enum Layout {
    /// A proposal larger than any screen, standing for "as much as you like".
    static let unbounded = LengthScale.unbounded
    /// Elements made so far, by any graph: those an evaluation did not update
    /// in place.
    @exclusivity(unchecked) static var elementsMade = 0
    /// Bumped whenever a body is evaluated, and before the whole screen is
    /// laid out: measurements remembered under an older generation may be
    /// stale.
    @exclusivity(unchecked) static var generation = 0
    /// A node is measuring itself to see whether it outgrew its place: what is
    /// asked now is asked by no layout, so it is neither remembered as an
    /// answer nor kept for a layout to reuse.
    @exclusivity(unchecked) static var measuringAside = false
    /// A node is being laid out alone, its parent's layout not made again:
    /// the nodes below it are asked only what its placing asks.
    @exclusivity(unchecked) static var placingBelowLoneNode = false
    /// Placements under way, one inside another.
    @exclusivity(unchecked) static var placingDepth = 0
    /// Layouts begun so far, each by a placement none was under way around:
    /// a node made during one (a lazy list's row, made as the list is placed)
    /// was not there when the layouts above it asked their questions.
    @exclusivity(unchecked) static var layoutsBegun = 0
    /// Whole-screen layouts so far: each asks every node all the layouts
    /// above it ask (no stack's memo outlives one), so the answers noted
    /// before it can go.
    @exclusivity(unchecked) static var wholeLayouts = 0
}
