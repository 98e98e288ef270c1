/// Views in rows and columns, as SwiftUI's `Grid`: each `GridRow` a row of
/// cells, each column as wide as its widest cell, each row as tall as its
/// tallest; a view that is not a `GridRow` takes a row of its own, across
/// every column. Cells sit in their room as `alignment` says.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the rows `content` makes, its columns `horizontalSpacing`
    /// points apart (a column by default) and its rows `verticalSpacing`
    /// (none).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// Grids are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            GridElement(
                rows: context.resolveLevel(content, at: .index(0)), alignment: alignment,
                horizontalSpacing: context.environment.lengthScale.gapColumns(horizontalSpacing, or: 1),
                verticalSpacing: context.environment.lengthScale.rows(verticalSpacing, or: 0)))
    }
}

/// A row of a `Grid`: its views are the row's cells, one a column. Outside
/// a grid, a row of views a column apart.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells `content` makes, placed on the vertical axis as
    /// `alignment` says, else as the grid's alignment does.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Grid rows are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(GridRowElement(cells: context.resolveLevel(content, at: .index(0)), alignment: alignment))
    }
}

/// Views flowing into columns, row after row, as SwiftUI's `LazyVGrid`: the
/// columns as `columns` size them in the width the grid is offered; each row
/// as tall as its tallest cell, `spacing` points apart (none by default).
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of the views `content` makes, in `columns`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Grids are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            FlowGridElement(
                items: context.resolveLevel(content, at: .index(0)), tracks: columns, axis: .vertical,
                alignment: Alignment(horizontal: alignment, vertical: .center),
                spacing: context.environment.lengthScale.rows(spacing, or: 0), scale: context.environment.lengthScale))
    }
}

/// Views flowing into rows, column after column, as SwiftUI's `LazyHGrid`:
/// the rows as `rows` size them in the height the grid is offered; each
/// column as wide as its widest cell, `spacing` points apart (a column by
/// default).
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of the views `content` makes, in `rows`.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Grids are drawn by StateKit.
    public var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            FlowGridElement(
                items: context.resolveLevel(content, at: .index(0)), tracks: rows, axis: .horizontal,
                alignment: Alignment(horizontal: .center, vertical: alignment),
                spacing: context.environment.lengthScale.gapColumns(spacing, or: 1),
                scale: context.environment.lengthScale))
    }
}
