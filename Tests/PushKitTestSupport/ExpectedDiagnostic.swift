import PushKitJSON

/// One diagnostic a reader test expects: code, line, column and pointer.
package struct ExpectedDiagnostic: Sendable, Equatable, CustomStringConvertible {
    package var code: String
    package var line: Int
    package var column: Int
    package var pointer: String

    package init(_ code: String, _ line: Int, _ column: Int, _ pointer: String) {
        self.code = code
        self.line = line
        self.column = column
        self.pointer = pointer
    }

    package init(_ diagnostic: Diagnostic) {
        self.init(
            diagnostic.code.id, diagnostic.location.line, diagnostic.location.column, diagnostic.pointer.description)
    }

    package var description: String { "\(code) at \(line):\(column) [\(pointer)]" }
}
