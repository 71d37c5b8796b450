import PushKitTestSupport
import Testing

@testable import PushKitCore

/// The tests the Synerise decoder and the link checks make on a value's bytes instead of
/// on a `String` or a parsed `Double`, each against the reading it stands for: a page's
/// numbers told on their lexemes, its colours on their bytes, an image's format on its
/// URL's bytes, an action's type by a word or two, the FCM wrapper by look-ups, and the
/// space and control test of an http link a word at a time.
@Suite struct SyneriseByteTestTests {
    /// The value of the member `n` of `{"n": <json>}`.
    private func value(_ json: String) throws -> JSONValue {
        let document = try #require(JSONReader().read(Array(#"{"n": \#(json)}"#.utf8)).document)
        return try #require(document.root[member: "n"])
    }

    /// A JSON number lexeme: sign, integer part, fraction and exponent drawn so that
    /// values near 0 and 1, and the long fractions that round to 1, come often.
    private static func lexeme(_ random: inout SplitMix64) -> String {
        var text = Int.random(in: 0..<4, using: &random) == 0 ? "-" : ""
        text += ["0", "1", "2", "10", "9"][Int.random(in: 0..<5, using: &random)]
        if Bool.random(using: &random) {
            let digit = ["0", "9", "5", "1"][Int.random(in: 0..<4, using: &random)]
            text += "." + String(repeating: digit, count: Int.random(in: 1...22, using: &random))
            if Bool.random(using: &random) { text += String(Int.random(in: 0...9, using: &random)) }
        }
        if Int.random(in: 0..<4, using: &random) == 0 {
            text += ["e", "E", "e-", "e+"][Int.random(in: 0..<4, using: &random)]
            text += String(Int.random(in: 0...400, using: &random))
        }
        return text
    }

    @Test func aLexemeTellsTheRangesAsItsParsedValue() throws {
        var random = SplitMix64(seed: 0x5E_A1FA)
        var lexemes = ["0", "1", "-0", "0.5", "1.0", "1.000", "1.5", "1.0000000000000000001", "0.99999999999999999999"]
        lexemes += ["2", "10", "1e0", "0e5", "-0.5", "0.0", "1e-400", "123", "-7", "0.0e0"]
        for _ in 0..<3_000 { lexemes.append(Self.lexeme(&random)) }
        var told = 0
        for lexeme in lexemes {
            let number = try value(lexeme)
            let parsed = try #require(number.number).double
            if let inRange = Synerise.Decoder.lexemeIsUnit(number) {
                told += 1
                #expect(inRange == (0...1).contains(parsed), "alpha \(lexeme)")
            }
            if let positive = Synerise.Decoder.lexeme(of: number, isPositiveInteger: true) {
                #expect(positive == (parsed > 0), "size \(lexeme)")
            }
            if let nonNegative = Synerise.Decoder.lexeme(of: number, isPositiveInteger: false) {
                #expect(nonNegative == (parsed >= 0), "corner_radius \(lexeme)")
            }
        }
        // The common lexemes are told without a parse.
        for lexeme in ["0", "1", "0.5", "1.0", "0.25"] {
            #expect(Synerise.Decoder.lexemeIsUnit(try value(lexeme)) == true)
        }
        #expect(Synerise.Decoder.lexeme(of: try value("12"), isPositiveInteger: true) == true)
        #expect(Synerise.Decoder.lexeme(of: try value("0"), isPositiveInteger: true) == false)
        #expect(Synerise.Decoder.lexeme(of: try value("0"), isPositiveInteger: false) == true)
        #expect(told > 500)
    }

