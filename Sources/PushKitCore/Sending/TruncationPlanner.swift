/// Makes an oversized payload fit its size limit by shortening the visible text: the
/// body first, then the subtitle, never the title or anything else.
///
/// Text is cut between grapheme clusters (Swift `Character`s), so an emoji sequence, a
/// flag, a letter with its combining marks or a CJK character stays whole; spaces
/// before the cut are dropped and the ellipsis `…` is added. The planner keeps as much
/// text as fits, measuring the canonical encoding itself, so characters that grow when
/// escaped (`"`, `\`, control characters, and an Android payload's content, escaped
/// twice inside its string) are counted exactly.
///
/// ```swift
/// let plan = try TruncationPlanner(pushType: .alert).fit(payload)
/// plan.bytes            // the canonical bytes, at most 4096
/// plan.cuts.first?.removedCharacters
/// ```
public struct TruncationPlanner: Sendable, Hashable {
    /// The most bytes the payload may take.
    public var limit: Int
    /// What ends a shortened text.
    public var ellipsis: String

    /// A planner for `limit` bytes.
    public init(limit: Int = 4096, ellipsis: String = "…") {
        self.limit = limit
        self.ellipsis = ellipsis
    }

    /// A planner for the limit APNs applies to `pushType` (5120 for VoIP, else 4096).
    public init(pushType: APNsPushType?) {
        self.init(limit: SizeBudget.limit(for: pushType))
    }

    /// The payload made to fit, and what was cut; the payload unchanged when it fits.
    public func fit(_ payload: Payload) throws(TruncationError) -> TruncationPlan {
        var current = payload
        var bytes = current.encoded()
        let original = bytes.count
        guard original > limit else {
            return TruncationPlan(payload: payload, bytes: bytes, originalByteCount: original, limit: limit, cuts: [])
        }
        if !payload.isPush {
            throw TruncationError(
                reason: .notAPush, byteCount: original, originalByteCount: original, limit: limit, cuts: [])
        }
        let fields = CuttableText.fields(of: payload)
        var cuts: [TruncationCut] = []
        for field in fields {
            guard let text = field.text(in: current), !text.isEmpty else { continue }
            guard let cut = shorten(field, text: text, in: current, size: bytes.count) else { continue }
            current = cut.payload
            cuts.append(cut.cut)
            bytes = cut.bytes
            if bytes.count <= limit {
                return TruncationPlan(
                    payload: current, bytes: bytes, originalByteCount: original, limit: limit, cuts: cuts)
            }
        }
        throw TruncationError(
            reason: cuts.isEmpty ? .nothingToCut : .stillTooLarge, byteCount: bytes.count,
            originalByteCount: original, limit: limit, cuts: cuts)
    }

    /// The longest shortening of `field` that fits, else the shortest one (when it is
    /// smaller than the text as it is); `nil` when cutting cannot make the payload smaller.
    private func shorten(_ field: CuttableText, text: String, in payload: Payload, size: Int)
        -> (payload: Payload, bytes: [UInt8], cut: TruncationCut)?
    {
        let characters = Array(text)
        func candidate(_ count: Int) -> (kept: Int, payload: Payload, bytes: [UInt8]) {
            var kept = count
            while kept > 0, characters[kept - 1].isWhitespace { kept -= 1 }
            let shortened = field.setting(String(characters[..<kept]) + ellipsis, in: payload)
            return (kept, shortened, shortened.encoded())
        }
        // Keeping `count` characters (then the ellipsis) grows the payload with `count`:
        // find the largest count that fits, by bisection.
        var best = candidate(0)
        if best.bytes.count <= limit {
            var low = 0  // fits
            var high = characters.count  // keeping every character is the text as it is: too large
            while high - low > 1 {
                let middle = low + (high - low) / 2
                let attempt = candidate(middle)
                if attempt.bytes.count <= limit {
                    low = middle
                    best = attempt
                } else {
                    high = middle
                }
            }
        } else if best.bytes.count >= size {
            return nil
        }
        let removed = String(characters[best.kept...])
        let cut = TruncationCut(
            field: field.name, pointer: field.pointer(in: payload), original: text,
            kept: String(characters[..<best.kept]), ellipsis: ellipsis, removed: removed,
            removedCharacters: characters.count - best.kept, removedBytes: removed.utf8.count,
            savedBytes: size - best.bytes.count)
        return (best.payload, best.bytes, cut)
    }
}

