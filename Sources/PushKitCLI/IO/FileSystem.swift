import PushKitCore

/// A path as the system sees it (bytes, which need not be UTF-8) with the text shown
/// to people.
struct FilePath: Sendable, Hashable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    var bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path as text; bytes that are not UTF-8 show as U+FFFD.
    var description: String { String(decoding: bytes, as: UTF8.self) }

    /// The last component, `name.json` of `a/b/name.json`.
    var lastComponent: [UInt8] {
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return bytes }
        return Array(bytes[(slash + 1)...])
    }

    /// This path followed by `/` and `name`, without doubling a trailing `/`.
    func appending(_ name: [UInt8]) -> FilePath {
        var result = bytes
        if result.last != UInt8(ascii: "/") { result.append(UInt8(ascii: "/")) }
        result.append(contentsOf: name)
        return FilePath(bytes: result)
    }

    /// Orders paths byte by byte, as `LC_ALL=C sort` does.
    static func byteOrder(_ lhs: FilePath, _ rhs: FilePath) -> Bool {
        lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
    }

    /// Calls `body` with the path as a NUL-terminated C string.
    func withCString<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
        var terminated = bytes
        terminated.append(0)
        return terminated.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) }
        }
    }
}

/// The few file-system calls the command line needs, on the C library's (``SystemCalls``):
/// no Foundation, so that `pushkit` starts in a few milliseconds.
enum FileSystem {
    /// What a path is, following symbolic links.
    enum Kind: Sendable, Hashable {
        /// A regular file.
        case regular(size: Int)
        /// A directory, with the device and inode that identify it.
        case directory(FileID)
        /// A device, FIFO or socket: something that is not read as a payload file.
        case other(Special)
        /// `stat` failed with this `errno`.
        case failure(Int32)
    }

    /// A file that is neither a regular file nor a directory.
    enum Special: String, Sendable, Hashable {
        case fifo = "a FIFO (named pipe)"
        case socket = "a socket"
        case characterDevice = "a character device"
        case blockDevice = "a block device"
        case unknown = "a special file"

        /// The kind of a file of `type`, when it is one of these.
        init?(_ type: SystemCalls.FileType) {
            switch type {
            case .fifo: self = .fifo
            case .socket: self = .socket
            case .characterDevice: self = .characterDevice
            case .blockDevice: self = .blockDevice
            case .other: self = .unknown
            case .regular, .directory: return nil
            }
        }
    }

    /// A file's identity on this machine: its device and inode numbers.
    struct FileID: Sendable, Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The outcome of reading a file.
    enum ReadOutcome: Sendable, Hashable {
        /// Every byte of the file.
        case contents([UInt8])
        /// The file holds more than the limit; `size` is its size when the system knows it.
        case tooLarge(size: Int?)
        /// Reading failed with this `errno`.
        case failure(Int32)
    }

    /// One item a directory walk found.
    enum WalkEntry: Sendable, Hashable {
        /// A regular `*.json` file.
        case file(FilePath)
        /// A place the walk could not enter or read, with the `errno` it got.
        case failure(FilePath, Int32)
        /// A `*.json` name that is a FIFO, socket or device: never opened, since opening
        /// a FIFO for reading waits for a writer.
        case special(FilePath, Special)

        var path: FilePath {
            switch self {
            case .file(let path), .failure(let path, _), .special(let path, _): path
            }
        }
    }

    /// What `path` is, following symbolic links.
    static func kind(of path: FilePath) -> Kind {
        kind(of: SystemCalls.status(of: path))
    }

    /// What an open descriptor is.
    static func kind(of descriptor: Int32) -> Kind {
        kind(of: SystemCalls.status(of: descriptor))
    }

    private static func kind(of status: Result<SystemCalls.FileStatus, SystemError>) -> Kind {
        switch status {
        case .failure(let error): .failure(error.code)
        case .success(let status):
            switch status.type {
            case .regular: .regular(size: status.size)
            case .directory: .directory(FileID(device: status.device, inode: status.inode))
            default: .other(Special(status.type) ?? .unknown)
            }
        }
    }

