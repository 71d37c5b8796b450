import PushKitJSON
import PushKitTestSupport
import Testing

/// The reader's fast paths against the cases they must not get wrong: keys that
/// share a fingerprint (length and first eight bytes) or differ only in escapes,
/// keys near the end of the input, a node tape that outgrows its first capacity,
/// and the frame and key slots reused after a container closes.
@Suite("JSON reader fast paths")
struct JSONReaderFastPathTests {
    private func duplicates(_ text: String) -> [ExpectedDiagnostic] {
        let result = ReaderTestSupport.read(text)
        ReaderTestSupport.checkInvariants(of: result, for: Array(text.utf8))
        return ReaderTestSupport.summary(result).filter { $0.code == "json.duplicate-key" }
    }

    @Test("keys alike in length and first eight bytes are told apart by the rest")
    func sharedFingerprint() {
        #expect(duplicates(#"{"abcdefgh1":1,"abcdefgh2":2}"#).isEmpty)
        #expect(duplicates(#"{"abcdefgh":1,"abcdefgi":2}"#).isEmpty)
        #expect(duplicates(#"{"abcdefgh1":1,"abcdefgh1":2}"#) == [.init("json.duplicate-key", 1, 16, "/abcdefgh1")])
    }

    @Test("short keys at the very end of the input are compared by their bytes")
    func keysAtTheEnd() {
        #expect(duplicates(#"{"a":1,"b":2}"#).isEmpty)
        #expect(duplicates(#"{"a":1,"a":2}"#) == [.init("json.duplicate-key", 1, 8, "/a")])
        #expect(duplicates(#"{"":1,"":2}"#) == [.init("json.duplicate-key", 1, 7, "/")])
        #expect(duplicates(#"{"ab":1,"a":2,"abc":3}"#).isEmpty)
    }

    @Test("a key with escapes equals the same key without, either way round")
    func escapedKeys() {
        #expect(duplicates(#"{"ab":1,"a\u0062":2}"#) == [.init("json.duplicate-key", 1, 9, "/ab")])
        #expect(duplicates(#"{"a\u0062":1,"ab":2}"#) == [.init("json.duplicate-key", 1, 14, "/ab")])
        #expect(duplicates(#"{"a\u0062":1,"a\u0063":2}"#).isEmpty)
    }

