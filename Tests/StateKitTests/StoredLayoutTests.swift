import Observation
import Testing

@testable import StateKit

private protocol Shape3 {}

/// Larger than an existential's inline buffer: a value of it in an `any` sits
/// in a box of its own.
private struct Wide: Shape3, Equatable {
    var a = 1, b = 2, c = 3, d = 4
}

private struct Holder {
    var content: any Shape3
}

private class Base {
    var inherited = 7
}

private final class Derived: Base {
    var own = "own"
}

private final class Target {}

@Observable private final class TitleModel {
    var title = "first"
}

private struct WithWeak {
    weak var target: Target?
    var count: Int
}

/// A view that holds another view behind an existential, as `AnyView` does.
private struct Framed: View {
    let content: any View
    let inset: Int
    var body: some View { Text("framed") }
}

/// A view with a weak reference among its inputs.
private struct Delegating: View {
    weak var delegate: Target?
    let title: String
    var body: some View { Text(title) }
}

private protocol Store<Item>: AnyObject {
    associatedtype Item
}

@Observable private final class ItemStore: Store {
    typealias Item = Int
    var items: [Int] = []
}

/// A view holding its model behind a parameterized existential.
private struct StoreView: View {
    let store: any Store<Int>
    var body: some View { Text("store") }
}

/// Not `Equatable`: compared case by case, payload by payload.
private enum Mode {
    case edit(String)
    case view(String)
    case idle, done
}

/// A view with a struct's metatype among its inputs: a property that takes
/// no storage, though its metadata is 8 bytes wide.
private struct Measured: View {
    let unit: Int.Type
    let title: String
    var body: some View { Text(title) }
}

/// A view that hands on another type's kind, which must not make it that type.
private struct Forwarding: View {
    static var _viewKind: _ViewKind { Text._viewKind }
    var body: some View { Text("forwarding") }
}

/// A view with state, an environment value and a model, as a node binds them.
private struct Bound: View {
    @State private var count = 0
    @Environment(\.isEnabled) private var isEnabled
    let model: TitleModel
    let title: String
    var body: some View { Text(title) }
}

@Suite("A type's stored properties, read from its metadata")
@MainActor
struct StoredLayoutTests {
    @Test("a struct's properties, with the offsets and types the compiler laid out")
    func structFields() {
        let layout = StoredLayout(of: WithWeak.self)
        #expect(layout.kind == .struct)
        #expect(layout.fields.map(\.label) == ["target", "count"])
        #expect(layout.fields[1].offset == MemoryLayout<WithWeak>.offset(of: \.count))
        #expect(ObjectIdentifier(layout.fields[1].type) == ObjectIdentifier(Int.self))
        #expect(layout.fields.map(\.isStrong) == [false, true])
        #expect(layout.hasUnreadableFields && !layout.isValueType)
    }

    @Test("a class's properties, its superclass's first, read from the object")
    func classFields() {
        let layout = StoredLayout(of: Derived.self)
        #expect(layout.kind == .class)
        #expect(layout.fields.map(\.label) == ["inherited", "own"])
        let object = Derived()
        object.inherited = 9
        let values = StoredLayout.withStorage(of: object) { storage in layout.fields.map { $0.value(in: storage) } }
        #expect(values[0] as? Int == 9)
        #expect(values[1] as? String == "own")
    }

    @Test("kinds: tuples are read; enums, optionals and the standard library's structs are not")
    func kinds() {
        #expect(StoredLayout(of: (Int, String).self).kind == .tuple)
        #expect(StoredLayout(of: (Int, String).self).fields.map(\.label) == [".0", ".1"])
        #expect(StoredLayout(of: Int?.self).kind == .cases)
        #expect(StoredLayout(of: Axis.self).kind == .cases)
        #expect(StoredLayout(of: [Int].self).kind == .other)
        #expect(StoredLayout(of: String.self).fields.isEmpty)
        #expect(StoredLayout(of: Wide.self).fields.count == 4)
    }

