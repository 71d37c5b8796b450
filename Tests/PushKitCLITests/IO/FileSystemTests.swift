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
        #expect(FileSystem.describe(ENOENT) == "no such file or directory")
        #expect(FileSystem.describe(EACCES) == "permission denied")
        #expect(!FileSystem.describe(EIO).isEmpty)
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
