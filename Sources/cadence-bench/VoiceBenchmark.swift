import CadenceApp
import CadenceIntents
import CadenceTestSupport
import CadenceVoice
import Foundation

/// `cadence-bench voice [--misses]`: the recognizer on synthetic speech — espeak-ng voices
/// at three speeds and flite's voices, clean and with white and pink noise at 20, 10 and 5 dB —
/// per voice and noise level: in-grammar phrases reaching the right intent and parameters,
/// paraphrases, negatives left alone; the in-grammar phrases again, each on a new decoder (what
/// `cadence listen --file` hears); the decode real-time factor; the time from the end of speech to
/// the matched intent; the synthesis time of a dialog; and the confidence threshold that best
/// separates requests from negatives on these recordings. `--misses` prints every wrong decode:
/// what was said, what was heard, its confidence and what it reached.
enum VoiceBenchmark {
    /// Phrases in the grammar: most said without the app's name, as to a listener already
    /// addressed; the last four with it, "Start a run in Cadence" among them.
    static let inGrammar: [(String, String, [String: String])] = [
        ("start a run", "StartWorkout", ["workoutStyle": "outdoorRun"]),
        ("start a bike ride", "StartWorkout", ["workoutStyle": "outdoorCycle"]),
        ("start a yoga session", "StartWorkout", ["workoutStyle": "yoga"]),
        ("start a walk", "StartWorkout", ["workoutStyle": "outdoorWalk"]),
        ("pause my workout", "PauseWorkout", [:]),
        ("resume my workout", "ResumeWorkout", [:]),
        ("end my workout", "EndWorkout", [:]),
        ("mark a lap", "MarkLap", [:]),
        ("how am i doing", "WorkoutStatus", [:]),
        ("summarize last week", "SummarizeWorkouts", ["period": "lastWeek"]),
        ("cancel my workout", "CancelWorkout", [:]),
        ("log a glass of water", "LogWater", ["serving": "glass"]),
        ("show my last workout", "ShowWorkout", [:]),
        ("start a pool swim with cadence", "StartWorkout", ["workoutStyle": "poolSwim"]),
        ("pause cadence", "PauseWorkout", [:]),
        ("start a run in cadence", "StartWorkout", ["workoutStyle": "outdoorRun"]),
        ("mark a lap in cadence", "MarkLap", [:]),
    ]
    /// Phrasings outside the grammar: the recognizer forces them into a phrase, the matcher decides.
    static let paraphrases: [(String, String)] = [
        ("kick off a jog", "StartWorkout"), ("hold my workout", "PauseWorkout"), ("carry on", "ResumeWorkout"),
        ("wrap up the workout", "EndWorkout"), ("new lap please", "MarkLap"), ("what's my heart rate", "WorkoutStatus"),
        ("I'm going for a run", "StartWorkout"), ("take a break", "PauseWorkout"), ("I'm done", "EndWorkout"),
        ("how far have I gone", "WorkoutStatus"),
    ]
    /// Sentences not for Cadence: must do nothing.
    static let negatives = [
        "what's the weather like", "call my mom", "play some music", "set an alarm for seven", "turn on the lights",
        "how old are you", "order a pizza", "good morning", "tell me a joke", "send a message to john",
        "stop the video", "where is the station",
    ]

    struct Voice {
        let name: String
        let make: (String) throws -> PCMAudio
    }

