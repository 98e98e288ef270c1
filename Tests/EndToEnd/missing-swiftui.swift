// SwiftUI code that uses the names StateKit does not have: run.sh type-checks
// it against the built module and expects StateKit's message for each of them,
// and no other error; unavailable_names.py checks that it uses every name the
// sources declare unavailable.
import StateKit

struct UsesMissingNames: View {
    @State private var isPresented = false
    @State private var item: Item?
    @State private var choice = 0
    @State private var level = 0.5
    @State private var count = 0
    @State private var text = ""
    @State private var date = Date()
    @State private var color = Color.red
    @SceneStorage("tab") private var sceneTab = 0
    @ScaledMetric private var iconSize: CGFloat = 20
    @GestureState private var dragOffset = CGSize.zero
    @Namespace private var namespace
    @Environment(\.horizontalSizeClass) private var sizeClass

    struct Item: Identifiable {
        let id: Int
    }

    var body: some View {
        VStack {
            controls
            layout
            drawing
        }
    }

    @ViewBuilder private var controls: some View {
        ColorPicker("colour", selection: $color)
        ShareLink(item: URL(string: "https://example.com")!)
    }

    @ViewBuilder private var layout: some View {
        Text("offset").offset(x: 2)
        Text("position").position(x: 2, y: 2)
        Text("z").zIndex(1)
    }

    @ViewBuilder private var drawing: some View {
        Text("shadow").shadow(radius: 2)
        Text("scale").scaleEffect(2)
        Text("rotate").rotationEffect(.degrees(90))
        Text("blur").blur(radius: 2)
        Text("press").onLongPressGesture { count += 1 }
        Text("hover").onHover { _ in }
        Text("drag").gesture(DragGesture().onChanged { _ in })
        Text("tap gesture").simultaneousGesture(TapGesture().onEnded {})
        Text("long press").onAppear { _ = LongPressGesture() }
        Text("magnify").onAppear { _ = MagnifyGesture() }
        Text("rotation").onAppear { _ = RotationGesture() }
        Text("matched").matchedGeometryEffect(id: 1, in: namespace)
        Text("help").help("help")
        Text("redacted").redacted(reason: .placeholder)
        Text("scroll").scrollDisabled(true)
    }
}
