// rheo-bench's platform layer: the one file of the benchmark that names the C library.
// It re-exports it, so the other files call `fopen` or `pthread_mutex_lock` with no import
// of their own (an executable has no clients, so the re-export reaches no one else), and it
// holds the few constants that differ between Linux and Apple platforms. Everything that
// uses them is written once and compiled on Linux; docs/Architecture.md, "Platform
// layer", lists the lines Linux cannot check.
#if canImport(Darwin)
@_exported import Darwin

/// The clock rows are timed on: the uptime clock (`mach_absolute_time`'s), which never
/// jumps and does not count time asleep.
let benchmarkClock = CLOCK_UPTIME_RAW
/// What one unit of `getrusage`'s `ru_maxrss` is, in bytes: Darwin reports bytes.
let maximumResidentSetUnit = 1
/// `sysctlbyname(3)`, where the system has it.
let systemControlByName: SystemControlByName? = sysctlbyname
#else
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#endif

/// The clock rows are timed on: the monotonic clock, which never jumps.
let benchmarkClock = CLOCK_MONOTONIC
/// What one unit of `getrusage`'s `ru_maxrss` is, in bytes: Linux reports kilobytes.
let maximumResidentSetUnit = 1024
/// `sysctlbyname(3)`, where the system has it: Linux has not.
let systemControlByName: SystemControlByName? = nil

// swift-format-ignore: AlwaysUseLowerCamelCase
// (Darwin's name: the caller's text is then the same on every platform.)
/// Darwin's `clock_gettime_nsec_np(3)`, which glibc and musl lack: nanoseconds on `clock`.
///
/// So that `monotonicNanoseconds()` reads every platform's clock with the same call.
/// Stops the process if the clock cannot be read (an unknown clock).
func clock_gettime_nsec_np(_ clock: clockid_t) -> UInt64 {
    var now = timespec()
    let status = clock_gettime(clock, &now)
    precondition(status == 0, "clock_gettime(\(clock)) failed")
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}
#endif

/// The shape of `sysctlbyname(3)`: name, result buffer, its size (in: capacity, out:
/// length), new value and its size; 0 on success.
typealias SystemControlByName =
    @Sendable (
        UnsafePointer<CChar>?, UnsafeMutableRawPointer?, UnsafeMutablePointer<Int>?, UnsafeMutableRawPointer?, Int
    ) -> Int32

/// Nanoseconds on a clock that never jumps (`benchmarkClock`: CLOCK_MONOTONIC on Linux,
/// CLOCK_UPTIME_RAW on Apple platforms).
func monotonicNanoseconds() -> UInt64 {
    clock_gettime_nsec_np(benchmarkClock)
}

/// The string value of the system control `name` (`machdep.cpu.brand_string`), trimmed;
/// nil where the system has no `sysctlbyname` or no such control, or it is empty.
func systemControlString(_ name: String) -> String? {
    guard let read = systemControlByName else { return nil }
    var size = 0
    guard read(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
    var buffer = [CChar](repeating: 0, count: size)
    guard read(name, &buffer, &size, nil, 0) == 0 else { return nil }
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let trimmed = text.trimmingSpaces()
    return trimmed.isEmpty ? nil : trimmed
}

/// The process's peak resident size so far, in kB, from `getrusage(2)`; nil if the call
/// fails.
///
/// The whole process's peak, which nothing resets: `--peak-memory` reads Linux's resettable
/// `VmHWM` instead where `/proc` has it.
func peakResidentKilobytes() -> Int? {
    var usage = rusage()
    guard getrusage(cInt(RUSAGE_SELF), &usage) == 0 else { return nil }
    return Int(usage.ru_maxrss) * maximumResidentSetUnit / 1024
}

/// A C constant as the `Int32` that C functions take it as.
///
/// glibc's headers make some constants (`RUSAGE_SELF`) enumerators, which Swift imports as
/// structs; Darwin's make them macros, imported as `Int32`. `cInt` has an overload for each
/// shape, both compiled here, so a call reads the same on every platform.
func cInt(_ value: Int32) -> Int32 {
    value
}

/// A C enumerator, imported as a struct, as the `Int32` that C functions take it as.
func cInt<Constant: RawRepresentable>(_ value: Constant) -> Int32 where Constant.RawValue: BinaryInteger {
    Int32(value.rawValue)
}
