// The request's problems with a job's own members (its device token, bundle id, collapse id,
// apns-id, expiration, FCM project id and target) are the job line's: pointed at the member
// (`/apns/deviceToken`) and placed where its value stands on the line, not at the payload's
// root, so that a sender sees which member to fix (issue 37 item 6). The request's problems
// with the payload (`request.not-apns`, `request.fcm-target-conflict` at the body's target,
// `request.cannot-fit`) stay the payload's.

extension PushJob {
    /// `rejection`, of this job's payload and request, placed in the job file: the
    /// payload's diagnostics (and the request's that concern the payload) at the payload's
    /// place (``payloadOrigin``), then the request's problems with the job's own members,
    /// pointed into the job line, then the line's hints; those last two are the rejection's
    /// ``PushRejection/jobLineDiagnosticCount``.
    func placed(_ rejection: PushRejection) -> PushRejection {
        // What each problem of a member reads as in the rejection: its diagnostic, at the
        // request's root. A few at most.
        var members: [(diagnostic: Diagnostic, tokens: [String])] = []
        for problem in rejection.headerProblems {
            if let tokens = member(of: problem) { members.append((problem.diagnostic, tokens)) }
        }
        for problem in rejection.fcmProblems {
            if let tokens = member(of: problem) { members.append((problem.diagnostic, tokens)) }
        }
        var payload: [Diagnostic] = []
        payload.reserveCapacity(rejection.diagnostics.count)
        var line: [Diagnostic] = []
        for diagnostic in rejection.diagnostics {
            guard !members.isEmpty, diagnostic.pointer == .root,
                let index = members.firstIndex(where: { $0.diagnostic == diagnostic })
            else {
                payload.append(diagnostic.placed(at: payloadOrigin))
                continue
            }
            var moved = diagnostic
            moved.pointer = JSONPointer(tokens: members[index].tokens)
            moved.location = location(ofMember: members[index].tokens)
            line.append(moved)
            members.remove(at: index)
        }
        var placed = rejection
        placed.diagnostics = payload + line + hints
        placed.jobLineDiagnosticCount = line.count + hints.count
        return placed
    }

    /// The job line's member an APNs request problem is about: a missing value is
    /// `/apns`'s, which lacks it; `nil` for a value a job line has no member for.
    private func member(of problem: APNsRequest.Problem) -> [String]? {
        if problem.reason == .missing { return ["apns"] }
        return switch problem.field {
        case .bundleID, .topic: ["apns", spelt("apns", "bundleID", old: "bundleId")]
        case .deviceToken: ["apns", "deviceToken"]
        case .collapseID: ["apns", spelt("apns", "collapseID", old: "collapseId")]
        case .apnsID: ["apns", spelt("apns", "apnsID", old: "apnsId")]
        case .expiration: ["apns", "expiration"]
        case .channelID, .requestID: nil
        }
    }

    /// The job line's member an FCM request problem is about: a missing target is `/fcm`'s,
    /// where the job could give one; `nil` for a conflict (the body's target, the payload's)
    /// and a value a job line has no member for.
    private func member(of problem: FCMRequest.Problem) -> [String]? {
        if case .conflict = problem.reason { return nil }
        return switch problem.field {
        case .projectID: ["fcm", spelt("fcm", "projectID", old: "projectId")]
        case .registrationToken: ["fcm", "token"]
        case .topic: ["fcm", "topic"]
        case .condition: ["fcm", "condition"]
        case .target: ["fcm"]
        case .fid: nil
        }
    }

    /// The member's key as the line spells it: `old` when the line used the older
    /// spelling (its hint says so), else `key`.
    private func spelt(_ object: String, _ key: String, old: String) -> String {
        hints.contains { $0.pointer.tokens == [object, old] } ? old : key
    }

    /// Where the value of the member at `tokens` stands in the job file: on ``line``, the
    /// job's line; the line's start for a job made in Swift, which has no line.
    func location(ofMember tokens: [String]) -> SourceLocation {
        let start = SourceLocation(line: payloadOrigin.line, column: 1, offset: 0)
        guard let offset = LineScanner.valueStart(of: tokens, inLine: line) else { return start }
        return SourceLocator.locate(offset: offset, in: line).placed(at: start)
    }
}

extension LineScanner {
    /// Where the value of the member at `tokens` (a key of the line's object, then of the
    /// object that is its value, ...) begins in `bytes`; `nil` when there is none. One pass
    /// over the line's bytes up to the value.
    static func valueStart(of tokens: [String], inLine bytes: [UInt8]) -> Int? {
        var scanner = LineScanner(bytes: bytes)
        for token in tokens {
            guard scanner.skip(UInt8(ascii: "{")) else { return nil }
            while true {
                guard let key = scanner.string(), scanner.skip(UInt8(ascii: ":")) else { return nil }
                if decoded(key) == token { break }
                guard scanner.skipValue(), scanner.skip(UInt8(ascii: ",")) else { return nil }
            }
        }
        scanner.skipWhitespace()
        return scanner.position < bytes.count ? scanner.position : nil
    }
}
