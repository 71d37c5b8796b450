import Foundation

/// A fresh directory under the system's temporary folder, removed by ``remove()``.
struct TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("pushkit-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    /// Writes `text` to `relativePath`, creating folders on the way; returns the full path.
    @discardableResult
    func write(_ relativePath: String, _ text: String) throws -> String {
        try write(relativePath, bytes: Array(text.utf8))
    }

    /// Writes `bytes` to `relativePath`, creating folders on the way; returns the full path.
    @discardableResult
    func write(_ relativePath: String, bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file.path
    }

    /// Creates the folder `relativePath`; returns the full path.
    @discardableResult
    func makeDirectory(_ relativePath: String) throws -> String {
        let directory = url.appendingPathComponent(relativePath, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.path
    }

    /// Creates a symbolic link at `relativePath` pointing to `destination`.
    func link(_ relativePath: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: url.appendingPathComponent(relativePath).path, withDestinationPath: destination)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Payloads the tests write.
enum Sample {
    /// A valid payload.
    static let valid = #"{"aps": {"alert": "Hello"}}"#
    /// A trailing comma at line 1, column 12.
    static let trailingComma = #"{"aps": {} ,}"#
    /// Two problems on two lines.
    static let twoProblems = "{\"aps\": {},\n \"aps\": {\"badge\": 01}}"
}
