import StateKit
import StateKitTesting
import Testing

// What pushing, popping, presenting and dismissing evaluate and write, as
// exact counts: a push evaluates the pushed subtree and nothing else, a pop
// and a dismissal evaluate nothing, an alert evaluates nothing under it.

struct Shop: View {
    @State private var confirms = false
    @State private var showsCart = false
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                ShopHeader()
                ForEach(1...5, id: \.self) { number in
                    NavigationLink("Item \(number)", value: number)
                }
                NavigationLink("Help") { ItemPage(number: 0) }
                Button("Empty cart") { confirms = true }
                Button("Cart") { showsCart = true }
            }
            .navigationTitle("Shop")
            .navigationDestination(for: Int.self) { number in
                ItemPage(number: number)
            }
            .alert("Empty the cart?", isPresented: $confirms) {
                Button("Empty", role: .destructive) {}
            }
            .sheet(isPresented: $showsCart) { CartSheet() }
        }
    }
}

struct DeepShop: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Two items") { path = [2, 4] }
                .navigationTitle("Shop")
                .navigationDestination(for: Int.self) { number in
                    ItemPage(number: number)
                }
        }
    }
}

struct ShopHeader: View {
    var body: some View { Text("Welcome") }
}

struct ItemPage: View {
    let number: Int
    var body: some View {
        VStack {
            ItemTitle(number: number)
            ItemPrice(number: number)
        }
        .navigationTitle("Item \(number)")
    }
}

struct ItemTitle: View {
    let number: Int
    var body: some View { Text("The item numbered \(number)") }
}

struct ItemPrice: View {
    let number: Int
    var body: some View { Text("\(number * 3) coins") }
}

struct CartSheet: View {
    var body: some View { CartLine() }
}

struct CartLine: View {
    var body: some View { Text("nothing in the cart") }
}

@MainActor
@Suite("Navigation counts")
struct NavigationCountTests {
    private static let fullFrame = 80 * 24

    @Test("a push evaluates the pushed view and its children, nothing else; a pop evaluates nothing")
    func pushAndPop() throws {
        let host = HeadlessHost(Shop(), width: 80, height: 24)
        let before = host.evaluations
        try host.click(on: "Item 3")
        #expect(host.text.contains("9 coins"))
        #expect(host.evaluations - before == 3, "ItemPage, ItemTitle and ItemPrice")
        #expect(host.renders(of: Shop.self) == 1)
        #expect(host.renders(of: ShopHeader.self) == 1)
        #expect(host.cellsWrittenByLastFrame <= Self.fullFrame)
        let pushed = host.evaluations
        host.press(.escape)
        #expect(host.text.contains("Welcome"))
        #expect(host.evaluations == pushed, "a pop evaluates nothing")
        #expect(host.cellsWrittenByLastFrame <= Self.fullFrame)
    }

    @Test("a path of two pushes makes both screens, the covered one hidden; going back to it evaluates nothing")
    func twoAtOnce() throws {
        let host = HeadlessHost(DeepShop(), width: 80, height: 24)
        let before = host.evaluations
        try host.click(on: "Two items")
        #expect(host.text.contains("12 coins"))
        #expect(host.lines[0].hasPrefix("‹ Item 2"), "the covered screen's title names the back button")
        #expect(host.evaluations - before == 6, "ItemPage, ItemTitle and ItemPrice, twice")
        #expect(host.renders(of: DeepShop.self) == 1)
        let pushed = host.evaluations
        host.press(.escape)
        #expect(host.text.contains("6 coins"))
        #expect(host.lines[0].hasPrefix("‹ Shop"))
        #expect(host.evaluations == pushed, "the covered screen was made already")
    }

    @Test("opening and closing an alert evaluates nothing under it")
    func alert() throws {
        let host = HeadlessHost(Shop(), width: 80, height: 24)
        let before = host.evaluations
        try host.click(on: "Empty cart")
        #expect(host.text.contains("Empty the cart?"))
        #expect(host.evaluations == before)
        host.press(.escape)
        #expect(!host.text.contains("Empty the cart?"))
        #expect(host.evaluations == before)
        #expect(host.cellsWrittenByLastFrame <= Self.fullFrame)
    }

    @Test("presenting a sheet evaluates its views only; dismissing it evaluates nothing")
    func sheet() throws {
        let host = HeadlessHost(Shop(), width: 80, height: 24)
        let before = host.evaluations
        try host.click(on: "Cart")
        #expect(host.text.contains("nothing in the cart"))
        #expect(host.evaluations - before == 2, "CartSheet and CartLine")
        let shown = host.evaluations
        host.press(.escape)
        #expect(host.evaluations == shown)
        #expect(host.renders(of: Shop.self) == 1)
    }

    @Test("a push and a pop by NavigationLink(destination:) evaluate the pushed subtree, then nothing")
    func destinationLink() throws {
        let host = HeadlessHost(Shop(), width: 80, height: 24)
        let before = host.evaluations
        try host.click(on: "Help")
        #expect(host.text.contains("0 coins"))
        #expect(host.evaluations - before == 3)
        let pushed = host.evaluations
        host.press(.escape)
        #expect(host.evaluations == pushed)
    }
}
