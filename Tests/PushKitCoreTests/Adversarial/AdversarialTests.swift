import Foundation
import PushKitCore
import PushKitFixtures
import Testing

/// `Payloads/adversarial/`: hostile bytes (written by `scripts/make-adversarial.py`).
/// Whatever the bytes, validation ends normally with diagnostics; each file's
/// `.expected` names codes that must and must not be reported.
enum AdversarialCorpus {
    static let root = Fixtures.root.appendingPathComponent("adversarial")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    struct Expected: Decodable {
        struct Options: Decodable {
            var maxBytes: Int?
            /// The clock, ISO 8601 (`--now`).
            var now: String?
        }
        var options: Options?
        var mustInclude: [String]
        var mustNotInclude: [String]
    }
}

struct AdversarialTests {
    @Test func theCorpusIsThere() {
        #expect(AdversarialCorpus.files.count >= 70)
    }

    @Test(arguments: AdversarialCorpus.files)
    func hostileInputEndsWithDiagnostics(_ name: String) throws {
        let url = AdversarialCorpus.root.appendingPathComponent(name)
        let expectedURL = AdversarialCorpus.root.appendingPathComponent(
            String(name.dropLast(".json".count)) + ".expected")
        let expected = try JSONDecoder().decode(AdversarialCorpus.Expected.self, from: Data(contentsOf: expectedURL))
        let bytes = Array(try Data(contentsOf: url))
        let options = Validator.Options(
            reader: JSONReader.Options(maxBytes: expected.options?.maxBytes ?? JSONReader.Options.defaultMaxBytes),
            now: expected.options?.now.flatMap(ISO8601Timestamp.init)?.secondsSince1970)
        let report = Validator(options: options).validate(bytes)
        let codes = Set(report.diagnostics.map(\.code.id))
        for code in expected.mustInclude {
            #expect(codes.contains(code), "\(name): \(code) missing; got \(codes.sorted())")
        }
        for code in expected.mustNotInclude {
            #expect(!codes.contains(code), "\(name): \(code) reported")
        }
        for diagnostic in report.diagnostics {
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
            #expect(diagnostic.location.offset <= bytes.count)
            #expect(Diagnostic.Code(id: diagnostic.code.id) != nil, "\(diagnostic.code) is not in the catalogue")
        }
    }

    @Test func duplicateKeysAreFoundInLinearTime() {
        // 100,000 duplicates: a quadratic check would take minutes; this takes milliseconds.
        let text = "{" + Array(repeating: #""d":0"#, count: 100_000).joined(separator: ",") + "}"
        let result = JSONReader(options: .init(maxBytes: 4 << 20)).read(Array(text.utf8))
        #expect(result.diagnostics.count == 99_999)
        #expect(result.diagnostics.allSatisfy { $0.code == .jsonDuplicateKey && $0.pointer == "/d" })
        #expect(result.diagnostics.last?.location.column == 599_996)
    }
}
