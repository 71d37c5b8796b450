/// One value of a parsed document, stored flat in document order (a "tape").
///
/// Containers are followed by their children; `next` is the index just past a
/// node's subtree, so a sibling is one step away. An object's children alternate
/// key (a string node) and value.
///
/// The flags are `@inlinable` computed constants, not stored `static let`s: PushKitCore
/// reads them in its hot loops, and a stored one is a call to its addressor there.
@usableFromInline package struct JSONNode: Sendable, BitwiseCopyable {
    @usableFromInline package enum Kind: UInt8, Sendable, BitwiseCopyable {
        case null, `true`, `false`, number, string, array, object

        /// Compares raw values, inlined into the callers in other modules (the
        /// synthesized `==` is a call through the `Equatable` witness there).
        @inlinable @inline(__always)
        package static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }

        @inlinable @inline(__always)
        package static func != (lhs: Self, rhs: Self) -> Bool { lhs.rawValue != rhs.rawValue }
    }

    /// For strings: the body holds at least one backslash escape.
    @inlinable package static var hasEscapes: UInt8 { 1 }
    /// For numbers: the lexeme has no fraction and no exponent.
    @inlinable package static var isInteger: UInt8 { 2 }
    /// For strings: the string is an object's key (its value is the next node).
    @inlinable package static var isKey: UInt8 { 4 }
    /// For strings: the body holds bytes that are not valid UTF-8 (the reader
    /// reported them; decoding replaces them with U+FFFD).
    @inlinable package static var hasInvalidUTF8: UInt8 { 8 }
    /// For strings: the body holds a byte from 0x80 up (text beyond ASCII, or invalid
    /// UTF-8). A string with neither this flag nor ``hasEscapes`` is plain ASCII as
    /// written.
    @inlinable package static var hasNonASCII: UInt8 { 16 }
    /// For objects: two keys may read the same (the reader reported a duplicate, or a
    /// key holds invalid UTF-8, which reads as U+FFFD), so a lookup must go on to the
    /// last member. Without it, every key is different and a lookup stops at its match.
    @inlinable package static var mayRepeatKeys: UInt8 { 32 }

    @usableFromInline package var kind: Kind
    @usableFromInline package var flags: UInt8
    /// Byte offset of the value's first byte (the opening quote of a string).
    @usableFromInline package var start: UInt32
    /// Byte offset just past the value's last byte.
    @usableFromInline package var end: UInt32
    /// Elements of an array, members of an object; 0 otherwise.
    @usableFromInline package var count: UInt32
    /// Index of the node after this node's subtree.
    @usableFromInline package var next: UInt32
    /// Index of the enclosing container; `UInt32.max` for the root.
    @usableFromInline package var parent: UInt32

    @inlinable package static var noParent: UInt32 { UInt32.max }
}
