import PushKitTestSupport
import Testing

@testable import PushKitCore

/// `KeySet` answers on raw bytes through its own hash table; these tests hold it to
/// what a plain list of the same keys answers.
@Suite struct KeySetTests {
    /// Every key set the decoders use.
    static let decoderSets: [KeySet] = [
        WireKeys.aps.known, WireKeys.alert.known, WireKeys.syneriseEnvelope.known, WireKeys.syneriseData.known,
        WireKeys.campaign.known,
        WireKeys.simplePush.known, WireKeys.notification.known, WireKeys.templateBanner.known, WireKeys.command.known,
        WireKeys.action.known,
        WireKeys.page.known, WireKeys.walkthrough.known, WireKeys.pageButton.known, WireKeys.autoDisappear.known,
        WireKeys.bannerNotification.known, WireKeys.pageBackground.known, WireKeys.pageText.known,
        WireKeys.closeButton.known,
        WireKeys.button.known, WireKeys.richMedia.known, WireKeys.carousel.known, WireKeys.carouselItem.known,
        WireKeys.methodParameter.known, WireKeys.cordial.known, WireKeys.cordialSystem.known,
        WireKeys.cordialLegacySystem.known, WireKeys.cordialLegacyInApp.known, WireKeys.cordialDeepLink.known,
        WireKeys.cordialCarouselItem.known, WireKeys.cordialInAppMessage.known,
        WireKeys.cordialRetiredInAppMessage.known,
    ]

    @Test func everyDecoderSetHoldsItsKeysAndNothingCloseToThem() {
        for set in Self.decoderSets {
            #expect(!set.keys.isEmpty)
            for key in set.keys {
                #expect(set.contains(key), "\(key)")
                for near in [key + "x", String(key.dropLast()), "x" + key, key.uppercased(), key + " "]
                where !set.keys.contains(near) {
                    #expect(!set.contains(near), "\(near) in \(set.keys)")
                }
            }
            #expect(!set.contains(""))
        }
    }

    @Test func keysKeepTheirFirstOrderOnce() {
        let set = KeySet(["b", "a", "b", "", "c", "a"])
        #expect(set.keys == ["b", "a", "", "c"])
        #expect(set.count == 4)
        #expect(Array(set) == ["b", "a", "", "c"])
        #expect(set.contains(""))
        #expect(!KeySet.empty.contains(""))
        #expect(KeySet.empty.count == 0)
    }

    @Test func theFoldedAndLowercasedFormsFollowTheKeys() {
        let set: KeySet = ["content-available", "mcID", "Thread_Id"]
        #expect(set.foldedKeys == set.keys.map(KeySpelling.fold))
        #expect(set.lowercasedKeys == ["content-available", "mcid", "thread_id"])
    }

    /// Random sets over a four-letter alphabet, so that keys share lengths, first, middle
    /// and last bytes (the hash's inputs) and the probing is exercised.
    @Test func randomSetsAnswerAsTheirListDoes() {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("ab-_".utf8) + [0xC3, 0xA9]
        func word(_ length: Int) -> String {
            String(decoding: (0..<length).map { _ in alphabet.randomElement(using: &random)! }, as: UTF8.self)
        }
        for _ in 0..<300 {
            let keys = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                word(Int.random(in: 0...12, using: &random))
            }
            let set = KeySet(keys)
            for _ in 0..<60 {
                let probe = word(Int.random(in: 0...12, using: &random))
                #expect(set.contains(probe) == keys.contains(probe), "\(probe) in \(keys)")
                var bytes = Array(probe.utf8)
                let viaBytes = bytes.withUnsafeMutableBufferPointer { set.contains(utf8: UnsafeBufferPointer($0)) }
                #expect(viaBytes == keys.contains(probe))
            }
        }
    }

    @Test func nearMissAgreesWithTheListForm() {
        var random = SplitMix64(seed: 11)
        let alphabet = Array("abcde-_. ABC".utf8)
        for set in Self.decoderSets {
            for key in set.keys {
                for _ in 0..<20 {
                    var bytes = Array(key.utf8)
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0 where !bytes.isEmpty: bytes.remove(at: Int.random(in: 0..<bytes.count, using: &random))
                    case 1:
                        bytes.insert(
                            alphabet.randomElement(using: &random)!, at: Int.random(in: 0...bytes.count, using: &random)
                        )
                    case 2 where !bytes.isEmpty:
                        bytes[Int.random(in: 0..<bytes.count, using: &random)] = alphabet.randomElement(using: &random)!
                    default: bytes = Array(key.uppercased().utf8)
                    }
                    let word = String(decoding: bytes, as: UTF8.self)
                    #expect(KeySpelling.nearMiss(word, in: set) == KeySpelling.nearMiss(word, in: set.keys), "\(word)")
                }
            }
        }
    }

    /// The length masks answer as the keys do, past the last bit (63 and up) too.
    @Test func lengthMasksAnswerAsTheKeysDo() {
        let long = String(repeating: "k", count: 70)
        let sets: [KeySet] = Self.decoderSets + [["a-b", "", long], ["x_y_z"], .empty]
        for set in sets {
            for length in 0...80 {
                let lengths = set.keys.map(\.utf8.count)
                let folded = set.foldedKeys.map(\.count)
                // One bit stands for every length from 63 up.
                func bucket(_ value: Int) -> Int { min(value, 63) }
                #expect(set.hasKey(ofLength: length) == lengths.contains { bucket($0) == bucket(length) })
                let near = (length - 1)...(length + 1)
                #expect(
                    set.hasFoldedKey(near: length) == folded.contains { near.map(bucket).contains(bucket($0)) },
                    "\(set.keys) near \(length)")
            }
        }
    }
}
