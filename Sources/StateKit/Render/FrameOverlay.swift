/// Something drawn over the views each frame without evaluating them: the
/// highlight of the views an update evaluated.
@MainActor
protocol FrameOverlay: AnyObject {
    /// Views to draw again this frame though none of them was evaluated: those
    /// the overlay no longer covers. Asked once a frame, after evaluation.
    func nodesToRedraw() -> [ViewNode]
    /// Draws the overlay over the frame's views.
    func draw(into buffer: inout CellBuffer)
}
