/// The `versions:` of a rule that depends on SDK versions, read.
///
/// A rule declares the SDK versions it rests on in its `versions:` text, in one of two
/// forms, and a rule whose text has neither (an iOS version note) is not judged:
/// - `read by RANGE, RANGE...`: the payload uses a form these versions read and the
///   others ignore or drop (a template banner, Cordial's legacy mcID). Against the app's
///   versions: every one reads it, no diagnostic; none does, an error; some do, a warning
///   that names them.
/// - `applies to RANGE, RANGE...`: the rule checks something only these versions read (a
///   banner's colours): it stands when one of the app's versions is among them, and goes
///   when none is.
///
/// A range is `SDK` (every version), `SDK < VERSION`, `SDK >= VERSION` or
/// `SDK >= VERSION < VERSION`, with an optional `at POINTER` (it covers only the
/// diagnostics at that pointer; the ranges without one cover the rest) and an optional
/// note in parentheses. Example: `read by cordial-ios < 4.4.0 at /system/deepLink,
/// cordial-ios < 4.4.2 (a JSON string)`.
struct SDKRule: Sendable, Hashable {
    /// How the versions bear on the rule.
    enum Kind: Sendable, Hashable {
        /// The versions that read the form the rule reports.
        case readBy
        /// The versions the rule applies to.
        case appliesTo
    }

    /// The versions of one SDK a range covers.
    struct Range: Sendable, Hashable {
        var sdk: AppProfile.SDK
        /// The first version covered, when bounded below.
        var from: AppProfile.Version?
        /// The first version not covered, when bounded above.
        var below: AppProfile.Version?
        /// The pointer of the only diagnostics the range covers, when it names one.
        var pointer: String?

        func contains(_ version: AppProfile.Version) -> Bool {
            (from.map { version >= $0 } ?? true) && (below.map { version < $0 } ?? true)
        }
    }

    var kind: Kind
    var ranges: [Range]

    /// Reads a rule's `versions:` text: `nil` when it is not in either form (a free-text
    /// note), an error when it starts as one but does not read as one.
    static func parse(_ text: String) -> Result<SDKRule?, SDKRule.ParseError> {
        let kind: Kind
        let body: Substring
        if text.hasPrefix("read by ") {
            (kind, body) = (.readBy, text.dropFirst("read by ".count))
        } else if text.hasPrefix("applies to ") {
            (kind, body) = (.appliesTo, text.dropFirst("applies to ".count))
        } else {
            return .success(nil)
        }
        // Notes in parentheses say why; they are not read. Byte by byte, as the commas and
        // spaces below: they are ASCII, and a byte of a longer character is never one (a
        // walk by `Character` would cost about 40,000 instructions a text).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.utf8.count)
        var depth = 0
        for byte in body.utf8 {
            if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                bytes.append(byte)
            }
        }
        var ranges: [Range] = []
        for part in bytes.split(separator: UInt8(ascii: ",")) {
            let words = part.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            guard let first = words.first, let sdk = AppProfile.SDK(id: first) else {
                let part = String(decoding: part, as: UTF8.self)
                return .failure(ParseError(text: text, reason: "\(part) does not start with an SDK (synerise-ios...)"))
            }
            var range = Range(sdk: sdk)
            var index = 1
            while index < words.count {
                let word = words[index]
                guard index + 1 < words.count else {
                    return .failure(ParseError(text: text, reason: "\(word) has nothing after it"))
                }
                let next = words[index + 1]
                switch word {
                case "<":
                    guard let version = AppProfile.Version(next) else {
                        return .failure(ParseError(text: text, reason: "\(next) is not a version"))
                    }
                    range.below = version
                case ">=":
                    guard let version = AppProfile.Version(next) else {
                        return .failure(ParseError(text: text, reason: "\(next) is not a version"))
                    }
                    range.from = version
                case "at":
                    range.pointer = next
                default:
                    return .failure(ParseError(text: text, reason: "unexpected \(word)"))
                }
                index += 2
            }
            ranges.append(range)
        }
        guard !ranges.isEmpty else { return .failure(ParseError(text: text, reason: "no SDK ranges")) }
        return .success(SDKRule(kind: kind, ranges: ranges))
    }

    /// Why a `versions:` text does not read.
    struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        var text: String
        var reason: String
        var description: String { "\(text): \(reason)" }
    }

    /// The ranges that cover a diagnostic at `pointer` on `platform` (every platform when
    /// `nil`).
    func ranges(at pointer: JSONPointer, platform: Platform?) -> [Range] {
        let onPlatform = ranges.filter { platform == nil || $0.sdk.platform == platform }
        let text = pointer.description
        let pinned = onPlatform.filter { $0.pointer == text }
        if !pinned.isEmpty { return pinned }
        return onPlatform.filter { $0.pointer == nil }
    }

    /// The verdict on a diagnostic at `pointer` for an app with `profile`'s versions (the
    /// versions in use for the SDKs it does not name).
    func verdict(at pointer: JSONPointer, platform: Platform?, profile: AppProfile) -> Verdict {
        let covering = ranges(at: pointer, platform: platform)
        var sdks: [AppProfile.SDK] = []
        for range in covering where !sdks.contains(range.sdk) { sdks.append(range.sdk) }
        // Each version the app uses of the SDKs covered, and whether a range reads it.
        func eachVersion(_ body: (AppProfile.SDK, AppProfile.Version, Bool) -> Void) {
            for sdk in sdks {
                for version in profile.versions(of: sdk) {
                    body(sdk, version, covering.contains { $0.sdk == sdk && $0.contains(version) })
                }
            }
        }
        var readerCount = 0
        var otherCount = 0
        eachVersion { _, _, reads in
            if reads { readerCount += 1 } else { otherCount += 1 }
        }
        if readerCount == 0, otherCount == 0 { return .unchanged }
        switch kind {
        case .appliesTo:
            return readerCount == 0 ? .dropped : .unchanged
        case .readBy:
            if otherCount == 0 { return .dropped }
            // Only a judged verdict names the versions: their texts are made here alone.
            var readers: [String] = []
            var others: [String] = []
            eachVersion { sdk, version, reads in
                if reads { readers.append("\(sdk) \(version)") } else { others.append("\(sdk) \(version)") }
            }
            let named = sdks.contains { profile.sdks[$0]?.isEmpty == false }
            let whose = named ? "the app's SDK versions" : "the SDK versions in use"
            if readers.isEmpty {
                if named, others.count == 1 { return .judged(.error, "; the app's \(others[0]) does not read it") }
                return .judged(.error, "; none of \(whose) (\(Self.list(others))) reads it")
            }
            return .judged(
                .warning,
                "; of \(whose), \(Self.list(readers)) \(readers.count == 1 ? "reads" : "read") it and \(Self.list(others)) \(others.count == 1 ? "does" : "do") not"
            )
        }
    }

    /// `items` separated by ", ", appended one by one: the standard library's `joined`
    /// is called here unspecialised, and its first call looks its conformances up at run
    /// time (about 130,000 instructions).
    private static func list(_ items: [String]) -> String {
        var text = ""
        for (index, item) in items.enumerated() {
            if index > 0 { text += ", " }
            text += item
        }
        return text
    }

    /// What the app's versions make of a diagnostic.
    enum Verdict: Sendable, Hashable {
        /// Kept as the check made it.
        case unchanged
        /// Not reported: every version of the app reads the form, or the rule applies to
        /// none of them.
        case dropped
        /// Reported with this severity and this note at the end of its message.
        case judged(Severity, String)
    }
}

