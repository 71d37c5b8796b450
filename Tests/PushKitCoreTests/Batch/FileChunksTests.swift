import PushKitCore
import Testing

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

    /// A producer that writes a little at a time: each chunk's array is sized to what was
    /// read, not to the 64 KiB asked for, so that lines held in it keep only their bytes.
    @Test func aSmallReadKeepsNoMoreThanItsBytes() async throws {
        let descriptor = try Self.pipe(with: Array("{\"aps\":{}}\n".utf8))
        defer { close(descriptor) }
        var chunks = FileChunks(descriptor: descriptor).makeAsyncIterator()
        let chunk = try #require(try await chunks.next())
        #expect(chunk.count == 11)
        #expect(chunk.capacity < 1024)
    }

    /// With the producer's end open and one job written, the batch hands out its result
    /// without waiting for more lines or the end of the input.
    @Test func aJobIsAnsweredWhileTheInputStaysOpen() async throws {
        var ends: [Int32] = [0, 0]
        try #require(ends.withUnsafeMutableBufferPointer { Glibc.pipe($0.baseAddress!) } == 0)
        defer { close(ends[0]) }
        let line = Array((JobBatchTests.apnsJob + "\n").utf8)
        #expect(line.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == line.count)
        for jobs in [1, 2] {
            var results = NDJSONValidator(jobs: jobs, batchLines: 4096).jobResults(of: FileChunks(descriptor: ends[0]))
                .makeAsyncIterator()
            // Blocks until the answer comes: no answer would hang the test (the suite's
            // time limit ends it), an answer before the end of the input passes.
            let first = try await results.next()
            #expect(first?.id == "j1" && first?.isReady == true)
            if jobs == 1 {
                #expect(line.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == line.count)
            }
        }
        close(ends[1])
    }

    /// An interruption ends the input: the lines read before it are answered, then the
    /// iteration throws.
    @Test func anInterruptionEndsTheInputAfterTheLinesRead() async throws {
        var input: [Int32] = [0, 0]
        var wake: [Int32] = [0, 0]
        try #require(input.withUnsafeMutableBufferPointer { Glibc.pipe($0.baseAddress!) } == 0)
        try #require(wake.withUnsafeMutableBufferPointer { Glibc.pipe($0.baseAddress!) } == 0)
        defer { for end in input + wake { close(end) } }
        let lines = Array("{}\n{}\n{\"aps\":".utf8)
        #expect(lines.withUnsafeBytes { write(input[1], $0.baseAddress, $0.count) } == lines.count)
        var chunks = FileChunks(descriptor: input[0])
        chunks.interruption = wake[0]
        var results = NDJSONValidator().results(of: chunks).makeAsyncIterator()
        #expect(try await results.next()?.number == 1)
        #expect(try await results.next()?.number == 2)
        var byte: UInt8 = 1
        #expect(write(wake[1], &byte, 1) == 1)
        await #expect(throws: FileChunks.Interrupted.self) { _ = try await results.next() }
    }
}
