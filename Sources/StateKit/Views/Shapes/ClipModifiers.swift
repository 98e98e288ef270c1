import Foundation

extension View {
    /// Draws the view only where `mask` draws, placed in the view's frame by
    /// `alignment`: a cell the mask leaves empty shows what lies under the
    /// view. A filled shape's half blocks keep half a coloured cell.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        MaskModifier(content: self, mask: mask(), alignment: alignment)
    }

    /// Draws the view only where `mask` draws, in the older form.
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        MaskModifier(content: self, mask: mask, alignment: .center)
    }

    /// Draws the view only inside `shape`, fitted to its frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        MaskModifier(content: self, mask: shape.fill(Color.primary, style: style), alignment: .center)
    }

    /// Rounds the view's corners by `radius` points: a coloured view's
    /// corner cells become half blocks where the radius reaches a half cell.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Draws nothing of the view outside its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        ClippedModifier(content: self)
    }

    /// Draws a border of `content` around the view, a line of box-drawing
    /// characters in the cells around its frame: heavy when `width` is more
    /// than 2 points. A terminal's line is a cell wide, and drawn over the
    /// view, as on a phone, it would cover its text: the view is a cell
    /// smaller each way instead.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        BorderLineModifier(content: self, style: content, width: width)
    }

    /// Makes clicks land on the view only inside `shape`, fitted to its
    /// frame, for the controls in it and a tap gesture around it. With a
    /// `Rectangle`, the whole frame takes them, as it does already.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        ContentShapeModifier(content: self, shape: shape, evenOdd: eoFill, kinds: .interaction)
    }

    /// The content shape for `kinds`: only `.interaction` shapes the clicks;
    /// the others shape previews and effects a terminal does not draw.
    public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        ContentShapeModifier(content: self, shape: shape, evenOdd: eoFill, kinds: kinds)
    }

    /// The shape of the view as a container: a `ContainerRelativeShape`
    /// inside it draws this shape.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        ContainerShapeModifier(content: self, outline: shape.outline)
    }
}

/// What a content shape shapes, as SwiftUI names it.
public struct ContentShapeKinds: OptionSet, Sendable {
    /// The bits of the kinds.
    public let rawValue: Int

    /// The kinds of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Clicks and taps.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// A drag's preview: not drawn on a terminal.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// A context menu's preview: not drawn on a terminal.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// A pointer's hover effect: not drawn on a terminal.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The focus effect: the focus is drawn in reverse video instead.
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    /// The accessibility frame: the screen reader reads the text on screen.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// The result of `mask`, `clipShape` and `cornerRadius`.
struct MaskModifier<Content: View, Mask: View>: View, PrimitiveView {
    let content: Content
    let mask: Mask
    let alignment: Alignment

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let child = context.resolveOne(content, at: .index(0))
        var masks: [Element] = []
        context.beginLevel(replacing: .none)
        context.resolve(mask, at: .index(1), into: &masks)
        context.endLevel()
        let mask = masks.count == 1 ? masks[0] : OverlayElement(children: masks, alignment: alignment)
        elements.append(MaskElement(child: child, mask: mask, alignment: alignment))
    }
}

/// The result of `clipped()`.
struct ClippedModifier<Content: View>: View, PrimitiveView {
    let content: Content

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(ClippedElement(child: context.resolveOne(content, at: .index(0))))
    }
}

/// The result of `contentShape`.
struct ContentShapeModifier<Content: View, S: Shape>: View, PrimitiveView {
    let content: Content
    let shape: S
    let evenOdd: Bool
    let kinds: ContentShapeKinds

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        guard kinds.contains(.interaction) else { return context.resolve(content, at: .index(0), into: &elements) }
        let shape = shape
        elements.append(
            ContentShapeElement(
                child: context.resolveOne(content, at: .index(0)), outline: { shape.path(in: $0) }, evenOdd: evenOdd))
    }
}

/// The result of `border(_:width:)`.
struct BorderLineModifier<Content: View, Style: ShapeStyle>: View, PrimitiveView {
    let content: Content
    let style: Style
    let width: CGFloat

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let color =
            (style as? Color).map { context.environment.resolved($0) } ?? context.environment.attributes.foreground
        elements.append(
            OutlineElement(
                child: context.resolveOne(content, at: .index(0)),
                outline: BoxOutline(rounded: [], isHeavy: width > 2, isDashed: false), color: color))
    }
}

/// The result of `containerShape(_:)`.
struct ContainerShapeModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let outline: ShapeOutline

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        var inner = context
        inner.environment[ContainerShapeKey.self] = outline
        inner.resolve(content, at: .index(0), into: &elements)
    }
}

/// The shape a `ContainerRelativeShape` below draws, from `containerShape(_:)`;
/// kept out of the attributes every view copies, as few views set it.
struct ContainerShapeKey: EnvironmentKey {
    static let defaultValue: ShapeOutline? = nil
}
