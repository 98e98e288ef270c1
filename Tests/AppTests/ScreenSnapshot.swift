import Foundation
import Testing

/// Compares a screen with the text file `Snapshots/<name>.txt` next to this file.
/// Run with `STATEKIT_RECORD_SNAPSHOTS=1` to write the files anew; review them
/// with `git diff` before committing.
/// `styles`, when given, follow the lines (how the screen looks beyond its text).
func assertScreen(
    _ lines: [String], styles: [String]? = nil, matches name: String, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent("\(name).txt")
    let actual =
        lines.map { line in String(line.reversed().drop(while: { $0 == " " }).reversed()) }
        .joined(separator: "\n") + "\n"
        + (styles.map { "-- how it looks --\n" + $0.map { $0 + "\n" }.joined() } ?? "")
    if ProcessInfo.processInfo.environment["STATEKIT_RECORD_SNAPSHOTS"] == "1" {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try actual.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record(
            "no snapshot \(file.path); record it with STATEKIT_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "screen differs from \(name).txt", sourceLocation: sourceLocation)
}
