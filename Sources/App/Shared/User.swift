import Foundation

/// A signed-in user, as the optional environment object article's `UserEntity`.
struct User: Codable, Equatable {
    var name: String

    /// The user for a name typed in the login form; `guest` when it is blank.
    static func named(_ typed: String) -> User {
        let name = typed.trimmingCharacters(in: .whitespaces)
        return User(name: name.isEmpty ? "guest" : name)
    }
}
