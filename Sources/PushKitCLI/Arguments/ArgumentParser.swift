/// What a command line said, checked against a ``CommandSignature``.
struct ParsedArguments: Sendable, Hashable {
    /// The flags given, by name (`strict` for `--strict`).
    var flags: Set<String> = []
    /// The values of options, by name, in the order given.
    var values: [String: [String]] = [:]
    /// The positional arguments, in order; `-` stays `-`.
    var positionals: [String] = []
    /// Whether `-h` or `--help` was given.
    var isHelpRequested = false
    /// The names the command's signature declares (`nil`: any, for arguments made by
    /// hand). Reading a name it does not declare is a programmer's mistake, a misspelt
    /// read that would otherwise answer "not given" for ever: debug builds, and so every
    /// test that runs the command, stop at it.
    var declared: Set<String>?

    /// Whether the flag `--name` was given.
    func flag(_ name: String) -> Bool {
        checkDeclared(name)
        return flags.contains(name)
    }

    /// The last value given for `--name`, if any.
    func value(_ name: String) -> String? {
        checkDeclared(name)
        return values[name]?.last
    }

    /// Every value given for `--name`, in order.
    func allValues(_ name: String) -> [String] {
        checkDeclared(name)
        return values[name] ?? []
    }

    private func checkDeclared(_ name: String) {
        assert(declared?.contains(name) ?? true, "--\(name) is read but not declared in the command's signature")
    }

    /// The value of `--name` as a whole number in `range`, or `fallback` when absent.
    func integer(
        _ name: String,
        in range: ClosedRange<Int>,
        default fallback: Int,
        signature: CommandSignature
    ) throws(ArgumentError) -> Int {
        guard let text = value(name) else { return fallback }
        guard let number = Int(text), range.contains(number), text.first != "+" else {
            let option = signature.option(named: name) ?? .option(name, value: "value", help: "")
            throw .invalidValue(
                option, value: text,
                reason: "expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }
}

/// A small command-line parser: long options, flags, positional arguments.
///
/// - `--name value` and `--name=value`; a flag takes no value.
/// - `-h` and `--help` anywhere before `--` ask for help.
/// - `--` ends the options: everything after it is positional.
/// - `-` alone is positional (standard input).
/// - A value may not look like an option (`--format --strict` is a missing value),
///   except `-` and negative numbers, which then fail their own check.
struct ArgumentParser: Sendable {
    /// What the command accepts.
    let signature: CommandSignature

    init(_ signature: CommandSignature) {
        self.signature = signature
    }

    /// Parses `arguments` (without the program and subcommand names).
    func parse(_ arguments: [String]) throws(ArgumentError) -> ParsedArguments {
        var result = ParsedArguments()
        result.declared = Set(signature.options.map(\.name))
        var index = 0
        var optionsEnded = false
        // Help wins over every other mistake on the line.
        for argument in arguments {
            if argument == "--" { break }
            if argument == "-h" || argument == "--help" {
                result.isHelpRequested = true
                return result
            }
        }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            guard argument.hasPrefix("--") else {
                throw .unknownOption(argument, suggestion: nil)
            }
            let body = argument.dropFirst(2)
            let name: String
            var inlineValue: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inlineValue = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            guard let option = signature.option(named: name) else {
                let names = signature.options.map { "--\($0.name)" } + ["--help"]
                throw .unknownOption("--\(name)", suggestion: closestMatch(to: "--\(name)", in: names))
            }
            if option.isFlag {
                if inlineValue != nil { throw .unexpectedValue(option) }
                result.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                guard index < arguments.count, Self.canBeValue(arguments[index]) else {
                    throw .missingValue(option)
                }
                value = arguments[index]
                index += 1
            }
            if !option.allowedValues.isEmpty && !option.allowedValues.contains(value) {
                throw .invalidValue(
                    option, value: value, reason: "expected \(disjunction(option.allowedValues))")
            }
            if option.isRepeatable {
                result.values[option.name, default: []].append(value)
            } else {
                result.values[option.name] = [value]
            }
        }
        try checkPositionals(result.positionals)
        return result
    }

    private static func canBeValue(_ argument: String) -> Bool {
        guard argument.hasPrefix("-"), argument != "-" else { return true }
        // `-5`: let the option's own check say why a negative number is wrong.
        return argument.dropFirst().first?.isNumber ?? false
    }

    private func checkPositionals(_ positionals: [String]) throws(ArgumentError) {
        var remaining = positionals[...]
        for argument in signature.arguments {
            if remaining.isEmpty {
                if argument.isOptional { continue }
                throw .missingArgument(argument)
            }
            if argument.isRepeating {
                remaining.removeAll()
            } else {
                remaining.removeFirst()
            }
        }
        if let extra = remaining.first {
            throw .unexpectedArgument(extra)
        }
    }
}
