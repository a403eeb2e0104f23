// swift-tools-version: 6.0
// Cadence — a hands-free workout tracker and the portable engine behind one.
// Module layout and import direction: see DESIGN.md in the project's shared folder and README.md.
import CompilerPluginSupport
import Foundation
import PackageDescription

/// One settings array for every target (as swift-log does): Swift 6 mode, explicit `any`,
/// and imports that must be visible where members are used.
let settings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// The seeds' Swift samples use mutable statics (`static var title = …`), which Swift 6 rejects;
/// their test target alone builds in Swift 5 mode, as the issue allows.
let seedSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v5),
    .enableUpcomingFeature("ExistentialAny"),
]

/// Where the toolchain keeps the compiler's own swift-syntax (`usr/lib/swift/host`): the macro
/// plugin builds against it, so no swift-syntax package is fetched. `CADENCE_SWIFT_HOST_LIBS`
/// overrides it; otherwise it is found beside the `swift` on `PATH`.
let swiftHostLibraries: String = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["CADENCE_SWIFT_HOST_LIBS"], !path.isEmpty { return path }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swift = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
        guard FileManager.default.isExecutableFile(atPath: swift.path) else { continue }
        let host = swift.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftSyntax.swiftmodule").path) {
            return host.path
        }
    }
    // Where Debian, Swift's own tarballs and swiftly usually put a toolchain.
    let usual = ["/usr/lib/swift/host", "/opt/swift/usr/lib/swift/host", "/usr/share/swift/usr/lib/swift/host"]
    return usual.first { FileManager.default.fileExists(atPath: $0 + "/SwiftSyntax.swiftmodule") } ?? usual[0]
}()

let swiftSyntaxLibraries = [
    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftSyntaxBuilder", "SwiftDiagnostics", "SwiftParser", "SwiftBasicFormat",
    "SwiftOperators", "SwiftParserDiagnostics", "SwiftSyntaxMacroExpansion", "SwiftCompilerPluginMessageHandling",
]

