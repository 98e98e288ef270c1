/// The terminal's width, for the views that lay out by it (a split view's
/// columns, an alert's box), and the nodes that read it, evaluated again
/// when it changes.
@MainActor
final class ScreenWidth: GraphComponent {
    /// The terminal's width, in columns.
    @exclusivity(unchecked) private(set) var columns = 0
    private var readers: [WeakNode] = []

    init() {}

    /// `node`'s body depends on the terminal's width.
    func read(by node: ViewNode) {
        readers.removeAll { $0.node == nil }
        if !readers.contains(where: { $0.node === node }) { readers.append(WeakNode(node: node)) }
    }

    /// The terminal is `width` columns wide now: the views that lay out by
    /// it are evaluated again.
    func changed(to width: Int) {
        guard width != columns else { return }
        columns = width
        for reader in readers {
            reader.node?.invalidate(because: .observed("the terminal's width"), change: "@dependencies")
        }
    }
}
