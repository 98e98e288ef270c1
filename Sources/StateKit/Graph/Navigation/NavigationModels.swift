/// The navigation stacks' models, by the stack's node: the inspector shows
/// each stack's screens, and a move of the focus draws the toolbars it
/// shows or hides.
@MainActor
final class NavigationModels: GraphComponent {
    @exclusivity(unchecked) var byStack: [ObjectIdentifier: NavigationModel] = [:]

    func forget(_ node: ViewNode) {
        if !byStack.isEmpty { byStack[ObjectIdentifier(node)] = nil }
    }
}
