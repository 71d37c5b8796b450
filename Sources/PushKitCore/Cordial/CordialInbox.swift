extension Cordial {
    /// `system.inbox`: a silent push that tells the SDK a new inbox message is waiting
    /// (it notifies the app's `InboxMessageDelegate` with the push's `mcID`).
    ///
    /// The trigger is an object, usually empty; `true` or any other value does not
    /// count. Members are kept as written.
    public struct Inbox: Sendable, Hashable {
        /// The members of the object, kept as written (the SDK reads none of them).
        public var extra: JSONObject

        /// Creates an inbox trigger.
        public init(extra: JSONObject = JSONObject()) {
            self.extra = extra
        }
    }
}
