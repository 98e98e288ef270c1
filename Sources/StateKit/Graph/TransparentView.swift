/// A primitive that hands its context through to its single child unchanged,
/// so a pending `.pane()` reaches the view node below it.
@MainActor
protocol TransparentView {}

extension AnyView: TransparentView {}
extension _ConditionalContent: TransparentView {}
extension Optional: TransparentView where Wrapped: View {}
