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
            elements.append(ToolbarFrameElement(child: shown, items: gathering.items, owner: context.owner))
            return
        }
        place.model.setToolbar(
            gathering.items, depth: place.depth,
            at: ElementID(node: ObjectIdentifier(context.owner), path: context.path), by: context.owner)
        elements.append(ToolbarHolderElement(child: shown, items: gathering.items))
    }
}

/// The toolbar being gathered as a `.toolbar`'s items are resolved.
@MainActor
final class ToolbarGathering {
    var items = ToolbarItems()
}

struct ToolbarGatheringKey: EnvironmentKey {
    static let defaultValue: ToolbarGathering? = nil
}
