import ArgumentParser
import StateKit

/// A `COLSxROWS` size on the command line.
struct GridSize: ExpressibleByArgument, Equatable {
    var size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let cols = Int(parts[0]), let rows = Int(parts[1]),
            (1...1000).contains(cols), (1...1000).contains(rows)
        else { return nil }
        size = Size(width: cols, height: rows)
    }

    static var defaultCompletionKind: CompletionKind { .default }
}
