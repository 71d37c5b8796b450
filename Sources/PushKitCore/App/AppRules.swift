// Codes and catalogue entries: a payload checked against the app that receives it
// (`app.*`, with an app profile), and the profile itself (`profile.*`).
//
// An `app.*` example is written `profile {...} · payload {...}`; a `profile.*` example
// `profile {...}`, with `· file ...` for the contents of the file it names. A test reads
// each and checks that it produces its rule's code.

extension Diagnostic.Code {
    // MARK: Live Activities

    /// The update or start never shows, and nothing says why: ActivityKit drops the push silently. Send every key the
    /// app's non-optional properties name, or make the property optional in the app.
    public static let appActivityMissingKey = Self(
        "app.activity-missing-key", .error,
        summary:
            "A Live Activity's content-state or attributes lacks a key a non-optional property of the app's type needs: JSONDecoder throws (keyNotFound) and the push changes nothing.",
        example:
            #"profile {"liveActivities":{"Match":{"contentState":{"score":"String"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"score":"String"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"score":"1-0"}}}"#,
        source: AppSource.decoding)
    /// A null is not an absent value to a synthesized decoder: the push is dropped unseen. Leave the key out only if
    /// the property is optional; otherwise send a real value.
    public static let appActivityNull = Self(
        "app.activity-null", .error,
        summary:
            "A null for a non-optional property of the app's Live Activity type: JSONDecoder throws (valueNotFound) and the push changes nothing.",
        example:
            #"profile {"liveActivities":{"Match":{"contentState":{"score":"String"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"score":null}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"score":"String?"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"score":null}}}"#,
        source: AppSource.decoding)
    /// The whole content-state fails to decode, so the Lock Screen keeps the old content. Send the JSON type the
    /// Swift property reads: numbers unquoted, strings quoted, arrays for lists.
    public static let appActivityType = Self(
        "app.activity-type", .error,
        summary:
            "A Live Activity value of another JSON type than the app's property (a string for an Int, a number for a String, an object for an array): JSONDecoder throws (typeMismatch) and the push changes nothing.",
        example:
            #"profile {"liveActivities":{"Match":{"contentState":{"minute":"Int"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"minute":"67"}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"minute":"Int"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"minute":67}}}"#,
        source: AppSource.decoding)
    /// Integer properties take only whole numbers in range; anything else throws and the push is dropped. Round on
    /// the server, or declare the property Double.
    public static let appActivityInteger = Self(
        "app.activity-integer", .error,
        summary:
            "A fraction (67.5), or a number the type cannot hold (300 for UInt8), for an integer property of a Live Activity: JSONDecoder throws (67.0 is read as 67).",
        example:
            #"profile {"liveActivities":{"Match":{"contentState":{"minute":"Int"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"minute":67.5}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"minute":"Int"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"minute":67.0}}}"#,
        source: AppSource.integers)
    /// Raw values are compared exactly, case included, so a near miss drops the whole update. Send one of the values
    /// the app's enum declares, or add the case to the app first.
    public static let appActivityEnum = Self(
        "app.activity-enum", .error,
        summary:
            "A Live Activity value that is none of the raw values of the app's enum (case-sensitive): JSONDecoder throws (dataCorrupted) and the push changes nothing.",
        example:
            #"profile {"liveActivities":{"Match":{"contentState":{"phase":"Phase"}}},"types":{"Phase":{"enum":["firstHalf","secondHalf"]}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"phase":"FirstHalf"}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"phase":"Phase"}}},"types":{"Phase":{"enum":["firstHalf","secondHalf"]}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"phase":"firstHalf"}}}"#,
        source: AppSource.decoding)
    /// Dates are numbers to ActivityKit's decoder, so a formatted date drops the push. Send seconds since 2001-01-01
    /// (Unix time minus 978307200), or decode the property yourself in the app.
    public static let appActivityDateString = Self(
        "app.activity-date-string", .error,
        summary:
            "A Date property sent as a string (an ISO 8601 date): ActivityKit's JSONDecoder uses the default date strategy, a number of seconds since 2001-01-01, and throws.",
        example:
            #"profile {"liveActivities":{"Match":{"contentState":{"kickoff":"Date"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"kickoff":"2026-01-01T20:00:00Z"}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"kickoff":"Date"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"kickoff":788990400}}}"#,
        source: AppSource.dates)
    /// The push is accepted and shows, with a countdown or time decades off. Subtract 978307200 from a Unix time in
    /// seconds (divide milliseconds by 1000 first).
    public static let appActivityDateUnix = Self(
        "app.activity-date-unix", .error,
        summary:
            "A Date property sent as a Unix time (seconds or milliseconds since 1970): it is read as seconds since 2001-01-01, a date 31 years later; the message gives the number to send.",
        example:
            #"profile {"liveActivities":{"Match":{"contentState":{"kickoff":"Date"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"kickoff":1767297600}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"kickoff":"Date"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"kickoff":788990400}}}"#,
        source: AppSource.dates)
    /// Foundation refuses the text, the decode throws and the push is dropped unseen. Send a UUID in its canonical 36-character
    /// form and a URL that is not empty.
    public static let appActivityValue = Self(
        "app.activity-value", .error,
        summary:
            "A Live Activity string that its Foundation type refuses: an empty URL, or a UUID not in the 8-4-4-4-12 hexadecimal form: JSONDecoder throws (dataCorrupted).",
        example:
            #"profile {"liveActivities":{"Match":{"contentState":{"id":"UUID"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"id":"match-7"}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"id":"UUID"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"id":"7C9E6679-7425-40DE-944B-E07FC1F90AE7"}}}"#,
        source:
            "\(AppSource.decoding); Apple, UUID.init(uuidString:) (https://developer.apple.com/documentation/foundation/uuid/init(uuidstring:)) and URL.init(string:) (https://developer.apple.com/documentation/foundation/url/init(string:))"
    )
    /// A reversed range, or one without both bounds, fails the whole decode, so the Lock Screen keeps the old content.
    /// Send the lower bound first; send both.
    public static let appActivityRange = Self(
        "app.activity-range", .error,
        summary:
            "A Range or ClosedRange property of a Live Activity sent as an array whose lower bound is above its upper one, or with fewer than two elements: the standard library's init(from:) throws (dataCorrupted, valueNotFound) and the push changes nothing.",
        example:
            #"profile {"liveActivities":{"Match":{"contentState":{"window":"ClosedRange<Date>"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"window":[788994000,788990400]}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"window":"ClosedRange<Date>"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"window":[788990400,788994000]}}}"#,
        source: AppSource.ranges)
    /// A dictionary keyed by Int must have integer keys, and one keyed by any other type comes as keys and values in
    /// turn; anything else fails the whole decode. Send keys Int(_:) reads ("7", "-1"), or pairs without a dangling
    /// key.
    public static let appActivityDictionaryKey = Self(
        "app.activity-dictionary-key", .error,
        summary:
            "A Live Activity dictionary the app keys by Int sent with a key that is not a decimal integer (\"one\", \"1.0\", \" 1\"), or one keyed by another type (Int64, UUID, an enum) whose array of alternating keys and values has a key without a value: JSONDecoder throws (typeMismatch, dataCorrupted) and the push changes nothing.",
        example:
            #"profile {"liveActivities":{"Match":{"contentState":{"goalsByMinute":"[Int: String]"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"goalsByMinute":{"12th":"Saka"}}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"goalsByMinute":"[Int: String]"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"goalsByMinute":{"12":"Saka"}}}}"#,
        source: AppSource.dictionaries)
    /// A push-to-start names the Swift type to create; a name the app lacks (a typo, a renamed type, another app's)
    /// starts nothing. Write the type's name exactly as declared in the app.
    public static let appActivityUnknownType = Self(
        "app.activity-unknown-type", .error,
        summary:
            "A start's attributes-type that names none of the app's ActivityAttributes types (case-sensitive, and code point by code point: an NFD spelling of an NFC name is another name): the system starts no Live Activity.",
        example:
            #"profile {"liveActivities":{"MatchAttributes":{"contentState":{}}}} · payload {"aps":{"timestamp":1767225600,"event":"start","attributes-type":"MatchActivity","attributes":{},"content-state":{},"alert":{"title":"Kick-off","body":"Now"}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"MatchAttributes":{"contentState":{}}}} · payload {"aps":{"timestamp":1767225600,"event":"start","attributes-type":"MatchAttributes","attributes":{},"content-state":{},"alert":{"title":"Kick-off","body":"Now"}}}"#,
        source: AppSource.activityKit + "; " + AppSource.literal)
    /// Updates carry no type name, so the push must fit the activity it is sent to; one that fits no type is dropped
    /// by all of them. Name the type with --attributes-type to see exactly what is wrong, and fix the content-state.
    public static let appActivityNoMatch = Self(
        "app.activity-no-match", .error,
        summary:
            "An update or end whose content-state decodes into none of the app's ActivityAttributes types (it names none; --attributes-type names one): whichever activity it reaches, the push changes nothing.",
        example:
            #"profile {"liveActivities":{"Match":{"contentState":{"score":"String"}},"Delivery":{"contentState":{"eta":"Date"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"minute":67}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"score":"String"}},"Delivery":{"contentState":{"eta":"Date"}}}} · payload {"aps":{"timestamp":1767225600,"event":"update","content-state":{"score":"1-0"}}}"#,
        source: AppSource.activityKit)

