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
        guard (try? FileManager.default.removeItem(at: url)) == nil else { return }
        // A tree deeper than PATH_MAX: rm walks it by descriptors.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/rm")
        process.arguments = ["-rf", url.path]
        try? process.run()
        process.waitUntilExit()
    }

    /// Creates `levels` nested folders of 200-character names below `relativePath`, with
    /// `deep.json` in the last, by descriptors: the whole path is longer than `PATH_MAX`, so
    /// no call that takes a path could make it. Returns the path of the first folder.
    @discardableResult
    func makeDeepTree(_ relativePath: String, levels: Int) throws -> String {
        let top = try makeDirectory(relativePath)
        var descriptor = open(top, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        let name = String(repeating: "d", count: 200)
        for _ in 0..<levels {
            guard mkdirat(descriptor, name, 0o755) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            let next = openat(descriptor, name, O_RDONLY | O_DIRECTORY)
            close(descriptor)
            guard next >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            descriptor = next
        }
        let file = openat(descriptor, "deep.json", O_CREAT | O_WRONLY, 0o644)
        close(descriptor)
        guard file >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        try FileHandle(fileDescriptor: file, closeOnDealloc: true).write(contentsOf: Data(Sample.valid.utf8))
        return top
    }

    /// Creates a FIFO at `relativePath`; returns the full path.
    @discardableResult
    func makeFIFO(_ relativePath: String) throws -> String {
        let path = url.appendingPathComponent(relativePath).path
        guard mkfifo(path, 0o644) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        return path
    }

    /// Binds a Unix-domain socket at `relativePath` (and closes it; the socket file stays).
    @discardableResult
    func makeSocket(_ relativePath: String) throws -> String {
        let path = url.appendingPathComponent(relativePath).path
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw POSIXError(.ENAMETOOLONG)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard status == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        return path
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
