import PushKitJSON

/// The job on a line in the plain form a sender writes, read in one pass over the bytes
/// before the payload, with no JSON tree: `id`, `fit`, and `apns` or `fcm` before the
/// payload, the payload last. The line's members are taken only when the JSON reader would
/// read them the same with nothing to say: every key a known one, written once, no older
/// spelling; every string printable ASCII without an escape (its text is its bytes);
/// `priority` written `10`, `5` or `1`, `expiration` a whole number in digits, the
/// environment and push type known names; spaces the only whitespace (so the payload's
/// column is its offset plus one). The payload runs to the line's closing brace, as
/// ``PushJob/readDelimitingPayload(_:line:reader:)`` takes it first.
///
/// Anything else (`now`, `sdks`, `attributesType`, an older spelling, an escape, a tab, a
/// member after the payload, a value of another type) gives `nil`, and the line is read as
/// before: this reading gives the job that one gives, or none (`PlainJobLineTests` checks
/// that on every job line of `Payloads/`).
struct PlainJobLine {
    private let base: UnsafePointer<UInt8>
    private let count: Int
    private var index = 0

    private init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    /// The job on the line `bytes`, line number `line` of its file; `nil` unless the line
    /// is in the plain form.
    static func job(in bytes: [UInt8], line: Int) -> PushJob? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var reader = PlainJobLine(base: base, count: buffer.count)
            return reader.job(in: bytes, line: line)
        }
    }

    /// The members of a job line this reading takes, in `PushJob.keys`' spelling.
    private static let keys: [StaticString] = ["id", "apns", "fcm", "fit", "payload"]
    /// The members of `apns` it takes: no older spelling.
    private static let apnsKeys: [StaticString] = [
        "deviceToken", "bundleID", "environment", "pushType", "priority", "expiration", "collapseID", "apnsID",
    ]
    /// The members of `fcm` it takes.
    private static let fcmKeys: [StaticString] = ["projectID", "token", "topic", "condition"]

    private mutating func job(in bytes: [UInt8], line: Int) -> PushJob? {
        guard next(UInt8(ascii: "{")) else { return nil }
        var id: String?
        var fit = false
        var target: PushJob.Target?
        var seen = 0
        while true {
            guard let key = key(Self.keys, seen: &seen), next(UInt8(ascii: ":")) else { return nil }
            skipSpaces()
            switch key {
            case 0:
                guard let text = string() else { return nil }
                id = text
            case 1:
                guard target == nil, let options = apnsOptions() else { return nil }
                target = .apns(options)
            case 2:
                guard target == nil, let options = fcmOptions() else { return nil }
                target = .fcm(options)
            case 3:
                guard let flag = bool() else { return nil }
                fit = flag
            default:
                // The payload, to the line's closing brace; a tab, CR or LF before it is
                // whitespace the JSON reader skips, and would move its column.
                guard let target = consume target, index < count, !PayloadDelimiter.isWhitespace(base[index]),
                    let end = PayloadDelimiter.lastValueEnd(in: bytes, from: index)
                else { return nil }
                // The line kept, for its members' problems (PushJob.placed(_:)).
                return PushJob(
                    id: id, target: target, payload: Array(bytes[index..<end]),
                    payloadOrigin: SourceLocation(line: line, column: index + 1, offset: index),
                    fittingByTruncation: fit, now: nil, sdks: [:], attributesType: nil, line: bytes)
            }
            guard next(UInt8(ascii: ",")) else { return nil }
        }
    }

    /// `apns`: strings, a known environment and push type, `priority` 10, 5 or 1, and
    /// `expiration` in digits.
    private mutating func apnsOptions() -> APNsRequest.Options? {
        guard next(UInt8(ascii: "{")) else { return nil }
        var options = APNsRequest.Options()
        var seen = 0
        if next(UInt8(ascii: "}")) { return options }
        while true {
            guard let key = key(Self.apnsKeys, seen: &seen), next(UInt8(ascii: ":")) else { return nil }
            skipSpaces()
            switch key {
            case 2:
                guard let environment = string().flatMap(APNsRequest.Environment.init(rawValue:)) else { return nil }
                options.environment = environment
            case 3:
                guard let type = string().flatMap(APNsPushType.init(rawValue:)) else { return nil }
                options.pushType = type
            case 4:
                guard let priority = digits(upTo: 2).flatMap({ APNsPriority(rawValue: Int($0)) }) else { return nil }
                options.priority = priority
            case 5:
                guard let seconds = digits(upTo: 18) else { return nil }
                options.expiration = seconds == 0 ? .immediately : .at(seconds)
            default:
                guard let text = string() else { return nil }
                switch key {
                case 0: options.deviceToken = text
                case 1: options.bundleID = text
                case 6: options.collapseID = text
                default: options.apnsID = text
                }
            }
            if next(UInt8(ascii: "}")) { return options }
            guard next(UInt8(ascii: ",")) else { return nil }
        }
    }

    /// `fcm`: `projectID` and at most one of `token`, `topic` and `condition`.
    private mutating func fcmOptions() -> FCMRequest.Options? {
        guard next(UInt8(ascii: "{")) else { return nil }
        var project: String?
        var target: FCMMessage.Target?
        var seen = 0
        while true {
            guard let key = key(Self.fcmKeys, seen: &seen), next(UInt8(ascii: ":")) else { return nil }
            skipSpaces()
            guard let text = string() else { return nil }
            if key == 0 {
                project = text
            } else {
                guard target == nil else { return nil }
                target = key == 1 ? .token(text) : key == 2 ? .topic(text) : .condition(text)
            }
            if next(UInt8(ascii: "}")) { break }
            guard next(UInt8(ascii: ",")) else { return nil }
        }
        guard let project else { return nil }
        return FCMRequest.Options(projectID: project, target: target)
    }

    /// The index in `names` of the key at the next byte (after spaces), when it is one of
    /// them, written plainly and not in `seen` (a bit a name); adds it there.
    private mutating func key(_ names: [StaticString], seen: inout Int) -> Int? {
        skipSpaces()
        guard let (start, length) = plainString() else { return nil }
        for (position, name) in names.enumerated()
        where name.utf8CodeUnitCount == length && ByteWord.sameBytes(name.utf8Start, base + start, count: length) {
            guard seen & (1 << position) == 0 else { return nil }
            seen |= 1 << position
            return position
        }
        return nil
    }

    /// The string at the next byte when it is plain (``plainString()``), as text.
    private mutating func string() -> String? {
        guard let (start, length) = plainString() else { return nil }
        return String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
    }

    /// Where the text of the string at the next byte starts, and its length, when every
    /// byte of it is printable ASCII but the quote and the backslash (its text is its bytes);
    /// the index moves past its closing quote.
    private mutating func plainString() -> (start: Int, length: Int)? {
        guard index < count, base[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var end = start
        // Eight bytes at a time up to the first that is a quote or not plain.
        while end + 8 <= count {
            let word = ByteWord.load(base, at: end)
            let quotes = ByteWord.equal(word, UInt8(ascii: "\""))
            let marks =
                quotes | ByteWord.below(word, 0x20) | ByteWord.equal(word, 0x7F) | (word & ByteWord.highs)
                | ByteWord.equal(word, UInt8(ascii: "\\"))
            if marks != 0 {
                let first = marks.trailingZeroBitCount
                guard quotes & (1 << first) != 0 else { return nil }
                end += first >> 3
                index = end + 1
                return (start, end - start)
            }
            end += 8
        }
        while end < count {
            let byte = base[end]
            if byte == UInt8(ascii: "\"") {
                index = end + 1
                return (start, end - start)
            }
            guard byte &- 0x20 < 0x5F, byte != UInt8(ascii: "\\") else { return nil }
            end += 1
        }
        return nil
    }

    /// `true` or `false`.
    private mutating func bool() -> Bool? {
        for (literal, value) in [("true" as StaticString, true), ("false", false)] {
            let length = literal.utf8CodeUnitCount
            if index + length < count, ByteWord.sameBytes(literal.utf8Start, base + index, count: length),
                Self.endsNumber(base[index + length])
            {
                index += length
                return value
            }
        }
        return nil
    }

    /// A whole number of at most `limit` digits, with no leading zero (as JSON writes one),
    /// nothing after it but a delimiter.
    private mutating func digits(upTo limit: Int) -> Int64? {
        var end = index
        var value: Int64 = 0
        while end < count, base[end] &- UInt8(ascii: "0") < 10 {
            guard end - index < limit else { return nil }
            value = value * 10 + Int64(base[end] &- UInt8(ascii: "0"))
            end += 1
        }
        guard end > index, end == index + 1 || base[index] != UInt8(ascii: "0"), end < count,
            Self.endsNumber(base[end])
        else { return nil }
        index = end
        return value
    }

    /// Whether `byte` may follow a number or a literal in this form: a space, a comma or a
    /// closing brace.
    private static func endsNumber(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}")
    }

    /// Skips spaces and `byte`; `false` when the next byte is another.
    private mutating func next(_ byte: UInt8) -> Bool {
        skipSpaces()
        guard index < count, base[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpaces() {
        while index < count, base[index] == UInt8(ascii: " ") { index += 1 }
    }
}
