extension NavigationPath {
    /// The path in a form that encodes and decodes, as SwiftUI's: `nil` when
    /// a value in it is not `Codable`.
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let value = element.base as? any (Codable & Hashable), let name = _mangledTypeName(type(of: value)),
                let data = try? JSONEncoder().encode(value), let json = String(data: data, encoding: .utf8)
            else { return nil }
            entries.append(CodableRepresentation.Entry(typeName: name, json: json, value: element))
        }
        return CodableRepresentation(entries: entries)
    }

    /// The path `codable` stands for, as it was encoded.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.entries.map(\.value)
    }

    /// A navigation path that encodes and decodes: each value with the name
    /// of its type, so that it decodes as the same type.
    public struct CodableRepresentation: Codable, Equatable {
        struct Entry: Equatable {
            let typeName: String
            let json: String
            let value: AnyHashable
        }

        let entries: [Entry]

        init(entries: [Entry]) {
            self.entries = entries
        }

        /// Decodes what `encode(to:)` wrote: a type's name, then its value in
        /// JSON, for each value in turn. A type this program lacks fails.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var entries: [Entry] = []
            while !container.isAtEnd {
                let name = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(name) as? any (Codable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "no Codable and Hashable type named \(name) in this program")
                }
                let value = try Self.decode(type, from: Data(json.utf8))
                entries.append(Entry(typeName: name, json: json, value: value))
            }
            self.entries = entries
        }

        /// Writes each value's type name, then the value in JSON.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries {
                try container.encode(entry.typeName)
                try container.encode(entry.json)
            }
        }

        private static func decode<Value: Codable & Hashable>(_ type: Value.Type, from data: Data) throws -> AnyHashable
        {
            AnyHashable(try JSONDecoder().decode(type, from: data))
        }
    }
}
