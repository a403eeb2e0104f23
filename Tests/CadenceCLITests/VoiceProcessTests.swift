import CadenceApp
import CadenceTestSupport
import CadenceVoice
import Foundation
import Testing

/// Spoken commands through `cadence listen --file` against a real host: the recordings in
/// Fixtures/voice (Scripts/voice_recordings.py, espeak-ng and flite voices) were not tuned on.
/// Each either does what it says or, heard with too little confidence, nothing; none does
/// anything else.
@Suite(
    .enabled(
        if: PocketSphinxRecognizer.isModelInstalled() || ProcessInfo.processInfo.environment["CI"] == "true",
        "needs Debian's pocketsphinx-en-us and espeak-ng"))
struct VoiceProcessTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/voice")

    static func listen(_ harness: HostHarness, _ name: String, extra: [String] = []) -> [String: Any] {
        let result = harness.cli(["listen", "--file", fixtures.appendingPathComponent(name).path, "--json"] + extra)
        return HostHarness.json(result.out)
    }

    static func state(_ harness: HostHarness) -> String {
        let status = HostHarness.json(harness.cli(["status", "--json"]).out)
        return status["state"] as? String ?? ""
    }

    @Test("pause, resume, status and end by voice act; what it hears without confidence, or is not for it, does nothing")
    func commands() throws {
        let harness = HostHarness()
        defer { harness.terminate() }
        try harness.start()
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        #expect(Self.state(harness) == "running")

        let paused = Self.listen(harness, "pause.wav")
        #expect(paused["heard"] as? String == "pause my workout", "\(paused)")
        #expect(Self.state(harness) == "paused")
        _ = Self.listen(harness, "resume.wav")
        #expect(Self.state(harness) == "running")

        // A lap: marked when heard with confidence, else nothing.
        let lap = Self.listen(harness, "lap.wav")
        let laps = HostHarness.json(harness.cli(["status", "--json"]).out)["laps"] as? Int ?? -1
        #expect(lap["confident"] as? Bool == true ? laps == 1 : laps == 0, "\(lap)")
        #expect(Self.state(harness) == "running")

        let status = Self.listen(harness, "status.wav")
        #expect((status["response"] as? [String: Any])?["code"] as? String == "success", "\(status)")

        // Not for Cadence: the workout is untouched.
        for negative in ["negative-time.wav", "negative-garage.wav"] {
            let heard = Self.listen(harness, negative)
            #expect(Self.state(harness) == "running", "\(negative): \(heard)")
        }

        // A "yes" with no question waiting is no request: the recognizer does not even hear it.
        let stray = Self.listen(harness, "yes.wav")
        #expect(stray["heard"] as? String != "yes", "\(stray)")
        #expect(Self.state(harness) == "running", "\(stray)")

        // The end, heard however exactly, asks first (a recognizer's words are its guess); "yes" ends it.
        let end = Self.listen(harness, "end.wav", extra: [])
        #expect((end["response"] as? [String: Any])?["code"] as? String == "confirmationRequired", "\(end)")
        #expect(Self.state(harness) == "running")
        let yes = Self.listen(harness, "yes.wav")
        #expect(yes["heard"] as? String == "yes", "\(yes)")
        #expect(Self.state(harness) == "ended", "\(end) \(yes)")
        let shown = harness.cli(["history", "--json"]).out
        #expect(shown.contains("outdoorRun"))
    }

    @Test(
        "a spoken \"Start a run in Cadence\" (espeak-ng, clean and with white noise 10 dB below it) starts an outdoor run",
        arguments: ["start-run.wav", "start-run-noise.wav"])
    func startsARun(_ recording: String) throws {
        let harness = HostHarness()
        defer { harness.terminate() }
        try harness.start()
        let started = Self.listen(harness, recording)
        #expect(started["heard"] as? String == "start a run in cadence", "\(started)")
        #expect(started["confident"] as? Bool == true, "\(started)")
        #expect((started["response"] as? [String: Any])?["code"] as? String == "success", "\(started)")
        let status = HostHarness.json(harness.cli(["status", "--json"]).out)
        #expect(status["state"] as? String == "running", "\(status)")
        #expect(status["workoutStyle"] as? String == "outdoorRun", "\(status)")
    }

    @Test("a workout's name may be followed by \"session\", \"class\" or \"workout\": \"start a yoga session\" is heard as said")
    func styleWithSession() async throws {
        let grammar = try await CadenceListener.grammar()
        #expect(grammar.commandJSGF.contains("<ending0> = ( <NULL> | session | class | workout );"))
        #expect(grammar.dictionary["session"] != nil)
        let recognizer = try PocketSphinxRecognizer(grammar: grammar)
        let spoken = try EspeakSynthesizer(voice: "en-us", wordsPerMinute: 175).synthesize("start a yoga session")
        let heard = try recognizer.recognize(spoken, expectingAnswer: false)
        #expect(heard.text == "start a yoga session", "\(heard)")
        #expect(heard.isConfident, "\(heard)")
    }

    @Test("heard without confidence, listen says so, does nothing, and --speak-to writes the answer as a WAV")
    func notHeardAndSpoken() throws {
        let harness = HostHarness()
        defer { harness.terminate() }
        try harness.start()
        let target = harness.directory.appendingPathComponent("answer.wav")
        let result = harness.cli([
            "listen", "--file", Self.fixtures.appendingPathComponent("negative-time.wav").path, "--speak-to", target.path,
        ])
        #expect(result.out.hasPrefix("Heard: "), "\(result.out)")
        #expect(Self.state(harness) == "notStarted")
        let audio = try PCMAudio(wav: Array(try Data(contentsOf: target)))
        #expect(audio.duration > 0.5, "a spoken answer")
        // A file that is not audio is a clear error.
        let notAudio = harness.directory.appendingPathComponent("note.wav")
        try Data("hello".utf8).write(to: notAudio)
        let bad = harness.cli(["listen", "--file", notAudio.path])
        #expect(bad.status == 1 && bad.err.contains("not a WAV file"), "\(bad.err)")
    }

    @Test("serve --speak-to writes every answer spoken, with its text, in order")
    func spokenAnswers() throws {
        let harness = HostHarness()
        defer { harness.terminate() }
        let folder = harness.directory.appendingPathComponent("spoken")
        try harness.start(extra: ["--speak-to", folder.path])
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        #expect(harness.cli(["say", "pause my workout"]).status == 0)
        // Speech is made after the answer; wait for both files.
        let deadline = Date().addingTimeInterval(20)
        var names: [String] = []
        while Date() < deadline {
            names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            if names.contains("0002-answer.txt") { break }
            usleep(100_000)
        }
        #expect(names.contains("0001-answer.wav") && names.contains("0002-answer.txt"), "\(names)")
        let text = (try? String(contentsOf: folder.appendingPathComponent("0002-answer.txt"), encoding: .utf8)) ?? ""
        #expect(text.lowercased().contains("paused"), "\(text)")
        let audio = try PCMAudio(wav: Array(try Data(contentsOf: folder.appendingPathComponent("0002-answer.wav"))))
        #expect(audio.duration > 0.5)
    }

    @Test("listen - cuts a live stream at its silences and answers each command as it ends")
    func stream() throws {
        let harness = HostHarness()
        defer { harness.terminate() }
        try harness.start()
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        // A microphone's stream: a second of quiet room, "pause my workout", quiet, "resume my workout", quiet.
        let bytes = try Self.microphoneStream(["pause.wav", "resume.wav"], seed: 17)
        let raw = harness.directory.appendingPathComponent("stream.raw")
        try Data(bytes).write(to: raw)
        let result = HostHarness.run(
            "/bin/sh", ["-c", "exec \"$0\" listen - --json < \"$1\"", HostHarness.binary.path, raw.path],
            environment: ["CADENCE_HOME": harness.directory.path])
        let answers = result.out.split(separator: "\n").map { HostHarness.json(String($0)) }
        #expect(answers.map { $0["heard"] as? String } == ["pause my workout", "resume my workout"], "\(result.out) \(result.err)")
        let states = answers.map { ($0["response"] as? [String: Any])?["state"] as? String }
        #expect(states == ["paused", "running"], "each answered as it ended: \(states)")
    }

    /// Raw 16 kHz samples of recordings between stretches of quiet room, as a microphone would
    /// give them.
    static func microphoneStream(_ names: [String], seed: UInt64) throws -> [UInt8] {
        var random = SeededRandomNumberGenerator(seed: seed)
        func quiet(_ seconds: Double) -> [Int16] { (0..<Int(seconds * 16_000)).map { _ in Int16.random(in: -40...40, using: &random) } }
        var samples = quiet(1)
        for name in names {
            samples += try PCMAudio(wav: Array(try Data(contentsOf: fixtures.appendingPathComponent(name))))
                .resampled(to: 16_000).samples
            samples += quiet(1.5)
        }
        var bytes: [UInt8] = []
        for sample in samples {
            let bits = UInt16(bitPattern: sample)
            bytes += [UInt8(bits & 0xFF), UInt8(bits >> 8)]
        }
        return bytes
    }

    /// A home whose `.asoundrc` defines ALSA capture devices that play these raw files (ALSA's
    /// `file` plugin over `null`): the real ALSA library, with a recording for a microphone.
    static func alsaHome(_ harness: HostHarness, devices: [String: [UInt8]]) throws -> String {
        let home = harness.directory.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        var config = ""
        for (name, bytes) in devices.sorted(by: { $0.key < $1.key }) {
            let raw = home.appendingPathComponent("\(name).raw")
            try Data(bytes).write(to: raw)
            config += """
                pcm.\(name) {
                    type file
                    slave.pcm "null"
                    file "/dev/null"
                    infile "\(raw.path)"
                    format "raw"
                }

                """
        }
        try config.write(to: home.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
        return home.path
    }

    @Test("listen hears the microphone through ALSA: each Enter one utterance (push-to-talk), silence answers that nothing was heard")
    func microphonePushToTalk() throws {
        let harness = HostHarness()
        defer { harness.terminate() }
        try harness.start()
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        let home = try Self.alsaHome(
            harness,
            devices: [
                "pausemic": try Self.microphoneStream(["pause.wav"], seed: 3),
                "quietmic": Array(repeating: 0, count: 16_000 * 2 * 6),
            ])
        func listen(_ device: String, enters: Int) -> (status: Int32, answers: [[String: Any]], err: String) {
            let result = HostHarness.run(
                "/bin/sh", ["-c", "printf '\(String(repeating: "\\n", count: enters))' | exec \"$0\" listen --device \"$1\" --json", HostHarness.binary.path, device],
                environment: ["CADENCE_HOME": harness.directory.path, "HOME": home])
            return (result.status, result.out.split(separator: "\n").map { HostHarness.json(String($0)) }, result.err)
        }
        let paused = listen("pausemic", enters: 1)
        #expect(paused.answers.first?["heard"] as? String == "pause my workout", "\(paused)")
        #expect(Self.state(harness) == "paused")
        #expect(paused.status == 0)
        // Nobody speaks after Enter: nothing is done, and listen says so.
        let quiet = listen("quietmic", enters: 1)
        #expect(quiet.answers.first?["silence"] as? Bool == true, "\(quiet)")
        #expect(quiet.status == 1)
        #expect(Self.state(harness) == "paused")
        // No Enter, no listening: the end of stdin ends listen.
        #expect(listen("pausemic", enters: 0).answers.isEmpty)
        // A device that does not exist: a clear error naming it.
        let missing = listen("nosuchmic", enters: 1)
        #expect(missing.status == 1)
        #expect(missing.err.contains("cannot capture from the audio device 'nosuchmic'"), "\(missing.err)")
    }

    @Test("listen --hands-free answers each utterance from the microphone as it ends, until Ctrl-C")
    func microphoneHandsFree() throws {
        let harness = HostHarness()
        defer { harness.terminate() }
        try harness.start()
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        let home = try Self.alsaHome(
            harness, devices: ["roommic": try Self.microphoneStream(["pause.wav", "resume.wav"], seed: 5)])
        let out = harness.directory.appendingPathComponent("answers.jsonl").path
        // Ctrl-C (SIGINT) once both answers are out; at most a minute in all. (Python starts it: a
        // shell's background job would ignore SIGINT.)
        let script = """
            import signal, subprocess, sys, time
            with open(sys.argv[2], "w") as out:
                listen = subprocess.Popen([sys.argv[1], "listen", "--hands-free", "--device", "roommic", "--json"], stdout=out)
                for _ in range(600):
                    with open(sys.argv[2]) as lines:
                        if len(lines.readlines()) >= 2:
                            break
                    time.sleep(0.1)
                listen.send_signal(signal.SIGINT)
                print(listen.wait())
            """
        let result = HostHarness.run(
            "/usr/bin/env", ["python3", "-c", script, HostHarness.binary.path, out],
            environment: ["CADENCE_HOME": harness.directory.path, "HOME": home])
        #expect(result.out.trimmingCharacters(in: .whitespacesAndNewlines) == "-2", "stopped by SIGINT: \(result)")
        let lines = (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
        let answers = lines.split(separator: "\n").map { HostHarness.json(String($0)) }
        #expect(answers.map { $0["heard"] as? String } == ["pause my workout", "resume my workout"], "\(lines) \(result.err)")
        #expect(Self.state(harness) == "running")
    }
}
