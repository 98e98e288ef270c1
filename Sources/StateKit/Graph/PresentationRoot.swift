/// The root of presented content: a node the renderer lays out from, in
/// the box, whatever the content's size does.
struct PresentationRoot: View, InternalView {
    let content: AnyView

    var body: some View { content }
}
