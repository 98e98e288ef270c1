/// The passes that bring the views up to date before a frame is drawn: the
/// dirty nodes, then those the pass made dirty for the same frame (the views
/// deeper down that read an environment value it changed, the nodes of forms
/// whose rows it made sections), then the focus, which follows what the
/// views say once they are up to date (the `@FocusState`s written, a control
/// that became disabled), and the views that move of the focus made dirty.
extension ViewGraph {
    /// Evaluates what waits to be, appending to `evaluatedSinceLastFrame`
    /// the roots of what must be drawn again; with nodes there already, this
    /// pass's reasons join theirs (both show in the same drawn frame).
    func evaluatePendingChanges(into evaluatedSinceLastFrame: inout [ViewNode]) {
        if hasDirtyNodes {
            evaluateDirtyNodes(
                keepingReasons: !evaluatedSinceLastFrame.isEmpty, into: &evaluatedSinceLastFrame)
            evaluateFollowUps(into: &evaluatedSinceLastFrame)
        } else if focus.stateWrites.isEmpty {
            return
        }
        // With the views up to date, the focus follows what they say: the
        // `@FocusState`s written, a control that became disabled. Only while
        // something asks it: a frame with nothing focused pays nothing here.
        guard !focus.stateWrites.isEmpty || focusedID != nil else { return }
        applyFocusStateWrites()
        releaseFocusIfUnavailable()
        if hasDirtyNodes {
            evaluateDirtyNodes(keepingReasons: true, into: &evaluatedSinceLastFrame)
            evaluateFollowUps(into: &evaluatedSinceLastFrame)
        }
    }

    /// The nodes a pass made dirty for the same frame, in passes of their own:
    /// views deeper down that read an environment value it changed; the nodes
    /// of forms whose rows it made sections, or rows.
    private func evaluateFollowUps(into evaluatedSinceLastFrame: inout [ViewNode]) {
        var passes = 0
        while invalidationsAfterPass && hasDirtyNodes && passes < 8 {
            invalidationsAfterPass = false
            evaluateDirtyNodes(keepingReasons: true, into: &evaluatedSinceLastFrame)
            passes += 1
        }
        invalidationsAfterPass = false
    }
}
