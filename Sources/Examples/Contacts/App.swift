// A contacts app as it is written for SwiftUI: a NavigationStack driven by a
// path, a list of links by value, a detail page with its own state and a link
// to a further page, titles, and a way back by Escape, the back button or a
// button that dismisses.
import StateKit

struct Contact: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var phone: String
    var email: String
}

@Observable
final class AddressBook {
    var contacts = [
        Contact(name: "Ada Lovelace", phone: "555-0101", email: "ada@example.org"),
        Contact(name: "Grace Hopper", phone: "555-0102", email: "grace@example.org"),
        Contact(name: "Katherine Johnson", phone: "555-0103", email: "katherine@example.org"),
    ]
}

@main
struct ContactsApp: App {
    @State private var book = AddressBook()

    var body: some Scene {
        WindowGroup {
            ContactList()
                .environment(book)
        }
    }
}

struct ContactList: View {
    @Environment(AddressBook.self) private var book
    @State private var path: [Contact] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading) {
                List(book.contacts) { contact in
                    NavigationLink(contact.name, value: contact)
                }
                Text("\(book.contacts.count) contacts · \(path.count) open")
                    .foregroundStyle(.secondary)
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                ContactDetail(contact: contact)
            }
        }
    }
}

struct ContactDetail: View {
    let contact: Contact
    @State private var note = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(contact.name).font(.title)
            Text("Phone: \(contact.phone)")
            Text("Email: \(contact.email)")
            TextField("Note", text: $note)
                .textFieldStyle(.roundedBorder)
            HStack {
                NavigationLink("History") {
                    Text("No calls with \(contact.name) yet.")
                        .navigationTitle("History")
                }
                Button("Done") { dismiss() }
            }
        }
        .padding()
        .navigationTitle(contact.name)
    }
}
