import Foundation
import Testing

@testable import PushKitCLI

struct OutputChannelTests {
    @Test func memoryChannelKeepsEverything() {
        var channel = OutputChannel.memory()
        channel.write("a")
        channel.writeLine("b")
        channel.flush()
        #expect(channel.capturedText == "ab\n")
        #expect(!channel.isTerminal)
        #expect(OutputChannel.memory(isTerminal: true).isTerminal)
    }

    @Test func aFailedWriteClosesTheChannelAndKeepsTheError() throws {
        let descriptor = open("/dev/full", O_WRONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var channel = OutputChannel.fileDescriptor(descriptor)
        channel.writeLine("hello")
        #expect(!channel.isClosed)
        channel.flush()
        #expect(channel.isClosed)
        #expect(channel.failure == ENOSPC)
        channel.writeLine("dropped")
        channel.flush()
        #expect(channel.failure == ENOSPC)
    }

    @Test func aClosedDescriptorIsAFailureToo() {
        var channel = OutputChannel.fileDescriptor(-1)
        channel.write("x")
        channel.flush()
        #expect(channel.failure == EBADF)
    }

    @Test func fileDescriptorChannelWritesWhenFlushed() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        var channel = OutputChannel.fileDescriptor(ends[1])
        #expect(!channel.isTerminal)
        channel.writeLine("hello")
        channel.flush()
        close(ends[1])
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, 16) }
        #expect(Array(buffer[0..<max(0, count)]) == Array("hello\n".utf8))
    }

    @Test func closedReaderEndsTheOutputQuietly() throws {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        var channel = OutputChannel.fileDescriptor(ends[1])
        channel.writeLine("nobody reads this")
        #expect(!channel.isClosed)
        channel.flush()
        #expect(channel.isClosed)
        channel.writeLine("dropped")
        channel.flush()
        #expect(channel.isClosed)
    }

    @Test func printableEscapesControlCharacters() {
        #expect("plain text é".printable == "plain text é")
        #expect("a\nb\tc\r".printable == "a\\nb\\tc\\r")
        #expect("\u{1B}[2J\u{7F}\u{85}".printable == "\\u{1B}[2J\\u{7F}\\u{85}")
        #expect("line\u{2028}break\u{2029}".printable == "line\\u{2028}break\\u{2029}")
    }

    @Test func environmentVariables() {
        let fixed = EnvironmentVariables(["A": "1"])
        #expect(fixed["A"] == "1")
        #expect(fixed["B"] == nil)
        #expect(EnvironmentVariables.process["PATH"] != nil)
    }

    @Test func terminalStyleFollowsNoColor() {
        let terminal = OutputChannel.memory(isTerminal: true)
        #expect(TerminalStyle(for: terminal, environment: EnvironmentVariables([:])).isEnabled)
        #expect(!TerminalStyle(for: terminal, environment: EnvironmentVariables(["NO_COLOR": ""])).isEnabled)
        #expect(!TerminalStyle(for: terminal, environment: EnvironmentVariables(["TERM": "dumb"])).isEnabled)
        #expect(!TerminalStyle(for: .memory(), environment: EnvironmentVariables([:])).isEnabled)
        #expect(TerminalStyle(enabled: false).red("x") == "x")
    }
}
