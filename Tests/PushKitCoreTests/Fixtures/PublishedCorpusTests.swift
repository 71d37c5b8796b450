import Foundation
import PushKitCore
import PushKitFixtures
import Testing

/// Payloads that vendors, Apple, peer libraries and apps published, each with the verdict
/// the vendor's SDK or APNs gives it (`Payloads/published/manifest.ndjson`, one entry a
/// line). pushkit must give the same verdict: `accept`, no error and no warning; `degraded`,
/// a warning and no error; `reject`, an error. Adding a line adds a test case.
enum PublishedCorpus {
    static let root = Fixtures.root.appendingPathComponent("published")

    struct Entry: Decodable, CustomStringConvertible, Sendable {
        enum Verdict: String, Decodable, Sendable {
            case accept, degraded, reject
        }
        /// The payload, relative to `Payloads/published/`.
        var file: String
        var verdict: Verdict
        /// How it is sent, where that matters.
        var options: Fixtures.Expected.Options?
        /// Where it was published: repository, path and commit, or the page.
        var source: String
        /// The fact behind the verdict: the SDK code or documentation that decides it.
        var fact: String
        /// Codes pushkit must report on it, when the verdict rests on one rule.
        var codes: [String]?

        var description: String { file }

        var validatorOptions: Validator.Options {
            get throws { try options?.validatorOptions ?? Validator.Options() }
        }
    }

    static let entries: [Entry] = {
        guard let text = try? String(contentsOf: root.appendingPathComponent("manifest.ndjson"), encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").compactMap { line in
            try? JSONDecoder().decode(Entry.self, from: Data(line.utf8))
        }
    }()

    /// Every line of the manifest, read or not: a line that does not decode is a defect.
    static let lineCount: Int = {
        let text = try? String(contentsOf: root.appendingPathComponent("manifest.ndjson"), encoding: .utf8)
        return text?.split(separator: "\n").count ?? 0
    }()
}

@Suite struct PublishedCorpusTests {
    @Test func everyManifestLineIsAnEntryAndEveryPayloadHasOne() throws {
        #expect(PublishedCorpus.entries.count == PublishedCorpus.lineCount)
        let listed = Set(PublishedCorpus.entries.map(\.file))
        #expect(listed.count == PublishedCorpus.entries.count, "a payload is listed twice")
        let files = Fixtures.files(under: "published").map { String($0.dropFirst("published/".count)) }
        #expect(
            Set(files) == listed, "unlisted: \(Set(files).subtracting(listed)); missing: \(listed.subtracting(files))")
        for entry in PublishedCorpus.entries {
            #expect(!entry.source.isEmpty && !entry.fact.isEmpty, "\(entry.file) has no provenance or fact")
        }
    }

    @Test(arguments: PublishedCorpus.entries)
    func pushkitGivesTheVendorsVerdict(_ entry: PublishedCorpus.Entry) throws {
        let bytes = Array(try Data(contentsOf: PublishedCorpus.root.appendingPathComponent(entry.file)))
        let report = Validator(options: try entry.validatorOptions).validate(bytes)
        let errors = report.diagnostics.filter { $0.severity == .error }
        let warnings = report.diagnostics.filter { $0.severity == .warning }
        let shown = report.diagnostics.filter { $0.severity != .info }.map { "\($0.code) \($0.pointer): \($0.message)" }
        switch entry.verdict {
        case .accept: #expect(errors.isEmpty && warnings.isEmpty, "\(entry.file): \(entry.fact) — \(shown)")
        case .degraded: #expect(errors.isEmpty && !warnings.isEmpty, "\(entry.file): \(entry.fact) — \(shown)")
        case .reject: #expect(!errors.isEmpty, "\(entry.file): \(entry.fact) — \(shown)")
        }
        for code in entry.codes ?? [] {
            #expect(report.diagnostics.contains { $0.code.id == code }, "\(entry.file): \(code) expected — \(shown)")
        }
    }
}
