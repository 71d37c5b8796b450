// The one file of PushKitCLI that imports the C library. The import is internal, and nothing
// here hands a C type out: the rest of the command line sees descriptors as `Int32`, error
// numbers as `Int32` (or a `SystemError`), paths as `FilePath`, and never `errno` itself.
import PushKitCore

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// An error number (`errno`) that a call into the C library gave.
struct SystemError: Error, Sendable, Hashable {
    var code: Int32
}

/// The command line's calls into the C library: descriptors, files and folders, the
/// terminal, the environment, signals and the process.
///
/// Each call reads `errno` straight after the call that set it, and retries opening,
/// reading and writing when a signal interrupts them (`EINTR`). Callers get the error
/// number as a value, never `errno`.
enum SystemCalls {
    // MARK: Error numbers

    /// `EPIPE`: the reader of a pipe went away.
    static var brokenPipe: Int32 { EPIPE }
    /// `EIO`: an input or output error.
    static var inputOutputError: Int32 { EIO }
    /// `EISDIR`: a folder where a file was wanted.
    static var isADirectory: Int32 { EISDIR }

    /// Whether `code` means the path does not exist (`ENOENT`, `ENOTDIR`).
    static func isNotFound(_ code: Int32) -> Bool {
        code == ENOENT || code == ENOTDIR
    }

    /// Whether `code` means a symbolic link that leads nowhere: to nothing, or round a loop.
    static func isDanglingLink(_ code: Int32) -> Bool {
        isNotFound(code) || code == ELOOP
    }

