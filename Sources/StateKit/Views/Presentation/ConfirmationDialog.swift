extension View {
    /// Presents a confirmation dialog titled `title` while `isPresented` is true, with the
    /// buttons of `actions`; any of them closes it.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(
            title: Text(String(title)), visibility: titleVisibility, isPresented: isPresented, hasData: true,
            message: nil,
            actions: AnyView(actions()), isDialog: true)
    }

    /// Presents a confirmation dialog titled `title`, with `message` under the title, while
    /// `isPresented` is true.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(
            title: Text(String(title)), visibility: titleVisibility, isPresented: isPresented, hasData: true,
            message: message(), actions: AnyView(actions()), isDialog: true)
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data`
    /// is not `nil`; its buttons are made for `data`.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(
            title: Text(String(title)), visibility: titleVisibility, isPresented: isPresented, hasData: data != nil,
            message: nil,
            actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), isDialog: true)
    }

    /// Presents a confirmation dialog about `data`, with a message made for it, while
    /// `isPresented` is true and `data` is not `nil`.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            title: Text(String(title)), visibility: titleVisibility, isPresented: isPresented, hasData: data != nil,
            message: data.map { message($0) },
            actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
            isDialog: true)
    }

    /// Presents a confirmation dialog titled `title` while `isPresented` is true, with the
    /// buttons of `actions`; any of them closes it.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(
            title: title, visibility: titleVisibility, isPresented: isPresented, hasData: true, message: nil,
            actions: AnyView(actions()), isDialog: true)
    }

    /// Presents a confirmation dialog titled `title`, with `message` under the title, while
    /// `isPresented` is true.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(
            title: title, visibility: titleVisibility, isPresented: isPresented, hasData: true,
            message: message(), actions: AnyView(actions()), isDialog: true)
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is true and `data`
    /// is not `nil`; its buttons are made for `data`.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        presentingAlert(
            title: title, visibility: titleVisibility, isPresented: isPresented, hasData: data != nil, message: nil,
            actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()), isDialog: true)
    }

    /// Presents a confirmation dialog about `data`, with a message made for it, while
    /// `isPresented` is true and `data` is not `nil`.
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        presentingAlert(
            title: title, visibility: titleVisibility, isPresented: isPresented, hasData: data != nil,
            message: data.map { message($0) },
            actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
            isDialog: true)
    }
}
