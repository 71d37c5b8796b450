import Foundation
import Testing

@testable import PushKitCLI

struct FileSystemTests {
    @Test func walkSortsByBytesAndSkipsHiddenEntries() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for name in ["b.json", "a/z.json", "a.json", "a/b/c.json", ".hidden.json", ".dir/x.json", "x.JSON", "x.jsonl"] {
            try directory.write(name, "{}")
        }
        try directory.makeDirectory("empty")
        let root = FilePath(directory.path)
        guard case .directory(let id) = FileSystem.kind(of: root) else {
            Issue.record("not a directory")
            return
        }
        let found = FileSystem.walk(root, id: id).map(\.path.description)
        #expect(found == ["a.json", "a/b/c.json", "a/z.json", "b.json"].map { directory.path + "/" + $0 })
    }

    @Test func walkSurvivesSymlinkLoopsAndReportsDanglingLinks() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("d/p.json", "{}")
        try directory.link("d/loop", to: directory.path + "/d")
        try directory.link("d/self", to: ".")
        try directory.link("d/gone.json", to: directory.path + "/nowhere.json")
        try directory.link("d/alias.json", to: directory.path + "/d/p.json")
        let root = FilePath(directory.path + "/d")
        guard case .directory(let id) = FileSystem.kind(of: root) else {
            Issue.record("not a directory")
            return
        }
        let entries = FileSystem.walk(root, id: id)
        #expect(
            entries == [
                .file(FilePath(directory.path + "/d/alias.json")),
                .failure(FilePath(directory.path + "/d/gone.json"), ENOENT),
                .file(FilePath(directory.path + "/d/p.json")),
            ])
    }

    @Test func walkOfADirectoryLoopThroughTwoLinks() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("a/one.json", "{}")
        try directory.write("b/two.json", "{}")
        try directory.link("a/to-b", to: directory.path + "/b")
        try directory.link("b/to-a", to: directory.path + "/a")
        let root = FilePath(directory.path)
        guard case .directory(let id) = FileSystem.kind(of: root) else { return }
        let found = FileSystem.walk(root, id: id).map(\.path.description)
        #expect(found.count == 2)
    }

    @Test func walkReportsFIFOsSocketsAndDevicesNamedJSONWithoutOpeningThem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ok.json", "{}")
        try directory.makeFIFO("pipe.json")
        try directory.makeFIFO("pipe")
        try directory.makeSocket("socket.json")
        try directory.makeSocket("socket")
        try directory.link("null.json", to: "/dev/null")
        try directory.link("dangling", to: directory.path + "/nowhere")
        try directory.link("loop", to: "loop")
        let root = FilePath(directory.path)
        guard case .directory(let id) = FileSystem.kind(of: root) else {
            Issue.record("not a directory")
            return
        }
        // Opening pipe.json for reading would wait for a writer: the walk returning at all is
        // half the test.
        #expect(
            FileSystem.walk(root, id: id) == [
                .special(FilePath(directory.path + "/null.json"), .characterDevice),
                .file(FilePath(directory.path + "/ok.json")),
                .special(FilePath(directory.path + "/pipe.json"), .fifo),
                .special(FilePath(directory.path + "/socket.json"), .socket),
            ])
    }

    @Test func walkReportsAFolderWhosePathIsLongerThanPathMax() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("tree/ok.json", "{}")
        // 21 levels of 201 bytes: about 4200 bytes, over Linux's and Darwin's PATH_MAX.
        try directory.makeDeepTree("tree/deep", levels: 21)
        let root = FilePath(directory.path + "/tree")
        guard case .directory(let id) = FileSystem.kind(of: root) else {
            Issue.record("not a directory")
            return
        }
        let entries = FileSystem.walk(root, id: id)
        #expect(entries.count == 2)
        #expect(entries.last == .file(FilePath(directory.path + "/tree/ok.json")))
        guard case .failure(let path, let code) = entries.first else {
            Issue.record("no failure: \(entries)")
            return
        }
        #expect(code == ENAMETOOLONG)
        #expect(path.bytes.count >= Int(PATH_MAX))
        #expect(path.description.hasPrefix(directory.path + "/tree/deep/ddd"))
    }

    @Test(.enabled(if: getuid() != 0, "root enters every folder; FaultTests runs this as nobody"))
    func walkReportsAFolderItCannotEnter() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let locked = try directory.makeDirectory("locked")
        try directory.write("locked/p.json", "{}")
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
        guard case .directory(let id) = FileSystem.kind(of: FilePath(directory.path)) else { return }
        #expect(FileSystem.walk(FilePath(directory.path), id: id) == [.failure(FilePath(locked), EACCES)])
    }

    @Test func readRefusesALargeFileByItsSize() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("f.json", "0123456789")
        #expect(FileSystem.read(FilePath(file), maxBytes: 9) == .tooLarge(size: 10))
        #expect(FileSystem.read(FilePath(file), maxBytes: 10) == .contents(Array("0123456789".utf8)))
        #expect(FileSystem.read(FilePath(file + "x"), maxBytes: 10) == .failure(ENOENT))
        #expect(FileSystem.read(FilePath(directory.path), maxBytes: 10) == .failure(EISDIR))
    }

    @Test func readFromAPipeStopsOneByteOverTheLimit() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let text = Array(repeating: UInt8(ascii: "x"), count: 100)
        _ = text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        #expect(InputChannel.fileDescriptor(ends[0]).readAll(maxBytes: 50) == .tooLarge(size: nil))
    }

    @Test func readAPipeWithinTheLimit() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let text = Array("{}".utf8)
        _ = text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        #expect(InputChannel.fileDescriptor(ends[0]).readAll(maxBytes: 2) == .contents(text))
    }

    @Test func pathsWithBytesThatAreNotUTF8() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var raw = Array((directory.path + "/").utf8)
        raw.append(contentsOf: [0xFF, 0xFE])
        raw.append(contentsOf: Array(".json".utf8))
        let path = FilePath(bytes: raw)
        let descriptor = path.withCString { open($0, O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        _ = Array("{}".utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        guard case .directory(let id) = FileSystem.kind(of: FilePath(directory.path)) else { return }
        let entries = FileSystem.walk(FilePath(directory.path), id: id)
        #expect(entries == [.file(path)])
        #expect(FileSystem.read(path, maxBytes: 10) == .contents(Array("{}".utf8)))
        #expect(path.description.hasSuffix("\u{FFFD}\u{FFFD}.json"))
    }

    @Test func describesErrors() {
        #expect(SystemCalls.describe(ENOENT) == "no such file or directory")
        #expect(SystemCalls.describe(EACCES) == "permission denied")
        #expect(!SystemCalls.describe(EIO).isEmpty)
        #expect(InputProblem(errno: ENOENT) == .notFound)
        #expect(InputProblem(errno: ENOTDIR) == .notFound)
        #expect(InputProblem(errno: EACCES) == .unreadable)
    }

    @Test func appendingComponents() {
        #expect(FilePath("a").appending(Array("b".utf8)).description == "a/b")
        #expect(FilePath("a/").appending(Array("b".utf8)).description == "a/b")
        #expect(FilePath("a/b.json").lastComponent == Array("b.json".utf8))
    }
}
