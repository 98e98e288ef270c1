/// A list row with what `listRowBackground`, `listRowSeparator` and
/// `listRowInsets` asked: its list fills the row's line with the background,
/// leaves out the lines hidden, and stands the row in by the insets. Laid out
/// and drawn as its child.
final class ListRowElement: SingleChildElement {
    var background: Color?
    var hiddenSeparators: VerticalEdge.Set = []
    var insets: EdgeInsets?

    override func hasLayoutParameters(of old: SingleChildElement) -> Bool {
        guard let old = old as? ListRowElement else { return false }
        return old.insets == insets
    }

    /// The row's own settings, found through the views it is made of.
    static func settings(of row: Element) -> ListRowElement? {
        if let row = row as? ListRowElement { return row }
        if let standIn = row.standsFor { return settings(of: standIn) }
        return nil
    }

    /// What the list reads of the row besides its size, as a value.
    var values: ListRowSettings {
        ListRowSettings(background: background, hiddenSeparators: hiddenSeparators, insets: insets)
    }
}

/// What a list reads of a row besides its size (`ListRowElement`): the list
/// lays it out and draws its lines and background by them, so a change in
/// them is the list's to draw, not the row's alone.
struct ListRowSettings: Equatable {
    var background: Color?
    var hiddenSeparators: VerticalEdge.Set
    var insets: EdgeInsets?
}
