/// The result of `.toolbar`: the content as it is, and its items gathered
/// by placement. In a navigation stack they are handed to the stack, which
/// shows those of the screen on top in its title and bottom lines; outside
/// one, they are drawn in lines of their own above and below the content.
struct ToolbarModifier<Content: View, Items: View>: View, PrimitiveView {
    let content: Content
    let items: Items

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let gathering = ToolbarGathering()
        var itemsContext = context
        itemsContext.environment[ToolbarGatheringKey.self] = gathering
        // Plain views, with no ToolbarItem around them, go trailing.
        var plain: [Element] = []
        context.beginLevel(replacing: .none)
        itemsContext.resolve(items, at: .index(1), into: &plain)
        context.endLevel()
        gathering.items.add(plain, at: .trailing)
        let shown = context.resolveOne(content, at: .index(0))
        guard let place = context.environment[NavigationPlaceKey.self] else {
            elements.append(ToolbarFrameElement(child: shown, items: gathering.items, graph: context.owner.graph))
            return
        }
        place.model.setToolbar(
            gathering.items, depth: place.depth,
            at: ElementID(node: ObjectIdentifier(context.owner), path: context.path), by: context.owner)
        elements.append(ToolbarHolderElement(child: shown, items: gathering.items))
    }
}

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

/// The toolbar being gathered as a `.toolbar`'s items are resolved.
@MainActor
final class ToolbarGathering {
    var items = ToolbarItems()
}

struct ToolbarGatheringKey: EnvironmentKey {
    static let defaultValue: ToolbarGathering? = nil
}
