/// A view whose node is StateKit's own (a tab view reading its selection): it
/// has no render count or pane of its own; its reasons name it plainly.
@MainActor
protocol InternalView: NodeTraits {}

extension InternalView {
    static var isInternalNode: Bool { true }
}
