import CadenceFormats
import CadenceTestSupport
import Foundation
import Testing

/// Seeded mutations of the shared files — truncate, flip, splice — through every decoder: a value
/// or the codec's own error, never a crash or a hang. `CADENCE_FUZZ_ITERATIONS` raises the count
/// (default 40 per file in CI).
@Suite(.enabled(if: SharedData.isAvailable, "the shared workout files (../shared/data) are missing"))
struct FuzzTests {
    static let iterations = Int(ProcessInfo.processInfo.environment["CADENCE_FUZZ_ITERATIONS"] ?? "") ?? 40

    static let files =
        SharedData.files("fit", extension: "fit").filter { !$0.contains("fenix2") && !$0.contains("sigma") }
        + [
            "gpx/gpxpy-korita-zbevnica.gpx", "gpx/gpxpy-gpx11-all-fields.gpx",
            "tcx/malformed-openrowingmonitor-unbound-xsi.tcx",
        ]

    /// A mutated copy of `bytes`.
    static func mutate(_ bytes: [UInt8], _ rng: inout SeededRandomNumberGenerator, donor: [UInt8]) -> [UInt8] {
        var copy = bytes
        guard !copy.isEmpty else { return copy }
        switch Int.random(in: 0..<5, using: &rng) {
        case 0:  // truncate
            copy.removeSubrange(Int.random(in: 0..<copy.count, using: &rng)...)
        case 1:  // flip a few bits
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                let i = Int.random(in: 0..<copy.count, using: &rng)
                copy[i] ^= UInt8(1) << UInt8.random(in: 0...7, using: &rng)
            }
        case 2:  // overwrite a byte with an extreme value
            copy[Int.random(in: 0..<copy.count, using: &rng)] = [0x00, 0xFF, 0x7F, 0x80, 0x40, 0xC0].randomElement(
                using: &rng)!
        case 3:  // splice in a piece of another file
            let at = Int.random(in: 0..<copy.count, using: &rng)
            let from = Int.random(in: 0..<max(1, donor.count), using: &rng)
            let length = min(Int.random(in: 1...256, using: &rng), donor.count - from)
            if length > 0 { copy.replaceSubrange(at..<min(copy.count, at + length), with: donor[from..<from + length]) }
        default:  // duplicate a range
            let at = Int.random(in: 0..<copy.count, using: &rng)
            let length = min(Int.random(in: 1...512, using: &rng), copy.count - at)
            copy.insert(contentsOf: copy[at..<at + length], at: at)
        }
        return copy
    }

    @Test("mutated files decode to a value or the codec's error, never a crash", arguments: files)
    func fuzz(path: String) throws {
        let original = try SharedData.bytes(path)
        let donor = try SharedData.bytes("fit/garmin-edge500-ride-autopause.fit")
        var rng = SeededRandomNumberGenerator(
            seed: path.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 })
        for iteration in 0..<Self.iterations {
            let mutated = Self.mutate(original, &rng, donor: donor)
            if path.hasSuffix(".fit") {
                for options in [FITDecodingOptions.strict, .lenient] {
                    do throws(FITDecodingError) {
                        let file = try FITDecoder(options: options).decode(mutated)
                        if let error = file.error {
                            #expect(error.offset <= mutated.count + 2, "\(path) #\(iteration)")
                        }
                    } catch {
                        #expect(error.offset <= mutated.count + 2, "\(path) #\(iteration): \(error)")
                    }
                }
            }
            // The whole import path too (FIT, GPX or TCX by content).
            do throws(WorkoutFileError) {
                _ = try WorkoutFiles.read(mutated)
            } catch {
                #expect(!error.description.isEmpty)
            }
        }
    }

    @Test("every truncation of a small FIT file is a value or an error with an offset")
    func everyTruncation() throws {
        let bytes = try SharedData.bytes("fit/corrupt-activity-bad-file-crc.fit")
        for length in 0...bytes.count {
            do throws(FITDecodingError) {
                _ = try FITDecoder(options: .strict).decode(Array(bytes.prefix(length)))
            } catch {
                #expect(error.offset <= length)
            }
        }
    }
}
