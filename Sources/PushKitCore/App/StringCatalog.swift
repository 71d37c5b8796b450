/// Reads an Xcode string catalogue (`.xcstrings`): the source language's string of each
/// key, with every variant of it (`plural`, `device`, nested) and the arguments each
/// reads; a `%#@name@` substitution reads the argument its `argNum` names.
///
/// A key without a localization in the source language is its own text, as Xcode has
/// it. Walks the catalogue with its own stack: never recursive, linear in the file.
enum StringCatalog {
    static let domain = KeyDomain(invalidType: .profileStringsInvalid, missingKey: .profileStringsInvalid)

    /// The entries of the catalogue `root`, reporting through `checker`.
    static func entries(_ root: JSONValue, checker: inout Checker) -> [String: [AppProfile.Strings.Variant]] {
        guard checker.expect(root, .object, "a string catalogue", domain) != nil else { return [:] }
        guard
            let (language, _) = checker.string(root, "sourceLanguage", domain, required: true, owner: "the catalogue"),
            let strings = checker.object(root, "strings", domain, required: true, owner: "the catalogue")
        else { return [:] }
        var entries: [String: [AppProfile.Strings.Variant]] = [:]
        for member in strings.memberSequence {
            let key = member.key
            guard checker.expect(member.value, .object, "the entry \(JSONText.quoted(key))", domain) != nil else {
                continue
            }
            var variants: [AppProfile.Strings.Variant] = []
            if let source = member.value["localizations"]?[language] {
                collect(source, into: &variants, checker: &checker)
            }
            if variants.isEmpty { variants = [AppProfile.Strings.Variant(name: nil, format: key)] }
            entries[key] = variants
        }
        return entries
    }

    /// The variants under one localization: its `stringUnit` and every variation below it.
    private static func collect(
        _ localization: JSONValue, into variants: inout [AppProfile.Strings.Variant], checker: inout Checker
    ) {
        var stack: [(node: JSONValue, name: String?, positions: [String: Int])] = [(localization, nil, [:])]
        while let (node, name, inherited) = stack.popLast() {
            guard checker.expect(node, .object, "a localization", domain) != nil else { continue }
            var positions = inherited
            if let substitutions = node["substitutions"], substitutions.kind == .object {
                for substitution in substitutions.memberSequence {
                    if let argument = substitution.value["argNum"]?.number?.int, argument > 0 {
                        positions[substitution.key] = argument
                    }
                }
            }
            if let unit = node["stringUnit"] {
                if checker.expect(unit, .object, "a stringUnit", domain) != nil,
                    let (format, _) = checker.string(unit, "value", domain, required: true, owner: "a stringUnit")
                {
                    variants.append(
                        AppProfile.Strings.Variant(
                            name: name, format: format,
                            argumentCount: FormatSpecifiers.argumentCount(format, positions: positions)))
                }
            }
            if let variations = node["variations"], checker.expect(variations, .object, "variations", domain) != nil {
                // In reverse, so that the stack gives them back in the catalogue's order.
                for kind in variations.members.reversed() {
                    guard checker.expect(kind.value, .object, "the \(kind.key) variations", domain) != nil else {
                        continue
                    }
                    for variant in kind.value.members.reversed() {
                        let label = "\(kind.key) \(variant.key)"
                        stack.append((variant.value, name.map { "\($0), \(label)" } ?? label, positions))
                    }
                }
            }
        }
    }
}
