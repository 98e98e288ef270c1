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

/// A ring, as on a watch's face: on a terminal, a bar.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
}

/// A ring filled to the value: on a terminal, a bar.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
}

/// A line with a mark at the value: on a terminal, a bar.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
}

/// A line filled to the value: on a terminal, a bar.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
}

/// A bar filled to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The style.
    public init() {}
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The platform's style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A ring: on a terminal, a bar.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring filled to the value: on a terminal, a bar.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A line: on a terminal, a bar.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A line filled to the value: on a terminal, a bar.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension View {
    /// Accepted: a terminal draws a bar for a known value and a spinner
    /// otherwise.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }

    /// Accepted: a terminal draws every gauge as a bar.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
