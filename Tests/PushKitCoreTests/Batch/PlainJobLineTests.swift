import PushKitFixtures
import Testing

@testable import PushKitCore

/// The plain form of a job line (`PlainJobLine`), read with no JSON tree, gives the job that
/// reading the whole line gives (`PushJob.read`), and leaves every other line to that reading.
@Suite struct PlainJobLineTests {
    static let payload = #"{"aps":{"alert":"Hi"}}"#

    /// Lines in the plain form: every member it takes, in any order before the payload, with
    /// spaces around the tokens.
    static let plain: [String] = [
        #"{"apns":{},"payload":\#(payload)}"#,
        #"{"id":"a","apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop"},"payload":\#(payload)}"#,
        #"{ "id" : "order 17" , "fit" : true , "apns" : { "bundleID" : "com.example.shop" } , "payload" : \#(payload) }"#,
        #"{"apns":{"deviceToken":"a1","bundleID":"b","environment":"sandbox","pushType":"background","priority":5,"#
            + #""expiration":0,"collapseID":"c","apnsID":"123e4567-e89b-12d3-a456-426614174000"},"fit":false,"#
            + #""id":"","payload":\#(payload)}"#,
        #"{"apns":{"priority":10,"expiration":1767225600,"pushType":"liveactivity"},"payload":\#(payload)}  "#,
        #"{"apns":{"priority":1,"expiration":999999999999999999},"payload":\#(payload)}"#,
        #"{"fcm":{"projectID":"shop-1234"},"payload":{"message":{"topic":"news"}}}"#,
        #"{"id":"f","fcm":{"token":"t","projectID":"shop-1234"},"payload":{"data":{"k":"v"}}}"#,
        #"{"fcm":{"projectID":"p","topic":"news"},"id":"g","payload":{"data":{}}}"#,
        #"{"fcm":{"projectID":"p","condition":"'a' in topics"},"payload":{"data":{}}}"#,
        // The payload's bytes as they stand, whatever they hold: its validation reads them.
        #"{"apns":{},"payload":{"aps":{"alert":"a","alert":"b"}}}"#,
        #"{"apns":{},"payload":{"aps":{}},"id":"after"}"#,
        #"{"apns":{},"payload":1}"#,
        #"{"apns":{},"payload":\#(payload)"#,
        "{\"apns\":{},\"payload\":{\"aps\":{\"alert\":\"\\t\\u00e9\"}}\t}\r",
    ]

