import Foundation
import Testing

@testable import PushKitCore

/// Walks `Payloads/`: adding a fixture file adds a test case.
enum Fixtures {
    /// What a valid fixture may not carry: an error, or a warning, except the warning that
    /// a kind works only on some SDK versions (a rule with ``Rule/versions``): a fixture of
    /// a kind the newest SDKs dropped (template banners) is still a valid payload for the
    /// apps on older ones.
    static func isProblem(_ diagnostic: Diagnostic) -> Bool {
        switch diagnostic.severity {
        case .info: false
        case .warning: diagnostic.code.rule?.versions == nil
        case .error: true
        }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Payloads")

    /// Every `*.json` below `folder` (expectation files excluded), as paths relative
    /// to `Payloads/`, sorted.
    static func files(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var paths: [String] = []
        for case let url as URL in walker
        where url.pathExtension == "json" {
            paths.append(String(url.path.dropFirst(root.path.count + 1)))
        }
        return paths.sorted()
    }

    /// Valid fixtures: `Payloads/<vendor>/<kind>/<name>.json` (the app profiles of
    /// `Payloads/app/` and the payloads checked with them are walked by `AppFixtureTests`).
    static let valid: [String] = {
        let vendors = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return vendors.filter { !["invalid", "adversarial", "published", "app"].contains($0) && !$0.hasPrefix(".") }
            .sorted()
            .flatMap { files(under: $0) }
    }()

    /// The request options a valid fixture is sent with: its `<name>.options` sidecar (an
    /// object of the shape of an expectation's `options`, such as `{"pushType": "voip"}`), or
    /// the defaults. The sidecar's suffix is not `.json`, so no folder walk takes it for a payload.
    static func options(_ path: String) throws -> Validator.Options {
        let sidecar = root.appendingPathComponent(String(path.dropLast(".json".count)) + ".options")
        guard FileManager.default.fileExists(atPath: sidecar.path) else { return Validator.Options() }
        return try JSONDecoder().decode(Expected.Options.self, from: Data(contentsOf: sidecar)).validatorOptions
    }

    /// A valid fixture validated with its request options (``options(_:)``).
    static func validate(_ path: String) throws -> ValidationReport {
        Validator(options: try options(path)).validate(try bytes(path))
    }

    /// Whether a valid fixture is a push handed to a system service or a PushKit delegate
    /// (VoIP, MDM, File Provider...) without an `aps`: the app's own keys, of which pushkit
    /// builds no typed model.
    static func isServiceOnly(_ path: String) -> Bool {
        guard let pushType = try? options(path).pushType, pushType.isDeliveredToService,
            let bytes = try? Data(contentsOf: root.appendingPathComponent(path)),
            let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any]
        else { return false }
        return object["aps"] == nil
    }

    /// The valid fixtures pushkit builds a typed model of: all but ``isServiceOnly(_:)``.
    static let modelled: [String] = valid.filter { !isServiceOnly($0) }

    /// Invalid fixtures, each beside its `.expected` file.
    static let invalid: [String] = files(under: "invalid")

