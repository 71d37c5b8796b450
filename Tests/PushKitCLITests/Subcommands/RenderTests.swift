import Foundation
import PushKitCore
import Testing

@testable import PushKitCLI
@testable import PushKitPreview

struct RenderTests {
    static let alert = """
        {"shop": {"deal": "spring"}, "aps": {"sound": "default", "alert": {"body": "50% off — today", "title": "Sale"}}}
        """
    static let background = #"{"aps": {"content-available": 1}, "sync": "inbox"}"#
    static let android = """
        {"message": {"data": {"issuer": "Synerise", "message-type": "dynamic-content",
         "content-type": "silent-sdk-command",
         "content": "{\\"class_name\\": \\"com.synerise.sdk.injector.Injector\\", \\"method_name\\": \\"SIGN_OUT\\"}"},
         "token": "abc"}}
        """

    static func run(_ arguments: [String], _ payload: String, environment: [String: String] = [:]) -> RunOutput {
        runInProcess(["render"] + arguments + ["-"], stdin: Array(payload.utf8), environment: environment)
    }

    // MARK: json

    /// The help names the service pushes it renders as a sentence, and what each format does
    /// with them, as docs/cli.md does.
    @Test func theHelpNamesTheServicePushes() {
        let help = runInProcess(["render", "--help"])
        #expect(help.status == 0)
        // The help wraps its lines; read it as one text.
        let text = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for type in ["voip", "mdm", "location", "pushtotalk", "complication", "fileprovider", "widgets", "controls"] {
            #expect(text.contains(type), "\(type)")
        }
        #expect(text.contains("what the device does with it"))
        #expect(text.contains("apns refuses it"))
    }

