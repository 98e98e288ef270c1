import StateKit

/// The colours a headless screen draws, as terminals differ: a test sees
/// each colour as a terminal of that kind would show it.
public enum TerminalColors: Sendable {
    /// Every colour as it is, as a true-colour terminal draws it.
    case trueColor
    /// The nearest of xterm's 256 colours.
    case xterm256
    /// The nearest of the eight ANSI colours.
    case eight
    /// No colour: a monochrome terminal, or `NO_COLOR`.
    case none

    var depth: ColorDepth {
        switch self {
        case .trueColor: .direct
        case .xterm256: .xterm256
        case .eight: .eight
        case .none: .none
        }
    }
}
