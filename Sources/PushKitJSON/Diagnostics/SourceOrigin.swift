// Positions in a larger document: a payload taken out of a bigger input (a job line, a
// request body, a template) is read on its own, and its diagnostics are moved to where it
// stands in that input.

extension SourceLocation {
    /// This location, in input that begins at `origin` of a larger document: its line 1
    /// starts at `origin`'s column, its later lines keep their columns, and offsets are
    /// counted from `origin`'s offset.
    ///
    /// ```swift
    /// // The payload begins at line 12, column 40 (byte 39) of a jobs file.
    /// let origin = SourceLocation(line: 12, column: 40, offset: 39)
    /// SourceLocation(line: 1, column: 9, offset: 8).placed(at: origin)   // 12:48, offset 47
    /// SourceLocation(line: 2, column: 3, offset: 20).placed(at: origin)  // 13:3, offset 59
    /// ```
    public func placed(at origin: SourceLocation) -> SourceLocation {
        SourceLocation(
            line: origin.line + line - 1, column: line == 1 ? origin.column + column - 1 : column,
            offset: origin.offset + offset)
    }
}

extension Diagnostic {
    /// This diagnostic, its location placed in a larger document whose part beginning at
    /// `origin` was read (``SourceLocation/placed(at:)``); code, pointer and message stay.
    public func placed(at origin: SourceLocation) -> Diagnostic {
        var moved = self
        moved.location = location.placed(at: origin)
        return moved
    }
}
