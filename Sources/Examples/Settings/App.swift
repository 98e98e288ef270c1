// A settings screen as it is written for SwiftUI: a Form with every kind of
// control, in sections — text, secure and number fields, a segmented, a menu
// and an inline picker, switches and a toggle button, a stepper, a slider, a
// date picker of the time, a progress bar and a gauge in a group box, a
// picker that pushes its options, labelled content, a disclosure group, a
// text editor, buttons in a control group, and a destructive button that an
// alert confirms.
import StateKit

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsView()
        }
    }
}

struct SettingsView: View {
    @State private var name = "Ada"
    @State private var password = ""
    @State private var age = 36
    @State private var theme = Theme.system
    @State private var fontSize = 14
    @State private var notifications = true
    @State private var sounds = false
    @State private var reminders = 2
    @State private var volume = 0.5
    @State private var language = "English"
    @State private var bio = ""
    @State private var confirmsReset = false
    @State private var showsAdvanced = false
    @State private var units = "Metric"
    @State private var bold = false
    @State private var quietFrom = Calendar.current.date(bySettingHour: 22, minute: 0, second: 0, of: .now) ?? .now

    let languages = ["English", "Français", "Deutsch", "Español"]

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $name)
                    SecureField("Password", text: $password)
                    TextField("Age", value: $age, format: .number)
                }
                Section {
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases) { Text($0.rawValue.capitalized) }
                    }
                    .pickerStyle(.segmented)
                    Picker("Font size", selection: $fontSize) {
                        ForEach([12, 14, 16, 18], id: \.self) { Text("\($0) pt") }
                    }
                    Picker("Units", selection: $units) {
                        Text("Metric").tag("Metric")
                        Text("Imperial").tag("Imperial")
                    }
                    .pickerStyle(.inline)
                    Toggle("Bold text", isOn: $bold)
                        .toggleStyle(.button)
                } header: {
                    Text("Appearance")
                } footer: {
                    Text("Theme: \(theme.rawValue), \(fontSize) pt")
                }
                Section("Notifications") {
                    Toggle("Notifications", isOn: $notifications)
                        .toggleStyle(.switch)
                    Toggle("Sounds", isOn: $sounds)
                        .toggleStyle(.switch)
                        .disabled(!notifications)
                    Stepper("Reminders: \(reminders)", value: $reminders, in: 0...5)
                    Slider(value: $volume, in: 0...1, step: 0.1) {
                        Text("Volume \(Int((volume * 10).rounded()))")
                    } minimumValueLabel: {
                        Text("0")
                    } maximumValueLabel: {
                        Text("10")
                    }
                    DatePicker("Quiet from", selection: $quietFrom, displayedComponents: .hourAndMinute)
                }
                Section("Storage") {
                    GroupBox("This device") {
                        ProgressView("Synced", value: 0.7)
                        Gauge(value: 42, in: 0...64) {
                            Text("Used")
                        } currentValueLabel: {
                            Text("42 of 64 GB")
                        }
                    }
                    ControlGroup {
                        Button("Back up") {}
                        Button("Restore") {}
                    }
                }
                Section("About") {
                    Picker("Language", selection: $language) {
                        ForEach(languages, id: \.self) { Text($0) }
                    }
                    .pickerStyle(.navigationLink)
                    LabeledContent("Version", value: "2.1")
                    DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                        Text("Cache: 12 MB")
                        Button("Clear cache") {}
                    }
                    TextEditor(text: $bio)
                        .frame(height: 48)
                    Button("Reset all settings", role: .destructive) {
                        confirmsReset = true
                    }
                }
            }
            .navigationTitle("Settings")
            .alert("Reset all settings?", isPresented: $confirmsReset) {
                Button("Reset", role: .destructive, action: reset)
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("Every setting goes back to its first value.")
            }
        }
    }

    func reset() {
        name = "Ada"
        password = ""
        age = 36
        theme = .system
        fontSize = 14
        notifications = true
        sounds = false
        reminders = 2
        volume = 0.5
        language = "English"
        bio = ""
        units = "Metric"
        bold = false
    }
}
