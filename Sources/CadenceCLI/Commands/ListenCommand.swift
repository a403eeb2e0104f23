import CadenceApp
import CadenceIntents
import CadenceVoice
import Foundation

/// `cadence listen --file WAV | -`: hear one spoken command and run it against the host like `say`.
enum ListenCommand: Subcommand {
    static let spec = CommandSpec(
        name: "listen", abstract: "Hear a spoken command (a WAV file, or raw audio on stdin) and run it like say.",
        usage: "--file <WAV> | - [--speak-to <WAV>] [--data-dir <DIR>] [--json]",
        arguments: [("-", "Read raw 16 kHz 16-bit mono PCM from stdin (arecord -f S16_LE -r 16000 -c 1 -t raw).")],
        options: [
            CommandSpec.Option("file", value: "WAV", help: "A WAV file (PCM, any rate and channels; converted)."),
            CommandSpec.Option("speak-to", value: "WAV", help: "Also write the answer, spoken, to this WAV file."),
        ] + Door.options,
        discussion: """
            What it heard goes through the same matcher as typed text (cadence say), addressed to Cadence.
            The recognizer (pocketsphinx, Debian's pocketsphinx-en-us model) hears only Cadence's English
            phrases, their values and the answers to its questions; an utterance below the confidence
            threshold does nothing and answers "Sorry, I didn't catch that." Ending or cancelling asks
            first, as for typed phrases. --json prints {"heard", "confidence", "confident", "audioSeconds",
            "decodeSeconds", "response"} ("response" is the host's answer, absent when nothing was heard).
            Exit 0 when the host answered with success, 1 otherwise (nothing heard included).
            """)

    static let notHeard = "Sorry, I didn't catch that."

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        let audio: PCMAudio
        if let path = arguments.values["file"] {
            guard arguments.positionals.isEmpty else { throw UsageError("give either --file or -, not both") }
            guard let data = FileManager.default.contents(atPath: path) else {
                context.output.err("Error: cannot read \(path)")
                return 1
            }
            do {
                audio = try PCMAudio(wav: Array(data))
            } catch {
                context.output.err("Error: \(path): \(error)")
                return 1
            }
        } else if arguments.positionals == ["-"] {
            audio = PCMAudio(rawS16LE: Array(FileHandle.standardInput.readDataToEndOfFile()), sampleRate: 16_000)
        } else {
            throw UsageError("expected --file <WAV> or - (raw audio on stdin)")
        }
        let recognition: SpeechRecognition
        do {
            recognition = try await CadenceListener.shared().recognize(audio)
        } catch {
            context.output.err("Error: \(error)")
            return 1
        }
        if !arguments.has("json") {
            context.output.out(
                "Heard: \"\(recognition.text)\" (confidence \(String(format: "%.1f", recognition.confidence))"
                    + (recognition.isConfident ? ")" : ", too low: nothing done)"))
        }
        var reply: HostClient.Reply?
        if recognition.isConfident {
            reply = await Door.exchange(
                HostRequest(utterance: recognition.text, locale: "en", addressed: true), arguments, context)
            if reply == nil { return 1 }
        }
        let answer = reply.map { $0.response.dialog?.full ?? $0.response.error ?? "" } ?? notHeard
        if let target = arguments.values["speak-to"] {
            do {
                let spoken = try EspeakSynthesizer().synthesize(answer)
                try Data(spoken.wav).write(to: URL(fileURLWithPath: target))
            } catch {
                context.output.err("Error: cannot speak the answer to \(target): \(error)")
                return 1
            }
        }
        if arguments.has("json") {
            var object: [String: Any] = [
                "heard": recognition.text, "confidence": recognition.confidence.isFinite ? recognition.confidence : -999,
                "confident": recognition.isConfident, "audioSeconds": recognition.audioSeconds,
                "decodeSeconds": recognition.decodeSeconds,
            ]
            if let line = reply?.line, let response = try? JSONSerialization.jsonObject(with: Data(line.utf8)) {
                object["response"] = response
            }
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            context.output.out(String(decoding: data, as: UTF8.self))
        } else {
            if let reply {
                Door.printDialog(reply.response, context)
            } else {
                context.output.out(notHeard)
            }
        }
        return reply?.response.ok == true ? 0 : 1
    }
}