/// What the planner did: the payload that fits, its bytes, and every cut.
public struct TruncationPlan: Sendable, Hashable {
    /// The payload that fits (the input itself when no cut was needed).
    public var payload: Payload
    /// Its canonical bytes.
    public var bytes: [UInt8]
    /// The size before any cut.
    public var originalByteCount: Int
    /// The limit it had to fit.
    public var limit: Int
    /// The cuts, in the order made (body, then subtitle); empty when the payload fitted.
    public var cuts: [TruncationCut]

    /// Creates a plan.
    public init(payload: Payload, bytes: [UInt8], originalByteCount: Int, limit: Int, cuts: [TruncationCut]) {
        self.payload = payload
        self.bytes = bytes
        self.originalByteCount = originalByteCount
        self.limit = limit
        self.cuts = cuts
    }

    /// The size now.
    public var byteCount: Int { bytes.count }
}

/// One text the planner shortened.
public struct TruncationCut: Sendable, Hashable {
    /// Which text.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// The body.
        case body
        /// The subtitle.
        case subtitle
    }

    /// Which text.
    public var field: Field
    /// Where it is in the payload (for an Android payload, inside the `content` string,
    /// as the validator's diagnostics point there).
    public var pointer: JSONPointer
    /// The text before the cut.
    public var original: String
    /// The part kept, before the ellipsis.
    public var kept: String
    /// The ellipsis added after ``kept``.
    public var ellipsis: String
    /// The part removed (spaces dropped before the ellipsis included).
    public var removed: String
    /// The characters (grapheme clusters) removed.
    public var removedCharacters: Int
    /// The UTF-8 bytes of the text removed.
    public var removedBytes: Int
    /// How many bytes shorter the encoded payload got (the ellipsis and escapes counted).
    public var savedBytes: Int

    /// Creates a cut.
    public init(
        field: Field, pointer: JSONPointer, original: String, kept: String, ellipsis: String, removed: String,
        removedCharacters: Int, removedBytes: Int, savedBytes: Int
    ) {
        self.field = field
        self.pointer = pointer
        self.original = original
        self.kept = kept
        self.ellipsis = ellipsis
        self.removed = removed
        self.removedCharacters = removedCharacters
        self.removedBytes = removedBytes
        self.savedBytes = savedBytes
    }

    /// The text now in the payload: ``kept`` and the ellipsis.
    public var result: String { kept + ellipsis }
}

/// A payload the planner cannot make fit, and why.
public struct TruncationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Why it cannot fit.
    public enum Reason: String, Sendable, Hashable {
        /// A walkthrough, Reachu or Crobox document is not pushed: it has no push size limit.
        case notAPush = "not-a-push"
        /// The payload has no body or subtitle to shorten.
        case nothingToCut = "nothing-to-cut"
        /// Even with the body and subtitle cut to the ellipsis it is too large.
        case stillTooLarge = "still-too-large"
    }

    /// Why it cannot fit.
    public var reason: Reason
    /// The smallest size reached.
    public var byteCount: Int
    /// The size before any cut.
    public var originalByteCount: Int
    /// The limit.
    public var limit: Int
    /// The cuts tried (all of them applied to reach ``byteCount``).
    public var cuts: [TruncationCut]

    /// Creates an error.
    public init(reason: Reason, byteCount: Int, originalByteCount: Int, limit: Int, cuts: [TruncationCut]) {
        self.reason = reason
        self.byteCount = byteCount
        self.originalByteCount = originalByteCount
        self.limit = limit
        self.cuts = cuts
    }

    /// What went wrong, in one sentence.
    public var description: String {
        let over = byteCount - limit
        switch reason {
        case .notAPush:
            return "this is a document the SDK fetches or receives (a walkthrough, a Reachu or Crobox document), "
                + "not a push; it has no push size limit to fit"
        case .nothingToCut:
            return "the payload is \(byteCount) bytes, \(over) over the limit of \(limit), and has no body or "
                + "subtitle to shorten; make the title, custom keys or content smaller"
        case .stillTooLarge:
            let fields = cuts.map(\.field.rawValue).joined(separator: " and ")
            let shortest = JSONText.quoted(cuts.last?.result ?? "…")
            return "even with the \(fields) cut to \(shortest), the payload is \(byteCount) bytes, \(over) over "
                + "the limit of \(limit) (it was \(originalByteCount)); make the title, custom keys or content smaller"
        }
    }

    /// The error as a `request.cannot-fit` diagnostic.
    public var diagnostic: Diagnostic {
        Diagnostic(code: .requestCannotFit, pointer: .root, location: .start, message: description)
    }
}

