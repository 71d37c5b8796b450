import Foundation
import PushKitCLI
import Testing

struct ClassifyTests {
    static let background = #"{"aps": {"content-available": 1}, "sync": "inbox"}"#
    static let banner = """
        {"aps": {"content-available": 1}, "issuer": "Synerise", "message-type": "static-content",
         "content-type": "template-banner", "content": {"trigger": "cart.abandoned",
         "campaign": {"variant_id": 1, "hash_id": "6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},
         "page": {"type": "image_as_background", "image": {"url": "https://example.com/u.png"},
          "background": {"color": "#000000", "alpha": 1}, "button": {"is_enabled": false},
          "close_button": {"is_enabled": true, "alignment": "left"}, "action": {"type": "OPEN_APP"}}}}
        """

    @Test func textGivesOneLinePerInput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let first = try directory.write("a.json", Sample.valid)
        let second = try directory.write("b.json", Self.background)
        let run = runInProcess(["classify", first, second])
        #expect(run.status == 0)
        #expect(
            run.lines == [
                "\(first): apns.alert (apns, ios, push type alert, priority 10, visible); features: alert",
                "\(second): apns.background (apns, ios, push type background, priority 5, silent); "
                    + "features: content-available",
            ])
        #expect(run.stderr.isEmpty)
    }

    @Test func jsonGivesTheDocumentedObjectPerLine() throws {
        let run = runInProcess(["classify", "--format", "json", "-"], stdin: Array(Self.banner.utf8))
        #expect(run.status == 0)
        #expect(
            run.stdout
                == #"{"source":"<stdin>","vendor":"synerise","kind":"synerise.template-banner","platform":"ios","#
                + #""pushType":"background","priority":5,"delivery":"silent","trigger":"cart.abandoned","#
                + #""features":["content-available","open-app","trigger"]}"# + "\n")
        let object = try #require(try parseJSON(run.lines[0]) as? [String: Any])
        #expect(object["priority"] as? Int == 5)
        #expect(object["trigger"] as? String == "cart.abandoned")
    }

    @Test func unknownAndBrokenInputs() {
        let broken = runInProcess(["classify", "--format", "json", "-"], stdin: Array(Sample.trailingComma.utf8))
        #expect(broken.status == 1)
        #expect(
            broken.stdout
                == #"{"source":"<stdin>","vendor":null,"kind":"unknown","platform":null,"pushType":null,"#
                + #""priority":null,"delivery":null,"trigger":null,"features":[]}"# + "\n")
        #expect(
            broken.stderr
                == "<stdin>:1:12: error: trailing comma before '}'; remove the comma [json.trailing-comma]\n")
        let missing = runInProcess(["classify", "/no/such/file.json"])
        #expect(missing.status == 2)
        #expect(missing.stdout == "/no/such/file.json: unknown\n")
        #expect(
            missing.stderr
                == "/no/such/file.json:1:1: error: cannot open '/no/such/file.json': no such file or directory "
                + "[input.not-found]\n")
    }

    @Test func contradictingRequestOptionsAreErrors() {
        let run = runInProcess(
            ["classify", "--push-type", "alert", "--priority", "10", "-"], stdin: Array(Self.background.utf8))
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "<stdin>: apns.background (apns, ios, push type background, priority 5, silent); "
                    + "features: content-available"
            ])
        let errors = run.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.hasPrefix("<stdin>:1:9: error: ") })
        #expect(errors[0].hasSuffix("[apns.push-type-mismatch]"))
        #expect(errors[1].hasSuffix("[apns.priority-mismatch]"))
        #expect(runInProcess(["classify", "--priority", "5", "-"], stdin: Array(Self.background.utf8)).status == 0)
    }

    @Test func helpAndUsage() {
        let help = runInProcess(["help", "classify"])
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: Say what each payload is and how it must be sent."))
        let usage = runInProcess(["classify", "--format", "xml", "a.json"])
        #expect(usage.status == 2)
    }
}
