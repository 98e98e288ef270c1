/// A view made of a collection's elements, as SwiftUI's `DynamicViewContent`:
/// a `ForEach`, to which `onDelete(perform:)` and `onMove(perform:)` give
/// what deleting and moving its rows do.
public protocol DynamicViewContent: View {
    /// The collection the content is made of.
    associatedtype Data: Collection
    /// The collection the content is made of.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// What deleting rows of this content in a `List` does: `action` gets
    /// their offsets in the collection (`remove(atOffsets:)` takes them). The
    /// Delete key deletes the list's current row, or its selected rows; in
    /// edit mode, a click on a row's `⊖` deletes it. `nil` deletes nothing.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableContent(base: self, actions: RowEditActions(delete: action))
    }

    /// What moving rows of this content in a `List` does: `action` gets
    /// their offsets and the offset to move them before
    /// (`move(fromOffsets:toOffset:)` takes them). Alt-Up and Alt-Down move the
    /// list's current row, in edit mode or not. `nil` moves nothing.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableContent(base: self, actions: RowEditActions(move: action))
    }
}

/// Content given `onDelete` or `onMove`: in a list, its rows carry the
/// actions; elsewhere it is its content.
struct EditableContent<Base: DynamicViewContent>: DynamicViewContent, PrimitiveView, TransparentView {
    let base: Base
    let actions: RowEditActions

    var data: Base.Data { base.data }

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        context.resolve(base, at: .index(0), into: &elements)
    }
}

extension EditableContent: RowSegmentSource {
    func collectRowSegments(into source: inout RowSource) {
        var inner = RowSource(EmptyView())
        inner.add(base)
        for segment in inner.segments {
            let edited = segment as? EditableRows
            source.append(EditableRows(rows: edited?.rows ?? segment, actions: actions.over(edited?.actions)))
        }
    }
}
