/// Words and phrases for personalised marketing text, in several languages and
/// scripts, so that the corpus exercises multi-byte UTF-8 as real campaigns do.
enum Vocabulary {
    static let firstNames = [
        "Anna", "Zoë", "José", "Łukasz", "Małgorzata", "François", "Søren", "Jürgen", "Ana María", "Björn",
        "Çağla", "Dvořák", "Žofie", "Ingrid", "Oliver", "Mia", "Noah", "Emma", "李伟", "王芳", "佐藤",
        "さくら", "김민준", "Αλέξανδρος", "Дмитрий", "Ольга", "Nguyễn", "Thảo", "Øyvind", "Siobhán",
        "محمد", "Chloé", "Renée", "Mateus", "João",
    ]

    static let products = [
        "running shoes", "espresso machine", "linen shirt", "winter jacket", "wireless earbuds",
        "yoga mat", "ceramic mug set", "sneakers", "rain boots", "leather wallet", "smart watch",
        "bambusowa szczoteczka", "Daunenjacke", "sac à dos", "羽绒服", "ラーメンセット", "운동화",
        "café moulu", "Kaffeebohnen", "koszulka polo", "Sonnenbrille",
    ]

    static let emoji = ["🎉", "🔥", "🛒", "⚡", "❤️", "👟", "🎁", "☕", "🇵🇱", "🇩🇪", "✨", "⏰", "📦", "💳", "👋🏽"]

    static let cities = ["Warszawa", "Kraków", "München", "Zürich", "São Paulo", "Montréal", "東京", "서울", "Łódź"]

    /// Title templates; `{name}`, `{product}`, `{pct}`, `{emoji}`, `{city}` are filled in.
    static let titles = [
        "{name}, your {product} is back {emoji}",
        "Only today: -{pct}% {emoji}",
        "Hi {name} 👋",
        "Tylko dziś: −{pct}% na wszystko",
        "Nur heute: Gratisversand für dich, {name}!",
        "Dernière chance : {product} à -{pct} %",
        "{name}さん、セール開始！",
        "限时优惠 {pct}% off {emoji}",
        "{name}님, 새로운 컬렉션이 도착했어요",
        "Flash sale in {city} {emoji}",
        "Your order has shipped 📦",
        "\"Summer\" collection is here",
    ]

    /// Body templates; same placeholders as ``titles``.
    static let bodies = [
        "We saved the {product} you looked at. Grab it before it's gone — only a few left in {city}.",
        "Hej {name}! Twoje ulubione produkty są teraz tańsze o {pct}%. Sprawdź, zanim znikną {emoji}",
        "Liebe*r {name}, dein Warenkorb wartet: {product} ist wieder verfügbar. Jetzt bestellen & sparen.",
        "Bonjour {name}, votre {product} vous attend. Livraison gratuite dès 50 € d'achat.",
        "{name}さん、お気に入りの{product}が{pct}%オフになりました。今すぐチェック！",
        "亲爱的{name}，您关注的{product}正在促销，立减{pct}%。",
        "{name}님, 장바구니에 담긴 {product}이(가) 곧 품절될 수 있어요 {emoji}",
        "Order #{number} from {city}:\n• {product}\n• gift wrap\nTrack it in the app.",
        "Points balance: {number} ⭐ — redeem them for {product} before the end of the month.",
        "Tap to see \"{product}\" in 3D. Tip: use the AR view\\camera to try it at home.",
        "{emoji} New drop: {product}. Members get early access until midnight ({city} time).",
    ]

    static let buttonTexts = ["Shop now", "Zobacz", "Mehr erfahren", "Voir", "今すぐ見る", "Later", "Kup teraz", "구매하기"]

    static let hosts = ["www.example.com", "shop.example.org", "m.example.net", "cdn.example.com"]

    static let paths = [
        "sale", "new-in", "product/8812", "cart", "wishlist", "women/shoes", "kategorie/jacken", "sklep/promo",
    ]

    static let colors = ["#FFFFFF", "#1A1A1A", "#E4002B", "#0A84FF", "#FFF4E5", "#555555", "#34C759", "#FFCC00"]

    /// Fills the placeholders of `template` with random choices.
    static func fill(_ template: String, _ random: inout SeededRandom) -> String {
        var text = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            switch rest[rest.index(after: open)..<close] {
            case "name": text += random.pick(firstNames)
            case "product": text += random.pick(products)
            case "pct": text += String(random.pick([10, 15, 20, 25, 30, 40, 50, 70]))
            case "emoji": text += random.pick(emoji)
            case "city": text += random.pick(cities)
            case "number": text += String(random.int(1000...999_999))
            default: text += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }

    /// An `https` URL with tracking parameters, sometimes with non-ASCII percent-encoded.
    static func url(_ random: inout SeededRandom, image: Bool = false) -> String {
        let host = random.pick(hosts)
        if image {
            let ext = random.pick(["jpg", "png", "jpeg"])
            return
                "https://\(host)/img/\(random.int(100...99_999))/\(String(random.pick(paths).map { $0 == "/" ? "-" : $0 })).\(ext)"
        }
        var url = "https://\(host)/\(random.pick(paths))"
        if random.chance(0.7) {
            url += "?utm_source=push&utm_medium=mobile&utm_campaign=c\(random.int(1...9999))"
            if random.chance(0.3) { url += "&q=caf%C3%A9&ref=%E2%9C%A8" }
        }
        return url
    }
}
