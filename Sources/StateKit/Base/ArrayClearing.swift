extension Array {
    /// Empties the array and keeps its capacity. Bookkeeping arrays are
    /// emptied at every update and hold a few elements at most:
    /// `removeAll(keepingCapacity:)` costs some 180 instructions through
    /// `replaceSubrange` whatever the count, where taking the last element
    /// costs some 25 (callgrind). Longer arrays still go through it, since
    /// it frees their elements in one pass.
    @inline(__always)
    mutating func clearKeepingCapacity() {
        switch count {
        case 0:
            return
        case 1...Self.poppedAtMost:
            repeat { removeLast() } while !isEmpty
        default:
            removeAll(keepingCapacity: true)
        }
    }

    private static var poppedAtMost: Int { 6 }
}
