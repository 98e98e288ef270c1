extension MutableCollection {
    /// Moves the elements at `source` to before the element at `destination`,
    /// an offset in the collection as it is before the move, keeping their
    /// order: what `ForEach.onMove` hands over, as SwiftUI's.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        guard !source.isEmpty else { return }
        var moved: [Element] = []
        var kept: [Element] = []
        var insertion = 0
        for (offset, element) in enumerated() {
            if source.contains(offset) {
                moved.append(element)
            } else {
                if offset < destination { insertion += 1 }
                kept.append(element)
            }
        }
        kept.insert(contentsOf: moved, at: insertion)
        for (index, element) in zip(indices, kept) { self[index] = element }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`: what `ForEach.onDelete` hands
    /// over, as SwiftUI's.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept = Self()
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = kept
    }
}
