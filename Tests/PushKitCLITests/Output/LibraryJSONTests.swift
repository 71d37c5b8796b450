import PushKitCore
import Testing

@testable import PushKitCLI

/// The library writes reports as the command line prints them, byte for byte.
@Suite struct LibraryJSONTests {
    static let payloads = [
        #"{"aps":{"alert":"Hi"}}"#, #"{"aps":{"alert":1,"badge":"x"}}"#, "", "{", "\u{FEFF}{}",
        #"{"aps":{"alert":{"title":"T\u0001","body":"javascript:alert(1)"}},"x":"\"quoted\""}"#,
    ]

    @Test func ndjsonLinesAndFilesMatch() {
        for (index, payload) in Self.payloads.enumerated() {
            let report = Validator().validate(payload)
            for line in [nil, index + 1] {
                var findings = report.diagnostics.map(Finding.init)
                if let line { for item in findings.indices { findings[item].line = line } }
                var cli: [UInt8] = []
                JSONReporter.appendResult(
                    source: "in \"put\".ndjson", line: line, isValid: report.isValid, kind: report.kind.id,
                    findings: findings, to: &cli)
                #expect(report.json(source: "in \"put\".ndjson", line: line) == cli, "\(payload)")
            }
        }
    }
}
