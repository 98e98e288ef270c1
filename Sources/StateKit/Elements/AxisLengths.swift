/// Sizes and proposals read along an axis: a stack's main axis and the one
/// across it.
extension Axis {
    func main(of size: Size) -> Int { self == .horizontal ? size.width : size.height }
    func cross(of size: Size) -> Int { self == .horizontal ? size.height : size.width }

    func proposal(main: Int?, cross: Int?) -> ProposedSize {
        self == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    func size(main: Int, cross: Int) -> Size {
        self == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
