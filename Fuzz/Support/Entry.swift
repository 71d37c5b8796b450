// The libFuzzer entry point shared by every target.
//
// Each build compiles the library sources, this folder and exactly one file from
// `Fuzz/Targets/`; that file defines `FuzzTarget.run(_:)`.

/// Called by libFuzzer once per input; hands the bytes to the target compiled in.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes: [UInt8]
    if let data, size > 0 {
        bytes = Array(UnsafeBufferPointer(start: data, count: size))
    } else {
        bytes = []
    }
    FuzzTarget.run(bytes)
    return 0
}
