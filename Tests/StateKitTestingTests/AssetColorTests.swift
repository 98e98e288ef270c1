import Foundation
import StateKit
import StateKitTesting
import Testing

// Color("name") from an app's asset catalog, light and dark.

/// A catalog as Xcode writes one, in a directory of its own: `Brand` with a
/// light and a dark variant (fractions), `Ink` in bytes with no dark one,
/// `Paper` in hexadecimal inside a group folder.
@MainActor
private func catalogBundle() throws -> Bundle {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
    let catalog = root.appendingPathComponent("Assets.xcassets")
    func write(_ json: String, to path: String) throws {
        let folder = catalog.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    }
    try write(#"{"info":{"author":"xcode","version":1}}"#, to: "")
    try write(
        #"""
        {"colors":[
          {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.400","red":"1.000"}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],
           "color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"0.800","red":"0.600"}},"idiom":"universal"}
        ],"info":{"author":"xcode","version":1}}
        """#, to: "Brand.colorset")
    try write(
        #"{"colors":[{"color":{"components":{"alpha":"1.000","blue":"64","green":"32","red":"16"}},"idiom":"universal"}]}"#,
        to: "Ink.colorset")
    try write(
        #"{"colors":[{"color":{"components":{"alpha":"1.000","blue":"0xF0","green":"0xE0","red":"0xD0"}},"idiom":"universal"}]}"#,
        to: "Group/Paper.colorset")
    return try #require(Bundle(path: root.path))
}

struct Branded: View {
    let bundle: Bundle

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("brand").foregroundStyle(Color("Brand", bundle: bundle))
            Text("ink").foregroundColor(Color("Ink", bundle: bundle))
            Text("paper").background(Color("Paper", bundle: bundle))
        }
    }
}

@MainActor
@Suite("Color from an asset catalog")
struct AssetColorTests {
    private func foreground(of text: String, in host: HeadlessHost) -> Color? {
        host.styleRuns.first { $0.text.hasPrefix(text) }?.foreground
    }

    @Test("a colour set's light variant on a light background, its dark one on a dark background")
    func lightAndDark() throws {
        let bundle = try catalogBundle()
        let light = HeadlessHost(Branded(bundle: bundle).environment(\.colorScheme, .light), width: 10, height: 3)
        #expect(foreground(of: "brand", in: light) == Color(red: 1, green: 0.4, blue: 0.2))
        let dark = HeadlessHost(Branded(bundle: bundle).environment(\.colorScheme, .dark), width: 10, height: 3)
        #expect(foreground(of: "brand", in: dark) == Color(red: 0.6, green: 0.8, blue: 1))
    }

    @Test("bytes and hexadecimal bytes, a set in a group folder, a set without a dark variant in both")
    func componentForms() throws {
        let bundle = try catalogBundle()
        let dark = HeadlessHost(Branded(bundle: bundle).environment(\.colorScheme, .dark), width: 10, height: 3)
        #expect(foreground(of: "ink", in: dark) == Color(red: 16.0 / 255, green: 32.0 / 255, blue: 64.0 / 255))
        let paper = dark.styleRuns.first { $0.text.hasPrefix("paper") }?.background
        #expect(paper == Color(red: 208.0 / 255, green: 224.0 / 255, blue: 240.0 / 255))
    }

    @Test("a name no catalog has draws the primary colour")
    func missing() throws {
        let bundle = try catalogBundle()
        #expect(Color("Nowhere", bundle: bundle) == .primary)
    }
}
