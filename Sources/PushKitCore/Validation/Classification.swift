/// What a payload is and how it must be sent.
public struct Classification: Sendable, Hashable {
    /// The fields, in one copy-on-write box: a copy of a `Classification` is one retain
    /// rather than one per field.
    private struct Fields: Sendable, Hashable {
        var vendor: Vendor?
        var kind: PayloadKind
        var platform: Platform?
        var pushType: APNsPushType?
        var priority: APNsPriority?
        var delivery: Delivery?
        var trigger: String?
        var features: Features
    }

    /// The features as the checks found them (bits, sorted into names when asked), or
    /// as a caller gave them: a validation then makes no array for them.
    private enum Features: Sendable, Hashable {
        case found(FeatureList)
        case given([String])

        var names: [String] {
            switch self {
            case .found(let list): list.sorted()
            case .given(let names): names
            }
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            if case .found(let left) = lhs, case .found(let right) = rhs, left.isKnownOnly, right.isKnownOnly {
                return left.knownMask == right.knownMask
            }
            return lhs.names == rhs.names
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(names)
        }
    }

    /// The fields, held inline: a classification is made once per validation and copied
    /// about twice, so a box (one allocation) costs more than the retains it saves.
    private struct Storage: Sendable, Hashable {
        var fields: Fields
    }

    private var storage: Storage

    /// Whose payload it is: `synerise`, `cordial`, `apns` (no vendor layer), or `nil` when unknown.
    public var vendor: Vendor? {
        get { storage.fields.vendor }
        _modify { yield &storage.fields.vendor }
    }
    /// The kind, such as `synerise.rich-media.carousel`.
    public var kind: PayloadKind {
        get { storage.fields.kind }
        _modify { yield &storage.fields.kind }
    }
    /// The platform the payload is shaped for; `nil` for documents that are not pushes.
    public var platform: Platform? {
        get { storage.fields.platform }
        _modify { yield &storage.fields.platform }
    }
    /// The `apns-push-type` the request must carry (iOS only).
    public var pushType: APNsPushType? {
        get { storage.fields.pushType }
        _modify { yield &storage.fields.pushType }
    }
    /// The `apns-priority` the request should carry (iOS only): 10, or 5 for background pushes.
    public var priority: APNsPriority? {
        get { storage.fields.priority }
        _modify { yield &storage.fields.priority }
    }
    /// Whether the user sees something when it arrives.
    public var delivery: Delivery? {
        get { storage.fields.delivery }
        _modify { yield &storage.fields.delivery }
    }
    /// The event label that shows it later (a banner's `trigger`), if any.
    public var trigger: String? {
        get { storage.fields.trigger }
        _modify { yield &storage.fields.trigger }
    }
    /// The parts the payload has, sorted: `buttons`, `image`, `carousel`, `deep-link`, ...
    public var features: [String] {
        get { storage.fields.features.names }
        set { storage.fields.features = .given(newValue) }
    }

    /// Sets ``features`` to the names in `list`, sorted only when they are read.
    mutating func setFeatures(_ list: FeatureList) {
        storage.fields.features = .found(list)
    }

    /// Creates a classification.
    public init(
        vendor: Vendor? = nil, kind: PayloadKind = .unknown, platform: Platform? = nil,
        pushType: APNsPushType? = nil,
        priority: APNsPriority? = nil, delivery: Delivery? = nil, trigger: String? = nil, features: [String] = []
    ) {
        storage = Storage(
            fields: Fields(
                vendor: vendor, kind: kind, platform: platform, pushType: pushType, priority: priority,
                delivery: delivery, trigger: trigger, features: .given(features)))
    }

    /// How a payload reaches the user.
    public enum Delivery: String, Sendable, Hashable, CaseIterable {
        /// Shows something (an alert, a badge, a sound, a page).
        case visible
        /// Wakes or informs the app without showing anything.
        case silent
    }
}

/// What the checks learn about a payload on the way, for its classification.
struct PayloadFacts: Sendable {
    var vendor: Vendor?
    var kind: PayloadKind = .unknown
    var platform: Platform?
    var trigger: String?
    var features = FeatureList()
}

