// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "StateKit",
    products: [
        .library(name: "StateKit", targets: ["StateKit"]),
        .executable(name: "statekit-demo", targets: ["App"]),
        .executable(name: "statekit-counter", targets: ["Counter"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "Sources/CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .target(
            name: "StateKit",
            dependencies: ["CNcurses"]
        ),
        .executableTarget(
            name: "App",
            dependencies: [
                "StateKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "Counter", dependencies: ["StateKit"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "StateKitTests", dependencies: ["StateKit", "TestSupport"]),
        .testTarget(name: "AppTests", dependencies: ["App", "StateKit", "TestSupport"], exclude: ["Snapshots"]),
    ],
    swiftLanguageModes: [.v6]
)
