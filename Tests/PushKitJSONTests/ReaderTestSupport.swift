import PushKitJSON
import PushKitTestSupport
import Testing

/// Helpers shared by the JSON reader tests.
enum ReaderTestSupport {
    /// Reads `text` with the given limits.
    static func read(_ text: String, options: JSONReader.Options = JSONReader.Options()) -> JSONReader.Result {
        JSONReader(options: options).read(Array(text.utf8))
    }

    /// The diagnostics of a result in the compact form tests compare.
    static func summary(_ result: JSONReader.Result) -> [ExpectedDiagnostic] {
        result.diagnostics.map(ExpectedDiagnostic.init)
    }

    /// Every value of a document, in document order, found without recursion.
    static func allValues(_ document: JSONDocument) -> [JSONValue] {
        var result: [JSONValue] = []
        var pending = [document.root]
        while let value = pending.popLast() {
            result.append(value)
            switch value.kind {
            case .array:
                pending.append(contentsOf: value.elements.reversed())
            case .object:
                for member in value.members.reversed() {
                    pending.append(member.value)
                }
            default:
                break
            }
        }
        return result
    }

    /// Checks what must hold for any input, valid or not: the read ends, every
    /// diagnostic is well formed and in source order, and a returned tree is
    /// consistent with the bytes it came from.
    static func checkInvariants(
        of result: JSONReader.Result,
        for bytes: [UInt8],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        var previousOffset = 0
        for diagnostic in result.diagnostics {
            let rule = Diagnostic.Code.jsonRules.first { $0 == diagnostic.code }?.rule
            #expect(rule != nil, "\(diagnostic.code) is not a reader rule", sourceLocation: sourceLocation)
            #expect(diagnostic.severity == rule?.severity, sourceLocation: sourceLocation)
            #expect(!diagnostic.message.isEmpty, sourceLocation: sourceLocation)
            #expect(diagnostic.summary == rule?.summary, sourceLocation: sourceLocation)
            #expect(diagnostic.location.line >= 1, sourceLocation: sourceLocation)
            #expect(diagnostic.location.column >= 1, sourceLocation: sourceLocation)
            #expect((0...bytes.count).contains(diagnostic.location.offset), sourceLocation: sourceLocation)
            #expect(diagnostic.location.offset >= previousOffset, "out of order", sourceLocation: sourceLocation)
            previousOffset = diagnostic.location.offset
        }
        #expect(result.isValid == result.diagnostics.isEmpty, sourceLocation: sourceLocation)
        guard let document = result.document else {
            #expect(!result.isValid, "no tree but no error either", sourceLocation: sourceLocation)
            return
        }
        #expect(document.bytes == bytes, sourceLocation: sourceLocation)
        let values = allValues(document)
        let keyCount = values.reduce(0) { $0 + ($1.kind == .object ? $1.count : 0) }
        #expect(values.count + keyCount == document.valueCount, sourceLocation: sourceLocation)
        let hasDuplicates = result.diagnostics.contains { $0.code == .jsonDuplicateKey }
        for value in values {
            let span = value.span
            #expect(span.lowerBound >= 0 && span.upperBound <= bytes.count, sourceLocation: sourceLocation)
            #expect(!span.isEmpty, sourceLocation: sourceLocation)
            #expect(value.location.offset == span.lowerBound, sourceLocation: sourceLocation)
            for child in value.elements + value.members.flatMap({ [$0.keyValue, $0.value] }) {
                #expect(span.contains(child.span.lowerBound), sourceLocation: sourceLocation)
                #expect(child.span.upperBound <= span.upperBound, sourceLocation: sourceLocation)
            }
            let resolved = document.value(at: value.pointer)
            #expect(resolved != nil, "\(value.pointer) does not resolve", sourceLocation: sourceLocation)
            if !hasDuplicates {
                #expect(resolved?.span == span, "\(value.pointer) resolves elsewhere", sourceLocation: sourceLocation)
            }
            // Decoding never fails, whatever the reader reported inside the value.
            _ = value.string
            _ = value.number?.double
            _ = value.number?.int64
        }
    }
}
