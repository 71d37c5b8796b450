import PushKitCore

/// `--max-bytes`: the input limit of every command that reads payloads, declared and read
/// in this one place.
enum InputOptions {
    /// The option, for a command's ``CommandSignature``.
    static let maxBytesSpec = OptionSpec.option(
        "max-bytes", value: "bytes", help: "Refuse an input larger than this, before reading it.",
        default: "\(JSONReader.Options.defaultMaxBytes)")

    /// The value of `--max-bytes`: a whole number from 1 to the reader's largest limit, or the default.
    static func maxBytes(_ arguments: ParsedArguments, signature: CommandSignature) throws(ArgumentError) -> Int {
        try arguments.integer(
            maxBytesSpec.name, in: 1...JSONReader.Options.largestMaxBytes,
            default: JSONReader.Options.defaultMaxBytes, signature: signature)
    }
}
