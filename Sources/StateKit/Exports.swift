// `import SwiftUI` brings Foundation and Observation with it; so does `import
// StateKit`, so that ported code finds `Date`, `DispatchQueue`, `UUID` and
// `@Observable` without another import. `import Combine` becomes `import
// StateKit` too: Combine's API comes from OpenCombine, with `DispatchQueue` as
// a scheduler (OpenCombineDispatch). StateKit's own `ObservableObject`,
// `@Published` and `ObservableObjectPublisher` shadow OpenCombine's: they are
// what views track. FoundationNetworking comes too, as `URLSession` does with
// `import SwiftUI` on Apple's systems.
@_exported import Foundation
@_exported import FoundationNetworking
@_exported import Observation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
