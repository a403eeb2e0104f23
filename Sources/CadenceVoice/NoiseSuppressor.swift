import Foundation

/// Steady background noise (a fan, wind, a treadmill's motor, a trainer's hum) taken out of an
/// utterance before it is decoded, by spectral subtraction: the utterance's short-time spectrum
/// (32 ms Hann windows, half overlapping), less `overSubtraction` times the noise's, never below
/// `floor` of what was there, put back together by overlap-add.
///
/// The noise's spectrum is the mean of the utterance's quietest frames (`quietFraction` of them):
/// an utterance cut at silences has some before and after the words. Only an utterance whose
/// words are less than `ceiling` dB above that noise (the loudest half of its frames against
/// the quietest) is changed: subtraction leaves its own artifacts, and on clean speech (a quiet
/// room, synthetic speech) they cost more than the noise did.
///
/// pocketsphinx's acoustic model was trained on clean speech; in white noise 10 dB below the
/// words it heard few of the phrases of some voices (`cadence-bench voice` measures it with and
/// without: `CADENCE_VOICE_NOISE=off`).
public struct NoiseSuppressor: Sendable, Hashable {
    /// How many times the noise's power is taken away.
    public var overSubtraction: Double
    /// The least share of a bin's power that is kept (against "musical noise").
    public var floor: Double
    /// The share of frames, the quietest, that estimate the noise.
    public var quietFraction: Double
    /// The signal-to-noise ratio, in dB, at and above which an utterance is left as it is.
    public var ceiling: Double

    public init(overSubtraction: Double = 2, floor: Double = 0.05, quietFraction: Double = 0.1, ceiling: Double = 20) {
        self.overSubtraction = overSubtraction
        self.floor = floor
        self.quietFraction = quietFraction
        self.ceiling = ceiling
    }

    static let frameLength = 512
    static let hop = 256

    /// The samples with the noise taken out (the same count).
    public func apply(to samples: [Int16]) -> [Int16] {
        let n = Self.frameLength
        let hop = Self.hop
        guard samples.count >= n else { return samples }
        let window = (0..<n).map { 0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(n)) }
        // Padded by a frame on each side, so every sample is covered by two windows.
        var padded = [Double](repeating: 0, count: samples.count + 2 * n)
        for (offset, sample) in samples.enumerated() { padded[n + offset] = Double(sample) }
        let starts = Array(stride(from: 0, through: padded.count - n, by: hop))
        let bins = n / 2 + 1
        let fft = FFT(size: n)
        var spectra: [[(re: Double, im: Double)]] = []
        var powers: [[Double]] = []
        spectra.reserveCapacity(starts.count)
        powers.reserveCapacity(starts.count)
        var re = [Double](repeating: 0, count: n)
        var im = [Double](repeating: 0, count: n)
        for start in starts {
            for k in 0..<n {
                re[k] = padded[start + k] * window[k]
                im[k] = 0
            }
            fft.transform(&re, &im, inverse: false)
            spectra.append((0..<bins).map { (re[$0], im[$0]) })
            powers.append((0..<bins).map { re[$0] * re[$0] + im[$0] * im[$0] })
        }
        // The noise: the mean power of the quietest frames, bin by bin; the words: the loudest half.
        let energies = powers.map { $0.reduce(0, +) }
        let order = energies.indices.sorted { energies[$0] < energies[$1] }
        let quietCount = max(1, Int(Double(energies.count) * quietFraction))
        var noise = [Double](repeating: 0, count: bins)
        for frame in order.prefix(quietCount) {
            for bin in 0..<bins { noise[bin] += powers[frame][bin] / Double(quietCount) }
        }
        let noisePower = order.prefix(quietCount).reduce(0) { $0 + energies[$1] } / Double(quietCount)
        let loudHalf = order.suffix(max(1, order.count / 2))
        let speechPower = loudHalf.reduce(0) { $0 + energies[$1] } / Double(loudHalf.count)
        guard noisePower > 0, 10 * log10(speechPower / noisePower) < ceiling else { return samples }

        var output = [Double](repeating: 0, count: padded.count)
        var weight = [Double](repeating: 0, count: padded.count)
        for (frame, start) in starts.enumerated() {
            for bin in 0..<bins {
                let power = powers[frame][bin]
                let gain = power > 0 ? max(1 - overSubtraction * noise[bin] / power, floor).squareRoot() : 0
                re[bin] = spectra[frame][bin].re * gain
                im[bin] = spectra[frame][bin].im * gain
            }
            // The mirror half of a real signal's spectrum.
            for bin in bins..<n {
                re[bin] = re[n - bin]
                im[bin] = -im[n - bin]
            }
            fft.transform(&re, &im, inverse: true)
            for k in 0..<n {
                output[start + k] += re[k] * window[k]
                weight[start + k] += window[k] * window[k]
            }
        }
        return (0..<samples.count).map { offset in
            let w = weight[n + offset]
            let value = w > 1e-9 ? output[n + offset] / w : 0
            guard value.isFinite else { return 0 }
            return Int16(clamping: Int(value.rounded().clamped(to: -32768...32767)))
        }
    }
}

/// An in-place radix-2 complex FFT of one size, its twiddles computed once.
struct FFT {
    let size: Int
    private let cosines: [Double]
    private let sines: [Double]

    init(size: Int) {
        precondition(size > 1 && size & (size - 1) == 0, "an FFT's size is a power of two")
        self.size = size
        cosines = (0..<size / 2).map { cos(-2 * Double.pi * Double($0) / Double(size)) }
        sines = (0..<size / 2).map { sin(-2 * Double.pi * Double($0) / Double(size)) }
    }

    /// Transforms `re` + i·`im` in place; the inverse is scaled by 1/size.
    func transform(_ re: inout [Double], _ im: inout [Double], inverse: Bool) {
        let n = size
        // Bit-reversed order.
        var j = 0
        for i in 1..<n {
            var bit = n >> 1
            while j & bit != 0 {
                j ^= bit
                bit >>= 1
            }
            j |= bit
            if i < j {
                re.swapAt(i, j)
                im.swapAt(i, j)
            }
        }
        var length = 2
        while length <= n {
            let step = n / length
            let half = length / 2
            for start in stride(from: 0, to: n, by: length) {
                for k in 0..<half {
                    let wr = cosines[k * step]
                    let wi = inverse ? -sines[k * step] : sines[k * step]
                    let a = start + k
                    let b = a + half
                    let tr = re[b] * wr - im[b] * wi
                    let ti = re[b] * wi + im[b] * wr
                    re[b] = re[a] - tr
                    im[b] = im[a] - ti
                    re[a] += tr
                    im[a] += ti
                }
            }
            length <<= 1
        }
        if inverse {
            let scale = 1 / Double(n)
            for k in 0..<n {
                re[k] *= scale
                im[k] *= scale
            }
        }
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
