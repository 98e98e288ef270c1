// A test that imports StateKitTesting can snapshot a view with
// `assertSnapshot(of:as:)` without importing SnapshotTesting itself.
@_exported import SnapshotTesting
