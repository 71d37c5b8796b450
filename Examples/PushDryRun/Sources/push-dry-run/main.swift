// push-dry-run: the dry run of a push-sending service, built on PushKitCore alone.
//
// Reads payloads from standard input, one JSON document a line (NDJSON), and writes for
// each, as one JSON line, the request a sender would put on the wire: method, URL, every
// header but `authorization`, and the exact body. A payload with errors gets its
// diagnostics instead. Android payloads go to FCM (HTTP v1) when an FCM project and token
// are given: to the message's own target, or to the token when it names none; everything
// else goes to APNs.
//
//   push-dry-run --bundle-id com.example.shop --device-token a1b2c3d4 [--sandbox]
//                [--push-type voip] [--priority 5] [--collapse-id ID] [--expiration 0|UNIX|ISO]
//                [--fcm-project ID --fcm-token TOKEN] [--fit] < payloads.ndjson
//
// Exit status: 0 when every line is ready to send, 1 when one is not, 2 on bad arguments.
import PushKitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

struct Arguments {
    var apns = APNsRequest.Options()
    var fcm: FCMRequest.Options?
    var fit = false

    init(_ arguments: [String]) throws(UsageError) {
        var fcmProject: String?
        var fcmToken: String?
        var rest = arguments[...]
        func value(_ name: String) throws(UsageError) -> String {
            guard let value = rest.popFirst() else { throw UsageError("\(name) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--bundle-id": apns.bundleID = try value(argument)
            case "--device-token": apns.deviceToken = try value(argument)
            case "--sandbox": apns.environment = .sandbox
            case "--collapse-id": apns.collapseID = try value(argument)
            case "--apns-id": apns.apnsID = try value(argument)
            case "--fcm-project": fcmProject = try value(argument)
            case "--fcm-token": fcmToken = try value(argument)
            case "--fit": fit = true
            case "--push-type":
                let text = try value(argument)
                guard let type = APNsPushType(rawValue: text) else { throw UsageError("unknown push type \(text)") }
                apns.pushType = type
            case "--priority":
                let text = try value(argument)
                guard let priority = Int(text).flatMap(APNsPriority.init(rawValue:)) else {
                    throw UsageError("the priority is 10, 5 or 1, not \(text)")
                }
                apns.priority = priority
            case "--expiration":
                let text = try value(argument)
                guard let expiration = APNsRequest.Expiration(text) else {
                    throw UsageError("the expiration is 0, a UNIX time or an ISO 8601 date, not \(text)")
                }
                apns.expiration = expiration
            default: throw UsageError("unknown argument \(argument)")
            }
        }
        switch (fcmProject, fcmToken) {
        case (let project?, let token?): fcm = FCMRequest.Options(projectID: project, registrationToken: token)
        case (nil, nil): break
        default: throw UsageError("--fcm-project and --fcm-token go together")
        }
    }
}

/// Writes `text` and a line break to standard error.
func printError(_ text: String) {
    var text = text + "\n"
    text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

/// The line's result as one JSON object.
func result(line: Int, _ outcome: Result<PreparedPush, PushRejection>) -> JSONTree {
    var object: JSONObject = ["line": .number(JSONNumber(line))]
    switch outcome {
    case .success(let push):
        var headers = JSONObject()
        for header in push.headers { headers.members.append((key: header.name, value: .string(header.value))) }
        object.members += [
            (key: "status", value: "ready"),
            (key: "kind", value: .string(push.report.kind.id)),
            (key: "method", value: .string(push.method)),
            (key: "url", value: .string(push.url)),
            (key: "headers", value: .object(headers)),
            (key: "bytes", value: .number(JSONNumber(push.body.count))),
            (key: "body", value: .string(String(decoding: push.body, as: UTF8.self))),
        ]
        if !push.cuts.isEmpty {
            let cuts = push.cuts.map { cut -> JSONTree in
                ["field": .string(cut.field.rawValue), "removedCharacters": .number(JSONNumber(cut.removedCharacters))]
            }
            object.members.append((key: "cuts", value: .array(cuts)))
        }
        let warnings = push.report.diagnostics.map(\.code.id)
        if !warnings.isEmpty { object.members.append((key: "warnings", value: .array(warnings.map(JSONTree.string)))) }
    case .failure(let rejection):
        let diagnostics = rejection.diagnostics.map { diagnostic -> JSONTree in
            [
                "code": .string(diagnostic.code.id), "pointer": .string(diagnostic.pointer.description),
                "message": .string(diagnostic.message),
            ]
        }
        object.members += [(key: "status", value: "rejected"), (key: "diagnostics", value: .array(diagnostics))]
    }
    return .object(object)
}

let arguments: Arguments
do {
    arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("push-dry-run: \(error.message)")
    exit(2)
}

let validator = Validator()
let writer = JSONWriter()
var lineNumber = 0
var ready = 0
var rejected = 0
while let line = readLine(strippingNewline: true) {
    lineNumber += 1
    let bytes = Array(line.utf8)
    guard bytes.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { continue }
    var outcome = Result { () throws(PushRejection) in
        try validator.prepare(bytes, for: arguments.apns, fittingByTruncation: arguments.fit)
    }
    // An Android payload is FCM's, when the run says where FCM messages go. A message that
    // names its own target goes there (a --fcm-token that differs would be a conflict);
    // --fcm-token is the device of a message that names none.
    if case .failure(let rejection) = outcome, rejection.errors.map(\.code) == [.requestNotAPNs],
        let fcm = arguments.fcm
    {
        outcome = Result { () throws(PushRejection) in
            try validator.prepare(
                bytes, for: FCMRequest.Options(projectID: fcm.projectID), fittingByTruncation: arguments.fit)
        }
        if case .failure(let untargeted) = outcome, untargeted.errors.map(\.code) == [.requestFCMTarget] {
            outcome = Result { () throws(PushRejection) in
                try validator.prepare(bytes, for: fcm, fittingByTruncation: arguments.fit)
            }
        }
    }
    if case .success = outcome { ready += 1 } else { rejected += 1 }
    print(writer.string(result(line: lineNumber, outcome)))
}
printError("push-dry-run: \(ready) ready, \(rejected) rejected")
exit(rejected == 0 ? 0 : 1)
