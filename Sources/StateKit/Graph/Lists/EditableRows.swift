/// What deleting and moving the rows of one `ForEach` do.
struct RowEditActions {
    var delete: ((IndexSet) -> Void)?
    var move: ((IndexSet, Int) -> Void)?

    /// These actions, with those of `inner` where these have none.
    func over(_ inner: RowEditActions?) -> RowEditActions {
        RowEditActions(delete: delete ?? inner?.delete, move: move ?? inner?.move)
    }
}

/// The rows of a `ForEach` with the actions that delete and move them.
struct EditableRows: RowSegment {
    let rows: any RowSegment
    let actions: RowEditActions

    var count: Int { rows.count }
    func id(at offset: Int) -> AnyHashable { rows.id(at: offset) }
    func resolveRow(_ offset: Int, in context: ResolveContext, segment: Int, into elements: inout [Element]) {
        rows.resolveRow(offset, in: context, segment: segment, into: &elements)
    }
}
