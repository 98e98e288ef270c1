/// How a progress view is drawn, as SwiftUI's styles: accepted, as a
/// terminal draws a bar for a known value and a spinner otherwise.
public protocol ProgressViewStyle: Sendable {}

/// The platform's style.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style.
    public init() {}
}

/// A circle: on a terminal, the bar or the spinner.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The circular style.
    public init() {}
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A circle: on a terminal, the bar or the spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// How a gauge is drawn, as SwiftUI's styles: accepted, as a terminal draws
/// every gauge as a bar.
public protocol GaugeStyle: Sendable {}

/// The platform's style.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The default style.
    public init() {}
}

/// The styles of a widget's accessory, on a terminal a bar.
public struct AccessoryGaugeStyle: GaugeStyle {
    let name: String
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryGaugeStyle {
    /// A ring, on a terminal a bar.
    public static var accessoryCircular: AccessoryGaugeStyle { AccessoryGaugeStyle(name: "accessoryCircular") }
    /// A ring filled to the value, on a terminal a bar.
    public static var accessoryCircularCapacity: AccessoryGaugeStyle {
        AccessoryGaugeStyle(name: "accessoryCircularCapacity")
    }
    /// A line, on a terminal a bar.
    public static var accessoryLinear: AccessoryGaugeStyle { AccessoryGaugeStyle(name: "accessoryLinear") }
    /// A line filled to the value, on a terminal a bar.
    public static var accessoryLinearCapacity: AccessoryGaugeStyle {
        AccessoryGaugeStyle(name: "accessoryLinearCapacity")
    }
    /// A bar filled to the value.
    public static var linearCapacity: AccessoryGaugeStyle { AccessoryGaugeStyle(name: "linearCapacity") }
}

extension View {
    /// Accepted: a terminal draws a bar for a known value and a spinner
    /// otherwise.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }

    /// Accepted: a terminal draws every gauge as a bar.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
