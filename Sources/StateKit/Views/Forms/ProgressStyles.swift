/// How a progress view is drawn, as SwiftUI's styles. StateKit's own draw a
/// bar for a known value and a spinner otherwise; a style of the app's own
/// makes the whole look from the progress view's parts.
public protocol ProgressViewStyle: Sendable {
    /// The look the style makes.
    associatedtype Body: View
    /// The progress view's look, from its fraction and labels.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// One of StateKit's own styles of a family whose styles all draw alike: the
/// control is then drawn as StateKit draws it.
protocol StandardStyle {}

/// The platform's style.
public struct DefaultProgressViewStyle: ProgressViewStyle, StandardStyle {
    /// The default style.
    public init() {}
    /// The progress view as StateKit draws it.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle, StandardStyle {
    /// The linear style.
    public init() {}
    /// The progress view as StateKit draws it.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
}

/// A circle: on a terminal, the bar or the spinner.
public struct CircularProgressViewStyle: ProgressViewStyle, StandardStyle {
    /// The circular style.
    public init() {}
    /// The progress view as StateKit draws it.
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
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

/// How a gauge is drawn, as SwiftUI's styles. StateKit's own draw every
/// gauge as a bar; a style of the app's own makes the whole look from the
/// gauge's value and labels.
public protocol GaugeStyle: Sendable {
    /// The look the style makes.
    associatedtype Body: View
    /// The gauge's look, from its value and labels.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = GaugeStyleConfiguration
}

/// The platform's style.
public struct DefaultGaugeStyle: GaugeStyle, StandardStyle {
    /// The default style.
    public init() {}
    /// The gauge as StateKit draws it: a bar.
    public func makeBody(configuration: Configuration) -> some View { StandardGauge(configuration: configuration) }
}

/// A ring, as on a watch's face: on a terminal, a bar.
public struct AccessoryCircularGaugeStyle: GaugeStyle, StandardStyle {
    /// The style.
    public init() {}
    /// The gauge as StateKit draws it: a bar.
    public func makeBody(configuration: Configuration) -> some View { StandardGauge(configuration: configuration) }
}

/// A ring filled to the value: on a terminal, a bar.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, StandardStyle {
    /// The style.
    public init() {}
    /// The gauge as StateKit draws it: a bar.
    public func makeBody(configuration: Configuration) -> some View { StandardGauge(configuration: configuration) }
}

/// A line with a mark at the value: on a terminal, a bar.
public struct AccessoryLinearGaugeStyle: GaugeStyle, StandardStyle {
    /// The style.
    public init() {}
    /// The gauge as StateKit draws it: a bar.
    public func makeBody(configuration: Configuration) -> some View { StandardGauge(configuration: configuration) }
}

/// A line filled to the value: on a terminal, a bar.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, StandardStyle {
    /// The style.
    public init() {}
    /// The gauge as StateKit draws it: a bar.
    public func makeBody(configuration: Configuration) -> some View { StandardGauge(configuration: configuration) }
}

/// A bar filled to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle, StandardStyle {
    /// The style.
    public init() {}
    /// The gauge as StateKit draws it: a bar.
    public func makeBody(configuration: Configuration) -> some View { StandardGauge(configuration: configuration) }
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
    /// Draws the progress views below in `style`: StateKit's bar and
    /// spinner for its own styles, or the look the app's own style makes.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        EnvironmentKeyModifier<_, CustomStyleKey<ProgressViewStyleConfiguration>>(
            content: self,
            value: style is any StandardStyle
                ? nil : CustomStyle { AnyView(style.makeBody(configuration: $0)) })
    }

    /// Draws the gauges below in `style`: StateKit's bar for its own
    /// styles, or the look the app's own style makes.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        EnvironmentKeyModifier<_, CustomStyleKey<GaugeStyleConfiguration>>(
            content: self,
            value: style is any StandardStyle
                ? nil : CustomStyle { AnyView(style.makeBody(configuration: $0)) })
    }
}
