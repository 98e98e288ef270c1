import StateKit

extension Screens {
    /// `AuthenticationView`'s body: the state, then the user with a log-out
    /// button, or the login form.
    static func authentication(
        user: User?, loginForm: some View, logOut: @escaping @MainActor () -> Void
    ) -> some View {
        VStack(alignment: .leading) {
            Text(user == nil ? "NOT AUTHENTICATED" : "AUTHENTICATED").bold()
            if let user {
                Text("Signed in as \(user.name)")
                Button("Log out", key: "a", action: logOut)
            } else {
                loginForm.pane()
            }
        }
    }

    /// `LoginView`'s body: `n` focuses the name field, Enter or `a` logs in.
    static func login(name: Binding<String>, logIn: @escaping @MainActor () -> Void) -> some View {
        VStack(alignment: .leading) {
            TextField("Name:", text: name, focusKey: "n", onSubmit: logIn)
            Button("Log in (empty: guest)", key: "a", action: logIn)
        }
    }
}
