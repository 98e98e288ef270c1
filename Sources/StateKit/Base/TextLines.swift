/// The lines a text may take: at least `minimum` (blank ones kept), at most
/// `maximum` (`nil`: as many as its words need).
struct TextLines: Hashable, Sendable {
    var minimum = 0
    var maximum: Int?
}
