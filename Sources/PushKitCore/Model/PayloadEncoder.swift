/// Writes a typed payload as JSON bytes, in pushkit's canonical form.
///
/// The canonical form is what a sending service should put on the wire:
///
/// - `aps` first, then the vendor's envelope keys in a fixed order, then the keys pushkit
///   does not model (`extra`, `custom`), in the order they were read or added. Every
///   object inside follows the same rule: its modelled keys in the fixed order their
///   `WireKeys` list, then its unknown members in their original order. A key
///   the model writes is never written a second time from the unknown members.
/// - Every member the payload holds is written, as the same JSON value: an empty list or
///   object, a `null`, a member in a form the model does not read (`content-available: 0`,
///   a value the SDK falls back from), arrays in their order. Only the order of an
///   object's keys may change.
/// - No whitespace (``JSONWriter`` with `pretty: true` for people: two-space indent).
/// - Numbers keep their lexeme (`1` stays `1`, `1.0` stays `1.0`).
/// - Strings escaped minimally: `"`, `\` and control characters; non-ASCII kept as UTF-8.
/// - An Android (FCM) payload's `content` is the content object written compactly into
///   a JSON string, inside the FCM wrapper it came in (or was given).
///
/// ```swift
/// let bytes = PayloadEncoder().encode(.apns(.alert(title: "Sale", body: "50% off today")))
/// // {"aps":{"alert":{"title":"Sale","body":"50% off today"}}}
/// ```
///
/// Decoding what the encoder wrote gives back an equal value, and encoding a payload
/// the validator accepted gives bytes it accepts again.
public struct PayloadEncoder: Sendable, Hashable {
    /// Whether to write for people (line breaks, two-space indentation).
    public var isPretty: Bool

    /// Creates an encoder; `pretty: true` writes for people.
    public init(pretty: Bool = false) {
        isPretty = pretty
    }

    /// The bytes of `payload`.
    public func encode(_ payload: Payload) -> [UInt8] {
        JSONWriter(pretty: isPretty).bytes(JSONTree(payload))
    }

    /// The text of `payload`.
    public func string(_ payload: Payload) -> String {
        String(decoding: encode(payload), as: UTF8.self)
    }
}

extension Payload {
    /// The payload in canonical form, as bytes (see ``PayloadEncoder``).
    public func encoded(pretty: Bool = false) -> [UInt8] {
        PayloadEncoder(pretty: pretty).encode(self)
    }
}

extension APNsPayload {
    /// The payload in canonical form, as bytes (see ``PayloadEncoder``).
    public func encoded(pretty: Bool = false) -> [UInt8] { Payload.apns(self).encoded(pretty: pretty) }
}

extension SynerisePayload {
    /// The payload in canonical form, as bytes (see ``PayloadEncoder``): an Android
    /// payload in its FCM wrapper, its content a JSON string.
    public func encoded(pretty: Bool = false) -> [UInt8] { Payload.synerise(self).encoded(pretty: pretty) }
}

extension CordialPayload {
    /// The payload in canonical form, as bytes (see ``PayloadEncoder``).
    public func encoded(pretty: Bool = false) -> [UInt8] { Payload.cordial(self).encoded(pretty: pretty) }
}

extension JSONTree {
    /// The canonical tree of `payload` (see ``PayloadEncoder``).
    public init(_ payload: Payload) {
        switch payload {
        case .apns(let payload): self = JSONTree(payload)
        case .synerise(let payload): self = JSONTree(payload)
        case .syneriseWalkthrough(let walkthrough): self = JSONTree(walkthrough)
        case .cordial(let payload): self = JSONTree(payload)
        case .reachu(let document): self = JSONTree(document)
        case .crobox(let response): self = JSONTree(response)
        case .fcm(let message): self = JSONTree(message)
        }
    }
}
