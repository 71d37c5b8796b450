extension Synerise {
    /// Rich media needs `mutable-content: 1` and the extension's category, or the
    /// image silently never shows.
    static func checkRichMediaRequirements(
        _ root: JSONValue, apsValue: JSONValue?, aps: APS?, in decoder: inout PayloadDecoder
    ) {
        guard let type = root[member: "content"]?[member: "rich-media"]?[member: "type"]?.string, let apsValue,
            apsValue.kind == .object
        else { return }
        let expected: String
        switch type {
        case "single-image": expected = Synerise.RichMedia.singleImage(url: "").category
        case "carousel": expected = Synerise.RichMedia.carousel(.init(orientation: .portrait, items: [])).category
        default: return
        }
        if aps?.mutableContent != true {
            decoder.checker.emit(
                .syneriseRichMediaMutableContent, at: apsValue[member: "mutable-content"] ?? apsValue,
                "rich media wants \"mutable-content\": 1 in aps: without it the notification service extension does not run, so the collapsed notification has no thumbnail and no dynamic buttons (the content extension still draws the expanded \(type == "carousel" ? "carousel" : "image"))"
            )
        }
        if aps?.category != expected {
            let categoryValue = apsValue[member: "category"]
            decoder.checker.emit(
                .syneriseRichMediaCategory, at: categoryValue ?? apsValue,
                "rich media of type \(type) needs \"category\": \(JSONText.quoted(expected)) in aps"
                    + (categoryValue?.string.map { ", not \(JSONText.quoted($0))" } ?? "")
                    + ": iOS picks the content extension by category, so without it the notification shows as plain text"
            )
        }
    }
}
