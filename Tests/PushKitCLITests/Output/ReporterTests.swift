import Testing

@testable import PushKitCLI

private let error = Finding(
    code: "json.trailing-comma", severity: .error, pointer: "/aps", line: 3, column: 7,
    message: "100% wrong, see: here\r\nnext", summary: "A comma.")
private let remark = Finding(
    code: "apns.typo", severity: .info, pointer: "/a~1b", line: 1, column: 2, message: "\"quoted\"", summary: "")

struct ReporterTests {
    @Test func githubAnnotations() {
        #expect(
            GitHubReporter.annotation(for: error, source: "dir,x/a:b%.json")
                == "::error file=dir%2Cx/a%3Ab%25.json,line=3,col=7,title=json.trailing-comma::"
                + "100%25 wrong, see: here%0D%0Anext")
        #expect(
            GitHubReporter.annotation(for: remark, source: "a.json")
                == "::notice file=a.json,line=1,col=2,title=apns.typo::\"quoted\"")
        var warning = remark
        warning.severity = .warning
        #expect(GitHubReporter.annotation(for: warning, source: "a.json").hasPrefix("::warning file=a.json,"))
    }

    @Test func githubAnnotationsShowControlCharactersAsText() {
        let hostile = Finding(
            code: "input.unreadable", severity: .error, pointer: "", line: 1, column: 1,
            message: "bell\u{07} csi\u{9B}2J del\u{7F} tab\t", summary: "")
        // ESC ] 8 ; ; URL ESC \ is an OSC 8 hyperlink; ESC [ 2 J clears the screen.
        let source = "\u{1B}]8;;https://evil.example\u{1B}\\x\u{1B}]8;;\u{1B}\\\u{1B}[2J.json"
        let line = GitHubReporter.annotation(for: hostile, source: source)
        #expect(
            line
                == "::error file=\\u{1B}]8;;https%3A//evil.example\\u{1B}\\x\\u{1B}]8;;\\u{1B}\\\\u{1B}[2J.json,"
                + "line=1,col=1,title=input.unreadable::bell\\u{7} csi\\u{9B}2J del\\u{7F} tab\\t")
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func textLineKeepsToOneLine() {
        let reporter = TextReporter(style: TerminalStyle(enabled: false))
        #expect(
            reporter.line(for: error, source: "a\nb.json")
                == "a\\nb.json:3:7: error: 100% wrong, see: here\\r\\nnext [json.trailing-comma]")
        #expect(reporter.line(for: remark, source: "a.json") == "a.json:1:2: info: \"quoted\" [apns.typo]")
    }

    @Test func textColours() {
        let reporter = TextReporter(style: TerminalStyle(enabled: true))
        #expect(
            reporter.line(for: remark, source: "a.json")
                == "\u{1B}[1ma.json:1:2:\u{1B}[0m \u{1B}[1;36minfo:\u{1B}[0m \"quoted\" \u{1B}[2m[apns.typo]\u{1B}[0m")
    }

    @Test func jsonDocumentShape() {
        var reporter = JSONReporter()
        var output = OutputChannel.memory()
        var summary = ValidationSummary()
        reporter.begin(to: &output)
        for result in [
            InputResult(source: "a\"b.json", kind: "unknown", findings: [error, remark], wasRead: true),
            InputResult(source: "c.json", kind: "apns.alert", findings: [], wasRead: true),
        ] {
            summary.add(result)
            reporter.report(result, to: &output)
        }
        reporter.finish(summary, to: &output)
        #expect(
            output.capturedText
                == #"{"results":[{"source":"a\"b.json","valid":false,"kind":"unknown","diagnostics":["#
                + #"{"code":"json.trailing-comma","severity":"error","pointer":"/aps","line":3,"column":7,"#
                + #""message":"100% wrong, see: here\r\nnext","summary":"A comma."},"#
                + #"{"code":"apns.typo","severity":"info","pointer":"/a~1b","line":1,"column":2,"#
                + #""message":"\"quoted\"","summary":""}]},"#
                + #"{"source":"c.json","valid":true,"kind":"apns.alert","diagnostics":[]}],"#
                + #""summary":{"payloads":2,"valid":1,"invalid":1,"errors":1,"warnings":0,"skipped":0}}"# + "\n")
    }

    @Test func emptyRunIsStillOneDocument() {
        let reporter = JSONReporter()
        var output = OutputChannel.memory()
        reporter.begin(to: &output)
        reporter.finish(ValidationSummary(), to: &output)
        #expect(
            output.capturedText
                == #"{"results":[],"summary":{"payloads":0,"valid":0,"invalid":0,"errors":0,"warnings":0,"skipped":0}}"#
                + "\n")
    }

    @Test func inputProblemsAreTheCataloguesRules() {
        for problem in InputProblem.allCases {
            let finding = Finding(problem, message: "m")
            #expect(finding.code == problem.code)
            #expect(problem.diagnosticCode.id == problem.code)
            #expect(finding.severity == .error)
            #expect(problem.diagnosticCode.defaultSeverity == .error)
            #expect(!finding.summary.isEmpty)
            #expect(finding.summary == problem.diagnosticCode.rule?.summary)
            #expect((finding.line, finding.column, finding.pointer) == (1, 1, ""))
        }
    }
}
