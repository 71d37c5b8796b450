import Foundation
import Testing

/// The built `pushkit render` refuses a header value the same way in every format that
/// takes one: exit 2, before the payload is read, naming the option and showing the
/// value escaped.
@Suite struct HeaderValueTests {
    static let formats = ["json", "apns", "curl"]
    static let alert = #"{"aps": {"alert": {"title": "Sale", "body": "50% off"}}}"#

    static func render(_ format: String, _ options: [String]) throws -> RunOutput {
        try Executable.run(
            ["render", "--format", format, "--device-token", "00ff"] + options + ["-"], stdin: Array(alert.utf8))
    }

    @Test(arguments: formats)
    func aCollapseIDWithALineBreakIsRefused(_ format: String) throws {
        let run = try Self.render(format, ["--bundle-id", "com.example.shop", "--collapse-id", "a\r\nx-evil: 1"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        let first = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
        #expect(
            first
                == "Error: invalid value 'a\\r\\nx-evil: 1' for '--collapse-id <id>': "
                + "apns-collapse-id has a control character (U+000D), which no header value may hold")
        // No raw control character reaches the terminal, and no header line is written.
        #expect(!run.stderr.contains("\r"))
        #expect(!run.stderr.contains("\nx-evil"))
    }

    @Test(arguments: formats)
    func anEmptyBundleIDIsRefused(_ format: String) throws {
        let run = try Self.render(format, ["--bundle-id", ""])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Error: invalid value '' for '--bundle-id <id>': the bundle id is empty\n"))
    }

    @Test(arguments: formats)
    func aC1ControlCharacterIsRefusedAndEscaped(_ format: String) throws {
        let run = try Self.render(format, ["--bundle-id", "com.example.shop", "--collapse-id", "sale\u{85}"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: invalid value 'sale\\u{85}' for '--collapse-id <id>': "))
        #expect(!run.stderr.unicodeScalars.contains("\u{85}"))
    }

    @Test(arguments: formats)
    func soundValuesAreTaken(_ format: String) throws {
        let run = try Self.render(
            format,
            [
                "--bundle-id", "com.example.shop", "--collapse-id", "sale", "--apns-id",
                "123e4567-e89b-12d3-a456-426614174000", "--expiration", "0",
            ])
        #expect(run.status == 0, "\(run.stderr)")
        if format == "curl" {
            #expect(run.stdout.contains("--header 'apns-collapse-id: sale'"))
            #expect(run.stdout.contains("--header 'apns-id: 123e4567-e89b-12d3-a456-426614174000'"))
        }
    }
}
