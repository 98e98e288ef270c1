import Foundation

/// A small, fast, seeded random number generator (SplitMix64): the same seed
/// gives the same sequence on every machine, so a failing run can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The seed and length of the randomized tests. `STATEKIT_SEED` replays a run
/// (each test prints the seed it used); `STATEKIT_SOAK=1` (`make soak`) runs
/// the long variants.
enum Randomized {
    static let seed: UInt64 = ProcessInfo.processInfo.environment["STATEKIT_SEED"].flatMap { UInt64($0) } ?? 20_261_121

    static let isSoak = ProcessInfo.processInfo.environment["STATEKIT_SOAK"] == "1"

    /// `short` in `make test`, `long` in `make soak`.
    static func count(_ short: Int, soak long: Int) -> Int { isSoak ? long : short }
}
