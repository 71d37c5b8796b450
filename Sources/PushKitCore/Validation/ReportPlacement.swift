// Reports and rejections of a payload that stands inside a larger document (a job line, say),
// with their diagnostics placed in that document.

extension ValidationReport {
    /// This report with every diagnostic placed in a larger document whose part beginning at
    /// `origin` was validated (``SourceLocation/placed(at:)``).
    public func placed(at origin: SourceLocation) -> ValidationReport {
        var moved = self
        moved.diagnostics = diagnostics.map { $0.placed(at: origin) }
        return moved
    }
}

extension PushRejection {
    /// This rejection with every diagnostic placed in a larger document whose part beginning
    /// at `origin` held the payload (``SourceLocation/placed(at:)``).
    public func placed(at origin: SourceLocation) -> PushRejection {
        var moved = self
        moved.diagnostics = diagnostics.map { $0.placed(at: origin) }
        return moved
    }
}

extension Validator {
    /// Validates a payload that begins at `origin` in a larger document (its line, its
    /// column on that line, its byte offset), so that every diagnostic points into that
    /// document: a payload taken out of a job line, a request body, a template.
    ///
    /// ```swift
    /// // The payload starts at column 40 of line 12 of jobs.ndjson.
    /// let report = Validator().validate(payload, origin: SourceLocation(line: 12, column: 40, offset: 39))
    /// report.diagnostics.first?.location  // 12:48, not 1:9
    /// ```
    public func validate(_ bytes: [UInt8], origin: SourceLocation) -> ValidationReport {
        validate(bytes).placed(at: origin)
    }
}
