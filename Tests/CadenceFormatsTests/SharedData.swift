import CadenceTestSupport
import Foundation

extension SharedData {
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