    /// A short description of an error number, such as `no such file or directory`.
    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case ENOTDIR: return "a component of the path is not a directory"
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "too many levels of symbolic links"
        case EISDIR: return "is a directory"
        case ENAMETOOLONG: return "file name too long"
        default:
            guard let text = strerror(code) else { return "error \(code)" }
            let message = String(cString: text)
            guard let first = message.first else { return "error \(code)" }
            return first.lowercased() + message.dropFirst()
        }
    }

    // MARK: Descriptors

    /// How ``open(_:for:)`` opens a path.
    enum OpenMode: Sendable {
        /// Read only.
        case reading
        /// Write only, created (`rw-r--r--`) when missing, emptied when there.
        case replacing
    }

    /// Opens `path` (close-on-exec); the caller closes the descriptor.
    static func open(_ path: FilePath, for mode: OpenMode) -> Result<Int32, SystemError> {
        let flags =
            switch mode {
            case .reading: O_RDONLY | O_CLOEXEC
            case .replacing: O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC
            }
        while true {
            let (descriptor, code) = path.withCString { path in
                let descriptor = openFile(path, flags, 0o644)
                return (descriptor, descriptor < 0 ? errno : 0)
            }
            if descriptor >= 0 { return .success(descriptor) }
            if code != EINTR { return .failure(SystemError(code: code)) }
        }
    }

    /// Closes `descriptor`; the error, when closing failed.
    @discardableResult
    static func close(_ descriptor: Int32) -> SystemError? {
        closeFile(descriptor) == 0 ? nil : SystemError(code: errno)
    }

    /// Reads what one `read(2)` gives into `buffer`: how many bytes, 0 at the end of the
    /// input, or the error.
    static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, SystemError> {
        guard let base = buffer.baseAddress else { return .success(0) }
        while true {
            let count = systemRead(descriptor, base, buffer.count)
            if count >= 0 { return .success(count) }
            let code = errno
            if code != EINTR { return .failure(SystemError(code: code)) }
        }
    }

    /// Writes every byte of `bytes`, however many writes it takes; the error when one fails.
    /// A write that takes nothing would only repeat, and counts as an input or output error.
    static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> SystemError? {
        guard let base = bytes.baseAddress else { return nil }
        var start = 0
        while start < bytes.count {
            let written = writeFile(descriptor, base + start, bytes.count - start)
            if written > 0 {
                start += written
                continue
            }
            let code = written < 0 ? errno : EIO
            if code != EINTR { return SystemError(code: code) }
        }
        return nil
    }

    /// Whether `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The width of the terminal on `descriptor` in columns (`TIOCGWINSZ`), when it is one
    /// that knows it.
    static func terminalColumns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    // MARK: Files and folders

    /// What a path or a descriptor is.
    enum FileType: Sendable, Hashable {
        case regular
        case directory
        case fifo
        case socket
        case characterDevice
        case blockDevice
        /// Anything else (a symbolic link, seen without following it).
        case other
    }

    /// What `stat(2)` says of a file.
    struct FileStatus: Sendable, Hashable {
        var type: FileType
        /// The size in bytes (of a regular file).
        var size: Int
        /// The device and inode numbers, which identify the file on this machine.
        var device: UInt64
        var inode: UInt64
    }

    /// What `path` is, following symbolic links.
    static func status(of path: FilePath) -> Result<FileStatus, SystemError> {
        var info = stat()
        let code = path.withCString { stat($0, &info) == 0 ? 0 : errno }
        return code == 0 ? .success(FileStatus(info)) : .failure(SystemError(code: code))
    }

    /// What the open `descriptor` is.
    static func status(of descriptor: Int32) -> Result<FileStatus, SystemError> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(SystemError(code: errno)) }
        return .success(FileStatus(info))
    }

    /// Calls `body` with the name and type (`nil` when the folder does not say: a
    /// symbolic link, or a file system without `d_type`) of each entry of the folder
    /// `path`, `.` and `..` included; the error that stopped the listing, if one did
    /// (opening the folder, or reading it part way).
    static func forEachEntry(
        of path: FilePath, _ body: (_ name: [UInt8], _ type: FileType?) -> Void
    ) -> SystemError? {
        var openError: Int32 = 0
        guard
            let handle = path.withCString({ path in
                let handle = opendir(path)
                if handle == nil { openError = errno }
                return handle
            })
        else { return SystemError(code: openError) }
        defer { closedir(handle) }
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                // NULL and errno set: listing failed part way; what was listed still counts.
                let code = errno
                return code == 0 ? nil : SystemError(code: code)
            }
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(raw[0..<(raw.firstIndex(of: 0) ?? raw.count)])
            }
            body(name, FileType(entryType: entry.pointee.d_type))
        }
    }

    // MARK: The environment and the machine

    /// The value of the environment variable `name`, or `nil` when it is not set.
    static func environmentValue(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }

    /// The processors online, as `sysconf` counts them (-1 when it cannot).
    static var processorsOnline: Int {
        Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }

    /// The time, in seconds since 1970-01-01T00:00:00Z.
    static var secondsSinceEpoch: Int64 {
        Int64(time(nil))
    }

    // MARK: Signals

    /// `SIGTERM`.
    static var terminationSignal: Int32 { SIGTERM }
    /// `SIGINT`.
    static var interruptSignal: Int32 { SIGINT }

    /// The handlers of some signals, as they were before ``handle(_:with:)`` replaced them.
    struct SignalHandlers {
        fileprivate var signals: [Int32] = []
        fileprivate var handlers: [(@convention(c) (Int32) -> Void)?] = []
    }

    /// Handles each of `signals` with `handler`; the handlers it replaces.
    static func handle(_ signals: [Int32], with handler: @convention(c) (Int32) -> Void) -> SignalHandlers {
        SignalHandlers(signals: signals, handlers: signals.map { signal($0, handler) })
    }

    /// Puts back the handlers ``handle(_:with:)`` replaced.
    static func restore(_ previous: SignalHandlers) {
        for (number, handler) in zip(previous.signals, previous.handlers) { signal(number, handler) }
    }

    /// The signals this thread blocks, as ``unblock(_:)`` found them.
    struct SignalMask {
        fileprivate var set = sigset_t()
    }

    /// Lets this thread take `signals`; the mask it had.
    static func unblock(_ signals: [Int32]) -> SignalMask {
        var unblocked = sigset_t()
        var previous = SignalMask()
        sigemptyset(&unblocked)
        for number in signals { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, &previous.set)
        return previous
    }

    /// Puts back the mask ``unblock(_:)`` replaced.
    static func restore(_ mask: SignalMask) {
        var mask = mask
        pthread_sigmask(SIG_SETMASK, &mask.set, nil)
    }

    /// A pipe for a signal handler to wake a reader with (``writeByte(to:)``): both ends
    /// close-on-exec and non-blocking, so that the handler never waits however many
    /// signals come; `nil` when none could be made.
    static func makeWakeUpPipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        return (ends[0], ends[1])
    }

    /// Writes one byte to `descriptor`, errors ignored: async-signal-safe, for a handler.
    static func writeByte(to descriptor: Int32) {
        var byte: UInt8 = 1
        _ = writeFile(descriptor, &byte, 1)
    }

    // MARK: The process

    /// Sets the process up to run a command on its standard streams.
    ///
    /// A closed pipe (`pushkit rules | head -1`) then shows up as `EPIPE` on write, which
    /// ends the output quietly, instead of a signal that kills the process. And
    /// `/dev/null` is put on standard input, output or error when the process was started
    /// with one closed (`>&-`), opened the wrong way round, so that reading standard input
    /// or writing standard output still fails with `EBADF` (and is reported), while a file
    /// pushkit opens never takes descriptor 0, 1 or 2 and gets written or read by mistake.
    static func prepareStandardStreams() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = openFile("/dev/null", (descriptor == 0 ? O_WRONLY : O_RDONLY) | O_CLOEXEC, 0)
            if placeholder >= 0, placeholder != descriptor {
                _ = dup2(placeholder, descriptor)
                closeFile(placeholder)
            }
        }
    }

    /// Ends the process with `status`.
    static func exit(_ status: Int32) -> Never {
        exitProcess(status)
    }

    // MARK: Text

    /// The offset of the first `byte` in `bytes`, found by the C library's `memchr`
    /// (word at a time).
    static func firstIndex(of byte: UInt8, in bytes: UnsafeRawBufferPointer) -> Int? {
        guard let base = bytes.baseAddress, let hit = memchr(base, Int32(byte), bytes.count) else { return nil }
        return base.distance(to: UnsafeRawPointer(hit))
    }
}

extension SystemCalls.FileStatus {
    fileprivate init(_ info: stat) {
        let type: SystemCalls.FileType =
            switch info.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .directory
            case S_IFIFO: .fifo
            case S_IFSOCK: .socket
            case S_IFCHR: .characterDevice
            case S_IFBLK: .blockDevice
            default: .other
            }
        self.init(
            type: type, size: Int(clamping: info.st_size), device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}

extension SystemCalls.FileType {
    /// The type a folder entry's `d_type` names; `nil` for a symbolic link or an unknown type.
    fileprivate init?(entryType type: UInt8) {
        switch Int32(type) {
        case Int32(DT_REG): self = .regular
        case Int32(DT_DIR): self = .directory
        case Int32(DT_FIFO): self = .fifo
        case Int32(DT_SOCK): self = .socket
        case Int32(DT_CHR): self = .characterDevice
        case Int32(DT_BLK): self = .blockDevice
        default: return nil
        }
    }
}

// The C functions whose names the members above take, reached from outside the enum.
private func openFile(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 {
    open(path, flags, mode)
}

@discardableResult
private func closeFile(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}

private func writeFile(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

private func exitProcess(_ status: Int32) -> Never {
    exit(status)
}
