// Codes and catalogue entries: FCM rules.

extension Diagnostic.Code {
    /// FCM refuses the whole message (400 INVALID_ARGUMENT), so nothing is delivered. Quote the value: "60", not 60.
    public static let fcmDataNotString = Self(
        "fcm.data-not-string", .error,
        summary: "A value in an FCM data map that is not a string (FCM requires strings).",
        example:
            "{\"data\":{\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"silent-sdk-command\",\"content\":\"{\\\"class_name\\\": \\\"com.synerise.sdk.injector.Injector\\\", \\\"method_name\\\": \\\"SIGN_OUT\\\"}\",\"ttl\":60}}",
        passing:
            #"{"data":{"issuer":"Synerise","message-type":"dynamic-content","content-type":"silent-sdk-command","content":"{\"class_name\": \"com.synerise.sdk.injector.Injector\", \"method_name\": \"SIGN_OUT\"}","ttl":"60"}}"#,
        source:
            "Firebase Cloud Messaging HTTP v1 API, projects.messages (data is a map of string to string; other values are refused with 400 INVALID_ARGUMENT)"
    )
}

extension RuleCatalogue {
    static let fcm: [Diagnostic.Code] = [
        .fcmDataNotString
    ]
}