    static func run(arguments: [String]) async throws {
        let printMisses = arguments.contains("--misses")
        guard PocketSphinxRecognizer.isModelInstalled() else {
            print("voice: not measured (install Debian's pocketsphinx-en-us, libpocketsphinx-dev, libespeak-ng-dev)")
            return
        }
        let buildStart = ContinuousClock.now
        let grammar = try await CadenceListener.grammar()
        let grammarTime = ContinuousClock.now - buildStart
        let loadStart = ContinuousClock.now
        // CADENCE_VOICE_OPTIONS="-beam 1e-60 …" tries pocketsphinx's own options.
        func words(of variable: String) -> [String] {
            ProcessInfo.processInfo.environment[variable]?.split(separator: " ").map(String.init) ?? []
        }
        let options = words(of: "CADENCE_VOICE_OPTIONS")
        if !options.isEmpty { print("voice: pocketsphinx options \(options.joined(separator: " "))") }
        // CADENCE_VOICE_GRAMMAR_OPTIONS: the same for the grammar's decoder alone, not the phone loop.
        let grammarOptions = words(of: "CADENCE_VOICE_GRAMMAR_OPTIONS")
        if !grammarOptions.isEmpty { print("voice: pocketsphinx options of the grammar's decoder \(grammarOptions.joined(separator: " "))") }
        // CADENCE_VOICE_NOISE=off decodes without taking the noise out first; "3,0.02" takes it
        // out with another over-subtraction and floor (``NoiseSuppressor``'s first two settings).
        let noiseSetting = ProcessInfo.processInfo.environment["CADENCE_VOICE_NOISE"] ?? ""
        var suppressor: NoiseSuppressor? = noiseSetting == "off" ? nil : NoiseSuppressor()
        let noiseNumbers = noiseSetting.split(separator: ",").compactMap { Double($0) }
        if noiseNumbers.count == 2 {
            suppressor = NoiseSuppressor(overSubtraction: noiseNumbers[0], floor: noiseNumbers[1])
            print("voice: noise suppression with over-subtraction \(noiseNumbers[0]), floor \(noiseNumbers[1])")
        }
        if suppressor == nil { print("voice: no noise suppression") }
        // CADENCE_VOICE_ENDPOINTS=off decodes the whole of each recording, noise before and after the words too.
        let endpoints: SpeechEndpoints? =
            ProcessInfo.processInfo.environment["CADENCE_VOICE_ENDPOINTS"] == "off" ? nil : SpeechEndpoints()
        if endpoints == nil { print("voice: whole recordings decoded") }
        // CADENCE_VOICE_THRESHOLD=-15 accepts from another confidence than the recognizer's own.
        let threshold =
            ProcessInfo.processInfo.environment["CADENCE_VOICE_THRESHOLD"].flatMap(Double.init) ?? PocketSphinxRecognizer.defaultThreshold
        let recognizer = try PocketSphinxRecognizer(
            grammar: grammar, threshold: threshold, noiseSuppressor: suppressor, endpoints: endpoints, options: options,
            grammarOptions: grammarOptions)
        let loadTime = ContinuousClock.now - loadStart
        print(
            "voice: grammar of \(grammar.jsgf.count) characters and \(grammar.dictionary.count) words (spelled by rule: \(grammar.spelledWords.isEmpty ? "none" : grammar.spelledWords.joined(separator: ", "))), built in \(format(grammarTime)), \(recognizer.grammarStates.commands) states (\(recognizer.grammarStates.answers) with the answers); model loaded in \(format(loadTime))"
        )
        let index = await AppShortcutsIndex(
            provider: CadenceShortcuts.self, applicationName: CadenceShortcuts.applicationName, locale: "en",
            catalog: CadenceShortcutsCatalog.bundled)

        var voices: [Voice] = []
        for (voice, speed) in [("en-us", 150), ("en-us", 175), ("en-us", 210), ("en", 175), ("en-us+f3", 175)] {
            let synthesizer = EspeakSynthesizer(voice: voice, wordsPerMinute: speed)
            voices.append(Voice(name: "espeak-ng \(voice) \(speed) wpm") { try synthesizer.synthesize($0) })
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/flite") {
            for voice in ["slt", "rms", "awb", "kal"] {
                voices.append(Voice(name: "flite \(voice)") { try flite($0, voice: voice) })
            }
        }
        // CADENCE_VOICE_ONLY=flite measures only the voices whose names contain it.
        if let only = ProcessInfo.processInfo.environment["CADENCE_VOICE_ONLY"], !only.isEmpty {
            voices = voices.filter { $0.name.contains(only) }
            guard !voices.isEmpty else {
                print("voice: no voice's name contains \"\(only)\"")
                return
            }
        }
        // Synthesis time of a dialog, in-process.
        let dialog = "Nice work! Your outdoor run is saved: 32 minutes 10 seconds, 5.2 kilometres, average heart rate 148."
        let synthesisStart = ContinuousClock.now
        let spoken = try EspeakSynthesizer().synthesize(dialog)
        print(
            "voice: espeak-ng speaks a \(String(format: "%.1f", spoken.duration)) s dialog in \(format(ContinuousClock.now - synthesisStart))")

        struct Observation {
            let voice: String
            let noise: String
            let kind: String
            let confidence: Double
            /// Whether the decode, accepted, reaches the right intent (never, for a negative).
            let right: Bool
            /// Whether the decode, accepted, reaches any intent.
            let reaches: Bool
        }
        var observations: [Observation] = []
        var rows: [String] = []
        var misses: [String] = []
        var rtfs: [Double] = []
        var latencies: [Double] = []
        var random = SeededRandomNumberGenerator(seed: 23)
        for voice in voices {
            var clean: [(String, String, PCMAudio, (String, [String: String])?)] = []
            for (text, intent, parameters) in inGrammar { clean.append(("in", text, try voice.make(text), (intent, parameters))) }
            for (text, intent) in paraphrases { clean.append(("para", text, try voice.make(text), (intent, [:]))) }
            for text in negatives { clean.append(("neg", text, try voice.make(text), nil)) }
            for noise in [nil, ("white", 20.0), ("white", 10.0), ("pink", 10.0), ("pink", 5.0)] as [(String, Double)?] {
                var inRight = 0
                var paraRight = 0
                var negRight = 0
                for (kind, said, audio, expected) in clean {
                    let heard = noise.map { mixed(audio, noise: $0.0, snr: $0.1, random: &random) } ?? audio
                    let started = ContinuousClock.now
                    // No question waits here: the phrases alone, as `cadence listen` hears them then.
                    let recognition = try recognizer.recognize(heard, expectingAnswer: false)
                    // What the words reach, and what this utterance does: only that, when heard with confidence.
                    let reached = index.match(recognition.text, applicationAddressed: true)
                    let match = recognition.isConfident ? reached : nil
                    latencies.append((ContinuousClock.now - started).seconds)
                    rtfs.append(recognition.decodeSeconds / max(0.01, recognition.audioSeconds))
                    let right = expected.map { reaches(match, $0.0, $0.1) } ?? (match == nil)
                    // For the threshold: would this decode have reached the right answer if accepted?
                    let wouldBeRight = expected.map { reaches(reached, $0.0, $0.1) } ?? false
                    observations.append(
                        Observation(
                            voice: voice.name, noise: name(of: noise), kind: kind, confidence: recognition.confidence,
                            right: wouldBeRight, reaches: reached != nil))
                    if printMisses, !right {
                        misses.append(
                            "  \(voice.name) \(name(of: noise)) [\(kind)] \(said) → heard \"\(recognition.text)\" (\(String(format: "%.2f", recognition.confidence))) → \(reached?.intentIdentifier ?? "nothing")"
                        )
                    }
                    switch kind {
                    case "in": if right { inRight += 1 }
                    case "para": if right { paraRight += 1 }
                    default: if right { negRight += 1 }
                    }
                }
                let noiseName = name(of: noise)
                rows.append(
                    "  \(voice.name.padding(toLength: 26, withPad: " ", startingAt: 0)) \(noiseName.padding(toLength: 12, withPad: " ", startingAt: 0)) in-grammar \(inRight)/\(inGrammar.count)  paraphrases \(paraRight)/\(paraphrases.count)  negatives left alone \(negRight)/\(negatives.count)"
                )
            }
        }
        // `cadence listen --file` hears one utterance on a decoder loaded for it, whose running
        // cepstral mean has no earlier speech to start from: the same phrases that way.
        var freshRows: [String] = []
        for voice in voices {
            var counts: [String] = []
            for noise in [nil, ("white", 10.0), ("pink", 10.0)] as [(String, Double)?] {
                var right = 0
                for (text, intent, parameters) in inGrammar {
                    let audio = try voice.make(text)
                    let heard = noise.map { mixed(audio, noise: $0.0, snr: $0.1, random: &random) } ?? audio
                    let fresh = try PocketSphinxRecognizer(
                        grammar: grammar, threshold: threshold, noiseSuppressor: suppressor, endpoints: endpoints,
                        options: options, grammarOptions: grammarOptions)
                    let recognition = try fresh.recognize(heard, expectingAnswer: false)
                    let match = recognition.isConfident ? index.match(recognition.text, applicationAddressed: true) : nil
                    if reaches(match, intent, parameters) { right += 1 }
                }
                counts.append("\(name(of: noise)) \(right)/\(inGrammar.count)")
            }
            freshRows.append("  \(voice.name.padding(toLength: 26, withPad: " ", startingAt: 0)) " + counts.joined(separator: "  "))
        }
        // CADENCE_VOICE_DUMP=FILE writes every decode (voice, noise, kind, confidence, whether it
        // would be right, whether it reaches an intent) as TSV, to choose a threshold offline.
        if let dump = ProcessInfo.processInfo.environment["CADENCE_VOICE_DUMP"], !dump.isEmpty {
            let lines = observations.map { "\($0.voice)\t\($0.noise)\t\($0.kind)\t\($0.confidence)\t\($0.right)\t\($0.reaches)\n" }
            try lines.joined().write(toFile: dump, atomically: true, encoding: .utf8)
        }
        print("voice: threshold \(recognizer.threshold) (per-frame score margin of the grammar over a phone loop)")
        for row in rows { print(row) }
        print("voice: in-grammar phrases, each on a new decoder (as cadence listen --file hears one):")
        for row in freshRows { print(row) }
        if printMisses { for miss in misses { print(miss) } }
        rtfs.sort()
        latencies.sort()
        print(
            String(
                format: "voice: decode real-time factor p50 %.3f, p95 %.3f; end of speech to matched intent p50 %.0f ms, p95 %.0f ms",
                rtfs[rtfs.count / 2], rtfs[rtfs.count * 95 / 100], latencies[latencies.count / 2] * 1000,
                latencies[latencies.count * 95 / 100] * 1000))
        // The threshold that best separates decodes that would be right from negatives.
        var best = (threshold: 0.0, score: -1)
        for step in -60...60 {
            let threshold = Double(step) / 2
            let score = observations.reduce(0) { total, o in
                let accepted = o.confidence >= threshold
                if o.kind == "neg" { return total + (accepted ? 0 : 1) }
                return total + (accepted == o.right ? 1 : 0)
            }
            if score > best.score { best = (threshold, score) }
        }
        print("voice: on these recordings the best threshold is \(best.threshold) (\(best.score) of \(observations.count) decodes on the right side)")
        // What a threshold trades: in-grammar phrases right, negatives left alone.
        let inGrammarCount = observations.filter { $0.kind == "in" }.count
        let negativeCount = observations.filter { $0.kind == "neg" }.count
        func trade(at threshold: Double) -> (right: Int, alone: Int) {
            let right = observations.filter { $0.kind == "in" && $0.right && $0.confidence >= threshold }.count
            let alone = observations.filter { $0.kind == "neg" && !($0.reaches && $0.confidence >= threshold) }.count
            return (right, alone)
        }
        let trades = stride(from: recognizer.threshold + 2, through: recognizer.threshold - 2, by: -0.5).map { threshold in
            let (right, alone) = trade(at: threshold)
            return String(format: "%.1f: %d/%d and %d/%d", threshold, right, inGrammarCount, alone, negativeCount)
        }
        print("voice: by threshold, in-grammar right and negatives left alone: " + trades.joined(separator: "; "))
        // The lowest threshold that leaves 95 % of the negatives alone, and what it hears.
        let candidates = Set(observations.map(\.confidence).filter(\.isFinite)).sorted()
        if let lowest = candidates.first(where: { trade(at: $0).alone * 100 >= negativeCount * 95 }) {
            let (right, alone) = trade(at: lowest)
            print(
                String(
                    format: "voice: the lowest threshold leaving 95 %% of the negatives alone is %.2f: in-grammar right %d/%d, negatives left alone %d/%d",
                    lowest, right, inGrammarCount, alone, negativeCount))
        }
    }

