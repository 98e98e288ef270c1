// App-wide state, the fix: the tab lives in its own small object, and a
// container that publishes nothing hands it to the views that only write
// it. Going to Settings and back evaluates HomeView once in all; its
// onAppear runs each time it comes back.
import StateKit

enum Tab: Hashable {
    case home, settings
}

final class TabViewState: ObservableObject {
    @Published var selectedTab: Tab = .home
}

final class AppStateContainer: ObservableObject {
    let tabViewState = TabViewState()
}

@main
struct AppWideContainerApp: App {
    @StateObject var appStateContainer = AppStateContainer()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(appStateContainer)
                .environmentObject(appStateContainer.tabViewState)
        }
    }
}

struct ContentView: View {
    @EnvironmentObject var state: TabViewState

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
    @EnvironmentObject var container: AppStateContainer

    var body: some View {
        let _ = print("Home body")
        VStack {
            Button("go to settings") { container.tabViewState.selectedTab = .settings }
            Text("Home")
                .onAppear { print("home on appear") }
        }
    }
}

struct SettingsView: View {
    var body: some View {
        Text("Settings")
    }
}

#Preview("Home", traits: .sizeThatFitsLayout) {
    HomeView().environmentObject(AppStateContainer())
}
