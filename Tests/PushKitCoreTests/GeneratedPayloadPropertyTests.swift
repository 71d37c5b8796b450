import PushKitCore
import PushKitTestSupport
import Testing

/// Random valid payloads of many kinds, built from the typed model with a seeded generator:
/// encode → validate has no error, and decode → encode → decode is the identity.
@Suite struct GeneratedPayloadPropertyTests {
    static let seeds: [UInt64] = [1, 2, 3, 42, 2026, 0xDEAD_BEEF]

    @Test(arguments: seeds)
    func encodedPayloadsValidateAndRoundTrip(_ seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for round in 0..<40 {
            let payload = PayloadGenerator.payload(&random)
            let bytes = PayloadEncoder().encode(payload)
            let text = String(decoding: bytes, as: UTF8.self)
            let report = Validator().validate(bytes)
            let errors = report.diagnostics.filter { $0.severity == .error }
            #expect(
                errors.isEmpty, "seed \(seed) round \(round): \(text): \(errors.map { "\($0.code) \($0.message)" })")
            let decoded = try #require(report.payload, "seed \(seed) round \(round): no payload from \(text)")
            #expect(decoded == payload, "seed \(seed) round \(round): decoded differently: \(text)")
            let again = PayloadEncoder().encode(decoded)
            #expect(again == bytes, "seed \(seed) round \(round): re-encoded differently: \(text)")
            #expect(Validator().validate(again).payload == decoded, "seed \(seed) round \(round): \(text)")
        }
    }
}

/// Builds random valid payloads from the typed model.
enum PayloadGenerator {
    typealias Random = SplitMix64

    static let words = ["Sale", "Nowości", "łódź", "テスト", "New", "50%", "off", "\"quoted\"", "back\\slash", "🎉", "x"]

    static func payload(_ random: inout Random) -> Payload {
        switch Int.random(in: 0..<9, using: &random) {
        case 0: .apns(apnsAlert(&random))
        case 1: .apns(.background(custom: custom(&random)))
        case 2: .synerise(simplePush(&random))
        case 3: .synerise(templateBanner(&random))
        case 4: .synerise(silentCommand(&random))
        case 5:
            .synerise(
                .sdkCommand(
                    Synerise.SDKCommand.allCases.randomElement(using: &random)!,
                    platform: Synerise.Platform.allCases.randomElement(using: &random)!))
        case 6: .syneriseWalkthrough(walkthrough(&random))
        case 7: .cordial(cordialAlert(&random))
        default: .cordial(cordialCarousel(&random))
        }
    }

    static func text(_ random: inout Random, words count: ClosedRange<Int> = 1...4) -> String {
        (0..<Int.random(in: count, using: &random)).map { _ in words.randomElement(using: &random)! }
            .joined(separator: " ")
    }

