// A contacts app as it is written for SwiftUI: a NavigationStack driven by a
// path, a list of links by value, a detail page with its own state and a link
// to a further page, titles, and a way back by Escape, the back button or a
// button that dismisses; a toolbar whose "Add" opens a sheet with a form of
// its own, a delete that an alert confirms, and a phone number and an email
// address that can be selected and copied.
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

    func delete(_ contact: Contact) {
        contacts.removeAll { $0.id == contact.id }
    }
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
    @State private var isAdding = false

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
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") { isAdding = true }
                }
            }
            .sheet(isPresented: $isAdding) {
                AddContact { book.contacts.append($0) }
            }
        }
    }
}

struct AddContact: View {
    let save: (Contact) -> Void
    @State private var name = ""
    @State private var phone = ""
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                TextField("Name", text: $name)
                TextField("Phone", text: $phone)
                Text(name.isEmpty ? "A contact needs a name." : "Save adds \(name).")
                    .foregroundStyle(.secondary)
            }
            .padding()
            .navigationTitle("New contact")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        save(Contact(name: name, phone: phone, email: ""))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

struct ContactDetail: View {
    let contact: Contact
    @State private var note = ""
    @State private var confirmsDelete = false
    @Environment(\.dismiss) private var dismiss
    @Environment(AddressBook.self) private var book

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(contact.name).font(.title)
            Group {
                Text("Phone: \(contact.phone)")
                Text("Email: \(contact.email)")
            }
            .textSelection(.enabled)
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
        .toolbar {
            Button("Delete", role: .destructive) { confirmsDelete = true }
        }
        .alert("Delete \(contact.name)?", isPresented: $confirmsDelete) {
            Button("Delete", role: .destructive) {
                book.delete(contact)
                dismiss()
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This contact will be removed from your address book.")
        }
    }
}
