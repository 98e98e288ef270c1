/// A control for choosing one of a set of values, as SwiftUI's `Picker`: the
/// options are the views of `content`, each standing for its tag, the value
/// of its `.tag(_:)` or, in a `ForEach`, its element's identity. The option
/// whose tag equals the selection is the chosen one; a selection that
/// matches no tag chooses none. An optional selection matches the tags of
/// its wrapped type. `pickerStyle(_:)` says how the options are shown:
///
/// - `.menu`, the default: the label, the chosen option and `▾`; Enter,
///   Space or a click opens a list of the options under it, where the arrows
///   move and Enter or a click picks;
/// - `.segmented`: the options side by side, the chosen one in brackets;
/// - `.inline`, `.radioGroup` and `.wheel`: the label, then the options one
///   under another, marked `◉` or `○`;
/// - `.navigationLink`: the label, the chosen option and `›`, which pushes a
///   screen of the options on the navigation stack; picking one goes back.
///
/// The picker reads its selection itself: choosing re-evaluates no body but
/// those that read the value.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, InternalView {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    @State private var menuIsOpen = false
    @State private var menu = PickerMenu()

    /// A picker of the options `content` makes, labelled by `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.selection = selection
        self.content = content()
    }

    /// A picker labelled by `label`, in the older form.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.selection = selection
        self.content = content()
    }

    /// The picker, internal to StateKit.
    public var body: some View {
        let choice = PickerChoice(content: content, selection: selection)
        let isOpen = $menuIsOpen
        let menu = self.menu
        let title = label.plainText
        return PresentationModifier(
            content: PickerContent(label: label, title: title, choice: choice, menu: menu) {
                isOpen.wrappedValue = true
            },
            anchor: PresentationAnchor(
                style: .menu, identity: { isOpen.wrappedValue ? AnyHashable(true) : nil },
                dismiss: { isOpen.wrappedValue = false }, onDismiss: nil,
                content: { AnyView(PickerMenuList(choice: choice, state: menu.list)) },
                source: { [weak menu] in menu?.row?.valueRect }))
    }
}

extension Picker where Label == Text {
    /// A picker titled `title` of the options `content` makes.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A picker's options, which of them is chosen, and how to choose another:
/// made as the picker is evaluated, reading its selection.
@MainActor
struct PickerChoice {
    let options: [TabPage]
    let chosen: Int?
    let choose: @MainActor (Int) -> Void

    init<Value: Hashable>(content: some View, selection: Binding<Value>) {
        options = TabPages.collect(content)
        // A tag is read as a value of the selection's type, so that a tag of
        // the wrapped type matches an optional selection.
        let current = selection.wrappedValue
        chosen = options.firstIndex { ($0.tag?.base as? Value) == current }
        let tags = options.map(\.tag)
        choose = { index in
            // A tag of another type than the selection's chooses nothing.
            guard tags.indices.contains(index), let value = tags[index]?.base as? Value else { return }
            selection.wrappedValue = value
        }
    }

    /// Resolves each option below `context`, one element each, under its
    /// identity: a view of the app's in an option keeps its node while the
    /// options around it change.
    func optionElements(_ context: ResolveContext) -> [Element] {
        var elements: [Element] = []
        context.beginLevel(replacing: .none)
        for option in options {
            elements.append(context.resolveOne(option.view, at: .row(segment: 1, id: option.identity)))
        }
        context.endLevel()
        return elements
    }

