import CALSA

/// Why audio could not be captured: the device and what ALSA said.
public struct AudioCaptureError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The ALSA device name ("default", "hw:1,0", a PCM of `~/.asoundrc`).
    public let device: String
    /// What failed, with ALSA's own words.
    public let reason: String

    public var description: String { "cannot capture from the audio device '\(device)': \(reason)" }
}

/// Audio from a capture device through ALSA, as 16-bit mono samples at the rate the recognizer
/// wants (ALSA converts: any microphone, any rate). What `arecord -f S16_LE -r 16000 -c 1`
/// reads, without the extra process.
///
/// ```swift
/// let microphone = try ALSACapture(device: "default")
/// let samples = try microphone.read(frames: 1_600)  // 0.1 s
/// ```
///
/// One owner at a time (not `Sendable`): the device is opened by `init` and closed with the value.
public final class ALSACapture {
    /// The device name it was opened with.
    public let device: String
    /// Samples per second delivered.
    public let sampleRate: Int
    private let handle: OpaquePointer

    /// Opens `device` for capture at `sampleRate`, mono, with about 0.1 s of buffering.
    public init(device: String = "default", sampleRate: Int = 16_000) throws(AudioCaptureError) {
        guard let rate = UInt32(exactly: sampleRate), rate >= 8_000, rate <= 192_000 else {
            throw AudioCaptureError(device: device, reason: "\(sampleRate) Hz is not a capture rate (8,000–192,000)")
        }
        var opened: OpaquePointer?
        let status = snd_pcm_open(&opened, device, SND_PCM_STREAM_CAPTURE, 0)
        guard status >= 0, let opened else {
            throw AudioCaptureError(device: device, reason: Self.message(status))
        }
        let configured = snd_pcm_set_params(
            opened, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, rate, 1, 100_000)
        guard configured >= 0 else {
            snd_pcm_close(opened)
            throw AudioCaptureError(
                device: device, reason: "cannot set 16-bit mono at \(sampleRate) Hz: \(Self.message(configured))")
        }
        self.device = device
        self.sampleRate = sampleRate
        self.handle = opened
    }

    deinit { snd_pcm_close(handle) }

    /// Reads up to `frames` samples, waiting for them. An overrun (samples the device dropped
    /// because nobody read them in time) is recovered from and reading goes on.
    public func read(frames: Int) throws(AudioCaptureError) -> [Int16] {
        guard frames > 0 else { return [] }
        var buffer = [Int16](repeating: 0, count: frames)
        var attempts = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                snd_pcm_readi(handle, raw.baseAddress, snd_pcm_uframes_t(frames))
            }
            if count >= 0 { return Array(buffer.prefix(Int(count))) }
            attempts += 1
            // -EPIPE (overrun) and -ESTRPIPE (suspended) recover; anything else is the device's end.
            let recovered = snd_pcm_recover(handle, Int32(truncatingIfNeeded: count), 1)
            guard recovered >= 0, attempts < 5 else {
                throw AudioCaptureError(device: device, reason: Self.message(Int32(truncatingIfNeeded: count)))
            }
        }
    }

    private static func message(_ status: Int32) -> String {
        snd_strerror(status).map { String(cString: $0) } ?? "ALSA error \(status)"
    }
}
