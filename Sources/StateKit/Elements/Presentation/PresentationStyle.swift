/// How a presented layer is drawn and how Escape treats it.
enum PresentationStyle {
    /// A bordered box inset from the screen's edges: `sheet`, `popover`.
    case sheet
    /// The whole screen, no border: `fullScreenCover`.
    case fullScreen
    /// A small box around its content: `alert`, `confirmationDialog`.
    case alert
    /// A box of choices under the control that opened it (a menu
    /// picker's): the focus starts in it, Escape closes it.
    case menu
}