    // MARK: Strings

    /// The user reads an identifier such as GOAL_TITLE instead of a sentence. Add the key to the app's strings (and
    /// ship the app) before sending, or fix its spelling.
    public static let appStringUnknownKey = Self(
        "app.string-unknown-key", .error,
        summary:
            "A loc-key, title-loc-key or subtitle-loc-key the app's strings do not have, code point by code point (one that only looks the same, NFD against NFC, is not there): iOS shows the key itself to the user.",
        example:
            #"profile {"strings":{"GOAL_TITLE":"Goal for %@!"}} · payload {"aps":{"alert":{"title-loc-key":"GOAL_TITEL","title-loc-args":["Poland"]}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"strings":{"GOAL_TITLE":"Goal for %@!"}} · payload {"aps":{"alert":{"title-loc-key":"GOAL_TITLE","title-loc-args":["Poland"]}}}"#,
        source: AppSource.localization + "; " + AppSource.literal)
    /// The missing places are filled with whatever the formatter finds, often (null). Send one loc-args entry for
    /// each placeholder, in the order their positions name.
    public static let appStringMissingArguments = Self(
        "app.string-missing-arguments", .error,
        summary:
            "Fewer loc-args than the app's format reads (%@, %d, %1$@...; %% reads none; each plural variant counted): the text shows garbage or (null) where an argument is missing.",
        example:
            #"profile {"strings":{"GOAL_BODY":"%1$@ scored in minute %2$@"}} · payload {"aps":{"alert":{"loc-key":"GOAL_BODY","loc-args":["Lewandowski"]}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"strings":{"GOAL_BODY":"%1$@ scored in minute %2$@"}} · payload {"aps":{"alert":{"loc-key":"GOAL_BODY","loc-args":["Lewandowski","67"]}}}"#,
        source: AppSource.localization)
    /// Nothing breaks, but text the sender meant to show is lost, often because the string changed in the app. Drop
    /// the extra arguments, or add placeholders for them.
    public static let appStringExtraArguments = Self(
        "app.string-extra-arguments", .warning,
        summary: "More loc-args than the app's format reads: the extra ones never show.",
        example:
            #"profile {"strings":{"GOAL_TITLE":"Goal!"}} · payload {"aps":{"alert":{"title-loc-key":"GOAL_TITLE","title-loc-args":["Poland"]}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"strings":{"GOAL_TITLE":"Goal!"}} · payload {"aps":{"alert":{"title-loc-key":"GOAL_TITLE"}}}"#,
        source: AppSource.localization)

