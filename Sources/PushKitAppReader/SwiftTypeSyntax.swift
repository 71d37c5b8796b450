/// A type as written in a Swift declaration: what `pushkit app` maps to the profile's types.
indirect enum SwiftTypeSyntax: Sendable, Hashable {
    /// `A.B<T, U>`: dotted components and generic arguments.
    case named([String], [SwiftTypeSyntax])
    /// `T?` or `T!`.
    case optional(SwiftTypeSyntax)
    /// `[T]`.
    case array(SwiftTypeSyntax)
    /// `[K: V]`.
    case dictionary(SwiftTypeSyntax, SwiftTypeSyntax)
    /// A type the profile has no notation for (a tuple, a function, `some P`, `A & B`).
    case unreadable(String)
    /// The type of a default value that is an enum case: `.live` (the enum of the files
    /// that has a case of this name) or `Phase.live` (the path, when it is an enum with it).
    case enumCase([String], String)
}