    static func token(_ random: inout Random, length: Int = 8) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return String((0..<length).map { _ in letters.randomElement(using: &random)! })
    }

    static func hex(_ random: inout Random, length: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<length).map { _ in digits.randomElement(using: &random)! })
    }

    static func color(_ random: inout Random) -> String {
        "#" + hex(&random, length: 6).uppercased()
    }

    static func url(_ random: inout Random, image: Bool = false) -> String {
        "https://cdn.example.com/" + token(&random) + (image ? ".jpg" : "")
    }

    static func maybe<T>(_ random: inout Random, _ make: (inout Random) -> T) -> T? {
        Bool.random(using: &random) ? make(&random) : nil
    }

    /// App keys beside `aps`: strings, integers, booleans and a nested array.
    static func custom(_ random: inout Random) -> JSONObject {
        var object = JSONObject()
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let key = "k" + token(&random, length: 4)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: object[key] = .string(text(&random))
            case 1: object[key] = JSONTree(integerLiteral: Int.random(in: -1000...1000, using: &random))
            case 2: object[key] = .bool(Bool.random(using: &random))
            default: object[key] = .array([.string(token(&random)), JSONTree(integerLiteral: 7), .null])
            }
        }
        return object
    }

    static func apnsAlert(_ random: inout Random) -> APNsPayload {
        var aps = APS.alert(
            title: maybe(&random) { text(&$0) }, subtitle: maybe(&random) { text(&$0) }, body: text(&random))
        if Bool.random(using: &random) { aps = aps.badge(Int.random(in: 0...99, using: &random)) }
        if Bool.random(using: &random) { aps = aps.sound("default") }
        if Bool.random(using: &random) { aps = aps.threadID(token(&random)) }
        if Bool.random(using: &random) { aps = aps.category(token(&random).uppercased()) }
        return APNsPayload(aps: aps, custom: custom(&random))
    }

    static func campaign(_ random: inout Random) -> Synerise.Campaign {
        let uuid =
            hex(&random, length: 8) + "-" + hex(&random, length: 4) + "-4" + hex(&random, length: 3) + "-a"
            + hex(&random, length: 3) + "-" + hex(&random, length: 12)
        return Synerise.Campaign(
            variantID: Int.random(in: 1...99_999, using: &random), hashID: uuid, type: "Simple push",
            title: maybe(&random) { text(&$0) })
    }

    static func action(_ random: inout Random) -> Synerise.Action {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: .openApp
        case 1: .openURL(url(&random))
        case 2: .deepLink(.uri("shop://product/" + token(&random)))
        default: .deepLink(.key("key_" + token(&random)))
        }
    }

    static func wrapper(_ random: inout Random) -> Synerise.FCMWrapper {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: .bare
        case 1: .data()
        default: .message(members: ["token": .string(token(&random, length: 16))])
        }
    }

    static func simplePush(_ random: inout Random) -> SynerisePayload {
        let platform = Synerise.Platform.allCases.randomElement(using: &random)!
        let buttons = (0..<Int.random(in: 0...2, using: &random)).map { index in
            Synerise.SimplePush.Button(
                identifier: "b\(index)", text: text(&random, words: 1...2), action: action(&random))
        }
        var richMedia: Synerise.RichMedia?
        switch Int.random(in: 0..<3, using: &random) {
        case 0: richMedia = .singleImage(url: url(&random, image: true))
        case 1:
            let items = (0..<Int.random(in: 2...3, using: &random)).map { _ in
                Synerise.RichMedia.Carousel.Item(
                    image: url(&random, image: true), caption: maybe(&random) { text(&$0, words: 1...2) },
                    url: maybe(&random) { url(&$0) })
            }
            richMedia = .carousel(Synerise.RichMedia.Carousel(orientation: .landscape, items: items))
        default: richMedia = nil
        }
        let media = platform == .ios ? richMedia : richMedia.flatMap { if case .singleImage = $0 { $0 } else { nil } }
        return .simplePush(
            campaign: campaign(&random), title: maybe(&random) { text(&$0) }, body: text(&random),
            action: maybe(&random) { action(&$0) }, buttons: buttons,
            richMedia: media,
            sound: maybe(&random) { _ in "default" }, platform: platform,
            fcmWrapper: platform == .android ? wrapper(&random) : .bare)
    }

    static func pageText(_ random: inout Random) -> Synerise.Page.Text {
        Synerise.Page.Text(
            text: text(&random), color: color(&random), alpha: [0, 0.5, 1].randomElement(using: &random)!,
            size: [12, 16, 24].randomElement(using: &random)!)
    }

    static func page(_ random: inout Random, index: Int? = nil) -> Synerise.Page {
        let button: Synerise.Page.PageButton =
            Bool.random(using: &random)
            ? .enabled(text: text(&random, words: 1...2), color: color(&random), textColor: color(&random))
            : .disabled
        let close = [Synerise.Page.CloseButton.right, .left, .hidden].randomElement(using: &random)!
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            return .colorAsBackground(
                header: pageText(&random), description: pageText(&random),
                background: Synerise.Page.Fill(color: color(&random), alpha: 1), button: button, closeButton: close,
                action: action(&random), index: index)
        case 1:
            return .imageAsBackground(
                imageURL: url(&random, image: true), button: button, closeButton: close, action: action(&random),
                index: index)
        default:
            return .imageWithText(
                imageURL: url(&random, image: true), header: pageText(&random), description: pageText(&random),
                textBelow: Bool.random(using: &random), button: button, closeButton: close, action: action(&random),
                index: index)
        }
    }

    static func templateBanner(_ random: inout Random) -> SynerisePayload {
        let platform = Synerise.Platform.allCases.randomElement(using: &random)!
        return .templateBanner(
            campaign: campaign(&random), page: page(&random), trigger: maybe(&random) { token(&$0) },
            platform: platform, fcmWrapper: platform == .android ? wrapper(&random) : .bare)
    }

    static func silentCommand(_ random: inout Random) -> SynerisePayload {
        let parameters = (0..<Int.random(in: 0...2, using: &random)).map { position in
            Synerise.SilentCommand.Parameter(
                className: "java.lang.String", value: .string(token(&random)), position: position)
        }
        return .silentCommand(
            className: "com.example." + token(&random).capitalized, methodName: token(&random), parameters: parameters,
            platform: Synerise.Platform.allCases.randomElement(using: &random)!)
    }

    static func walkthrough(_ random: inout Random) -> Synerise.Walkthrough {
        Synerise.Walkthrough(
            id: campaign(&random).hashID, isLoopEnabled: Bool.random(using: &random),
            areIndicatorsVisible: Bool.random(using: &random), campaign: campaign(&random),
            pages: (0..<Int.random(in: 1...3, using: &random)).map { page(&random, index: $0) })
    }

    static func mcID(_ random: inout Random) -> String {
        let prefix = Int.random(in: 1...99, using: &random)
        let suffix = Int.random(in: 1...99, using: &random)
        return "\(prefix):" + hex(&random, length: 24) + ":\(suffix)"
    }

    static func cordialAlert(_ random: inout Random) -> CordialPayload {
        .alert(
            mcID: mcID(&random), title: maybe(&random) { text(&$0) }, body: text(&random),
            deepLink: maybe(&random) { Cordial.DeepLink(url: url(&$0)) },
            imageURL: maybe(&random) { url(&$0, image: true) })
    }

    static func cordialCarousel(_ random: inout Random) -> CordialPayload {
        .carousel(
            mcID: mcID(&random), title: maybe(&random) { text(&$0) }, body: text(&random),
            items: (0..<Int.random(in: 2...3, using: &random)).map { _ in
                Cordial.Carousel.Item(imageURL: url(&random, image: true), deepLink: url(&random))
            })
    }
}
