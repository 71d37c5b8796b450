// apns-standin: a local HTTP/2 server that answers pushes as APNs does, for tests.
//
// It listens on 127.0.0.1 with TLS (a certificate the test makes), offers HTTP/2 alone
// (ALPN h2), and checks each request as APNs documents it: POST to /3/device/<hex token>,
// a bearer provider token (an ES256 JWT whose signature it verifies with the public key
// it is given, with the right kid and iss, at most an hour old), the apns-topic and
// apns-push-type, the other apns-* headers when present, and the body's size. It answers
// 200 with an apns-id, or the status and `{"reason": "..."}` body APNs would send.
//
// It also takes broadcasts (iOS 18 Live Activity channels) as Apple's "Sending broadcast push
// notification requests to APNs" and "Handling error responses from Apple Push Notification
// service" describe them: POST /4/broadcasts/apps/<bundle id> (a push type suffix there is
// TopicDisallowed, another app's id TopicMismatch), apns-channel-id (MissingChannelId,
// BadChannelId when not base64, ChannelNotRegistered for a channel it was not given),
// apns-push-type liveactivity (MissingPushType, InvalidPushType), apns-priority and
// apns-expiration (required; a nonzero expiration on a --no-storage-channel is
// BadExpirationDate), apns-request-id (a UUID), a body of at most 5120 bytes. It answers 200
// with apns-request-id and apns-unique-id.
//
//   apns-standin --certificate server.pem --private-key server.key --provider-key key.pub.pem
//                --key-id KEYID --team-id TEAMID --bundle-id com.example.shop
//                --device-token HEX [--device-token HEX ...] [--unregistered HEX ...]
//                [--channel BASE64 ...] [--no-storage-channel BASE64 ...]
//                [--max-payload 4096] [--clock-skew SECONDS] [--port 0]
//
// Standard output: first {"listening":PORT}, then one JSON line per request with what it
// answered, the SHA-256 of the body it received and which connection the stream was on. A test sets --max-payload lower than
// APNs' 4096 bytes to see a 413 for a payload the sender itself accepts, and --clock-skew
// to run the stand-in's clock ahead of the sender's when it judges a token's age, so that
// a token the sender still thinks fresh has expired for the server.
import Crypto
import Foundation
import NIOCore
import NIOHPACK
import NIOHTTP2
import NIOPosix
import NIOSSL

struct Configuration: Sendable {
    var port = 0
    var certificate = ""
    var privateKey = ""
    var providerKey = ""
    var keyID = ""
    var teamID = ""
    var bundleID = ""
    var deviceTokens: Set<String> = []
    var unregistered: Set<String> = []
    /// Broadcast channels: Most Recent Message Stored, and No Message Stored.
    var channels: Set<String> = []
    var noStorageChannels: Set<String> = []
    var maxPayload = 4096
    var clockSkew = 0

    init(_ arguments: [String]) throws {
        var rest = arguments[...]
        func value(_ name: String) throws -> String {
            guard let value = rest.popFirst() else { throw StandInError("\(name) needs a value") }
            return value
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--port": port = Int(try value(argument)) ?? -1
            case "--certificate": certificate = try value(argument)
            case "--private-key": privateKey = try value(argument)
            case "--provider-key": providerKey = try value(argument)
            case "--key-id": keyID = try value(argument)
            case "--team-id": teamID = try value(argument)
            case "--bundle-id": bundleID = try value(argument)
            case "--device-token": deviceTokens.insert(try value(argument).lowercased())
            case "--unregistered": unregistered.insert(try value(argument).lowercased())
            case "--channel": channels.insert(try value(argument))
            case "--no-storage-channel": noStorageChannels.insert(try value(argument))
            case "--max-payload": maxPayload = Int(try value(argument)) ?? -1
            case "--clock-skew": clockSkew = Int(try value(argument)) ?? 0
            default: throw StandInError("unknown argument \(argument)")
            }
        }
        guard (0...65535).contains(port), maxPayload > 0 else { throw StandInError("bad --port or --max-payload") }
        for (name, text) in [
            ("--certificate", certificate), ("--private-key", privateKey), ("--provider-key", providerKey),
            ("--key-id", keyID), ("--team-id", teamID), ("--bundle-id", bundleID),
        ] where text.isEmpty {
            throw StandInError("\(name) is needed")
        }
    }
}

