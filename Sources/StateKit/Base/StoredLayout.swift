import SwiftShims

/// One stored property of a type, as the type's metadata lists it.
struct StoredField {
    /// The property's name in the declaration (`_count` for `@State var count`).
    let label: String
    /// Where it starts in its instance's storage.
    let offset: Int
    /// Its declared type, generic arguments filled in.
    let type: Any.Type
    /// Whether a value of this property can be a class instance: its type is
    /// a class, or an existential that may hold one.
    let mayHoldObject: Bool
    /// Whether it holds a value of its type: not `weak` or `unowned`, whose
    /// storage is a reference of another form, which `value(in:)` cannot read.
    let isStrong: Bool
    /// Whether `value(in:)` can read it: strong, and not of a metatype type.
    /// A struct's or an enum's metatype (`let unit: Int.Type`) takes no
    /// storage in its instance, though its metadata is 8 bytes wide: reading
    /// it would read the next property's bytes as a type. A class's metatype
    /// does take 8 bytes, but the metadata does not tell the two apart.
    let isReadable: Bool

    /// This property of the instance whose storage starts at `storage`.
    func value(in storage: UnsafeRawPointer) -> Any {
        let fieldType: Any.Type = type
        return Self.load(fieldType, from: storage + offset)
    }

    private static func load<Value>(_: Value.Type, from address: UnsafeRawPointer) -> Any {
        address.assumingMemoryBound(to: Value.self).pointee
    }
}

/// A type's stored properties and its kind, read from its metadata.
///
/// `Mirror` answers the same, but first asks each value it reflects whether it
/// is `CustomReflectable`. The first question about a type and a protocol scans
/// every conformance in the process (see `typeName(_:)`), so a first frame paid
/// a scan per view type for the mirror alone, and every mirror builds its
/// children anew. The runtime's field walk, which `Mirror` itself uses below
/// that question, reads the metadata only; `StoredLayouts` keeps what it finds
/// per type.
struct StoredLayout {
    /// What kind of type a layout describes.
    enum Kind {
        /// A struct declared outside the `Swift` module.
        case `struct`
        case tuple, `class`
        /// An enum or an optional: cases whose payloads the metadata does not list.
        case cases
        /// A struct of the standard library (a collection, a number, a string:
        /// their fields are its implementation, builtins among them), a
        /// function, an existential, a metatype.
        case other
    }

    /// What kind of type it is.
    let kind: Kind
    /// Its stored properties, in declaration order; a class's superclasses'
    /// first. Empty for all but a struct, a tuple and a class.
    let fields: [StoredField]
    /// Whether a property cannot be read from its bytes (see
    /// `StoredField.isReadable`): then `Mirror` reads them.
    let hasUnreadableFields: Bool

    /// Reads `type`'s layout from its metadata.
    init(of type: Any.Type) {
        kind = Self.kind(of: type)
        var fields: [StoredField] = []
        var allReadable = true
        if kind == .struct || kind == .class || kind == .tuple {
            for index in 0..<RuntimeFields.count(type) {
                var metadata = _FieldReflectionMetadata()
                let fieldType = RuntimeFields.type(type, index: index, fieldMetadata: &metadata)
                defer { metadata.freeFunc?(metadata.name) }
                let fieldKind = RuntimeFields.kind(of: fieldType)
                let isReadable = metadata.isStrong && fieldKind != RuntimeFields.metatypeKind
                allReadable = allReadable && isReadable
                fields.append(
                    StoredField(
                        label: metadata.name.map { String(cString: $0) } ?? "",
                        offset: RuntimeFields.offset(type, index: index),
                        type: fieldType,
                        mayHoldObject: Self.mayHoldObject(fieldKind),
                        isStrong: metadata.isStrong,
                        isReadable: isReadable))
            }
        }
        self.fields = fields
        hasUnreadableFields = !allReadable
    }

    /// Whether the fields describe the value's bytes: a struct or a tuple,
    /// which `withStorage(of:_:)` reaches, all of whose properties are readable.
    var isValueType: Bool { (kind == .struct || kind == .tuple) && !hasUnreadableFields }

    /// Calls `body` with the storage of `value`: its bytes for a struct or a
    /// tuple, its object for a class instance.
    ///
    /// `value`'s dynamic type is opened, and the value taken out as that type.
    /// Opening the `Any` itself would not do: an `Any` made from a property of
    /// existential type (`let content: any View`) holds that existential, so
    /// the opened type would be `any View` and the bytes its box's.
    static func withStorage<Result>(of value: Any, _ body: (UnsafeRawPointer) -> Result) -> Result {
        func withOpened<Value>(_: Value.Type) -> Result {
            // A cast to the very type the value has costs a comparison of types.
            var copy = value as! Value
            return withUnsafeBytes(of: &copy) { bytes in
                // A class instance's bytes are its reference, which `copy` keeps alive.
                if Value.self is AnyClass { return body(bytes.load(as: UnsafeRawPointer.self)) }
                // A type without stored bytes has no fields to read; any address serves.
                return body(bytes.baseAddress ?? UnsafeRawPointer(bitPattern: MemoryLayout<Value>.alignment)!)
            }
        }
        let dynamicType: Any.Type = type(of: value)
        return withOpened(dynamicType)
    }

