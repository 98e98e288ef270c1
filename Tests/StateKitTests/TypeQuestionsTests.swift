import Testing

@testable import StateKit

/// A view of the test's own, as an app declares one.
private struct OwnView: View {
    var body: some View { Text("own") }
}

/// A view of the test's own that stands in a list's rows, with a title.
private struct OwnRow: View {
    let title: String
    var body: some View { Text(title).padding() }
}

@Suite("What a first frame asks the runtime, and what it knows without asking")
@MainActor
struct TypeQuestionsTests {
    @Test("types are named as String(describing:) and String(reflecting:) name them")
    func names() {
        #expect(typeName(OwnView.self) == String(describing: OwnView.self))
        #expect(
            typeName(ModifiedContent<Text, EmptyModifier>.self)
                == String(describing: ModifiedContent<Text, EmptyModifier>.self))
        #expect(qualifiedTypeName(Text.self) == String(reflecting: Text.self))
        #expect(qualifiedTypeName(Text.self) == "StateKit.Text")
    }

    @Test("StateKit's types are StateKit's, generic ones too; the app's and the standard library's are not")
    func stateKitTypes() {
        #expect(StateKitTypes.contains(Text.self))
        #expect(StateKitTypes.contains(State<Int>.self))
        #expect(StateKitTypes.contains(ModifiedContent<OwnView, EmptyModifier>.self))
        #expect(!StateKitTypes.contains(OwnView.self))
        #expect(!StateKitTypes.contains(String.self))
        #expect(!StateKitTypes.contains([Text].self))
    }

    @Test("primitives are known as primitives, the app's views as views with a body, shapes included")
    func primitives() {
        #expect(PrimitiveDispatch.kind(of: Text.self).primitive != nil)
        #expect(PrimitiveDispatch.kind(of: Circle.self).primitive != nil)
        #expect(PrimitiveDispatch.kind(of: VStack<Text>.self).primitive != nil)
        #expect(PrimitiveDispatch.kind(of: OwnView.self).primitive == nil)
        #expect(PrimitiveDispatch.kind(of: OwnView.self).traits == nil)
        #expect(PrimitiveDispatch.kind(of: OwnRow.self).primitive == nil)
    }

    @Test("everyday values are known Equatable without asking, and compare as their == says")
    func everydayEquatables() {
        #expect(EverydayEquatables.equatable(Int.self) != nil)
        #expect(EverydayEquatables.equatable(String?.self) != nil)
        #expect(EverydayEquatables.equatable(OwnView.self) == nil)
        #expect(AnyEquality.compare("a", "a") == true)
        #expect(AnyEquality.compare("a", "b") == false)
        #expect(AnyEquality.compare(1, "1") == false)
        let comparer = EqualityComparer.shared(for: Int.self)
        #expect(comparer?.areEqual(2, 2) == true)
        #expect(comparer?.areEqual(2, 3) == false)
    }
}
