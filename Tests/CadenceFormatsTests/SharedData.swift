import Foundation

/// The real workout files in the project's shared folder (`../shared/data` from the package root).
enum SharedData {
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/data")

    /// Whether the folder is there (tests that need it skip with a message when it is not).
    static var isAvailable: Bool { FileManager.default.fileExists(atPath: directory.path) }

    static func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

    static func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(path))) }

    static func files(_ folder: String, extension ext: String) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { "\(folder)/\($0)" }
    }

    /// Counts from the reference decoders (fitdecode, which agrees with garmin-fit-sdk wherever both read a file).
    struct ReferenceCount: Decodable {
        let messages: Int
        let byGlobalMessage: [String: Int]
        let stopsWithError: Bool
    }

    static let referenceCounts: [String: ReferenceCount] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/reference-counts.json")
        guard let data = try? Data(contentsOf: url) else { return [:] }
        return (try? JSONDecoder().decode([String: ReferenceCount].self, from: data)) ?? [:]
    }()
}
