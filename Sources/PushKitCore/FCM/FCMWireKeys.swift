// The FCM HTTP v1 request and `Message`, field by field, as the server's JSON mapping reads
// them: the reference (https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages)
// and the protocol buffer the Admin SDKs were generated from (firebase-admin-node
// src/messaging/protos/protos.json, google.firebase.fcm.v1), with the fields added since as the
// Admin SDKs send them (firebase-admin-go messaging/messaging.go, firebase-admin-python
// firebase_admin/_messaging_encoder.py, firebase-admin-node src/messaging/messaging-internal.ts
// at HEAD): `fid`, `android.bandwidth_constrained_ok`, `android.restricted_satellite_ok`,
// `android.notification.proxy`, `apns.live_activity_token`.
//
// Every field is read under its snake_case name and its lowerCamelCase JSON name (proto3's
// JSON mapping accepts both); `null` is the field's default.

/// The value type of one field of an FCM v1 object.
indirect enum FCMFieldType: Sendable {
    /// A JSON string.
    case string
    /// `true` or `false`.
    case bool
    /// An int32: a JSON integer, or a string holding one.
    case int32
    /// A double: a JSON number.
    case number
    /// A `google.protobuf.Duration`: `"3.5s"`.
    case duration
    /// A `google.protobuf.Timestamp`: RFC 3339, `"2024-05-01T10:00:00Z"`.
    case timestamp
    /// An enum: a name (any case, as the server and the Admin SDKs' lower-case forms read
    /// it) or its number.
    case enumeration([String])
    /// `map<string, string>`.
    case stringMap
    /// `repeated string`.
    case strings
    /// `repeated google.protobuf.Duration`.
    case durations
    /// `google.protobuf.Struct`: any JSON object, read by the platform (the APNs payload, the
    /// Web Notification options).
    case structure
    /// A message of its own.
    case object(FCMObjectSchema)
}

/// One field: its snake_case name, its lowerCamelCase JSON name, and its type.
struct FCMField: Sendable {
    let name: String
    let jsonName: String
    let type: FCMFieldType

    init(_ name: String, _ type: FCMFieldType) {
        self.name = name
        self.type = type
        jsonName = Self.lowerCamelCase(name)
    }

    /// `name` (snake_case, ASCII) in lowerCamelCase: each letter after an underscore upper
    /// case, the underscores dropped. From its bytes, with no `String` of each character.
    static func lowerCamelCase(_ name: String) -> String {
        guard name.utf8.contains(UInt8(ascii: "_")) else { return name }
        var camel: [UInt8] = []
        camel.reserveCapacity(name.utf8.count)
        var upper = false
        for byte in name.utf8 {
            if byte == UInt8(ascii: "_") {
                upper = true
            } else {
                let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
                camel.append(upper && isLower ? byte - 0x20 : byte)
                upper = false
            }
        }
        return String(decoding: camel, as: UTF8.self)
    }
}

/// An FCM v1 object: its name in messages (`android.notification`) and its fields.
struct FCMObjectSchema: Sendable {
    let name: String
    let fields: [FCMField]
    /// The lengths of the fields' names once folded (``KeySpelling/fold(_:)``, under which a
    /// name and its lowerCamelCase form are one), as a mask of ``KeySet/lengthBit(_:)``:
    /// most unknown fields are no near miss of any by their length alone.
    let foldedLengths: UInt64

    init(_ name: String, _ fields: [FCMField]) {
        self.name = name
        self.fields = fields
        foldedLengths = fields.reduce(0) { $0 | KeySet.lengthBit(KeySpelling.foldedLength($1.name)) }
    }

    /// The field name `key` most likely stands for, if it is a near miss of one: the lengths
    /// asked first, as `KeySpelling.nearMiss(_:in:)` asks a `KeySet`'s, and the names listed
    /// only then. A `KeySet` of every schema's names (folded and lowercased) cost about
    /// 0.56 M instructions at the first FCM message of a run, for a suggestion few need.
    func nearMiss(_ key: String) -> String? {
        let length = KeySpelling.foldedLength(key)
        let near =
            length >= 5
            ? KeySet.lengthBit(length - 1) | KeySet.lengthBit(length) | KeySet.lengthBit(length + 1)
            : KeySet.lengthBit(length)
        guard foldedLengths & near != 0 else { return nil }
        return KeySpelling.nearMiss(key, in: names)
    }

    /// Every name a field is read under, snake_case and lowerCamelCase.
    private var names: [String] {
        var names: [String] = []
        names.reserveCapacity(2 * fields.count)
        for field in fields {
            names.append(field.name)
            if field.jsonName != field.name { names.append(field.jsonName) }
        }
        return names
    }

    /// The field read under `key`, either of its names.
    func field(named key: String) -> FCMField? {
        fields.first { $0.name == key || $0.jsonName == key }
    }
}