    @Test("a value taken from a property of existential type is read as the value it holds")
    func existentialField() {
        let holder = Holder(content: Wide(a: 10, b: 20, c: 30, d: 40))
        let content = StoredLayout.withStorage(of: holder) { StoredLayout(of: Holder.self).fields[0].value(in: $0) }
        #expect(ObjectIdentifier(type(of: content)) == ObjectIdentifier(Wide.self))
        let wide = StoredLayout(of: Wide.self)
        let values = StoredLayout.withStorage(of: content) { storage in
            wide.fields.map { $0.value(in: storage) as? Int }
        }
        #expect(values == [10, 20, 30, 40])
    }

    @Test("views compare field by field through an existential and beside a weak reference")
    func viewInputs() {
        let target = Target()
        #expect(ViewInputs.areEqual(Framed(content: Text("a"), inset: 1), Framed(content: Text("a"), inset: 1)))
        #expect(!ViewInputs.areEqual(Framed(content: Text("a"), inset: 1), Framed(content: Text("b"), inset: 1)))
        #expect(!ViewInputs.areEqual(Framed(content: Text("a"), inset: 1), Framed(content: Text("a"), inset: 2)))
        #expect(ViewInputs.areEqual(Delegating(delegate: target, title: "t"), Delegating(delegate: target, title: "t")))
        #expect(!ViewInputs.areEqual(Delegating(delegate: target, title: "t"), Delegating(delegate: nil, title: "t")))
        #expect(
            !ViewInputs.areEqual(Delegating(delegate: target, title: "t"), Delegating(delegate: target, title: "u")))
    }

    @Test("a property of a metatype is not read from bytes it does not have; its view compares by Mirror")
    func metatypeField() {
        let layout = StoredLayout(of: Measured.self)
        #expect(layout.fields.map(\.label) == ["unit", "title"])
        #expect(layout.fields.map(\.isReadable) == [false, true])
        #expect(layout.hasUnreadableFields && !layout.isValueType)
        #expect(ViewInputs.areEqual(Measured(unit: Int.self, title: "a"), Measured(unit: Int.self, title: "a")))
        #expect(!ViewInputs.areEqual(Measured(unit: Int.self, title: "a"), Measured(unit: Int.self, title: "b")))
    }

    @Test("a node binds its view's wrappers and holds its models, and reads nothing else")
    func boundFields() {
        let fields = BoundFields[Bound.self]
        #expect(fields.wrappers.map(\.field.label) == ["_count", "_isEnabled"])
        #expect(fields.objects.map(\.label) == ["model"])
        #expect(BoundFields[Delegating.self].isEmpty)
    }

    @Test("plain values with the same bytes are equal without asking whether their type is Equatable")
    func plainBytes() {
        #expect(StoredLayout.haveSamePlainBytes(3, 3))
        #expect(!StoredLayout.haveSamePlainBytes(3, 4))
        #expect(!StoredLayout.haveSamePlainBytes(3, 3.0))
        #expect(StoredLayout.haveSamePlainBytes(Wide(), Wide()))
        // A string holds a reference: its bytes do not decide; `==` does.
        #expect(!StoredLayout.haveSamePlainBytes("a", "a"))
        #expect(ViewInputs.valuesEqual("a", "a", depth: 0))
        // The same bytes are the same input, even where `==` says otherwise.
        #expect(ViewInputs.valuesEqual(Double.nan, Double.nan, depth: 0))
    }

    @Test("enum values differ by their case, payload or not, as well as by their payloads")
    func enumCases() {
        #expect(!ViewInputs.valuesEqual(Mode.edit("x"), Mode.view("x"), depth: 0))
        #expect(!ViewInputs.valuesEqual(Mode.idle, Mode.done, depth: 0))
        #expect(!ViewInputs.valuesEqual(Mode.edit("x"), Mode.edit("y"), depth: 0))
        #expect(ViewInputs.valuesEqual(Mode.edit("x"), Mode.edit("x"), depth: 0))
        #expect(ViewInputs.valuesEqual(Mode.idle, Mode.idle, depth: 0))
        #expect(StoredLayout.caseName(of: Mode.view("x")) == "view")
    }

    @Test("a model behind a parameterized existential is held; a view handing on another's kind stays its own")
    func edges() {
        #expect(BoundFields[StoreView.self].objects.map(\.label) == ["store"])
        #expect(PrimitiveDispatch.kind(of: Forwarding.self).primitive == nil)
        #expect(PrimitiveDispatch.kind(of: Text.self).primitive != nil)
    }
}
