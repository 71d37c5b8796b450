import Crypto
import PushKitCore

/// An APNs provider token: a JSON Web Token signed with ES256 by the team's APNs key
/// (the `.p8` file), sent as `authorization: bearer <token>`.
///
/// The header names the key (`kid`), the claims the team (`iss`) and when the token was
/// made (`iat`). APNs takes a token for an hour and refuses one made again sooner than
/// every 20 minutes, so a sender makes one and reuses it on every request until it is
/// about to expire.
struct ProviderToken: Sendable {
    /// The text after `bearer `: base64url header, claims and signature, joined by dots.
    let value: String
    /// When it was made, seconds since 1970.
    let issuedAt: Int64

    /// Signs a token with `key` for the key id and team id.
    init(key: P256.Signing.PrivateKey, keyID: String, teamID: String, issuedAt: Int64) throws {
        let writer = JSONWriter()
        let header: JSONTree = ["alg": "ES256", "kid": .string(keyID)]
        let claims: JSONTree = ["iss": .string(teamID), "iat": .number(JSONNumber(Int(issuedAt)))]
        let signingInput = Base64URL.encode(writer.bytes(header)) + "." + Base64URL.encode(writer.bytes(claims))
        // JOSE's ES256 signature is r and s, 32 bytes each, not the DER that X.509 uses.
        let signature = try key.signature(for: Array(signingInput.utf8))
        value = signingInput + "." + Base64URL.encode(Array(signature.rawRepresentation))
        self.issuedAt = issuedAt
    }

    /// Whether the token is old enough to be made again: after 50 of its 60 minutes.
    func isStale(at now: Int64) -> Bool { now - issuedAt >= 50 * 60 }

    /// Whether `text` can be a key id or a team id: ten letters and digits, as Apple
    /// issues them. Anything else would not be what the developer account shows.
    static func isIdentifier(_ text: String) -> Bool {
        text.utf8.count == 10 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) }
    }
}

/// Base64 with the URL alphabet (`-` and `_`) and no padding, as JWTs use it (RFC 7515).
enum Base64URL {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            // 3 bytes make 4 characters, 2 make 3 and 1 makes 2.
            for position in 0...count {
                output.append(alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3F)])
            }
            index += count
        }
        return String(decoding: output, as: UTF8.self)
    }
}