let package = Package(
    name: "Cadence",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CadenceCore", targets: ["CadenceCore"]),
        .library(name: "CadenceStore", targets: ["CadenceStore"]),
        .library(name: "CadenceIntents", targets: ["CadenceIntents"]),
        .library(name: "CadenceApp", targets: ["CadenceApp"]),
        .library(name: "CadenceCLI", targets: ["CadenceCLI"]),
        .library(name: "CadenceFormats", targets: ["CadenceFormats"]),
        .library(name: "CadenceReport", targets: ["CadenceReport"]),
        .library(name: "CadenceSensors", targets: ["CadenceSensors"]),
        .library(name: "CadenceVoice", targets: ["CadenceVoice"]),
        .library(name: "CadenceTestSupport", targets: ["CadenceTestSupport"]),
        .executable(name: "cadence", targets: ["cadence"]),
        .executable(name: "cadence-bench", targets: ["cadence-bench"]),
    ],
    targets: [
        // The workout domain, pure: no I/O, no SQLite, no sockets, no clock reads.
        .target(name: "CadenceCore", swiftSettings: settings),
        // The system SQLite, through a module map (Debian: libsqlite3-dev).
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        // SQLite: connection, migrations, the session journal and the workout history.
        .target(name: "CadenceStore", dependencies: ["CadenceCore", "CSQLite"], swiftSettings: settings),
        // Portable App Intents, App Shortcuts and phrase matching; knows nothing about workouts.
        // The semantic stage's word-embedding table: distilled by Scripts/distill_embeddings.py.
        .target(
            name: "CadenceIntents", dependencies: ["CadenceIntentsMacros"],
            resources: [.copy("EmbeddingTable/minilm-l6-v2.embeddings")], swiftSettings: settings),
        // App Intents' macros (`@ComputedProperty`), built against the toolchain's own swift-syntax.
        .macro(
            name: "CadenceIntentsMacros",
            swiftSettings: settings + [.unsafeFlags(["-I", swiftHostLibraries])],
            linkerSettings: [.unsafeFlags(["-L", swiftHostLibraries, "-Xlinker", "-rpath", "-Xlinker", swiftHostLibraries])]
                + swiftSyntaxLibraries.map { .linkedLibrary($0) }),
        // FIT, GPX and TCX in and out.
        .target(name: "CadenceFormats", dependencies: ["CadenceCore"], swiftSettings: settings),
        // The HTML workout and period reports with inline SVG charts; pure rendering.
        .target(name: "CadenceReport", dependencies: ["CadenceCore"], swiftSettings: settings),
        // Real data sources: a GPS through gpsd (JSON over TCP).
        .target(name: "CadenceSensors", dependencies: ["CadenceCore"], swiftSettings: settings),
        // Speech recognition (pocketsphinx) and synthesis (espeak-ng), through Debian's libraries.
        .systemLibrary(
            name: "CPocketSphinx", pkgConfig: "pocketsphinx",
            providers: [.apt(["libpocketsphinx-dev", "libsphinxbase-dev", "pocketsphinx-en-us"])]),
        .systemLibrary(name: "CEspeakNG", pkgConfig: "espeak-ng", providers: [.apt(["libespeak-ng-dev"])]),
        // ALSA, to capture from a microphone (`cadence listen`).
        .systemLibrary(name: "CALSA", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
        // Listening with a grammar made from an app's phrases, and speaking; knows no app.
        .target(
            name: "CadenceVoice", dependencies: ["CadenceIntents", "CPocketSphinx", "CEspeakNG", "CALSA"],
            swiftSettings: settings),
        // The workout app: the session owner, its intents and shortcuts, the host and its socket.
        .target(
            name: "CadenceApp",
            dependencies: [
                "CadenceCore", "CadenceStore", "CadenceIntents", "CadenceFormats", "CadenceReport", "CadenceSensors",
                "CadenceVoice",
            ],
            resources: [.copy("Resources/AppShortcuts.xcstrings"), .copy("Resources/Localizable.xcstrings")],
            swiftSettings: settings),
        // The command line as a library (tests run it in-process).
        .target(
            name: "CadenceCLI",
            dependencies: [
                "CadenceApp", "CadenceIntents", "CadenceCore", "CadenceFormats", "CadenceSensors", "CadenceVoice",
            ],
            swiftSettings: settings),
        // The executable: a main.swift of a few lines.
        .executableTarget(name: "cadence", dependencies: ["CadenceCLI"], swiftSettings: settings),
        // ManualClock, a seeded RNG and fixture builders; only tests and benchmarks use it.
        .target(name: "CadenceTestSupport", dependencies: ["CadenceCore"], swiftSettings: settings),
        // Benchmarks: `swift run -c release cadence-bench builder`.
        .executableTarget(
            name: "cadence-bench",
            dependencies: [
                "CadenceCore", "CadenceStore", "CadenceIntents", "CadenceFormats", "CadenceApp", "CadenceReport",
                "CadenceTestSupport", "CSQLite", "CadenceVoice", "CadenceSensors",
            ],
            swiftSettings: settings
        ),
        // The door benchmark's floor: a bare Foundation-linked Swift program.
        .executableTarget(name: "cadence-bench-floor", swiftSettings: settings),
        .testTarget(
            name: "CadenceCoreTests",
            dependencies: ["CadenceCore", "CadenceTestSupport"],
            swiftSettings: settings
        ),
        // The crash test's child: records a simulated workout until it is killed with SIGKILL.
        .executableTarget(
            name: "cadence-crash-child",
            dependencies: ["CadenceCore", "CadenceStore"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "CadenceStoreTests",
            dependencies: ["CadenceStore", "CadenceCore", "CadenceTestSupport", "cadence-crash-child"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "CadenceIntentsTests",
            dependencies: ["CadenceIntents", "CadenceTestSupport"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "CadenceFormatsTests",
            dependencies: ["CadenceFormats", "CadenceCore", "CadenceTestSupport"],
            resources: [.copy("Fixtures")],
            swiftSettings: settings
        ),
        .testTarget(
            name: "CadenceAppTests",
            dependencies: ["CadenceApp", "CadenceCore", "CadenceStore", "CadenceIntents", "CadenceTestSupport"],
            // The understanding development set, read by path (the benchmark reads it too).
            exclude: ["Fixtures"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "CadenceSensorsTests", dependencies: ["CadenceSensors", "CadenceCore"], swiftSettings: settings),
        // The reports: structure, size, and rendering in headless Chromium (Debian chromium).
        .testTarget(
            name: "CadenceReportTests",
            dependencies: ["CadenceReport", "CadenceApp", "CadenceCore", "CadenceFormats", "CadenceTestSupport"],
            swiftSettings: settings
        ),
        // The recognizer's pieces without a model: the pronunciation rules, the noise suppressor.
        .testTarget(
            name: "CadenceVoiceTests", dependencies: ["CadenceVoice", "CadenceTestSupport"], swiftSettings: settings),
        .testTarget(
            name: "CadenceCLITests",
            dependencies: ["CadenceCLI", "CadenceApp", "CadenceCore", "CadenceTestSupport", "CadenceVoice", "cadence"],
            // Spoken commands for the voice tests (Scripts/voice_recordings.py), read by path.
            exclude: ["Fixtures"],
            swiftSettings: settings
        ),
        // App Intents code in the style of Apple's documentation (mutable statics and all), built
        // in Swift 5 mode as such code is: it must compile with only the import swapped.
        .testTarget(
            name: "CadenceIntentsAppleStyleTests",
            dependencies: ["CadenceIntents"],
            swiftSettings: seedSettings
        ),
        .testTarget(
            name: "CadenceIntentsSeedTests",
            dependencies: ["CadenceIntents"],
            swiftSettings: seedSettings
        ),
    ]
)
