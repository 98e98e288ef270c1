import Foundation
import StateKit
import StateKitTesting
import Testing

// Pictures from an asset catalog and from files, in half blocks.

/// The red, green and blue of a colour a style run reports, `rgb(r,g,b)`.
private func components(_ color: Color?) throws -> [Int] {
    let text = try #require(color?.description)
    return text.dropFirst(4).dropLast().split(separator: ",").compactMap { Int($0) }
}

@MainActor
@Suite("Images")
struct ImageTests {
    // Checker: 32 by 64 pixels at 2x, 16 by 32 points: two columns, two rows.
    // Red and blue squares of 8 pixels; its top-left quarter transparent.

    @Test("a PNG from the asset catalog, at its own size in points, and resized to fit a frame")
    func pngSizes() {
        assertSnapshot(of: Image("Checker", bundle: .module), as: .terminal(width: 4, height: 2), named: "own-size")
        assertSnapshot(
            of: Image("Checker", bundle: .module).resizable().scaledToFit().frame(width: 64, height: 128),
            as: .terminal(width: 8, height: 8), named: "fitted")
    }

    @Test("a JPEG from the asset catalog: its stripes are the rows of half blocks")
    func jpeg() throws {
        // 32 by 32 pixels at 1x: 4 columns, 2 rows; stripes of 8 pixels, a
        // pixel of the half-block grid each.
        let host = HeadlessHost(Image("Stripes", bundle: .module), width: 4, height: 2)
        #expect(host.lines == ["▄▄▄▄", "▄▄▄▄"])
        let run = try #require(host.styleRuns.first)
        #expect(run.columns == 0...3)
        // A JPEG is lossy: each colour within a few steps of the file's.
        let green = try components(run.background)
        let yellow = try components(run.foreground)
        #expect(green[0] < 16 && abs(green[1] - 128) < 8 && green[2] < 16, "green on top: \(run)")
        #expect(yellow[0] > 240 && yellow[1] > 240 && yellow[2] < 16, "yellow below: \(run)")
    }

    @Test("a transparent part of a picture shows what lies under it")
    func transparency() {
        // Stretched over 4 by 4 cells: its transparent quarter is the two
        // leading cells of the top row.
        let host = HeadlessHost(
            ZStack(alignment: .top) {
                Text("abcd")
                Image("Checker", bundle: .module).resizable().frame(width: 32, height: 64)
            }, width: 4, height: 4)
        #expect(host.lines[0] == "ab▄▄", "red squares over blue ones beside it")
    }

    @Test("damaged and hostile files are refused: a cut JPEG and PNG, a signature alone, a huge size claimed, text")
    func damagedFiles() throws {
        let catalog = try #require(Bundle.module.url(forResource: "Assets", withExtension: "xcassets"))
        let jpeg = try Data(contentsOf: catalog.appendingPathComponent("Stripes.imageset/stripes.jpg"))
        let png = try Data(contentsOf: catalog.appendingPathComponent("Checker.imageset/checker@2x.png"))
        var huge = png
        // The width in the IHDR chunk, 16 bytes in: a million pixels across.
        huge.replaceSubrange(16..<20, with: [0x00, 0x0F, 0x42, 0x40])
        let cases: [(String, Data)] = [
            ("truncated.jpg", jpeg.prefix(jpeg.count / 2)), ("truncated.png", png.prefix(40)),
            ("signature.png", png.prefix(8)), ("huge.png", huge), ("text.png", Data("not a picture".utf8)),
        ]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("statekit-images-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, data) in cases {
            let url = directory.appendingPathComponent(name)
            try data.write(to: url)
            let host = HeadlessHost(
                AsyncImage(url: url) { phase in
                    if phase.image != nil { Text("drawn") } else { Text("refused") }
                }, width: 10, height: 1)
            #expect(host.lines[0].hasPrefix("refused"), "\(name)")
        }
    }

    @Test("an image no catalog has draws its name in brackets")
    func missing() {
        let host = HeadlessHost(Image("NoSuchPicture", bundle: .module), width: 20, height: 1)
        #expect(host.lines[0].hasPrefix("[NoSuchPicture]"))
    }

    @Test("AsyncImage of a file URL draws the file; of the network, its placeholder")
    func asyncImage() throws {
        let url = try #require(Bundle.module.url(forResource: "Assets", withExtension: "xcassets"))
            .appendingPathComponent("Stripes.imageset/stripes.jpg")
        let file = HeadlessHost(AsyncImage(url: url), width: 4, height: 2)
        #expect(file.lines == ["▄▄▄▄", "▄▄▄▄"])
        let network = HeadlessHost(
            AsyncImage(url: URL(string: "https://example.com/a.png")) { image in
                image
            } placeholder: {
                Text("loading")
            }, width: 10, height: 1)
        #expect(network.lines[0].hasPrefix("loading"))
        let broken = HeadlessHost(
            AsyncImage(url: URL(fileURLWithPath: "/nonexistent/picture.png")) { phase in
                if phase.error != nil { Text("failed") } else { Text("other") }
            }, width: 10, height: 1)
        #expect(broken.lines[0].hasPrefix("failed"))
    }
}
