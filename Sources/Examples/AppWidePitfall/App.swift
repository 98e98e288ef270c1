// App-wide state, the pitfall: the selected tab lives in one object that
// every view holds. HomeView only writes the tab, yet each tab change
// re-evaluates it, even while it is hidden.
import StateKit

enum Tab: Hashable {
    case home, settings
}

final class AppWideState: ObservableObject {
    @Published var selectedTab: Tab = .home
}

@main
struct AppWidePitfallApp: App {
    @StateObject var appWideState = AppWideState()

    var body: some Scene {
        WindowGroup {
            ContentView().environmentObject(appWideState)
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var state: AppWideState

    var body: some View {
        TabView(selection: $state.selectedTab) {
            HomeView()
                .tabItem { Label("Home", systemImage: "house.fill") }
                .tag(Tab.home)
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
    }
}

struct HomeView: View {
    @EnvironmentObject var state: AppWideState

    var body: some View {
        let _ = print("HomeView body")
        VStack {
            Button("go to settings") { state.selectedTab = .settings }
            Text("Home")
        }
    }
}

struct SettingsView: View {
    var body: some View {
        Text("Settings")
    }
}
