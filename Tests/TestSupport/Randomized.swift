import Foundation

/// The seed and length of the randomized tests. `STATEKIT_SEED` replays a run
/// (each failure names the seed it used); `STATEKIT_SOAK=1` (`make soak`) runs
/// the long variants.
public enum Randomized {
    public static let seed: UInt64 =
        ProcessInfo.processInfo.environment["STATEKIT_SEED"].flatMap { UInt64($0) } ?? 20_261_121

    public static let isSoak = ProcessInfo.processInfo.environment["STATEKIT_SOAK"] == "1"

    /// `short` in `make test`, `long` in `make soak`.
    public static func count(_ short: Int, soak long: Int) -> Int { isSoak ? long : short }
}
