import Foundation
import PushKitCore
import Testing

/// Each rule's documentation is the doc comment of its declaration: why the rule matters
/// and how to fix what it finds, in other words than its summary (what it catches, the
/// line `pushkit rules` and every report print). These tests read the declarations from
/// `Sources/`, and keep `docs/rules.md`, which is generated from the catalogue and the doc
/// comments, in step. After changing a rule, regenerate it with
///
///     PUSHKIT_UPDATE_DOCS=1 swift test --filter RuleDocumentationTests
///
/// and review the diff.
@Suite struct RuleDocumentationTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let isUpdating = ProcessInfo.processInfo.environment["PUSHKIT_UPDATE_DOCS"] == "1"
    static let documentation = RuleDocumentation.docComments(under: root.appendingPathComponent("Sources"))

    @Test func everyRuleHasADocComment() {
        // The declarations found in Sources/ are exactly the catalogue's rules: a rule declared
        // but left out of its domain's list in RuleCatalogue is never printed or documented.
        let declared = Set(Self.documentation.keys)
        let catalogued = Set(RuleCatalogue.all.map(\.code.id))
        #expect(
            declared == catalogued,
            "declared, not catalogued: \(declared.subtracting(catalogued).sorted()); catalogued, declaration not found: \(catalogued.subtracting(declared).sorted())"
        )
        for rule in RuleCatalogue.all {
            let doc = Self.documentation[rule.code.id] ?? ""
            #expect(doc.count > 30, "\(rule.code) has no doc comment saying why it matters and what to do")
        }
    }

    /// The summary says what the rule catches; the doc comment must not say it again:
    /// they differ, neither holds the other, and they share no run of six words.
    @Test func noDocCommentRepeatsItsSummary() {
        for rule in RuleCatalogue.all {
            guard let doc = Self.documentation[rule.code.id] else { continue }
            let docWords = RuleDocumentation.words(doc)
            let summaryWords = RuleDocumentation.words(rule.summary)
            #expect(docWords != summaryWords, "\(rule.code): the doc comment is the summary")
            let shared = RuleDocumentation.longestSharedRun(docWords, summaryWords)
            #expect(shared < 6, "\(rule.code): the doc comment repeats \(shared) words of the summary")
        }
    }

    @Test func theScannerReadsDeclarations() {
        let source = """
            extension Diagnostic.Code {
                /// Why it matters,
                /// and what to do.
                public static let first = Self(
                    "x.first", .error,
                    summary: "What it catches.")
                // not a doc comment
                public static let second = Self("x.second", .error, summary: "Other.")
                /// Orphaned.

                static let third = Self(
                    "x.third", .info)
            }
            """
        let docs = RuleDocumentation.docComments(in: source)
        #expect(docs == ["x.first": "Why it matters, and what to do.", "x.second": "", "x.third": ""])
    }

    /// `docs/rules.md` is what the catalogue and the doc comments give.
    @Test func docsRulesIsCurrent() throws {
        let url = Self.root.appendingPathComponent("docs/rules.md")
        let generated = RuleDocumentation.markdown(RuleCatalogue.all, documentation: Self.documentation)
        if Self.isUpdating {
            try Data(generated.utf8).write(to: url)
            return
        }
        let current = try String(contentsOf: url, encoding: .utf8)
        #expect(
            current == generated,
            "docs/rules.md is not what the catalogue gives; run PUSHKIT_UPDATE_DOCS=1 swift test --filter RuleDocumentationTests"
        )
    }
}