struct StandInError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Writes one line to standard output at once, so that a test reading the file sees it.
func emit(_ object: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

/// APNs' answer to one request.
struct Verdict {
    var status: Int
    var reason: String?
    var timestamp: Int64?
    /// Whether the request was a broadcast, answered with apns-request-id and apns-unique-id.
    var isBroadcast = false

    static let ok = Verdict(status: 200)
    static func refuse(_ status: Int, _ reason: String) -> Verdict { Verdict(status: status, reason: reason) }
}

/// The checks APNs makes, in about the order it makes them.
struct Checker: Sendable {
    let configuration: Configuration
    let providerKey: P256.Signing.PublicKey

    /// Push types and the suffix each adds to the bundle id in apns-topic.
    static let topicSuffixes: [String: String] = [
        "alert": "", "background": "", "mdm": "", "voip": ".voip", "complication": ".complication",
        "fileprovider": ".pushkit.fileprovider", "location": ".location-query",
        "liveactivity": ".push-type.liveactivity", "pushtotalk": ".voip-ptt", "widgets": ".push-type.widgets",
        "controls": ".push-type.controls",
    ]

    func check(_ headers: HPACKHeaders, body: ByteBuffer, now: Date) -> Verdict {
        // Every header APNs reads appears once.
        for name in [
            ":method", ":path", "authorization", "apns-topic", "apns-push-type", "apns-priority",
            "apns-expiration", "apns-id", "apns-collapse-id", "apns-channel-id", "apns-request-id",
        ] where headers[name].count > 1 {
            return .refuse(400, "DuplicateHeaders")
        }
        guard headers.first(name: ":method") == "POST" else { return .refuse(405, "MethodNotAllowed") }
        let path = headers.first(name: ":path") ?? ""
        if path.hasPrefix(Self.broadcastPrefix) {
            var verdict = checkBroadcast(headers, path: path, body: body, now: now)
            verdict.isBroadcast = true
            return verdict
        }
        guard path.hasPrefix("/3/device/") else { return .refuse(404, "BadPath") }
        let deviceToken = String(path.dropFirst("/3/device/".count))
        if deviceToken.isEmpty { return .refuse(400, "MissingDeviceToken") }

        guard let authorization = headers.first(name: "authorization") else {
            return .refuse(403, "MissingProviderToken")
        }
        if let problem = checkProviderToken(authorization, now: now) { return problem }

        guard let topic = headers.first(name: "apns-topic") else { return .refuse(400, "MissingTopic") }
        guard let pushType = headers.first(name: "apns-push-type"), let suffix = Self.topicSuffixes[pushType] else {
            return .refuse(400, "InvalidPushType")
        }
        guard topic == configuration.bundleID + suffix else {
            return .refuse(400, topic.hasPrefix(configuration.bundleID) ? "BadTopic" : "DeviceTokenNotForTopic")
        }
        if let priority = headers.first(name: "apns-priority"), !["10", "5", "1"].contains(priority) {
            return .refuse(400, "BadPriority")
        }
        if let expiration = headers.first(name: "apns-expiration"),
            expiration.isEmpty || !expiration.utf8.allSatisfy({ (0x30...0x39).contains($0) })
        {
            return .refuse(400, "BadExpirationDate")
        }
        if let id = headers.first(name: "apns-id"), !Self.isUUID(id) { return .refuse(400, "BadMessageId") }
        if let collapseID = headers.first(name: "apns-collapse-id"), collapseID.utf8.count > 64 {
            return .refuse(400, "BadCollapseId")
        }

        let hexDigits = Set("0123456789abcdefABCDEF")
        guard deviceToken.count % 2 == 0, deviceToken.allSatisfy(hexDigits.contains) else {
            return .refuse(400, "BadDeviceToken")
        }
        if configuration.unregistered.contains(deviceToken.lowercased()) {
            // APNs says when it last knew the token to be valid, in milliseconds.
            let millisecondsAgo = Int64(now.timeIntervalSince1970 * 1000) - 86_400_000
            return Verdict(status: 410, reason: "Unregistered", timestamp: millisecondsAgo)
        }
        guard configuration.deviceTokens.contains(deviceToken.lowercased()) else {
            return .refuse(400, "BadDeviceToken")
        }

        if body.readableBytes == 0 { return .refuse(400, "PayloadEmpty") }
        if body.readableBytes > configuration.maxPayload { return .refuse(413, "PayloadTooLarge") }
        return .ok
    }

    static let broadcastPrefix = "/4/broadcasts/apps/"

    /// A broadcast on a channel, checked as APNs documents it.
    func checkBroadcast(_ headers: HPACKHeaders, path: String, body: ByteBuffer, now: Date) -> Verdict {
        let bundleID = String(path.dropFirst(Self.broadcastPrefix.count))
        if bundleID.isEmpty || bundleID.contains("/") { return .refuse(404, "BadPath") }
        guard let authorization = headers.first(name: "authorization") else {
            return .refuse(403, "MissingProviderToken")
        }
        if let problem = checkProviderToken(authorization, now: now) { return problem }
        if bundleID.contains(".push-type.") { return .refuse(400, "TopicDisallowed") }
        guard bundleID == configuration.bundleID else { return .refuse(403, "TopicMismatch") }
        guard let channel = headers.first(name: "apns-channel-id") else { return .refuse(400, "MissingChannelId") }
        guard !channel.isEmpty, Data(base64Encoded: channel) != nil else { return .refuse(400, "BadChannelId") }
        let storesNothing = configuration.noStorageChannels.contains(channel)
        guard storesNothing || configuration.channels.contains(channel) else {
            return .refuse(400, "ChannelNotRegistered")
        }
        // Apple spells it Liveactivity, liveactivity and LiveActivity.
        guard let pushType = headers.first(name: "apns-push-type") else { return .refuse(400, "MissingPushType") }
        guard pushType.lowercased() == "liveactivity" else { return .refuse(400, "InvalidPushType") }
        guard let priority = headers.first(name: "apns-priority"), ["10", "5", "1"].contains(priority) else {
            return .refuse(400, "BadPriority")
        }
        guard let expiration = headers.first(name: "apns-expiration"), !expiration.isEmpty,
            expiration.utf8.allSatisfy({ (0x30...0x39).contains($0) })
        else { return .refuse(400, "BadExpirationDate") }
        if storesNothing, expiration.contains(where: { $0 != "0" }) { return .refuse(400, "BadExpirationDate") }
        if let id = headers.first(name: "apns-request-id"), !Self.isUUID(id) { return .refuse(400, "BadMessageId") }
        if body.readableBytes == 0 { return .refuse(400, "PayloadEmpty") }
        if body.readableBytes > 5120 { return .refuse(413, "PayloadTooLarge") }
        return .ok
    }

    /// `bearer <header>.<claims>.<signature>`: ES256, this key id and team, an hour at most.
    func checkProviderToken(_ authorization: String, now: Date) -> Verdict? {
        let invalid = Verdict.refuse(403, "InvalidProviderToken")
        guard authorization.lowercased().hasPrefix("bearer ") else { return invalid }
        let parts = authorization.dropFirst("bearer ".count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3,
            let headerBytes = Self.base64URLDecode(parts[0]), let claimsBytes = Self.base64URLDecode(parts[1]),
            let signatureBytes = Self.base64URLDecode(parts[2]),
            let header = try? JSONSerialization.jsonObject(with: headerBytes) as? [String: Any],
            let claims = try? JSONSerialization.jsonObject(with: claimsBytes) as? [String: Any]
        else { return invalid }
        guard header["alg"] as? String == "ES256", header["kid"] as? String == configuration.keyID,
            claims["iss"] as? String == configuration.teamID, let issuedAt = (claims["iat"] as? NSNumber)?.int64Value
        else { return invalid }
        // The signature covers the first two parts as sent: r and s, 32 bytes each.
        let signingInput = Data((parts[0] + "." + parts[1]).utf8)
        guard let signature = try? P256.Signing.ECDSASignature(rawRepresentation: signatureBytes),
            providerKey.isValidSignature(signature, for: signingInput)
        else { return invalid }
        let age = Int64(now.timeIntervalSince1970) + Int64(configuration.clockSkew) - issuedAt
        if age > 3600 { return .refuse(403, "ExpiredProviderToken") }
        if age < -300 { return invalid }
        return nil
    }

    /// RFC 7515's base64url: the URL alphabet, no padding, nothing else.
    static func base64URLDecode(_ text: Substring) -> Data? {
        guard text.utf8.count % 4 != 1,
            text.utf8.allSatisfy({ $0 == 0x2D || $0 == 0x5F || isASCIIAlphanumeric($0) })
        else { return nil }
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.utf8.count % 4) % 4)
        return Data(base64Encoded: standard)
    }

    static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// 8-4-4-4-12 hexadecimal digits.
    static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        return groups.map(\.count) == [8, 4, 4, 4, 12] && groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }
}

