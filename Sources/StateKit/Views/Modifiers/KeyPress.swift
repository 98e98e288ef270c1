extension View {
    /// Runs `action` when `key` is pressed while this view is on screen, without
    /// drawing anything (list navigation with Up and Down, say).
    @inlinable
    package func onKeyPress(_ key: Key, action: @escaping @MainActor () -> Void) -> KeyPressModifier<Self> {
        KeyPressModifier(content: self, key: key, action: action)
    }
}

/// The result of `.onKeyPress(_:action:)`.
@usableFromInline
package struct KeyPressModifier<Content: View>: View, PrimitiveView {
    /// Drawn by StateKit: spelled out, as `@usableFromInline` requires.
    @usableFromInline package static var _viewKind: _ViewKind { viewKind }

    let content: Content
    let key: Key
    let action: @MainActor () -> Void

    /// Made inline where the body is written, with `onKeyPress`: its type is
    /// then known there, not looked up at every evaluation.
    @usableFromInline
    init(content: Content, key: Key, action: @escaping @MainActor () -> Void) {
        self.content = content
        self.key = key
        self.action = action
    }

    /// Key presses are handled by StateKit.
    @usableFromInline
    package var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        elements.append(
            WrapperElement.resolve(
                content, in: context, at: elements.count, shortcut: Shortcut(key: key, action: action)))
    }
}
