import Foundation

/// How a canvas mixes colours, as SwiftUI names the modes: a terminal mixes
/// them one way, in red, green and blue.
public enum ColorRenderingMode: Hashable, Sendable {
    /// Colours as they are.
    case nonLinear
    /// Colours mixed in linear light.
    case linear
    /// Linear, with colours past the usual range.
    case extendedLinear
}

/// A view drawn by a closure, as SwiftUI's: it takes all the room it is
/// offered, and its closure draws paths and text in it, in points, with a
/// `GraphicsContext`. Fills are drawn in full and half blocks, strokes on
/// the braille dot grid (in half blocks from 8 points wide), text in the
/// cells under it. The drawing is made when the canvas's size or the view
/// around it changes, not at every frame.
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    /// A canvas drawn by `renderer`, given a context and the canvas's size
    /// in points. `opaque`, `colorMode` and `rendersAsynchronously` are
    /// accepted: a canvas on a terminal is drawn on the main thread, over
    /// what lies under it.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
    }

    /// Canvases are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let environment = context.environment
        let renderer = renderer
        let background = environment.attributes.background
        elements.append(
            CanvasElement(background: background) { size in
                let recording = CanvasRecording()
                var graphics = GraphicsContext(recording: recording)
                renderer(&graphics, CGSize(width: CGFloat(size.width) * 8, height: CGFloat(size.height) * 16))
                return recording.cells(size: size, environment: environment)
            })
    }
}

/// What a canvas's closure drew, in order.
final class CanvasRecording {
    enum Operation {
        case fill(Path, GraphicsContext.Shading, evenOdd: Bool, faint: Bool)
        case stroke(Path, GraphicsContext.Shading, StrokeStyle, faint: Bool)
        case text(Text, CGPoint, UnitPoint, faint: Bool)
    }

    private(set) var operations: [Operation] = []

    func add(_ operation: Operation) { operations.append(operation) }

    /// The cells of the drawing in a canvas of `size`, each operation over
    /// the ones before it; blank cells left out.
    @MainActor
    func cells(size: Size, environment: EnvironmentValues) -> [(x: Int, y: Int, cell: Cell)] {
        var buffer = CellBuffer(size: size)
        let bounds = buffer.bounds
        let background = environment.attributes.background
        for operation in operations {
            switch operation {
            case .fill(let path, let shading, let evenOdd, let faint):
                draw(path, .fill(evenOdd: evenOdd), shading, faint, size, environment, into: &buffer)
            case .stroke(let path, let shading, let style, let faint):
                draw(path, .stroke(style), shading, faint, size, environment, into: &buffer)
            case .text(let text, let point, let anchor, let faint):
                let width = text.content.terminalWidth
                let x = ((point.x / 8) - anchor.x * CGFloat(width)).gridIndex
                let y = ((point.y / 16) - anchor.y).gridIndex
                var style = text.style
                if faint { style.insert(.dim) }
                let color = (text.foreground ?? environment.attributes.foreground).map { environment.resolved($0) }
                buffer.write(
                    text.content, x: x, y: y, style: style,
                    colors: ColorPair(foreground: color, background: background), clip: bounds)
            }
        }
        var cells: [(x: Int, y: Int, cell: Cell)] = []
        for y in 0..<size.height {
            for x in 0..<size.width where buffer[x, y] != .blank {
                cells.append((x, y, buffer[x, y]))
            }
        }
        return cells
    }

    @MainActor
    private func draw(
        _ path: Path, _ mode: ShapeRaster.Mode, _ shading: GraphicsContext.Shading, _ faint: Bool, _ size: Size,
        _ environment: EnvironmentValues, into buffer: inout CellBuffer
    ) {
        let paint = Self.paint(shading, size: size, environment: environment)
        let raster = ShapeRaster(path: path, columns: size.width, rows: size.height, mode: mode, box: nil)
        let background = environment.attributes.background
        let style: Style = faint || paint.isFaint ? .dim : .plain
        for glyph in raster.glyphs {
            let cell = paint.cell(
                glyph.character, x: glyph.x, y: glyph.y, size: size, background: background, style: style)
            buffer.place(
                CellJoining.joined(cell, over: buffer[glyph.x, glyph.y], background: background), x: glyph.x,
                y: glyph.y, clip: buffer.bounds)
        }
    }

    /// What `shading` paints in a canvas of `size`: a gradient between two of
    /// its points is a gradient of its whole rect with those ends.
    @MainActor
    private static func paint(_ shading: GraphicsContext.Shading, size: Size, environment: EnvironmentValues)
        -> ShapePaint
    {
        guard let canvasGradient = shading.style as? CanvasGradient else {
            return ShapePaint(shading.style, in: environment)
        }
        let width = max(1, CGFloat(size.width) * 8)
        let height = max(1, CGFloat(size.height) * 16)
        func unit(_ point: CGPoint) -> UnitPoint { UnitPoint(x: point.x / width, y: point.y / height) }
        let stops = canvasGradient.gradient.paintStops(environment)
        switch canvasGradient.kind {
        case .linear(let from, let to):
            return .gradient(GradientPaint(kind: .linear(start: unit(from), end: unit(to)), stops: stops))
        case .radial(let center, let startRadius, let endRadius):
            return .gradient(
                GradientPaint(
                    kind: .radial(center: unit(center), startRadius: startRadius, endRadius: endRadius), stops: stops))
        }
    }
}
