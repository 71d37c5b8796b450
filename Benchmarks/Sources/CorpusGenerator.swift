/// Generates a deterministic corpus of realistic marketing push payloads: APNs alerts,
/// every Synerise push (iOS nested content and Android string content) and Cordial
/// pushes, 0.5 to 4 KB each, written in the styles real senders use.
struct CorpusGenerator {
    /// The shapes the corpus mixes, with their share of the corpus.
    enum Shape: String, CaseIterable {
        case apnsAlert = "apns.alert"
        case apnsLocalized = "apns.alert-localized"
        case syneriseSimplePush = "synerise.simple-push"
        case syneriseSingleImage = "synerise.single-image"
        case syneriseCarousel = "synerise.carousel"
        case syneriseBanner = "synerise.template-banner"
        case syneriseSilentCommand = "synerise.silent-command"
        case syneriseAndroid = "synerise.android-data"
        case cordialAlert = "cordial.alert"
        case cordialImage = "cordial.image"
        case cordialCarousel = "cordial.carousel"
        case cordialInApp = "cordial.in-app"

        var weight: Int {
            switch self {
            case .apnsAlert, .syneriseSimplePush, .cordialAlert: 14
            case .syneriseSingleImage, .syneriseCarousel, .cordialImage, .cordialCarousel: 9
            case .syneriseBanner, .syneriseAndroid: 7
            case .apnsLocalized, .syneriseSilentCommand, .cordialInApp: 5
            }
        }
    }

    /// One generated payload.
    struct Payload {
        var shape: Shape
        var bytes: [UInt8]
    }

    /// The smallest and largest payload sizes, in bytes.
    static let sizes = 512...4000

    private var random: SeededRandom

    /// Creates a generator; the same seed gives the same corpus.
    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// Generates `count` payloads.
    mutating func generate(count: Int) -> [Payload] {
        var table: [Shape] = []
        for shape in Shape.allCases { table += repeatElement(shape, count: shape.weight) }
        var corpus: [Payload] = []
        corpus.reserveCapacity(count)
        for _ in 0..<count {
            let shape = random.pick(table)
            corpus.append(Payload(shape: shape, bytes: payload(shape)))
        }
        return corpus
    }

    /// One payload of `shape`, grown with realistic extras towards a random size.
    private mutating func payload(_ shape: Shape) -> [UInt8] {
        // Most payloads are 0.7 to 2 KB; a tail reaches the 4 KB APNs limit.
        let target = random.chance(0.8) ? random.int(700...2000) : random.int(Self.sizes)
        let style = randomStyle()
        while true {
            let seed = random.next()
            func encoded(_ extras: Int) -> [UInt8] {
                var local = SeededRandom(seed: seed)
                return build(shape, extras: extras, random: &local).encoded(style)
            }
            let smallest = encoded(0)
            if smallest.count > Self.sizes.upperBound { continue }  // Too large already: draw other text.
            if smallest.count >= target { return smallest }
            // Size grows with the extras: search for the fewest that reach the target.
            var below = smallest
            var reached: [UInt8]?
            var low = 1
            var high = 40
            while low <= high {
                let middle = (low + high) / 2
                let bytes = encoded(middle)
                if bytes.count >= target {
                    if bytes.count <= Self.sizes.upperBound { reached = bytes }
                    high = middle - 1
                } else {
                    if bytes.count > below.count { below = bytes }
                    low = middle + 1
                }
            }
            if let reached { return reached }
            if below.count >= Self.sizes.lowerBound { return below }
        }
    }

    private mutating func randomStyle() -> Json.Style {
        var style = Json.Style()
        switch random.int(0...9) {
        case 0...4: break
        case 5, 6: style.indent = 2
        case 7: style.indent = 4
        default: style.spacedSeparators = true
        }
        style.asciiOnly = random.chance(0.15)
        style.escapeSlashes = random.chance(0.1)
        return style
    }

    // MARK: Shapes

