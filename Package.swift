// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

// Indexing took a quarter of a clean debug build's CPU time, and CI throws its
// build away, so .ci/run builds with `--disable-index-store`. Linux's XCTest
// discovery still reads the test targets' index: given the store SwiftPM reads
// (STATEKIT_TEST_INDEX_STORE, .ci/run), they alone write one there. That
// build compiles each module whole (.ci/run); a test target, which only the
// generated test runner imports, then writes its interface in the same job,
// where a job of its own would type-check its Swift Testing macros again.
let testIndexStore: [SwiftSetting] =
    Context.environment["STATEKIT_TEST_INDEX_STORE"].map { store in
        [
            .unsafeFlags(
                ["-index-store-path", store, "-no-emit-module-separately-wmo"], .when(configuration: .debug))
        ]
    } ?? []

let package = Package(
    name: "StateKit",
    products: [
        .library(name: "StateKit", targets: ["StateKit", "CoreGraphics"]),
        .library(name: "StateKitTesting", targets: ["StateKitTesting"]),
        .executable(name: "statekit-demo", targets: ["App"]),
        .executable(name: "statekit-counter", targets: ["Counter"]),
        .executable(name: "example-slicing-monolithic", targets: ["SlicingMonolithic"]),
        .executable(name: "example-slicing-sliced", targets: ["SlicingSliced"]),
        .executable(name: "example-day12", targets: ["Day12"]),
        .executable(name: "example-checkout", targets: ["Checkout"]),
        .executable(name: "example-habits", targets: ["Habits"]),
        .executable(name: "example-optional-environment", targets: ["OptionalEnvironment"]),
        .executable(name: "example-app-wide-pitfall", targets: ["AppWidePitfall"]),
        .executable(name: "example-app-wide-container", targets: ["AppWideContainer"]),
        .executable(name: "example-long-list", targets: ["LongList"]),
        .executable(name: "example-todo-list", targets: ["TodoList"]),
        .executable(name: "example-contacts", targets: ["Contacts"]),
        .executable(name: "example-recipes", targets: ["Recipes"]),
        .executable(name: "example-settings", targets: ["Settings"]),
        .executable(name: "example-tip-calculator", targets: ["TipCalculator"]),
        .executable(name: "example-shopping-list", targets: ["ShoppingList"]),
        .executable(name: "example-activity", targets: ["Activity"]),
        .executable(name: "example-ship", targets: ["Ship"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            path: "Sources/CNcurses",
            providers: [.apt(["libncursesw5-dev"])]
        ),
        .systemLibrary(name: "CMainQueue", path: "Sources/CMainQueue"),
        // PNG and JPEG decoded by the system's libpng and libjpeg (`make deps` installs them).
        .target(
            name: "CImage", path: "Sources/CImage",
            linkerSettings: [.linkedLibrary("png"), .linkedLibrary("jpeg")]),
        .systemLibrary(name: "CLibC", path: "Sources/CLibC"),
        .macro(name: "StateKitMacros"),
        .target(
            name: "StateKit",
            dependencies: [
                "CNcurses", "CMainQueue", "CLibC", "CImage", "StateKitMacros",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ]
        ),
        // `import CoreGraphics` as SwiftUI code writes it: Foundation's geometry types.
        .target(name: "CoreGraphics", path: "Sources/CoreGraphics"),
        .target(
            name: "StateKitTesting",
            dependencies: ["StateKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        .executableTarget(
            name: "App",
            dependencies: [
                "StateKit",
                "TestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "Counter", dependencies: ["StateKit"]),
        .executableTarget(
            name: "SlicingMonolithic", dependencies: ["StateKit"], path: "Sources/Examples/SlicingMonolithic"),
        .executableTarget(name: "SlicingSliced", dependencies: ["StateKit"], path: "Sources/Examples/SlicingSliced"),
        .executableTarget(name: "Day12", dependencies: ["StateKit"], path: "Sources/Examples/Day12"),
        .executableTarget(name: "Checkout", dependencies: ["StateKit"], path: "Sources/Examples/Checkout"),
        // Its asset catalog is copied beside the program, where Color("Streak") reads it.
        .executableTarget(
            name: "Habits", dependencies: ["StateKit"], path: "Sources/Examples/Habits",
            resources: [.copy("Assets.xcassets")]),
        .executableTarget(
            name: "OptionalEnvironment", dependencies: ["StateKit"], path: "Sources/Examples/OptionalEnvironment"),
        .executableTarget(name: "AppWidePitfall", dependencies: ["StateKit"], path: "Sources/Examples/AppWidePitfall"),
        .executableTarget(
            name: "AppWideContainer", dependencies: ["StateKit"], path: "Sources/Examples/AppWideContainer"),
        .executableTarget(name: "LongList", dependencies: ["StateKit"], path: "Sources/Examples/LongList"),
        .executableTarget(name: "TodoList", dependencies: ["StateKit"], path: "Sources/Examples/TodoList"),
        .executableTarget(name: "Contacts", dependencies: ["StateKit"], path: "Sources/Examples/Contacts"),
        .executableTarget(name: "Recipes", dependencies: ["StateKit"], path: "Sources/Examples/Recipes"),
        .executableTarget(name: "Settings", dependencies: ["StateKit"], path: "Sources/Examples/Settings"),
        .executableTarget(name: "TipCalculator", dependencies: ["StateKit"], path: "Sources/Examples/TipCalculator"),
        .executableTarget(
            name: "Activity", dependencies: ["StateKit"], path: "Sources/Examples/Activity",
            resources: [.copy("Assets.xcassets")]),
        .executableTarget(name: "ShoppingList", dependencies: ["StateKit"], path: "Sources/Examples/ShoppingList"),
        // A command-line tool whose views are drawn inline, below the prompt.
        .executableTarget(
            name: "Ship",
            dependencies: ["StateKit", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/Examples/Ship"),
        .target(name: "TestSupport", dependencies: ["CoreGraphics"], path: "Tests/TestSupport"),
        .testTarget(
            name: "StateKitTests", dependencies: ["StateKit", "StateKitTesting", "CLibC", "TestSupport"],
            swiftSettings: testIndexStore),
        .testTarget(
            name: "AppTests", dependencies: ["App", "StateKit", "StateKitTesting", "TestSupport"],
            exclude: ["__Snapshots__"], swiftSettings: testIndexStore),
        .testTarget(
            name: "StateKitTestingTests", dependencies: ["StateKit", "StateKitTesting"], exclude: ["__Snapshots__"],
            resources: [.copy("Fixtures/Assets.xcassets")], swiftSettings: testIndexStore),
    ],
    swiftLanguageModes: [.v6]
)
