import PushKitCore
import Testing

/// APNs and FCM replies as data: status, reason or error code, and what a sender does next.
@Suite struct ReplyTests {
    static func body(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func anAcceptedPushNeedsNothing() {
        let reply = APNsReply(status: 200, apnsID: "123e4567-e89b-12d3-a456-426614174000", body: [])
        #expect(reply.isAccepted && reply.reason == nil && reply.action == .none)
        #expect(reply.apnsID == "123e4567-e89b-12d3-a456-426614174000")
    }

    @Test func unregisteredCarriesItsTimestampAndDropsTheDevice() {
        let reply = APNsReply(
            status: 410, uniqueID: "a8f2e2b1-0000-0000-0000-000000000000",
            body: Self.body(#"{"reason":"Unregistered","timestamp":1700000000000}"#))
        #expect(reply.reason == .unregistered)
        #expect(reply.timestamp == 1_700_000_000_000)
        #expect(reply.action == .dropDevice)
        #expect(reply.uniqueID == "a8f2e2b1-0000-0000-0000-000000000000")
    }

    /// Every reason in Apple's table reads back as itself, under the status the table gives it,
    /// and has an action.
    @Test func everyDocumentedReasonReadsBack() {
        #expect(APNsReason.documented.count == 32)
        #expect(Set(APNsReason.documented).count == 32)
        for reason in APNsReason.documented {
            let status = reason.status ?? 0
            let reply = APNsReply(status: status, body: Self.body(#"{"reason":"\#(reason.text)"}"#))
            #expect(reply.reason == reason, "\(reason)")
            #expect(reply.action == reason.action && reply.action != .none, "\(reason)")
            #expect([400, 403, 404, 405, 410, 413, 429, 500, 503].contains(status), "\(reason)")
        }
    }

    @Test func theActionsOfTheReasonsSendersMeetMost() {
        let expected: [(String, Int, SendAction)] = [
            ("ExpiredProviderToken", 403, .refreshToken), ("InvalidProviderToken", 403, .checkCredentials),
            ("BadDeviceToken", 400, .dropDevice), ("PayloadTooLarge", 413, .fixPayload),
            ("MissingTopic", 400, .fixRequest), ("TooManyRequests", 429, .retryWithBackoff),
            ("Shutdown", 503, .retryWithBackoff), ("IdleTimeout", 400, .retryWithBackoff),
        ]
        for (text, status, action) in expected {
            #expect(APNsReply(status: status, body: Self.body(#"{"reason":"\#(text)"}"#)).action == action, "\(text)")
        }
    }

    /// A reason Apple has added since, or a body with none, goes by the status.
    @Test func anUnknownReasonGoesByTheStatus() {
        let cases: [(Int, SendAction)] = [
            (410, .dropDevice), (403, .checkCredentials), (413, .fixPayload), (429, .retryWithBackoff),
            (502, .retryWithBackoff), (400, .fixRequest),
        ]
        for (status, action) in cases {
            let reply = APNsReply(status: status, body: Self.body(#"{"reason":"SomethingNew"}"#))
            #expect(reply.reason == .unrecognized("SomethingNew"))
            #expect(reply.action == action, "\(status)")
        }
        #expect(APNsReply(status: 500, body: Self.body("<html>")).reason == .unrecognized(""))
        #expect(APNsReply(status: 500, body: []).action == .retryWithBackoff)
    }

    @Test func fcmSuccessHasTheMessageName() {
        let reply = FCMReply(status: 200, body: Self.body(#"{"name":"projects/shop-1234/messages/0:15004%31bd"}"#))
        #expect(reply.isAccepted && reply.action == .none)
        #expect(reply.name == "projects/shop-1234/messages/0:15004%31bd")
    }

    @Test func fcmUnregisteredDropsTheDevice() {
        let reply = FCMReply(
            status: 404,
            body: Self.body(
                #"{"error":{"code":404,"message":"Requested entity was not found.","status":"NOT_FOUND","#
                    + #""details":[{"@type":"type.googleapis.com/google.firebase.fcm.v1.FcmError","#
                    + #""errorCode":"UNREGISTERED"}]}}"#))
        #expect(reply.errorCode == .unregistered)
        #expect(reply.rpcStatus == "NOT_FOUND")
        #expect(reply.message == "Requested entity was not found.")
        #expect(reply.action == .dropDevice)
    }

    @Test func everyDocumentedFCMCodeReadsBack() {
        #expect(FCMErrorCode.documented.count == 8)
        for code in FCMErrorCode.documented {
            let status = code.status ?? 400
            let reply = FCMReply(
                status: status,
                body: Self.body(#"{"error":{"code":\#(status),"details":[{"errorCode":"\#(code.text)"}]}}"#))
            #expect(reply.errorCode == code, "\(code)")
            #expect(reply.action != .none, "\(code)")
        }
        #expect(FCMErrorCode("QUOTA_EXCEEDED").action == .retryWithBackoff)
        #expect(FCMErrorCode("THIRD_PARTY_AUTH_ERROR").action == .checkCredentials)
    }

    @Test func fcmWithoutACodeGoesByTheStatus() {
        let unauthenticated = FCMReply(
            status: 401, body: Self.body(#"{"error":{"code":401,"status":"UNAUTHENTICATED"}}"#))
        #expect(unauthenticated.errorCode == nil && unauthenticated.action == .refreshToken)
        // A 404 without UNREGISTERED is no proof the device is gone.
        #expect(FCMReply(status: 404, body: []).action == .checkCredentials)
        let busy = FCMReply(status: 503, retryAfter: "30", body: [])
        #expect(busy.action == .retryWithBackoff && busy.retryAfterSeconds == 30)
        #expect(FCMReply(status: 429, retryAfter: "Wed, 21 Oct 2015 07:28:00 GMT", body: []).retryAfterSeconds == nil)
        #expect(FCMReply(status: 429, retryAfter: "-5", body: []).retryAfterSeconds == nil)
    }
}
