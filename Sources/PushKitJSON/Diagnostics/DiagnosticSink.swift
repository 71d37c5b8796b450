/// A diagnostic whose place is still a byte offset.
///
/// Checks record pending diagnostics as they go; lines and columns are worked out
/// once at the end, in one pass over the input (see ``SourceLocator``).
package struct PendingDiagnostic: Sendable {
    package var code: Diagnostic.Code
    package var severity: Severity?
    package var pointer: JSONPointer
    package var offset: Int
    package var message: String
}

/// Collects the diagnostics of one run, up to a limit: past it, as compilers do, it only
/// counts them (and keeps the most severe), and ``resolved(in:)`` ends with one
/// diagnostic that says how many more there were. The first diagnostic of each code is
/// kept whatever the count, so no kind of problem hides behind many of another. One payload can draw a diagnostic per
/// array element; the limit keeps the report, and the memory it takes, in proportion.
package struct DiagnosticSink: Sendable {
    package private(set) var pending: [PendingDiagnostic] = []
    /// The most diagnostics kept, fixed when the sink is made: ``codes`` is built only on
    /// reaching it, which a limit changed later would skip.
    package private(set) var limit: Int
    /// How many were counted past the limit, and the most severe of them.
    package private(set) var overflow = 0
    package private(set) var overflowSeverity: Severity = .info
    /// The codes kept so far, each once: past the limit, the first diagnostic of a code not
    /// yet reported is still kept, so that every kind of problem shows at least once. Only
    /// needed once the limit is reached (below it every diagnostic has room), so it is
    /// built then: most runs never reach it. A list, not a `Set`: a sink holding a
    /// `Set<Diagnostic.Code>` made every run pay the runtime's search of every conformance
    /// in the program for the set's type (about 0.17 M instructions, at the first sink
    /// destroyed), and it holds at most one code per rule of the catalogue, which bounds a
    /// look-up in it.
    private var codes: [Diagnostic.Code] = []

    /// A sink that keeps at most `limit` diagnostics.
    package init(limit: Int = .max) {
        self.limit = limit
    }

    package var isEmpty: Bool { pending.isEmpty && overflow == 0 }

    /// Whether another diagnostic of `code` would be kept: when not, a caller may count
    /// it with ``count(_:_:)`` without building its pointer.
    package func hasRoom(for code: Diagnostic.Code) -> Bool {
        pending.count < limit || !codes.contains(code)
    }

    package mutating func emit(
        _ code: Diagnostic.Code,
        _ severity: Severity? = nil,
        at pointer: JSONPointer,
        offset: Int,
        _ message: String
    ) {
        guard hasRoom(for: code) else { return count(code, severity) }
        keep(PendingDiagnostic(code: code, severity: severity, pointer: pointer, offset: offset, message: message))
    }

    /// Appends `item`, and keeps ``codes`` whole from the limit on.
    private mutating func keep(_ item: PendingDiagnostic) {
        pending.append(item)
        if pending.count > limit {
            if !codes.contains(item.code) { codes.append(item.code) }
        } else if pending.count == limit {
            for kept in pending where !codes.contains(kept.code) { codes.append(kept.code) }
        }
    }

    /// Counts a diagnostic past the limit.
    package mutating func count(_ code: Diagnostic.Code, _ severity: Severity?) {
        overflow += 1
        overflowSeverity = max(overflowSeverity, severity ?? code.defaultSeverity)
    }

    package mutating func append(contentsOf other: [PendingDiagnostic]) {
        for item in other {
            if hasRoom(for: item.code) {
                keep(item)
            } else {
                count(item.code, item.severity)
            }
        }
    }

    /// Revises the kept diagnostics in place, in order: `body` may change one (its severity,
    /// its message) and returns whether to keep it. What was counted past the limit stays
    /// counted.
    package mutating func revise(_ body: (inout PendingDiagnostic) -> Bool) {
        var kept = 0
        for index in pending.indices {
            var item = pending[index]
            guard body(&item) else { continue }
            pending[kept] = item
            kept += 1
        }
        pending.removeLast(pending.count - kept)
    }

    /// Takes in another sink's diagnostics and its count past its limit.
    package mutating func append(contentsOf other: DiagnosticSink) {
        append(contentsOf: other.pending)
        overflow += other.overflow
        if other.overflow > 0 { overflowSeverity = max(overflowSeverity, other.overflowSeverity) }
    }

    /// Resolves offsets against `bytes` and returns the diagnostics sorted by place.
    package func resolved(in bytes: [UInt8]) -> [Diagnostic] {
        guard !isEmpty else { return [] }
        WorkMeter.charge(pending.count)
        let locations = SourceLocator.locate(pending.map(\.offset), in: bytes)
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(pending.count)
        for (item, location) in zip(pending, locations) {
            diagnostics.append(
                Diagnostic(
                    code: item.code, severity: item.severity, pointer: item.pointer, location: location,
                    message: item.message))
        }
        // Stable: diagnostics at one place keep the order the checks found them in. Checks
        // mostly report in document order, and then there is nothing to sort.
        var sorted =
            diagnostics.indices.dropFirst().allSatisfy {
                diagnostics[$0 - 1].location.offset <= diagnostics[$0].location.offset
            }
            ? diagnostics
            : diagnostics.enumerated().sorted {
                ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset)
            }.map(\.element)
        if overflow > 0 {
            sorted.append(
                Diagnostic(
                    code: .payloadTooManyDiagnostics, severity: overflowSeverity, pointer: .root,
                    location: SourceLocator.locate([0], in: bytes)[0],
                    message:
                        "\(overflow) more diagnostic\(overflow == 1 ? "" : "s") not shown, the most severe of them \(overflowSeverity.rawValue); the limit is \(limit) a payload (--max-diagnostics)"
                ))
        }
        return sorted
    }
}

extension Diagnostic.Code {
    /// Only the listing stops: the run still fails if an unlisted diagnostic is an error. Fix what is listed and
    /// validate again, or raise `--max-diagnostics` to see them all.
    public static let payloadTooManyDiagnostics = Self(
        "payload.too-many-diagnostics", .info,
        summary:
            "More diagnostics than the limit: the rest are counted, not listed; it takes the severity of the most severe of them.",
        example: "a payload with 2,000 non-string loc-args and the default limit of 1,000", exampleIsPayload: false,
        passing: #"a payload with 10 non-string loc-args and the default limit of 1,000"#,
        source: "pushkit: a report in proportion to the payload (compilers stop listing after a limit the same way)")
}
