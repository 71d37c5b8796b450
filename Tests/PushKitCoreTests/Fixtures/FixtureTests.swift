import Foundation
import PushKitCore
import PushKitFixtures
import Testing

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
