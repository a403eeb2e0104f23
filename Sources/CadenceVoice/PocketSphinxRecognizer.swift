import CPocketSphinx
import Foundation
import Synchronization

/// pocketsphinx (Debian's 5prealpha with the `pocketsphinx-en-us` model) constrained to a
/// ``SpeechGrammar``: it can only hear the app's phrases, so the confidence decides whether it
/// heard one at all.
///
/// **Confidence** is the per-frame margin between the grammar's best path and a free phone
/// loop's on the same audio: speech that is one of the phrases scores nearly as well under the
/// grammar as with no constraint; anything else is forced into a phrase and scores far worse.
/// The loop lets any phone follow any other (no phone language model) and pays
/// ``phonePenalty`` for each phone it uses, so that noise taken for a stream of short phones
/// does not look like speech the grammar failed to fit. ``threshold`` was chosen on development
/// recordings (espeak-ng and flite voices at several speeds, in noise; see `cadence-bench voice`).
///
/// Two decoders, one per search, so the grammar and the phone loop decode the same utterance at
/// once on two cores; one utterance at a time (each decoder's mutex serializes them).
public final class PocketSphinxRecognizer: SpeechRecognizer {
    /// The default model directory of Debian's `pocketsphinx-en-us`.
    public static let defaultModel = URL(fileURLWithPath: "/usr/share/pocketsphinx/model/en-us")

    /// The margin at or above which an utterance counts as heard.
    public let threshold: Double
    /// Near the lowest threshold that leaves 95 % of the negatives on `cadence-bench voice`'s
    /// recordings (espeak-ng and flite voices, clean and in noise) alone (−11.6 in the last run; −11
    /// left 96.3 %): below it, more of the phrases would be heard, and more sentences for
    /// something else would act. (0 while the phone loop had a phone language model.)
    public static let defaultThreshold = -11.0
    /// What the phone loop pays for each phone it puts in, in pocketsphinx's log units (see the
    /// type's documentation). 100 was the best on `cadence-bench voice`'s recordings from 75 to
    /// 125, also with the threshold chosen on the espeak-ng voices alone and measured on flite's,
    /// and the other way round.
    public static let phonePenalty: Int64 = 100
    /// What takes steady noise out of each utterance before it is decoded (nil: nothing).
    public let noiseSuppressor: NoiseSuppressor?
    /// What finds the words in an utterance, so that only they are decoded (nil: all of it).
    public let endpoints: SpeechEndpoints?
    /// The states of the phrases' and of the answers' finite-state grammars as pocketsphinx
    /// compiled them (it visits each of them in every 10 ms frame).
    public let grammarStates: (commands: Int, answers: Int)
    /// Decodes with the grammar (and the answers' grammar).
    private let grammarDecoder: Mutex<Decoder>
    /// Decodes with the free phone loop the grammar's score is measured against.
    private let phoneDecoder: Mutex<Decoder>

    /// A decoder holding its C pointers; freed with the recognizer.
    private final class Decoder: @unchecked Sendable {
        let pointer: OpaquePointer
        /// Whether an utterance has set the front end's running cepstral mean yet.
        var primed = false
        init(_ pointer: OpaquePointer) { self.pointer = pointer }
        deinit { _ = ps_free(pointer) }
    }

    /// Whether the model is installed (Debian's `pocketsphinx-en-us`).
    public static func isModelInstalled(at model: URL = defaultModel) -> Bool {
        FileManager.default.fileExists(atPath: model.appendingPathComponent("en-us/mdef").path)
    }