    static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }

    /// The kind a valid fixture's folder names: `synerise/rich-media.carousel/x.json`
    /// is `synerise.rich-media.carousel`.
    static func folderKind(_ path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.dropLast().joined(separator: ".")
    }

    struct Expected: Decodable {
        struct Item: Decodable, Hashable, CustomStringConvertible {
            var code: String
            var pointer: String
            /// Where the diagnostic must be placed, when the expectation says (issue 39 item 5:
            /// a problem in a key at the key, one in a value at the value).
            var line: Int?
            var column: Int?
            var description: String { "\(code) at \(pointer.isEmpty ? "\"\"" : pointer)" }

            /// Items are the same diagnostic by code and pointer; the place is checked apart.
            static func == (a: Item, b: Item) -> Bool { a.code == b.code && a.pointer == b.pointer }
            func hash(into hasher: inout Hasher) {
                hasher.combine(code)
                hasher.combine(pointer)
            }
        }
        /// How the payload will be sent, for rules that compare the request with it.
        struct Options: Decodable {
            var pushType: String?
            var priority: Int?
            /// The clock for expiry checks, ISO 8601 (`2026-01-01T00:00:00Z`).
            var now: String?
            /// The app profile, relative to `Payloads/` (`--app`).
            var app: String?
            /// The Live Activity type of an update (`--attributes-type`).
            var attributesType: String?
            /// The SDK versions the app ships, `vendor-platform@version` (`--sdk`).
            var sdks: [String]?

            /// The validator options these stand for.
            var validatorOptions: Validator.Options {
                get throws {
                    var result = Validator.Options(
                        pushType: pushType.flatMap(APNsPushType.init(rawValue:)),
                        priority: priority.flatMap(APNsPriority.init(rawValue:)),
                        now: now.flatMap(ISO8601Timestamp.init)?.secondsSince1970)
                    if app != nil || sdks != nil {
                        var profile = try app.map(Fixtures.profile) ?? AppProfile()
                        for text in sdks ?? [] {
                            let parts = text.split(separator: "@").map(String.init)
                            let sdk = try #require(AppProfile.SDK(id: parts[0]))
                            profile.sdks[sdk] = [try #require(AppProfile.Version(parts[1]))]
                        }
                        result.app = profile
                    }
                    result.attributesType = attributesType
                    return result
                }
            }
        }
        var options: Options?
        var diagnostics: [Item]
        var schemaRejects: Bool?

        var validatorOptions: Validator.Options {
            get throws { try options?.validatorOptions ?? Validator.Options() }
        }
    }

    /// The app profile at `path`, relative to `Payloads/`, with the files it names read
    /// beside it; a profile with a problem fails the test.
    static func profile(_ path: String) throws -> AppProfile {
        let url = root.appendingPathComponent(path)
        let result = AppProfile.read(Array(try Data(contentsOf: url)), file: url.path) { file in
            Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        #expect(result.problems.isEmpty, "\(path): \(result.problems)")
        return result.profile
    }
}

@Suite struct FixtureTests {
    @Test func thereAreFixtures() {
        #expect(Fixtures.valid.count >= 50)
        #expect(Fixtures.invalid.count >= 60)
    }

    /// Every push type has a folder of valid fixtures (those that need their push type carry
    /// it in a `.options` sidecar).
    @Test func everyPushTypeHasFixtures() {
        let kinds = Set(Fixtures.valid.map(Fixtures.folderKind))
        for pushType in APNsPushType.allCases {
            #expect(kinds.contains(PayloadKind.apns(pushType).id), "no fixture folder for \(pushType.rawValue)")
        }
    }

    /// A sidecar names the push type of its folder, so the folder says what the fixture is.
    @Test(arguments: Fixtures.valid)
    func sidecarPushTypeIsItsFolders(_ path: String) throws {
        guard let pushType = try Fixtures.options(path).pushType else { return }
        #expect(Fixtures.folderKind(path) == PayloadKind.apns(pushType).id, "\(path)")
    }

    @Test(arguments: Fixtures.valid)
    func validFixtureClassifiesToItsFolderWithoutProblems(_ path: String) throws {
        let report = try Fixtures.validate(path)
        #expect(report.kind.id == Fixtures.folderKind(path))
        let problems = report.diagnostics.filter(Fixtures.isProblem)
        #expect(problems.isEmpty, "\(problems.map { "\($0.location) \($0.code) \($0.pointer): \($0.message)" })")
        #expect(report.payload != nil || Fixtures.isServiceOnly(path), "no typed model was built")
        let name = path.split(separator: "/").last ?? ""
        if name.hasPrefix("ios-") { #expect(report.classification.platform == .ios) }
        if name.hasPrefix("android-") { #expect(report.classification.platform == .android) }
    }

    @Test(arguments: Fixtures.invalid)
    func invalidFixtureProducesExactlyItsExpectedDiagnostics(_ path: String) throws {
        let expectedURL = Fixtures.root.appendingPathComponent(
            String(path.dropLast(".json".count)) + ".expected")
        let expected = try JSONDecoder().decode(Fixtures.Expected.self, from: Data(contentsOf: expectedURL))
        let report = Validator(options: try expected.validatorOptions).validate(try Fixtures.bytes(path))
        let actual = Set(
            report.diagnostics.map { Fixtures.Expected.Item(code: $0.code.id, pointer: $0.pointer.description) })
        let wanted = Set(expected.diagnostics)
        #expect(
            actual == wanted,
            "missing: \(wanted.subtracting(actual).sorted { $0.description < $1.description }); unexpected: \(actual.subtracting(wanted).sorted { $0.description < $1.description })"
        )
        // An invalid fixture fails `pushkit validate --strict`: it has an error or a warning, not only remarks.
        #expect(!report.isValid || report.warningCount > 0, "only remarks: this fixture belongs with the valid ones")
        for item in expected.diagnostics {
            #expect(Diagnostic.Code(id: item.code) != nil, "\(item.code) is not in the catalogue")
            guard let line = item.line, let column = item.column else { continue }
            let places = report.diagnostics.filter { $0.code.id == item.code && $0.pointer.description == item.pointer }
                .map { "\($0.location.line):\($0.location.column)" }
            #expect(places.contains("\(line):\(column)"), "\(item) is placed at \(places), not \(line):\(column)")
        }
    }
}
