import PushKitCLI
import PushKitCore
import Testing

/// `--channel-id` on validate, classify and render: a Live Activity update or end sent on a
/// broadcast channel (iOS 18) instead of to a device.
struct BroadcastCommandTests {
    static let channel = "dHN0LXNyY2gtY2hubA=="
    static let update = #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"home":1}}}"#
    static let start =
        #"{"aps":{"timestamp":1700000000,"event":"start","content-state":{},"attributes-type":"Score","#
        + #""attributes":{},"alert":{"title":"Kick-off","body":"The match has begun"}}}"#
    static let alert = #"{"aps":{"alert":"Goal!"}}"#

    static func run(_ command: String, _ arguments: [String], _ payload: String) -> RunOutput {
        runInProcess([command] + arguments + ["-"], stdin: Array(payload.utf8))
    }

    @Test func renderCurlWritesTheBroadcastRequest() {
        let run = Self.run(
            "render",
            [
                "--format", "curl", "--bundle-id", "com.example.scores", "--channel-id", Self.channel, "--sandbox",
                "--priority", "5", "--apns-id", "123e4567-e89b-12d3-a456-426614174000",
            ], Self.update)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                curl --http2 \\
                  --header 'apns-push-type: liveactivity' \\
                  --header 'apns-priority: 5' \\
                  --header 'apns-channel-id: dHN0LXNyY2gtY2hubA==' \\
                  --header 'apns-expiration: 0' \\
                  --header 'apns-request-id: 123e4567-e89b-12d3-a456-426614174000' \\
                  --header "authorization: bearer $APNS_JWT" \\
                  --data-binary '{"aps":{"timestamp":1700000000,"event":"update","content-state":{"home":1}}}' \\
                  'https://api.sandbox.push.apple.com/4/broadcasts/apps/com.example.scores'

                """)
        #expect(run.stderr.isEmpty)
    }

    @Test func renderTakesAnExpirationTheChannelStores() {
        let run = Self.run(
            "render",
            [
                "--format", "curl", "--bundle-id", "com.example.scores", "--channel-id", Self.channel,
                "--channel-storage", "most-recent", "--expiration", "1767225600",
            ], Self.update)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("--header 'apns-expiration: 1767225600'"))
    }

    /// The examples of the broadcast rules that name a command line: each refused before the
    /// payload is read (exit 2), saying why; their passing example is taken.
    @Test(arguments: [
        (["--bundle-id", "com.example.app", "--channel-id", "not base64!"], "apns-channel-id is not base64"),
        (
            ["--bundle-id", "com.example.app", "--channel-id", channel, "--device-token", "a1b2"],
            "[broadcast.channel-id]"
        ),
        (
            ["--bundle-id", "com.example.app", "--channel-id", channel, "--collapse-id", "score"],
            "[broadcast.collapse-id]"
        ),
        (["--bundle-id", "com.example.app.push-type.liveactivity", "--channel-id", channel], "[broadcast.bundle-id]"),
        (
            [
                "--bundle-id", "com.example.app", "--channel-id", channel, "--channel-storage", "none", "--expiration",
                "1767225600",
            ], "[broadcast.expiration]"
        ),
    ])
    func requestValuesAPNsRefusesAreUsageErrors(_ arguments: [String], _ reason: String) {
        let run = Self.run("render", ["--format", "curl"] + arguments, Self.update)
        #expect(run.status == 2, "\(arguments): \(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains(reason), "\(run.stderr)")
        let passing = Self.run(
            "render",
            [
                "--format", "curl", "--bundle-id", "com.example.app", "--channel-id", Self.channel, "--channel-storage",
                "none", "--expiration", "0",
            ], Self.update)
        #expect(passing.status == 0)
    }

    @Test func renderSaysWhatCurlNeeds() {
        let run = Self.run("render", ["--format", "curl", "--channel-id", Self.channel], Self.update)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--channel-id (the broadcast channel to send on)"))
        let storage = Self.run("render", ["--channel-storage", "none"], Self.update)
        #expect(storage.status == 2)
        #expect(storage.stderr.contains("give --channel-id too"))
        // The text preview needs no bundle id.
        #expect(Self.run("render", ["--channel-id", Self.channel], Self.update).status == 0)
    }

    @Test func renderRefusesAStartOnAChannel() {
        let run = Self.run(
            "render", ["--format", "curl", "--bundle-id", "com.example.app", "--channel-id", Self.channel], Self.start)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("[broadcast.start]"))
        // --push-type alert contradicts a broadcast: the payload's concern, exit 1.
        let pushType = Self.run(
            "render",
            [
                "--format", "curl", "--bundle-id", "com.example.app", "--channel-id", Self.channel, "--push-type",
                "alert",
            ],
            Self.update)
        #expect(pushType.status == 1)
        #expect(pushType.stderr.contains("[broadcast.push-type]"))
    }

    @Test func validateChecksThePayloadAsABroadcast() {
        let update = Self.run("validate", ["--channel-id", Self.channel], Self.update)
        #expect(update.status == 0, "\(update.stdout)")
        let start = Self.run("validate", ["--channel-id", Self.channel], Self.start)
        #expect(start.status == 1)
        #expect(start.stdout.contains("<stdin>:1:40: error: a broadcast cannot start a Live Activity"))
        #expect(start.stdout.contains("[broadcast.start]"))
        let alert = Self.run("validate", ["--channel-id", Self.channel], Self.alert)
        #expect(alert.status == 1)
        #expect(alert.stdout.contains("[broadcast.push-type]"))
        // The same payloads without --channel-id are fine.
        #expect(Self.run("validate", [], Self.start).status == 0)
        #expect(Self.run("validate", [], Self.alert).status == 0)
        let malformed = Self.run("validate", ["--channel-id", "dHN0LXNyY2gtY2hubA"], Self.update)
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("apns-channel-id is not base64"))
    }

    /// 5120 bytes on a channel, 4096 to a device.
    @Test func validateAllows5120BytesOnAChannel() {
        let head = #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"text":""#
        let payload = head + String(repeating: "x", count: 5000 - head.utf8.count) + #""}}}"#
        #expect(Self.run("validate", ["--channel-id", Self.channel], payload).status == 0)
        let device = Self.run("validate", [], payload)
        #expect(device.status == 1)
        #expect(device.stdout.contains("[apns.payload-too-large]"))
    }

    @Test func classifyFailsOnWhatAChannelCannotCarry() {
        let update = Self.run("classify", ["--channel-id", Self.channel], Self.update)
        #expect(update.status == 0)
        #expect(update.stdout.contains("apns.liveactivity (apns, ios, push type liveactivity, priority 10"))
        let start = Self.run("classify", ["--channel-id", Self.channel], Self.start)
        #expect(start.status == 1)
        #expect(start.stderr.contains("[broadcast.start]"))
        let alert = Self.run("classify", ["--channel-id", Self.channel], Self.alert)
        #expect(alert.status == 1)
        #expect(alert.stderr.contains("[broadcast.push-type]"))
    }

    @Test func theOptionIsInEachCommandsHelp() {
        for command in ["validate", "classify", "render"] {
            let help = runInProcess([command, "--help"])
            #expect(help.stdout.contains("--channel-id <base64>"), "\(command)")
        }
    }
}
