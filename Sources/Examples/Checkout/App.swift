import StateKit

// example-checkout: an order's checkout laid out as for a phone, in points:
// `padding(20)`, `spacing: 12`, a picture 200 points tall and a button of at
// least 44 by 44. On a terminal of 80x24 all of it shows at once.

@main
struct CheckoutApp: App {
    var body: some Scene {
        WindowGroup {
            CheckoutView()
        }
    }
}

struct CheckoutView: View {
    @State private var quantity = 3
    @State private var confirmation = ""
    @State private var showsConfirmation = false

    private let price = 2.5

    var body: some View {
        VStack(spacing: 12) {
            Text("Cupcake Corner")
                .font(.title)
            AsyncImage(url: URL(string: "https://example.com/cupcakes.jpg")) { image in
                image
                    .resizable()
                    .scaledToFit()
            } placeholder: {
                Text("Loading the picture…")
                    .foregroundStyle(.secondary)
            }
            .frame(height: 200)
            Stepper("Cupcakes: \(quantity)", value: $quantity, in: 1...20)
            HStack(spacing: 12) {
                Text("Total")
                Spacer()
                Text(Double(quantity) * price, format: .currency(code: "USD"))
                    .bold()
            }
            Button("Place Order") {
                confirmation = "\(quantity) cupcakes are on their way."
                showsConfirmation = true
            }
            .frame(minWidth: 44, minHeight: 44)
        }
        .padding(20)
        .alert("Thank you!", isPresented: $showsConfirmation) {
            Button("OK") {}
        } message: {
            Text(confirmation)
        }
    }
}
