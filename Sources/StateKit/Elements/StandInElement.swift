/// An element that stands for one other where a container looks for what a
/// view made (a view's node for its content, an editing row or a context
/// menu's anchor for its row): a list finds a row's settings through it, and
/// a form its sections.
@MainActor
protocol StandInElement: AnyObject {
    /// The element it stands for.
    var standsFor: Element { get }
}
