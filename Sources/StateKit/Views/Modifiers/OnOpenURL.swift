extension View {
    /// Accepted, with no effect: a terminal program is not handed URLs while
    /// it runs. Read a URL given at start from `CommandLine.arguments`.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