    private func build(_ shape: Shape, extras: Int, random: inout SeededRandom) -> Json {
        switch shape {
        case .apnsAlert: apnsAlert(extras, &random)
        case .apnsLocalized: apnsLocalized(extras, &random)
        case .syneriseSimplePush: syneriseIOS("simple-push", simplePushContent(extras, &random, media: nil), &random)
        case .syneriseSingleImage:
            syneriseIOS("simple-push", simplePushContent(extras, &random, media: "single-image"), &random)
        case .syneriseCarousel:
            syneriseIOS("simple-push", simplePushContent(extras, &random, media: "carousel"), &random)
        case .syneriseBanner: syneriseIOS("template-banner", bannerContent(extras, &random), &random)
        case .syneriseSilentCommand: syneriseIOS("silent-command", silentCommand(extras, &random), &random)
        case .syneriseAndroid: syneriseAndroid(extras, &random)
        case .cordialAlert: cordial(extras, &random, image: false, carousel: false)
        case .cordialImage: cordial(extras, &random, image: true, carousel: false)
        case .cordialCarousel: cordial(extras, &random, image: random.chance(0.3), carousel: true)
        case .cordialInApp: cordialInApp(extras, &random)
        }
    }

    private func title(_ random: inout SeededRandom) -> String {
        Vocabulary.fill(random.pick(Vocabulary.titles), &random)
    }

    private func body(_ random: inout SeededRandom, sentences: Int = 1) -> String {
        (0..<max(1, sentences)).map { _ in Vocabulary.fill(random.pick(Vocabulary.bodies), &random) }
            .joined(separator: " ")
    }

    /// Custom keys a sender adds beside `aps`: tracking, recommendations, user data.
    private func customKeys(_ extras: Int, _ random: inout SeededRandom) -> [(String, Json)] {
        var members: [(String, Json)] = []
        if extras >= 1 {
            members.append(
                (
                    "tracking",
                    .object([
                        ("send_id", .string(random.uuid())), ("segment", .string("s\(random.int(1...500))")),
                        ("ab", .string(random.pick(["A", "B", "control"]))),
                        ("ts", .int(1_750_000_000 + random.int(0...9_999_999))),
                    ])
                ))
        }
        if extras >= 2 {
            var items: [Json] = []
            for _ in 0..<(extras - 1) {
                items.append(
                    .object([
                        ("sku", .string("SKU-\(random.int(10000...99999))")),
                        ("name", .string(Vocabulary.fill("{product}", &random))),
                        ("price", .double("\(random.int(5...499)).\(random.int(10...99))")),
                        ("currency", .string(random.pick(["EUR", "PLN", "USD", "JPY", "KRW"]))),
                        ("in_stock", .bool(random.chance(0.8))),
                        ("image", .string(Vocabulary.url(&random, image: true))),
                    ]))
            }
            members.append(("recommendations", .array(items)))
        }
        return members
    }

    private func apnsAlert(_ extras: Int, _ random: inout SeededRandom) -> Json {
        var alert: [(String, Json)] = [("title", .string(title(&random)))]
        if random.chance(0.3) { alert.append(("subtitle", .string(title(&random)))) }
        alert.append(("body", .string(body(&random, sentences: 1 + extras / 8))))
        var aps: [(String, Json)] = [("alert", .object(alert))]
        if random.chance(0.6) { aps.append(("badge", .int(random.int(0...20)))) }
        aps.append(("sound", .string(random.pick(["default", "chime.caf", "default"]))))
        if random.chance(0.5) { aps.append(("thread-id", .string("campaign-\(random.int(1...300))"))) }
        if random.chance(0.3) {
            aps.append(("interruption-level", .string(random.pick(["active", "passive", "time-sensitive"]))))
        }
        if random.chance(0.3) { aps.append(("relevance-score", .double(random.pick(["0.5", "1", "0.25", "0.75"])))) }
        var root: [(String, Json)] = [("aps", .object(aps))]
        root.append(("deeplink", .string(Vocabulary.url(&random))))
        return .object(root + customKeys(extras, &random))
    }