    // MARK: Categories

    /// Buttons and custom interfaces belong to categories the app sets up at launch; an unknown identifier gets
    /// neither. Use an identifier the app registers, or register it in the app.
    public static let appCategoryUnregistered = Self(
        "app.category-unregistered", .warning,
        summary:
            "An aps.category the app does not register, code point by code point (an NFD spelling of an NFC identifier does not match): the notification shows, without the category's action buttons or custom interface.",
        example:
            #"profile {"categories":["MATCH_ACTIONS"]} · payload {"aps":{"alert":"Goal!","category":"MATCH_ACTION"}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"categories":["MATCH_ACTIONS"]} · payload {"aps":{"alert":"Goal!","category":"MATCH_ACTIONS"}}"#,
        source: AppSource.categories)
    /// Rich media exists to show the picture, and only a content extension draws it: without that extension
    /// registering the category, the user sees plain text. Add the category to the extension's Info.plist, or send
    /// one it lists.
    public static let appRichMediaCategoryUnregistered = Self(
        "app.rich-media-category-unregistered", .error,
        summary:
            "A Synerise rich-media (single image, carousel) or Cordial carousel push whose category the app does not register: no content extension runs, and the image or carousel never shows.",
        example:
            #"profile {"categories":["synerise.notifications.category.single-media"]} · payload {"aps":{"alert":{"title":"Hi","body":"Sale"},"mutable-content":1,"category":"synerise.notifications.category.carousel"},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{},"rich-media":{"type":"carousel","carousel":{"orientation":"PORTRAIT","items":[{"image":"https://example.com/a.jpg"}]}}}}"#,
        exampleIsPayload: false,
        passing:
            #"profile {"categories":["synerise.notifications.category.carousel"]} · payload {"aps":{"alert":{"title":"Hi","body":"Sale"},"mutable-content":1,"category":"synerise.notifications.category.carousel"},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{},"rich-media":{"type":"carousel","carousel":{"orientation":"PORTRAIT","items":[{"image":"https://example.com/a.jpg"}]}}}}"#,
        source:
            "\(AppSource.categories); Apple, UNNotificationExtensionCategory (https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionattributes/unnotificationextensioncategory): a content extension runs only for the categories its Info.plist lists; github:Synerise/synerise-ios-sdk@36a49ae084c2 (iOS SDK 5.10.1: synerise.notifications.category.single-media, .carousel); mihaicris-adoreme/cordial-ios-sdk@e05e7a82b2c6437b8452215cec93a96eb220a541 (carouselNotificationCategory)"
    )

