/// What the views above a view hand down to it, as SwiftUI's: values by key
/// path (`\.colorScheme`, `\.locale`, and keys of the app's own declared
/// with `EnvironmentKey` or `@Entry`), objects keyed by their type, as
/// `.environmentObject(_:)` keys them, and shared values keyed by their
/// `SharedStateKey`.
@MainActor
public struct EnvironmentValues {
    /// The values set by `.environment(\.key, value)`, by key type.
    private var values: [ObjectIdentifier: EnvironmentEntry] = [:]
    private var objects: [ObjectIdentifier: AnyObject] = [:]
    private var sharedSources: [ObjectIdentifier: SharedSourceEntry] = [:]
    /// Kept in a shared box, so that an environment is three references: a
    /// node keeps one, and each evaluation copies it.
    private var attributesBox = AttributesBox.plain

    /// How the lengths below become cells, read without copying the attributes.
    var lengthScale: LengthScale { attributesBox.attributes.lengthScale }

    /// How the views below draw and behave: set by `.font`, `.disabled`, ...
    var attributes: ViewAttributes {
        get { attributesBox.attributes }
        set {
            guard newValue != attributesBox.attributes else { return }
            attributesBox = AttributesBox(newValue)
        }
    }

    /// An environment with no objects and no shared values, every key at its
    /// default value.
    public nonisolated init() {}

    /// The value for `key`: the one set above, or the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            EnvironmentReads.record(ObjectIdentifier(key))
            return values[ObjectIdentifier(key)]?.value as? Key.Value ?? Key.defaultValue
        }
        set {
            EnvironmentEntry.count += 1
            values[ObjectIdentifier(key)] = EnvironmentEntry(
                value: newValue, generation: EnvironmentEntry.count, key: key)
        }
    }

    /// The keys whose entries differ between this environment and `other`,
    /// with whether their values differ too (not only the entry, set again to
    /// an equal value). Objects, shared values and attributes are compared by
    /// `hasSameObjects(as:)`.
    func changedValues(comparedTo other: EnvironmentValues) -> [(key: ObjectIdentifier, valueChanged: Bool)] {
        guard !values.isEmpty || !other.values.isEmpty else { return [] }
        var changed: [(key: ObjectIdentifier, valueChanged: Bool)] = []
        for key in Set(values.keys).union(other.values.keys) {
            let mine = values[key]
            let theirs = other.values[key]
            guard mine?.generation != theirs?.generation else { continue }
            let equal = mine.flatMap { mine in theirs.flatMap { AnyEquality.compare(mine.value, $0.value) } } ?? false
            changed.append((key, !equal))
        }
        return changed
    }

    /// Whether `key`'s entry is the very one `other` holds: inherited, not set
    /// again below.
    func hasSameEntry(for key: ObjectIdentifier, as other: EnvironmentValues) -> Bool {
        values[key]?.generation == other.values[key]?.generation
    }

    /// Takes `key`'s entry from `other`.
    mutating func takeEntry(for key: ObjectIdentifier, from other: EnvironmentValues) {
        values[key] = other.values[key]
    }

    /// The name of `key`, for reasons: the key type's.
    func name(of key: ObjectIdentifier) -> String {
        values[key].map { typeName($0.key) } ?? "value"
    }

    /// The object inserted for `type`, if any.
    package func object<T: AnyObject>(of type: T.Type) -> T? {
        objects[ObjectIdentifier(type)] as? T
    }

    /// Hands `object` down, keyed by `type` (its own type by default), in place of any object of that type.
    package mutating func insert<T: AnyObject>(_ object: T, as type: T.Type = T.self) {
        objects[ObjectIdentifier(type)] = object
    }

    func sharedSource<Key: SharedStateKey>(for key: Key.Type) -> SharedStateSource<Key>? {
        sharedSources[ObjectIdentifier(key)]?.source as? SharedStateSource<Key>
    }

    mutating func insert<Key: SharedStateKey>(_ source: SharedStateSource<Key>) {
        sharedSources[ObjectIdentifier(Key.self)] = SharedSourceEntry(
            box: source.box, derivation: source.derivation, source: source)
    }

    /// Whether both hand down the very same objects and shared storages: a parent
    /// re-rendering with the same environment does not disturb its children.
    func hasSameObjects(as other: EnvironmentValues) -> Bool {
        (attributesBox === other.attributesBox || attributes == other.attributes)
            && objects.count == other.objects.count
            && objects.allSatisfy { key, object in other.objects[key] === object }
            && sharedSources.count == other.sharedSources.count
            && sharedSources.allSatisfy { key, entry in
                guard let theirs = other.sharedSources[key] else { return false }
                return theirs.box === entry.box && theirs.derivation == entry.derivation
            }
    }
}

