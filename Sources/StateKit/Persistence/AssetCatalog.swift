import Foundation
import Synchronization

/// The colours of an app's asset catalogs (`Assets.xcassets`), as SwiftPM
/// copies them beside the program: each `<name>.colorset/Contents.json`,
/// with its variants for a light and a dark appearance. Catalogs are looked
/// for at the top of a bundle's directory, and of the resource bundles
/// (`*.resources`) beside the program. What is read is kept: a name is
/// looked up once.
package enum AssetCatalog {
    /// A colour found: its light variant and its dark one, each packed as
    /// 0xRRGGBBAA.
    package struct ColorVariants: Hashable, Sendable {
        /// For a light background.
        package let light: UInt32
        /// For a dark background.
        package let dark: UInt32
    }

    private static let found = Mutex<[String: ColorVariants?]>([:])
    private static let reported = Mutex<Set<String>>([])

    /// Says once on standard error, which the terminal's rescue holds until
    /// the screen is restored, that no catalog has the colour `name`.
    package static func reportMissing(color name: String) {
        guard reported.withLock({ $0.insert(name).inserted }) else { return }
        StandardError.write(
            "\(StandardError.programName): no colour named \"\(name)\" in the app's asset catalogs; drawn in the primary colour.\n"
        )
    }

    /// Makes the `AccentColor` colour set of the app's own catalogs, if it
    /// has one, the app's `accentColor`; called once at launch. Only the
    /// resource bundle of the app's module counts (`<package>_<module>.resources`),
    /// not every bundle beside the program: programs built together share a
    /// directory, and each has its own accent.
    package static func adoptAppAccent(appModule: String) {
        let main = Bundle.main
        var directories = [main.bundleURL]
        if let resources = main.resourceURL, resources != main.bundleURL { directories.append(resources) }
        let beside =
            (try? FileManager.default.contentsOfDirectory(at: main.bundleURL, includingPropertiesForKeys: nil)) ?? []
        directories += beside.filter { $0.lastPathComponent.hasSuffix("_\(appModule).resources") }
        AppAccent.color = search("AccentColor", in: directories).map { Color(light: $0.light, dark: $0.dark) }
    }

    /// The colour `name` of the catalogs in `bundle`, or beside the program
    /// when `bundle` is `nil`; `nil` when none has it.
    package static func color(named name: String, in bundle: Bundle?) -> ColorVariants? {
        let key = "\(bundle?.bundleURL.path ?? "")\u{0}\(name)"
        if let known = found.withLock({ $0[key] }) { return known }
        let variants = search(name, in: directories(of: bundle))
        found.withLock { $0[key] = variants }
        return variants
    }

    /// The file of the image set `name` in the catalogs of `bundle` (or
    /// beside the program), the one of the largest scale, with its scale;
    /// `nil` when none has it.
    package static func imageFile(named name: String, in bundle: Bundle?) -> (url: URL, scale: Int)? {
        for directory in directories(of: bundle) {
            let entries =
                (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
            for catalog in entries.filter({ $0.pathExtension == "xcassets" }).sorted(by: { $0.path < $1.path }) {
                guard let set = folder(of: "\(name).imageset", under: catalog, depth: 0),
                    let contents = try? Data(contentsOf: set.appendingPathComponent("Contents.json")),
                    let file = largestImage(in: contents)
                else { continue }
                return (set.appendingPathComponent(file.name), file.scale)
            }
        }
        return nil
    }

    /// Says once on standard error, after the screen is restored, that no
    /// catalog has the image `name`.
    package static func reportMissing(image name: String) {
        guard reported.withLock({ $0.insert("image\u{0}\(name)").inserted }) else { return }
        StandardError.write(
            "\(StandardError.programName): no image named \"\(name)\" in the app's asset catalogs; drawn as [\(name)].\n"
        )
    }

    /// The folder `name` under `folder`, whose groups are folders too.
    private static func folder(of name: String, under folder: URL, depth: Int) -> URL? {
        let candidate = folder.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Contents.json").path) {
            return candidate
        }
        guard depth < 4 else { return nil }
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for group in entries.sorted(by: { $0.path < $1.path }) where group.pathExtension.isEmpty {
            if let found = self.folder(of: name, under: group, depth: depth + 1) { return found }
        }
        return nil
    }

    /// The file of an image set's `Contents.json` with the largest scale
    /// (`"2x"`), and that scale.
    package static func largestImage(in contents: Data) -> (name: String, scale: Int)? {
        guard let object = try? JSONSerialization.jsonObject(with: contents) as? [String: Any],
            let images = object["images"] as? [[String: Any]]
        else { return nil }
        var best: (name: String, scale: Int)?
        for image in images {
            guard let name = image["filename"] as? String, !name.contains("/") else { continue }
            let scale = Int((image["scale"] as? String)?.dropLast() ?? "1") ?? 1
            if best == nil || scale > best!.scale { best = (name, scale) }
        }
        return best
    }

    /// Where catalogs may be: the bundle's directories, or the program's and
    /// the resource bundles beside it.
    private static func directories(of bundle: Bundle?) -> [URL] {
        let bundle = bundle ?? .main
        var directories = [bundle.bundleURL]
        if let resources = bundle.resourceURL, resources != bundle.bundleURL { directories.append(resources) }
        if bundle == .main {
            let beside =
                (try? FileManager.default.contentsOfDirectory(
                    at: bundle.bundleURL, includingPropertiesForKeys: nil)) ?? []
            directories += beside.filter { $0.pathExtension == "resources" }.sorted { $0.path < $1.path }
        }
        return directories
    }

    private static func search(_ name: String, in directories: [URL]) -> ColorVariants? {
        for directory in directories {
            let entries =
                (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
            for catalog in entries.filter({ $0.pathExtension == "xcassets" }).sorted(by: { $0.path < $1.path }) {
                if let contents = colorSet(name, under: catalog, depth: 0), let variants = parse(contents) {
                    return variants
                }
            }
        }
        return nil
    }

    /// The `Contents.json` of `name`'s colour set under `folder`, whose
    /// groups are folders too; a few levels down at most.
    private static func colorSet(_ name: String, under folder: URL, depth: Int) -> Data? {
        let set = folder.appendingPathComponent("\(name).colorset/Contents.json")
        if let data = try? Data(contentsOf: set) { return data }
        guard depth < 4 else { return nil }
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        for group in entries.sorted(by: { $0.path < $1.path }) where group.pathExtension.isEmpty {
            if let data = colorSet(name, under: group, depth: depth + 1) { return data }
        }
        return nil
    }

    /// The variants a colour set's `Contents.json` gives: the universal
    /// colour (or the first) for light, the one marked with a dark luminosity
    /// for dark, or the light one again.
    package static func parse(_ contents: Data) -> ColorVariants? {
        guard let object = try? JSONSerialization.jsonObject(with: contents) as? [String: Any],
            let colors = object["colors"] as? [[String: Any]]
        else { return nil }
        var light: UInt32?
        var dark: UInt32?
        for entry in colors {
            guard let color = entry["color"] as? [String: Any], let packed = packedColor(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            let otherAppearance = appearances.contains { $0["appearance"] as? String != "luminosity" }
            if otherAppearance { continue }
            switch luminosity {
            case "dark": dark = dark ?? packed
            case nil, "light": light = light ?? packed
            default: continue
            }
        }
        guard let base = light ?? dark else { return nil }
        return ColorVariants(light: base, dark: dark ?? base)
    }

    /// A colour's components as Xcode writes them: fractions (`"0.250"`),
    /// bytes (`"64"`) or hexadecimal bytes (`"0x40"`); red, green and blue,
    /// or white for a grey.
    private static func packedColor(_ color: [String: Any]) -> UInt32? {
        guard let components = color["components"] as? [String: Any] else { return nil }
        func byte(_ key: String, default fallback: UInt32? = nil) -> UInt32? {
            guard let raw = components[key] else { return fallback }
            guard let text = raw as? String else {
                // A number written by hand: a fraction up to 1, a byte above.
                guard let number = (raw as? NSNumber)?.doubleValue, number.isFinite, number >= 0 else { return nil }
                return UInt32((number <= 1 ? number * 255 : min(number, 255)).rounded())
            }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x") {
                return UInt32(trimmed.dropFirst(2), radix: 16).map { min($0, 255) }
            }
            if trimmed.contains(".") {
                guard let fraction = Double(trimmed), fraction.isFinite else { return nil }
                return UInt32((min(max(fraction, 0), 1) * 255).rounded())
            }
            return UInt32(trimmed).map { min($0, 255) }
        }
        if let white = byte("white") {
            let alpha = byte("alpha", default: 255) ?? 255
            return white << 24 | white << 16 | white << 8 | alpha
        }
        guard let red = byte("red"), let green = byte("green"), let blue = byte("blue") else { return nil }
        let alpha = byte("alpha", default: 255) ?? 255
        return red << 24 | green << 16 | blue << 8 | alpha
    }
}
