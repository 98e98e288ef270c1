import StateKit
import StateKitTesting
import Testing

// Button roles, and EditButton turning the environment's edit mode.

struct Trash: View {
    @State private var deleted = 0
    var body: some View {
        VStack(alignment: .leading) {
            Button("Delete", role: .destructive) { deleted += 1 }
            Button(role: .cancel) {
            } label: {
                Text("Keep")
            }
            Text("deleted \(deleted)")
        }
    }
}

struct EditingList: View {
    @State private var mode = EditMode.inactive
    var body: some View {
        VStack(alignment: .leading) {
            EditButton()
            EditState()
        }
        .environment(\.editMode, $mode)
    }
}

struct EditState: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "editing" : "viewing")
    }
}

@MainActor
@Suite("Button roles and the edit mode")
struct ButtonRoleAndEditModeTests {
    @Test(
        "a destructive button is drawn in red and acts as any button; a cancel button is drawn in the tint, as any other"
    )
    func roles() throws {
        let host = HeadlessHost(Trash(), width: 20, height: 3)
        let delete = try #require(host.styleRuns.first { $0.text.contains("Delete") })
        #expect(delete.foreground == .red)
        let keep = try #require(host.styleRuns.first { $0.text.contains("Keep") })
        #expect(keep.foreground == .accentColor)
        try host.click(on: "Delete")
        #expect(host.lines[2].hasPrefix("deleted 1"))
    }

    @Test("EditButton reads Edit and Done and turns the edit mode bound above it")
    func editButton() throws {
        let host = HeadlessHost(EditingList(), width: 20, height: 2)
        #expect(host.lines[0].hasPrefix(" Edit "))
        #expect(host.lines[1].hasPrefix("viewing"))
        try host.click(on: "Edit")
        #expect(host.lines[0].hasPrefix(" Done "))
        #expect(host.lines[1].hasPrefix("editing"))
        try host.click(on: "Done")
        #expect(host.lines[1].hasPrefix("viewing"))
    }

    @Test("without an edit mode above it, EditButton is drawn disabled and does nothing")
    func editButtonAlone() throws {
        let host = HeadlessHost(
            VStack {
                EditButton()
                EditState()
            }, width: 20, height: 2)
        let edit = try #require(host.styleRuns.first { $0.text.contains("Edit") })
        #expect(edit.isDim)
        try host.click(on: "Edit")
        #expect(host.lines[0].contains("Edit"))
    }
}
