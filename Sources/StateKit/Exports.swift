// `import SwiftUI` brings Foundation and Observation with it; so does `import
// StateKit`, so that ported code finds `Date`, `DispatchQueue`, `UUID` and
// `@Observable` without another import. `import Combine` becomes `import
// StateKit` too: Combine's API comes from OpenCombine, with `DispatchQueue` as
// a scheduler (OpenCombineDispatch). StateKit's own `ObservableObject`,
// `@Published` and `ObservableObjectPublisher` shadow OpenCombine's: they are
// what views track.
//
// FoundationNetworking does not come: linking it loads libcurl and some thirty
// libraries more into every app, whether it uses `URLSession` or not (39.7
// million instructions to start the counter with it, 24.2 million without,
// BENCHMARKS.md), and a build with `--static-swift-stdlib` then needs
// libcurl's development files. A file that uses `URLSession` imports it, as
// on Linux any Swift program does (the porting article).
@_exported import Foundation
@_exported import Observation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
