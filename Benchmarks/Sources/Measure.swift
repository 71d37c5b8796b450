/// Times repeated passes of one piece of work over the whole corpus.
struct Measurement {
    /// Seconds of each timed pass, in the order run.
    var passSeconds: [Double]
    /// Payloads and bytes in one pass.
    var payloads: Int
    var bytes: Int
    /// A value computed from the work's results, so the optimiser cannot drop the work.
    var checksum: Int

    var best: Double { passSeconds.min() ?? .nan }
    var median: Double {
        let sorted = passSeconds.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Payloads per second of the best pass.
    var payloadsPerSecond: Double { Double(payloads) / best }
    /// Megabytes (10^6 bytes) per second of the best and the median pass.
    var megabytesPerSecond: Double { Double(bytes) / best / 1e6 }
    var medianMegabytesPerSecond: Double { Double(bytes) / median / 1e6 }

    /// Runs `work` on every payload once as a warm-up, then times passes until
    /// `seconds` have gone by (at least 5 passes), or exactly `passes` passes.
    static func run<Item>(
        _ corpus: [Item], bytes: Int, seconds: Double, passes: Int?, work: (Item) -> Int
    ) -> Measurement {
        var checksum = 0
        for payload in corpus { checksum &+= work(payload) }
        var times: [Double] = []
        let clock = ContinuousClock()
        let started = clock.now
        while true {
            let start = clock.now
            for payload in corpus { checksum &+= work(payload) }
            let elapsed = start.duration(to: clock.now)
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            if let passes {
                if times.count >= passes { break }
            } else {
                let total = started.duration(to: clock.now)
                if times.count >= 5, total >= .milliseconds(Int64(seconds * 1000)) { break }
            }
        }
        return Measurement(passSeconds: times, payloads: corpus.count, bytes: bytes, checksum: checksum)
    }
}

/// Baselines that need no parser: the cost of touching the bytes at all.
enum Baseline {
    /// Sums every byte and counts the double quotes: a lower bound on any reader's cost.
    static func rawPass(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var sum = 0
            var quotes = 0
            for byte in buffer {
                sum &+= Int(byte)
                quotes &+= byte == UInt8(ascii: "\"") ? 1 : 0
            }
            return sum &+ quotes
        }
    }

    /// A plain JSON tokeniser: finds every token (strings with their escapes, numbers,
    /// literals, punctuation) and checks nothing else. What a reader costs without
    /// validation, positions, diagnostics or a tree.
    static func tokenize(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var tokens = 0
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                    index += 1
                    continue
                case UInt8(ascii: "\""):
                    index += 1
                    while index < count {
                        let inner = buffer[index]
                        if inner == UInt8(ascii: "\"") { break }
                        index += inner == UInt8(ascii: "\\") ? 2 : 1
                    }
                    index += 1
                case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    index += 1
                    while index < count {
                        switch buffer[index] {
                        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"),
                            UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"):
                            index += 1
                            continue
                        default: break
                        }
                        break
                    }
                case UInt8(ascii: "t"), UInt8(ascii: "n"): index += 4
                case UInt8(ascii: "f"): index += 5
                default: index += 1
                }
                tokens += 1
            }
            return tokens
        }
    }
}
