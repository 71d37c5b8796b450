/// Reads one file's tokens into declarations, without recursion: open type bodies are a
/// stack, and every other body is skipped by counting braces.
struct DeclarationParser {
    let tokens: [SwiftToken]
    let file: String
    /// The index the first declaration of this file gets among all files'.
    let first: Int
    var declarations: [SwiftDeclarations.Declaration] = []
    var notes: [(line: Int, message: String)] = []
    var position = 0
    /// The type bodies open, innermost last, by global index.
    var scopes: [Int] = []

    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "mutating",
        "nonmutating", "override", "lazy", "weak", "unowned", "indirect", "required", "convenience", "dynamic",
        "nonisolated", "optional", "consuming", "borrowing", "distributed", "isolated",
    ]
    static let declarationKeywords: Set<String> = [
        "struct", "enum", "class", "actor", "protocol", "extension", "var", "let", "func", "init", "deinit",
        "subscript", "typealias", "case", "import", "associatedtype", "operator", "precedencegroup", "macro",
    ]
    /// The `#` directives that take the rest of their line; any other `#name` is a macro.
    static let compilerDirectives: Set<String> = [
        "if", "elseif", "else", "endif", "warning", "error", "sourceLocation", "line", "file",
    ]
    /// Attributes that do not change how a property decodes.
    static let plainAttributes: Set<String> = [
        "available", "objc", "nonobjc", "MainActor", "preconcurrency", "discardableResult", "inlinable",
        "usableFromInline", "frozen", "Sendable", "unchecked", "retroactive", "backDeployed", "_spi",
    ]

    init(tokens: [SwiftToken], file: String, first: Int) {
        self.tokens = tokens
        self.file = file
        self.first = first
    }

    var current: SwiftToken? { position < tokens.count ? tokens[position] : nil }

    func token(_ offset: Int) -> SwiftToken? {
        position + offset < tokens.count ? tokens[position + offset] : nil
    }

    /// The innermost open type, as a local index.
    var top: Int? { scopes.last.map { $0 - first } }

    mutating func note(_ line: Int, _ message: String) { notes.append((line, message)) }

    mutating func run() {
        while let token = current {
            if token.isPunctuation("}") {
                if scopes.isEmpty { note(token.line, "a } closes nothing") } else { scopes.removeLast() }
                position += 1
                continue
            }
            if token.kind == .directive {
                position += 1
                if Self.compilerDirectives.contains(token.text) {
                    // `#if os(iOS)`: the condition is the rest of the line; both branches are read.
                    while let next = current, !next.startsLine { position += 1 }
                } else {
                    skipMacro()
                }
                continue
            }
            member()
        }
        if let open = scopes.last {
            let declaration = declarations[open - first]
            note(declaration.line, "the body of \(declaration.name) is not closed before the end of the file")
        }
    }

    /// One member (or top-level declaration or statement) at `position`.
    mutating func member() {
        var attributes: [String] = []
        var isStatic = false
        while let token = current {
            if token.isPunctuation("@"), let name = self.token(1), name.isName {
                attributes.append(name.text)
                position += 2
                while let dot = current, dot.isPunctuation("."), let next = self.token(1), next.isName {
                    position += 2
                }
                if let open = current, open.isPunctuation("(") { skipBalanced(open: "(", close: ")") }
            } else if token.kind == .identifier, Self.modifiers.contains(token.text) {
                if token.text == "static" { isStatic = true }
                position += 1
                // `private(set)`, `unowned(safe)`.
                if let open = current, open.isPunctuation("("), !open.startsLine { skipBalanced(open: "(", close: ")") }
            } else if token.isKeyword("class"), let next = self.token(1), next.kind == .identifier,
                ["var", "let", "func", "subscript"].contains(next.text) || Self.modifiers.contains(next.text)
            {
                isStatic = true
                position += 1
            } else {
                break
            }
        }
        guard let token = current else { return }
        guard token.kind == .identifier else {
            if token.isPunctuation("{") { skipBalanced(open: "{", close: "}") } else { position += 1 }
            return
        }
        switch token.text {
        case "struct": typeDeclaration(.structure)
        case "enum": typeDeclaration(.enumeration)
        case "class", "actor": typeDeclaration(.classType)
        case "protocol": typeDeclaration(.protocolType)
        case "extension": typeDeclaration(.extensionDeclaration)
        case "var", "let": property(isStatic: isStatic, attributes: attributes)
        case "case": enumCases()
        case "init": initializer()
        case "func", "deinit", "subscript", "macro":
            position += 1
            skipSignatureAndBody()
        case "typealias": typeAlias()
        case "import", "associatedtype", "operator", "precedencegroup":
            position += 1
            while let next = current, !next.startsLine, !next.isPunctuation(";"), !next.isPunctuation("}") {
                position += 1
            }
        default:
            position += 1
        }
    }

    // MARK: Types

    mutating func typeDeclaration(_ kind: SwiftDeclarations.Declaration.Kind) {
        let line = current?.line ?? 0
        position += 1
        var path: [String] = []
        while let name = current, name.isName {
            path.append(name.text)
            position += 1
            guard kind == .extensionDeclaration, let dot = current, dot.isPunctuation("."), let next = token(1),
                next.isName
            else { break }
            position += 1
        }
        guard !path.isEmpty else {
            note(line, "a type declaration without a name")
            return
        }
        var declaration = SwiftDeclarations.Declaration(
            kind: kind, path: path, parent: scopes.last, file: file, line: line)
        if let open = current, open.isPunctuation("<") {
            declaration.isGeneric = true
            skipBalanced(open: "<", close: ">")
        }
        if let colon = current, colon.isPunctuation(":") {
            position += 1
            declaration.inherited = inheritance()
        }
        // A `where` clause, or anything else before the body.
        while let next = current, !next.isPunctuation("{"), !next.isPunctuation("}") {
            if next.startsLine, next.kind == .identifier, Self.declarationKeywords.contains(next.text) { break }
            position += 1
        }
        guard let open = current, open.isPunctuation("{") else {
            note(line, "\(path.joined(separator: ".")) has no body")
            return
        }
        position += 1
        if kind == .protocolType || scopes.count >= SwiftDeclarations.maxDepth {
            // A protocol's requirements are not read, only what it refines (a protocol that
            // refines ActivityAttributes makes its conformers Live Activity types).
            if kind == .protocolType {
                declarations.append(declaration)
            } else {
                note(line, "\(path.last ?? "") is nested more than \(SwiftDeclarations.maxDepth) types deep; not read")
            }
            position -= 1
            skipBalanced(open: "{", close: "}")
            return
        }
        declarations.append(declaration)
        scopes.append(first + declarations.count - 1)
    }

    /// `A, B<C>, D & E`: each name as written (generic arguments skipped).
    mutating func inheritance() -> [String] {
        var names: [String] = []
        while let first = current, first.isName {
            var name = first.text
            position += 1
            while let dot = current, dot.isPunctuation("."), let next = token(1), next.isName {
                name += "." + next.text
                position += 2
            }
            names.append(name)
            if let open = current, open.isPunctuation("<") { skipBalanced(open: "<", close: ">") }
            guard let separator = current, separator.isPunctuation(",") || separator.isPunctuation("&") else { break }
            position += 1
        }
        return names
    }

    mutating func typeAlias() {
        let line = current?.line ?? 0
        position += 1
        guard let name = current, name.isName else { return }
        position += 1
        var declaration = SwiftDeclarations.Declaration(
            kind: .typeAlias, path: [name.text], parent: scopes.last, file: file, line: line)
        if let open = current, open.isPunctuation("<") {
            declaration.isGeneric = true
            skipBalanced(open: "<", close: ">")
        }
        guard let equals = current, equals.isPunctuation("=") else { return }
        position += 1
        // `typealias Attributes = ActivityAttributes & Sendable`: the composition's names, as an
        // inheritance clause's.
        var probe = self
        let composition = probe.inheritance()
        if composition.count > 1 { declaration.inherited = composition }
        declaration.aliased = type(depth: 0)
        declarations.append(declaration)
    }

    // MARK: Members

    mutating func property(isStatic: Bool, attributes: [String]) {
        let isLet = current?.isKeyword("let") ?? false
        position += 1
        var names: [(name: String, line: Int, type: SwiftTypeSyntax?, hasDefault: Bool, inferred: SwiftTypeSyntax?)] =
            []
        var isComputed = false
        while let name = current, name.isName {
            position += 1
            var type: SwiftTypeSyntax?
            var inferred: SwiftTypeSyntax?
            var hasDefault = false
            if let colon = current, colon.isPunctuation(":") {
                position += 1
                type = self.type(depth: 0)
            }
            if let equals = current, equals.isPunctuation("=") {
                position += 1
                hasDefault = true
                inferred = inferredType()
                skipExpression()
            }
            if let open = current, open.isPunctuation("{") {
                let first = token(1)
                let observes = first.map { $0.isKeyword("willSet") || $0.isKeyword("didSet") } ?? false
                if !observes { isComputed = true }
                skipBalanced(open: "{", close: "}")
            }
            names.append((name.text, name.line, type, hasDefault, inferred))
            guard let comma = current, comma.isPunctuation(","), let next = token(1), next.isName else { break }
            position += 1
        }
        if names.isEmpty {
            // `let (a, b) = ...`: a pattern pushkit does not read.
            skipExpression()
            return
        }
        guard !isStatic, !isComputed, let owner = top,
            [.structure, .classType].contains(declarations[owner].kind)
        else { return }
        // Each name without a type of its own takes the next one's (`var a, b: Int`).
        var following: SwiftTypeSyntax?
        var resolved: [SwiftDeclarations.Property] = []
        for entry in names.reversed() {
            if let type = entry.type { following = type }
            // A `let` with a value is never decoded: the synthesized init(from:) skips it.
            if isLet, entry.hasDefault { continue }
            let wrapper = attributes.first { !Self.plainAttributes.contains($0) }
            resolved.append(
                SwiftDeclarations.Property(
                    name: entry.name, type: entry.type ?? (entry.hasDefault ? entry.inferred : following),
                    line: entry.line, wrapper: wrapper))
        }
        declarations[owner].properties += resolved.reversed()
    }

    /// Whether the value read from `position` ends at `offset`: nothing follows on its line
    /// but a `}`, `;`, `,` or an observer's `{`.
    func valueEnds(at offset: Int) -> Bool {
        guard let after = token(offset) else { return true }
        return after.startsLine || after.isPunctuation("}") || after.isPunctuation(";") || after.isPunctuation(",")
            || after.isPunctuation("{")
    }

    /// The type of a default value, as far as it can be told without a compiler: a plain
    /// literal (`0`, `1.5`, `"x"`, `true`), `VALUE as T`, an initializer call of a named type
    /// (`UUID()`, `Date()`, `[String]()`, `[String: Int]()`, `Phase.init(...)`; `Phase(rawValue:)`,
    /// `URL(string:)` and `UUID(uuidString:)` give an optional), or a case written without its
    /// enum (`.live`, resolved among the files' enums). Looks ahead only: the value is
    /// skipped after, so each token is read at most twice.
    func inferredType() -> SwiftTypeSyntax? {
        guard let value = current, !value.isPunctuation("{") else { return nil }
        // `VALUE as T` at depth 0: the last `as` of the value (a closure's body is not looked into).
        var depth = 0
        var offset = 0
        var cast: Int?
        scan: while let token = token(offset) {
            if depth == 0, offset > 0 {
                if token.startsLine, token.isName || token.isPunctuation("@") || token.kind == .directive { break }
                if ["}", ";", ",", "{"].contains(token.text), token.kind == .punctuation { break }
            }
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[": depth += 1
                case ")", "]":
                    if depth == 0 { break scan }
                    depth -= 1
                default: break
                }
            } else if depth == 0, token.isKeyword("as"), let mark = self.token(offset + 1),
                !mark.isPunctuation("?"), !mark.isPunctuation("!")
            {
                cast = offset
            }
            offset += 1
        }
        if let cast {
            var probe = self
            probe.position += cast + 1
            let type = probe.type(depth: 0)
            return probe.valueEnds(at: 0) ? type : nil
        }
        // `.live`: a case of an enum the files declare.
        if value.isPunctuation("."), let name = token(1), name.isName, valueEnds(at: 2) {
            return .enumCase([], name.text)
        }
        // `Type(...)`, `Type.init(...)`, `[T]()`, `[K: V]()`.
        let startsType =
            value.isPunctuation("[")
            || (value.isName && value.text.first.map { $0.isUppercase } == true)
        if startsType {
            var probe = self
            let type = probe.type(depth: 0)
            switch type {
            case .array, .dictionary: break
            // A type's name starts with a capital: `Foo.Bar()` is a type, `Foo.make()` a
            // function, and `Phase.live` (no call) may be an enum's case.
            case .named(let path, let arguments) where path.last?.first?.isUppercase == true:
                _ = arguments
            case .named(let path, let arguments) where path.count > 1 && arguments.isEmpty:
                let isCall = probe.current.map { $0.isPunctuation("(") && !$0.startsLine } ?? false
                return !isCall && probe.valueEnds(at: 0) ? .enumCase(Array(path.dropLast()), path[path.count - 1]) : nil
            default: return nil
            }
            if let dot = probe.current, dot.isPunctuation("."), let initializer = probe.token(1),
                initializer.isKeyword("init")
            {
                probe.position += 2
            }
            guard let open = probe.current, open.isPunctuation("("), !open.startsLine else {
                return literalType()
            }
            let label = probe.token(1).flatMap { $0.isName ? $0.text : nil }
            let labelled = probe.token(2)?.isPunctuation(":") ?? false
            probe.skipBalanced(open: "(", close: ")")
            guard probe.valueEnds(at: 0) else { return nil }
            if labelled, let label, ["rawValue", "string", "uuidString"].contains(label) { return .optional(type) }
            return type
        }
        return literalType()
    }

    /// The type of a default value that is a plain literal: `0`, `1.5`, `"x"`, `true`.
    func literalType() -> SwiftTypeSyntax? {
        guard let value = current else { return nil }
        var offset = 0
        if value.isPunctuation("-") { offset = 1 }
        guard let literal = token(offset) else { return nil }
        // The literal must be the whole value.
        guard valueEnds(at: offset + 1) else { return nil }
        switch literal.kind {
        case .string where offset == 0: return .named(["String"], [])
        case .number:
            let isInteger = !literal.text.contains(".") && !(literal.text.contains("e") && !literal.text.contains("x"))
            return .named([isInteger ? "Int" : "Double"], [])
        case .identifier where offset == 0 && (literal.text == "true" || literal.text == "false"):
            return .named(["Bool"], [])
        default: return nil
        }
    }

    mutating func enumCases() {
        position += 1
        guard let owner = top, declarations[owner].kind == .enumeration else {
            // A `case` outside an enum (a pattern at top level): skip its line.
            while let next = current, !next.startsLine { position += 1 }
            return
        }
        while let name = current, name.isName {
            position += 1
            var entry = SwiftDeclarations.Case(name: name.text, raw: nil, hasAssociatedValues: false, line: name.line)
            if let open = current, open.isPunctuation("(") {
                entry.hasAssociatedValues = true
                skipBalanced(open: "(", close: ")")
            }
            if let equals = current, equals.isPunctuation("=") {
                position += 1
                let negative = current?.isPunctuation("-") ?? false
                if negative { position += 1 }
                if let value = current {
                    switch value.kind {
                    case .string where !negative: entry.raw = value.value.map { .string($0) } ?? .other
                    case .number: entry.raw = .number((negative ? "-" : "") + value.text)
                    default: entry.raw = .other
                    }
                    position += 1
                }
            }
            declarations[owner].cases.append(entry)
            guard let comma = current, comma.isPunctuation(",") else { break }
            position += 1
        }
    }

    mutating func initializer() {
        let line = current?.line ?? 0
        position += 1
        if let mark = current, mark.isPunctuation("?") || mark.isPunctuation("!") { position += 1 }
        if let owner = top, isDecoderParameter(), declarations[owner].customDecoder == nil {
            declarations[owner].customDecoder = line
        }
        skipSignatureAndBody()
    }

    /// Whether an initializer's parameters at `position` are `(from decoder: Decoder)`
    /// (`from: any Decoder`, `Swift.Decoder`...): one parameter labelled `from` whose type
    /// is a `Decoder`. Looks at a few tokens only.
    func isDecoderParameter() -> Bool {
        guard let open = current, open.isPunctuation("("), let label = token(1), label.isKeyword("from") else {
            return false
        }
        var offset = 2
        var sawDecoder = false
        while offset < 10, let next = token(offset) {
            if next.isPunctuation(")") { return sawDecoder }
            if next.isPunctuation(",") || next.isPunctuation("(") { return false }
            if next.isKeyword("Decoder") { sawDecoder = true }
            offset += 1
        }
        return false
    }

    // MARK: Type syntax

    /// A type at `position`; nesting deeper than `maxDepth` is unreadable.
    mutating func type(depth: Int) -> SwiftTypeSyntax {
        guard depth < SwiftDeclarations.maxDepth, let token = current else {
            return .unreadable("a type nested too deep")
        }
        var result: SwiftTypeSyntax
        if token.isPunctuation("[") {
            position += 1
            let element = type(depth: depth + 1)
            // An element left unread (nested too deep) keeps its own reason, not "a [ is not closed".
            if case .unreadable = element, let next = current, !next.isPunctuation("]"), !next.isPunctuation(":") {
                return element
            }
            if let colon = current, colon.isPunctuation(":") {
                position += 1
                let value = type(depth: depth + 1)
                result = .dictionary(element, value)
            } else {
                result = .array(element)
            }
            guard let close = current, close.isPunctuation("]") else { return .unreadable("a [ is not closed") }
            position += 1
        } else if token.isPunctuation("(") {
            skipBalanced(open: "(", close: ")")
            result = .unreadable("a tuple or function type")
        } else if token.kind == .identifier, token.text == "some" || token.text == "any",
            let next = self.token(1), next.isName
        {
            position += 1
            _ = type(depth: depth + 1)
            result = .unreadable("an existential or opaque type (\(token.text) ...)")
        } else if token.isName {
            var components = [token.text]
            position += 1
            var arguments: [SwiftTypeSyntax] = []
            while true {
                if let open = current, open.isPunctuation("<") {
                    position += 1
                    while true {
                        arguments.append(type(depth: depth + 1))
                        guard let comma = current, comma.isPunctuation(",") else { break }
                        position += 1
                    }
                    guard let close = current, close.isPunctuation(">") else {
                        return .unreadable("a generic argument list < is not closed")
                    }
                    position += 1
                }
                guard let dot = current, dot.isPunctuation("."), let next = self.token(1), next.isName else { break }
                if !arguments.isEmpty || next.text == "Type" || next.text == "Protocol" {
                    position += 2
                    return .unreadable("a member of a generic type or a metatype")
                }
                components.append(next.text)
                position += 2
            }
            result = .named(components, arguments)
        } else {
            return .unreadable("\(token.text) where a type was expected")
        }
        // `?`, `!` and `&` right after the type (not on a new line: a new statement).
        while let mark = current, !mark.startsLine {
            if mark.isPunctuation("?") || mark.isPunctuation("!") {
                result = .optional(result)
                position += 1
            } else if mark.isPunctuation("&") {
                position += 1
                _ = type(depth: depth + 1)
                result = .unreadable("a protocol composition")
            } else if mark.isPunctuation("-"), let arrow = self.token(1), arrow.isPunctuation(">") {
                position += 2
                _ = type(depth: depth + 1)
                result = .unreadable("a function type")
            } else {
                break
            }
        }
        return result
    }

    // MARK: Skipping

    /// A freestanding macro after its `#name`, such as
    /// `#Preview("Live", as: .content, using: attributes) { ... } contentStates: { ... }`: its
    /// arguments and its trailing closures, labelled or not, so that no brace of it is left.
    mutating func skipMacro() {
        if let open = current, open.isPunctuation("<"), !open.startsLine { skipBalanced(open: "<", close: ">") }
        if let open = current, open.isPunctuation("("), !open.startsLine { skipBalanced(open: "(", close: ")") }
        guard let first = current, first.isPunctuation("{"), !first.startsLine else { return }
        skipBalanced(open: "{", close: "}")
        // `} label: {`: each labelled trailing closure.
        while let label = current, label.isName, let colon = token(1), colon.isPunctuation(":"), let open = token(2),
            open.isPunctuation("{")
        {
            position += 2
            skipBalanced(open: "{", close: "}")
        }
    }

    /// From an opening `open` at `position`, past its matching `close`; `<` `>` also stop
    /// at a brace or newline-free runaway, since `<` may be an operator.
    mutating func skipBalanced(open: String, close: String) {
        let line = current?.line ?? 0
        var depth = 0
        while let token = current {
            if token.kind == .punctuation {
                if token.text == open {
                    depth += 1
                } else if token.text == close {
                    depth -= 1
                    if depth == 0 {
                        position += 1
                        return
                    }
                } else if open == "<", token.text == "{" || token.text == "}" || token.text == "=" {
                    // A generic clause never holds these: it was no generic clause.
                    return
                }
            }
            position += 1
        }
        note(line, "a \(open) is not closed before the end of the file")
    }

    /// A value after `=`, up to where the declaration ends: at depth 0, a `}` or `;`, a
    /// `,` (another name follows), or a name, `@` or directive that starts a new line.
    mutating func skipExpression() {
        var depth = 0
        let start = position
        while let token = current {
            if depth == 0, position > start {
                if token.startsLine, token.isName || token.isPunctuation("@") || token.kind == .directive { return }
            }
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[", "{": depth += 1
                case ")", "]", "}":
                    if depth == 0 { return }
                    depth -= 1
                case ";", ",":
                    if depth == 0 { return }
                default: break
                }
            }
            position += 1
        }
    }

    /// A function's signature and body: up to the `{` at depth 0 and past its `}`; a
    /// requirement without a body (in a protocol) ends where the next declaration starts.
    mutating func skipSignatureAndBody() {
        var depth = 0
        let start = position
        while let token = current {
            if token.kind == .punctuation {
                switch token.text {
                case "(", "[": depth += 1
                case ")", "]": depth = max(0, depth - 1)
                case "{" where depth == 0:
                    skipBalanced(open: "{", close: "}")
                    return
                case "}" where depth == 0: return
                case "@" where depth == 0 && position > start && token.startsLine: return
                default: break
                }
            } else if depth == 0, position > start, token.startsLine, token.kind == .identifier,
                Self.declarationKeywords.contains(token.text) || Self.modifiers.contains(token.text)
            {
                return
            }
            position += 1
        }
    }
}
