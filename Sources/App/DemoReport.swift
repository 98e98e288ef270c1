import Foundation
import StateKit

/// The JSON report written at exit with `--report`.
struct DemoReport: Codable, Equatable {
    struct GridSize: Codable, Equatable {
        var cols: Int
        var rows: Int
    }

    struct Pane: Codable, Equatable {
        var renders: Int
    }

    var mode: DemoMode
    var size: GridSize
    var frames: Int
    var panes: [String: Pane]
    var state: DemoState
    var screen: [String]

    @MainActor
    init(session: DemoSession) {
        let app = session.app
        let size = app.renderer.terminal.size
        mode = session.mode
        self.size = GridSize(cols: size.width, rows: size.height)
        frames = app.renderer.frames
        panes = Dictionary(
            app.graph.renderCounts().map { ($0.name, Pane(renders: $0.renders)) }, uniquingKeysWith: { a, _ in a })
        state = session.state
        screen = app.screenLines.map { line in
            String(line.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// Writes the report to `path`, or to standard output for `-`.
    func write(to path: String) throws {
        let data = try json()
        if path == "-" {
            FileHandle.standardOutput.write(data)
        } else {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        }
    }
}