/// One HTTP/2 stream: gathers the request's headers and body, then answers.
final class StreamHandler: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame.FramePayload
    typealias OutboundOut = HTTP2Frame.FramePayload

    let checker: Checker
    var headers: HPACKHeaders?
    var body = ByteBuffer()
    var answered = false

    init(checker: Checker) { self.checker = checker }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .headers(let frame):
            if headers == nil { headers = frame.headers }
            if frame.endStream { answer(context: context) }
        case .data(let frame):
            if case .byteBuffer(var bytes) = frame.data { body.writeBuffer(&bytes) }
            if frame.endStream { answer(context: context) }
        default:
            break
        }
    }

    private func answer(context: ChannelHandlerContext) {
        guard !answered, let headers else { return }
        answered = true
        let verdict = checker.check(headers, body: body, now: Date())
        // A broadcast's reply carries apns-request-id (and apns-unique-id when taken), a push's
        // apns-id: either way the request's, or one made up.
        let idHeader = verdict.isBroadcast ? "apns-request-id" : "apns-id"
        let apnsID = headers.first(name: idHeader) ?? UUID().uuidString
        var reply = HPACKHeaders([(":status", String(verdict.status)), (idHeader, apnsID)])
        let uniqueID = verdict.isBroadcast && verdict.status == 200 ? UUID().uuidString.lowercased() : nil
        if let uniqueID { reply.add(name: "apns-unique-id", value: uniqueID) }
        var replyBody: ByteBuffer?
        if let reason = verdict.reason {
            var object: [String: Any] = ["reason": reason]
            if let timestamp = verdict.timestamp { object["timestamp"] = timestamp }
            let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
            reply.add(name: "content-type", value: "application/json")
            replyBody = context.channel.allocator.buffer(bytes: data)
        }
        context.write(wrapOutboundOut(.headers(.init(headers: reply, endStream: replyBody == nil))), promise: nil)
        if let replyBody {
            context.write(wrapOutboundOut(.data(.init(data: .byteBuffer(replyBody), endStream: true))), promise: nil)
        }
        context.flush()

        let received = body.readableBytesView
        var line: [String: Any] = [
            "status": verdict.status, "path": headers.first(name: ":path") ?? "",
            "pushType": headers.first(name: "apns-push-type") ?? "", "topic": headers.first(name: "apns-topic") ?? "",
            "bytes": received.count,
            "sha256": SHA256.hash(data: Array(received)).map { String(format: "%02x", $0) }.joined(),
            "apnsId": apnsID,
        ]
        // Which TCP connection the stream came on: HTTP/2 senders share one among many pushes.
        if let connection = context.channel.parent {
            line["connection"] = String(UInt(bitPattern: ObjectIdentifier(connection).hashValue), radix: 16)
        }
        if let reason = verdict.reason { line["reason"] = reason }
        if verdict.isBroadcast {
            line["channelId"] = headers.first(name: "apns-channel-id") ?? ""
            line["expiration"] = headers.first(name: "apns-expiration") ?? ""
            line["priority"] = headers.first(name: "apns-priority") ?? ""
            if let uniqueID { line["uniqueId"] = uniqueID }
        }
        // The provider token as received, for a test to check with another JWT implementation.
        if let authorization = headers.first(name: "authorization") { line["authorization"] = authorization }
        emit(line)
    }
}

