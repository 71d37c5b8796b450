extension Cordial {
    /// `system.iam`: a silent push that tells the SDK to fetch an in-app message by the
    /// push's `mcID` and show it. The HTML itself is never in the push.
    ///
    /// Every key is optional, and the model keeps what was written: a field is `nil` when
    /// its key is absent or its value unreadable. A value the SDK does not understand (an
    /// unknown or mis-cased enum value, a margin that is not an Int16) silently falls back
    /// to the default; the `effective` properties give what the SDK will use. Members the
    /// model has no field for (retired keys, unreadable values, unknown keys) are kept in
    /// ``extra``.
    public struct InAppMessage: Sendable, Hashable {
        /// `type`: how the message is laid out.
        public var type: Layout?
        /// `displayType`: when it is shown.
        public var displayType: DisplayType?
        /// `inactiveSessionDisplay`: whether it is kept for a later session.
        public var inactiveSessionDisplay: InactiveSessionDisplay?
        /// `expirationTime`: after when it is no longer shown.
        public var expiration: Expiration
        /// `left`: the left margin in percent of the screen width.
        public var left: Int16? {
            get { leftNumber.flatMap(Self.margin) }
            set { leftNumber = newValue.map { JSONNumber(Int($0)) } }
        }
        /// `right`: the right margin in percent of the screen width.
        public var right: Int16? {
            get { rightNumber.flatMap(Self.margin) }
            set { rightNumber = newValue.map { JSONNumber(Int($0)) } }
        }
        /// ``left`` and ``right`` as written (`5.0` stays `5.0` in the canonical form).
        var leftNumber: JSONNumber?
        var rightNumber: JSONNumber?
        /// The members of `system.iam` the fields above do not hold, kept as written.
        public var extra: JSONObject

        /// The margin the SDK uses when `left` or `right` is absent or unreadable.
        public static let defaultMargin: Int16 = 5

        /// The margin a number stands for: a whole number within Int16 (`5`, `5.0`, `5e0`),
        /// which the SDK's `as? Int16` accepts; `nil` for any other.
        static func margin(_ number: JSONNumber) -> Int16? {
            if let integer = number.int64 { return Int16(exactly: integer) }
            return Int16(exactly: number.double)
        }

        /// Creates an in-app message trigger; `nil` leaves a key out (the SDK's default).
        public init(
            type: Layout? = nil, displayType: DisplayType? = nil, inactiveSessionDisplay: InactiveSessionDisplay? = nil,
            expiration: Expiration = .never, left: Int16? = nil, right: Int16? = nil, extra: JSONObject = JSONObject()
        ) {
            self.type = type
            self.displayType = displayType
            self.inactiveSessionDisplay = inactiveSessionDisplay
            self.expiration = expiration
            leftNumber = left.map { JSONNumber(Int($0)) }
            rightNumber = right.map { JSONNumber(Int($0)) }
            self.extra = extra
        }

        /// The layout the SDK uses: ``type``, or `modal`.
        public var effectiveType: Layout { type ?? .modal }
        /// When the SDK shows it: ``displayType``, or `displayImmediately`.
        public var effectiveDisplayType: DisplayType { displayType ?? .displayImmediately }
        /// What the SDK does in an inactive session: ``inactiveSessionDisplay``, or `show-in-app`.
        public var effectiveInactiveSessionDisplay: InactiveSessionDisplay { inactiveSessionDisplay ?? .showInApp }
        /// The left margin the SDK uses: ``left``, or 5.
        public var effectiveLeft: Int16 { left ?? Self.defaultMargin }
        /// The right margin the SDK uses: ``right``, or 5.
        public var effectiveRight: Int16 { right ?? Self.defaultMargin }
        /// The width left for the message, in percent of the screen: 100 minus both
        /// effective margins.
        public var widthPercent: Int { 100 - Int(effectiveLeft) - Int(effectiveRight) }

        /// `type` (case-sensitive; anything else means `modal`).
        public enum Layout: String, Sendable, Hashable, CaseIterable {
            /// `modal`: a centred card (the default).
            case modal
            /// `fullscreen`: the whole screen.
            case fullscreen
            /// `banner_up`: a banner at the top.
            case bannerUp = "banner_up"
            /// `banner_bottom`: a banner at the bottom.
            case bannerBottom = "banner_bottom"
        }

        /// `displayType` (case-sensitive; anything else means `displayImmediately`).
        public enum DisplayType: String, Sendable, Hashable, CaseIterable {
            /// `displayImmediately`: as soon as it is fetched (the default).
            case displayImmediately
            /// `displayOnAppOpenEvent`: the next time the app is opened.
            case displayOnAppOpenEvent
        }

        /// `inactiveSessionDisplay` (case-sensitive; anything else means `show-in-app`).
        public enum InactiveSessionDisplay: String, Sendable, Hashable, CaseIterable {
            /// `show-in-app`: shown even if it arrived while the app was not active (the default).
            case showInApp = "show-in-app"
            /// `hide-in-app`: dropped if it arrived while the app was not active.
            case hideInApp = "hide-in-app"
        }

        /// `expirationTime`, as the SDK reads it.
        public enum Expiration: Sendable, Hashable {
            /// No readable `expirationTime` (absent, or not a string): the message never expires.
            case never
            /// An ISO 8601 time with fractional seconds: the message is not shown after it.
            case at(ISO8601Timestamp)
            /// Text the SDK cannot parse (no fractional seconds, not a date at all): it
            /// treats the message as never expiring.
            case unreadable(String)
        }

    }
}
