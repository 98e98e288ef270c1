extension View {
    /// Presents an alert titled `title` while `isPresented` is true, with the
    /// buttons of `actions`; any of them closes it.
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(
            title: Text(String(title)), visibility: .visible, isPresented: isPresented, hasData: true, message: nil,
            actions: AnyView(actions()), isDialog: false)
    }

    /// Presents an alert titled `title`, with `message` under the title, while
    /// `isPresented` is true.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(
            title: Text(String(title)), visibility: .visible, isPresented: isPresented, hasData: true,
            message: message(), actions: AnyView(actions()), isDialog: false)
    }

    /// Presents an alert about `data` while `isPresented` is true and `data`
    /// is not `nil`; its buttons are made for `data`.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(
            title: Text(String(title)), visibility: .visible, isPresented: isPresented, hasData: data != nil,
            message: nil,
            actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), isDialog: false)
    }

    /// Presents an alert about `data`, with a message made for it, while
    /// `isPresented` is true and `data` is not `nil`.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            title: Text(String(title)), visibility: .visible, isPresented: isPresented, hasData: data != nil,
            message: data.map { message($0) },
            actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
            isDialog: false)
    }

    /// Presents an alert titled `title` while `isPresented` is true, with the
    /// buttons of `actions`; any of them closes it.
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(
            title: title, visibility: .visible, isPresented: isPresented, hasData: true, message: nil,
            actions: AnyView(actions()), isDialog: false)
    }

    /// Presents an alert titled `title`, with `message` under the title, while
    /// `isPresented` is true.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(
            title: title, visibility: .visible, isPresented: isPresented, hasData: true,
            message: message(), actions: AnyView(actions()), isDialog: false)
    }

    /// Presents an alert about `data` while `isPresented` is true and `data`
    /// is not `nil`; its buttons are made for `data`.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(
            title: title, visibility: .visible, isPresented: isPresented, hasData: data != nil, message: nil,
            actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), isDialog: false)
    }

    /// Presents an alert about `data`, with a message made for it, while
    /// `isPresented` is true and `data` is not `nil`.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            title: title, visibility: .visible, isPresented: isPresented, hasData: data != nil,
            message: data.map { message($0) },
            actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
            isDialog: false)
    }

    /// Presents the old-style `alert` while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> some View {
        presenting(
            .alert, isPresented: isPresented, onDismiss: nil, content: { content().body(isDialog: false) })
    }

    /// Presents the old-style alert made for `item` while it is not `nil`;
    /// closing it sets `item` to `nil`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> some View {
        presenting(.alert, item: item, onDismiss: nil, content: { content($0).body(isDialog: false) })
    }

    /// Presents the old-style action sheet while `isPresented` is true, as a
    /// confirmation dialog.
    public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet) -> some View {
        presenting(.alert, isPresented: isPresented, onDismiss: nil, content: { content().body })
    }

    func presentingAlert(
        title: Text?, visibility: Visibility, isPresented: Binding<Bool>, hasData: Bool, message: (any View)?,
        actions: AnyView, isDialog: Bool
    ) -> some View {
        let body = AlertBody(
            title: visibility == .hidden ? nil : title, message: message, actions: actions, isDialog: isDialog)
        return PresentationModifier(
            content: self,
            anchor: PresentationAnchor(
                style: .alert, identity: { isPresented.wrappedValue && hasData ? AnyHashable(true) : nil },
                dismiss: { isPresented.wrappedValue = false }, onDismiss: nil, content: { AnyView(body) }))
    }
}
