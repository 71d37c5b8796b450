/// The declarations of a set of Swift files that `pushkit app` reads: types (structs,
/// enums, classes, extensions, type aliases), their stored properties, enum cases, custom
/// decoders and nesting. Everything else (function bodies, computed properties, statements)
/// is skipped by counting braces.
struct SwiftDeclarations: Sendable {
    /// A stored property.
    struct Property: Sendable, Hashable {
        var name: String
        /// The type, `nil` when none is written and none can be inferred from the default.
        var type: SwiftTypeSyntax?
        var line: Int
        /// The property wrapper or other attribute that changes how it decodes, if any.
        var wrapper: String?
    }

    /// An enum case.
    struct Case: Sendable, Hashable {
        var name: String
        /// The raw value written after `=`: a string's value, or a number as written.
        var raw: Raw?
        var hasAssociatedValues: Bool
        var line: Int

        enum Raw: Sendable, Hashable {
            case string(String)
            case number(String)
            case other
        }
    }

    /// A declaration of a type.
    struct Declaration: Sendable {
        enum Kind: Sendable, Hashable {
            case structure, enumeration, classType, extensionDeclaration, typeAlias, protocolType, other
        }
        var kind: Kind
        /// The name; for an extension, the extended type's dotted components.
        var path: [String]
        /// The declaration it is nested in, if any.
        var parent: Int?
        var file: String
        var line: Int
        /// The inheritance clause's names (`ActivityAttributes`, `String`, `Codable`); a
        /// type alias of a protocol composition, the composition's names.
        var inherited: [String] = []
        var isGeneric = false
        var properties: [Property] = []
        var cases: [Case] = []
        /// The line of an `init(from:)`, if the type declares one.
        var customDecoder: Int?
        /// A type alias's target.
        var aliased: SwiftTypeSyntax?
        /// An extension's type, once resolved.
        var extended: Int?

        var name: String { path.last ?? "" }
    }

    /// Every declaration, in the order read.
    private(set) var declarations: [Declaration] = []
    /// What a note is about, so that the reader shows only those that concern what the Live
    /// Activity types reach.
    enum NoteSubject: Sendable, Hashable {
        /// The file as a whole (an unclosed comment, a stray brace): it matters when the file
        /// declares something reached.
        case file
        /// A second declaration of a name (`again`) beside the `first`, which is read: it
        /// matters when the first is reached and the two do not read alike (an app's and its
        /// widget extension's copy of one type usually do).
        case duplicate(first: Int, again: Int)
        /// An extension of no type in the files: it matters when it adds a conformance that
        /// makes a Live Activity type.
        case orphanExtension(Int)
    }

    /// What could not be read: file, line, message, and what it is about.
    private(set) var notes: [(file: String, line: Int, message: String, subject: NoteSubject)] = []
    /// A declaration's nested declarations by name (`-1` for the top level of every file);
    /// an extension's members are also filed under the type it extends.
    private var children: [Int: [String: Int]] = [:]

    /// The deepest nesting of types read; deeper bodies are skipped with a note, which
    /// bounds every scope walk.
    static let maxDepth = 32
    /// The longest chain of type aliases followed.
    static let maxAliases = 16

    /// How many files were read.
    let fileCount: Int

    /// Reads the declarations of `files`, each a name and its bytes.
    init(files: [(name: String, bytes: [UInt8])]) {
        fileCount = files.count
        for file in files {
            let lexer = SwiftLexer(file.bytes)
            for note in lexer.notes { notes.append((file.name, note.line, note.message, .file)) }
            var parser = DeclarationParser(tokens: lexer.tokens, file: file.name, first: declarations.count)
            parser.run()
            declarations += parser.declarations
            notes += parser.notes.map { (file.name, $0.line, $0.message, .file) }
        }
        for index in declarations.indices where declarations[index].kind != .extensionDeclaration {
            file(index, under: declarations[index].parent)
        }
        resolveExtensions()
    }

    private mutating func file(_ index: Int, under parent: Int?) {
        let key = parent ?? -1
        let name = declarations[index].name
        if let existing = children[key]?[name], existing != index {
            let first = declarations[existing]
            notes.append(
                (
                    declarations[index].file, declarations[index].line,
                    "\(name) is declared again (first at \(first.file):\(first.line)); the first is read",
                    .duplicate(first: existing, again: index)
                ))
            return
        }
        children[key, default: [:]][name] = index
    }

