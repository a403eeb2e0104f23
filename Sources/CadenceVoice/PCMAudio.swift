import Foundation

/// Mono 16-bit PCM audio at a sample rate: what a recognizer hears and a synthesizer speaks.
///
/// Reads and writes RIFF WAV files (PCM, 8 or 16 bits, any channel count: channels are mixed
/// down to mono) and raw `S16_LE` PCM (`arecord -f S16_LE -r 16000`); ``resampled(to:)`` makes
/// the 16 kHz a recognizer needs.
public struct PCMAudio: Sendable, Hashable {
    /// The samples, one channel.
    public var samples: [Int16]
    /// Samples per second.
    public var sampleRate: Int

    /// Audio from samples.
    public init(samples: [Int16], sampleRate: Int) {
        self.samples = samples
        self.sampleRate = max(1, sampleRate)
    }

    /// How long it lasts, in seconds.
    public var duration: TimeInterval { Double(samples.count) / Double(sampleRate) }

    /// Why audio could not be read.
    public struct FormatError: Error, Sendable, Hashable, CustomStringConvertible {
        public let reason: String
        public init(_ reason: String) { self.reason = reason }
        public var description: String { reason }
    }

    /// Raw little-endian 16-bit mono samples (an odd trailing byte is dropped).
    public init(rawS16LE bytes: [UInt8], sampleRate: Int) {
        var samples: [Int16] = []
        samples.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            samples.append(Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8))
            index += 2
        }
        self.init(samples: samples, sampleRate: sampleRate)
    }

    /// A WAV file's audio, mixed down to mono.
    ///
    /// - Throws: ``FormatError`` naming what is wrong: not RIFF/WAVE, no `fmt ` or `data` chunk,
    ///   a compressed or float format, a chunk that runs past the end.
    public init(wav bytes: [UInt8]) throws(FormatError) {
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual(Array("RIFF".utf8)),
            bytes[8..<12].elementsEqual(Array("WAVE".utf8))
        else { throw FormatError("not a WAV file (no RIFF/WAVE header)") }
        var offset = 12
        var format: (channels: Int, rate: Int, bits: Int)?
        var data: Range<Int>?
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = u32(offset + 4)
            let body = offset + 8
            guard size <= bytes.count - body else {
                // A recorder killed mid-write leaves a data chunk longer than the file: take what is there.
                if id == "data" { data = body..<bytes.count }
                break
            }
            if id == "fmt " {
                guard size >= 16 else { throw FormatError("the fmt chunk is \(size) bytes, under 16") }
                let tag = u16(body)
                guard tag == 1 || tag == 0xFFFE else {
                    throw FormatError("format \(tag) is not PCM (only 8- or 16-bit integer PCM is read)")
                }
                format = (u16(body + 2), u32(body + 4), u16(body + 14))
            } else if id == "data" {
                data = body..<(body + size)
            }
            offset = body + size + (size % 2)
        }
        guard let format else { throw FormatError("no fmt chunk") }
        guard let data else { throw FormatError("no data chunk") }
        guard format.channels >= 1, format.channels <= 16 else { throw FormatError("\(format.channels) channels") }
        guard format.rate >= 1000, format.rate <= 384_000 else { throw FormatError("a sample rate of \(format.rate) Hz") }
        guard format.bits == 16 || format.bits == 8 else {
            throw FormatError("\(format.bits)-bit samples (only 8 and 16 bits are read)")
        }
        let frameBytes = format.channels * format.bits / 8
        var samples: [Int16] = []
        samples.reserveCapacity(data.count / frameBytes)
        var at = data.lowerBound
        while at + frameBytes <= data.upperBound {
            var sum = 0
            for channel in 0..<format.channels {
                if format.bits == 16 {
                    sum += Int(Int16(bitPattern: UInt16(u16(at + channel * 2))))
                } else {
                    sum += (Int(bytes[at + channel]) - 128) << 8
                }
            }
            samples.append(Int16(clamping: sum / format.channels))
            at += frameBytes
        }
        self.init(samples: samples, sampleRate: format.rate)
    }

    /// The audio as a 16-bit mono WAV file.
    public var wav: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44 + samples.count * 2)
        func append32(_ value: Int) { for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> shift) & 0xFF)) } }
        func append16(_ value: Int) { bytes.append(UInt8(value & 0xFF)); bytes.append(UInt8((value >> 8) & 0xFF)) }
        bytes += Array("RIFF".utf8)
        append32(36 + samples.count * 2)
        bytes += Array("WAVEfmt ".utf8)
        append32(16)
        append16(1)
        append16(1)
        append32(sampleRate)
        append32(sampleRate * 2)
        append16(2)
        append16(16)
        bytes += Array("data".utf8)
        append32(samples.count * 2)
        for sample in samples {
            let bits = UInt16(bitPattern: sample)
            bytes.append(UInt8(bits & 0xFF))
            bytes.append(UInt8(bits >> 8))
        }
        return bytes
    }

    /// The audio at another sample rate (a recognizer wants 16 kHz), by windowed-sinc
    /// interpolation: going down, frequencies above the new Nyquist are filtered out first, since
    /// folded back they blur the consonants a recognizer tells words apart by.
    public func resampled(to rate: Int) -> PCMAudio {
        guard rate > 0, rate != sampleRate, !samples.isEmpty else { return PCMAudio(samples: samples, sampleRate: max(1, rate)) }
        let ratio = Double(sampleRate) / Double(rate)
        // The cutoff, as a fraction of the input's sample rate: the lower Nyquist, with a margin.
        let cutoff = 0.5 * min(1, 1 / ratio) * 0.92
        let halfWidth = 16.0 * max(1, ratio)
        let count = Int(Double(samples.count) / ratio)
        let sincRate = 2 * .pi * cutoff
        let windowRate = .pi / halfWidth
        let sincStep = (sin: sin(sincRate), cos: cos(sincRate))
        let windowStep = (sin: sin(windowRate), cos: cos(windowRate))
        var out: [Int16] = []
        out.reserveCapacity(count)
        for index in 0..<count {
            let center = Double(index) * ratio
            let first = max(0, Int((center - halfWidth).rounded(.up)))
            let last = min(samples.count - 1, Int((center + halfWidth).rounded(.down)))
            var sum = 0.0
            var weights = 0.0
            if first <= last {
                // sin(2π·cutoff·x) and cos(π·x/halfWidth) for x = input − center, stepped from one
                // input to the next by rotation: two sines and cosines per output, not one per tap.
                let x0 = Double(first) - center
                var sine = sin(sincRate * x0)
                var cosine = cos(sincRate * x0)
                var windowSine = sin(windowRate * x0)
                var windowCosine = cos(windowRate * x0)
                for input in first...last {
                    let x = Double(input) - center
                    let sinc = x == 0 ? 2 * cutoff : sine / (.pi * x)
                    let window = 0.5 + 0.5 * windowCosine
                    let weight = sinc * window
                    sum += weight * Double(samples[input])
                    weights += weight
                    (sine, cosine) = (sine * sincStep.cos + cosine * sincStep.sin, cosine * sincStep.cos - sine * sincStep.sin)
                    (windowSine, windowCosine) = (
                        windowSine * windowStep.cos + windowCosine * windowStep.sin,
                        windowCosine * windowStep.cos - windowSine * windowStep.sin
                    )
                }
            }
            let value = weights != 0 ? sum / weights : 0
            out.append(Int16(clamping: Int(value.rounded())))
        }
        return PCMAudio(samples: out, sampleRate: rate)
    }
}
