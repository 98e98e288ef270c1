// A tip calculator as it is written for SwiftUI: a Form of Sections, a
// currency field that commits on Return or when the focus leaves, a picker
// of how many share the bill, a segmented picker of tips, and the total per
// person in the currency's format. A toolbar's Done, shown while the amount
// has the focus, leaves the field.
import StateKit

@main
struct TipCalculatorApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct ContentView: View {
    @State private var checkAmount = 0.0
    @State private var numberOfPeople = 2
    @State private var tipPercentage = 20
    @FocusState private var amountIsFocused: Bool

    let tipPercentages = [10, 15, 20, 25, 0]
    let currency = FloatingPointFormatStyle<Double>.Currency(code: Locale.current.currency?.identifier ?? "USD")

    var tipValue: Double { checkAmount / 100 * Double(tipPercentage) }
    var grandTotal: Double { checkAmount + tipValue }
    var totalPerPerson: Double { grandTotal / Double(numberOfPeople) }

    var body: some View {
        NavigationStack {
            Form {
                Section("Bill") {
                    TextField("Amount", value: $checkAmount, format: currency)
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)
                    Picker("Number of people", selection: $numberOfPeople) {
                        ForEach(1..<21) { Text("\($0) \($0 == 1 ? "person" : "people")") }
                    }
                }
                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $tipPercentage) {
                        ForEach(tipPercentages, id: \.self) {
                            Text($0, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }
                Section {
                    LabeledContent("Tip", value: tipValue, format: currency)
                    LabeledContent("Total", value: grandTotal, format: currency)
                } header: {
                    Text("Totals")
                }
                Section("Amount per person") {
                    Text(totalPerPerson, format: currency)
                        .bold()
                }
            }
            .navigationTitle("Tip Calculator")
            .toolbar {
                if amountIsFocused {
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}
