// A recipe book as it is written for SwiftUI: a NavigationSplitView whose
// sidebar is a List(selection:) of categories and whose detail lists the
// chosen category's recipes, each a link to its page. On a wide terminal
// the columns stand side by side; on a narrow one the sidebar is a stack's
// root, and choosing a category pushes its recipes.
import StateKit

struct Category: Identifiable, Hashable {
    let id: String
    let symbol: String
    var name: String { id }
}

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let category: String
    let minutes: Int
    let ingredients: [String]
}

@Observable
final class RecipeBook {
    let categories = [
        Category(id: "Breakfast", symbol: "sun.max"),
        Category(id: "Lunch", symbol: "leaf"),
        Category(id: "Dinner", symbol: "moon"),
    ]
    let recipes = [
        Recipe(name: "Porridge", category: "Breakfast", minutes: 10, ingredients: ["oats", "milk", "salt"]),
        Recipe(name: "Pancakes", category: "Breakfast", minutes: 25, ingredients: ["flour", "eggs", "milk"]),
        Recipe(name: "Tomato soup", category: "Lunch", minutes: 35, ingredients: ["tomatoes", "onion", "stock"]),
        Recipe(name: "Risotto", category: "Dinner", minutes: 40, ingredients: ["rice", "stock", "parmesan"]),
        Recipe(name: "Curry", category: "Dinner", minutes: 50, ingredients: ["lentils", "spices", "rice"]),
    ]
    var favourites: Set<UUID> = []

    func recipes(in category: Category) -> [Recipe] {
        recipes.filter { $0.category == category.id }
    }
}

@main
struct RecipesApp: App {
    @State private var book = RecipeBook()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(book)
        }
    }
}

struct ContentView: View {
    @Environment(RecipeBook.self) private var book
    @State private var category: Category?

    var body: some View {
        NavigationSplitView {
            List(book.categories, selection: $category) { category in
                NavigationLink(value: category) {
                    Label(category.name, systemImage: category.symbol)
                }
            }
            .navigationTitle("Recipes")
        } detail: {
            if let category {
                RecipeList(category: category)
            } else {
                Text("Choose a category.")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct RecipeList: View {
    let category: Category
    @Environment(RecipeBook.self) private var book
    @State private var favouritesOnly = false

    var body: some View {
        let shown = book.recipes(in: category).filter { !favouritesOnly || book.favourites.contains($0.id) }
        List(shown) { recipe in
            NavigationLink {
                RecipeDetail(recipe: recipe)
            } label: {
                Text("\(recipe.name) · \(recipe.minutes) min")
            }
        }
        .navigationTitle(category.name)
        .toolbar {
            Toggle("Favourites only", isOn: $favouritesOnly)
        }
    }
}

struct RecipeDetail: View {
    let recipe: Recipe
    @Environment(RecipeBook.self) private var book
    @State private var servings = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("\(recipe.minutes) minutes, for \(servings)")
            ForEach(recipe.ingredients, id: \.self) { ingredient in
                Text("• \(ingredient)")
            }
            HStack {
                Button("Fewer") { servings = max(1, servings - 1) }
                Button("More") { servings += 1 }
            }
        }
        .padding()
        .navigationTitle(recipe.name)
        .toolbar {
            Button(book.favourites.contains(recipe.id) ? "Unfavourite" : "Favourite") {
                if book.favourites.contains(recipe.id) {
                    book.favourites.remove(recipe.id)
                } else {
                    book.favourites.insert(recipe.id)
                }
            }
        }
    }
}
