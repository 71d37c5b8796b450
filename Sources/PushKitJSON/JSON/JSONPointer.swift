/// A JSON Pointer (RFC 6901): the path from a document's root to one value.
///
/// The empty pointer `""` is the whole document; `/aps/alert/title` is the title
/// inside the alert inside `aps`; `/content/buttons/1` is the second button. In a
/// token `~` is written `~0` and `/` is written `~1`.
public struct JSONPointer: Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The unescaped reference tokens, root first.
    public private(set) var tokens: [String]

    /// The pointer to the whole document.
    public static let root = JSONPointer(tokens: [])

    /// Creates a pointer from unescaped reference tokens.
    public init(tokens: [String]) {
        self.tokens = tokens
    }

    /// Parses the string form of a pointer.
    ///
    /// - Returns: `nil` when the text is not a pointer: it is neither empty nor starts
    ///   with `/`, or a `~` is followed by something other than `0` or `1`.
    public init?(_ text: String) {
        if text.isEmpty {
            self.tokens = []
            return
        }
        guard text.utf8.first == UInt8(ascii: "/") else { return nil }
        var tokens: [String] = []
        for raw in text.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            var token: [UInt8] = []
            token.reserveCapacity(raw.count)
            var iterator = raw.makeIterator()
            while let byte = iterator.next() {
                guard byte == UInt8(ascii: "~") else {
                    token.append(byte)
                    continue
                }
                switch iterator.next() {
                case UInt8(ascii: "0"): token.append(UInt8(ascii: "~"))
                case UInt8(ascii: "1"): token.append(UInt8(ascii: "/"))
                default: return nil
                }
            }
            tokens.append(String(decoding: token, as: UTF8.self))
        }
        self.tokens = tokens
    }

    /// Creates a pointer from its string form; traps on text that is not a pointer.
    ///
    /// Meant for literals in code and tests, such as `"/aps/alert"`.
    public init(stringLiteral value: String) {
        guard let pointer = JSONPointer(value) else {
            preconditionFailure("not a JSON Pointer: \(value)")
        }
        self = pointer
    }

    /// The pointer one level down, to the member `key`.
    public func appending(_ key: String) -> JSONPointer {
        WorkMeter.charge(tokens.count + 1)
        var copy = self
        copy.tokens.append(key)
        return copy
    }

    /// The pointer one level down, to the array element at `index`.
    public func appending(_ index: Int) -> JSONPointer {
        appending(String(index))
    }

    /// The pointer one level up; the root's parent is the root.
    public var parent: JSONPointer {
        JSONPointer(tokens: Array(tokens.dropLast()))
    }

    /// The escaped string form, such as `/content/buttons/0/action`.
    public var description: String {
        var text = ""
        for token in tokens {
            text.append("/")
            if token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
                for scalar in token.unicodeScalars {
                    switch scalar {
                    case "~": text.append("~0")
                    case "/": text.append("~1")
                    default: text.unicodeScalars.append(scalar)
                    }
                }
            } else {
                text.append(token)
            }
        }
        return text
    }

    /// Orders pointers by their string form.
    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        lhs.tokens.lexicographicallyPrecedes(rhs.tokens)
    }
}