    /// Resolves each extension from the top level, shortest paths first, so that
    /// `extension A.B` finds a `B` declared in an `extension A`; files its members under
    /// the extended type.
    private mutating func resolveExtensions() {
        let extensions = declarations.indices.filter { declarations[$0].kind == .extensionDeclaration }
        let byLength = extensions.sorted { declarations[$0].path.count < declarations[$1].path.count }
        for index in byLength {
            guard let target = lookup(declarations[index].path, in: nil), declarations[target].kind != .typeAlias
            else {
                notes.append(
                    (
                        declarations[index].file, declarations[index].line,
                        "extension \(declarations[index].path.joined(separator: ".")): no such type in the given files",
                        .orphanExtension(index)
                    ))
                continue
            }
            declarations[index].extended = target
            for (name, child) in children[index] ?? [:] where children[target]?[name] == nil {
                children[target, default: [:]][name] = child
            }
            // A later member nested in the extension is found under the target too.
            children[index] = nil
            if let decoder = declarations[index].customDecoder, declarations[target].customDecoder == nil {
                declarations[target].customDecoder = decoder
            }
            declarations[target].inherited += declarations[index].inherited
        }
    }

    /// Whether two declarations read alike, files and lines aside: the same kind, inheritance,
    /// stored properties (names, types, wrappers), cases, alias target, own decoder or not, and
    /// nested declarations of the same names that read alike in turn. An app target and its
    /// widget extension often hold a copy each of one Live Activity type. Linear in the two
    /// declarations' size: each nested pair is compared once.
    func readAlike(_ first: Int, _ second: Int) -> Bool {
        var pending = [(first, second)]
        while let (a, b) = pending.popLast() {
            let x = declarations[a]
            let y = declarations[b]
            guard x.kind == y.kind, x.name == y.name, x.inherited == y.inherited, x.isGeneric == y.isGeneric,
                (x.customDecoder == nil) == (y.customDecoder == nil), x.aliased == y.aliased,
                x.properties.count == y.properties.count, x.cases.count == y.cases.count
            else { return false }
            for (p, q) in zip(x.properties, y.properties)
            where p.name != q.name || p.type != q.type || p.wrapper != q.wrapper {
                return false
            }
            for (p, q) in zip(x.cases, y.cases)
            where p.name != q.name || p.raw != q.raw || p.hasAssociatedValues != q.hasAssociatedValues {
                return false
            }
            let nested = (children[a] ?? [:], children[b] ?? [:])
            guard nested.0.count == nested.1.count else { return false }
            for (name, child) in nested.0 {
                guard let other = nested.1[name] else { return false }
                pending.append((child, other))
            }
        }
        return true
    }

    /// The declaration `path` names from the top level or from within `scope`.
    private func lookup(_ path: [String], in scope: Int?) -> Int? {
        var current = scope
        for component in path {
            guard let next = children[current ?? -1]?[component] else { return nil }
            current = next
        }
        return current
    }

    /// The scope a declaration's members see after its own: its parent, an extension's
    /// members seeing the extended type's.
    private func enclosing(_ index: Int) -> Int? {
        guard let parent = declarations[index].parent else { return nil }
        return declarations[parent].extended ?? parent
    }

    /// The declaration a type name written inside `scope` refers to: searched in `scope`,
    /// then each enclosing type, then the top level, as Swift looks names up.
    func resolve(_ path: [String], from scope: Int?) -> Int? {
        var current = scope.map { declarations[$0].extended ?? $0 }
        var steps = 0
        while let here = current, steps <= Self.maxDepth {
            if let found = lookup(path, in: here) { return found }
            current = enclosing(here)
            steps += 1
        }
        return lookup(path, in: nil)
    }

    /// The declaration nested in `index` (or an extension of it) called `name`.
    func member(_ name: String, of index: Int) -> Int? {
        children[index]?[name]
    }

    /// The dotted name of a declaration, from the top level.
    func qualifiedName(_ index: Int) -> String {
        var names: [String] = []
        var current: Int? = index
        var steps = 0
        while let here = current, steps <= Self.maxDepth + 1 {
            let declaration = declarations[here]
            if let extended = declaration.extended {
                current = extended
            } else {
                names.append(declaration.name)
                current = declaration.parent
            }
            steps += 1
        }
        return names.reversed().joined(separator: ".")
    }
}
