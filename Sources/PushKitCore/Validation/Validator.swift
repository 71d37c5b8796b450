/// Checks payload bytes: reads them strictly, then applies every rule, and returns
/// one report with every diagnostic.
///
/// A validator is an immutable value: build it once and call it from any number of
/// tasks at once. It never traps and never hangs, whatever the bytes.
public struct Validator: Sendable {
    /// What the validator checks against.
    public struct Options: Sendable, Hashable {
        /// Limits for the JSON reader.
        public var reader: JSONReader.Options

        /// Creates options.
        public init(reader: JSONReader.Options = JSONReader.Options()) {
            self.reader = reader
        }
    }

    /// The options in force.
    public var options: Options

    /// Creates a validator.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Validates one payload.
    public func validate(_ bytes: [UInt8]) -> ValidationReport {
        let reader = JSONReader(options: options.reader)
        let (_, sink) = reader.readPending(bytes)
        return ValidationReport(kind: .unknown, diagnostics: sink.resolved(in: bytes))
    }

    /// Validates the UTF-8 of `text`.
    public func validate(_ text: String) -> ValidationReport {
        validate(Array(text.utf8))
    }
}
