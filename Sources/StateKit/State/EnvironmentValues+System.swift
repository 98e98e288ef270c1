/// The terminal's scheme, as the process's environment says.
extension ColorScheme {
    /// Read once, from this process's environment.
    static let terminal: ColorScheme = ofTerminal(colorFgBg: ProcessEnvironment.value("COLORFGBG"))
}

/// Opens a URL, as SwiftUI's `OpenURLAction`: `@Environment(\.openURL)`, then
/// `openURL(url)`. By default a terminal program hands the URL to the desktop
/// (`xdg-open`), in the background, and never waits for it.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable, Equatable {
        enum Kind: Sendable, Equatable {
            case handled, discarded, systemAction
        }

        let kind: Kind

        /// The handler opened it.
        public static let handled = Result(kind: .handled)
        /// The handler chose not to open it.
        public static let discarded = Result(kind: .discarded)
        /// The handler leaves it to the system: `xdg-open`.
        public static let systemAction = Result(kind: .systemAction)
    }

    private let handler: @Sendable @MainActor (URL) -> Result

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping @Sendable @MainActor (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        if handler(url) == .systemAction { Self.openWithSystem(url) }
    }

    /// Hands `url` to `xdg-open`, if the system has it, without waiting.
    static func openWithSystem(_ url: URL) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }

    static let system = OpenURLAction { _ in .systemAction }
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.terminal
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction.system
}

extension EnvironmentValues {
    /// Light or dark: the terminal's where it says (`COLORFGBG`), dark
    /// otherwise; set it with `.environment(\.colorScheme, .light)`.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    /// Whether the controls here take input: `false` below `.disabled(true)`.
    public var isEnabled: Bool {
        get { attributes.isEnabled }
        set { attributes.isEnabled = newValue }
    }

    /// The locale: the process's (`LANG`, `LC_ALL`) unless set above.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar: the process's unless set above.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone: the process's (`TZ`) unless set above.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Opens a URL: `xdg-open` unless set above.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// `color` as drawn here: an asset catalog's colour in this colour
    /// scheme's variant; any other as it is.
    func resolved(_ color: Color) -> Color {
        color.isAdaptive ? color.resolved(dark: colorScheme == .dark) : color
    }

    /// Takes the asset catalog's colours the attributes hold in this colour
    /// scheme's variants: where a modifier sets them, so that what the views
    /// below inherit is a plain colour.
    mutating func resolveAdaptiveColors() {
        guard
            attributes.foreground?.isAdaptive == true || attributes.background?.isAdaptive == true
                || attributes.tint?.isAdaptive == true
        else { return }
        let dark = colorScheme == .dark
        attributes.foreground = attributes.foreground?.resolved(dark: dark)
        attributes.background = attributes.background?.resolved(dark: dark)
        attributes.tint = attributes.tint?.resolved(dark: dark)
    }
}
