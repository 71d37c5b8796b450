import Foundation
import PushKitCore
import Testing

/// The fixtures under `Payloads/`, shared by the test targets: the tests that walk them
/// (adding a fixture file adds a test case) and the helpers that read and validate one.
package enum Fixtures {
    /// What a valid fixture may not carry: an error, or a warning, except the warning that
    /// a kind works only on some SDK versions (a rule with ``Rule/versions``): a fixture of
    /// a kind the newest SDKs dropped (template banners) is still a valid payload for the
    /// apps on older ones.
    package static func isProblem(_ diagnostic: Diagnostic) -> Bool {
        switch diagnostic.severity {
        case .info: false
        case .warning: diagnostic.code.rule?.versions == nil
        case .error: true
        }
    }

    package static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Payloads")

    /// Every `*.json` below `folder` (expectation files excluded), as paths relative
    /// to `Payloads/`, sorted.
    ///
    /// A walk that finds nothing stops the run: the tests that walk it would pass having
    /// tested nothing (a parameterized test with no arguments passes; a loop over none
    /// checks none), whether the folder moved, was renamed or the walk broke.
    package static func files(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        var paths: [String] = []
        if let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) {
            for case let url as URL in walker
            where url.pathExtension == "json" {
                paths.append(String(url.path.dropFirst(root.path.count + 1)))
            }
        }
        precondition(
            !paths.isEmpty, "no *.json fixture under Payloads/\(folder): a walk that finds nothing tests nothing")
        return paths.sorted()
    }

    /// Valid fixtures: `Payloads/<vendor>/<kind>/<name>.json` (the app profiles of
    /// `Payloads/app/` and the payloads checked with them are walked by `AppFixtureTests`).
    package static let valid: [String] = {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let vendors = entries.filter { name in
            var isFolder: ObjCBool = false
            let path = root.appendingPathComponent(name).path
            return !["invalid", "adversarial", "published", "app"].contains(name) && !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        precondition(!vendors.isEmpty, "no vendor folder under \(root.path): a walk that finds nothing tests nothing")
        return vendors.sorted().flatMap { files(under: $0) }
    }()

    /// The request options a valid fixture is sent with: its `<name>.options` sidecar (an
    /// object of the shape of an expectation's `options`, such as `{"pushType": "voip"}`), or
    /// the defaults. The sidecar's suffix is not `.json`, so no folder walk takes it for a payload.
    package static func options(_ path: String) throws -> Validator.Options {
        let sidecar = root.appendingPathComponent(String(path.dropLast(".json".count)) + ".options")
        guard FileManager.default.fileExists(atPath: sidecar.path) else { return Validator.Options() }
        return try JSONDecoder().decode(Expected.Options.self, from: Data(contentsOf: sidecar)).validatorOptions
    }

    /// A valid fixture validated with its request options (``options(_:)``).
    package static func validate(_ path: String) throws -> ValidationReport {
        Validator(options: try options(path)).validate(try bytes(path))
    }

    /// Whether a valid fixture is a push handed to a system service or a PushKit delegate
    /// (VoIP, MDM, File Provider...) without an `aps`: the app's own keys, of which pushkit
    /// builds no typed model.
    package static func isServiceOnly(_ path: String) -> Bool {
        guard let pushType = try? options(path).pushType, pushType.isDeliveredToService,
            let bytes = try? Data(contentsOf: root.appendingPathComponent(path)),
            let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any]
        else { return false }
        return object["aps"] == nil
    }

    /// The valid fixtures pushkit builds a typed model of: all but ``isServiceOnly(_:)``.
    package static let modelled: [String] = valid.filter { !isServiceOnly($0) }

    /// Invalid fixtures, each beside its `.expected` file.
    package static let invalid: [String] = files(under: "invalid")

    package static func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent(path)))
    }

    /// The kind a valid fixture's folder names: `synerise/rich-media.carousel/x.json`
    /// is `synerise.rich-media.carousel`.
    package static func folderKind(_ path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.dropLast().joined(separator: ".")
    }

    package struct Expected: Decodable {
        package struct Item: Decodable, Hashable, CustomStringConvertible {
            package var code: String
            package var pointer: String
            /// Where the diagnostic must be placed, when the expectation says (issue 39 item 5:
            /// a problem in a key at the key, one in a value at the value).
            package var line: Int?
            package var column: Int?
            package var description: String { "\(code) at \(pointer.isEmpty ? "\"\"" : pointer)" }

            package init(code: String, pointer: String, line: Int? = nil, column: Int? = nil) {
                self.code = code
                self.pointer = pointer
                self.line = line
                self.column = column
            }

            /// Items are the same diagnostic by code and pointer; the place is checked apart.
            package static func == (a: Item, b: Item) -> Bool { a.code == b.code && a.pointer == b.pointer }
            package func hash(into hasher: inout Hasher) {
                hasher.combine(code)
                hasher.combine(pointer)
            }
        }
        /// How the payload will be sent, for rules that compare the request with it.
        package struct Options: Decodable {
            package var pushType: String?
            package var priority: Int?
            /// The clock for expiry checks, ISO 8601 (`2026-01-01T00:00:00Z`).
            package var now: String?
            /// The app profile, relative to `Payloads/` (`--app`).
            package var app: String?
            /// The Live Activity type of an update (`--attributes-type`).
            package var attributesType: String?
            /// The SDK versions the app ships, `vendor-platform@version` (`--sdk`).
            package var sdks: [String]?

            /// The validator options these stand for.
            package var validatorOptions: Validator.Options {
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
        package var options: Options?
        package var diagnostics: [Item]
        package var schemaRejects: Bool?

        package var validatorOptions: Validator.Options {
            get throws { try options?.validatorOptions ?? Validator.Options() }
        }
    }

    /// The app profile at `path`, relative to `Payloads/`, with the files it names read
    /// beside it; a profile with a problem fails the test.
    package static func profile(_ path: String) throws -> AppProfile {
        let url = root.appendingPathComponent(path)
        let result = AppProfile.read(Array(try Data(contentsOf: url)), file: url.path) { file in
            Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        #expect(result.problems.isEmpty, "\(path): \(result.problems)")
        return result.profile
    }
}
