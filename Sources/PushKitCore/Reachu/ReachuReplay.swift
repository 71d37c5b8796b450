extension Reachu {
    /// Rehearses a Reachu campaign: reads WebSocket events one at a time (the lines of an
    /// NDJSON file, say) and applies each to a ``Reachu/Lifecycle`` at a fixed clock.
    ///
    /// An event that cannot be applied is reported and the replay goes on: a line that is
    /// not a valid Reachu event (not JSON, another kind of document, or a Reachu event with
    /// errors) is ``Outcome/malformed(_:)``; an event for another campaign, after
    /// `campaign_ended`, or activating a component outside the active state is
    /// ``Outcome/rejected(_:)``.
    public struct Replay: Sendable {
        /// What happened to one event.
        public enum Outcome: Sendable, Hashable {
            /// The starting point, before any event.
            case initial
            /// The event was applied; the words say what changed.
            case applied(String)
            /// The event was valid but changed nothing.
            case rejected(Reachu.Rejection)
            /// The line is not a valid Reachu event; the words say why.
            case malformed(String)

            /// Whether the step is reported (rejected or malformed).
            public var isReported: Bool {
                switch self {
                case .initial, .applied: false
                case .rejected, .malformed: true
                }
            }

            /// What happened, in words.
            public var message: String {
                switch self {
                case .initial: "before any event"
                case .applied(let words): words
                case .rejected(let rejection): rejection.message
                case .malformed(let words): words
                }
            }
        }

        /// The state after one event.
        public struct Step: Sendable, Hashable {
            /// The line number of the event (0 for the initial state).
            public var line: Int
            /// The event, when the line was a valid Reachu event.
            public var event: Reachu.Event?
            /// What happened.
            public var outcome: Outcome
            /// The campaign's state afterwards.
            public var state: Reachu.CampaignState
            /// The components shown afterwards.
            public var visible: [Reachu.LiveComponent]
            /// The errors that make a malformed event malformed, placed on ``line`` (the column
            /// counts in that line); empty otherwise.
            public var diagnostics: [Diagnostic]
        }

        /// The lifecycle after the events so far.
        public private(set) var lifecycle: Reachu.Lifecycle
        /// The clock, in seconds since 1970.
        public let now: Int64
        private let validator: Validator

        /// Starts a replay of `lifecycle` at the clock `now` (seconds since 1970).
        public init(lifecycle: Reachu.Lifecycle, now: Int64, reader: JSONReader.Options = JSONReader.Options()) {
            self.lifecycle = lifecycle
            self.now = now
            self.validator = Validator(options: Validator.Options(reader: reader))
        }

        /// The state before any event (line 0).
        public var initial: Step {
            Step(
                line: 0, event: nil, outcome: .initial, state: lifecycle.state(at: now),
                visible: lifecycle.visibleComponents(at: now), diagnostics: [])
        }

        /// Reads and applies the event on line `line`.
        public mutating func apply(line: Int, bytes: [UInt8]) -> Step {
            var report = validator.validate(bytes)
            report.placeOnOneLine(bytes)
            var errors = report.diagnostics.filter { $0.severity == .error }
            // The line was read as a document of its own: its errors are on the input's line `line`.
            for index in errors.indices { errors[index].location.line = line }
            guard case .reachu(.event(let event))? = report.payload, errors.isEmpty else {
                return step(line: line, event: nil, outcome: .malformed(Self.why(report, errors)), diagnostics: errors)
            }
            return apply(event, line: line)
        }

        /// Applies `event`, read from line `line`.
        public mutating func apply(_ event: Reachu.Event, line: Int) -> Step {
            let outcome: Outcome
            switch lifecycle.apply(event, at: now) {
            case .applied(let words): outcome = .applied(words)
            case .rejected(let rejection): outcome = .rejected(rejection)
            }
            return step(line: line, event: event, outcome: outcome, diagnostics: [])
        }

        private func step(line: Int, event: Reachu.Event?, outcome: Outcome, diagnostics: [Diagnostic]) -> Step {
            Step(
                line: line, event: event, outcome: outcome, state: lifecycle.state(at: now),
                visible: lifecycle.visibleComponents(at: now), diagnostics: diagnostics)
        }

        private static func why(_ report: ValidationReport, _ errors: [Diagnostic]) -> String {
            if let first = errors.first {
                let more = errors.count > 1 ? " (and \(errors.count - 1) more)" : ""
                return
                    "not a valid Reachu event: column \(first.location.column): \(first.message) [\(first.code)]\(more)"
            }
            if case .reachu(let document)? = report.payload {
                return "a Reachu \(document.kind) document, not a WebSocket event"
            }
            return "not a Reachu event (pushkit reads it as \(report.kind))"
        }
    }
}
