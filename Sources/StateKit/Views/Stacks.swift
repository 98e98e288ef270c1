/// Arranges views top to bottom.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: Int
    let content: Content

    public init(alignment: HorizontalAlignment = .leading, spacing: Int = 0, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            StackElement(.vertical, spacing: spacing, alignment: alignment.position, of: content, in: context))
    }
}

/// Arranges views left to right.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: Int
    let content: Content

    public init(alignment: VerticalAlignment = .top, spacing: Int = 1, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            StackElement(.horizontal, spacing: spacing, alignment: alignment.position, of: content, in: context))
    }
}

/// Where a `VStack` puts children narrower than itself.
public enum HorizontalAlignment: Sendable {
    case leading, center, trailing

    var position: StackElement.Position {
        switch self {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }
}

/// Where an `HStack` puts children shorter than itself.
public enum VerticalAlignment: Sendable {
    case top, center, bottom

    var position: StackElement.Position {
        switch self {
        case .top: .start
        case .center: .center
        case .bottom: .end
        }
    }
}
