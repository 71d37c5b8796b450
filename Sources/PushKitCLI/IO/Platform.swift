// The C library, imported once for the whole target instead of in every file that calls
// it (open, read, write, stat, errno, signal, ...). `@_exported` makes this file's import
// visible to every file of PushKitCLI, and to every module that imports PushKitCLI: the
// `pushkit` executable and PushKitCLITests (no product names PushKitCLI, so nothing outside
// the package sees it). The libraries import it file by file, `internal`, and re-export
// nothing of it: PushKitJSON in JSON/BlockMemory.swift (`malloc` for a document's block),
// PushKitCore in Batch/FileChunks.swift (`read` of a file descriptor in chunks) and
// Batch/NDJSONLines.swift (`memchr` for the next newline); PushKitPreview and
// PushKitAppReader do not import it.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
