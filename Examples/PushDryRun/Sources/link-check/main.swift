// The smallest user of PushKitCore: this file imports it and nothing else, not even the C
// library (whose module would link the maths library and hide a missing one). CI builds it
// in debug and release: it links only if PushKitCore brings what it needs.
import PushKitCore

print(Validator().validate(#"{"aps":{"alert":"Hello"}}"#).kind)
