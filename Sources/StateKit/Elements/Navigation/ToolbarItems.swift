/// The items of a toolbar, by where they go.
@MainActor
struct ToolbarItems {
    /// Where an item goes.
    enum Slot {
        case leading, principal, trailing, bottom, keyboard
    }

    var leading: [Element] = []
    var principal: [Element] = []
    var trailing: [Element] = []
    var bottom: [Element] = []
    var keyboard: [Element] = []

    mutating func add(_ elements: [Element], at slot: Slot) {
        switch slot {
        case .leading: leading += elements
        case .principal: principal += elements
        case .trailing: trailing += elements
        case .bottom: bottom += elements
        case .keyboard: keyboard += elements
        }
    }

    /// Another toolbar's items after these, as SwiftUI merges the toolbars
    /// of one screen.
    mutating func append(_ other: ToolbarItems) {
        leading += other.leading
        principal += other.principal
        trailing += other.trailing
        bottom += other.bottom
        keyboard += other.keyboard
    }

    /// Whether the title line shows any.
    var hasTopItems: Bool { !leading.isEmpty || !principal.isEmpty || !trailing.isEmpty }

    /// Every item, in order.
    var all: [Element] { leading + principal + trailing + bottom + keyboard }
}
