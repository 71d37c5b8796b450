import Foundation
import Testing

@testable import PushKitCore

/// Every vendor's decoder is asked: a type that conforms to `VendorDecoder` but is missing
/// from `PayloadDecoder.vendors` would never claim a document, and its payloads would be
/// judged as Apple's.
@Suite struct VendorRegistrationTests {
    /// The names of the types declared `NAME: ... VendorDecoder ...` (anywhere in their
    /// inheritance list: `Sendable, VendorDecoder` too) in the core's sources, read from
    /// the source tree.
    static func declaredDecoders() throws -> [String] {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/PushKitCore")
        let walker = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        let declaration = /(?:enum|struct|class|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)\s*:[^{]*\bVendorDecoder\b/
        var names: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: declaration) {
                names.append(String(match.output.1.split(separator: ".").last ?? match.output.1))
            }
        }
        return names.sorted()
    }

    @Test func everyDecoderIsRegistered() throws {
        let declared = try Self.declaredDecoders()
        let registered = PayloadDecoder.vendors.map { String(describing: $0) }.sorted()
        #expect(declared.count >= 4, "the decoders were not found: \(declared)")
        #expect(declared == registered, "declared \(declared), registered in PayloadDecoder.vendors \(registered)")
    }

    @Test func eachDecoderIsAskedOnce() {
        let registered = PayloadDecoder.vendors.map { String(reflecting: $0) }
        #expect(Set(registered).count == registered.count, "\(registered)")
    }
}