    private func apnsLocalized(_ extras: Int, _ random: inout SeededRandom) -> Json {
        let args: [Json] = (0..<random.int(1...3)).map { _ in .string(random.pick(Vocabulary.firstNames)) }
        let alert: Json = .object([
            ("title-loc-key", .string("PROMO_TITLE_\(random.int(1...40))")),
            ("title-loc-args", .array(args)),
            ("loc-key", .string("PROMO_BODY_\(random.int(1...40))")),
            ("loc-args", .array(args + [.string(Vocabulary.fill("{product}", &random))])),
        ])
        let aps: Json = .object([
            ("alert", alert), ("badge", .int(random.int(1...9))), ("sound", .string("default")),
            ("category", .string("PROMO")),
        ])
        return .object([("aps", aps)] + customKeys(extras, &random))
    }

    // MARK: Synerise

    private func campaign(_ random: inout SeededRandom, type: String) -> Json {
        var members: [(String, Json)] = [
            ("variant_id", .int(random.int(1...99_999))), ("hash_id", .string(random.uuid())),
            ("type", .string(type)), ("title", .string(title(&random))),
        ]
        if random.chance(0.3) { members.append(("journeyId", .string(random.uuid()))) }
        return .object(members)
    }

    private func action(_ random: inout SeededRandom) -> Json {
        switch random.int(0...3) {
        case 0: .object([("type", .string("OPEN_APP"))])
        case 1:
            .object([
                ("type", .string("DEEP_LINKING")),
                ("item", .string("app://\(random.pick(Vocabulary.paths))?sku=\(random.int(1...9999))")),
            ])
        default: .object([("type", .string("OPEN_URL")), ("item", .string(Vocabulary.url(&random)))])
        }
    }

    private func simplePushContent(_ extras: Int, _ random: inout SeededRandom, media: String?) -> [(String, Json)] {
        var content: [(String, Json)] = [
            ("campaign", campaign(&random, type: "Simple push")),
            ("notification", .object([("action", action(&random))])),
        ]
        let buttons = media == nil ? min(3, extras / 2 + random.int(0...1)) : random.int(0...1)
        if buttons > 0 {
            let list: [Json] = (0..<buttons).map { index in
                .object([
                    ("identifier", .string("button\(index + 1)")),
                    ("text", .string(random.pick(Vocabulary.buttonTexts))), ("action", action(&random)),
                ])
            }
            content.append(("buttons", .array(list)))
        }
        if media == "single-image" {
            content.append(
                (
                    "rich-media",
                    .object([
                        ("type", .string("single-image")),
                        ("single-image", .object([("image", .string(Vocabulary.url(&random, image: true)))])),
                    ])
                ))
        } else if media == "carousel" {
            let items: [Json] = (0..<(2 + min(extras, 6))).map { _ in
                var item: [(String, Json)] = [("caption", .string(title(&random)))]
                if random.chance(0.7) {
                    item.append(("subcaption", .string(Vocabulary.fill("{product} -{pct}%", &random))))
                }
                item.append(("image", .string(Vocabulary.url(&random, image: true))))
                item.append(("url", .string(Vocabulary.url(&random))))
                return .object(item)
            }
            content.append(
                (
                    "rich-media",
                    .object([
                        ("type", .string("carousel")),
                        (
                            "carousel",
                            .object([
                                ("orientation", .string(random.pick(["PORTRAIT", "LANDSCAPE"]))),
                                ("items", .array(items)),
                            ])
                        ),
                    ])
                ))
        }
        return content
    }

