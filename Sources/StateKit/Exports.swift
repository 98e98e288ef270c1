// `import SwiftUI` brings Foundation and Observation with it; so does `import
// StateKit`, so that ported code finds `Date`, `DispatchQueue`, `UUID` and
// `@Observable` without another import.
@_exported import Foundation
@_exported import Observation
