// How a `ForEach` stands for several rows of a lazy list and several pages of
// a tab view: each from one element of its data.

/// The rows of a `ForEach`: any one of them is made from its element alone.
struct ForEachRows<Data: RandomAccessCollection, ID: Hashable, Content: View>: RowSegment {
    let rows: ForEach<Data, ID, Content>

    var count: Int { rows.data.count }

    private func element(at offset: Int) -> Data.Element {
        rows.data[rows.data.index(rows.data.startIndex, offsetBy: offset)]
    }

    func id(at offset: Int) -> AnyHashable { AnyHashable(element(at: offset)[keyPath: rows.id]) }

    func resolveRow(_ offset: Int, in context: ResolveContext, segment: Int, into elements: inout [Element]) {
        let element = element(at: offset)
        context.resolve(
            rows.content(element), at: .row(segment: segment, id: AnyHashable(element[keyPath: rows.id])),
            into: &elements)
    }
}

extension ForEach: RowSegmentSource {
    func collectRowSegments(into source: inout RowSource) {
        source.append(ForEachRows(rows: self))
    }
}

extension ForEach: TabPageSource {
    func collectPages(into pages: inout [TabPage]) {
        for element in data {
            let elementID = AnyHashable(element[keyPath: id])
            TabPages.modifying(content(element), in: &pages) { page in
                if page.tag == nil { page.tag = elementID }
            }
        }
    }
}
