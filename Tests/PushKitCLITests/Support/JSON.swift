import Foundation

/// Parses `text` with Foundation's `JSONSerialization`.
func parseJSON(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}
