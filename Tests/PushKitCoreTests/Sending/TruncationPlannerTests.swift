import Testing

@testable import PushKitCore

@Suite struct TruncationPlannerTests {
    static func alert(title: String? = "Title", subtitle: String? = nil, body: String, pad: Int = 0) -> Payload {
        var payload = APNsPayload.alert(title: title, subtitle: subtitle, body: body)
        if pad > 0 { payload = payload.custom("pad", .string(String(repeating: "p", count: pad))) }
        return .apns(payload)
    }

    static func body(_ payload: Payload) -> String? {
        if case .apns(let apns) = payload { return apns.aps.alert?.body }
        return nil
    }

    /// The plan fits, removed what it says, and keeps as much as fits: one more
    /// (non-space) character would not.
    static func checkMaximal(
        _ plan: TruncationPlan, original: Payload, limit: Int = 4096,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(plan.byteCount <= limit, sourceLocation: sourceLocation)
        #expect(plan.bytes == plan.payload.encoded(), sourceLocation: sourceLocation)
        #expect(plan.originalByteCount == original.encoded().count, sourceLocation: sourceLocation)
        guard let cut = plan.cuts.last else { return }
        let characters = Array(cut.original)
        #expect(cut.kept + cut.removed == cut.original, sourceLocation: sourceLocation)
        #expect(cut.removedCharacters == characters.count - Array(cut.kept).count, sourceLocation: sourceLocation)
        #expect(cut.removedBytes == cut.removed.utf8.count, sourceLocation: sourceLocation)
        #expect(cut.kept.last?.isWhitespace != true, sourceLocation: sourceLocation)
        var next = Array(cut.kept).count
        while next < characters.count, characters[next].isWhitespace { next += 1 }
        guard next < characters.count else { return }
        let longer = String(characters[...next]) + "…"
        let grown = CuttableText(place: cut.field == .body ? .apsBody : .apsSubtitle).setting(longer, in: plan.payload)
        #expect(grown.encoded().count > limit, "one more character would still fit", sourceLocation: sourceLocation)
        let validator = Validator(options: .init(pushType: limit == 5120 ? .voip : nil))
        let validation = validator.validate(plan.bytes)
        #expect(validation.isValid, "\(validation.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    }

    @Test func aPayloadThatFitsIsLeftAlone() throws {
        let payload = Self.alert(body: "Short")
        let plan = try TruncationPlanner().fit(payload)
        #expect(plan.cuts.isEmpty)
        #expect(plan.payload == payload)
        #expect(plan.byteCount == plan.originalByteCount)
    }

    @Test func cutsTheBodyAtTheLastCharacterThatFits() throws {
        let payload = Self.alert(body: String(repeating: "abcdefghij", count: 500))
        let plan = try TruncationPlanner().fit(payload)
        #expect(plan.cuts.count == 1)
        let cut = try #require(plan.cuts.first)
        #expect(cut.field == .body)
        #expect(cut.pointer == JSONPointer(tokens: ["aps", "alert", "body"]))
        #expect(cut.result == cut.kept + "…")
        #expect(Self.body(plan.payload) == cut.result)
        #expect(plan.byteCount == 4096)  // ASCII: every byte can be used
        #expect(cut.savedBytes == plan.originalByteCount - plan.byteCount)
        Self.checkMaximal(plan, original: payload)
    }

    @Test func theStringAlertIsCutToo() throws {
        let payload = Payload.apns(.alert(body: String(repeating: "word ", count: 1000)))
        let plan = try TruncationPlanner().fit(payload)
        let cut = try #require(plan.cuts.first)
        #expect(cut.pointer == JSONPointer(tokens: ["aps", "alert"]))
        #expect(!cut.kept.hasSuffix(" "))
        Self.checkMaximal(plan, original: payload)
    }

    @Test(arguments: [
        "👩‍👩‍👧‍👦",  // a ZWJ family: 7 scalars, 25 bytes
        "🇵🇱🇩🇪🇯🇵",  // flags: pairs of regional indicators
        "e\u{301}a\u{308}\u{323}",  // combining marks
        "漢字かな交じり文",  // CJK
        "🏳️‍🌈👍🏽",  // a ZWJ flag and a skin tone
    ])
    func graphemeClustersStayWhole(_ unit: String) throws {
        let payload = Self.alert(body: String(repeating: unit, count: 600))
        let plan = try TruncationPlanner().fit(payload)
        let cut = try #require(plan.cuts.first)
        let units = Array(unit)
        // The kept text is whole repetitions of the unit's characters: no cluster was split.
        for (index, character) in Array(cut.kept).enumerated() {
            #expect(character == units[index % units.count])
        }
        #expect(cut.kept.unicodeScalars.count + cut.removed.unicodeScalars.count == cut.original.unicodeScalars.count)
        #expect(Array(cut.kept + cut.removed) == Array(cut.original))
        Self.checkMaximal(plan, original: payload)
    }

    @Test func escapesThatGrowAreCountedExactly() throws {
        // `"` and `\` take 2 bytes encoded, a control character 6, a line feed 2.
        let payload = Self.alert(body: String(repeating: "a\"b\\c\u{01}\n", count: 800))
        let plan = try TruncationPlanner().fit(payload)
        Self.checkMaximal(plan, original: payload)
        #expect(plan.byteCount > 4096 - 6)
    }

    @Test func theSubtitleIsCutWhenTheBodyIsNotEnough() throws {
        let payload = Self.alert(
            subtitle: String(repeating: "s", count: 4500), body: String(repeating: "b", count: 1500))
        let plan = try TruncationPlanner().fit(payload)
        try #require(plan.cuts.map(\.field) == [.body, .subtitle])
        #expect(plan.cuts[0].result == "…")
        #expect(plan.cuts[0].removedCharacters == 1500)
        #expect(plan.cuts[1].pointer == JSONPointer(tokens: ["aps", "alert", "subtitle"]))
        Self.checkMaximal(plan, original: payload)
    }

    @Test func aShortBodyIsLeftWhenCuttingItWouldNotHelp() throws {
        let payload = Self.alert(subtitle: String(repeating: "s", count: 5000), body: "ok")
        let plan = try TruncationPlanner().fit(payload)
        #expect(plan.cuts.map(\.field) == [.subtitle])
        #expect(Self.body(plan.payload) == "ok")
    }

    @Test func voipAllows5120() throws {
        let payload = Self.alert(body: String(repeating: "v", count: 6000))
        let plan = try TruncationPlanner(pushType: .voip).fit(payload)
        #expect(plan.byteCount == 5120)
        Self.checkMaximal(plan, original: payload, limit: 5120)
        #expect(try TruncationPlanner(pushType: .alert).fit(payload).byteCount == 4096)
    }

    @Test func androidBodiesAreCutInsideTheContentString() throws {
        let payload = Payload.synerise(
            .simplePush(
                campaign: Synerise.Campaign(variantID: 1, hashID: "6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"),
                title: "Nowości",
                body: String(repeating: "\"żółć\" ", count: 400), platform: .android,
                fcmWrapper: .message(members: ["token": "abc"])))
        let plan = try TruncationPlanner().fit(payload)
        let cut = try #require(plan.cuts.first)
        #expect(cut.pointer == JSONPointer(tokens: ["message", "data", "content", "notification", "body"]))
        #expect(plan.byteCount <= 4096)
        #expect(plan.byteCount > 4096 - 12)  // `"` costs 4 bytes escaped twice, plus the ellipsis
        #expect(Validator().validate(plan.bytes).isValid)
    }

    @Test func payloadsThatCannotFitSayWhy() {
        let padded = Self.alert(subtitle: "A longer subtitle", body: "A body", pad: 5000)
        #expect {
            try TruncationPlanner().fit(padded)
        } throws: { error in
            guard let error = error as? TruncationError else { return false }
            return error.reason == .stillTooLarge && error.cuts.map(\.field) == [.body, .subtitle]
                && error.byteCount > 4096 && error.diagnostic.code == .requestCannotFit
                && error.description.contains("over the limit of 4096")
        }
        let silent = Payload.apns(.background(custom: ["blob": .string(String(repeating: "x", count: 5000))]))
        #expect {
            try TruncationPlanner().fit(silent)
        } throws: { error in
            (error as? TruncationError)?.reason == .nothingToCut
                && (error as? TruncationError)?.description.contains("no body or subtitle") == true
        }
        let page = Synerise.Page.imageAsBackground(
            imageURL: "https://cdn.example.com/" + String(repeating: "x", count: 5000))
        let walkthrough = Payload.syneriseWalkthrough(Synerise.Walkthrough(id: "w", pages: [page]))
        #expect {
            try TruncationPlanner().fit(walkthrough)
        } throws: { error in
            (error as? TruncationError)?.reason == .notAPush
        }
    }
}
