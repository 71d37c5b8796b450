/// The options and arguments a command accepts; the parser and the help text are
/// both built from it.
struct CommandSignature: Sendable {
    /// Named options and flags, in the order help lists them.
    var options: [OptionSpec]
    /// Positional arguments, in order.
    var arguments: [ArgumentSpec]

    init(options: [OptionSpec] = [], arguments: [ArgumentSpec] = []) {
        self.options = options
        self.arguments = arguments
    }

    /// The option called `--name`, if any.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }
}

/// A named option: a flag (`--strict`) or an option with a value (`--format json`).
struct OptionSpec: Sendable, Hashable {
    /// The long name without its dashes: `format` for `--format`.
    var name: String
    /// The placeholder of the value in help (`format` shows as `<format>`); `nil` for a flag.
    var valueName: String?
    /// One line of help.
    var help: String
    /// The values accepted, when the option takes one of a fixed set; empty for any value.
    var allowedValues: [String]
    /// The default shown in help, such as `text`.
    var defaultValue: String?
    /// Whether the option may be given more than once, keeping every value.
    var isRepeatable: Bool

    /// A flag such as `--strict`.
    static func flag(_ name: String, help: String) -> OptionSpec {
        OptionSpec(
            name: name, valueName: nil, help: help, allowedValues: [], defaultValue: nil, isRepeatable: false)
    }

    /// An option with a value such as `--format json`.
    static func option(
        _ name: String,
        value: String,
        help: String,
        allowed: [String] = [],
        default defaultValue: String? = nil,
        repeatable: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name: name, valueName: value, help: help, allowedValues: allowed, defaultValue: defaultValue,
            isRepeatable: repeatable)
    }

    /// Whether this is a flag (no value).
    var isFlag: Bool { valueName == nil }

    /// `--format <format>`, or `--strict` for a flag: how messages and help name it.
    var label: String {
        guard let valueName else { return "--\(name)" }
        return "--\(name) <\(valueName)>"
    }
}

/// A positional argument.
struct ArgumentSpec: Sendable, Hashable {
    /// The placeholder shown in help: `path` shows as `<path>`.
    var name: String
    /// One line of help.
    var help: String
    /// Whether it takes any number of values (shown as `<path> ...`).
    var isRepeating: Bool
    /// Whether it may be left out.
    var isOptional: Bool

    init(_ name: String, help: String, repeating: Bool = false, optional: Bool = false) {
        self.name = name
        self.help = help
        self.isRepeating = repeating
        self.isOptional = optional
    }

    /// `<path> ...` or `<path>`.
    var label: String { isRepeating ? "<\(name)> ..." : "<\(name)>" }
}
