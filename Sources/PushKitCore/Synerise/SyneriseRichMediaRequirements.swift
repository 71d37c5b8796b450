extension Synerise {
    /// Rich media needs `mutable-content: 1` and the extension's category, or the
    /// image silently never shows.
    static func checkRichMediaRequirements(
        content: JSONValue?, apsValue: JSONValue?, aps: APS?, in checker: inout Checker
    ) {
        guard let typeValue = content?[member: "rich-media"]?[member: "type"], let apsValue,
            apsValue.kind == .object
        else { return }
        // The type compared over the bytes: only the two known ones matter here.
        let type: String
        let expected: String
        if typeValue.isText("single-image") {
            type = "single-image"
            expected = Synerise.RichMedia.singleImage(url: "").category
        } else if typeValue.isText("carousel") {
            type = "carousel"
            expected = Synerise.RichMedia.carousel(.init(orientation: .portrait, items: [])).category
        } else {
            return
        }
        // With neither the flag nor any category, no extension ever runs: the notification is
        // plain text on every SDK version and the image or carousel, what rich media exists
        // for, never reaches the user (an error). One of the two missing leaves the other
        // extension's part (a warning).
        let lacksMutableContent = aps?.mutableContent != true
        let lacksCategory = aps?.categoryText == nil
        let severity: Severity? = lacksMutableContent && lacksCategory ? .error : nil
        let media = type == "carousel" ? "carousel" : "image"
        if lacksMutableContent {
            checker.emit(
                .syneriseRichMediaMutableContent, severity, at: apsValue[member: "mutable-content"] ?? apsValue,
                severity == .error
                    ? "rich media needs \"mutable-content\": 1 in aps, and this push has no category either: neither the service extension nor the content extension runs, so the notification shows as plain text and the \(media) never shows"
                    : "rich media wants \"mutable-content\": 1 in aps: without it the notification service extension does not run, so the collapsed notification has no thumbnail and no dynamic buttons (the content extension still draws the expanded \(media))"
            )
        }
        // Compared as held: a category kept as a view of the document is not made a string.
        if aps?.categoryText != ModelText(expected) {
            let categoryValue = apsValue[member: "category"]
            checker.emit(
                .syneriseRichMediaCategory, severity, at: categoryValue ?? apsValue,
                "rich media of type \(type) needs \"category\": \(JSONText.quoted(expected)) in aps"
                    + (categoryValue?.string.map { ", not \(JSONText.quoted($0))" } ?? "")
                    + (severity == .error
                        ? ": iOS picks the content extension by category, and without mutable-content no service extension runs either, so the \(media) never shows"
                        : ": iOS picks the content extension by category, so without it the expanded \(media) is not drawn")
            )
        }
    }
}
