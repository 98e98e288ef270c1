extension Array {
    /// Empties the array and keeps its capacity, doing nothing when it is
    /// empty already: `removeAll(keepingCapacity:)` goes through
    /// `replaceSubrange` either way, and bookkeeping arrays are emptied at
    /// every update, most of them empty.
    mutating func clearKeepingCapacity() {
        if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
