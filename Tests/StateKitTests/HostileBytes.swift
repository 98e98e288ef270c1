import StateKit
import TestSupport

/// Seeded streams of terminal input for the fuzz tests.
enum HostileBytes {
    /// What a hostile terminal can send: random bytes, partial and complete
    /// escape sequences (CSI and SS3), invalid UTF-8, NULs and long pastes,
    /// `count` bytes in all.
    static func stream(count: Int, using random: inout SeededGenerator) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count + 8192)
        while bytes.count < count {
            bytes += piece(using: &random)
        }
        return Array(bytes.prefix(count))
    }

    private static func piece(using random: inout SeededGenerator) -> [UInt8] {
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            return (0..<Int.random(in: 1...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        case 1:
            // A CSI cut anywhere: parameters, intermediates, maybe no final byte.
            var csi: [UInt8] = [0x1B, 0x5B]
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                csi.append(UInt8.random(in: 0x20...0x3F, using: &random))
            }
            if Bool.random(using: &random) { csi.append(UInt8.random(in: 0x40...0x7E, using: &random)) }
            return csi
        case 2:
            return [0x1B, 0x4F] + (Bool.random(using: &random) ? [UInt8.random(in: 0...255, using: &random)] : [])
        case 3:
            return [0x1B]
        case 4:
            // Invalid UTF-8: lone continuations, overlong forms, surrogates, bytes never used.
            let invalid: [[UInt8]] = [
                [0x80], [0xBF], [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF5], [0xFF], [0xC3],
                [0xE5, 0xB1],
            ]
            return invalid[Int.random(in: 0..<invalid.count, using: &random)]
        case 5:
            return Array(repeating: 0, count: Int.random(in: 1...16, using: &random))
        case 6:
            // A long paste of text that includes the counter's keys.
            let text = Array("+-r hello, world\t山田😀\r".utf8)
            return (0..<Int.random(in: 256...8192, using: &random)).map { _ in
                text[Int.random(in: 0..<text.count, using: &random)]
            }
        case 7:
            let keys: [[UInt8]] = [
                [0x1B, 0x5B, 0x41], [0x1B, 0x5B, 0x5A], [0x1B, 0x5B, 0x33, 0x7E], [0x1B, 0x4F, 0x42],
            ]
            return keys[Int.random(in: 0..<keys.count, using: &random)]
        case 8:
            return Array("é山😀👩‍💻".utf8)
        case 9:
            return [UInt8.random(in: 0x00...0x1F, using: &random)]
        default:
            return [Array("+-r\t \r".utf8)[Int.random(in: 0..<6, using: &random)]]
        }
    }

    /// Splits `bytes` into reads of 1 to 4,096 bytes, as a terminal delivers them.
    static func reads(of bytes: [UInt8], using random: inout SeededGenerator) -> [ArraySlice<UInt8>] {
        var reads: [ArraySlice<UInt8>] = []
        var start = 0
        while start < bytes.count {
            let length =
                Bool.random(using: &random)
                ? Int.random(in: 1...8, using: &random) : Int.random(in: 1...4096, using: &random)
            let end = min(bytes.count, start + length)
            reads.append(bytes[start..<end])
            start = end
        }
        return reads
    }
}