    @Test func jsonIsTheCanonicalForm() {
        let run = Self.run(["--format", "json"], Self.alert)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == #"{"aps":{"alert":{"title":"Sale","body":"50% off — today"},"sound":"default"},"shop":{"deal":"spring"}}"#
                + "\n")
        #expect(run.stderr.isEmpty)
    }

    /// A payload too large only because of its \u escapes is written plainly, as prepare
    /// sends it; validate gives both sizes, and render --fit starts from the plain one.
    @Test func escapedTextIsWrittenPlainly() {
        let escaped =
            #"{"aps":{"alert":{"title":"Big","body":""# + String(repeating: #"\u017c"#, count: 1800) + #""}}}"#
        let plain = #"{"aps":{"alert":{"title":"Big","body":""# + String(repeating: "ż", count: 1800) + #""}}}"#
        let run = Self.run(["--format", "json"], escaped)
        #expect(run.status == 0)
        #expect(run.stdout == plain + "\n")
        let fit = Self.run(["--format", "json", "--fit"], escaped)
        #expect(fit.status == 0 && fit.stdout == plain + "\n")
        let validate = runInProcess(["validate", "-"], stdin: Array(escaped.utf8))
        #expect(validate.status == 1)
        #expect(
            validate.stdout.contains("10843 bytes as sent") && validate.stdout.contains("it is 3643 bytes and fits"))
    }

    @Test func prettyJSONIsForPeople() {
        let run = Self.run(["--format", "json", "--pretty"], Self.alert)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                {
                  "aps": {
                    "alert": {
                      "title": "Sale",
                      "body": "50% off — today"
                    },
                    "sound": "default"
                  },
                  "shop": {
                    "deal": "spring"
                  }
                }

                """)
    }

    @Test func androidJSONKeepsItsWrapperAndWritesContentAsAString() {
        let run = Self.run(["--format", "json"], Self.android)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == #"{"message":{"token":"abc","data":{"issuer":"Synerise","message-type":"dynamic-content","#
                + #""content-type":"silent-sdk-command","#
                + #""content":"{\"class_name\":\"com.synerise.sdk.injector.Injector\",\"method_name\":\"SIGN_OUT\"}"}}}"#
                + "\n")
    }

    // MARK: apns

    @Test func apnsIsTheSimulatorFile() {
        let run = Self.run(["--format", "apns", "--bundle-id", "com.example.shop"], Self.alert)
        #expect(run.status == 0)
        #expect(
            run.stdout
                == #"{"Simulator Target Bundle":"com.example.shop","aps":{"alert":{"title":"Sale","#
                + #""body":"50% off — today"},"sound":"default"},"shop":{"deal":"spring"}}"# + "\n")
        let pretty = Self.run(
            ["--format", "apns", "--pretty", "--bundle-id", "com.example.other"],
            #"{"Simulator Target Bundle": "com.example.shop", "aps": {"badge": 1}}"#)
        #expect(
            pretty.stdout == """
                {
                  "Simulator Target Bundle": "com.example.other",
                  "aps": {
                    "badge": 1
                  }
                }

                """)
    }

    @Test func apnsNeedsABundleIDAndAnAPNsPayload() {
        let missing = Self.run(["--format", "apns"], Self.alert)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("Error: --format apns needs --bundle-id"))
        let android = Self.run(["--format", "apns", "--bundle-id", "com.example.shop"], Self.android)
        #expect(android.status == 1)
        #expect(android.stdout.isEmpty)
        #expect(
            android.stderr
                == "<stdin>:1:1: error: the simulator takes APNs payloads; this is an Android payload or a walkthrough "
                + "[request.not-apns]\n")
    }

    // MARK: curl

    @Test func curlSendsAnAlert() {
        let run = Self.run(
            ["--format", "curl", "--bundle-id", "com.example.shop", "--device-token", "a1b2c3d4e5f6"], Self.alert)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                curl --http2 \\
                  --header 'apns-push-type: alert' \\
                  --header 'apns-priority: 10' \\
                  --header 'apns-topic: com.example.shop' \\
                  --header "authorization: bearer $APNS_JWT" \\
                  --data-binary '{"aps":{"alert":{"title":"Sale","body":"50% off — today"},"sound":"default"},"shop":{"deal":"spring"}}' \\
                  'https://api.push.apple.com/3/device/a1b2c3d4e5f6'

                """)
        #expect(run.stderr.isEmpty)
    }

    /// Issue 25 item 6: no machine output carries a raw C1 control or line separator.
    @Test func jsonAndCurlEscapeC1ControlsAndSeparators() {
        let hostile = "{\"aps\":{\"alert\":{\"title\":\"Hi\u{85}\u{9B}[31m\u{2028}x\u{2029}\",\"body\":\"b\"}}}"
        let json = Self.run(["--format", "json"], hostile)
        #expect(json.stdout == #"{"aps":{"alert":{"title":"Hi\u0085\u009B[31m\u2028x\u2029","body":"b"}}}"# + "\n")
        let curl = Self.run(
            ["--format", "curl", "--bundle-id", "com.example.shop", "--device-token", "a1b2c3d4e5f6"], hostile)
        #expect(curl.status == 0)
        #expect(
            curl.stdout.contains(
                #"--data-binary '{"aps":{"alert":{"title":"Hi\u0085\u009B[31m\u2028x\u2029","body":"b"}}}'"#))
        for output in [json.stdout, curl.stdout] {
            #expect(
                !output.unicodeScalars.contains {
                    (0x80...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}"
                })
        }
    }

    @Test func curlCarriesEveryHeaderTheOptionsAsk() {
        let run = Self.run(
            [
                "--format", "curl", "--bundle-id", "com.example.shop", "--device-token", "00ff", "--sandbox",
                "--expiration", "0", "--collapse-id", "inbox-sync",
            ], Self.background)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                curl --http2 \\
                  --header 'apns-push-type: background' \\
                  --header 'apns-priority: 5' \\
                  --header 'apns-topic: com.example.shop' \\
                  --header 'apns-expiration: 0' \\
                  --header 'apns-collapse-id: inbox-sync' \\
                  --header "authorization: bearer $APNS_JWT" \\
                  --data-binary '{"aps":{"content-available":1},"sync":"inbox"}' \\
                  'https://api.sandbox.push.apple.com/3/device/00ff'

                """)
        let voip = Self.run(
            [
                "--format", "curl", "--bundle-id", "com.example.phone", "--device-token", "00ff", "--push-type", "voip",
                "--priority", "10", "--expiration", "2030-01-01T00:00:00Z",
            ], #"{"aps": {}, "call": "x"}"#)
        #expect(voip.status == 0, "\(voip.stderr)")
        #expect(voip.stdout.contains("--header 'apns-push-type: voip' \\\n"))
        #expect(voip.stdout.contains("--header 'apns-topic: com.example.phone.voip' \\\n"))
        #expect(voip.stdout.contains("--header 'apns-expiration: 1893456000' \\\n"))
        let live = Self.run(
            ["--format", "curl", "--bundle-id", "com.example.food", "--device-token", "00ff"],
            #"{"aps": {"timestamp": 1700000000, "event": "end"}}"#)
        #expect(live.stdout.contains("--header 'apns-topic: com.example.food.push-type.liveactivity' \\\n"))
    }

    /// The payload survives the shell exactly, single quotes and all.
    @Test func curlQuotesThePayloadForTheShell() throws {
        let payload = #"{"aps": {"alert": "It's $HOME `date` \"quoted\" \\ back\nslash 'twice'"}}"#
        let run = Self.run(
            ["--format", "curl", "--bundle-id", "com.example.shop", "--device-token", "00ff"], payload)
        #expect(run.status == 0)
        let line = try #require(run.lines.first { $0.hasPrefix("  --data-binary ") })
        let quoted = String(line.dropFirst("  --data-binary ".count).dropLast(" \\".count))
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "printf '%s' \(quoted)"]
        let pipe = Pipe()
        shell.standardOutput = pipe
        try shell.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        shell.waitUntilExit()
        let expected = Validator().validate(payload).payload.map { $0.encoded() } ?? []
        #expect(Array(output) == expected)
        #expect(Render.shellQuoted("a'b") == #"'a'\''b'"#)
    }

    @Test func curlNeedsATokenAndABundleIDThatAreRight() {
        let missing = Self.run(["--format", "curl", "--bundle-id", "com.example.shop"], Self.alert)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("Error: --format curl needs --bundle-id (for apns-topic) and --device-token"))
        // Header values are refused before the payload is read, as a usage error naming the option.
        let bad = Self.run(
            [
                "--format", "curl", "--bundle-id", "com example", "--device-token", "abc",
                "--collapse-id", String(repeating: "x", count: 65),
            ], Self.alert)
        #expect(bad.status == 2)
        #expect(bad.stdout.isEmpty)
        #expect(
            bad.stderr.hasPrefix(
                "Error: invalid value 'com example' for '--bundle-id <id>': "
                    + "the bundle id may hold only letters, digits, '-' and '.'\n"))
        let token = Self.run(
            ["--format", "curl", "--bundle-id", "com.example.shop", "--device-token", "abc"], Self.alert)
        #expect(token.status == 2)
        #expect(
            token.stderr.hasPrefix(
                "Error: invalid value 'abc' for '--device-token <hex>': "
                    + "the device token has 3 hexadecimal digits; a token is whole bytes, an even number of digits\n"))
        let android = Self.run(
            ["--format", "curl", "--bundle-id", "com.example.shop", "--device-token", "00ff"], Self.android)
        #expect(android.status == 1)
        #expect(android.stderr.contains("[request.not-apns]"))
    }

    /// An FCM v1 message: the v1 request to its project, the body as given (validate_only and
    /// the members' order kept; a bare message put inside {"message": ...}), the access token
    /// left to the shell.
    @Test func curlSendsAnFCMMessageToItsProject() {
        let request = #"{"validate_only":true,"message":{"topic":"spring-sale","notification":{"title":"Sale"}}}"#
        let run = Self.run(["--format", "curl", "--fcm-project", "shop-1234"], request)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stdout == """
                curl --request POST \\
                  --header 'content-type: application/json; charset=UTF-8' \\
                  --header "authorization: Bearer $FCM_ACCESS_TOKEN" \\
                  --data-binary '\(request)' \\
                  'https://fcm.googleapis.com/v1/projects/shop-1234/messages:send'

                """)
        let bare = Self.run(
            ["--format", "curl", "--fcm-project", "shop-1234"], #"{"token":"fcm-token-1","data":{"k":"it's"}}"#)
        #expect(bare.status == 0)
        #expect(bare.stdout.contains(#"--data-binary '{"message":{"token":"fcm-token-1","data":{"k":"it'\''s"}}}'"#))
        // The project is the option's; the target is the message's.
        let noProject = Self.run(["--format", "curl"], request)
        #expect(noProject.status == 2)
        let badProject = Self.run(["--format", "curl", "--fcm-project", "Shop 1"], request)
        #expect(badProject.status == 2)
        #expect(badProject.stderr.hasPrefix("Error: invalid value 'Shop 1' for '--fcm-project <id>': "))
        let noTarget = Self.run(["--format", "curl", "--fcm-project", "shop-1234"], #"{"notification":{"title":"x"}}"#)
        #expect(noTarget.status == 1)
        #expect(noTarget.stderr.contains("[request.fcm-target]"))
        // An APNs payload still needs the APNs options.
        let apns = Self.run(["--format", "curl", "--fcm-project", "shop-1234"], Self.alert)
        #expect(apns.status == 2)
        #expect(apns.stdout.isEmpty)
    }

    // MARK: text and html

    @Test func textIsThePreviewAtTheGivenWidth() throws {
        let report = Validator().validate(Self.alert)
        let run = Self.run(["--width", "40", "--app-name", "Shop"], Self.alert)
        #expect(run.status == 0)
        #expect(run.stdout == TextPreview(width: 40, appName: "Shop", useColor: false).render(report))
        #expect(!run.stdout.isEmpty)
        #expect(run.lines.allSatisfy { $0.count <= 40 })
        let fromColumns = Self.run(["--format", "text"], Self.alert, environment: ["COLUMNS": "52"])
        #expect(fromColumns.stdout == TextPreview(width: 52, appName: "App", useColor: false).render(report))
        let fallback = Self.run([], Self.alert)
        #expect(fallback.stdout == TextPreview(width: 80, appName: "App", useColor: false).render(report))
        let zero = Self.run(["--width", "0"], Self.alert)
        #expect(zero.status == 2)
    }

    @Test func htmlIsThePreviewPage() {
        let report = Validator().validate(Self.alert)
        let run = Self.run(["--format", "html", "--app-name", "Shop"], Self.alert)
        #expect(run.status == 0)
        let page = HTMLPreview(appName: "Shop").render(report, title: "<stdin>")
        #expect(run.stdout == (page.hasSuffix("\n") ? page : page + "\n"))
        #expect(run.stdout.contains("Content-Security-Policy"))
        #expect(!run.stdout.contains("<script"))
    }

    @Test func htmlLoadsNoImageUnlessAskedAndThenOnlyPublicHTTPS() {
        let payload = """
            {"aps": {"alert": {"title": "Sale", "body": "Now"}, "mutable-content": 1,
              "category": "synerise.notifications.category.carousel"},
             "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "simple-push",
             "content": {"campaign": {"variant_id": 1, "hash_id": "h"},
             "notification": {"action": {"type": "OPEN_URL", "item": "https://shop.example.com/"}},
             "rich-media": {"type": "carousel", "carousel": {"orientation": "LANDSCAPE", "items": [
               {"image": "https://cdn.example.com/a.png", "caption": "a"},
               {"image": "http://cdn.example.com/b.png", "caption": "b"},
               {"image": "https://127.1/c.png", "caption": "c"},
               {"image": "https://192.168.0.10/d.png", "caption": "d"},
               {"image": "https://[::1]/e.png", "caption": "e"},
               {"image": "https://localhost/f.png", "caption": "f"}]}}}}
            """
        let plain = Self.run(["--format", "html"], payload)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!plain.stdout.contains("src=\"http") && !plain.stdout.contains("<img"))
        #expect(plain.stdout.contains("img-src data:;") && !plain.stdout.contains("https:;"))
        #expect(plain.stdout.contains("</b>https://cdn.example.com/a.png</span>"))
        let loading = Self.run(["--format", "html", "--load-images"], payload)
        #expect(loading.status == 0, "\(loading.stderr)")
        #expect(loading.stdout.contains("img-src https:;"))
        #expect(loading.stdout.contains("<img src=\"https://cdn.example.com/a.png\""))
        // The first item, drawn three times: collapsed, expanded and in the carousel.
        #expect(loading.stdout.components(separatedBy: "<img ").count == 4)
        #expect(loading.stdout.components(separatedBy: "<img src=\"https://cdn.example.com/a.png\"").count == 4)
        for url in [
            "http://cdn.example.com/b.png", "https://127.1/c.png", "https://192.168.0.10/d.png",
            "https://[::1]/e.png", "https://localhost/f.png",
        ] {
            #expect(!loading.stdout.contains("src=\"" + url), "\(url)")
            #expect(loading.stdout.contains("</b>" + url + "</span>"), "\(url)")
        }
        let text = Self.run(["--load-images"], payload)
        #expect(text.status == 2)
        #expect(text.stderr.contains("--load-images applies to --format html only"))
    }

    // MARK: Errors, warnings and --fit

    @Test func aPayloadWithAnErrorIsNotRendered() {
        for format in Render.RenderFormat.allCases {
            let run = Self.run(
                ["--format", format.rawValue, "--bundle-id", "com.example.shop", "--device-token", "00ff"],
                Sample.twoProblems)
            #expect(run.status == 1)
            #expect(run.stdout.isEmpty)
            // Every diagnostic, as `pushkit validate` prints it, then its summary.
            let lines = run.stderr.split(separator: "\n").map(String.init)
            #expect(lines.count == 3, "\(run.stderr)")
            guard lines.count == 3 else { continue }
            #expect(lines[0].hasPrefix("<stdin>:2:2: error: "))
            #expect(lines[0].hasSuffix(" [json.duplicate-key]"))
            #expect(lines[1].hasPrefix("<stdin>:2:19: error: "))
            #expect(lines[1].hasSuffix(" [json.invalid-number]"))
            #expect(lines[2] == "1 payload: 0 valid, 1 invalid; 2 errors, 0 warnings")
        }
        let mismatch = Self.run(["--format", "json", "--push-type", "background"], Self.alert)
        #expect(mismatch.status == 1)
        #expect(mismatch.stderr.contains("[apns.push-type-mismatch]"))
    }

    @Test func warningsAreShownAndTheRenderGoesOn() {
        let run = Self.run(["--format", "json"], #"{"aps": {"alert": "Hi", "content-available": 0}}"#)
        #expect(run.status == 0)
        // The member the warning is about is kept: render writes the payload it was given.
        #expect(run.stdout == #"{"aps":{"alert":"Hi","content-available":0}}"# + "\n")
        #expect(run.stderr.contains("warning:"))
        #expect(run.stderr.contains("[apns.flag-zero]"))
    }

    static let oversized =
        #"{"aps": {"alert": {"title": "Long read", "body": ""# + String(repeating: "Zażółć gęślą jaźń. ", count: 200)
        + #""}}}"#

    @Test func anOversizedPayloadNeedsFit() throws {
        let plain = Self.run(["--format", "json"], Self.oversized)
        #expect(plain.status == 1)
        #expect(plain.stderr.contains("[apns.payload-too-large]"))
        let fitted = Self.run(["--format", "json", "--fit"], Self.oversized)
        #expect(fitted.status == 0)
        let bytes = Array(fitted.stdout.utf8.dropLast())
        #expect(bytes.count <= 4096)
        #expect(bytes.count > 4090)
        #expect(Validator().validate(bytes).isValid)
        #expect(fitted.stdout.contains("…\"}}}"))
        let lines = fitted.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("<stdin>: cut the body at /aps/alert/body: "))
        #expect(lines[0].contains("characters ("))
        #expect(lines[1].hasPrefix("<stdin>: the payload is now \(bytes.count) bytes (it was "))
        #expect(lines[1].hasSuffix("; the limit is 4096)"))
        let small = Self.run(["--format", "json", "--fit"], Self.alert)
        #expect(small.status == 0)
        #expect(small.stderr.isEmpty)
    }

    @Test func aPayloadThatCannotFitSaysWhy() {
        let payload = #"{"aps": {"alert": "Hi"}, "blob": ""# + String(repeating: "x", count: 5000) + #""}"#
        let run = Self.run(["--format", "json", "--fit"], payload)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("<stdin>:1:1: error: "))
        #expect(run.stderr.contains("over the limit of 4096"))
        #expect(run.stderr.hasSuffix("[request.cannot-fit]\n"))
        let voip = Self.run(["--format", "json", "--fit", "--push-type", "voip"], payload)
        #expect(voip.status == 0)
    }

    @Test func aWalkthroughOver4096BytesRendersAndHasNothingToFit() throws {
        let page = """
            {"type": "image_as_background", "background": {"color": "#FFFFFF", "alpha": 1},
             "image": {"url": "https://cdn.example.com/tips/1.jpg"}, "button": {"is_enabled": false},
             "close_button": {"is_enabled": true, "alignment": "right"}, "action": {"type": "OPEN_APP"}}
            """
        let pages = Array(repeating: page, count: 40).joined(separator: ",")
        let walkthrough = #"{"id": "w", "type": "walkthrough", "pages": ["# + pages + "]}"
        let bytes = try #require(Validator().validate(walkthrough).payload).encoded()
        #expect(bytes.count > 4096)
        for arguments in [["--format", "json"], ["--format", "json", "--fit"], ["--fit"]] {
            let run = Self.run(arguments, walkthrough)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            #expect(run.stderr.isEmpty, "\(arguments)")
        }
        #expect(
            Self.run(["--format", "json", "--fit"], walkthrough).stdout == String(decoding: bytes, as: UTF8.self) + "\n"
        )
    }

    @Test func inputsThatCannotBeRendered() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let folder = runInProcess(["render", directory.path])
        #expect(folder.status == 2)
        #expect(folder.stderr.hasPrefix("Error: render takes one payload file, not a folder"))
        let missing = runInProcess(["render", "/no/such/file.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("[input.not-found]"))
        let file = try directory.write("p.json", Self.alert)
        let fromFile = runInProcess(["render", "--format", "json", file])
        #expect(fromFile.status == 0)
        #expect(fromFile.stdout.hasPrefix(#"{"aps":"#))
        let twoPaths = runInProcess(["render", file, file])
        #expect(twoPaths.status == 2)
        let badExpiration = Self.run(["--format", "curl", "--expiration", "soon"], Self.alert)
        #expect(badExpiration.status == 2)
        #expect(badExpiration.stderr.hasPrefix("Error: invalid value 'soon' for '--expiration <time>'"))
    }

    @Test func everyValidFixtureRendersInEveryFormat() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Payloads")
        let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
            .filter { path in
                // Valid fixtures only: Payloads/<vendor>/<kind>/<name>.json.
                path.hasSuffix(".json") && path.split(separator: "/").count == 3 && !path.hasPrefix("invalid/")
                    && !path.hasPrefix("adversarial/") && !path.hasPrefix("published/") && !path.hasPrefix("app/")

            }
        #expect(files.count >= 50)
        for file in files {
            let path = root.appendingPathComponent(file).path
            // A fixture's request options in its `.options` sidecar (docs/payloads.md): its push type.
            var pushType: [String] = []
            // A push type that shows nothing by design: the previews say what it does instead.
            var effect: String?
            let sidecar = root.appendingPathComponent(String(file.dropLast(".json".count)) + ".options")
            if let data = try? Data(contentsOf: sidecar) {
                let options = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                let type = try #require(options["pushType"] as? String)
                effect = APNsPushType(rawValue: type)?.deviceEffect
                pushType = ["--push-type", type]
            }
            let json = runInProcess(["render", "--format", "json"] + pushType + [path])
            #expect(json.status == 0, "\(file): \(json.stderr)")
            let text = runInProcess(["render", "--width", "200"] + pushType + [path])
            #expect(text.status == 0, "\(file): \(text.stderr)")
            let html = runInProcess(["render", "--format", "html"] + pushType + [path])
            #expect(html.status == 0, "\(file): \(html.stderr)")
            if let effect {
                #expect(text.stdout.contains(effect), "\(file): \(text.stdout)")
                #expect(html.stdout.contains(effect.replacingOccurrences(of: "'", with: "&#39;")), "\(file)")
                #expect(!text.stdout.contains("Shows nothing and does not wake the app"), "\(file)")
            }
            // Android payloads, FCM messages and documents that are not pushes (walkthroughs, Reachu, Crobox)
            // have no APNs request.
            let isAPNs =
                !file.contains("/android-") && !file.contains("walkthrough/") && !file.hasPrefix("reachu/")
                && !file.hasPrefix("crobox/") && !file.hasPrefix("fcm/")
            let curl = runInProcess(
                ["render", "--format", "curl", "--bundle-id", "com.example.app", "--device-token", "0a1b"] + pushType
                    + [path])
            if file.hasPrefix("fcm/") {
                // An FCM message goes to its project: without --fcm-project, a usage error.
                #expect(curl.status == 2, "\(file): \(curl.stderr)")
                let fcm = runInProcess(["render", "--format", "curl", "--fcm-project", "shop-1234", path])
                // A message that names no target (the data map alone) is one the sender completes.
                let message = try String(contentsOfFile: path, encoding: .utf8)
                if [#""token""#, #""topic""#, #""condition""#].contains(where: { message.contains($0) }) {
                    #expect(fcm.status == 0, "\(file): \(fcm.stderr)")
                    #expect(fcm.stdout.contains("'https://fcm.googleapis.com/v1/projects/shop-1234/messages:send'"))
                } else {
                    #expect(fcm.status == 1, "\(file): \(fcm.stderr)")
                    #expect(fcm.stderr.contains("request.fcm-target"), "\(file): \(fcm.stderr)")
                }
            } else {
                #expect(curl.status == (isAPNs ? 0 : 1), "\(file): \(curl.stderr)")
            }
        }
    }

    /// A push a system service or PushKit delegate takes, without `aps`: the previews say what
    /// it does, json and curl send it as given, the simulator file is refused.
    @Test func aServicePushWithoutAPSRenders() {
        let voip = #"{"callUUID": "5B0F1A5E-2C4D-4E8F-9A61-7D3B2C1E0F42", "handle": "+48 600 100 200"}"#
        let effect = APNsPushType.voip.deviceEffect ?? ""
        #expect(effect.contains("CallKit"))
        let text = Self.run(["--push-type", "voip", "--width", "200"], voip)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains(effect))
        #expect(text.stdout.contains("Validation: no errors, no warnings."))
        #expect(!text.stderr.contains("does not recognise"))
        let json = Self.run(["--push-type", "voip", "--format", "json"], voip)
        #expect(json.status == 0)
        #expect(json.stdout == voip + "\n")
        let curl = Self.run(
            ["--push-type", "voip", "--format", "curl", "--bundle-id", "com.example.app", "--device-token", "0a1b"],
            voip)
        #expect(curl.status == 0, "\(curl.stderr)")
        #expect(curl.stdout.contains("'apns-push-type: voip'"))
        #expect(curl.stdout.contains("'apns-topic: com.example.app.voip'"))
        #expect(curl.stdout.contains("--data-binary '" + voip + "'"))
        let simulator = Self.run(["--push-type", "voip", "--format", "apns", "--bundle-id", "com.example.app"], voip)
        #expect(simulator.status == 1)
        #expect(simulator.stderr.contains("[request.not-apns]"))
        // An MDM push says what it is by its lone `mdm`: no --push-type needed.
        let mdm = Self.run(["--width", "200"], #"{"mdm": "7F3A9C2E-5B14-4D6A-8E0F-1C2B3A4D5E6F"}"#)
        #expect(mdm.status == 0, "\(mdm.stderr)")
        #expect(mdm.stdout.contains(APNsPushType.mdm.deviceEffect ?? "-"))
        // Without aps and without a service push type, it is an error still.
        let unknown = Self.run([], #"{"callUUID": "x"}"#)
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains("[apns.aps-missing]"))
    }
}
