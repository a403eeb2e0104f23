import CadenceVoice
import Foundation

/// The host's voice (`serve --speak`, `serve --speak-to DIR`): every dialog it answers a door
/// with, and every announcement (each kilometre or mile), spoken by espeak-ng in the order they
/// came — played through ALSA's `aplay`, or written as numbered WAV files (`0001-answer.wav`,
/// `0002-announcement.wav`, each with its text beside it in a `.txt`).
public final class SpokenAnswers: Sendable {
    /// Where speech goes.
    public enum Output: Sendable, Hashable {
        /// The default audio device, through `aplay` (Debian's alsa-utils).
        case device
        /// One WAV file per answer in a directory.
        case directory(URL)
    }

    /// What is spoken.
    public enum Kind: String, Sendable {
        case answer, announcement
    }

    private let continuation: AsyncStream<(Kind, String)>.Continuation

    /// Starts speaking into `output` with `synthesizer`.
    public init(output: Output, synthesizer: any SpeechSynthesizer = EspeakSynthesizer(), log: @escaping @Sendable (String) -> Void) {
        let (stream, continuation) = AsyncStream<(Kind, String)>.makeStream()
        self.continuation = continuation
        Task.detached {
            var count = 0
            for await (kind, text) in stream {
                count += 1
                do {
                    let audio = try synthesizer.synthesize(text)
                    switch output {
                    case .directory(let folder):
                        let stem = folder.appendingPathComponent(String(format: "%04d-%@", count, kind.rawValue))
                        try Data(audio.wav).write(to: stem.appendingPathExtension("wav"))
                        try Data((text + "\n").utf8).write(to: stem.appendingPathExtension("txt"))
                    case .device:
                        try Self.play(audio)
                    }
                } catch {
                    log("cadence: could not speak \"\(text)\": \(error)")
                }
            }
        }
    }

    deinit { continuation.finish() }

    /// Queues a text to speak.
    public func speak(_ text: String, as kind: Kind) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        continuation.yield((kind, trimmed))
    }

    /// Plays audio on the default device with `aplay`, waiting until it is done.
    static func play(_ audio: PCMAudio) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-say-\(UUID().uuidString).wav")
        try Data(audio.wav).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/aplay")
        process.arguments = ["-q", file.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SpeechError("aplay exited \(process.terminationStatus) (is there an audio device?)")
        }
    }
}
