// An environment object whose content arrives late: the wrapper is injected
// at once, the user it wraps two seconds later, and LandingView moves from
// LoginView to HomeView when it does.
import StateKit

struct UserEntity {
    let name: String
}

final class UserWrapper: ObservableObject {
    @Published var user: UserEntity?
}

@main
struct OptionalEnvironmentApp: App {
    @StateObject var userWrapper = UserWrapper()

    var body: some Scene {
        WindowGroup {
            LandingView().environmentObject(userWrapper)
        }
    }

    init() {
        let wrapper = userWrapper
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            wrapper.user = UserEntity(name: "Ada")
        }
    }
}

struct LandingView: View {
    @EnvironmentObject var userWrapper: UserWrapper

    var body: some View {
        if userWrapper.user == nil {
            LoginView()
        } else {
            HomeView()
        }
    }
}

struct LoginView: View {
    var body: some View {
        VStack {
            Text("Please log in")
            Text("(signing in…)")
        }
    }
}

struct HomeView: View {
    @EnvironmentObject var userWrapper: UserWrapper

    var body: some View {
        Text("Welcome home, \(userWrapper.user?.name ?? "stranger")")
            .bold()
    }
}

struct LandingView_Previews: PreviewProvider {
    static var previews: some View {
        LandingView().environmentObject(UserWrapper())
    }
}
