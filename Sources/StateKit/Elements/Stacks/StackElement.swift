/// Stack layout, SwiftUI's way: the space along the axis is offered to the
/// children from the highest layout priority to the lowest, and within one
/// priority from the least to the most flexible, each getting an equal share
/// of what is left; across the axis the stack is as wide as its widest child.
final class StackElement: MultiChildElement {
    enum Position { case start, center, end }

    // `@exclusivity(unchecked)` below: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private(set) var axis: Axis
    @exclusivity(unchecked) private(set) var spacing: Int
    @exclusivity(unchecked) private(set) var alignment: Position
    /// Whether it is a section's header, rows and footer in a list's row
    /// (`Section.listRows`): the list starts a section there.
    var isListSection = false

    /// Whether `ResolveContext.resolveOne` made this stack to hold the several
    /// elements of one view: not a `VStack` of the body, so never updated in
    /// place as one.
    let groupsOneView: Bool

    init(axis: Axis, spacing: Int, alignment: Position, children: [Element], groupsOneView: Bool = false) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.groupsOneView = groupsOneView
        super.init(children: children)
        for child in children { child.stackAxis = axis }
    }

    /// An update in place of a stack that groups one view's elements.
    func regroup(_ children: [Element]) {
        memo = nil
        for child in children { child.stackAxis = axis }
        replaceChildren(with: children, sameParameters: true)
    }

    /// Takes new parameters and children: the update in place of a stack
    /// resolved again.
    func update(axis: Axis, spacing: Int, alignment: Position, children: [Element]) {
        let sameParameters = self.axis == axis && self.spacing == spacing && self.alignment == alignment
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        // Only a section makes one that is, never by updating one in place.
        isListSection = false
        memo = nil
        for child in children { child.stackAxis = axis }
        replaceChildren(with: children, sameParameters: sameParameters)
    }

    override func collectDeclarations(into declarations: inout Declarations) {
        for child in children { child.collectDeclarations(into: &declarations) }
    }

    override func hasLayoutParameters(of old: MultiChildElement) -> Bool {
        guard let old = old as? StackElement else { return false }
        return old.axis == axis && old.spacing == spacing && old.alignment == alignment
    }

    private var totalSpacing: Int { max(0, children.count - 1) * spacing }

    /// The latest measurement: a stack is measured, then placed, with the same
    /// proposal, and its children answer the same until a body is evaluated
    /// (or the whole screen is laid out, which asks every node anew).
    @exclusivity(unchecked) private var memo: (proposal: ProposedSize, generation: Int, sizes: [Size])?

    /// The size each child takes when the stack is offered `proposal`.
    private func childSizes(for proposal: ProposedSize) -> [Size] {
        if let memo, memo.proposal == proposal, memo.generation == Layout.generation { return memo.sizes }
        let sizes = measureChildren(for: proposal)
        // Not kept from a measurement aside: the children would not have
        // noted the sizes the layout that reused them was made of.
        if !Layout.measuringAside { memo = (proposal, Layout.generation, sizes) }
        return sizes
    }

    // Plain loops rather than map and sort closures: layout runs on every
    // update, and each closure call would pay an isolation check.
    private func measureChildren(for proposal: ProposedSize) -> [Size] {
        let cross = axis == .horizontal ? proposal.height : proposal.width
        var sizes = Array(repeating: Size.zero, count: children.count)
        guard let main = axis == .horizontal ? proposal.width : proposal.height else {
            for index in children.indices {
                sizes[index] = children[index].sizeThatFits(axis.proposal(main: nil, cross: cross))
            }
            return sizes
        }
        // Scratch space on the stack: measuring runs on every update.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * children.count) { scratch in
            let count = children.count
            // flexibilities in scratch[0..<count], the measuring order in scratch[count...]
            var hasPriorities = false
            let firstPriority = children.first?.layoutPriority ?? 0
            for index in 0..<count {
                scratch[index] = children[index].flexibility(on: axis, cross: cross)
                scratch[count + index] = index
                if children[index].layoutPriority != firstPriority { hasPriorities = true }
            }
            // Insertion sort: stable, and stacks hold a handful of children.
            // Higher layout priorities first, then the least flexible.
            if count > 1 {
                for i in 1..<count {
                    let current = scratch[count + i]
                    var j = i - 1
                    while j >= 0
                        && (hasPriorities
                            ? comesAfter(scratch[count + j], current, flexibilities: scratch)
                            : scratch[scratch[count + j]] > scratch[current])
                    {
                        scratch[count + j + 1] = scratch[count + j]
                        j -= 1
                    }
                    scratch[count + j + 1] = current
                }
            }
            var remaining = max(0, main - totalSpacing)
            guard hasPriorities else {
                offer(&remaining, to: count, from: 0, to: count, order: scratch, cross: cross, sizes: &sizes)
                return
            }
            var start = 0
            // One round per priority, from the highest: the lower priorities'
            // least lengths are set aside first, as in SwiftUI.
            while start < count {
                let priority = children[scratch[count + start]].layoutPriority
                var end = start + 1
                while end < count && children[scratch[count + end]].layoutPriority == priority { end += 1 }
                var reserved = 0
                for position in end..<count {
                    let least = children[scratch[count + position]].sizeThatFits(axis.proposal(main: 0, cross: cross))
                    reserved += axis.main(of: least)
                }
                let available = max(0, remaining - reserved)
                var offered = available
                offer(&offered, to: count, from: start, to: end, order: scratch, cross: cross, sizes: &sizes)
                remaining = max(0, remaining - (available - offered))
                start = end
            }
        }
        return sizes
    }

    /// Offers `room` to the children at `start..<end` of the measuring order
    /// (in `order`, after `count` flexibilities), each an equal share of what
    /// is left, and takes what each took out of `room`.
    private func offer(
        _ room: inout Int, to count: Int, from start: Int, to end: Int, order: UnsafeMutableBufferPointer<Int>,
        cross: Int?, sizes: inout [Size]
    ) {
        var left = end - start
        for position in start..<end {
            let index = order[count + position]
            let size = children[index].sizeThatFits(axis.proposal(main: room / left, cross: cross))
            sizes[index] = size
            room = max(0, room - axis.main(of: size))
            left -= 1
        }
    }

    /// Whether child `first` is offered room after child `second`: a lower
    /// layout priority, or the same and more flexible.
    private func comesAfter(_ first: Int, _ second: Int, flexibilities: UnsafeMutableBufferPointer<Int>) -> Bool {
        let firstPriority = children[first].layoutPriority
        let secondPriority = children[second].layoutPriority
        if firstPriority != secondPriority { return firstPriority < secondPriority }
        return flexibilities[first] > flexibilities[second]
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let sizes = childSizes(for: proposal)
        var main = totalSpacing
        var cross = 0
        for size in sizes {
            main += axis.main(of: size)
            cross = max(cross, axis.cross(of: size))
        }
        return axis.size(main: main, cross: cross)
    }

    override func place(in rect: Rect) {
        frame = rect
        recycleReplacedChildren()
        let sizes = childSizes(for: ProposedSize(rect.size))
        let crossSpace = axis.cross(of: rect.size)
        var offset = 0
        for (child, size) in zip(children, sizes) {
            let crossSize = min(axis.cross(of: size), crossSpace)
            let slack = crossSpace - crossSize
            let crossOffset = alignment == .start ? 0 : alignment == .center ? slack / 2 : slack
            let mainSize = axis.main(of: size)
            let origin =
                axis == .horizontal
                ? Point(x: rect.minX + offset, y: rect.minY + crossOffset)
                : Point(x: rect.minX + crossOffset, y: rect.minY + offset)
            child.place(in: Rect(origin: origin, size: axis.size(main: mainSize, cross: crossSize)))
            offset += mainSize + spacing
        }
    }
}