    /// Lines the plain form leaves to the whole line's reading: another member, an older
    /// spelling, an escape or a byte that is not printable ASCII in a string, another
    /// whitespace, a duplicate, a value of another type or spelling, the payload first.
    static let other: [String] = [
        #"{"apns":{},"now":"2026-01-01T00:00:00Z","payload":\#(payload)}"#,
        #"{"apns":{},"sdks":["synerise-ios@5.10.1"],"payload":\#(payload)}"#,
        #"{"apns":{},"attributesType":"Match","payload":\#(payload)}"#,
        #"{"apns":{},"colour":1,"payload":\#(payload)}"#,
        #"{"apns":{"bundleId":"com.example.shop"},"payload":\#(payload)}"#,
        #"{"apns":{"collapseId":"c"},"payload":\#(payload)}"#,
        #"{"apns":{"apnsId":"a"},"payload":\#(payload)}"#,
        #"{"fcm":{"projectId":"p"},"payload":\#(payload)}"#,
        #"{"apns":{"bundleID":"com.example.\u0073hop"},"payload":\#(payload)}"#,
        #"{"id":"caf\#u{E9}","apns":{},"payload":\#(payload)}"#,
        #"{"\u0069d":"a","apns":{},"payload":\#(payload)}"#,
        "{\"id\":\"a\tb\",\"apns\":{},\"payload\":\(payload)}",
        "{\t\"apns\":{},\"payload\":\(payload)}",
        "{\"apns\":{},\"payload\":\t\(payload)}",
        "\u{FEFF}{\"apns\":{},\"payload\":\(payload)}",
        #"{"id":"a","id":"b","apns":{},"payload":\#(payload)}"#,
        #"{"apns":{"bundleID":"a","bundleID":"b"},"payload":\#(payload)}"#,
        #"{"apns":{},"fcm":{"projectID":"p"},"payload":\#(payload)}"#,
        #"{"fcm":{"projectID":"p","token":"t","topic":"u"},"payload":\#(payload)}"#,
        #"{"fcm":{"token":"t"},"payload":\#(payload)}"#,
        #"{"fcm":{},"payload":\#(payload)}"#,
        #"{"apns":{"priority":"10"},"payload":\#(payload)}"#,
        #"{"apns":{"priority":7},"payload":\#(payload)}"#,
        #"{"apns":{"priority":10.0},"payload":\#(payload)}"#,
        #"{"apns":{"priority":010},"payload":\#(payload)}"#,
        #"{"apns":{"expiration":"2030-01-01T00:00:00Z"},"payload":\#(payload)}"#,
        #"{"apns":{"expiration":1e9},"payload":\#(payload)}"#,
        #"{"apns":{"expiration":-1},"payload":\#(payload)}"#,
        #"{"apns":{"expiration":01},"payload":\#(payload)}"#,
        #"{"apns":{"expiration":9999999999999999999},"payload":\#(payload)}"#,
        #"{"apns":{"environment":"staging"},"payload":\#(payload)}"#,
        #"{"apns":{"pushType":"Alert"},"payload":\#(payload)}"#,
        #"{"apns":{"deviceToken":null},"payload":\#(payload)}"#,
        #"{"apns":{"deviceToken":1},"payload":\#(payload)}"#,
        #"{"apns":[],"payload":\#(payload)}"#,
        #"{"apns":{},"fit":1,"payload":\#(payload)}"#,
        #"{"apns":{},"fit":truex,"payload":\#(payload)}"#,
        #"{"apns":{},"id":null,"payload":\#(payload)}"#,
        #"{"apns":{},"id":"a""payload":\#(payload)}"#,
        #"{"apns":{},"id":"a",,"payload":\#(payload)}"#,
        #"{"apns":{,},"payload":\#(payload)}"#,
        #"{"apns":{"bundleID":"a",},"payload":\#(payload)}"#,
        #"{"payload":\#(payload),"apns":{}}"#,
        #"{"id":"a","payload":\#(payload)}"#,
        #"{"apns":{},"payload":}"#,
        #"{"apns":{},"payload":\#(payload)} x"#,
        #"["apns",{}]"#,
        "",
    ]

    @Test func aPlainLineGivesTheJobTheWholeLineGives() throws {
        var compared = 0
        for (index, text) in Self.plain.enumerated() {
            let line = Array(text.utf8)
            let job = try #require(PlainJobLine.job(in: line, line: index + 4), "\(text)")
            // When the payload's bytes are one value, the whole line is that job; else the
            // payload's validation finds what is wrong with them, and the whole line is read.
            guard JSONReader().read(job.payload).validDocument != nil else { continue }
            #expect((try? PushJob.read(line, line: index + 4)) == job, "\(text)")
            compared += 1
        }
        // All but the duplicate key, the member after the payload and the missing brace.
        #expect(compared == Self.plain.count - 3)
    }

    @Test func anyOtherLineIsLeftToTheWholeLinesReading() {
        for text in Self.other {
            #expect(PlainJobLine.job(in: Array(text.utf8), line: 1) == nil, "\(text)")
        }
    }

    /// The job lines of `Payloads/`, and every fixture as the payload of the two plain
    /// lines the batch tests write (`JobLineReadingTests.lines`): each read plainly is
    /// the job the whole line gives.
    @Test func everyPlainJobLineOfTheFixturesGivesTheWholeLinesJob() throws {
        var lines: [[UInt8]] = []
        for path in ["jobs.ndjson", "app/match/jobs.ndjson"] {
            lines += try Fixtures.bytes(path).split(separator: UInt8(ascii: "\n")).map(Array.init)
        }
        for path in Fixtures.valid { lines += JobLineReadingTests.lines(try Fixtures.bytes(path)).prefix(2) }
        var plain = 0
        for (index, line) in lines.enumerated() {
            guard let job = PlainJobLine.job(in: line, line: index + 1) else { continue }
            plain += 1
            #expect((try? PushJob.read(line, line: index + 1)) == job, "\(String(decoding: line, as: UTF8.self))")
        }
        #expect(plain > lines.count / 2)
    }
}
