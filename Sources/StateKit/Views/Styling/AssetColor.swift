import Foundation

extension Color {
    /// The colour `name` of the app's asset catalog, in its variant for the
    /// colour scheme where it is drawn, as SwiftUI's. SwiftPM copies an
    /// `Assets.xcassets` folder beside the program as a resource
    /// (`resources: [.copy("Assets.xcassets")]`); `bundle` is where to look
    /// (`.module`), the program's own resources when `nil`. A name no catalog
    /// has draws the primary colour, and is named once on standard error,
    /// after the screen is restored.
    public init(_ name: String, bundle: Bundle? = nil) {
        guard let variants = AssetCatalog.color(named: name, in: bundle) else {
            AssetCatalog.reportMissing(color: name)
            self = .primary
            return
        }
        self.init(light: variants.light, dark: variants.dark)
    }
}
