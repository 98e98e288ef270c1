// SwiftUI's form and grouping containers, which StateKit does not have yet. Each is declared so
// that code using it stops at a message saying what to write instead.

/// SwiftUI's form, not available in StateKit yet.
@available(
    *, unavailable,
    message: "Form is not supported yet: use a VStack(alignment: .leading) of rows, in a ScrollView if it is long"
)
public struct Form<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: () -> Content) { fatalError("unavailable") }
}

/// SwiftUI's section, not available in StateKit yet.
@available(
    *, unavailable,
    message: "Section is not supported yet: use a VStack(alignment: .leading) with a bold Text as its header"
)
public struct Section<Parent, Content, Footer>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: () -> Content) where Parent == EmptyView, Footer == EmptyView {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init(_ title: String, @ViewBuilder content: () -> Content) where Parent == Text, Footer == EmptyView {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent)
    where Footer == EmptyView {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init(header: Parent, @ViewBuilder content: () -> Content) where Footer == EmptyView {
        fatalError("unavailable")
    }
}

/// SwiftUI's group, not available in StateKit yet.
@available(
    *, unavailable,
    message: "Group is not supported yet: use a VStack, or a computed property marked @ViewBuilder"
)
public struct Group<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: () -> Content) { fatalError("unavailable") }
}

/// SwiftUI's group box, not available in StateKit yet.
@available(
    *, unavailable,
    message: "GroupBox is not supported yet: use a padded VStack with Divider() above and below"
)
public struct GroupBox<Label, Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: () -> Content) where Label == EmptyView { fatalError("unavailable") }

    /// Unavailable.
    public init(_ title: String, @ViewBuilder content: () -> Content) where Label == Text {
        fatalError("unavailable")
    }
}

/// SwiftUI's labeled content, not available in StateKit yet.
@available(
    *, unavailable,
    message: "LabeledContent is not supported yet: use an HStack { Text(label); Spacer(); value }"
)
public struct LabeledContent<Label, Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(_ title: String, value: String) where Label == Text, Content == Text { fatalError("unavailable") }

    /// Unavailable.
    public init(_ title: String, @ViewBuilder content: () -> Content) where Label == Text {
        fatalError("unavailable")
    }
}

/// SwiftUI's disclosure group, not available in StateKit yet.
@available(
    *, unavailable,
    message: """
        DisclosureGroup is not supported yet: use a Button that flips an @State isExpanded, and \
        if isExpanded { … }
        """
)
public struct DisclosureGroup<Label, Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(_ title: String, @ViewBuilder content: @escaping () -> Content) where Label == Text {
        fatalError("unavailable")
    }

    /// Unavailable.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content)
    where Label == Text {
        fatalError("unavailable")
    }
}

/// SwiftUI's control group, not available in StateKit yet.
@available(*, unavailable, message: "ControlGroup is not supported yet: use an HStack of Buttons")
public struct ControlGroup<Content>: View {
    /// Unavailable.
    public var body: Never { fatalError("unavailable") }

    /// Unavailable.
    public init(@ViewBuilder content: () -> Content) { fatalError("unavailable") }
}