extension FCMObjectSchema {
    /// `SendMessageRequest`: the body of `POST /v1/projects/{project}/messages:send`.
    static let request = FCMObjectSchema(
        "request", [FCMField("validate_only", .bool), FCMField("message", .object(message))])

    /// `Message`.
    static let message = FCMObjectSchema(
        "message",
        [
            FCMField("name", .string), FCMField("data", .stringMap), FCMField("notification", .object(notification)),
            FCMField("android", .object(android)), FCMField("webpush", .object(webpush)),
            FCMField("apns", .object(apns)), FCMField("fcm_options", .object(fcmOptions("fcm_options"))),
            FCMField("token", .string), FCMField("topic", .string), FCMField("condition", .string),
            FCMField("fid", .string),
        ])

    /// The message's targets, one of which a message names.
    static let targets = ["token", "topic", "condition", "fid"]

    /// `Notification`.
    static let notification = FCMObjectSchema(
        "notification", [FCMField("title", .string), FCMField("body", .string), FCMField("image", .string)])

    /// `FcmOptions`, `AndroidFcmOptions`.
    static func fcmOptions(_ name: String) -> FCMObjectSchema {
        FCMObjectSchema(name, [FCMField("analytics_label", .string)])
    }

    /// `AndroidConfig`.
    static let android = FCMObjectSchema(
        "android",
        [
            FCMField("collapse_key", .string), FCMField("priority", .enumeration(["NORMAL", "HIGH"])),
            FCMField("ttl", .duration), FCMField("restricted_package_name", .string), FCMField("data", .stringMap),
            FCMField("notification", .object(androidNotification)),
            FCMField("fcm_options", .object(fcmOptions("android.fcm_options"))), FCMField("direct_boot_ok", .bool),
            FCMField("bandwidth_constrained_ok", .bool), FCMField("restricted_satellite_ok", .bool),
        ])

    /// `AndroidNotification`.
    static let androidNotification = FCMObjectSchema(
        "android.notification",
        [
            FCMField("title", .string), FCMField("body", .string), FCMField("icon", .string),
            FCMField("color", .string), FCMField("sound", .string), FCMField("tag", .string),
            FCMField("click_action", .string), FCMField("body_loc_key", .string), FCMField("body_loc_args", .strings),
            FCMField("title_loc_key", .string), FCMField("title_loc_args", .strings), FCMField("channel_id", .string),
            FCMField("ticker", .string), FCMField("sticky", .bool), FCMField("event_time", .timestamp),
            FCMField("local_only", .bool),
            FCMField(
                "notification_priority",
                .enumeration([
                    "PRIORITY_UNSPECIFIED", "PRIORITY_MIN", "PRIORITY_LOW", "PRIORITY_DEFAULT", "PRIORITY_HIGH",
                    "PRIORITY_MAX",
                ])),
            FCMField("default_sound", .bool), FCMField("default_vibrate_timings", .bool),
            FCMField("default_light_settings", .bool), FCMField("vibrate_timings", .durations),
            FCMField("visibility", .enumeration(["VISIBILITY_UNSPECIFIED", "PRIVATE", "PUBLIC", "SECRET"])),
            FCMField("notification_count", .int32), FCMField("light_settings", .object(lightSettings)),
            FCMField("image", .string), FCMField("bypass_proxy_notification", .bool),
            FCMField("proxy", .enumeration(["PROXY_UNSPECIFIED", "ALLOW", "DENY", "IF_PRIORITY_LOWERED"])),
        ])

    /// `LightSettings`.
    static let lightSettings = FCMObjectSchema(
        "android.notification.light_settings",
        [
            FCMField("color", .object(color)), FCMField("light_on_duration", .duration),
            FCMField("light_off_duration", .duration),
        ])

    /// `google.type.Color`: each channel from 0 to 1.
    static let color = FCMObjectSchema(
        "light_settings.color",
        [FCMField("red", .number), FCMField("green", .number), FCMField("blue", .number), FCMField("alpha", .number)])

    /// `WebpushConfig`.
    static let webpush = FCMObjectSchema(
        "webpush",
        [
            FCMField("headers", .stringMap), FCMField("data", .stringMap), FCMField("notification", .structure),
            FCMField(
                "fcm_options",
                .object(
                    FCMObjectSchema(
                        "webpush.fcm_options", [FCMField("link", .string), FCMField("analytics_label", .string)]))),
        ])

    /// `ApnsConfig`.
    static let apns = FCMObjectSchema(
        "apns",
        [
            FCMField("headers", .stringMap), FCMField("payload", .structure),
            FCMField(
                "fcm_options",
                .object(
                    FCMObjectSchema(
                        "apns.fcm_options", [FCMField("analytics_label", .string), FCMField("image", .string)]))),
            FCMField("live_activity_token", .string),
        ])
}