    /// Loads the model with the grammar.
    /// - Parameters:
    ///   - grammar: what it may hear.
    ///   - model: the model directory (its `en-us/` acoustic model).
    ///   - threshold: the confidence below which nothing was heard.
    ///   - noiseSuppressor: what takes steady noise out of each utterance first (nil: nothing).
    ///   - endpoints: what finds the words, so that the noise around them is not decoded (nil:
    ///     everything is).
    ///   - options: more of pocketsphinx's own options, as its command line takes them
    ///     (`["-beam", "1e-60"]`), after Cadence's.
    ///   - grammarOptions: more options for the grammar's decoder alone, after `options` (the
    ///     phone loop, which the confidence is measured against, keeps its own).
    public init(
        grammar: SpeechGrammar, model: URL = defaultModel, threshold: Double = defaultThreshold,
        noiseSuppressor: NoiseSuppressor? = NoiseSuppressor(), endpoints: SpeechEndpoints? = SpeechEndpoints(),
        options: [String] = [], grammarOptions: [String] = []
    ) throws(SpeechError) {
        self.threshold = threshold
        self.noiseSuppressor = noiseSuppressor
        self.endpoints = endpoints
        let acoustic = model.appendingPathComponent("en-us").path
        guard FileManager.default.fileExists(atPath: acoustic + "/mdef") else {
            throw SpeechError("no acoustic model at \(acoustic) (install Debian's pocketsphinx-en-us)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-voice-\(UUID().uuidString)")
        let dictionaryURL = folder.appendingPathComponent("grammar.dict")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try grammar.dictionaryText.write(to: dictionaryURL, atomically: true, encoding: .utf8)
        } catch {
            throw SpeechError("cannot write the grammar's dictionary: \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        // pocketsphinx logs every step to stderr; it has nothing to say to a person.
        err_set_logfp(nil)
        // Dither (half a bit of noise, from a fixed seed so decoding stays deterministic): digital
        // silence, which synthetic and trimmed recordings have and no microphone does, otherwise
        // throws the front end's noise estimate off.
        let arguments = [
            "cadence", "-hmm", acoustic, "-dict", dictionaryURL.path, "-logfn", "/dev/null", "-allphone_ci", "yes",
            "-dither", "yes", "-seed", "1",
        ] + options
        func load(_ more: [String]) throws(SpeechError) -> Decoder {
            var argv: [UnsafeMutablePointer<CChar>?] = (arguments + more).map { strdup($0) }
            defer { for pointer in argv { free(pointer) } }
            guard let config = cmd_ln_parse_r(nil, ps_args(), Int32(argv.count), &argv, 0) else {
                throw SpeechError("pocketsphinx refused its configuration")
            }
            defer { _ = cmd_ln_free_r(config) }
            guard let pointer = ps_init(config) else {
                throw SpeechError("pocketsphinx could not load the model at \(acoustic)")
            }
            let decoder = Decoder(pointer)
            guard ps_set_jsgf_string(pointer, "grammar", grammar.jsgf) == 0,
                ps_set_jsgf_string(pointer, "commands", grammar.commandJSGF) == 0
            else {
                throw SpeechError("pocketsphinx refused the grammar")
            }
            // No phone language model: `cadence-bench voice` heard about 40 more of 765 phrases with
            // the same share of negatives left alone, and decoded in two thirds of the time.
            guard ps_set_allphone(pointer, "phones", nil) == 0 else {
                throw SpeechError("pocketsphinx could not set up its phone loop")
            }
            return decoder
        }
        let grammarDecoder = try load(grammarOptions)
        func states(_ search: String) -> Int { ps_get_fsg(grammarDecoder.pointer, search).map { Int($0.pointee.n_state) } ?? 0 }
        self.grammarStates = (states("commands"), states("grammar"))
        self.grammarDecoder = Mutex(grammarDecoder)
        self.phoneDecoder = Mutex(try load([]))
    }

    public func recognize(_ audio: PCMAudio, expectingAnswer: Bool) throws(SpeechError) -> SpeechRecognition {
        let started = ContinuousClock.now
        var samples = audio.resampled(to: 16_000).samples
        if let noiseSuppressor { samples = noiseSuppressor.apply(to: samples) }
        if let endpoints {
            let words = endpoints.speech(in: samples, sampleRate: 16_000)
            if words.count < samples.count { samples = Array(samples[words]) }
        }
        guard !samples.isEmpty else {
            return SpeechRecognition(text: "", confidence: -.infinity, isConfident: false, audioSeconds: 0, decodeSeconds: 0)
        }
        let heard = samples
        let search = expectingAnswer ? "grammar" : "commands"
        // The grammar's pass and the phone loop's at once, each on its own decoder and core.
        let results = Mutex<[Decoded?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { which in
            let decoded =
                which == 0
                ? grammarDecoder.withLock { Self.decode(heard, with: $0, search: search) }
                : phoneDecoder.withLock { Self.decode(heard, with: $0, search: "phones") }
            results.withLock { $0[which] = decoded }
        }
        guard let grammar = results.withLock({ $0[0] }), let phones = results.withLock({ $0[1] }) else {
            throw SpeechError("pocketsphinx could not decode the audio")
        }
        let seconds = (ContinuousClock.now - started).seconds
        // Scores are log-probabilities in pocketsphinx's integer log base: the margin per 10 ms frame.
        let margin = Int64(grammar.score) - Int64(phones.score) + Self.phonePenalty * Int64(phones.phones)
        let confidence = grammar.text.isEmpty ? -Double.infinity : Double(margin) / Double(max(1, grammar.frames))
        return SpeechRecognition(
            text: grammar.text, confidence: confidence, isConfident: confidence >= threshold,
            audioSeconds: audio.duration, decodeSeconds: seconds)
    }

    /// What one search made of an utterance: the words (none for the phone loop's), the path's
    /// score, the number of frames, and the phone loop's phones (silence not counted).
    private struct Decoded: Sendable {
        let text: String
        let score: Int32
        let frames: Int32
        var phones = 0
    }

    /// One utterance through `decoder` with `search`; nil when pocketsphinx fails.
    private static func decode(_ samples: [Int16], with decoder: Decoder, search: String) -> Decoded? {
        let pointer = decoder.pointer
        func pass(_ search: String) -> Decoded? {
            guard ps_set_search(pointer, search) == 0, ps_start_utt(pointer) == 0 else { return nil }
            // In blocks, as live audio comes (the whole utterance at once, `full_utt`, makes the
            // decoder normalize differently and hear worse).
            var failed = false
            samples.withUnsafeBufferPointer { buffer in
                var offset = 0
                while offset < buffer.count, !failed {
                    let count = min(2048, buffer.count - offset)
                    if ps_process_raw(pointer, buffer.baseAddress.map { $0 + offset }, count, 0, 0) < 0 { failed = true }
                    offset += count
                }
            }
            guard !failed, ps_end_utt(pointer) == 0 else { return nil }
            var score: Int32 = 0
            let hypothesis = ps_get_hyp(pointer, &score).map { String(cString: $0) } ?? ""
            var decoded = Decoded(text: hypothesis, score: score, frames: ps_get_n_frames(pointer))
            if search == "phones" {
                var segment = ps_seg_iter(pointer)
                while let current = segment {
                    if let phone = ps_seg_word(current), strcmp(phone, "SIL") != 0 { decoded.phones += 1 }
                    segment = ps_seg_next(current)
                }
            }
            return decoded
        }
        // The front end normalizes each utterance by a running cepstral mean, which starts from the
        // model's average speaker. Before a decoder's first utterance (a `listen --file` hears only
        // one) one free phone-loop pass sets it from this audio itself; after that, each utterance
        // carries it on.
        if !decoder.primed {
            guard pass("phones") != nil else { return nil }
            decoder.primed = true
        }
        return pass(search)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
