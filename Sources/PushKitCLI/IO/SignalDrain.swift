import PushKitCore
import Synchronization

/// SIGTERM and SIGINT while an `--ndjson` run reads a descriptor: rather than end the
/// process wherever it is (a torn last line, the lines read never answered), the signal
/// ends the input. The handler writes a byte to a pipe whose read end the input watches
/// (``FileChunks/interruption``); the lines read before it are validated and answered,
/// each answer whole, and the run ends with exit status 128 + the signal's number.
///
/// The handlers are installed while at least one run needs them (runs in one process, as
/// the tests make, share them) and the previous ones are put back after the last.
enum SignalDrain {
    /// The signals drained.
    static let signals: [Int32] = [SystemCalls.terminationSignal, SystemCalls.interruptSignal]

    /// The runs under way, the pipe (read end, write end) and the handlers replaced.
    private static let state = Mutex<(runs: Int, pipe: (Int32, Int32), previous: SystemCalls.SignalHandlers)>(
        (0, (-1, -1), SystemCalls.SignalHandlers()))

    /// Runs `body` with the read end of the pipe (-1 when no pipe could be made: the
    /// signals then act as they did), the handlers installed.
    static func during<Value>(_ body: (_ interruption: Int32) -> Value) -> Value {
        let interruption = install()
        // The thread that waits for the run takes the signals: a process may start with them
        // blocked (its parent's mask), and the run's threads block them.
        let previousMask = SystemCalls.unblock(signals)
        defer {
            SystemCalls.restore(previousMask)
            uninstall()
        }
        return body(interruption)
    }

    /// The signal that ended the input (its number), 0 when none did.
    static var received: Int32 { receivedSignal.load(ordering: .relaxed) }

    /// The name of `signal`: `SIGTERM`, `SIGINT`.
    static func name(_ signal: Int32) -> String {
        signal == SystemCalls.interruptSignal
            ? "SIGINT" : signal == SystemCalls.terminationSignal ? "SIGTERM" : "signal \(signal)"
    }

    private static func install() -> Int32 {
        state.withLock { state in
            state.runs += 1
            if state.runs > 1 { return state.pipe.0 }
            // Non-blocking: the handler never waits, however many signals come.
            guard let ends = SystemCalls.makeWakeUpPipe() else { return -1 }
            state.pipe = ends
            receivedSignal.store(0, ordering: .relaxed)
            writeEnd.store(ends.write, ordering: .relaxed)
            state.previous = SystemCalls.handle(signals, with: drainHandler)
            return ends.read
        }
    }

    private static func uninstall() {
        state.withLock { state in
            state.runs -= 1
            guard state.runs == 0, state.pipe.0 >= 0 else { return }
            SystemCalls.restore(state.previous)
            writeEnd.store(-1, ordering: .relaxed)
            SystemCalls.close(state.pipe.0)
            SystemCalls.close(state.pipe.1)
            state.pipe = (-1, -1)
        }
    }
}

/// The pipe's write end, for the handler (an atomic: safe to read in a signal handler).
private let writeEnd = Atomic<Int32>(-1)
/// The first signal drained.
private let receivedSignal = Atomic<Int32>(0)

/// Notes the signal and wakes the input: async-signal-safe (atomics and `write(2)` only).
private func drainHandler(_ number: Int32) {
    _ = receivedSignal.compareExchange(expected: 0, desired: number, ordering: .relaxed)
    SystemCalls.writeByte(to: writeEnd.load(ordering: .relaxed))
}

extension ExitStatus {
    /// The end of an `--ndjson` run that a drained signal stopped: says so on standard
    /// error (after the summary of the lines answered) and gives 128 + the signal's number,
    /// as a shell reports a process the signal ended.
    static func interrupted(_ io: inout CommandIO) -> Int32 {
        let signal = SignalDrain.received
        io.writeError("stopped by \(SignalDrain.name(signal)): every line read before it is answered")
        return 128 + signal
    }
}