    /// Whether `lhs` and `rhs` are of one type without references (a number,
    /// a date, a plain enum or struct of such) and hold the same bytes: then
    /// they are equal, and nobody need be asked whether the type is
    /// `Equatable`, a scan of every conformance for each new type. Bytes that
    /// differ say nothing (padding, `-0.0`), so `false` is no answer.
    static func haveSamePlainBytes(_ lhs: Any, _ rhs: Any) -> Bool {
        func compare<Value>(_: Value.Type) -> Bool {
            guard _isPOD(Value.self), var left = lhs as? Value, var right = rhs as? Value else { return false }
            return withUnsafeBytes(of: &left) { left in
                withUnsafeBytes(of: &right) { right in left.elementsEqual(right) }
            }
        }
        let dynamicType: Any.Type = type(of: lhs)
        return dynamicType == type(of: rhs) && compare(dynamicType)
    }

    /// The name of the case `value`, an enum's or an optional's, holds: what
    /// tells `.edit("x")` from `.view("x")`, and `.a` from `.b`, where the
    /// payloads `Mirror` lists say nothing.
    static func caseName(of value: Any) -> String? {
        func opened<Value>(_: Value.Type) -> String? {
            guard let value = value as? Value else { return nil }
            return runtimeEnumCaseName(value).map { String(cString: $0) }
        }
        let dynamicType: Any.Type = type(of: value)
        return opened(dynamicType)
    }

    /// `value` as an object when it is a class instance. `value as AnyObject`
    /// on an `Any` tries Foundation's bridging first, which asks the runtime
    /// about protocols: a scan of every conformance for each new type.
    static func object(_ value: Any) -> AnyObject? {
        func opened<Value>(_: Value.Type) -> AnyObject? {
            Value.self is AnyClass ? unsafeBitCast(value as! Value, to: AnyObject.self) : nil
        }
        let dynamicType: Any.Type = type(of: value)
        return opened(dynamicType)
    }

    private static func kind(of type: Any.Type) -> Kind {
        switch RuntimeFields.kind(of: type) {
        case RuntimeFields.structKind: qualifiedTypeName(type).hasPrefix("Swift.") ? .other : .struct
        case RuntimeFields.tupleKind: .tuple
        case RuntimeFields.classKind: .class
        case RuntimeFields.enumKind, RuntimeFields.optionalKind: .cases
        default: .other
        }
    }

    private static func mayHoldObject(_ kind: UInt) -> Bool {
        switch kind {
        case RuntimeFields.classKind, RuntimeFields.existentialKind, RuntimeFields.extendedExistentialKind,
            RuntimeFields.foreignClassKind, RuntimeFields.objcClassWrapperKind:
            true
        default: false
        }
    }
}

/// The runtime's field walk, as the standard library's `Mirror` and
/// `_forEachField` call it. The standard library's own walk does not say
/// whether a field is `weak` or `unowned`, which decides whether its storage
/// can be read as a value of its type. The functions are free functions, as
/// the runtime declares them: a method would pass its type as well.
private enum RuntimeFields {
    static func count(_ type: Any.Type) -> Int {
        runtimeFieldCount(type)
    }

    static func type(
        _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<_FieldReflectionMetadata>
    ) -> Any.Type {
        runtimeFieldType(type, index: index, fieldMetadata: fieldMetadata)
    }

    static func offset(_ type: Any.Type, index: Int) -> Int {
        runtimeFieldOffset(type, index: index)
    }

    static func kind(of type: Any.Type) -> UInt {
        runtimeMetadataKind(type)
    }

    // The runtime's metadata kinds (swift/ABI/MetadataKind.def).
    static let classKind: UInt = 0
    static let structKind: UInt = 0x200
    static let enumKind: UInt = 0x201
    static let optionalKind: UInt = 0x202
    static let foreignClassKind: UInt = 0x203
    static let tupleKind: UInt = 0x301
    static let existentialKind: UInt = 0x303
    static let metatypeKind: UInt = 0x304
    static let objcClassWrapperKind: UInt = 0x305
    /// A parameterized existential, `any Store<Item>`.
    static let extendedExistentialKind: UInt = 0x307
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func runtimeFieldCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func runtimeFieldType(
    _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<_FieldReflectionMetadata>
) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func runtimeFieldOffset(_ type: Any.Type, index: Int) -> Int

@_silgen_name("swift_EnumCaseName")
private func runtimeEnumCaseName<Value>(_ value: Value) -> UnsafePointer<CChar>?

@_silgen_name("swift_getMetadataKind")
private func runtimeMetadataKind(_ type: Any.Type) -> UInt

/// The layouts of the types StateKit reads fields of, each read once.
@MainActor
enum StoredLayouts {
    // `@exclusivity(unchecked)`: see ARCHITECTURE.md, "Unchecked exclusivity".
    @exclusivity(unchecked) private static var known = MetatypeTable<StoredLayout>()

    /// `type`'s layout.
    static subscript(type: Any.Type) -> StoredLayout {
        let key = ObjectIdentifier(type)
        if let layout = known[key] { return layout }
        let layout = StoredLayout(of: type)
        known[key] = layout
        return layout
    }
}
