/// One thing presented over the screen (a sheet, a full-screen cover, an
/// alert or a confirmation dialog): a layer the renderer draws over the
/// dimmed screen, where the focus, the keys and the clicks stay while it is
/// on top. It lives while its modifier's binding says it is presented.
@MainActor
final class Presentation {
    /// How the layer is drawn and how Escape treats it.
    typealias Style = PresentationStyle

    let style: Style
    /// The node of the modifier that presents it: its binding's reader.
    private(set) weak var anchor: ViewNode?
    /// The box drawn over the screen, made anew as the anchor is evaluated.
    var box: PresentationBoxElement?
    /// Sets the modifier's binding back, so that the layer goes.
    let dismissAction: @MainActor () -> Void
    /// Set by `.interactiveDismissDisabled()` inside the content: Escape
    /// then leaves a sheet up.
    var isDismissDisabled = false
    /// What Escape runs in an alert or a dialog: its cancel button's action,
    /// which dismisses it too.
    var cancelAction: (@MainActor () -> Void)?
    /// Where the focus was when the layer came up, to go back to after it.
    var focusBefore: (id: ElementID, owner: ViewNode)?
    /// What is presented (an item's identity), and what runs once it goes.
    var identity: AnyHashable?
    var onDismiss: (() -> Void)?

    init(style: Style, anchor: ViewNode, dismiss: @escaping @MainActor () -> Void) {
        self.style = style
        self.anchor = anchor
        self.dismissAction = dismiss
    }

    /// Escape on this layer: an alert runs its cancel button, a sheet goes
    /// unless its content disabled that.
    func escape() {
        switch style {
        case .alert:
            if let cancelAction { cancelAction() } else { dismissAction() }
        case .sheet, .fullScreen:
            if !isDismissDisabled { dismissAction() }
        case .menu:
            dismissAction()
        }
    }
}

/// The presentation a view is inside, for `.interactiveDismissDisabled()`
/// and the alert's buttons.
struct PresentationKey: EnvironmentKey {
    static let defaultValue: Presentation? = nil
}

extension ViewGraph {
    /// The element the keys, the clicks and the focus reach: the top
    /// presentation's box, or the whole screen's content.
    var inputRoot: Element? {
        if let box = presentations.top?.box { return box }
        return host?.content
    }

    /// Shows `presentation` over the screen, or takes its new box if it is up
    /// already. A new layer takes the focus away from the screen below it,
    /// and gives it back when it goes.
    func present(_ presentation: Presentation) {
        presentations.changed = true
        guard !presentations.contains(presentation) else { return }
        if let id = focus.id, let owner = focus.owner { presentation.focusBefore = (id, owner) }
        setFocus(nil, owner: nil)
        presentations.push(presentation)
        if presentation.style == .alert || presentation.style == .menu {
            runAfterFrame { [weak self, weak presentation] in
                guard let self, let presentation, let box = presentation.box else { return }
                if let first = box.initialFocus { self.setFocus(first.focusID, owner: first.ownerNode) }
            }
        }
    }

    /// Takes down the layer `anchor` presents, if any; its `onDismiss` runs
    /// once the frame is drawn. What it holds is let go, so that its views
    /// are freed.
    func endPresentation(of anchor: ViewNode) {
        guard let (index, presentation) = presentations.remove(presentedBy: anchor) else { return }
        if index < presentations.count {
            // A layer under the top one went (with the top, often): the one
            // above it gives the focus back where this one found it.
            presentations[index].focusBefore = presentation.focusBefore
        } else if let before = presentation.focusBefore, before.owner.isAlive {
            setFocus(before.id, owner: before.owner)
        } else {
            setFocus(nil, owner: nil)
        }
        presentation.box = nil
        presentation.cancelAction = nil
        if let onDismiss = presentation.onDismiss { runAfterFrame { onDismiss() } }
    }

    /// The layer `anchor` presents, if it is up.
    func presentation(of anchor: ViewNode) -> Presentation? {
        presentations.layer(presentedBy: anchor)
    }
}
