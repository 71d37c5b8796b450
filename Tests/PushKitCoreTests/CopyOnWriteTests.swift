import Testing

@testable import PushKitCore

/// The copy-on-write box behind the model structs: copies share storage until one of
/// them changes, and values compare and hash by their fields, never by their box.
@Suite("Copy-on-write model storage")
struct CopyOnWriteTests {
    @Test("changing a copy leaves the original as it was")
    func valueSemantics() {
        let original = APS(alert: .text("Hello"), badge: 1, category: "promo", extra: ["x": 1])
        var copy = original
        copy.badge = 2
        copy.alert = .structured(APS.StructuredAlert(title: "Title", body: "Body"))
        copy.extra["y"] = "z"
        #expect(original.badge == 1)
        #expect(original.alert == .text("Hello"))
        #expect(original.extra == ["x": 1])
        #expect(copy.badge == 2)
        #expect(copy.alert?.title == "Title")
        #expect(copy.extra == ["x": 1, "y": "z"])
        #expect(copy.category == "promo")
    }

    @Test("values built apart are equal and hash alike when their fields are")
    func equalityByFields() {
        let one = Classification(vendor: "synerise", kind: .syneriseSimplePush, platform: .ios, features: ["alert"])
        let two = Classification(vendor: "synerise", kind: .syneriseSimplePush, platform: .ios, features: ["alert"])
        #expect(one == two)
        #expect(Set([one, two]).count == 1)
        var three = two
        three.features.append("badge")
        #expect(three != two)
        #expect(one == two)
    }

    @Test("a box shared across tasks is never written: each task changes its own copy")
    func sharedAcrossTasks() async {
        let shared = APS.StructuredAlert(title: "Shared", body: "Body")
        let titles = await withTaskGroup(of: String?.self) { group in
            for index in 0..<64 {
                group.addTask {
                    var mine = shared
                    mine.title = "Task \(index)"
                    return mine.title
                }
            }
            var titles: Set<String> = []
            for await title in group { if let title { titles.insert(title) } }
            return titles
        }
        #expect(titles.count == 64)
        #expect(shared.title == "Shared")
    }

    @Test("the storage itself: fields read back, and a changed copy gets its own box")
    func storage() {
        var first = CopyOnWrite((name: "a", count: 1) as (name: String, count: Int))
        let second = first
        first.fields.count += 1
        first.fields.name.append("b")
        #expect(first.fields.name == "ab" && first.fields.count == 2)
        #expect(second.fields.name == "a" && second.fields.count == 1)
    }
}
