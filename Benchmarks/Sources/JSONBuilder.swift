/// A JSON value built by the corpus generator and written out in one of several
/// styles, the way different sending services serialise payloads.
enum Json: Sendable {
    case object([(String, Json)])
    case array([Json])
    case string(String)
    case int(Int)
    case double(String)
    case bool(Bool)
    case null

    /// How a payload is written.
    struct Style: Sendable {
        /// Spaces per indentation level; 0 writes everything on one line.
        var indent = 0
        /// `", "` and `": "` between items on one line (Python's default).
        var spacedSeparators = false
        /// Non-ASCII written as `\uXXXX` (surrogate pairs above U+FFFF), as ASCII-only
        /// serialisers do.
        var asciiOnly = false
        /// `/` written as `\/`, as some PHP and Java serialisers do.
        var escapeSlashes = false
    }

    /// The JSON text of this value in `style`, as UTF-8.
    func encoded(_ style: Style) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(2048)
        write(to: &output, style: style, level: 0)
        if style.indent > 0 { output.append(UInt8(ascii: "\n")) }
        return output
    }

    private func write(to output: inout [UInt8], style: Style, level: Int) {
        switch self {
        case .object(let members):
            writeContainer(
                members.count, open: UInt8(ascii: "{"), close: UInt8(ascii: "}"), to: &output, style: style,
                level: level
            ) { index, output in
                Json.writeString(members[index].0, to: &output, style: style)
                output.append(UInt8(ascii: ":"))
                if style.indent > 0 || style.spacedSeparators { output.append(UInt8(ascii: " ")) }
                members[index].1.write(to: &output, style: style, level: level + 1)
            }
        case .array(let elements):
            writeContainer(
                elements.count, open: UInt8(ascii: "["), close: UInt8(ascii: "]"), to: &output, style: style,
                level: level
            ) { index, output in
                elements[index].write(to: &output, style: style, level: level + 1)
            }
        case .string(let text):
            Json.writeString(text, to: &output, style: style)
        case .int(let value):
            output.append(contentsOf: String(value).utf8)
        case .double(let lexeme):
            output.append(contentsOf: lexeme.utf8)
        case .bool(let value):
            output.append(contentsOf: (value ? "true" : "false").utf8)
        case .null:
            output.append(contentsOf: "null".utf8)
        }
    }

    private func writeContainer(
        _ count: Int, open: UInt8, close: UInt8, to output: inout [UInt8], style: Style, level: Int,
        item: (Int, inout [UInt8]) -> Void
    ) {
        output.append(open)
        guard count > 0 else {
            output.append(close)
            return
        }
        for index in 0..<count {
            if index > 0 {
                output.append(UInt8(ascii: ","))
                if style.indent == 0 && style.spacedSeparators { output.append(UInt8(ascii: " ")) }
            }
            if style.indent > 0 {
                output.append(UInt8(ascii: "\n"))
                output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: style.indent * (level + 1)))
            }
            item(index, &output)
        }
        if style.indent > 0 {
            output.append(UInt8(ascii: "\n"))
            output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: style.indent * level))
        }
        output.append(close)
    }

    private static func writeString(_ text: String, to output: inout [UInt8], style: Style) {
        let hexDigits = Array("0123456789abcdef".utf8)
        func writeUnit(_ unit: UInt16) {
            output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
            for shift in stride(from: 12, through: 0, by: -4) {
                output.append(hexDigits[Int((unit >> UInt16(shift)) & 0xF)])
            }
        }
        output.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append(contentsOf: "\\\"".utf8)
            case "\\": output.append(contentsOf: "\\\\".utf8)
            case "\n": output.append(contentsOf: "\\n".utf8)
            case "\r": output.append(contentsOf: "\\r".utf8)
            case "\t": output.append(contentsOf: "\\t".utf8)
            case "/" where style.escapeSlashes: output.append(contentsOf: "\\/".utf8)
            default:
                if scalar.value < 0x20 {
                    writeUnit(UInt16(scalar.value))
                } else if scalar.value >= 0x80 && style.asciiOnly {
                    for unit in String(scalar).utf16 { writeUnit(unit) }
                } else {
                    output.append(contentsOf: String(scalar).utf8)
                }
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
