// The compiler plugin behind `#Preview` and `@Entry`. Xcode's previews have no
// place on a terminal, so every preview expands to nothing; `@Entry` expands
// to an environment key and the accessors that use it. The plugin speaks the
// compiler's plugin protocol itself (messages of JSON, each after its length
// as 8 bytes, little-endian, on standard input and output), so it needs no
// library and builds in seconds.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads exactly `count` bytes from standard input; `nil` at its end.
func readExactly(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var offset = 0
    while offset < count {
        let got = bytes.withUnsafeMutableBytes { read(0, $0.baseAddress! + offset, count - offset) }
        if got <= 0 { return nil }
        offset += got
    }
    return bytes
}

/// Writes one message: its length, then its JSON.
func send(_ json: String) {
    var payload = Array(json.utf8)
    var length = UInt64(payload.count).littleEndian
    var message = withUnsafeBytes(of: &length) { Array($0) }
    message += payload
    payload.removeAll()
    var offset = 0
    while offset < message.count {
        let written = message.withUnsafeBytes { write(1, $0.baseAddress! + offset, message.count - offset) }
        if written <= 0 { exit(1) }
        offset += written
    }
}

/// The name of a message: its one top-level key (`{"getCapability":{...}}`).
func kind(of payload: [UInt8]) -> String {
    guard let open = payload.firstIndex(of: UInt8(ascii: "\"")),
        let close = payload[(open + 1)...].firstIndex(of: UInt8(ascii: "\""))
    else { return "" }
    return String(decoding: payload[(open + 1)..<close], as: UTF8.self)
}

/// The expansion of an attached macro: `@Entry`'s, or nothing (`#Preview`).
func expansion(of payload: [UInt8]) -> String {
    let message = String(decoding: payload, as: UTF8.self)
    guard stringValue(of: "typeName", in: message) == "EntryMacro",
        let declaration = stringValue(of: "source", in: message, after: "\"declSyntax\"")
    else { return "" }
    return EntryExpansion(declaration: declaration).expansion(role: stringValue(of: "macroRole", in: message) ?? "")
}

while let header = readExactly(8) {
    let length = header.enumerated().reduce(0) { $0 | Int($1.element) << (8 * $1.offset) }
    guard let payload = readExactly(length) else { break }
    switch kind(of: payload) {
    case "getCapability":
        send(#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    case "expandFreestandingMacro":
        send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
    case "expandAttachedMacro":
        send(#"{"expandMacroResult":{"expandedSource":"# + jsonString(expansion(of: payload)) + #","diagnostics":[]}}"#)
    case "loadPluginLibrary":
        send(#"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#)
    default:
        exit(1)
    }
}