/// The features found in a payload, each kept once.
///
/// The features the checks know are bits of a mask (nothing to allocate, compare or
/// sort); any other name goes to a short list beside it.
struct FeatureList: Sendable {
    /// A feature the checks know. The cases are in ascending order of their names, so
    /// the bits read from low to high give the names sorted.
    enum Feature: UInt8, Sendable, CaseIterable {
        /// `alert`.
        case alert
        /// `auto-disappear`.
        case autoDisappear
        /// `badge`.
        case badge
        /// `buttons`.
        case buttons
        /// `carousel`.
        case carousel
        /// `content-available`.
        case contentAvailable
        /// `critical`.
        case critical
        /// `deep-link`.
        case deepLink
        /// `image`.
        case image
        /// `image-badge`.
        case imageBadge
        /// `in-app`.
        case inApp
        /// `inbox`.
        case inbox
        /// `localized`.
        case localized
        /// `mutable-content`.
        case mutableContent
        /// `open-app`.
        case openApp
        /// `open-url`.
        case openURL
        /// `secondary-messaging`.
        case secondaryMessaging
        /// `sound`.
        case sound
        /// `text-badge`.
        case textBadge
        /// `trigger`.
        case trigger

        /// The feature's name, as ``Classification/features`` lists it.
        var name: String {
            switch self {
            case .alert: "alert"
            case .autoDisappear: "auto-disappear"
            case .badge: "badge"
            case .buttons: "buttons"
            case .carousel: "carousel"
            case .contentAvailable: "content-available"
            case .critical: "critical"
            case .deepLink: "deep-link"
            case .image: "image"
            case .imageBadge: "image-badge"
            case .inApp: "in-app"
            case .inbox: "inbox"
            case .localized: "localized"
            case .mutableContent: "mutable-content"
            case .openApp: "open-app"
            case .openURL: "open-url"
            case .secondaryMessaging: "secondary-messaging"
            case .sound: "sound"
            case .textBadge: "text-badge"
            case .trigger: "trigger"
            }
        }
    }

    private var known: UInt32 = 0
    private var others: [String] = []

    /// The known features, one bit each.
    var knownMask: UInt32 { known }
    /// Whether every feature is a known one (no name in the list beside the bits).
    var isKnownOnly: Bool { others.isEmpty }

    /// Adds `feature` unless it is there already.
    @inline(__always)
    mutating func insert(_ feature: Feature) {
        known |= 1 << feature.rawValue
    }

    /// Adds `name` unless it is there already.
    mutating func insert(_ name: String) {
        if let feature = Feature.allCases.first(where: { $0.name == name }) {
            insert(feature)
        } else if !others.contains(name) {
            others.append(name)
        }
    }

    /// The names in ascending order.
    func sorted() -> [String] {
        var names: [String] = []
        names.reserveCapacity(known.nonzeroBitCount + others.count)
        var remaining = known
        while remaining != 0 {
            let bit = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            if let feature = Feature(rawValue: UInt8(bit)) { names.append(feature.name) }
        }
        guard !others.isEmpty else { return names }
        names.append(contentsOf: others)
        return names.sorted()
    }
}

