extension View {
    /// Ties the focus of the controls below to `condition`: `true` while one
    /// of them has it; setting it to `true` focuses the first, to `false`
    /// takes the focus away.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let slot = condition.slot
        return FocusedModifier(
            content: self,
            tag: {
                FocusTag(
                    state: slot.identity, isSelected: { slot.storage?.value == true }, select: { slot.write(true) },
                    deselect: { if slot.storage?.value == true { slot.write(false) } })
            })
    }

    /// Ties the focus of the controls below to `binding` holding `value`:
    /// `value` while one of them has it; setting `value` focuses the first,
    /// setting `nil` takes the focus away.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        let slot = binding.slot
        return FocusedModifier(
            content: self,
            tag: {
                FocusTag(
                    state: slot.identity, isSelected: { slot.storage?.value == value }, select: { slot.write(value) },
                    deselect: {
                        guard slot.storage?.value == value, let cleared = Self.cleared(value) else { return }
                        slot.write(cleared)
                    })
            })
    }

    /// `nil` of an optional value's type, for a state to be cleared with;
    /// a value of another type cannot be cleared.
    private static func cleared<Value>(_ value: Value) -> Value? {
        (Value.self as? any NilRepresentable.Type)?.nilValue as? Value
    }
}

/// An optional's `nil`, reached from a generic value.
private protocol NilRepresentable {
    static var nilValue: Self { get }
}

extension Optional: NilRepresentable {
    fileprivate static var nilValue: Self { nil }
}

/// The result of `.focused`.
struct FocusedModifier<Content: View>: View, PrimitiveView {
    let content: Content
    let tag: @MainActor () -> FocusTag

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let child = context.resolveOne(content, at: .index(0))
        elements.append(FocusScopeElement(child: child, scope: .focusTag(tag())))
    }
}