/// Reads rule doc comments from the source and writes `docs/rules.md`.
enum RuleDocumentation {
    /// The doc comment of every rule declared in a Swift file under `folder`, by code id.
    static func docComments(under folder: URL) -> [String: String] {
        var docs: [String: String] = [:]
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return docs
        }
        for case let url as URL in walker where url.pathExtension == "swift" {
            guard let text = try? String(contentsOf: url, encoding: .utf8), text.contains("= Self(") else { continue }
            docs.merge(docComments(in: text)) { first, _ in first }
        }
        return docs
    }

    /// The doc comment (`///` lines right above it, joined) of each `static let x = Self("id", ...)`
    /// declaration in `text`; the id is the first string literal after `Self(`, on that
    /// line or the next.
    static func docComments(in text: String) -> [String: String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var docs: [String: String] = [:]
        var comment: [String] = []
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("///") {
                comment.append(trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces))
                continue
            }
            defer { comment = [] }
            guard trimmed.contains("static let "), let call = trimmed.range(of: "= Self(") else { continue }
            let rest = String(trimmed[call.upperBound...])
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            guard let id = firstStringLiteral(rest) ?? firstStringLiteral(next) else { continue }
            docs[id] = comment.joined(separator: " ")
        }
        return docs
    }

    private static func firstStringLiteral(_ line: String) -> String? {
        let parts = line.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        return String(parts[1])
    }

    /// The lower-cased words of a text, without markup.
    static func words(_ text: String) -> [Substring] {
        text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "'") }
    }

    /// The length of the longest run of words the two share.
    static func longestSharedRun(_ a: [Substring], _ b: [Substring]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var best = 0
        var previous = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            var row = [Int](repeating: 0, count: b.count + 1)
            for j in 1...b.count where a[i - 1] == b[j - 1] {
                row[j] = previous[j - 1] + 1
                best = max(best, row[j])
            }
            previous = row
        }
        return best
    }

    /// `docs/rules.md`: every rule by domain, with its severity, summary, documentation,
    /// examples, source and versions.
    static func markdown(_ rules: [Rule], documentation: [String: String]) -> String {
        var domains: [(name: String, rules: [Rule])] = []
        for rule in rules {
            let domain = String(rule.code.id.prefix { $0 != "." })
            if domains.last?.name == domain {
                domains[domains.count - 1].rules.append(rule)
            } else {
                domains.append((domain, [rule]))
            }
        }
        func count(_ severity: Severity) -> Int { rules.count { $0.severity == severity } }
        var text = """
            # Rules

            <!-- Generated from the rule declarations by RuleDocumentationTests; do not edit. After changing a rule: \
            PUSHKIT_UPDATE_DOCS=1 swift test --filter RuleDocumentationTests -->

            Every rule pushkit reports, read from its one declaration (a `Diagnostic.Code` beside the check that \
            fires it): what it catches (the summary that `pushkit rules` and every report print), why it matters \
            and how to fix it (the declaration's doc comment), an input that triggers it and the nearest one that \
            passes, and what it rests on. \(rules.count) rules: \(count(.error)) errors, \(count(.warning)) \
            warnings, \(count(.info)) infos.

            **error** when APNs or FCM refuses the request, the SDK versions in use drop, throw on or misread the \
            payload, or what the payload's kind exists for never reaches the user; **warning** when it reaches the \
            user with less, or works only on some SDK versions in use; **info** for hints. An example marked \
            *described* is not a payload: it describes the input (for `routes.*`, it is a route manifest).

            | Domain | Rules |
            | --- | ---: |

            """
        for domain in domains {
            text += "| [\(domain.name)](#\(domain.name)) | \(domain.rules.count) |\n"
        }
        for domain in domains {
            text += "\n## \(domain.name)\n"
            for rule in domain.rules {
                text += "\n### \(rule.code.id)\n\n"
                text += "**\(rule.severity.rawValue)**: \(escaped(rule.summary))\n"
                if let doc = documentation[rule.code.id], !doc.isEmpty {
                    text += "\n\(doc)\n"
                }
                text += "\n"
                let described = rule.exampleIsPayload ? "" : ", described"
                text += "- Triggers\(described): \(code(rule.example))\n"
                text += "- Passes\(described): \(code(rule.passingExample))\n"
                if let source = rule.source { text += "- Source: \(escaped(source))\n" }
                if let versions = rule.versions { text += "- Versions: \(escaped(versions))\n" }
            }
        }
        return text
    }

    /// Plain text with the characters Markdown would read as markup escaped.
    static func escaped(_ text: String) -> String {
        var output = ""
        for character in text {
            if "\\`*_[]<".contains(character) { output += "\\" }
            output.append(character)
        }
        return output
    }

    /// A code span of `text`, its control characters shown as `\u{…}` (not JSON's own
    /// escapes, which an example may hold); `(empty input)` when there is none.
    static func code(_ text: String) -> String {
        guard !text.isEmpty else { return "(empty input)" }
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        var fence = "`"
        while shown.contains(fence) { fence += "`" }
        let padding = shown.hasPrefix("`") || shown.hasSuffix("`") ? " " : ""
        return fence + padding + shown + padding + fence
    }
}
