// pushkit-benchmarks: throughput of pushkit's reader and validator beside Foundation's
// JSONSerialization and raw passes over the same bytes, on a generated corpus.
//
// Build in release: swift run -c release pushkit-benchmarks [--help]

import Foundation
import PushKitCore

@main
struct Benchmark {
    static func main() {
        let options: Options
        do {
            guard let parsed = try Options.parse(Array(CommandLine.arguments.dropFirst())) else { exit(0) }
            options = parsed
        } catch {
            FileHandle.standardError.write(Data("pushkit-benchmarks: \(error.message)\n\(Options.usage)\n".utf8))
            exit(2)
        }

        #if DEBUG
            print("warning: this is a debug build; numbers mean little. Use -c release.\n")
        #endif

        if options.scaling {
            ScalingBenchmark.run(
                seconds: options.secondsGiven ? options.seconds : 0.5, filter: options.scalingFilter,
                output: options.scalingOutput)
            return
        }

        // MARK: The corpus

        let corpus: [[UInt8]]
        var shapes: [String: Int] = [:]
        if let path = options.readCorpus {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("pushkit-benchmarks: cannot read \(path)\n".utf8))
                exit(2)
            }
            corpus = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).map { Array($0) }
        } else {
            var generator = CorpusGenerator(seed: options.seed)
            let generated = generator.generate(count: options.corpusSize)
            corpus = generated.map(\.bytes)
            for payload in generated { shapes[payload.shape.rawValue, default: 0] += 1 }
        }
        guard !corpus.isEmpty else {
            FileHandle.standardError.write(Data("pushkit-benchmarks: the corpus is empty\n".utf8))
            exit(2)
        }

        if let path = options.writeCorpus {
            // NDJSON: one payload per line. Generated strings escape their line breaks, so
            // every raw CR or LF is whitespace between tokens and can go.
            var output: [UInt8] = []
            for payload in corpus {
                output += payload.filter { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
                output.append(UInt8(ascii: "\n"))
            }
            guard FileManager.default.createFile(atPath: path, contents: Data(output)) else {
                FileHandle.standardError.write(Data("pushkit-benchmarks: cannot write \(path)\n".utf8))
                exit(2)
            }
            print("wrote \(corpus.count) payloads (\(output.count) bytes) to \(path)")
        }

        let totalBytes = corpus.reduce(0) { $0 + $1.count }
        let sizes = corpus.map(\.count).sorted()
        print("pushkit benchmarks, \(ProcessInfo.processInfo.activeProcessorCount) cores, one thread")
        print(
            "corpus: \(corpus.count) payloads, \(format(Double(totalBytes) / 1e6, 2)) MB, "
                + "\(sizes.first!)...\(sizes.last!) bytes (median \(sizes[sizes.count / 2]), mean \(totalBytes / corpus.count)), "
                + (options.readCorpus.map { "read from \($0)" } ?? "generated with seed \(options.seed)"))
        if !shapes.isEmpty {
            print(
                "  shapes: " + shapes.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            )
        }

        let validator = Validator()
        let reader = JSONReader()
        if options.summary {
            summarize(corpus, reader: reader, validator: validator)
        }

        // MARK: Measurements

        let foundationCorpus = corpus.map { Data($0) }
        print(
            options.passes.map { "timing: \($0) rounds, after one warm-up pass;" }
                ?? "timing: rounds for \(format(options.seconds, 1)) s per measurement (at least 5), after one warm-up pass;"
        )
        print("  each round makes one pass over the corpus with every measurement in turn")
        print("")
        print(
            pad("measurement", 32) + pad("payloads/s", 13, right: true) + pad("MB/s best", 11, right: true)
                + pad("MB/s median", 13, right: true) + pad("passes", 8, right: true))

        var workloads: [Workload] = []
        for item in options.cases {
            switch item {
            case .raw: workloads.append(Workload(item, corpus, Baseline.rawPass))
            case .tokenize: workloads.append(Workload(item, corpus, Baseline.tokenize))
            case .foundation:
                // Data values are made before timing: this measures the parse alone.
                workloads.append(
                    Workload(item, foundationCorpus) { data in
                        let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
                        return object == nil ? 0 : 1
                    })
            case .reader:
                workloads.append(
                    Workload(item, corpus) { bytes in
                        let result = reader.read(bytes)
                        return (result.document?.valueCount ?? 0) &+ result.diagnostics.count
                    })
            case .validate:
                workloads.append(Workload(item, corpus) { bytes in validator.validate(bytes).diagnostics.count })
            case .router:
                continue
            }
        }
        let measurements = Measurement.interleaved(
            workloads, payloads: corpus.count, bytes: totalBytes, seconds: options.seconds, passes: options.passes)
        var results: [Options.Case: Measurement] = [:]
        for (workload, measurement) in zip(workloads, measurements) {
            results[workload.name] = measurement
            print(
                pad(workload.name.title, 32) + pad(format(measurement.payloadsPerSecond, 0), 13, right: true)
                    + pad(format(measurement.megabytesPerSecond, 1), 11, right: true)
                    + pad(format(measurement.medianMegabytesPerSecond, 1), 13, right: true)
                    + pad(String(measurement.passSeconds.count), 8, right: true))
        }

        // MARK: Ratios

        func ratio(_ numerator: Options.Case, _ denominator: Options.Case) -> (best: Double, median: Double)? {
            guard let top = results[numerator], let bottom = results[denominator] else { return nil }
            return (top.megabytesPerSecond / bottom.megabytesPerSecond, bottom.median / top.median)
        }

        let ratios: [(String, Options.Case, Options.Case, String)] = [
            ("reader / JSONSerialization", .reader, .foundation, "aim: at least 5x"),
            ("validation / JSONSerialization", .validate, .foundation, ""),
            ("reader / raw tokeniser", .reader, .tokenize, ""),
            ("validation / raw tokeniser", .validate, .tokenize, "aim (issue 7): at least 0.5x"),
            ("reader / raw byte pass", .reader, .raw, ""),
            ("validation / raw byte pass", .validate, .raw, ""),
            ("validation / reader", .validate, .reader, "the share of time spent reading"),
        ]
        let printable = ratios.compactMap { entry in ratio(entry.1, entry.2).map { (entry.0, $0, entry.3) } }
        if !printable.isEmpty {
            print("\nratios (by MB/s)" + String(repeating: " ", count: 19) + "best   median")
            for (name, value, note) in printable {
                func shown(_ value: Double) -> String { (value >= 0.1 ? format(value, 2) : format(value, 3)) + "x" }
                print(
                    "  " + pad(name, 32) + pad(shown(value.best), 8, right: true)
                        + pad(shown(value.median), 9, right: true) + (note.isEmpty ? "" : "   \(note)"))
            }
        }
        if options.cases.contains(.router) {
            print("")
            RouterBenchmark.run()
        }
        let checksum = results.values.reduce(0) { $0 &+ $1.checksum }
        print("\n(checksum \(checksum & 0xFFFF); MB = 10^6 bytes; payloads/s from the best pass)")
    }
}

// MARK: Formatting

func format(_ value: Double, _ decimals: Int) -> String {
    String(format: "%.\(decimals)f", value)
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}
