import Testing
@testable import PushKitCore

@Test func smoke() {
    let r = JSONDocument.read("{\"aps\": {\"alert\": \"h\\u00e9\", \"badge\": 01, \"a\":1, \"a\":2},\n \"x\": [1,2,{\"k\":\"v\"}]}")
    for d in r.diagnostics { print(d.pointer, d) }
    let doc = r.document!
    print(doc.root["aps"]!["alert"]!.string!, doc.root["aps"]!["a"]!.number!.int!)
    print(doc.value(at: "/x/2/k")!.pointer, doc.value(at: "/x/2/k")!.location)
    for s in ["", "{,}", "[1,]", "{'a':1}", "{a:1}", "NaN", "[1.]", "[.5]", "[+1]", "\"\\x\"", "\"\u{1}\"", "{\"a\":1} x", "\u{FEFF}{}", "[\"\\uD800\"]", "{\"a\" 1}", "[1 2]", "{\"a\":1;}", "{\u{201C}a\u{201D}:1}", "[True]", "[[[", "-Infinity", "[1e]", "{\"a\": 1, // c\n}"] {
        let r = JSONDocument.read(s)
        print(s.debugDescription, r.document != nil, r.diagnostics.map { "\($0.code) \($0.pointer) \($0.location) \($0.message)" })
    }
    let bad: [UInt8] = Array("[\"".utf8) + [0xC0, 0xAF, 0xED, 0xA0, 0x80, 0xE2, 0x82] + Array("\"]".utf8)
    print(JSONDocument.read(bad).diagnostics.map { "\($0.code) \($0.location) \($0.message)" })
}
