// apns-send: sends pushes to APNs as a Linux push service does.
//
// Reads payloads from standard input, one JSON document a line (NDJSON). Each is validated
// and prepared by PushKitCore; a payload with errors is refused here and never sent. A
// prepared push goes out as it is: its method, path and headers, its exact body bytes, and
// `authorization: bearer <provider token>`, an ES256 JWT signed with the team's APNs key.
// The connection is HTTP/2 over TLS (async-http-client). Each line gets one JSON line out:
//
//   {"line":1,"status":"accepted","http":200,"protocol":"HTTP/2","apnsId":"...","bytes":57,"sha256":"..."}
//   {"line":2,"status":"rejected","http":403,"reason":"InvalidProviderToken","action":"check-credentials",...}
//   {"line":3,"status":"refused","diagnostics":[{"code":"apns.payload-too-large",...}]}   (not sent)
//   {"line":4,"status":"failed","error":"..."}                                            (no reply)
//
//   apns-send --key AuthKey_KEYID.p8 --key-id KEYID --team-id TEAMID
//             --bundle-id com.example.shop (--device-token HEX | --channel-id BASE64
//             [--channel-storage none|most-recent]) [--sandbox]
//             [--push-type voip] [--priority 5] [--collapse-id ID] [--expiration 0|UNIX|ISO] [--fit]
//             [--concurrency 8] [--server https://127.0.0.1:8443 --ca-file ca.pem] [--issued-at UNIX]
//             [--app app.json [--attributes-type NAME]] < payloads.ndjson
//
// --app checks every payload against the app that receives it as well (an app profile,
// pushkit's docs/app-profile.md: its Live Activity types, strings, categories, routes and
// SDK versions), so a Live Activity update the app cannot decode or a loc-key it lacks is
// refused here like any other error; the profile's bundleID stands in for --bundle-id.
// Up to --concurrency pushes (8 unless told) are in flight at once, streams of one HTTP/2
// connection; the output keeps the input's order.
// --channel-id sends each payload as a broadcast (iOS 18) to every device subscribed to the
// channel instead of to one device: POST /4/broadcasts/apps/<bundle id> with apns-channel-id,
// as PushKitCore prepares it (a Live Activity update or end; a start is refused and not sent).
// --channel-storage says the channel's storage policy, so that PushKitCore refuses a nonzero
// --expiration on a No Message Stored channel before APNs does. A broadcast's reply carries
// apns-request-id, reported as apnsId, and apns-unique-id, reported as uniqueId.
// --server sends somewhere other than Apple's host for the environment (a test server);
// --ca-file trusts that file's certificates, and only them, for this run. Certificate
// verification is never turned off. --issued-at backdates the first provider token (to
// see a stale one refreshed). Exit status: 0 when APNs accepted every push, 1 when one was
// refused, rejected or failed, 2 on bad arguments or credentials.
import AsyncHTTPClient
import Crypto
import Foundation
import NIOCore
import NIOSSL
import PushKitCore

struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

struct Arguments {
    var apns = APNsRequest.Options()
    var keyFile = ""
    var keyID = ""
    var teamID = ""
    var server: String?
    var caFile: String?
    var issuedAt: Int64?
    var fit = false
    var concurrency = 8
    var channelID: String?
    var channelStorage: APNsChannel.StoragePolicy?
    /// The app profile of --app, read with the files it names.
    var app: AppProfile?
    var appPath: String?
    var attributesType: String?

