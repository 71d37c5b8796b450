/// The reader's engine: one forward pass over the bytes with an explicit stack.
///
/// Nothing here recurses, so depth is a rule (`json.too-deep`), never a stack
/// overflow. Every loop advances `position`, so the pass ends on any input.
struct JSONParser {
    private enum State: UInt8 {
        /// Just after `{` or `[`.
        case opened
        /// Just after a member or element.
        case afterValue
    }

    private struct Frame {
        var node: Int
        var isObject: Bool
        var state: State
        var count: UInt32
        /// Where this object's key nodes start in `keyScratch`.
        var keyStart: Int
        /// Once an object has many keys, its duplicate check switches to a set.
        /// Mutate it in place (`stack[top].keySet`) and keep no copy of the frame
        /// alive meanwhile, or each insert copies the set.
        var keySet: Set<[UInt8]>?
        /// The node of the key of the member being read; -1 before the first member and
        /// while a key is being read.
        var lastKey: Int = -1
    }

    /// Objects up to this many members compare keys pairwise (a bounded, cache-friendly
    /// cost); larger ones use a hash set, so the check stays linear overall.
    private static let pairwiseKeyLimit = 12

    let input: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    let pointerPrefix: JSONPointer
    private(set) var nodes: [JSONNode] = []
    private(set) var sink = DiagnosticSink()
    private var position = 0
    private var stack: [Frame] = []
    private var keyScratch: [Int] = []

    init(input: UnsafeBufferPointer<UInt8>, maxDepth: Int, pointerPrefix: JSONPointer) {
        self.input = input
        self.maxDepth = maxDepth
        self.pointerPrefix = pointerPrefix
        nodes.reserveCapacity(input.count / 6 + 4)
    }

    // MARK: Driving the pass

