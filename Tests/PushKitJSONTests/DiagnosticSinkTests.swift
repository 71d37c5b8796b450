import PushKitJSON
import Testing

/// Past its limit a sink counts what it does not keep, but keeps the first diagnostic of each
/// code it holds none of yet, however it came: emitted, or appended from another sink.
@Suite struct DiagnosticSinkTests {
    static func emit(_ code: Diagnostic.Code, into sink: inout DiagnosticSink) {
        sink.emit(code, at: .root, offset: 0, "\(code)")
    }

    @Test func pastTheLimitOnlyANewCodeIsKept() {
        var sink = DiagnosticSink(limit: 3)
        for code: Diagnostic.Code in [
            .jsonEmpty, .jsonEmpty, .jsonTooDeep, .jsonEmpty, .jsonTooDeep, .jsonByteOrderMark, .jsonByteOrderMark,
        ] {
            Self.emit(code, into: &sink)
        }
        #expect(sink.pending.map(\.code) == [.jsonEmpty, .jsonEmpty, .jsonTooDeep, .jsonByteOrderMark])
        #expect(sink.overflow == 3)
        #expect(!sink.hasRoom(for: .jsonEmpty))
        #expect(sink.hasRoom(for: .jsonTooLarge))

        var other = DiagnosticSink()
        for code: Diagnostic.Code in [.jsonTooDeep, .jsonTooLarge, .jsonTooLarge] { Self.emit(code, into: &other) }
        sink.append(contentsOf: other.pending)
        #expect(sink.pending.map(\.code).suffix(2) == [.jsonByteOrderMark, .jsonTooLarge])
        #expect(sink.overflow == 5)
    }

    @Test func underTheLimitEveryDiagnosticIsKept() {
        var sink = DiagnosticSink(limit: 5)
        for _ in 0..<5 { Self.emit(.jsonEmpty, into: &sink) }
        #expect(sink.pending.count == 5)
        #expect(sink.overflow == 0)
    }
}
