// SwiftUI's control style modifiers, which StateKit does not have yet. The style names take one
// placeholder type per modifier, itself unavailable, so that `.pickerStyle(.segmented)` stops at
// one message, about the modifier.

extension View {
    /// SwiftUI's picker style, not available in StateKit yet.
    @available(*, unavailable, message: "pickerStyle is not supported yet: see Picker")
    public func pickerStyle(_ style: PickerStyleName) -> Never { fatalError("unavailable") }

    /// SwiftUI's toggle style, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "toggleStyle is not supported yet: leave it out; a Toggle is drawn as a check box"
    )
    public func toggleStyle(_ style: ToggleStyleName) -> Never { fatalError("unavailable") }

    /// SwiftUI's button style, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "buttonStyle is not supported yet: leave it out; a Button is drawn in brackets"
    )
    public func buttonStyle(_ style: ButtonStyleName) -> Never { fatalError("unavailable") }

    /// SwiftUI's label style, not available in StateKit yet.
    @available(
        *, unavailable,
        message: "labelStyle is not supported yet: use Text for the title only, or Image for the icon only"
    )
    public func labelStyle(_ style: LabelStyleName) -> Never { fatalError("unavailable") }

    /// SwiftUI's control size, not available in StateKit yet.
    @available(*, unavailable, message: "controlSize is not supported yet: controls have one size; leave it out")
    public func controlSize(_ size: ControlSize) -> Never { fatalError("unavailable") }

    /// SwiftUI's hidden labels, not available in StateKit yet.
    @available(*, unavailable, message: "labelsHidden is not supported yet: give the control an empty title")
    public func labelsHidden() -> Never { fatalError("unavailable") }
}

/// The style names `pickerStyle` takes in SwiftUI, not available in StateKit yet.
@available(*, unavailable, message: "PickerStyleName is not supported yet: see Picker")
public struct PickerStyleName {
    /// Unavailable.
    public static var automatic: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var menu: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var segmented: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var inline: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var wheel: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var navigationLink: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var radioGroup: Self { fatalError("unavailable") }
}

/// The style names `toggleStyle` takes in SwiftUI, not available in StateKit yet.
@available(*, unavailable, message: "ToggleStyleName is not supported yet: see toggleStyle")
public struct ToggleStyleName {
    /// Unavailable.
    public static var automatic: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var `switch`: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var checkbox: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var button: Self { fatalError("unavailable") }
}

/// The style names `buttonStyle` takes in SwiftUI, not available in StateKit yet.
@available(*, unavailable, message: "ButtonStyleName is not supported yet: see buttonStyle")
public struct ButtonStyleName {
    /// Unavailable.
    public static var automatic: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var bordered: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var borderedProminent: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var borderless: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var plain: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var link: Self { fatalError("unavailable") }
}

/// The style names `labelStyle` takes in SwiftUI, not available in StateKit yet.
@available(*, unavailable, message: "LabelStyleName is not supported yet: see labelStyle")
public struct LabelStyleName {
    /// Unavailable.
    public static var automatic: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var titleOnly: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var iconOnly: Self { fatalError("unavailable") }
    /// Unavailable.
    public static var titleAndIcon: Self { fatalError("unavailable") }
}

/// SwiftUI's control sizes, not available in StateKit yet.
@available(*, unavailable, message: "ControlSize is not supported yet: see controlSize")
public enum ControlSize {
    /// Unavailable.
    case mini, small, regular, large, extraLarge
}
