/// The families of controls that take a style from the views above them,
/// as `.buttonStyle(_:)` and `.pickerStyle(_:)` give one: each family keeps
/// its drawing in one slot of the environment's attributes.
enum StyleFamily: Int, CaseIterable {
    case button, toggle, label, picker, list, textField, navigationView
}

/// How StateKit draws the controls of one style family: a small enumeration,
/// kept in the environment as its raw value, so that the attributes stay
/// plain values that copy and compare cheaply.
protocol StyleDrawing: RawRepresentable<UInt8>, Equatable, Sendable {
    /// The family whose slot holds the drawing.
    static var family: StyleFamily { get }
    /// The drawing where no view above chose a style.
    static var standard: Self { get }
}

/// The drawing of every style family below a view, one byte a family: the
/// drawing's raw value plus one, zero meaning that no view chose one.
struct StyleDrawings: Equatable, Sendable {
    private var slots = SIMD8<UInt8>(repeating: 0)

    /// The drawing of `Drawing`'s family.
    subscript<Drawing: StyleDrawing>(_ drawing: Drawing.Type) -> Drawing {
        get {
            let slot = slots[Drawing.family.rawValue]
            return slot == 0 ? Drawing.standard : Drawing(rawValue: slot - 1) ?? Drawing.standard
        }
        set { slots[Drawing.family.rawValue] = newValue.rawValue + 1 }
    }
}