let configuration: Configuration
let checker: Checker
let sslContext: NIOSSLContext
do {
    configuration = try Configuration(Array(CommandLine.arguments.dropFirst()))
    let publicKey = try P256.Signing.PublicKey(
        pemRepresentation: String(contentsOfFile: configuration.providerKey, encoding: .utf8))
    checker = Checker(configuration: configuration, providerKey: publicKey)
    var tls = TLSConfiguration.makeServerConfiguration(
        certificateChain: try NIOSSLCertificate.fromPEMFile(configuration.certificate).map { .certificate($0) },
        privateKey: .privateKey(try NIOSSLPrivateKey(file: configuration.privateKey, format: .pem)))
    tls.minimumTLSVersion = .tlsv12
    tls.applicationProtocols = ["h2"]
    sslContext = try NIOSSLContext(configuration: tls)
} catch {
    FileHandle.standardError.write(Data("apns-standin: \(error)\n".utf8))
    exit(2)
}

// One event loop thread: the log lines come out one at a time.
let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
let channel = try ServerBootstrap(group: group)
    .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
    .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
            let pipeline = channel.pipeline.syncOperations
            try pipeline.addHandler(NIOSSLServerHandler(context: sslContext))
            _ = try pipeline.configureHTTP2Pipeline(
                mode: .server, connectionConfiguration: .init(), streamConfiguration: .init()
            ) { stream in
                stream.eventLoop.makeCompletedFuture {
                    try stream.pipeline.syncOperations.addHandler(StreamHandler(checker: checker))
                }
            }
        }
    }
    .bind(host: "127.0.0.1", port: configuration.port)
    .wait()
emit(["listening": channel.localAddress?.port ?? 0])
try channel.closeFuture.wait()
