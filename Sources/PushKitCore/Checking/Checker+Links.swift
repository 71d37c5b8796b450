extension Checker {
    /// Checks an image URL that an app extension downloads: no dangerous scheme
    /// (`url.dangerous-scheme`), absolute (`url.invalid`), https (`url.not-https`: App
    /// Transport Security blocks plain http). Returns whether it is an absolute http or
    /// https URL, so that a vendor can add its own checks on the path.
    @discardableResult
    mutating func checkHTTPSImageURL(_ value: JSONValue, _ text: String) -> Bool {
        checkHTTPSImageURL(value, LinkCheck.withUTF8(text, Self.imageURLShape)) { text }
    }

    /// ``checkHTTPSImageURL(_:_:)`` over a model text's bytes in place: the text is made
    /// into a string only for a message.
    @discardableResult
    mutating func checkHTTPSImageURL(_ value: JSONValue, _ text: ModelText) -> Bool {
        checkHTTPSImageURL(value, text.withUTF8(Self.imageURLShape)) { text.string }
    }

    /// One look at the bytes for both questions: the dangerous scheme, if any, else the
    /// length of the `http://` or `https://` prefix (``LinkCheck/absoluteHTTPPrefix(_:)``).
    private static func imageURLShape(_ bytes: UnsafeBufferPointer<UInt8>) -> (scheme: String?, prefix: Int) {
        if let scheme = LinkCheck.dangerousScheme(bytes) { return (scheme, 0) }
        return (nil, LinkCheck.absoluteHTTPPrefix(bytes))
    }

    private mutating func checkHTTPSImageURL(
        _ value: JSONValue, _ shape: (scheme: String?, prefix: Int), _ text: () -> String
    ) -> Bool {
        if let scheme = shape.scheme {
            emit(.urlDangerousScheme, at: value, "\(scheme): URLs are never loaded as images; use an https URL")
            return false
        }
        if shape.prefix == 8 { return true }
        if shape.prefix == 7 {
            emit(.urlNotHTTPS, at: value, "App Transport Security blocks plain http images; use https")
            return true
        }
        emit(.urlInvalid, at: value, "\(JSONText.quoted(text())) is not an absolute https URL")
        return false
    }

    /// ``checkLink(_:_:)`` over a model text's bytes in place: the text is made into a
    /// string only for a message.
    mutating func checkLink(_ value: JSONValue, _ text: ModelText) {
        reportLink(value, text, text.withUTF8(Self.linkShape))
    }

    /// What ``checkLink(_:_:)`` reads of a link's UTF-8 `bytes`: the dangerous scheme, if
    /// any, else whether it is an absolute http(s) URL or `scheme://...`.
    static func linkShape(_ bytes: UnsafeBufferPointer<UInt8>) -> (scheme: String?, isLink: Bool) {
        if let scheme = LinkCheck.dangerousScheme(bytes) { return (scheme, true) }
        // `scheme://` first: it answers for nearly every link (an https one too) after a
        // few bytes, where the http test scans them all for spaces.
        return (nil, LinkCheck.isURI(bytes) || LinkCheck.absoluteHTTPPrefix(bytes) != 0)
    }

    /// The reports of ``checkLink(_:_:)`` for the link `text` of `value`, whose bytes
    /// read as `shape` (``linkShape(_:)``).
    mutating func reportLink(_ value: JSONValue, _ text: ModelText, _ shape: (scheme: String?, isLink: Bool)) {
        let (scheme, isLink) = shape
        if let scheme {
            emit(.urlDangerousScheme, at: value, "\(scheme): URLs run code or read local data; never send them")
        } else if !isLink {
            emit(.urlInvalid, at: value, "\(JSONText.quoted(text.string)) is not an absolute URL")
        }
    }

    /// Checks a link that is opened on tap: no dangerous scheme, and a URI or URL.
    mutating func checkLink(_ value: JSONValue, _ text: String) {
        if let scheme = LinkCheck.dangerousScheme(text) {
            emit(.urlDangerousScheme, at: value, "\(scheme): URLs run code or read local data; never send them")
        } else if !LinkCheck.isURI(text), !LinkCheck.isAbsoluteHTTP(text) {
            emit(.urlInvalid, at: value, "\(JSONText.quoted(text)) is not an absolute URL")
        }
    }
}
