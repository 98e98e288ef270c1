/// How alignments place a child in the room its container leaves.
extension Alignment {
    /// Where a child of `size` goes in `rect`.
    func place(_ size: Size, in rect: Rect) -> Rect {
        let width = min(size.width, rect.size.width)
        let height = min(size.height, rect.size.height)
        let x = rect.minX + horizontal.position.offset(slack: rect.size.width - width)
        let y = rect.minY + vertical.position.offset(slack: rect.size.height - height)
        return Rect(x: x, y: y, width: width, height: height)
    }
}

extension HorizontalAlignment {
    var position: StackElement.Position {
        switch self {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }
}

extension VerticalAlignment {
    var position: StackElement.Position {
        switch self {
        case .top: .start
        case .center: .center
        case .bottom: .end
        }
    }
}

extension StackElement.Position {
    /// How far from the start a child goes, given the room it leaves.
    func offset(slack: Int) -> Int {
        switch self {
        case .start: 0
        case .center: slack / 2
        case .end: slack
        }
    }
}