    /// Runs the pass; `false` when the structure could not be read to the end.
    mutating func run() -> Bool {
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            sink.emit(
                .jsonByteOrderMark, at: pointerPrefix, offset: 0,
                "the input starts with a UTF-8 byte order mark (EF BB BF), which JSON forbids; save the file as UTF-8 without BOM"
            )
            return false
        }
        skipWhitespace()
        guard position < input.count else {
            sink.emit(.jsonEmpty, at: pointerPrefix, offset: position, "the input is empty; expected a JSON value")
            return false
        }
        guard parseValue() else { return false }
        while !stack.isEmpty {
            guard step() else { return false }
        }
        skipWhitespace()
        if position < input.count, input[position] == UInt8(ascii: "/") {
            sink.emit(.jsonComment, at: pointerPrefix, offset: position, "comments are not allowed in JSON; remove it")
        } else if position < input.count {
            sink.emit(
                .jsonTrailingContent, at: pointerPrefix, offset: position,
                "unexpected \(describe(at: position)) after the top-level value; a JSON document holds exactly one value"
            )
        }
        return true
    }

    /// Handles what follows inside the innermost open container.
    private mutating func step() -> Bool {
        skipWhitespace()
        let top = stack.count - 1
        // Only these fields: a copy of the frame would share its key set and make
        // every insert into it copy the whole set.
        let isObject = stack[top].isObject
        let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        guard position < input.count else {
            let what = isObject ? "object" : "array"
            let opened = SourceLocator.locate([Int(nodes[stack[top].node].start)], in: input)[0]
            sink.emit(
                .jsonUnexpectedEnd, at: containerPointer(top), offset: position,
                "the input ends inside the \(what) that starts at \(opened); expected '\(Character(Unicode.Scalar(closer)))'"
            )
            return false
        }
        let byte = input[position]
        if byte == closer {
            position += 1
            close(top)
            return true
        }
        if stack[top].state == .afterValue {
            guard byte == UInt8(ascii: ",") else {
                return failSeparator(byte, closer: closer, top: top)
            }
            let comma = position
            position += 1
            skipWhitespace()
            if position < input.count, input[position] == closer {
                sink.emit(
                    .jsonTrailingComma, at: containerPointer(top), offset: comma,
                    "trailing comma before '\(Character(Unicode.Scalar(closer)))'; remove the comma")
                return false
            }
        }
        return isObject ? parseMember(top) : parseElement(top)
    }

    private mutating func failSeparator(_ byte: UInt8, closer: UInt8, top: Int) -> Bool {
        let expected = "expected ',' or '\(Character(Unicode.Scalar(closer)))'"
        let pointer = containerPointer(top)
        switch byte {
        case UInt8(ascii: "/"):
            sink.emit(.jsonComment, at: pointer, offset: position, "comments are not allowed in JSON; remove it")
        case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["):
            sink.emit(
                .jsonUnexpectedCharacter, at: pointer, offset: position,
                "missing comma: \(expected) before \(describe(at: position))")
        default:
            if let quote = smartQuote(at: position) {
                sink.emit(
                    .jsonSmartQuote, at: pointer, offset: position,
                    "typographic quote \(quote) where \(expected); use straight double quotes (\")")
            } else {
                sink.emit(
                    .jsonUnexpectedCharacter, at: pointer, offset: position,
                    "unexpected \(describe(at: position)); \(expected)")
            }
        }
        return false
    }

    private mutating func close(_ top: Int) {
        let frame = stack.removeLast()
        nodes[frame.node].end = UInt32(position)
        nodes[frame.node].count = frame.count
        nodes[frame.node].next = UInt32(nodes.count)
        if frame.isObject {
            keyScratch.removeSubrange(frame.keyStart...)
        }
    }

    private mutating func parseMember(_ top: Int) -> Bool {
        // The object's pointer is built only when a diagnostic needs it.
        var objectPointer: JSONPointer { containerPointer(top) }
        // After a comma the input may end before the next key.
        guard position < input.count else {
            sink.emit(
                .jsonUnexpectedEnd, at: objectPointer, offset: position,
                "the input ends where a key was expected; add the member or remove the comma, then close the object with '}'"
            )
            return false
        }
        // Problems inside the key belong to the object, not to the previous member.
        stack[top].lastKey = -1
        let byte = input[position]
        guard byte == UInt8(ascii: "\"") else {
            if byte == UInt8(ascii: "'") {
                sink.emit(
                    .jsonSingleQuote, at: objectPointer, offset: position,
                    "keys need double quotes; write \"key\" instead of 'key'")
            } else if byte == UInt8(ascii: "/") {
                sink.emit(
                    .jsonComment, at: objectPointer, offset: position, "comments are not allowed in JSON; remove it")
            } else if let quote = smartQuote(at: position) {
                sink.emit(
                    .jsonSmartQuote, at: objectPointer, offset: position,
                    "typographic quote \(quote) around a key; use straight double quotes (\")")
            } else if isWordByte(byte) {
                sink.emit(
                    .jsonUnquotedKey, at: objectPointer, offset: position,
                    "key \(word(at: position)) is not quoted; write \"\(word(at: position, quoted: false))\"")
            } else {
                sink.emit(
                    .jsonUnexpectedCharacter, at: objectPointer, offset: position,
                    "unexpected \(describe(at: position)); expected a key in double quotes")
            }
            return false
        }
        let keyNode = nodes.count
        guard parseString() else { return false }
        nodes[keyNode].flags |= JSONNode.isKey
        checkDuplicate(keyNode: keyNode, top: top)
        skipWhitespace()
        guard position < input.count else {
            sink.emit(
                .jsonUnexpectedEnd, at: objectPointer, offset: position, "the input ends after a key; expected ':'")
            return false
        }
        guard input[position] == UInt8(ascii: ":") else {
            sink.emit(
                .jsonUnexpectedCharacter, at: objectPointer.appending(keyString(keyNode)), offset: position,
                "unexpected \(describe(at: position)) after the key; expected ':'")
            return false
        }
        position += 1
        skipWhitespace()
        stack[top].count += 1
        stack[top].state = .afterValue
        stack[top].lastKey = keyNode
        return parseValue()
    }

    private mutating func parseElement(_ top: Int) -> Bool {
        stack[top].count += 1
        stack[top].state = .afterValue
        return parseValue()
    }

    // MARK: Values

    /// Parses one value at `position`; containers are opened and left to `step`.
    private mutating func parseValue() -> Bool {
        guard position < input.count else {
            sink.emit(
                .jsonUnexpectedEnd, at: pendingPointer(), offset: position, "the input ends where a value was expected")
            return false
        }
        let parent = stack.last.map { UInt32($0.node) } ?? JSONNode.noParent
        let byte = input[position]
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard stack.count < maxDepth else {
                sink.emit(
                    .jsonTooDeep, at: pendingPointer(), offset: position,
                    "objects and arrays nest deeper than the limit of \(maxDepth) levels")
                return false
            }
            let isObject = byte == UInt8(ascii: "{")
            stack.append(
                Frame(
                    node: nodes.count, isObject: isObject, state: .opened, count: 0, keyStart: keyScratch.count,
                    keySet: nil))
            nodes.append(
                JSONNode(
                    kind: isObject ? .object : .array, flags: 0, start: UInt32(position), end: 0, count: 0, next: 0,
                    parent: parent))
            position += 1
            return true
        case UInt8(ascii: "\""):
            return parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return parseNumber(parent: parent)
        case UInt8(ascii: "t"):
            return parseLiteral("true", .true, parent: parent)
        case UInt8(ascii: "f"):
            return parseLiteral("false", .false, parent: parent)
        case UInt8(ascii: "n"):
            return parseLiteral("null", .null, parent: parent)
        default:
            failValue(byte)
            return false
        }
    }

    private mutating func failValue(_ byte: UInt8) {
        let pointer = pendingPointer()
        switch byte {
        case UInt8(ascii: "'"):
            sink.emit(.jsonSingleQuote, at: pointer, offset: position, "strings need double quotes, not single quotes")
        case UInt8(ascii: "/"):
            sink.emit(.jsonComment, at: pointer, offset: position, "comments are not allowed in JSON; remove it")
        case UInt8(ascii: "+"):
            sink.emit(.jsonInvalidNumber, at: pointer, offset: position, "a number cannot start with '+'; remove it")
        case UInt8(ascii: "."):
            sink.emit(
                .jsonInvalidNumber, at: pointer, offset: position,
                "a number needs a digit before the decimal point; write 0.5, not .5")
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","):
            sink.emit(
                .jsonUnexpectedCharacter, at: pointer, offset: position,
                "unexpected \(describe(at: position)); expected a value")
        default:
            if let quote = smartQuote(at: position) {
                sink.emit(
                    .jsonSmartQuote, at: pointer, offset: position,
                    "typographic quote \(quote) around a string; use straight double quotes (\")")
            } else if isWordByte(byte) {
                let text = word(at: position, quoted: false)
                if text == "NaN" || text == "Infinity" {
                    sink.emit(
                        .jsonNonFiniteNumber, at: pointer, offset: position,
                        "\(text) is not a JSON number; use a finite number or null")
                } else {
                    sink.emit(
                        .jsonUnexpectedCharacter, at: pointer, offset: position,
                        "unexpected word \(word(at: position)); JSON's literals are true, false and null, and strings need double quotes"
                    )
                }
            } else {
                sink.emit(
                    .jsonUnexpectedCharacter, at: pointer, offset: position,
                    "unexpected \(describe(at: position)); expected a value (object, array, string, number, true, false or null)"
                )
            }
        }
    }

    private mutating func parseLiteral(_ literal: StaticString, _ kind: JSONNode.Kind, parent: UInt32) -> Bool {
        let start = position
        let length = literal.utf8CodeUnitCount
        var matches = start + length <= input.count
        if matches {
            let expected = UnsafeBufferPointer(start: literal.utf8Start, count: length)
            for offset in 0..<length where input[start + offset] != expected[offset] {
                matches = false
                break
            }
        }
        // `trueish` is not `true`: the literal must end at a delimiter.
        if matches, start + length < input.count, isWordByte(input[start + length]) {
            matches = false
        }
        guard matches else {
            sink.emit(
                .jsonUnexpectedCharacter, at: pendingPointer(), offset: start,
                "unexpected word \(word(at: start)); JSON's literals are true, false and null, and strings need double quotes"
            )
            return false
        }
        position += length
        nodes.append(
            JSONNode(
                kind: kind, flags: 0, start: UInt32(start), end: UInt32(position), count: 0,
                next: UInt32(nodes.count + 1), parent: parent))
        return true
    }

    private mutating func parseNumber(parent: UInt32) -> Bool {
        let start = position
        var isInteger = true
        if input[position] == UInt8(ascii: "-") {
            position += 1
            if position < input.count, input[position] == UInt8(ascii: "I") {
                sink.emit(
                    .jsonNonFiniteNumber, at: pendingPointer(), offset: start,
                    "-Infinity is not a JSON number; use a finite number or null")
                return false
            }
        }
        guard position < input.count, isDigit(input[position]) else {
            if position >= input.count {
                sink.emit(.jsonUnexpectedEnd, at: pendingPointer(), offset: position, "the input ends inside a number")
            } else {
                sink.emit(
                    .jsonInvalidNumber, at: pendingPointer(), offset: start,
                    "'-' must be followed by a digit")
            }
            return false
        }
        // Scan the whole lexeme first, so that a suggestion can show all of it.
        var hasLeadingZero = false
        if input[position] == UInt8(ascii: "0") {
            position += 1
            if position < input.count, isDigit(input[position]) {
                hasLeadingZero = true
                skipDigits()
            }
        } else {
            skipDigits()
        }
        let integerEnd = position
        var fractionMissing = false
        if position < input.count, input[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            if position < input.count, isDigit(input[position]) {
                skipDigits()
            } else {
                fractionMissing = true
            }
        }
        let exponentStart = position
        var exponentMissing = false
        if position < input.count, input[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            if position < input.count, input[position] == UInt8(ascii: "+") || input[position] == UInt8(ascii: "-") {
                position += 1
            }
            if position < input.count, isDigit(input[position]) {
                skipDigits()
            } else {
                exponentMissing = true
            }
        }
        if hasLeadingZero || fractionMissing || exponentMissing {
            reportNumber(
                start: start, integerEnd: integerEnd, exponentStart: exponentStart, hasLeadingZero: hasLeadingZero,
                fractionMissing: fractionMissing, exponentMissing: exponentMissing)
        }
        nodes.append(
            JSONNode(
                kind: .number, flags: isInteger ? JSONNode.isInteger : 0, start: UInt32(start), end: UInt32(position),
                count: 0, next: UInt32(nodes.count + 1), parent: parent))
        return true
    }

    /// Reports what is wrong with the number from `start` to `position`, with a
    /// suggestion built from the whole lexeme.
    private mutating func reportNumber(
        start: Int, integerEnd: Int, exponentStart: Int, hasLeadingZero: Bool, fractionMissing: Bool,
        exponentMissing: Bool
    ) {
        let integer = String(decoding: trimmedZeros(from: start), as: UTF8.self)
        if hasLeadingZero {
            // Never suggest `1.` for `01.`: the fraction gets its digit too.
            let rest =
                fractionMissing
                ? ".0" + String(decoding: input[exponentStart..<position], as: UTF8.self)
                : String(decoding: input[integerEnd..<position], as: UTF8.self)
            sink.emit(
                .jsonInvalidNumber, at: pendingPointer(), offset: start,
                "leading zeros are not allowed in JSON numbers; write \(integer + rest)")
        }
        if fractionMissing {
            let exponent = String(decoding: input[exponentStart..<position], as: UTF8.self)
            sink.emit(
                .jsonInvalidNumber, at: pendingPointer(), offset: start,
                "a digit must follow the decimal point; write \(integer + exponent) or \(integer).0\(exponent)")
        }
        if exponentMissing {
            sink.emit(
                .jsonInvalidNumber, at: pendingPointer(), offset: start,
                "an exponent needs at least one digit; complete it (1e3) or remove the 'e'")
        }
    }

    /// The integer part of the number at `start` without its leading zeros.
    private func trimmedZeros(from start: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = start
        if input[index] == UInt8(ascii: "-") {
            bytes.append(input[index])
            index += 1
        }
        while index < input.count - 1, input[index] == UInt8(ascii: "0"), isDigit(input[index + 1]) {
            index += 1
        }
        while index < input.count, isDigit(input[index]) {
            bytes.append(input[index])
            index += 1
        }
        return bytes
    }

    // MARK: Strings

    /// Parses a string at `position` (on its opening quote) and appends its node.
    private mutating func parseString() -> Bool {
        let start = position
        var flags: UInt8 = 0
        position += 1
        while true {
            // The common case: plain ASCII text.
            while position < input.count {
                let byte = input[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 {
                    break
                }
                position += 1
            }
            guard position < input.count else {
                sink.emit(
                    .jsonUnterminatedString, at: pendingPointer(), offset: start,
                    "this string has no closing double quote")
                return false
            }
            let byte = input[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                flags |= JSONNode.hasEscapes
                checkEscape()
            } else if byte < 0x20 {
                let (name, escape) =
                    switch byte {
                    case 0x0A: ("line break", "\\n")
                    case 0x0D: ("carriage return", "\\r")
                    case 0x09: ("tab", "\\t")
                    default: ("control character U+\(hex(byte, digits: 4))", "\\u\(hex(byte, digits: 4))")
                    }
                sink.emit(
                    .jsonControlCharacter, at: pendingPointer(), offset: position,
                    "a string cannot hold a raw \(name); escape it as \(escape)")
                position += 1
            } else {
                let length = UTF8Validation.sequenceLength(input, at: position)
                if length > 0 {
                    position += length
                } else {
                    flags |= JSONNode.hasInvalidUTF8
                    sink.emit(
                        .jsonInvalidUTF8, at: pendingPointer(), offset: position,
                        UTF8Validation.problem(input, at: position))
                    position += UTF8Validation.invalidSequenceLength(input, at: position)
                }
            }
        }
        nodes.append(
            JSONNode(
                kind: .string, flags: flags, start: UInt32(start), end: UInt32(position), count: 0,
                next: UInt32(nodes.count + 1),
                parent: stack.last.map { UInt32($0.node) } ?? JSONNode.noParent))
        return true
    }

    /// Checks the escape at `position` (on its backslash) and steps past it.
    private mutating func checkEscape() {
        let start = position
        guard position + 1 < input.count else {
            position += 1
            return
        }
        let letter = input[position + 1]
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            guard let unit = hexQuad(at: position + 2) else {
                sink.emit(
                    .jsonInvalidEscape, at: pendingPointer(), offset: start,
                    "\\u must be followed by four hexadecimal digits")
                position += 2
                return
            }
            position += 6
            if (0xD800...0xDBFF).contains(unit) {
                if position + 1 < input.count, input[position] == UInt8(ascii: "\\"),
                    input[position + 1] == UInt8(ascii: "u"), let low = hexQuad(at: position + 2),
                    (0xDC00...0xDFFF).contains(low)
                {
                    position += 6
                } else {
                    sink.emit(
                        .jsonUnpairedSurrogate, at: pendingPointer(), offset: start,
                        "\\u\(hex(unit, digits: 4)) is a high surrogate without the low surrogate (\\uDC00 to \\uDFFF) that must follow it"
                    )
                }
            } else if (0xDC00...0xDFFF).contains(unit) {
                sink.emit(
                    .jsonUnpairedSurrogate, at: pendingPointer(), offset: start,
                    "\\u\(hex(unit, digits: 4)) is a low surrogate without the high surrogate that must come before it"
                )
            }
        default:
            let shown = letter < 0x80 && letter >= 0x20 ? "\\\(Character(Unicode.Scalar(letter)))" : "a backslash"
            sink.emit(
                .jsonInvalidEscape, at: pendingPointer(), offset: start,
                "\(shown) is not a JSON escape; the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
            position += letter < 0x80 ? 2 : 1
        }
    }

    private func hexQuad(at index: Int) -> UInt32? {
        guard index + 4 <= input.count else { return nil }
        var value: UInt32 = 0
        for offset in 0..<4 {
            guard let digit = hexDigitValue(input[index + offset]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    // MARK: Duplicate keys

    private mutating func checkDuplicate(keyNode: Int, top: Int) {
        let keyStart = stack[top].keyStart
        var isDuplicate = false
        if stack[top].keySet == nil {
            let previous = keyScratch.count - keyStart
            if previous < Self.pairwiseKeyLimit {
                for index in keyStart..<keyScratch.count where keysEqual(keyScratch[index], keyNode) {
                    isDuplicate = true
                    break
                }
                if !isDuplicate { keyScratch.append(keyNode) }
            } else {
                var set = Set<[UInt8]>(minimumCapacity: previous * 2)
                for index in keyStart..<keyScratch.count {
                    set.insert(keyBytes(keyScratch[index]))
                }
                isDuplicate = !set.insert(keyBytes(keyNode)).inserted
                stack[top].keySet = set
            }
        } else {
            isDuplicate = !stack[top].keySet!.insert(keyBytes(keyNode)).inserted
        }
        if isDuplicate {
            let key = keyString(keyNode)
            sink.emit(
                .jsonDuplicateKey, at: containerPointer(top).appending(key), offset: Int(nodes[keyNode].start),
                "duplicate key \(JSONText.quoted(key)) in this object; APNs behaviour is undefined (pushkit reads the last); keep one"
            )
        }
    }

    private func keysEqual(_ left: Int, _ right: Int) -> Bool {
        let a = nodes[left]
        let b = nodes[right]
        if a.flags & JSONNode.hasEscapes == 0, b.flags & JSONNode.hasEscapes == 0 {
            guard a.end - a.start == b.end - b.start else { return false }
            return input[Int(a.start)..<Int(a.end)].elementsEqual(input[Int(b.start)..<Int(b.end)])
        }
        return keyBytes(left) == keyBytes(right)
    }

    private func keyBytes(_ index: Int) -> [UInt8] {
        let node = nodes[index]
        let body = UnsafeBufferPointer(rebasing: input[Int(node.start + 1)..<Int(node.end - 1)])
        if node.flags & JSONNode.hasEscapes == 0 { return Array(body) }
        return JSONText.unescape(body)
    }

    private func keyString(_ index: Int) -> String {
        String(decoding: keyBytes(index), as: UTF8.self)
    }

    // MARK: Pointers for diagnostics

    /// What diagnostic pointers reuse, so that many diagnostics under one long key or
    /// one deep container cost no more than the first: each key is decoded once, and
    /// the pointer of the container read last is kept. A class, so that the
    /// non-mutating pointer helpers can fill it.
    private final class PointerCache {
        /// Decoded keys, by key node.
        var keys: [Int: String] = [:]
        /// The node of the container whose pointer is `containerPointer`; -1 for none.
        /// A container's pointer never changes once it is open.
        var containerNode = -1
        var containerPointer = JSONPointer.root
    }

    private let pointerCache = PointerCache()

    /// The token that leads from the container of `frame` to its current child.
    private func childToken(of frame: Frame) -> String? {
        if frame.isObject {
            guard frame.lastKey >= 0 else { return nil }
            if let key = pointerCache.keys[frame.lastKey] { return key }
            let key = keyString(frame.lastKey)
            pointerCache.keys[frame.lastKey] = key
            return key
        }
        return frame.count > 0 ? String(frame.count - 1) : nil
    }

    /// The pointer of the open container at `depth` in the stack, built from the
    /// stack alone: cost bounded by the depth limit, whatever the document's width.
    private func containerPointer(_ depth: Int) -> JSONPointer {
        let node = depth < stack.count ? stack[depth].node : -1
        if node >= 0, node == pointerCache.containerNode { return pointerCache.containerPointer }
        // Tokens first, one pointer at the end: appending to a pointer copies it.
        var tokens = pointerPrefix.tokens
        tokens.reserveCapacity(tokens.count + depth)
        for frame in stack[..<depth] {
            if let token = childToken(of: frame) { tokens.append(token) }
        }
        let pointer = JSONPointer(tokens: tokens)
        if node >= 0 {
            pointerCache.containerNode = node
            pointerCache.containerPointer = pointer
        }
        return pointer
    }

    /// The pointer of the value being parsed now (its node may not exist yet).
    private func pendingPointer() -> JSONPointer {
        guard let frame = stack.last else { return pointerPrefix }
        let container = containerPointer(stack.count - 1)
        guard frame.state == .afterValue, let token = childToken(of: frame) else { return container }
        return container.appending(token)
    }

    // MARK: Bytes

    private mutating func skipWhitespace() {
        while position < input.count {
            switch input[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): position += 1
            default: return
            }
        }
    }

    private mutating func skipDigits() {
        while position < input.count, isDigit(input[position]) { position += 1 }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// The identifier-like word at `index`, at most 32 bytes, quoted for a message.
    private func word(at index: Int, quoted: Bool = true) -> String {
        var end = index
        while end < input.count, end - index < 32, isWordByte(input[end]) { end += 1 }
        if end == index { end = min(index + 1, input.count) }
        let text = String(decoding: input[index..<end], as: UTF8.self)
        return quoted ? "'\(text)'" : text
    }

    /// The typographic quote at `index`, if any (U+2018, U+2019, U+201C, U+201D).
    private func smartQuote(at index: Int) -> String? {
        guard index + 2 < input.count, input[index] == 0xE2, input[index + 1] == 0x80 else { return nil }
        switch input[index + 2] {
        case 0x98: return "\u{2018}"
        case 0x99: return "\u{2019}"
        case 0x9C: return "\u{201C}"
        case 0x9D: return "\u{201D}"
        default: return nil
        }
    }

    /// A byte or character for a message: `'x'`, `'é' (U+00E9)` or `byte 0xC0`.
    private func describe(at index: Int) -> String {
        let byte = input[index]
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x20 || byte == 0x7F { return "control character U+\(hex(byte, digits: 4))" }
        let length = UTF8Validation.sequenceLength(input, at: index)
        guard length > 0 else { return "byte 0x\(hex(byte, digits: 2)) (not valid UTF-8)" }
        let text = String(decoding: input[index..<index + length], as: UTF8.self)
        let scalar = text.unicodeScalars.first!.value
        return "'\(text)' (U+\(hex(scalar, digits: 4)))"
    }
}

/// Uppercase hexadecimal, zero-padded to `digits`.
func hex<T: BinaryInteger>(_ value: T, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}

func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