    // MARK: The profile

    /// A profile read wrongly would check payloads against an app that does not exist. Write each member as
    /// docs/app-profile.md shows it.
    public static let profileInvalidType = Self(
        "profile.invalid-type", .error,
        summary:
            "An app profile value has the wrong JSON type (or an enum without raw values): the profile cannot be used.",
        example: #"profile {"categories":"MATCH_ACTIONS"}"#, exampleIsPayload: false,
        passing: #"profile {"categories":["MATCH_ACTIONS"]}"#,
        source: AppSource.profile)
    /// A misspelt member is a check that silently never runs. Use the member names of docs/app-profile.md.
    public static let profileUnknownKey = Self(
        "profile.unknown-key", .error,
        summary:
            "A key the app profile format does not have (a misspelt liveActivities, contentState...): it would check nothing, so the profile is refused.",
        example: #"profile {"catagories":["MATCH_ACTIONS"]}"#, exampleIsPayload: false,
        passing: #"profile {"categories":["MATCH_ACTIONS"]}"#,
        source: AppSource.profile)
    /// pushkit checks values against the Swift type the profile names, so it must be able to read it. Copy the type
    /// from the app's declaration.
    public static let profileInvalidSwiftType = Self(
        "profile.invalid-swift-type", .error,
        summary:
            "A field type that is not written as in Swift (String, Int, Date, [T], [String: T], T?, a declared name).",
        example: #"profile {"liveActivities":{"Match":{"contentState":{"goals":"[Goal"}}}}"#, exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"goals":"[Goal]"}}},"types":{"Goal":{"minute":"Int"}}}"#,
        source: AppSource.profile)
    /// An undeclared name would leave that property unchecked. Declare the struct (an object of fields) or enum
    /// ({"enum": [...]}) under types, or write the built-in type.
    public static let profileUnknownType = Self(
        "profile.unknown-type", .error,
        summary: "A field type that names neither a Swift type pushkit knows nor one of the profile's types.",
        example: #"profile {"liveActivities":{"Match":{"contentState":{"phase":"Phase"}}}}"#, exampleIsPayload: false,
        passing:
            #"profile {"liveActivities":{"Match":{"contentState":{"phase":"Phase"}}},"types":{"Phase":{"enum":["firstHalf"]}}}"#,
        source: AppSource.profile)
    /// Versions are compared number by number to judge version-bound rules. Write the release the app ships, such as
    /// 5.10.1.
    public static let profileInvalidVersion = Self(
        "profile.invalid-version", .error,
        summary: "An SDK version that is not major[.minor[.patch]] (5.10.1, 4.24).",
        example: #"profile {"sdks":{"synerise-ios":"5.x"}}"#, exampleIsPayload: false,
        passing: #"profile {"sdks":{"synerise-ios":"5.10.1"}}"#,
        source: AppSource.profile)
    /// Rules name SDKs by vendor and platform; another name would judge nothing. Write synerise-ios,
    /// synerise-android, cordial-ios and so on.
    public static let profileUnknownSDK = Self(
        "profile.unknown-sdk", .error,
        summary:
            "An SDK that is not vendor-platform with a vendor that ships one (synerise, cordial, reachu, crobox) and ios or android.",
        example: #"profile {"sdks":{"synerise":"5.10.1"}}"#, exampleIsPayload: false,
        passing: #"profile {"sdks":{"synerise-ios":"5.10.1"}}"#,
        source: AppSource.profile)
    /// Without the strings no loc-key could be checked, and a silent skip would hide it. Give the path of the app's
    /// .xcstrings or .strings file, relative to the profile.
    public static let profileStringsUnreadable = Self(
        "profile.strings-unreadable", .error,
        summary:
            "The profile's strings file cannot be read: missing, too large, not UTF-8 or UTF-16, or neither .xcstrings nor .strings.",
        example: #"profile {"strings":"Missing.xcstrings"}"#, exampleIsPayload: false,
        passing: #"profile {"strings":{"GOAL_TITLE":"Goal for %@!"}}"#,
        source: AppSource.profile)
    /// A file Xcode would refuse cannot stand for the app's strings. Fix the file at the line and column given; Xcode
    /// reports the same place.
    public static let profileStringsInvalid = Self(
        "profile.strings-invalid", .error,
        summary:
            "The profile's strings file has an error: a .strings entry without its ; or a string not closed, an .xcstrings catalogue without sourceLanguage or strings.",
        example: #"profile {"strings":"Localizable.strings"} · file "GOAL_TITLE" = "Goal for %@!""#,
        exampleIsPayload: false,
        passing: #"profile {"strings":"Localizable.strings"} · file "GOAL_TITLE" = "Goal for %@!";"#,
        source: AppSource.profile)
    /// Without the manifest no deep link could be checked. Give the path of a route manifest relative to the profile,
    /// or list the routes inline.
    public static let profileRoutesUnreadable = Self(
        "profile.routes-unreadable", .error,
        summary: "The route manifest the profile names cannot be read.",
        example: #"profile {"routes":"missing-routes.json"}"#, exampleIsPayload: false,
        passing: #"profile {"routes":[{"name":"match","pattern":"match://match/{id}"}]}"#,
        source: AppSource.profile)
    /// An update names no type, so each declared type is tried in turn, and the number of tries is kept small. List
    /// only the app's ActivityAttributes types.
    public static let profileTooManyActivities = Self(
        "profile.too-many-activities", .error,
        summary:
            "More than 32 Live Activity types: an update names none, and pushkit tries each in turn, so their number is bounded.",
        example: "a profile whose liveActivities has 33 members", exampleIsPayload: false,
        passing: "a profile whose liveActivities has 32 members",
        source: AppSource.profile)
}

