// Elements that hold the elements of views: made here, where the resolve
// context is, and updated in place through their own methods.

extension StackElement {
    /// A stack of the elements `content` resolves to.
    convenience init(_ axis: Axis, spacing: Int, alignment: Position, of content: some View, in context: ResolveContext)
    {
        var children: [Element] = []
        context.beginLevel(replacing: .none)
        context.resolve(content, at: .index(0), into: &children)
        context.endLevel()
        self.init(axis: axis, spacing: spacing, alignment: alignment, children: children)
    }

    /// The stack of `content` appended at `index` of `context`'s level: the
    /// previous evaluation's, updated in place with its children, or a new one.
    static func resolve(
        _ axis: Axis, spacing: Int, alignment: Position, of content: some View, in context: ResolveContext,
        at index: Int
    ) -> StackElement {
        guard let stack = context.reusable(StackElement.self, at: index) else {
            return StackElement(axis, spacing: spacing, alignment: alignment, of: content, in: context)
        }
        var children = stack.takeSpareChildren()
        children.reserveCapacity(stack.children.count)
        context.beginLevel(replacing: .all(stack.children))
        context.resolve(content, at: .index(0), into: &children)
        context.endLevel()
        stack.update(axis: axis, spacing: spacing, alignment: alignment, children: children)
        return stack
    }
}

extension WrapperElement {
    /// The wrapper of `content` appended at `index` of `context`'s level: the
    /// previous evaluation's, updated in place, or a new one.
    static func resolve(
        _ content: some View, in context: ResolveContext, at index: Int,
        shortcut: Shortcut? = nil, timer: ViewTimer? = nil
    ) -> WrapperElement {
        guard let wrapper = context.reusable(WrapperElement.self, at: index) else {
            return WrapperElement(child: context.resolveOne(content, at: .index(0)), shortcut: shortcut, timer: timer)
        }
        let child = context.resolveOne(content, at: .index(0), replacing: wrapper.child)
        wrapper.update(child: child, shortcut: shortcut, timer: timer)
        return wrapper
    }
}
