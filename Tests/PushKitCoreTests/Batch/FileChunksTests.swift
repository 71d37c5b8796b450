import Testing

@testable import PushKitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The library's own input: chunks of a file descriptor, fed to the batch engine.
@Suite struct FileChunksTests {
    /// A pipe whose write end has `bytes` and is closed; the read end, which the caller closes.
    static func pipe(with bytes: [UInt8]) throws -> Int32 {
        var ends: [Int32] = [0, 0]
        try #require(ends.withUnsafeMutableBufferPointer { Glibc.pipe($0.baseAddress!) } == 0)
        // Small enough for the pipe's buffer: the write does not block.
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
        close(ends[1])
        return ends[0]
    }

    @Test func aPipeIsReadWholeInChunks() async throws {
        let bytes = Array((0..<5000).map { UInt8(truncatingIfNeeded: $0) })
        let descriptor = try Self.pipe(with: bytes)
        defer { close(descriptor) }
        var read: [UInt8] = []
        var chunks = 0
        for try await chunk in FileChunks(descriptor: descriptor, chunkBytes: 1000) {
            #expect(chunk.count <= 1000)
            read += chunk
            chunks += 1
        }
        #expect(read == bytes)
        #expect(chunks >= 5)
    }

    @Test func jobsFromADescriptor() async throws {
        let line = #"{"apns":{"deviceToken":"ab","bundleId":"com.example"},"payload":{"aps":{"alert":"Hi"}}}"#
        let descriptor = try Self.pipe(with: Array((line + "\n" + line + "\n").utf8))
        defer { close(descriptor) }
        var ready = 0
        for try await job in NDJSONValidator().jobResults(of: FileChunks(descriptor: descriptor, chunkBytes: 7)) {
            if job.isReady { ready += 1 }
        }
        #expect(ready == 2)
    }

    @Test func aFailedReadThrowsItsErrno() async {
        var iterator = FileChunks(descriptor: -1).makeAsyncIterator()
        do {
            _ = try await iterator.next()
            Issue.record("read from descriptor -1")
        } catch let error as FileChunks.ReadError {
            #expect(error.code == EBADF)
        } catch {
            Issue.record("\(error)")
        }
        // Then the sequence is over.
        #expect((try? await iterator.next()) == .some(nil))
    }
}
