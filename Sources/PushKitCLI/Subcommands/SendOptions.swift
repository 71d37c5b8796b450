import PushKitCore

/// `--push-type`, `--priority` and `--channel-id`: how the payload will be sent, shared by
/// the commands that validate, classify or render payloads.
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
        channelIDSpec,
    ]

    /// `--channel-id`: a broadcast instead of a push to one device.
    static let channelIDSpec = OptionSpec.option(
        "channel-id", value: "base64",
        help: "Send it on this broadcast channel (iOS 18), the apns-channel-id APNs gave, instead of to a device: "
            + "it must be a Live Activity update or end, sent as liveactivity, and may take 5120 bytes.")

    var pushType: APNsPushType?
    var priority: APNsPriority?
    /// `--channel-id`, checked.
    var channelID: String?

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        pushType = arguments.value("push-type").flatMap(APNsPushType.init(rawValue:))
        priority = arguments.value("priority").flatMap { Int($0) }.flatMap(APNsPriority.init(rawValue:))
        channelID = arguments.value(Self.channelIDSpec.name)
        // Refused before any payload is read, where the library checks every header value.
        if let channelID, let problem = APNsRequest.Problem.check(channelID, as: .channelID) {
            throw .invalidValue(Self.channelIDSpec, value: channelID, reason: problem.explanation)
        }
    }

    /// Validator options with these and the reader limit `maxBytes`.
    func validatorOptions(maxBytes: Int) -> Validator.Options {
        var options = Validator.Options(
            reader: JSONReader.Options(maxBytes: maxBytes), pushType: pushType, priority: priority)
        options.isBroadcast = channelID != nil
        return options
    }
}
