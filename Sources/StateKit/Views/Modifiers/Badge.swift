extension View {
    /// A count shown beside the view: after a tab's item in the bar, in the
    /// alert colour; at the trailing end of a list row, in the secondary
    /// colour, as iOS shows them. Zero shows none.
    public func badge(_ count: Int) -> some View {
        BadgeModifier(content: self, badge: count == 0 ? nil : Text("\(count)"))
    }

    /// A label shown beside the view, as `badge(_:)` with a count does;
    /// `nil` shows none.
    public func badge(_ label: Text?) -> some View {
        BadgeModifier(content: self, badge: label)
    }

    /// A string shown beside the view, as `badge(_:)` with a count does;
    /// `nil` shows none.
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        BadgeModifier(content: self, badge: label.map { Text($0) })
    }
}

/// The result of `.badge`: inside a tab view it marks the page's item;
/// elsewhere (a list row) the badge stands at the view's trailing end.
struct BadgeModifier<Content: View>: View, PrimitiveView, TabPageSource {
    let content: Content
    let badge: Text?

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        guard let badge else {
            context.resolve(content, at: .index(0), into: &elements)
            return
        }
        context.resolve(
            HStack(spacing: 8) {
                content
                Spacer(minLength: 0)
                badge.foregroundStyle(.secondary)
            }, at: .index(0), into: &elements)
    }

    func collectPages(into pages: inout [TabPage]) {
        TabPages.modifying(content, in: &pages) { page in page.badge = badge }
    }
}
