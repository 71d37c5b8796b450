extension AppProfile {
    /// A vendor's SDK on one platform, written `vendor-platform` as `--sdk` and the
    /// profile's `sdks` take it: `synerise-ios`, `synerise-android`, `cordial-ios`, ...
    public struct SDK: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The vendor whose SDK it is.
        public var vendor: Vendor
        /// The platform it runs on.
        public var platform: Platform

        /// Creates an SDK identity.
        public init(vendor: Vendor, platform: Platform) {
            self.vendor = vendor
            self.platform = platform
        }

        /// Reads `vendor-platform`; `nil` unless the vendor is one with an SDK (Synerise,
        /// Cordial, Reachu, Crobox) and the platform `ios` or `android`.
        public init?(id: String) {
            guard let dash = id.lastIndex(of: "-"),
                let platform = Platform(rawValue: String(id[id.index(after: dash)...]))
            else { return nil }
            let vendor = Vendor(rawValue: String(id[..<dash]))
            guard Self.vendors.contains(vendor) else { return nil }
            self.init(vendor: vendor, platform: platform)
        }

        /// The vendors that ship an SDK in the app (every vendor but Apple's `apns`).
        public static let vendors: [Vendor] = [.synerise, .cordial, .reachu, .crobox]

        /// `vendor-platform`.
        public var id: String { "\(vendor.rawValue)-\(platform.rawValue)" }

        /// `vendor-platform`.
        public var description: String { id }

        /// Orders SDKs by identifier.
        public static func < (lhs: SDK, rhs: SDK) -> Bool { lhs.id < rhs.id }

        /// Synerise's iOS SDK.
        public static let syneriseIOS = SDK(vendor: .synerise, platform: .ios)
        /// Synerise's Android SDK.
        public static let syneriseAndroid = SDK(vendor: .synerise, platform: .android)
        /// Cordial's iOS SDK.
        public static let cordialIOS = SDK(vendor: .cordial, platform: .ios)
        /// Crobox's iOS SDK.
        public static let croboxIOS = SDK(vendor: .crobox, platform: .ios)
        /// Crobox's Android SDK.
        public static let croboxAndroid = SDK(vendor: .crobox, platform: .android)
    }

    /// A release number, `major[.minor[.patch]]` (missing parts are 0): `5.10.1`, `4.4`.
    public struct Version: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The major, minor and patch numbers.
        public var major: Int
        /// The minor number.
        public var minor: Int
        /// The patch number.
        public var patch: Int

        /// Creates a version.
        public init(_ major: Int, _ minor: Int = 0, _ patch: Int = 0) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        /// Reads `major[.minor[.patch]]`: one to three whole numbers of at most nine digits,
        /// separated by dots; `nil` for anything else (`5.x`, `v5`, `5.0.0-beta`).
        public init?(_ text: String) {
            var parts: [Int] = []
            var current = 0
            var digits = 0
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    guard digits < 9 else { return nil }
                    current = current * 10 + Int(byte - UInt8(ascii: "0"))
                    digits += 1
                case UInt8(ascii: "."):
                    guard digits > 0, parts.count < 2 else { return nil }
                    parts.append(current)
                    current = 0
                    digits = 0
                default:
                    return nil
                }
            }
            guard digits > 0 else { return nil }
            parts.append(current)
            while parts.count < 3 { parts.append(0) }
            self.init(parts[0], parts[1], parts[2])
        }

        /// `major.minor.patch`.
        public var description: String { "\(major).\(minor).\(patch)" }

        /// Orders versions by major, then minor, then patch.
        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
    }
}

extension AppProfile.SDK {
    /// The SDK versions still in use when the app does not name its own: the latest release
    /// of the vendor's current major line and of the previous one, newest first
    /// (SwiftPM, CocoaPods and Gradle resolve a dependency to the newest release within a
    /// major, so apps sit on these). A form the newest ignores but the previous line reads
    /// is a warning that names both; a form neither reads is an error.
    ///
    /// Sources, each the vendor's changelog or release tags at the commit the rules cite:
    /// - synerise-ios: 5.10.1 (2025-12-30) and 4.24.4 (2025-03-12), CHANGELOG.md of
    ///   github:Synerise/synerise-ios-sdk@36a49ae084c2;
    /// - synerise-android: 6.14.2 (2026-07-09) and 5.23.3 (2025-05-16), CHANGELOG.md of
    ///   github:Synerise/android-sdk@77d2c381cd95;
    /// - cordial-ios: 4.5.0 (2024-10-10) and 3.1.5 (2022-07-04), CHANGELOG.md of
    ///   github:mihaicris-adoreme/cordial-ios-sdk@e05e7a82b2c6;
    /// - crobox-ios: 1.0.33 (no earlier major), tags of github:crobox/crobox-sdk-ios@c7034ce6811b;
    /// - crobox-android: 1.0.10 and 0.1.0, tags of github:crobox/crobox-sdk-android@d98ad86fd459.
    public static let versionsInUse: [AppProfile.SDK: [AppProfile.Version]] = [
        .syneriseIOS: [AppProfile.Version(5, 10, 1), AppProfile.Version(4, 24, 4)],
        .syneriseAndroid: [AppProfile.Version(6, 14, 2), AppProfile.Version(5, 23, 3)],
        .cordialIOS: [AppProfile.Version(4, 5, 0), AppProfile.Version(3, 1, 5)],
        .croboxIOS: [AppProfile.Version(1, 0, 33)],
        .croboxAndroid: [AppProfile.Version(1, 0, 10), AppProfile.Version(0, 1, 0)],
    ]
}
