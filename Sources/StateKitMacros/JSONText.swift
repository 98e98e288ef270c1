/// Just enough JSON for the plugin's messages: a string field's value, and a
/// string written as JSON.

/// The value of the first string field `key` in `json` (after the text
/// `after`, when given), unescaped.
func stringValue(of key: String, in json: String, after: String? = nil) -> String? {
    var rest = Substring(json)
    if let after {
        guard let range = rest.range(of: after) else { return nil }
        rest = rest[range.upperBound...]
    }
    guard let range = rest.range(of: "\"\(key)\":\"") else { return nil }
    var value = ""
    var index = range.upperBound
    while index < rest.endIndex {
        let character = rest[index]
        if character == "\"" { return value }
        if character == "\\" {
            index = rest.index(after: index)
            guard index < rest.endIndex else { return nil }
            switch rest[index] {
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            case "u":
                let digits = rest[rest.index(after: index)...].prefix(4)
                if let code = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(code) {
                    value.unicodeScalars.append(scalar)
                }
                index = rest.index(index, offsetBy: 4, limitedBy: rest.endIndex) ?? rest.endIndex
            case let escaped: value.append(escaped)
            }
        } else {
            value.append(character)
        }
        index = rest.index(after: index)
    }
    return nil
}

/// `text` as a JSON string, quotes included.
func jsonString(_ text: String) -> String {
    var json = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": json += "\\\""
        case "\\": json += "\\\\"
        case "\n": json += "\\n"
        case "\t": json += "\\t"
        case "\r": json += "\\r"
        case let control where control.value < 0x20:
            let hex = String(control.value, radix: 16)
            json += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: json.unicodeScalars.append(scalar)
        }
    }
    return json + "\""
}
