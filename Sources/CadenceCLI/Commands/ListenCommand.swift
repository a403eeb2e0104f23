import CadenceApp
import CadenceIntents
import CadenceVoice
import Foundation

/// `cadence listen [--file WAV | -]`: hear spoken commands (a microphone through ALSA, a WAV file,
/// or raw audio on stdin) and run each against the host like `say`.
enum ListenCommand: Subcommand {
    static let spec = CommandSpec(
        name: "listen",
        abstract: "Hear spoken commands (the microphone, a WAV file, or raw audio on stdin) and run them like say.",
        usage: "[--file <WAV> | - | --device <NAME> [--hands-free]] [--speak-to <WAV>] [--data-dir <DIR>] [--json]",
        arguments: [("-", "Read raw 16 kHz 16-bit mono PCM from stdin (arecord -f S16_LE -r 16000 -c 1 -t raw).")],
        options: [
            CommandSpec.Option("file", value: "WAV", help: "A WAV file (PCM, any rate and channels; converted)."),
            CommandSpec.Option(
                "device", value: "NAME", help: "The ALSA capture device (default: default; see arecord -L)."),
            CommandSpec.Option(
                "hands-free", help: "Listen all the time, cutting utterances at silences, instead of on Enter."),
            CommandSpec.Option("speak-to", value: "WAV", help: "Also write the answer, spoken, to this WAV file."),
        ] + Door.options,
        discussion: """
            Without --file or -, Cadence listens to the microphone (ALSA's capture device, --device):
            push-to-talk, each Enter starts an utterance and 0.7 s of silence ends it (at most 10 s; nothing
            said in 5 s answers "Sorry, I didn't catch that."), until Ctrl-C or the end of stdin. With
            --hands-free it listens all the time and answers each utterance as it ends.
            With -, the stream is cut into utterances at silences (0.7 s) and each is answered as it ends,
            until the stream ends: arecord -q -f S16_LE -r 16000 -c 1 -t raw | cadence listen -
            What it heard goes through the same matcher as typed text (cadence say), addressed to Cadence.
            The recognizer (pocketsphinx, Debian's pocketsphinx-en-us model) hears only Cadence's English
            phrases with their values, and the answers to a question (a workout named alone, yes, no) only
            while the host waits for one; an utterance below the confidence threshold does nothing and
            answers "Sorry, I didn't catch that." Ending or cancelling always asks first: what the
            recognizer heard is its guess. --json prints {"heard", "confidence", "confident", "audioSeconds",
            "decodeSeconds", "response"} ("response" is the host's answer, absent when nothing was heard).
            Exit 0 when the host answered with success, 1 otherwise (nothing heard included).
            """)

    static let notHeard = "Sorry, I didn't catch that."

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        if let path = arguments.values["file"] {
            guard arguments.positionals.isEmpty else { throw UsageError("give either --file or -, not both") }
            guard let data = FileManager.default.contents(atPath: path) else {
                context.output.err("Error: cannot read \(path)")
                return 1
            }
            let audio: PCMAudio
            do {
                audio = try PCMAudio(wav: Array(data))
            } catch {
                context.output.err("Error: \(path): \(error)")
                return 1
            }
            return await hear(audio, arguments, context)
        }
        if arguments.positionals.isEmpty { return await listenToMicrophone(arguments, context) }
        guard arguments.positionals == ["-"] else {
            throw UsageError("expected --file <WAV>, - (raw audio on stdin), or nothing (the microphone)")
        }
        // A live stream (a microphone through arecord) never ends: cut it into utterances by their
        // silences and answer each as it ends, until the stream does.
        var segmenter = UtteranceSegmenter(sampleRate: 16_000)
        var status: Int32 = 0
        var pending: UInt8?
        while true {
            let data = FileHandle.standardInput.availableData
            if data.isEmpty { break }
            var bytes = Array(data)
            if let odd = pending {
                bytes.insert(odd, at: 0)
                pending = nil
            }
            if bytes.count % 2 == 1 { pending = bytes.removeLast() }
            for utterance in segmenter.append(PCMAudio(rawS16LE: bytes, sampleRate: 16_000).samples) {
                status = await hear(utterance, arguments, context)
            }
        }
        if let last = segmenter.finish() { status = await hear(last, arguments, context) }
        return status
    }

    /// The microphone through ALSA: on each Enter one utterance (push-to-talk), or with
    /// `--hands-free` every utterance as it ends, until Ctrl-C (or, push-to-talk, the end of stdin).
    static func listenToMicrophone(_ arguments: ParsedArguments, _ context: CommandContext) async -> Int32 {
        let device = arguments.values["device"] ?? "default"
        let rate = 16_000
        // A tenth of a second per read: an utterance's end is heard within it.
        let chunk = rate / 10
        var status: Int32 = 0
        do {
            if arguments.has("hands-free") {
                let microphone = try ALSACapture(device: device, sampleRate: rate)
                context.output.err("Listening to \(device) (Ctrl-C to stop).")
                var segmenter = UtteranceSegmenter(sampleRate: rate)
                while true {
                    for utterance in segmenter.append(try microphone.read(frames: chunk)) {
                        status = await hear(utterance, arguments, context)
                    }
                }
            }
            context.output.err("Press Enter, then speak (Ctrl-C to stop).")
            while readLine() != nil {
                // Opened for each utterance, so nothing heard before Enter is in it.
                let microphone = try ALSACapture(device: device, sampleRate: rate)
                var segmenter = UtteranceSegmenter(sampleRate: rate)
                var heard: PCMAudio?
                var seconds = 0.0
                // Until the utterance ends (the segmenter cuts one at 10 s), or 5 s of nobody speaking.
                while heard == nil, segmenter.hearsSpeech || seconds < 5 {
                    heard = segmenter.append(try microphone.read(frames: chunk)).first
                    seconds += Double(chunk) / Double(rate)
                }
                if let heard {
                    status = await hear(heard, arguments, context)
                } else {
                    status = 1
                    if arguments.has("json") {
                        context.output.out(#"{"confident":false,"heard":"","silence":true}"#)
                    } else {
                        context.output.out(notHeard)
                    }
                }
            }
        } catch {
            context.output.err("Error: \(error)")
            return 1
        }
        return status
    }

    /// Whether the host waits for an answer to a question it asked (`status`'s `question`). No
    /// host, or one that cannot say, waits for none.
    static func questionWaits(_ arguments: ParsedArguments, _ context: CommandContext) async -> Bool {
        let socket = context.dataDirectory(arguments).socketPath
        guard let reply = try? await HostClient(socketPath: socket).exchange(HostRequest(op: .status)) else { return false }
        return reply.response.value?.question != nil
    }

    /// Recognizes one utterance, runs it against the host when heard with confidence, prints
    /// what happened and speaks the answer to `--speak-to`.
    static func hear(_ audio: PCMAudio, _ arguments: ParsedArguments, _ context: CommandContext) async -> Int32 {
        let recognition: SpeechRecognition
        do {
            // A value named alone or a "yes" is heard only when the host waits for an answer.
            recognition = try await CadenceListener.shared().recognize(
                audio, expectingAnswer: await questionWaits(arguments, context))
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
                HostRequest(utterance: recognition.text, locale: "en", addressed: true, heard: true), arguments, context)
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
            if let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) {
                context.output.out(String(decoding: data, as: UTF8.self))
            }
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