/// Judges the diagnostics of rules that depend on SDK versions against the app's.
enum SDKJudge {
    /// The rules whose `versions:` read as SDK versions, by code. Built from the codes the
    /// catalogue lists as SDK-bound (no other rule's declaration made, no ``Rule``), each
    /// `versions:` text that reads as ranges read once however many rules share it. Every
    /// table here is keyed by `String`: the first table of a new key type costs the runtime
    /// a search of every conformance in the program (about 100,000 instructions).
    static let rules: [String: SDKRule] = {
        var rules: [String: SDKRule] = [:]
        var read: [String: SDKRule] = [:]
        for code in RuleCatalogue.sdkBound {
            guard let text = code.declaration.versions else { continue }
            if let known = read[text] {
                rules[code.id] = known
            } else if case .success(let parsed?) = SDKRule.parse(text) {
                read[text] = parsed
                rules[code.id] = parsed
            }
        }
        return rules
    }()

    /// The verdicts against the versions in use (no profile), by code, of the rules none of
    /// whose ranges names a pointer: such a verdict depends only on the platform, so it is
    /// worked out once here rather than for every diagnostic (its note is the same text
    /// every time). Index 0 is for no platform, then ``Platform/allCases`` in order.
    static let inUseVerdicts: [String: [SDKRule.Verdict]] = {
        var verdicts: [String: [SDKRule.Verdict]] = [:]
        // Rules with the same `versions:` text are judged the same: each text is worked out
        // once.
        var judged: [String: [SDKRule.Verdict]] = [:]
        let anywhere = JSONPointer.root
        for code in RuleCatalogue.sdkBound {
            guard let text = code.declaration.versions, let rule = rules[code.id],
                rule.ranges.allSatisfy({ $0.pointer == nil })
            else { continue }
            if let known = judged[text] {
                verdicts[code.id] = known
                continue
            }
            let ruleVerdicts =
                [rule.verdict(at: anywhere, platform: nil, profile: AppReview.inUse)]
                + Platform.allCases.map { rule.verdict(at: anywhere, platform: $0, profile: AppReview.inUse) }
            judged[text] = ruleVerdicts
            verdicts[code.id] = ruleVerdicts
        }
        return verdicts
    }()

    /// Revises the diagnostics in `sink` of every rule that depends on SDK versions, against
    /// `profile`'s versions, or the versions in use when `profile` is `nil`.
    static func judge(_ sink: inout DiagnosticSink, platform: Platform?, profile: AppProfile?) {
        let platformIndex = platform.map { 1 + (Platform.allCases.firstIndex(of: $0) ?? 0) } ?? 0
        sink.revise { item in
            guard item.code.declaration.versions != nil, let rule = rules[item.code.id] else { return true }
            let verdict: SDKRule.Verdict
            if profile == nil, let known = inUseVerdicts[item.code.id] {
                verdict = known[platformIndex]
            } else {
                verdict = rule.verdict(at: item.pointer, platform: platform, profile: profile ?? AppReview.inUse)
            }
            switch verdict {
            case .unchanged:
                return true
            case .dropped:
                return false
            case .judged(let severity, let note):
                item.severity = severity
                item.message += note
                return true
            }
        }
    }
}
