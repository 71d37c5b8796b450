// Fuzz target `app`: the app profile's readers, and validation against what they read, on
// arbitrary bytes.
//
// Invariants, on every input:
// - no trap, no hang (libFuzzer's -timeout), no leak (AddressSanitizer);
// - the bytes read as a profile (`AppProfile.read`; the files it names are refused) give a
//   result whose every problem names `app.json`; a usable profile validates a Live Activity
//   update, a push-to-start and an alert with a loc-key against it, with every diagnostic's
//   code in the `RuleCatalogue`;
// - the bytes read as Swift (`AppProfile.readSwift`) give notes with lines >= 1, and a profile
//   that the profile reader reads back without an error.

/// The app target.
enum FuzzTarget {
    /// Payloads that reach every check of the profile: content-state, attributes, strings and
    /// categories.
    static let payloads: [[UInt8]] = [
        #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"score":"1-0","minute":12,"kickoff":788990400,"goals":[{"player":"A","minute":3}]}}}"#,
        #"{"aps":{"timestamp":1700000000,"event":"start","attributes-type":"MatchAttributes","attributes":{"home":"A","away":"B"},"content-state":{},"alert":{"title":"Kick-off"}}}"#,
        #"{"aps":{"alert":{"loc-key":"GOAL_BODY","loc-args":["A"]},"category":"MATCH_ACTIONS"}}"#,
    ].map { Array($0.utf8) }

    static func run(_ bytes: [UInt8]) {
        let read = AppProfile.read(bytes, file: "app.json") { path in
            throw AppProfile.FileError("no files while fuzzing: \(path)")
        }
        for problem in read.problems {
            fuzzRequire(!problem.description.isEmpty, "a problem without a message: \(fuzzHex(bytes))")
        }
        if read.isValid {
            for payload in payloads {
                for options in [Validator.Options(), Validator.Options(pushType: .liveActivity)] {
                    let report = Validator(app: read.profile, options: options).validate(payload)
                    for diagnostic in report.diagnostics {
                        fuzzRequire(
                            RuleCatalogue.rule(for: diagnostic.code.id) != nil,
                            "code \(diagnostic.code) missing from the catalogue: \(fuzzHex(bytes))")
                    }
                }
            }
        }

        let reading = AppProfile.readSwift([AppProfile.SwiftFile(name: "F.swift", bytes: bytes)])
        for note in reading.notes {
            fuzzRequire(note.line >= 1, "a note at line \(note.line): \(fuzzHex(bytes))")
        }
        if !reading.liveActivities.isEmpty {
            let back = AppProfile.read(reading.json())
            fuzzRequire(
                back.isValid, "the profile read from Swift does not read back: \(back.problems) \(fuzzHex(bytes))")
        }
    }
}
