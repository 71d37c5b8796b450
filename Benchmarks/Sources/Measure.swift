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

    /// Runs every workload once as a warm-up, then runs rounds in which each workload
    /// makes one timed pass over the corpus, until `seconds` per workload have gone by
    /// (at least 5 rounds), or exactly `passes` rounds.
    ///
    /// Interleaving the passes gives every workload the same machine conditions (other
    /// processes, clock speed, caches), so the ratios between them hold even on a busy
    /// machine, where timing one workload after the other would not.
    static func interleaved(
        _ workloads: [Workload], payloads: Int, bytes: Int, seconds: Double, passes: Int?
    ) -> [Measurement] {
        var checksums = workloads.map { $0.pass() }
        var times = [[Double]](repeating: [], count: workloads.count)
        let clock = ContinuousClock()
        let budget = Duration.milliseconds(Int64(seconds * 1000 * Double(workloads.count)))
        let started = clock.now
        var rounds = 0
        while true {
            for (index, workload) in workloads.enumerated() {
                let start = clock.now
                checksums[index] &+= workload.pass()
                let elapsed = start.duration(to: clock.now)
                times[index].append(
                    Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            }
            rounds += 1
            if let passes {
                if rounds >= passes { break }
            } else if rounds >= 5, started.duration(to: clock.now) >= budget {
                break
            }
        }
        return workloads.indices.map {
            Measurement(passSeconds: times[$0], payloads: payloads, bytes: bytes, checksum: checksums[$0])
        }
    }
}

/// One piece of work to time.
struct Workload {
    /// What it measures.
    var name: Options.Case
    /// Runs the work once on every payload of the corpus; returns a checksum of the results.
    var pass: () -> Int

    /// A workload that runs `work` on each of `items`.
    init<Item>(_ name: Options.Case, _ items: [Item], _ work: @escaping (Item) -> Int) {
        self.name = name
        pass = {
            var checksum = 0
            for item in items { checksum &+= work(item) }
            return checksum
        }
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