    private func bannerContent(_ extras: Int, _ random: inout SeededRandom) -> [(String, Json)] {
        let layout = random.pick([
            "color_as_background", "image_as_background", "image_with_text_atop", "image_with_text_below",
        ])
        var page: [(String, Json)] = [
            ("index", .int(0)), ("type", .string(layout)),
            ("background", .object([("color", .string(random.pick(Vocabulary.colors))), ("alpha", .int(1))])),
        ]
        if layout != "color_as_background" {
            page.append(("image", .object([("url", .string(Vocabulary.url(&random, image: true)))])))
        }
        if layout != "image_as_background" {
            page.append(("header", textBlock(title(&random), size: 28, &random)))
            page.append(("description", textBlock(body(&random, sentences: 1 + extras / 6), size: 16, &random)))
        }
        page.append(
            (
                "button",
                .object([
                    ("is_enabled", .bool(true)), ("color", .string(random.pick(Vocabulary.colors))),
                    ("text", .string(random.pick(Vocabulary.buttonTexts))), ("text_color", .string("#FFFFFF")),
                    ("corner_radius", .int(random.int(0...16))),
                ])
            ))
        page.append(
            (
                "close_button",
                .object([
                    ("is_enabled", .bool(true)), ("alignment", .string(random.pick(["left", "center", "right"]))),
                ])
            ))
        page.append(("action", action(&random)))
        var content: [(String, Json)] = [
            ("campaign", campaign(&random, type: "Template banner")), ("page", .object(page)),
        ]
        if random.chance(0.5) {
            content.append(
                ("auto_disappear", .object([("is_enabled", .bool(true)), ("timeout", .int(random.int(3...15)))])))
        }
        if random.chance(0.4) {
            content.append(("trigger", .string(random.pick(["app_opened", "cart_viewed", "product.view"]))))
        }
        return content
    }

    private func textBlock(_ text: String, size: Int, _ random: inout SeededRandom) -> Json {
        .object([
            ("text", .string(text)), ("color", .string(random.pick(Vocabulary.colors))),
            ("alpha", .double(random.pick(["1", "0.9", "0.75"]))), ("size", .int(size)),
        ])
    }

    private func silentCommand(_ extras: Int, _ random: inout SeededRandom) -> [(String, Json)] {
        var parameters: [Json] = []
        for position in 0..<(1 + extras) {
            let value: Json =
                switch position % 4 {
                case 0: .string(body(&random))
                case 1: .int(random.int(0...100_000))
                case 2: .bool(random.chance(0.5))
                default:
                    .object([("sku", .string("SKU-\(random.int(1000...9999))")), ("qty", .int(random.int(1...5)))])
                }
            parameters.append(
                .object([
                    ("class_name", .string(random.pick(["java.lang.String", "java.lang.Integer", "NSDictionary"]))),
                    ("value", value), ("position", .int(position)),
                ]))
        }
        return [
            ("class_name", .string("com.example.shop.PushCommands")),
            ("method_name", .string(random.pick(["refreshCart", "showCoupon", "syncProfile"]))),
            ("method_parameters", .array(parameters)),
        ]
    }

    private func syneriseIOS(_ contentType: String, _ content: [(String, Json)], _ random: inout SeededRandom) -> Json {
        var aps: [(String, Json)] = []
        switch contentType {
        case "simple-push":
            aps.append(("alert", .object([("title", .string(title(&random))), ("body", .string(body(&random)))])))
            aps.append(("sound", .string("default")))
            if random.chance(0.5) { aps.append(("badge", .int(random.int(1...9)))) }
            let media = content.first { $0.0 == "rich-media" }.map { member -> String in
                if case .object(let fields) = member.1, case .string(let type)? = fields.first?.1 { return type }
                return ""
            }
            if let media {
                let category =
                    media == "carousel"
                    ? "synerise.notifications.category.carousel" : "synerise.notifications.category.single-media"
                aps.append(("category", .string(category)))
                aps.append(("mutable-content", .int(1)))
            }
        default:
            aps.append(("content-available", .int(1)))
        }
        return .object([
            ("aps", .object(aps)), ("issuer", .string("Synerise")),
            ("message-type", .string(random.pick(["dynamic-content", "static-content"]))),
            ("content-type", .string(contentType)), ("content", .object(content)),
        ])
    }

