import Testing

@testable import PushKitCore

/// `KeySpelling`: which known key an unknown one is a near miss of.
@Suite struct KeySpellingTests {
    @Test func theSameWordOnceFoldedWinsOverOneEditAway() {
        // "contentavailable" folds equal to "content-available"; "content-availablx" is one edit away.
        #expect(
            KeySpelling.nearMiss("content_available", in: ["content-availablx", "content-available"])
                == "content-available")
    }

    @Test func amongEqualCandidatesTheFirstInSortedOrderWins() {
        #expect(
            KeySpelling.nearMiss("mutablecontent", in: ["mutable_content", "mutable-content"]) == "mutable-content")
        #expect(KeySpelling.nearMiss("categori", in: ["category", "categorx"]) == "categorx")
    }

    @Test func editDistanceOne() {
        let fold = KeySpelling.fold
        #expect(KeySpelling.editDistanceIsOne(fold("badge"), fold("badeg")))  // neighbours swapped
        #expect(KeySpelling.editDistanceIsOne(fold("sound"), fold("sounds")))  // one added
        #expect(KeySpelling.editDistanceIsOne(fold("alert"), fold("alret")))
        #expect(!KeySpelling.editDistanceIsOne(fold("alert"), fold("alert")))
        #expect(!KeySpelling.editDistanceIsOne(fold("alert"), fold("trela")))
        #expect(!KeySpelling.editDistanceIsOne(fold("abcde"), fold("abxye")))  // two apart, not a swap
        #expect(KeySpelling.nearMiss("short", in: ["shirt"]) == "shirt")
        #expect(KeySpelling.nearMiss("shor", in: ["shot"]) == nil)  // too short to guess
    }
}
