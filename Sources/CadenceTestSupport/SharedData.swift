import Foundation

/// The real workout files in the project's shared folder (`../shared/data` from the package root).
public enum SharedData {
    public static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/data")

    /// Whether the folder is there (tests that need it skip with a message when it is not).
    public static var isAvailable: Bool { FileManager.default.fileExists(atPath: directory.path) }

    public static func url(_ path: String) -> URL { directory.appendingPathComponent(path) }

    public static func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: url(path))) }

    public static func files(_ folder: String, extension ext: String) -> [String] {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix("." + ext) }.sorted().map { "\(folder)/\($0)" }
    }
}