    /// An Android FCM data message: every value a string, `content` a JSON string.
    private func syneriseAndroid(_ extras: Int, _ random: inout SeededRandom) -> Json {
        let isBanner = random.chance(0.4)
        var content = isBanner ? bannerContent(extras, &random) : simplePushContent(extras, &random, media: nil)
        if !isBanner {
            content[1] = (
                "notification",
                .object([
                    ("title", .string(title(&random))), ("body", .string(body(&random, sentences: 1 + extras / 6))),
                    ("priority", .string(random.pick(["NORMAL", "HIGH"]))), ("action", action(&random)),
                ])
            )
        }
        let inner = String(decoding: Json.object(content).encoded(Json.Style()), as: UTF8.self)
        let data: Json = .object([
            ("issuer", .string("Synerise")), ("message-type", .string("dynamic-content")),
            ("content-type", .string(isBanner ? "template-banner" : "simple-push")), ("content", .string(inner)),
        ])
        if random.chance(0.5) {
            return .object([
                ("message", .object([("token", .string(String(repeating: random.uuid(), count: 3))), ("data", data)]))
            ])
        }
        return .object([("data", data)])
    }

    // MARK: Cordial

    private func cordial(_ extras: Int, _ random: inout SeededRandom, image: Bool, carousel: Bool) -> Json {
        var aps: [(String, Json)] = [
            (
                "alert",
                .object([
                    ("title", .string(title(&random))), ("body", .string(body(&random, sentences: 1 + extras / 8))),
                ])
            )
        ]
        if random.chance(0.4) { aps.append(("badge", .int(random.int(0...9)))) }
        aps.append(("sound", .string("default")))
        if image || carousel { aps.append(("mutable-content", .int(1))) }
        if carousel { aps.append(("category", .string("carouselNotificationCategory"))) }
        // A silent inbox trigger rides along in some: it needs content-available.
        let inbox = random.chance(0.2)
        if inbox { aps.append(("content-available", .int(1))) }
        var root: [(String, Json)] = [
            ("aps", .object(aps)), ("mcID", .string("\(random.int(1...999)):\(random.uuid()):1")),
        ]
        var link: [(String, Json)] = [("url", .string(Vocabulary.url(&random)))]
        if random.chance(0.4) {
            link.append(("vanityUrl", .string("https://e.example.com/\(random.int(1000...9999))")))
        }
        if random.chance(0.3) { link.append(("fallbackUrl", .string(Vocabulary.url(&random)))) }
        root.append(("deepLink", .object(link)))
        if image { root.append(("imageURL", .string(Vocabulary.url(&random, image: true)))) }
        if carousel {
            let items: [Json] = (0..<(2 + min(extras, 6))).map { _ in
                .object([
                    ("imageURL", .string(Vocabulary.url(&random, image: true))),
                    ("deepLink", .string(Vocabulary.url(&random))),
                ])
            }
            root.append(("carousel", .array(items)))
        }
        if inbox { root.append(("system", .object([("inbox", .object([]))]))) }
        return .object(root + customKeys(extras, &random))
    }

    private func cordialInApp(_ extras: Int, _ random: inout SeededRandom) -> Json {
        let iam: Json = .object([
            ("type", .string(random.pick(["modal", "fullscreen", "banner_up", "banner_bottom"]))),
            ("displayType", .string(random.pick(["displayImmediately", "displayOnAppOpenEvent"]))),
            ("inactiveSessionDisplay", .string(random.pick(["show-in-app", "hide-in-app"]))),
            (
                "expirationTime",
                .string("20\(random.int(30...39))-0\(random.int(1...9))-1\(random.int(0...9))T12:00:00.000Z")
            ),
            ("left", .int(random.int(0...10))), ("right", .int(random.int(0...10))),
        ])
        let root: [(String, Json)] = [
            ("aps", .object([("content-available", .int(1))])),
            ("mcID", .string("\(random.int(1...999)):\(random.uuid()):1")),
            ("system", .object([("iam", iam)] + (random.chance(0.5) ? [("inbox", .object([]))] : []))),
        ]
        return .object(root + customKeys(extras, &random))
    }
}