/// Attributes as one immutable, shareable reference.
private final class AttributesBox: Sendable {
    /// The attributes of an environment no modifier changed, shared by all.
    static let plain = AttributesBox(ViewAttributes())

    let attributes: ViewAttributes

    init(_ attributes: ViewAttributes) {
        self.attributes = attributes
    }
}

/// A shared source with what identifies it.
private struct SharedSourceEntry {
    let box: AnyObject
    let derivation: AnyHashable?
    let source: Any
}

/// What modifiers such as `.font`, `.bold`, `.foregroundColor` and `.disabled`
/// hand down to every view below them.
struct ViewAttributes: Equatable, Sendable {
    /// Added to the style of every text below.
    var textStyle: Style = .plain
    /// The innermost `.font`: a text's own font, if it has one, wins.
    var font: Font?
    /// The innermost `.fontWeight`: bold or not, whatever the font says.
    var weightIsBold: Bool?
    var foreground: Color?
    var background: Color?
    var tint: Color?
    /// `false` below `.disabled(true)`: controls neither take focus nor act.
    var isEnabled = true
    /// How the screen shows colour: without any (`NO_COLOR`, a monochrome
    /// terminal) the controls draw what their colour would have said, a
    /// button its brackets; its background, which faint fills are mixed
    /// with, is the terminal's whatever `preferredColorScheme` says.
    var screen = ScreenColors.standard
    /// Set by `.tabViewStyle(_:)` for the tab views below.
    var pagedTabs = false
    /// Set by the style modifiers (`.buttonStyle(_:)`, `.pickerStyle(_:)`,
    /// ...) for the controls below: read as `styleDrawings[PickerDrawing.self]`.
    var styleDrawings = StyleDrawings()
    /// Set by `.submitLabel(_:)` for the text fields below.
    var submitLabel: SubmitLabel?
    /// Set by `.labelsHidden()`: the controls below draw no label.
    var labelsHidden = false
    /// Set by `.lineLimit` for the texts below.
    var textLines = TextLines()
    /// Set by `.multilineTextAlignment(_:)` for the texts below.
    var textAlignment = TextAlignment.leading
    /// Set by `.truncationMode(_:)` for the texts below.
    var truncationMode = TextTruncation.tail
    /// Set by `.textCase(_:)` for the texts below.
    var textCase: TextCase?
    /// Set by `.textSelection(.enabled)`: a drag selects the texts below.
    var allowsTextSelection = false
    /// Set by `Link` for the texts of its label: the number (`Hyperlinks`)
    /// of the URL they open, which a terminal with hyperlinks (OSC 8) opens
    /// on a click of its own; 0 for none. A number, so that the attributes
    /// copy as plain values.
    var hyperlink: Int32 = 0
    /// Set by `.textCase(nil)`: texts below keep their case, a form's section
    /// headers too, which are upper case otherwise.
    var keepsTextCase = false
    /// How the lengths below become cells: SwiftUI's points, or cells under
    /// `lengthsInCells()`.
    var lengthScale = LengthScale.points
    /// Set by `.keyboardShortcut(_:)` for the buttons below; boxed, so that
    /// the attributes copy as plain values and one reference.
    var shortcut: ShortcutKey?

    /// The style of text below with `own` attributes, font, weight and colour
    /// of its own: every attribute asked for, in any order, is kept. Bold comes
    /// from `.bold()` or from the weight (the text's, the innermost
    /// `.fontWeight`, else the font's); italic from `.italic()` or the font;
    /// dim from a faint foreground (`.tertiary`, a translucent colour).
    func textStyle(own: Style, font ownFont: Font?, weightIsBold ownWeight: Bool?, foreground: Color?) -> Style {
        var style = own.union(textStyle)
        let font = ownFont ?? font
        if ownWeight ?? weightIsBold ?? font?.isBold ?? false { style.insert(.bold) }
        if font?.isItalic == true { style.insert(.italic) }
        if (foreground ?? self.foreground)?.isFaint == true { style.insert(.dim) }
        return style
    }
}

/// The key of a `.keyboardShortcut`, kept by reference.
final class ShortcutKey: Equatable, Sendable {
    let key: Key

    init(_ key: Key) {
        self.key = key
    }

    static func == (lhs: ShortcutKey, rhs: ShortcutKey) -> Bool { lhs.key == rhs.key }
}