    init(_ arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        func value(_ name: String) throws(UsageError) -> String {
            guard let value = rest.popFirst() else { throw UsageError("\(name) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--key": keyFile = try value(argument)
            case "--key-id": keyID = try value(argument)
            case "--team-id": teamID = try value(argument)
            case "--bundle-id": apns.bundleID = try value(argument)
            case "--device-token": apns.deviceToken = try value(argument)
            case "--sandbox": apns.environment = .sandbox
            case "--collapse-id": apns.collapseID = try value(argument)
            case "--channel-id": channelID = try value(argument)
            case "--channel-storage":
                switch try value(argument) {
                case "none": channelStorage = .noMessageStored
                case "most-recent": channelStorage = .mostRecentMessageStored
                case let text: throw UsageError("--channel-storage is none or most-recent, not \(text)")
                }
            case "--fit": fit = true
            case "--ca-file": caFile = try value(argument)
            case "--app": appPath = try value(argument)
            case "--attributes-type": attributesType = try value(argument)
            case "--concurrency":
                let text = try value(argument)
                guard let count = Int(text), (1...1000).contains(count) else {
                    throw UsageError("--concurrency is 1 to 1000, not \(text)")
                }
                concurrency = count
            case "--server":
                let text = try value(argument)
                guard text.hasPrefix("https://"), !text.hasSuffix("/") else {
                    throw UsageError("--server is https://HOST[:PORT], not \(text)")
                }
                server = text
            case "--issued-at":
                let text = try value(argument)
                guard let seconds = Int64(text), seconds > 0 else { throw UsageError("--issued-at is a UNIX time") }
                issuedAt = seconds
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
        if let appPath {
            let profile = try Self.readProfile(appPath)
            if apns.bundleID == nil { apns.bundleID = profile.bundleID }
            if let attributesType, profile.liveActivity(named: attributesType) == nil {
                throw UsageError("--attributes-type \(attributesType) is not a Live Activity type of \(appPath)")
            }
            app = profile
        } else if attributesType != nil {
            throw UsageError("--attributes-type needs --app")
        }
        if keyFile.isEmpty { throw UsageError("--key names the APNs signing key (.p8)") }
        guard ProviderToken.isIdentifier(keyID), ProviderToken.isIdentifier(teamID) else {
            throw UsageError("--key-id and --team-id are each 10 capital letters and digits")
        }
        if apns.bundleID == nil { throw UsageError("--bundle-id is the app's bundle id, the topic") }
        if let channelID {
            apns.channel = APNsChannel(id: channelID, storagePolicy: channelStorage)
        } else if channelStorage != nil {
            throw UsageError("--channel-storage describes the --channel-id channel")
        }
        if apns.deviceToken == nil, apns.channel == nil {
            throw UsageError("--device-token is the device token, hexadecimal; or --channel-id, a broadcast channel")
        }
    }

    /// The app profile at `path`, with the strings and routes files it names read beside
    /// it; every problem is printed and makes a usage error.
    static func readProfile(_ path: String) throws(UsageError) -> AppProfile {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read the app profile \(path)")
        }
        let result = AppProfile.read(Array(bytes), file: path) { file in
            guard let contents = FileManager.default.contents(atPath: file) else {
                throw AppProfile.FileError("no such file, or it cannot be read")
            }
            return Array(contents)
        }
        for problem in result.problems { printError(problem.description) }
        guard result.isValid else { throw UsageError("the app profile \(path) has errors") }
        return result.profile
    }

    /// The validator: with the app, when --app names one.
    var validator: Validator {
        var options = Validator.Options()
        options.attributesType = attributesType
        guard let app else { return Validator(options: options) }
        return Validator(app: app, options: options)
    }
}

/// Writes `text` and a line break to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

func now() -> Int64 { Int64(Date().timeIntervalSince1970) }

/// Sends prepared pushes over one HTTP/2 connection, with one provider token that it makes
/// again when it grows stale or APNs says it expired.
actor Sender {
    let client: HTTPClient
    let server: String?
    let key: P256.Signing.PrivateKey
    let keyID: String
    let teamID: String
    var token: ProviderToken

    init(arguments: Arguments) throws {
        let pem = try String(contentsOfFile: arguments.keyFile, encoding: .utf8)
        key = try P256.Signing.PrivateKey(pemRepresentation: pem)
        keyID = arguments.keyID
        teamID = arguments.teamID
        server = arguments.server
        token = try ProviderToken(key: key, keyID: keyID, teamID: teamID, issuedAt: arguments.issuedAt ?? now())

        var tls = TLSConfiguration.makeClientConfiguration()
        tls.minimumTLSVersion = .tlsv12
        if let caFile = arguments.caFile {
            // This run trusts the file's certificates instead of the system's, for a test server.
            tls.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(caFile))
        }
        var configuration = HTTPClient.Configuration(
            tlsConfiguration: tls, redirectConfiguration: .disallow,
            timeout: .init(connect: .seconds(10), read: .seconds(30)))
        // APNs speaks HTTP/2 only; ALPN settles it and the reply says which was used.
        configuration.httpVersion = .automatic
        client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    /// One reply: what APNs said and the protocol it said it in.
    struct Answer: Sendable {
        var reply: APNsReply
        var protocolName: String
        /// A broadcast's `apns-unique-id`.
        var uniqueID: String?
        /// The first reply, when the token was made again and the push sent a second time.
        var retriedAfter: APNsReason?
    }

    /// Sends `push`: its path and headers, its body bytes as they are, and the token.
    func send(_ push: PreparedPush) async throws -> Answer {
        if token.isStale(at: now()) { try renewToken() }
        let used = token
        var answer = try await sendOnce(push, token: used)
        // An expired token is made again, once, and the push sent again with it. Pushes in
        // flight together share a token: the first reply renews it, the others reuse that.
        if let reason = answer.reply.reason, answer.reply.action == .refreshToken {
            if token.value == used.value { try renewToken() }
            answer = try await sendOnce(push, token: token)
            answer.retriedAfter = reason
        }
        return answer
    }

    private func renewToken() throws {
        token = try ProviderToken(key: key, keyID: keyID, teamID: teamID, issuedAt: now())
    }

    private func sendOnce(_ push: PreparedPush, token: ProviderToken) async throws -> Answer {
        var request = HTTPClientRequest(url: (server ?? "https://\(push.host)") + push.path)
        request.method = .POST
        for header in push.headers { request.headers.add(name: header.name, value: header.value) }
        request.headers.add(name: "authorization", value: "bearer \(token.value)")
        request.body = .bytes(push.body)
        let response = try await client.execute(request, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 64 * 1024)
        // PushKitCore reads the reply: status, reason, timestamp, what to do next. A
        // broadcast's reply names the request in apns-request-id rather than apns-id.
        let id = response.headers.first(name: "apns-id") ?? response.headers.first(name: "apns-request-id")
        let reply = APNsReply(
            status: Int(response.status.code), apnsID: id,
            uniqueID: response.headers.first(name: "apns-unique-id"), body: Array(body.readableBytesView))
        let version = response.version
        return Answer(
            reply: reply, protocolName: version.major == 2 ? "HTTP/2" : "HTTP/\(version.major).\(version.minor)",
            uniqueID: response.headers.first(name: "apns-unique-id"))
    }
}

/// The SHA-256 of `bytes`, hexadecimal: what a test server can compare with what it got.
func sha256(_ bytes: [UInt8]) -> String {
    SHA256.hash(data: bytes).map { byte in
        let text = String(byte, radix: 16)
        return byte < 16 ? "0" + text : text
    }.joined()
}

func line(_ number: Int, _ members: JSONObject) -> String {
    JSONWriter().string(.object(["line": .number(JSONNumber(number))] + members))
}

extension JSONObject {
    static func + (left: JSONObject, right: JSONObject) -> JSONObject {
        var sum = left
        sum.members += right.members
        return sum
    }
}

let arguments: Arguments
do {
    arguments = try Arguments(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("apns-send: \(error.message)")
    exit(2)
}

let sender: Sender
do {
    sender = try Sender(arguments: arguments)
} catch {
    printError("apns-send: cannot set up: \(error)")
    exit(2)
}

/// One input line's outcome: refused by PushKitCore, or sent and answered (or failed).
func outcome(of bytes: [UInt8], validator: Validator, sender: Sender) async -> (JSONObject, accepted: Bool) {
    let push: PreparedPush
    do {
        push = try validator.prepare(bytes, for: arguments.apns, fittingByTruncation: arguments.fit)
    } catch {
        let diagnostics = error.diagnostics.map { diagnostic -> JSONTree in
            ["code": .string(diagnostic.code.id), "message": .string(diagnostic.message)]
        }
        return (["status": "refused", "diagnostics": .array(diagnostics)], false)
    }
    let sent: JSONObject = ["bytes": .number(JSONNumber(push.body.count)), "sha256": .string(sha256(push.body))]
    let answer: Sender.Answer
    do {
        answer = try await sender.send(push)
    } catch {
        return (["status": "failed", "error": .string(String(describing: error))] + sent, false)
    }
    let reply = answer.reply
    var members: JSONObject
    if let reason = reply.reason {
        members = [
            "status": "rejected", "http": .number(JSONNumber(reply.status)),
            "protocol": .string(answer.protocolName), "reason": .string(reason.text),
            "action": .string(reply.action.rawValue),
        ]
    } else {
        members = [
            "status": "accepted", "http": .number(JSONNumber(reply.status)),
            "protocol": .string(answer.protocolName),
        ]
    }
    if let apnsID = reply.apnsID { members.members.append((key: "apnsId", value: .string(apnsID))) }
    if let uniqueID = answer.uniqueID { members.members.append((key: "uniqueId", value: .string(uniqueID))) }
    if let timestamp = reply.timestamp {
        members.members.append((key: "timestamp", value: .number(JSONNumber(Int(timestamp)))))
    }
    if let first = answer.retriedAfter {
        members.members.append((key: "retriedAfter", value: .string(first.text)))
    }
    return (members + sent, reply.isAccepted)
}

// Up to --concurrency pushes are in flight at once, as streams of the one HTTP/2
// connection; the lines come out in input order.
let validator = arguments.validator
var lineNumber = 0
var accepted = 0
var notAccepted = 0
var endOfInput = false
while !endOfInput {
    var window: [(number: Int, bytes: [UInt8])] = []
    while window.count < arguments.concurrency {
        guard let text = readLine(strippingNewline: true) else {
            endOfInput = true
            break
        }
        lineNumber += 1
        let bytes = Array(text.utf8)
        if bytes.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) {
            window.append((lineNumber, bytes))
        }
    }
    let outcomes = await withTaskGroup(of: (Int, JSONObject, Bool).self) { group in
        for (index, entry) in window.enumerated() {
            group.addTask {
                let (members, wasAccepted) = await outcome(of: entry.bytes, validator: validator, sender: sender)
                return (index, members, wasAccepted)
            }
        }
        var outcomes = [(JSONObject, Bool)?](repeating: nil, count: window.count)
        for await (index, members, wasAccepted) in group { outcomes[index] = (members, wasAccepted) }
        return outcomes
    }
    for (entry, result) in zip(window, outcomes) {
        guard let (members, wasAccepted) = result else { continue }
        if wasAccepted { accepted += 1 } else { notAccepted += 1 }
        print(line(entry.number, members))
    }
}
do {
    try await sender.client.shutdown().get()
} catch {
    printError("apns-send: shutting the HTTP client down: \(error)")
}
printError("apns-send: \(accepted) accepted, \(notAccepted) not")
exit(notAccepted == 0 ? 0 : 1)