/// A visible text the planner may shorten, and how to reach it in each payload.
struct CuttableText: Sendable {
    enum Place: Sendable {
        /// `aps.alert` (the string form) or `aps.alert.body`.
        case apsBody
        /// `aps.alert.subtitle`.
        case apsSubtitle
        /// An Android simple push's `content.notification.body`.
        case androidBody
    }

    var place: Place

    var name: TruncationCut.Field {
        switch place {
        case .apsBody, .androidBody: .body
        case .apsSubtitle: .subtitle
        }
    }

    /// The texts of `payload` to shorten, in order: the body, then the subtitle.
    static func fields(of payload: Payload) -> [CuttableText] {
        if case .synerise(let synerise) = payload, synerise.platform == .android {
            return [CuttableText(place: .androidBody)]
        }
        return [CuttableText(place: .apsBody), CuttableText(place: .apsSubtitle)]
    }

    func text(in payload: Payload) -> String? {
        switch place {
        case .apsBody: payload.aps?.alert?.body
        case .apsSubtitle:
            if case .structured(let alert)? = payload.aps?.alert { alert.subtitle } else { nil }
        case .androidBody:
            if case .synerise(let synerise) = payload, case .simplePush(let push) = synerise.content {
                push.notification.body
            } else {
                nil
            }
        }
    }

    func setting(_ text: String, in payload: Payload) -> Payload {
        var payload = payload
        switch place {
        case .apsBody, .apsSubtitle:
            guard var aps = payload.aps, let alert = aps.alert else { return payload }
            switch (alert, place) {
            case (.text, .apsBody): aps.alert = .text(text)
            case (.structured(var object), .apsBody):
                object.body = text
                aps.alert = .structured(object)
            case (.structured(var object), .apsSubtitle):
                object.subtitle = text
                aps.alert = .structured(object)
            default: return payload
            }
            payload.aps = aps
        case .androidBody:
            guard case .synerise(var synerise) = payload, case .simplePush(var push) = synerise.content else {
                return payload
            }
            push.notification.body = text
            synerise.content = .simplePush(push)
            payload = .synerise(synerise)
        }
        return payload
    }

    func pointer(in payload: Payload) -> JSONPointer {
        switch place {
        case .apsBody:
            if case .text? = payload.aps?.alert { return JSONPointer(tokens: ["aps", "alert"]) }
            return JSONPointer(tokens: ["aps", "alert", "body"])
        case .apsSubtitle:
            return JSONPointer(tokens: ["aps", "alert", "subtitle"])
        case .androidBody:
            var prefix: [String] = []
            if case .synerise(let synerise) = payload {
                switch synerise.fcmWrapper {
                case .bare: prefix = []
                case .data: prefix = ["data"]
                case .message: prefix = ["message", "data"]
                }
            }
            return JSONPointer(tokens: prefix + ["content", "notification", "body"])
        }
    }
}