/// What the app rules rest on.
enum AppSource {
    static let activityKit =
        "\(APNsSource.liveActivity): a start names its ActivityAttributes type in attributes-type, and content-state must decode into the type's ContentState"
    static let decoding =
        "\(APNsSource.liveActivity); Apple, ActivityAttributes.ContentState (https://developer.apple.com/documentation/activitykit/activityattributes/contentstate): Decodable, decoded with JSONDecoder and its default strategies (synthesized init(from:): decode for a non-optional property, decodeIfPresent for an optional one; extra keys are ignored)"
    static let integers =
        "\(decoding); swift-foundation JSONDecoder (JSONDecoderImpl._slowpath_unwrapFixedWidthInteger): a number that is not a plain integer is read as a Double and must convert exactly"
    static let dates =
        "\(decoding); Apple, JSONDecoder.dateDecodingStrategy (https://developer.apple.com/documentation/foundation/jsondecoder/datedecodingstrategy-swift.property): the default is deferredToDate, Date's own Decodable, a Double of seconds since 2001-01-01 00:00:00 UTC"
    static let ranges =
        "\(decoding); swiftlang/swift, stdlib/public/core/ClosedRange.swift and Range.swift (extension ClosedRange: Decodable, extension Range: Decodable): an unkeyed container, the lower bound then the upper one, and lowerBound <= upperBound or DecodingError.dataCorrupted (\"Cannot initialize ClosedRange<Int> with a lowerBound (3) greater than upperBound (2)\"; an empty Range [2, 2] is decoded; a third element is not read), checked with JSONDecoder on Swift 6.3"
    static let dictionaries =
        "\(decoding); swiftlang/swift, stdlib/public/core/Codable.swift (extension Dictionary: Decodable): String and Int keys from a keyed container, an Int key through Int(stringValue) or DecodingError.typeMismatch (\"Expected Int key but found String key instead.\"); a CodingKeyRepresentable key by its codingKey; any other key an unkeyed container of keys and values, alternating, an odd count DecodingError.dataCorrupted"
    static let localization =
        "\(APNsSource.generating) (loc-key, title-loc-key, subtitle-loc-key and their loc-args: the app's Localizable strings, with %@ and %n$@ for the arguments); Apple, String(format:) specifiers (https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Strings/Articles/formatSpecifiers.html)"
    static let categories =
        "\(APNsSource.generating) (category: the identifier of a UNNotificationCategory the app registers); Apple, UNUserNotificationCenter.setNotificationCategories(_:) (https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setnotificationcategories(_:)); \(literal)"
    /// Foundation compares identifiers literally, code unit by code unit (`LiteralText`).
    static let literal =
        "Apple, NSString.isEqual(to:) (https://developer.apple.com/documentation/foundation/nsstring/isequal(to:): a literal Unicode-based comparison) and String Programming Guide, Comparing Strings (composed and decomposed characters differ under a literal comparison)"
    static let profile = "pushkit's app profile (docs/app-profile.md, Schemas/app.schema.json)"
}

extension RuleCatalogue {
    static let app: [Diagnostic.Code] = [
        .appActivityMissingKey,
        .appActivityNull,
        .appActivityType,
        .appActivityInteger,
        .appActivityEnum,
        .appActivityDateString,
        .appActivityDateUnix,
        .appActivityValue,
        .appActivityRange,
        .appActivityDictionaryKey,
        .appActivityUnknownType,
        .appActivityNoMatch,
        .appStringUnknownKey,
        .appStringMissingArguments,
        .appStringExtraArguments,
        .appCategoryUnregistered,
        .appRichMediaCategoryUnregistered,
        .profileInvalidType,
        .profileUnknownKey,
        .profileInvalidSwiftType,
        .profileUnknownType,
        .profileInvalidVersion,
        .profileUnknownSDK,
        .profileStringsUnreadable,
        .profileStringsInvalid,
        .profileRoutesUnreadable,
        .profileTooManyActivities,
    ]
}
