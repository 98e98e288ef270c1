/// A map from metatypes to values, hashed by the metatype's address: cheaper
/// than a `Dictionary`'s seeded hash for a lookup made at every level of every
/// body, and metatypes are never freed, so their addresses never change.
struct MetatypeTable<Value> {
    private var keys: [ObjectIdentifier?] = Array(repeating: nil, count: 64)
    private var values: [Value?] = Array(repeating: nil, count: 64)
    private var count = 0

    subscript(key: ObjectIdentifier) -> Value? {
        get {
            var slot = Self.slot(of: key, in: keys.count)
            while let stored = keys[slot] {
                if stored == key { return values[slot] }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            guard let newValue else { return }
            if (count + 1) * 2 > keys.count { grow() }
            var slot = Self.slot(of: key, in: keys.count)
            while let stored = keys[slot], stored != key { slot = (slot + 1) & (keys.count - 1) }
            if keys[slot] == nil { count += 1 }
            keys[slot] = key
            values[slot] = newValue
        }
    }

    /// Metadata is 8-byte aligned: the low bits carry nothing, the multiply
    /// spreads the rest over the table.
    private static func slot(of key: ObjectIdentifier, in capacity: Int) -> Int {
        let address = UInt(bitPattern: key)
        return Int(truncatingIfNeeded: ((address >> 3) &* 0x9E37_79B9_7F4A_7C15) >> 20) & (capacity - 1)
    }

    private mutating func grow() {
        let old = zip(keys, values)
        keys = Array(repeating: nil, count: keys.count * 2)
        values = Array(repeating: nil, count: values.count * 2)
        count = 0
        for case (let key?, let value?) in old { self[key] = value }
    }
}