    /// Resolves the chosen option below `context`, or nothing.
    func chosenElement(_ context: ResolveContext) -> Element {
        guard let chosen else { return Element() }
        return context.resolveOne(options[chosen].view, at: .row(segment: 1, id: options[chosen].identity))
    }
}

/// What a menu picker keeps: its row, under which the menu opens, and the
/// menu's list.
@MainActor
final class PickerMenu {
    weak var row: PickerRowElement?
    let list = OptionListState()
}

/// The picker's primitive, evaluated in the picker's node: drawn as its
/// style says.
struct PickerContent<Label: View>: View, PrimitiveView {
    let label: Label
    let title: String
    let choice: PickerChoice
    let menu: PickerMenu
    let openMenu: @MainActor () -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let attributes = context.environment.attributes
        let inForm = context.environment[FormRowsKey.self]
        let showsLabel = !attributes.labelsHidden && Label.self != EmptyView.self
        let choice = self.choice
        // In a menu, a menu picker lists its options in place, as SwiftUI's
        // does: picking one closes the menu.
        if attributes.styleDrawings[PickerDrawing.self] == .menu,
            let presentation = context.environment[PresentationKey.self],
            presentation.style == .menu
        {
            let dismiss = presentation.dismissAction
            let list = OptionListElement(
                options: choice.optionElements(context), mark: .check, chosen: choice.chosen,
                choosesAsItMoves: false, isEnabled: attributes.isEnabled, state: menu.list, place: context.focusPlace
            ) { index in
                choice.choose(index)
                dismiss()
            }
            let header = showsLabel ? context.resolveOne(label.foregroundStyle(.secondary), at: .index(0)) : nil
            elements.append(SectionElement(header: header, rows: [list], footer: nil, rowIndent: 2))
            return
        }
        switch attributes.styleDrawings[PickerDrawing.self] {
        case .segmented:
            elements.append(
                SegmentedElement(
                    options: choice.optionElements(context), chosen: choice.chosen,
                    chosenFill: attributes.screen.depth == .none
                        ? nil : (attributes.tint ?? .accentColor).faintFill(on: attributes.screen),
                    isEnabled: attributes.isEnabled, place: context.focusPlace, choose: choice.choose))
        case .inline:
            let list = OptionListElement(
                options: choice.optionElements(context), mark: .radio, chosen: choice.chosen,
                choosesAsItMoves: true, isEnabled: attributes.isEnabled, state: menu.list, place: context.focusPlace,
                choose: choice.choose)
            let header = showsLabel ? context.resolveOne(label, at: .index(0)) : nil
            elements.append(SectionElement(header: header, rows: [list], footer: nil, rowIndent: 0))
        case .menu, .navigationLink:
            let navigation = context.environment[NavigationPlaceKey.self]
            let pushes = attributes.styleDrawings[PickerDrawing.self] == .navigationLink && navigation != nil
            let value = choice.chosenElement(context)
            let title = self.title
            let action: @MainActor () -> Void
            if pushes, let model = navigation?.model {
                action = {
                    model.push(AnyView(PickerOptionsScreen(title: title, choice: choice, pop: { model.pop() })))
                }
            } else {
                // The menu opens at the chosen option.
                let list = menu.list
                let open = openMenu
                action = {
                    list.current = choice.chosen ?? 0
                    list.scroll = 0
                    open()
                }
            }
            let row = PickerRowElement(
                label: showsLabel ? context.resolveOne(label, at: .index(0)) : nil, value: value,
                sign: pushes ? "›" : "▾", fills: inForm, isEnabled: attributes.isEnabled, place: context.focusPlace,
                action: action)
            menu.row = row
            elements.append(row)
        }
    }
}

/// The list a menu picker opens: its options, the chosen one ticked;
/// picking one closes the menu.
struct PickerMenuList: View, PrimitiveView {
    let choice: PickerChoice
    let state: OptionListState

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let choose = choice.choose
        let dismiss = context.environment.dismiss
        elements.append(
            OptionListElement(
                options: choice.optionElements(context), mark: .check, chosen: choice.chosen,
                choosesAsItMoves: false, isEnabled: true, state: state, place: context.focusPlace
            ) { index in
                choose(index)
                dismiss()
            })
    }
}

/// The screen a `.navigationLink` picker pushes: its options under its
/// title, the chosen one ticked; picking one goes back.
struct PickerOptionsScreen: View, InternalView {
    let title: String
    let choice: PickerChoice
    let pop: @MainActor () -> Void
    @State private var list = OptionListState()

    var body: some View {
        PickerScreenList(choice: choice, state: list, pop: pop)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .navigationTitle(title)
    }
}

/// The options of a pushed picker screen.
struct PickerScreenList: View, PrimitiveView {
    let choice: PickerChoice
    let state: OptionListState
    let pop: @MainActor () -> Void

    var body: Never { primitiveBody() }

    func makeElements(_ context: ResolveContext, into elements: inout [Element]) {
        let choose = choice.choose
        let pop = self.pop
        if !state.hasBeenFocused { state.current = choice.chosen ?? 0 }
        let list = OptionListElement(
            options: choice.optionElements(context), mark: .check, chosen: choice.chosen,
            choosesAsItMoves: false, isEnabled: true, state: state, place: context.focusPlace
        ) { index in
            choose(index)
            pop()
        }
        // The screen is there to pick from: its list takes the focus, as a
        // menu's does.
        if !state.hasBeenFocused {
            state.hasBeenFocused = true
            let graph = context.owner.graph
            let id = list.focusID
            let owner = context.owner
            graph.runAfterFrame { [weak owner] in
                if let owner, owner.isAlive { graph.setFocus(id, owner: owner) }
            }
        }
        elements.append(list)
    }
}
