import Foundation

/// A translucent background, as SwiftUI's materials: a terminal blurs
/// nothing, so each is a quiet grey a step from the background, darker or
/// lighter as the colour scheme is, the thicker the further.
public struct Material: ShapeStyle, Hashable {
    /// How thick, from 0 (ultra thin) to 4 (ultra thick).
    let thickness: Int

    /// The grey drawn for it in `environment`'s colour scheme.
    @MainActor
    func color(in environment: EnvironmentValues) -> Color {
        let step = 0.03 * Double(thickness)
        return environment.colorScheme == .dark ? Color(white: 0.11 + step) : Color(white: 0.96 - step)
    }

    /// The thinnest material.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let ultraThinMaterial = Material(thickness: 0)
    /// A thin material.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let thinMaterial = Material(thickness: 1)
    /// The usual material.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let regularMaterial = Material(thickness: 2)
    /// A thick material.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let thickMaterial = Material(thickness: 3)
    /// The thickest material.
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    public static let ultraThickMaterial = Material(thickness: 4)
    /// The material of bars.
    public static let bar = Material(thickness: 2)
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// A thin material.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// The usual material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// A thick material.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// The thickest material.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// The material of bars.
    public static var bar: Material { Material.bar }
}