    /// Reads the file at `path`, refusing (before reading it) a regular file larger
    /// than `maxBytes`.
    static func read(_ path: FilePath, maxBytes: Int) -> ReadOutcome {
        switch SystemCalls.open(path, for: .reading) {
        case .failure(let error):
            return .failure(error.code)
        case .success(let descriptor):
            defer { SystemCalls.close(descriptor) }
            return read(descriptor: descriptor, maxBytes: maxBytes)
        }
    }

    /// Reads `descriptor` to its end, holding at most `maxBytes` bytes. A regular file's
    /// size is checked with `fstat` before anything is read.
    static func read(descriptor: Int32, maxBytes: Int) -> ReadOutcome {
        let limit = max(0, maxBytes)
        var expected = 0
        switch kind(of: descriptor) {
        case .regular(let size):
            if size > limit { return .tooLarge(size: size) }
            expected = size
        case .directory:
            return .failure(SystemCalls.isADirectory)
        case .other, .failure:
            break
        }
        // One byte more than the limit tells a file that grew, or a pipe, apart from one
        // that fits.
        let ceiling = limit == Int.max ? limit : limit + 1
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(ceiling, max(expected + 1, 4096)))
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < ceiling {
            let wanted = min(chunk.count, ceiling - bytes.count)
            let read = chunk.withUnsafeMutableBytes { chunk in
                SystemCalls.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: chunk[..<wanted]))
            }
            let count: Int
            switch read {
            case .success(let read): count = read
            case .failure(let error): return .failure(error.code)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        guard bytes.count <= limit else { return .tooLarge(size: nil) }
        return .contents(bytes)
    }

    /// Every regular `*.json` file below `root`, in byte order of their paths, and every
    /// place the walk could not look into.
    ///
    /// Hidden entries (names starting with `.`) are skipped. Symbolic links are followed,
    /// and a directory already seen (same device and inode) is not entered again, so a
    /// link loop ends. The walk keeps its own stack: no recursion, whatever the depth.
    ///
    /// Nothing that might hold a payload is passed over in silence: a directory that cannot
    /// be opened or listed, an entry whose type cannot be learnt (a path longer than
    /// `PATH_MAX`, a search permission missing), and a `*.json` name that is a FIFO, socket,
    /// device or dangling link each come back as an entry of their own. Only names that
    /// are not `*.json` and cannot be a directory (a dangling link, a socket) are left out,
    /// as every other file that is not `*.json` is.
    ///
    /// `suffix` is the ending of the names walked for (`.json`; `.swift` for `pushkit app`).
    static func walk(_ root: FilePath, id rootID: FileID, suffix: String = ".json") -> [WalkEntry] {
        let ending = Array(suffix.utf8)
        var entries: [WalkEntry] = []
        var seen: Set<FileID> = [rootID]
        var stack: [FilePath] = [root]
        while let directory = stack.popLast() {
            let failure = SystemCalls.forEachEntry(of: directory) { name, type in
                guard let first = name.first, first != UInt8(ascii: ".") else { return }
                let path = directory.appending(name)
                let isJSON = name.count > ending.count && name.suffix(ending.count).elementsEqual(ending)
                if type == .regular {
                    if isJSON { entries.append(.file(path)) }
                    return
                }
                if let type, let special = Special(type) {
                    if isJSON { entries.append(.special(path, special)) }
                    return
                }
                // A folder, a symbolic link, or a type the folder does not say: look at it.
                switch kind(of: path) {
                case .regular:
                    if isJSON { entries.append(.file(path)) }
                case .directory(let id):
                    if seen.insert(id).inserted { stack.append(path) }
                case .other(let special):
                    if isJSON { entries.append(.special(path, special)) }
                case .failure(let code):
                    // A link to nothing is no payload unless it is named like one; anything
                    // else that cannot be looked at (too long a path, no permission) may be a
                    // folder of payloads, and is reported.
                    if isJSON || !SystemCalls.isDanglingLink(code) { entries.append(.failure(path, code)) }
                }
            }
            // A folder that cannot be opened, or whose listing failed part way (what was
            // listed still counts).
            if let failure { entries.append(.failure(directory, failure.code)) }
        }
        entries.sort { FilePath.byteOrder($0.path, $1.path) }
        return entries
    }
}
