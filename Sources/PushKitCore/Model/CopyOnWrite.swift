/// Out-of-line storage for a model type's fields, copied on write.
///
/// A model struct with many reference-counted fields (strings, nested models, kept
/// JSON) costs a retain per field each time it is copied, and a release per field
/// each time a copy ends; the decoders pass such values along several times per
/// payload. Kept in one box, a copy is one retain, and the fields are copied only
/// when a shared value is changed.
///
/// The rule: box a type only where the benchmark shows it pays, and record the
/// measurement here. Measured with callgrind (`docs/benchmarks.md`), validator
/// instructions per payload on the 1,000-payload corpus: 71,616 with the eleven boxed
/// types (`APS`, `APS.StructuredAlert`, `APS.LiveActivity`, `Classification`,
/// `SynerisePayload`, `Synerise.SimplePush` and its `Notification`, `Synerise.Campaign`,
/// `Synerise.TemplateBanner`, `CordialPayload`, `Cordial.DeepLink`), against 75,162 with
/// `APS` alone boxed (+4.9%, in retains, releases and copies of the unboxed values). So
/// all eleven stay boxed; a new model type starts unboxed and is boxed only with a
/// measurement that shows the gain.
///
/// Measured again with the allocations counted (valgrind DHAT, `Benchmarks/allocations.sh`):
/// every one of the eleven boxes held inline instead (this type a plain wrapper) took the
/// validator from 81,697 to 99,637 instructions a payload and the minimal payload from
/// 16,593 to 31,114, for 5 fewer allocations a payload: the boxes stay. `Classification`
/// alone pays inline (made once per validation, copied about twice): 81,697 -> 81,505, one
/// allocation fewer, so it is no longer boxed.
///
/// `APS` held inline as views of its document (no box: the document once, and where each
/// field's node is) was measured in four forms against 47,936 instructions a payload,
/// 8,628 on the minimal payload and 8.7 allocations (`docs/benchmarks.md`, "The model's
/// box for `aps`"): an enum of the views or the box, 50,029 and 10,383; a struct of an
/// optional box, the document and 32-bit node indices, 48,942 and 9,368; one word for the
/// box or the document and 16-bit offsets from the `aps` node, 48,660 and 9,115 as an enum
/// (7.5 allocations a validation), 48,547 and 9,039 as an `AnyObject`. The box's allocation and teardown cost about 490 on the
/// minimal payload; making the inline form from the decoder's views cost about 320 of
/// that back, and copies and `nil` tests of `APS?` through value witnesses the rest. So
/// `APS` stays boxed.
///
/// A model type reads a field through `fields` and changes it in place with a
/// `_modify` accessor (`_modify { yield &storage.fields.name }`), so that appending to
/// a field's array or changing a nested value does not copy the field first.
struct CopyOnWrite<Fields: Sendable>: @unchecked Sendable {
    // Unchecked: the box is written only through `fields`'s `_modify`, after it has
    // been made unique, so no two values (and so no two threads) ever share a box
    // that is being written.
    private final class Box {
        // Unchecked: every access goes through `CopyOnWrite`, which writes only a box
        // it holds alone; the run-time exclusivity check would cost more than the rest
        // of a field's read or write.
        @exclusivity(unchecked) var fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var box: Box

    /// Storage holding `fields`.
    init(_ fields: Fields) {
        box = Box(fields)
    }

    /// The fields; changing them copies them first when the box is shared.
    var fields: Fields {
        _read { yield box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }
}

extension CopyOnWrite: Equatable where Fields: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }
}

extension CopyOnWrite: Hashable where Fields: Hashable {
    func hash(into hasher: inout Hasher) {
        box.fields.hash(into: &hasher)
    }
}

/// A model type's fields held inline, with the accessors of ``CopyOnWrite``: for a type
/// the benchmark shows does not pay for a box of its own (one nested in a boxed type and
/// read whole only by callers outside validation), so that its `_modify` accessors stay
/// as they are.
///
/// Measured with callgrind (`docs/benchmarks.md`), per payload: `Synerise.Campaign` and
/// `Synerise.SimplePush.Notification` held inline save their two boxes (0.66 allocations
/// and about 400 instructions of allocating and freeing) for about 60 instructions of
/// copies of the notification. `APS.StructuredAlert` and `Cordial.DeepLink` held inline
/// cost more than their boxes (about 450 and 250 instructions of copies of the alert and
/// the deep link, whole, where a box is one retain), so they stay boxed. An alert of a
/// title and a body alone (691 of the corpus's 1,000 alerts) is held without its box:
/// two texts inline, the rest boxed only when present (``APS/StructuredAlert``; 9.7 ->
/// 9.0 allocations a validation with the decoder's other changes of that step).
struct InlineFields<Fields: Sendable>: Sendable {
    /// The fields.
    var fields: Fields

    /// Storage holding `fields`.
    init(_ fields: Fields) {
        self.fields = fields
    }
}

extension InlineFields: Equatable where Fields: Equatable {}

extension InlineFields: Hashable where Fields: Hashable {}