extension PayloadKind {
    /// `synerise.simple-push`.
    public static let syneriseSimplePush = PayloadKind("synerise.simple-push")
    /// `synerise.rich-media.single-image`.
    public static let syneriseRichMediaSingleImage = PayloadKind("synerise.rich-media.single-image")
    /// `synerise.rich-media.carousel`.
    public static let syneriseRichMediaCarousel = PayloadKind("synerise.rich-media.carousel")
    /// `synerise.template-banner`.
    public static let syneriseTemplateBanner = PayloadKind("synerise.template-banner")
    /// `synerise.mandatory-upgrade`.
    public static let syneriseMandatoryUpgrade = PayloadKind("synerise.mandatory-upgrade")
    /// `synerise.walkthrough`.
    public static let syneriseWalkthrough = PayloadKind("synerise.walkthrough")
    /// `synerise.silent-command`.
    public static let syneriseSilentCommand = PayloadKind("synerise.silent-command")
    /// `synerise.silent-sdk-command`.
    public static let syneriseSilentSDKCommand = PayloadKind("synerise.silent-sdk-command")
    /// `synerise.in-app-test`.
    public static let syneriseInAppTest = PayloadKind("synerise.in-app-test")
    /// `synerise.encrypted`.
    public static let syneriseEncrypted = PayloadKind("synerise.encrypted")
    /// `cordial.alert`: a visible Cordial push without an image or a carousel.
    public static let cordialAlert = PayloadKind("cordial.alert")
    /// `cordial.image`: a visible Cordial push with an `imageURL`.
    public static let cordialImage = PayloadKind("cordial.image")
    /// `cordial.carousel`: a visible Cordial push with a `carousel`.
    public static let cordialCarousel = PayloadKind("cordial.carousel")
    /// `cordial.in-app`: a silent Cordial push that triggers an in-app message (`system.iam`).
    public static let cordialInApp = PayloadKind("cordial.in-app")
    /// `cordial.inbox`: a silent Cordial push that triggers the inbox (`system.inbox`).
    public static let cordialInbox = PayloadKind("cordial.inbox")
    /// `reachu.campaign-started`: the WebSocket event `campaign_started`.
    public static let reachuCampaignStarted = PayloadKind("reachu.campaign-started")
    /// `reachu.campaign-ended`: the WebSocket event `campaign_ended`.
    public static let reachuCampaignEnded = PayloadKind("reachu.campaign-ended")
    /// `reachu.component-status-changed`: the WebSocket event `component_status_changed`.
    public static let reachuComponentStatusChanged = PayloadKind("reachu.component-status-changed")
    /// `reachu.component-config-updated`: the WebSocket event `component_config_updated`.
    public static let reachuComponentConfigUpdated = PayloadKind("reachu.component-config-updated")
    /// `reachu.campaign-paused`: the WebSocket event `campaign_paused`.
    public static let reachuCampaignPaused = PayloadKind("reachu.campaign-paused")
    /// `reachu.campaign-resumed`: the WebSocket event `campaign_resumed`.
    public static let reachuCampaignResumed = PayloadKind("reachu.campaign-resumed")
    /// `reachu.campaign`: the REST response `GET /api/campaigns/{id}`.
    public static let reachuCampaign = PayloadKind("reachu.campaign")
    /// `reachu.components`: the REST response `GET /api/campaigns/{id}/components`.
    public static let reachuComponents = PayloadKind("reachu.components")
    /// `crobox.promotions`: a Crobox promotions response.
    public static let croboxPromotions = PayloadKind("crobox.promotions")
    /// `apns.alert`.
    public static let apnsAlert = PayloadKind("apns.alert")
    /// An FCM v1 message with a notification and no data.
    public static let fcmNotification = PayloadKind("fcm.notification")
    /// An FCM v1 message with no notification: data, or an `apns` override without an alert
    /// (a background push through FCM), or nothing but its target; the device shows nothing.
    public static let fcmData = PayloadKind("fcm.data")
    /// An FCM v1 message with a notification and data.
    public static let fcmNotificationData = PayloadKind("fcm.notification-data")
    /// A body of FCM's legacy HTTP API (`to`, `registration_ids`), switched off in 2024.
    public static let fcmLegacy = PayloadKind("fcm.legacy")
    /// `apns.background`.
    public static let apnsBackground = PayloadKind("apns.background")
    /// `apns.liveactivity`.
    public static let apnsLiveActivity = PayloadKind("apns.liveactivity")

    /// `apns.<push type>` for a push type with a payload of its own: `apns.voip`,
    /// `apns.widgets`, `apns.controls`, `apns.location`, `apns.complication`,
    /// `apns.fileprovider`, `apns.mdm`, `apns.pushtotalk` (given with `--push-type`).
    public static func apns(_ pushType: APNsPushType) -> PayloadKind {
        switch pushType {
        case .alert: .apnsAlert
        case .background: .apnsBackground
        case .liveActivity: .apnsLiveActivity
        default: PayloadKind("apns." + pushType.rawValue)
        }
    }

    /// Every kind pushkit classifies, `unknown` last.
    public static let all: [PayloadKind] =
        [
            .syneriseSimplePush, .syneriseRichMediaSingleImage, .syneriseRichMediaCarousel, .syneriseTemplateBanner,
            .syneriseMandatoryUpgrade, .syneriseWalkthrough, .syneriseSilentCommand, .syneriseSilentSDKCommand,
            .syneriseInAppTest, .syneriseEncrypted, .cordialAlert, .cordialImage, .cordialCarousel, .cordialInApp,
            .cordialInbox, .reachuCampaignStarted, .reachuCampaignEnded, .reachuComponentStatusChanged,
            .reachuComponentConfigUpdated, .reachuCampaignPaused, .reachuCampaignResumed, .reachuCampaign,
            .reachuComponents, .croboxPromotions, .fcmNotification, .fcmData, .fcmNotificationData, .fcmLegacy,
            .apnsAlert,
            .apnsBackground, .apnsLiveActivity,
        ] + APNsPushType.allCases.filter { ![.alert, .background, .liveActivity].contains($0) }.map(apns) + [.unknown]

    /// The kind with the identifier `id`, if pushkit has it.
    public init?(id: String) {
        guard let kind = Self.all.first(where: { $0.id == id }) else { return nil }
        self = kind
    }
}