    @Test("duplicates are found before and after an object switches to a key set")
    func largeObjects() {
        for count in [11, 12, 13, 30] {
            let members = (0..<count).map { #""key\#($0)":\#($0)"# }
            let plain = "{" + members.joined(separator: ",") + "}"
            #expect(duplicates(plain).isEmpty, "\(count) keys")
            let repeated = "{" + (members + [#""k\u0065y0":true"#]).joined(separator: ",") + "}"
            #expect(duplicates(repeated).map(\.pointer) == ["/key0"], "\(count) keys")
        }
    }

    @Test("keys of a closed object do not count in its siblings or its parent")
    func reusedSlots() {
        #expect(duplicates(#"{"a":{"x":1,"y":2},"b":{"x":3,"y":4},"x":5}"#).isEmpty)
        #expect(duplicates(#"[{"x":1},{"x":2},[{"x":3}]]"#).isEmpty)
        #expect(
            duplicates(#"{"c":{"x":1},"b":{"y":2,"y":3},"a":1,"a":4}"#) == [
                .init("json.duplicate-key", 1, 25, "/b/y"), .init("json.duplicate-key", 1, 38, "/a"),
            ])
    }

    @Test("an object's earlier keys are found on the tape past nested values, and only its own")
    func keysOnTheTape() {
        // A key with escapes sets every bit of the filter, so each later key is compared
        // with every earlier one: the walk steps over the values' subtrees.
        #expect(
            duplicates(#"{"\u0061":1,"b":2,"c":{"d":[1,{"e":2}]},"f":[],"g":"h","b":3}"#) == [
                .init("json.duplicate-key", 1, 56, "/b")
            ])
        #expect(duplicates(#"{"\u0061":1,"x":{"y":1,"z":[{"w":2}]},"y":3,"z":4,"w":5,"a ":6}"#).isEmpty)
        #expect(duplicates(#"{"\u0062":1,"x":[{"a":1}],"a":2}"#).isEmpty)
        // Past the pairwise limit, the set is filled from the members on the tape.
        let members = (0..<13).map { #""k\#($0)":{"k\#($0 + 1)":[\#($0)]}"# }
        let text = "{" + (members + [#""k12":{"k13":[0]}"#, #""k13":0"#]).joined(separator: ",") + "}"
        #expect(duplicates(text).map(\.pointer) == ["/k12"])
    }

    @Test("a key ending at the first word's last byte, or just past it, is read whole")
    func keyLengthsAroundAWord() {
        for length in 6...10 {
            let key = String("abcdefghij".prefix(length))
            let longer = key + "x"
            #expect(duplicates(#"{"\#(key)":1,"\#(longer)":2,"\#(key)x ":3}"#).isEmpty, "\(length)")
            #expect(
                duplicates(#"{"\#(key)":1,"\#(longer)":2,"\#(key)":3}"#).map(\.pointer) == ["/\(key)"],
                "\(length)")
        }
        // Keys read by the general path (text beyond ASCII, a raw control byte) against each other.
        #expect(duplicates(#"{"é":1,"e":2,"é":3}"#).map(\.pointer) == ["/é"])
        #expect(duplicates("{\"a\tb\":1,\"a b\":2,\"a\tb\":3}").map(\.pointer) == ["/a\tb"])
    }

    @Test("a block that moves as its tape grows keeps the text it holds")
    func blockGrowth() throws {
        // Four bytes a node: denser than the first capacity (one node for every 10 bytes).
        let letters = (0..<3_000).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) }
        let text = "[" + letters.map { "\"\($0)\"" }.joined(separator: ",") + "]"
        let result = ReaderTestSupport.read(text)
        ReaderTestSupport.checkInvariants(of: result, for: Array(text.utf8))
        let document = try #require(result.document)
        #expect(document.root.elements.map(\.string) == letters)
    }

    @Test("frames and keys past the memory the reader starts with on the stack")
    func stackSpill() {
        // 40 levels (more frames than 1 KiB holds) with 11 keys each open at once (more
        // keys than 1 KiB holds); a duplicate at the innermost and at the outermost level.
        let depth = 40
        var text = ""
        for level in 0..<depth {
            text += "{" + (0..<10).map { #""k\#($0)":\#(level),"# }.joined() + #""k10":"#
        }
        text += #"0,"k3":1"#
        for _ in 0..<depth - 1 { text += "}" }
        text += #","k5":1}"#
        let result = ReaderTestSupport.read(text, options: JSONReader.Options(maxDepth: depth))
        ReaderTestSupport.checkInvariants(of: result, for: Array(text.utf8))
        let pointers = ReaderTestSupport.summary(result).filter { $0.code == "json.duplicate-key" }.map(\.pointer)
        #expect(pointers == [String(repeating: "/k10", count: depth - 1) + "/k3", "/k5"])
    }

    @Test("numbers of the common shapes and the others read alike")
    func numberShapes() throws {
        let integers = ["7", "-7", "12", "1755780044", "-0", "0", "10"]
        let others = ["335.44", "-0.5", "0.25", "1e3", "1E+3", "2.5e-1", "-1.0"]
        let text = "[" + (integers + others).joined(separator: ",") + "]"
        let result = ReaderTestSupport.read(text)
        #expect(result.diagnostics.isEmpty)
        let document = try #require(result.document)
        #expect(
            document.root.elements.map { $0.number?.isInteger } == integers.map { _ in true }
                + others.map { _ in false })
        #expect(document.root.elements.map(\.span.count) == (integers + others).map(\.utf8.count))
        for bad in ["01", "-01", "1.", "1.e3", "1e", "-", "1.5e+"] {
            #expect(!ReaderTestSupport.read("[\(bad)]").isValid, "\(bad)")
        }
    }

    @Test("a tape that outgrows its first capacity keeps every node")
    func tapeGrowth() throws {
        let count = 5_000
        let text = "[" + Array(repeating: "0", count: count).joined(separator: ",") + "]"
        let result = ReaderTestSupport.read(text)
        ReaderTestSupport.checkInvariants(of: result, for: Array(text.utf8))
        let document = try #require(result.document)
        #expect(document.valueCount == count + 1)
        #expect(document.root.count == count)
        #expect(document.root.elements.allSatisfy { $0.kind == .number })
        #expect(document.root.span == 0..<text.utf8.count)
    }
}
