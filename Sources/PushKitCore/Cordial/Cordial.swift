/// The parts of a Cordial push that Cordial's iOS SDK reads beside `aps`: the deep link,
/// media and carousel, the in-app message and the inbox (``Cordial/DeepLink``,
/// ``Cordial/Media``, ``Cordial/InAppMessage``, ``Cordial/Inbox``). The payload itself is
/// ``CordialPayload``, as each vendor's payload root is named.
public enum Cordial: Sendable {}
