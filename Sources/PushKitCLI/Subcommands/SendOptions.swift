import PushKitCore

/// `--push-type` and `--priority`: how the payload will be sent, shared by the commands
/// that validate or classify payloads.
struct SendOptions: Sendable, Hashable {
    /// The options, for a command's ``CommandSignature``.
    static let specs: [OptionSpec] = [
        .option(
            "push-type", value: "type",
            help: "The apns-push-type it will be sent with: "
                + disjunction(APNsPushType.allCases.map(\.rawValue))
                + ". A type the payload contradicts is an error; voip allows 5120 bytes instead of 4096.",
            allowed: APNsPushType.allCases.map(\.rawValue)),
        .option(
            "priority", value: "priority",
            help: "The apns-priority it will be sent with: 10, 5 or 1. One the payload contradicts is an error.",
            allowed: ["10", "5", "1"]),
    ]

    var pushType: APNsPushType?
    var priority: APNsPriority?

    init(_ arguments: ParsedArguments) {
        pushType = arguments.value("push-type").flatMap(APNsPushType.init(rawValue:))
        priority = arguments.value("priority").flatMap { Int($0) }.flatMap(APNsPriority.init(rawValue:))
    }

    /// Validator options with these and the reader limit `maxBytes`.
    func validatorOptions(maxBytes: Int) -> Validator.Options {
        Validator.Options(reader: JSONReader.Options(maxBytes: maxBytes), pushType: pushType, priority: priority)
    }
}
