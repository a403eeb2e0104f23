import Foundation

/// A Python script of `Scripts/` run as a peer in the same benchmark run: it reads one JSON
/// input file and prints one JSON object.
enum PythonPeer {
    /// The script's JSON answer, or the last line it wrote to stderr when it failed (hassil not
    /// installed, say).
    static func run(_ scriptName: String, input: Any) throws -> Result<[String: Any], PeerFailure> {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/\(scriptName)")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-peer-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: input).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, file.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else {
            return .failure(PeerFailure(lastLine: String(errorText.split(separator: "\n").last ?? "no output")))
        }
        return .success(object)
    }

    struct PeerFailure: Error {
        let lastLine: String
    }
}
