import PushKitCore

// The byte-level oracle for `JSONDocument.compactLength`, which the library works out
// from the tree: the two must agree on every fixture.

extension JSONText {
    /// The length of `bytes` without the whitespace between tokens: the size of the
    /// payload as a sender serialises it.
    static func compactLength(_ bytes: [UInt8]) -> Int {
        var length = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                length += 1
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else {
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): continue
                case UInt8(ascii: "\""):
                    inString = true
                    length += 1
                default: length += 1
                }
            }
        }
        return length
    }
}
