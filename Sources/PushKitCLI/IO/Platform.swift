// The C library, imported once for the whole target instead of in every file that calls
// it (open, read, write, stat, errno, signal, ...). `@_exported` makes this file's import
// visible to every file of PushKitCLI; the library, PushKitCore, imports no C library.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Musl)
    @_exported import Musl
#elseif canImport(Darwin)
    @_exported import Darwin
#endif
