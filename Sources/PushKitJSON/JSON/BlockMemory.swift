#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The heap memory of a document's block (the input's copy and the node tape): taken
/// from `malloc` where the C library is at hand, since the standard library's
/// `allocate` asks for its default alignment through `posix_memalign`, which cost
/// the reader 76 instructions a read more than `malloc` (13,360 against 13,284 a
/// payload, `Benchmarks/instructions.sh`). `malloc`'s alignment (16 bytes) covers every type
/// the block holds. Memory from ``allocate(byteCount:)`` goes back only through
/// ``free(_:)``.
enum BlockMemory {
    /// `byteCount` bytes (at least one), aligned for any type of at most 16 bytes'
    /// alignment; traps when the memory cannot be had.
    @inline(__always)
    static func allocate(byteCount: Int) -> UnsafeMutableRawPointer {
        #if canImport(Glibc) || canImport(Darwin)
            guard let base = malloc(max(byteCount, 1)) else { fatalError("out of memory (\(byteCount) bytes)") }
            return base
        #else
            return .allocate(byteCount: max(byteCount, 1), alignment: 16)
        #endif
    }

    /// Returns memory from ``allocate(byteCount:)``.
    @inline(__always)
    static func free(_ base: UnsafeMutableRawPointer) {
        #if canImport(Glibc)
            Glibc.free(base)
        #elseif canImport(Darwin)
            Darwin.free(base)
        #else
            base.deallocate()
        #endif
    }
}
