import PushKitCore
import Testing

/// The channel-management requests of broadcast pushes and their replies, as Apple's
/// "Sending channel management requests to APNs" documents them.
@Suite struct ChannelRequestTests {
    static let channelID = "dHN0LXNyY2gtY2hubA=="
    static let requestID = "2288cf3f-70d8-46a6-97d7-dd5d00867127"

    @Test func createPostsTheStoragePolicyAndPushType() throws {
        let request = try APNsChannelRequest(
            .create(.mostRecentMessageStored), bundleID: "com.example.MyApp", environment: .sandbox,
            requestID: Self.requestID)
        #expect(request.method == "POST")
        #expect(request.host == "api-manage-broadcast.sandbox.push.apple.com")
        #expect(request.port == 2195)
        #expect(request.path == "/1/apps/com.example.MyApp/channels")
        #expect(
            request.url == "https://api-manage-broadcast.sandbox.push.apple.com:2195/1/apps/com.example.MyApp/channels")
        #expect(request.headers == [HTTPHeader("apns-request-id", Self.requestID)])
        #expect(
            String(decoding: request.body, as: UTF8.self) == #"{"message-storage-policy":1,"push-type":"LiveActivity"}"#
        )
        let noStorage = try APNsChannelRequest(.create(.noMessageStored), bundleID: "com.example.MyApp")
        #expect(noStorage.url == "https://api-manage-broadcast.push.apple.com:2196/1/apps/com.example.MyApp/channels")
        #expect(noStorage.headers.isEmpty)
        #expect(
            String(decoding: noStorage.body, as: UTF8.self)
                == #"{"message-storage-policy":0,"push-type":"LiveActivity"}"#)
        // The body is JSON whose members are Apple's.
        let root = try #require(JSONReader().read(noStorage.body).document?.root)
        #expect(root["message-storage-policy"]?.number?.int == 0)
        #expect(root["push-type"]?.string == "LiveActivity")
    }

    @Test func readAndDeleteNameTheChannel() throws {
        let read = try APNsChannelRequest(.read(channelID: Self.channelID), bundleID: "com.example.MyApp")
        #expect(read.method == "GET")
        #expect(read.path == "/1/apps/com.example.MyApp/channels")
        #expect(read.headers == [HTTPHeader("apns-channel-id", Self.channelID)])
        #expect(read.body.isEmpty)
        let delete = try APNsChannelRequest(
            .delete(channelID: Self.channelID), bundleID: "com.example.MyApp", requestID: Self.requestID)
        #expect(delete.method == "DELETE")
        #expect(delete.path == "/1/apps/com.example.MyApp/channels")
        #expect(
            delete.headers == [
                HTTPHeader("apns-request-id", Self.requestID), HTTPHeader("apns-channel-id", Self.channelID),
            ])
        #expect(delete.body.isEmpty)
    }

    @Test func listAsksForAllChannels() throws {
        let list = try APNsChannelRequest(.list, bundleID: "com.example.MyApp", environment: .sandbox)
        #expect(list.method == "GET")
        #expect(
            list.url == "https://api-manage-broadcast.sandbox.push.apple.com:2195/1/apps/com.example.MyApp/all-channels"
        )
        #expect(list.headers.isEmpty && list.body.isEmpty)
    }

    static func codes(
        _ operation: APNsChannelRequest.Operation, _ bundleID: String, requestID: String? = nil
    ) -> [String] {
        do {
            _ = try APNsChannelRequest(operation, bundleID: bundleID, requestID: requestID)
            Issue.record("expected a rejection")
            return []
        } catch {
            return error.diagnostics.map(\.code.id)
        }
    }

    @Test func everyValueIsChecked() {
        #expect(Self.codes(.read(channelID: "tst srch"), "com.a") == ["broadcast.channel-id"])
        #expect(Self.codes(.delete(channelID: ""), "com.a") == ["broadcast.channel-id"])
        #expect(Self.codes(.list, "com a") == ["request.bundle-id"])
        #expect(Self.codes(.list, "com.a.push-type.liveactivity") == ["broadcast.bundle-id"])
        #expect(Self.codes(.create(.noMessageStored), "com.a", requestID: "42") == ["request.apns-id"])
        #expect(
            Self.codes(.read(channelID: "x"), "", requestID: "x\r\n")
                == ["request.bundle-id", "broadcast.channel-id", "request.apns-id"])
    }

    // MARK: Replies

    @Test func repliesOfEachOperation() {
        let created = APNsChannelReply(
            to: .create(.noMessageStored), status: 201, requestID: Self.requestID, channelID: Self.channelID, body: [])
        #expect(created.outcome == .created(channelID: Self.channelID))
        #expect(created.requestID == Self.requestID)
        let read = APNsChannelReply(
            to: .read(channelID: Self.channelID), status: 200,
            body: Array(#"{"message-storage-policy": 1, "push-type": "LiveActivity"}"#.utf8))
        #expect(read.outcome == .channel(storagePolicy: .mostRecentMessageStored, pushType: "LiveActivity"))
        let list = APNsChannelReply(
            to: .list, status: 200, body: Array(#"{"channels": ["dHN0LXNyY2gtY2hubA==", "c29tZUNoYW5uZWw="]}"#.utf8))
        #expect(list.outcome == .channels([Self.channelID, "c29tZUNoYW5uZWw="]))
        #expect(APNsChannelReply(to: .list, status: 200, body: []).outcome == .channels([]))
        #expect(APNsChannelReply(to: .delete(channelID: Self.channelID), status: 204, body: []).outcome == .deleted)
    }

    @Test func refusalsAndUnexpectedReplies() {
        let refused = APNsChannelReply(
            to: .create(.noMessageStored), status: 400, requestID: Self.requestID,
            body: Array(#"{ "reason" : "CannotCreateChannelConfig" }"#.utf8))
        #expect(refused.outcome == .refused(.cannotCreateChannelConfig))
        #expect(
            APNsChannelReply(to: .read(channelID: "x"), status: 403, body: Array(#"{"reason":"TopicMismatch"}"#.utf8))
                .outcome == .refused(.topicMismatch))
        #expect(
            APNsChannelReply(to: .list, status: 500, body: Array("oops".utf8)).outcome == .refused(.unrecognized("")))
        // A success without what Apple documents for the operation.
        #expect(APNsChannelReply(to: .create(.noMessageStored), status: 201, body: []).outcome == .unexpected)
        #expect(APNsChannelReply(to: .read(channelID: "x"), status: 200, body: []).outcome == .unexpected)
        #expect(APNsChannelReply(to: .list, status: 200, body: Array(#"{"ids":[]}"#.utf8)).outcome == .unexpected)
        #expect(APNsChannelReply(to: .delete(channelID: "x"), status: 200, body: []).outcome == .unexpected)
        // A storage policy Apple does not document.
        #expect(
            APNsChannelReply(to: .read(channelID: "x"), status: 200, body: Array(#"{"message-storage-policy":7}"#.utf8))
                .outcome == .channel(storagePolicy: nil, pushType: nil))
    }

    @Test func broadcastReplies() {
        let accepted = APNsBroadcastReply(status: 200, requestID: Self.requestID, uniqueID: "u-1", body: [])
        #expect(accepted.isAccepted && accepted.reason == nil && accepted.uniqueID == "u-1")
        let refused = APNsBroadcastReply(status: 400, body: Array(#"{"reason":"BadExpirationDate"}"#.utf8))
        #expect(!refused.isAccepted && refused.reason == .badExpirationDate)
        #expect(
            APNsBroadcastReply(status: 503, body: Array(#"{"reason":"Service Unavailable"}"#.utf8)).reason
                == .serviceUnavailable)
    }

    /// Every reason of Apple's table reads back as itself, with its documented status.
    @Test func everyDocumentedReason() {
        #expect(APNsBroadcastReason.documented.count == 28)
        for reason in APNsBroadcastReason.documented {
            #expect(APNsBroadcastReason(reason.text) == reason)
            #expect([400, 403, 404, 405, 413, 429, 500, 503].contains(reason.status ?? 0), "\(reason)")
        }
        #expect(Set(APNsBroadcastReason.documented.map(\.text)).count == 28)
        #expect(APNsBroadcastReason("Later").status == nil)
        #expect(APNsBroadcastReason.channelNotRegistered.description == "ChannelNotRegistered")
    }
}
