/// `.fixedSize(horizontal:vertical:)`: on each fixed axis the child is
/// offered nothing, so it takes its ideal length there (a text its whole line
/// across, or all its lines down) whatever its parent offers, as in SwiftUI.
/// A child larger than the room it is given overflows it, centred, and is cut
/// where its ancestors clip.
final class FixedSizeElement: SingleChildElement {
    let horizontal: Bool
    let vertical: Bool

    init(child: Element, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
    }

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool {
        guard let old = old as? FixedSizeElement else { return false }
        return old.horizontal == horizontal && old.vertical == vertical
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size { child.sizeThatFits(childProposal(proposal)) }

    override func flexibility(on axis: Axis, cross: Int?) -> Int {
        (axis == .horizontal ? horizontal : vertical) ? 0 : super.flexibility(on: axis, cross: cross)
    }

    override func place(in rect: Rect) {
        frame = rect
        let size = child.sizeThatFits(childProposal(ProposedSize(rect.size)))
        child.place(in: rect.centring(size))
    }
}