    @Test func aColourIsHexAsTheColourParserReadsIt() {
        var random = SplitMix64(seed: 0xC0_10A5)
        let alphabet = Array("#0123456789abcdefABCDEFgG xz(),.".utf8)
        var texts = ["#FFFFFF", "#00aaFF", "#fff", "#FFFFFFFF", "FFFFFFF", "#GGGGGG", "#12345 ", "rgba(1,2,3,1)", ""]
        for _ in 0..<20_000 {
            // Half of them seven bytes from `#`, the length of the hex form.
            let isSeven = Bool.random(using: &random)
            let count = isSeven ? 7 : Int.random(in: 0...10, using: &random)
            var bytes = (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] }
            if !bytes.isEmpty, isSeven || Bool.random(using: &random) { bytes[0] = UInt8(ascii: "#") }
            texts.append(String(decoding: bytes, as: UTF8.self))
        }
        var hex = 0
        for text in texts {
            let told = LinkCheck.withUTF8(text, Synerise.Decoder.isHexColor)
            #expect(told == (CampaignColor(text)?.form == .hex), "\(String(reflecting: text))")
            if told { hex += 1 }
        }
        #expect(hex > 500)
    }

    @Test func anImageFormatIsToldOnTheURLsBytes() {
        var random = SplitMix64(seed: 0x1_3A6E)
        let names = ["jpg", "JPG", "jpeg", "JpEg", "png", "PNG", "gif", "jpgx", "pn", "webp", "", "jp"]
        let hosts = ["https://cdn.example.com", "http://h", "cdn.example.com", "?q", "#f", "https://é.example"]
        let tails = ["", "?w=2", "#top", "?a=b.png", "/", "/x", "?é", "é"]
        var told = 0
        for _ in 0..<20_000 {
            let path = ["/img/a.", "/a.b.", "/.", "/", "/dir.png/file.", "/ü."][Int.random(in: 0..<6, using: &random)]
            let text =
                hosts[Int.random(in: 0..<hosts.count, using: &random)] + path
                + names[Int.random(in: 0..<names.count, using: &random)]
                + tails[Int.random(in: 0..<tails.count, using: &random)]
            let fast = LinkCheck.withUTF8(text, LinkCheck.hasJPEGOrPNGExtension)
            let general = LinkCheck.pathExtension(text).map { ["jpg", "jpeg", "png"].contains($0) } ?? false
            // Told on the bytes only when the general reading agrees; what the bytes cannot
            // tell goes to it.
            if fast {
                told += 1
                #expect(general, "\(String(reflecting: text))")
            }
            if general, text.utf8.allSatisfy({ $0 < 0x80 }), !text.hasPrefix("?"), !text.hasPrefix("#") {
                #expect(fast, "\(String(reflecting: text))")
            }
        }
        #expect(told > 1_000)
    }

    @Test func aUUIDIsToldAWordAtATimeAsByteByByte() {
        var random = SplitMix64(seed: 0x0_11D)
        // Every byte value at every position of a valid UUID, and lengths around 36.
        let valid = Array("6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9E4B11".utf8)
        var inputs: [[UInt8]] = [valid, Array(valid.dropLast()), valid + [0x31]]
        for position in 0..<36 {
            for byte in UInt8(0)...0xFF {
                var bytes = valid
                bytes[position] = byte
                inputs.append(bytes)
            }
        }
        let alphabet = Array("0123456789abcdefABCDEF-gG/:@`Ff".utf8)
        for _ in 0..<5_000 {
            inputs.append((0..<36).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
        }
        var uuids = 0
        for bytes in inputs {
            let fast = bytes.withUnsafeBufferPointer(UUIDText.isUUID)
            #expect(fast == bytes.withUnsafeBufferPointer(UUIDText.isUUIDByBytes), "\(bytes)")
            if fast { uuids += 1 }
        }
        #expect(uuids >= 32 * 22 + 4)
    }

    /// A repeated parameter position is reported against the first parameter that has
    /// it, whether the list is short (searched) or long (a dictionary).
    @Test func aRepeatedPositionNamesTheFirstParameterWithIt() {
        var random = SplitMix64(seed: 0x9_0517)
        let positions = ["0", "1", "2", "0", "-1", "1.5", #""1""#, "3e0"]
        for _ in 0..<300 {
            let count = Int.random(in: 1...14, using: &random)
            var elements: [String] = []
            var expected: [String] = []
            var first: [Int: Int] = [:]
            for index in 0..<count {
                if Int.random(in: 0..<8, using: &random) == 0 {
                    elements.append("7")
                    continue
                }
                let position = positions[Int.random(in: 0..<positions.count, using: &random)]
                elements.append(#"{"class_name": "java.lang.String", "value": "v", "position": \#(position)}"#)
                guard let integer = Int(position), integer >= 0 else { continue }
                if let earlier = first[integer] {
                    expected.append("/content/method_parameters/\(index)/position \(integer) \(earlier);")
                } else {
                    first[integer] = index
                }
            }
            let text =
                #"{"aps": {"content-available": 1}, "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "silent-command", "content": {"class_name": "C", "method_name": "m", "method_parameters": [\#(elements.joined(separator: ", "))]}}"#
            let found = Validator().validate(text).diagnostics.filter { $0.code == .syneriseCommandPositionDuplicate }
                .map { "\($0.pointer) \($0.message.split(separator: " ")[1]) \($0.message.split(separator: " ")[7])" }
            #expect(found == expected, "\(text)")
        }
    }

    /// A carousel item missing a link is reported once per missing key, beside the values
    /// that are not strings (the report lists them by pointer).
    @Test func aCarouselItemReportsEachMissingLink() {
        let items = [
            #"{"deepLink": 5}"#, #"{}"#, #"{"imageURL": "https://cdn.example.com/a.png"}"#,
            #"{"imageURL": "https://cdn.example.com/a.png", "deepLink": "app://a"}"#,
        ]
        let text =
            #"{"aps": {"alert": "Hi", "mutable-content": 1, "category": "carouselNotificationCategory"}, "mcID": "m1", "carousel": [\#(items.joined(separator: ", "))]}"#
        func kind(_ message: String) -> String {
            message.contains(#"missing "imageURL""#)
                ? "image" : message.contains(#"missing "deepLink""#) ? "link" : "type"
        }
        let found = Validator().validate(text).diagnostics.filter { $0.code == .cordialCarouselItem }
            .map { "\($0.pointer) \(kind($0.message))" }
        #expect(
            found == [
                "/carousel/0 image", "/carousel/0/deepLink type", "/carousel/1 image", "/carousel/1 link",
                "/carousel/2 link",
            ])
    }

    @Test func anActionTypeIsToldAsItsTextReads() throws {
        let types = [
            #""OPEN_URL""#, #""OPEN_APP""#, #""DEEP_LINKING""#, #""OPEN\u005FURL""#, #""DEEP_LINKIN\u0047""#,
            #""open_url""#, #""OPEN_URLS""#, #""OPEN_UR""#, #""DEEP_LINKINGS""#, #""DEEP_LINKINg""#,
            #""OPEN_AP\u00d0""#, #""XPEN_URL""#, #""OPEN_APX""#, #""DEEP_LINKING_""#, #""""#, #""EEP_LINKING""#,
        ]
        for type in types {
            let value = try value(type)
            let expected: Synerise.Decoder.ActionType =
                value.isText("OPEN_URL")
                ? .openURL : value.isText("OPEN_APP") ? .openApp : value.isText("DEEP_LINKING") ? .deepLinking : .other
            #expect(Synerise.Decoder.actionType(value) == expected, "\(type)")
        }
        #expect(Synerise.Decoder.actionType(try value(#""OPEN_APP""#)) == .openApp)
        #expect(Synerise.Decoder.actionType(try value(#""DEEP_LINKIN\u0047""#)) == .deepLinking)
    }

    @Test func theFCMWrapperIsToldByTheLookUpsThatFoundIt() throws {
        let data = #"{"issuer": "Synerise", "content": "{}"}"#
        func wrapper(_ text: String) throws -> Synerise.FCMWrapper {
            let root = try #require(JSONReader().read(Array(text.utf8)).document).root
            let envelope = try #require(FCMDecoder.androidEnvelope(root, hasAPS: false, pushType: nil))
            return Synerise.Decoder.fcmWrapper(of: envelope)
        }
        #expect(try wrapper(data) == .bare)
        #expect(try wrapper(#"{"to": "t", "data": \#(data)}"#) == .data(siblings: ["to": "t"]))
        #expect(
            try wrapper(#"{"message": {"token": "t", "data": \#(data)}, "x": 1}"#)
                == .message(members: ["token": "t"], siblings: ["x": 1]))
        // Both forms: the message's data map is the envelope, read as the HTTP v1 form.
        #expect(
            try wrapper(#"{"data": {"a": "b"}, "message": {"data": \#(data)}}"#)
                == .message(members: [:], siblings: ["data": ["a": "b"]]))
        // A repeated key: the look-up finds the last, as the pointer named it.
        #expect(try wrapper(#"{"data": {"a": "b"}, "data": \#(data)}"#) == .data(siblings: [:]))
    }

    @Test func anHTTPLinkWithASpaceOrControlAnywhereIsNone() {
        for length in 0..<40 {
            let base = "https://shop.example.com/" + String(repeating: "p", count: length)
            for byte in UInt8(0)..<0x80 {
                for position in [25, 25 + length / 2, 25 + length] {
                    var bytes = Array(base.utf8)
                    bytes.insert(byte, at: position)
                    let prefix = bytes.withUnsafeBufferPointer(LinkCheck.absoluteHTTPPrefix)
                    let spaceOrControl = byte <= 0x20 || byte == 0x7F
                    #expect((prefix == 0) == spaceOrControl, "byte \(byte) at \(position) of \(bytes.count)")
                }
            }
        }
        #expect(Array("http://a".utf8).withUnsafeBufferPointer(LinkCheck.absoluteHTTPPrefix) == 7)
        #expect(Array("http://a b".utf8).withUnsafeBufferPointer(LinkCheck.absoluteHTTPPrefix) == 0)
    }
}