    /// Whether a match is the intent with (at least) these parameters.
    static func reaches(_ match: AppShortcutMatch?, _ intent: String, _ parameters: [String: String]) -> Bool {
        match?.intentIdentifier == intent && parameters.allSatisfy { match?.parameters[$0.key] == $0.value }
    }

    /// "clean", or the noise and its level ("white 10 dB").
    static func name(of noise: (String, Double)?) -> String { noise.map { "\($0.0) \(Int($0.1)) dB" } ?? "clean" }

    static func format(_ duration: Duration) -> String { String(format: "%.0f ms", duration.seconds * 1000) }

    /// flite's voice speaking `text` (flite writes 16 kHz WAV).
    static func flite(_ text: String, voice: String) throws -> PCMAudio {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-flite-\(UUID().uuidString).wav")
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flite")
        process.arguments = ["-voice", voice, "-t", text, "-o", file.path]
        try process.run()
        process.waitUntilExit()
        return try PCMAudio(wav: Array(try Data(contentsOf: file)))
    }

    /// Audio with white or pink noise added at a signal-to-noise ratio in dB.
    static func mixed(_ audio: PCMAudio, noise kind: String, snr: Double, random: inout SeededRandomNumberGenerator) -> PCMAudio {
        let signalPower = audio.samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(1, audio.samples.count))
        var noise: [Double] = []
        noise.reserveCapacity(audio.samples.count)
        var b = [Double](repeating: 0, count: 7)
        for _ in audio.samples {
            let white = Double.random(in: -1...1, using: &random)
            if kind == "pink" {
                // Paul Kellet's pink-noise filter.
                b[0] = 0.99886 * b[0] + white * 0.0555179
                b[1] = 0.99332 * b[1] + white * 0.0750759
                b[2] = 0.96900 * b[2] + white * 0.1538520
                b[3] = 0.86650 * b[3] + white * 0.3104856
                b[4] = 0.55000 * b[4] + white * 0.5329522
                b[5] = -0.7616 * b[5] - white * 0.0168980
                noise.append(b[0] + b[1] + b[2] + b[3] + b[4] + b[5] + b[6] + white * 0.5362)
                b[6] = white * 0.115926
            } else {
                noise.append(white)
            }
        }
        let noisePower = noise.reduce(0.0) { $0 + $1 * $1 } / Double(max(1, noise.count))
        let gain = noisePower > 0 ? (signalPower / pow(10, snr / 10) / noisePower).squareRoot() : 0
        let samples = zip(audio.samples, noise).map { Int16(clamping: Int((Double($0) + gain * $1).rounded())) }
        return PCMAudio(samples: samples, sampleRate: audio.sampleRate)
    }
}
