extension View {
    /// Presents `content` in a sheet while `isPresented` is true, as SwiftUI
    /// does: a bordered box over the dimmed screen, where the focus stays.
    /// Escape, or `dismiss` inside it, sets `isPresented` to false; then
    /// `onDismiss` runs. The sheet's views are destroyed when it goes, so
    /// presenting it again starts with fresh `@State`.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents the sheet `content` makes for `item` while it is not `nil`;
    /// another item makes it afresh. Dismissing it sets `item` to `nil`.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(.sheet, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` over the whole screen while `isPresented` is true;
    /// otherwise as `sheet(isPresented:onDismiss:content:)`.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(.fullScreen, isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// Presents the content for `item` over the whole screen while it is not
    /// `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(.fullScreen, item: item, onDismiss: onDismiss, content: content)
    }

    /// Presents `content` while `isPresented` is true. A terminal has no
    /// arrow to point with: a popover is drawn as a sheet, and `arrowEdge`
    /// is accepted.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presenting(.sheet, isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents the content for `item` while it is not `nil`, drawn as a sheet.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presenting(.sheet, item: item, onDismiss: nil, content: content)
    }

    /// Keeps the sheet around this view up when the user presses Escape;
    /// `dismiss` and the binding still close it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        InteractiveDismissModifier(content: self, isDisabled: isDisabled)
    }

    /// The heights a sheet may take, accepted: a terminal's sheet has one.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// The heights a sheet may take and the one it has, accepted: a
    /// terminal's sheet has one.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> some View
    { self }

    func presenting<Content: View>(
        _ style: Presentation.Style, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
        content: @escaping () -> Content
    ) -> some View {
        PresentationModifier(
            content: self,
            anchor: PresentationAnchor(
                style: style, identity: { isPresented.wrappedValue ? AnyHashable(true) : nil },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss,
                content: { AnyView(content()) }))
    }

    func presenting<Item: Identifiable, Content: View>(
        _ style: Presentation.Style, item: Binding<Item?>, onDismiss: (() -> Void)?,
        content: @escaping (Item) -> Content
    ) -> some View {
        PresentationModifier(
            content: self,
            anchor: PresentationAnchor(
                style: style, identity: { item.wrappedValue.map { AnyHashable($0.id) } },
                dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss,
                content: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }))
    }
}

/// A height a sheet may take, as SwiftUI names them; accepted, as a
/// terminal's sheet has one height.
public struct PresentationDetent: Hashable, Sendable {
    private let name: String

    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium")
    /// The whole screen.
    public static let large = PresentationDetent(name: "large")

    /// A fraction of the screen's height.
    public static func fraction(_ fraction: Double) -> PresentationDetent {
        PresentationDetent(name: "fraction \(fraction)")
    }

    /// A height in points.
    public static func height(_ height: Double) -> PresentationDetent {
        PresentationDetent(name: "height \(height)")
    }
}

/// The result of `.interactiveDismissDisabled`: tells the presentation
/// around whether Escape may close it.
struct InteractiveDismissModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let isDisabled: Bool

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        context.environment[PresentationKey.self]?.isDismissDisabled = isDisabled
        context.resolve(content, at: .index(0), into: &elements)
    }
}
