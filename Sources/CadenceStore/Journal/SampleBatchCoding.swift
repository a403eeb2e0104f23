import CadenceCore
import Foundation

/// The journal's bulk form of quantity samples: one row (kind 6) holds a group commit's run of
/// samples as a blob, so that recovery decodes memory instead of stepping through a row per
/// sample (SQLite's per-row cost alone is most of a second for a day at 1 Hz).
///
/// A blob is a sequence of 25-byte records, little-endian: the type's ``QuantityType/ordinal``
/// (one byte), the start and end as seconds since the reference date (`Float64`), and the value
/// in the type's canonical unit (`Float64`). The ordinals are part of the format and never change.
enum SampleBatchCoding {
    /// Bytes per sample.
    static let recordSize = 25

    static func encode(_ samples: ArraySlice<QuantitySample>) -> Data {
        var bytes = [UInt8]()
        bytes.reserveCapacity(samples.count * recordSize)
        for sample in samples {
            bytes.append(UInt8(truncatingIfNeeded: sample.quantityType.ordinal))
            append(sample.startDate.timeIntervalSinceReferenceDate, to: &bytes)
            append(sample.endDate.timeIntervalSinceReferenceDate, to: &bytes)
            append(sample.canonicalValue, to: &bytes)
        }
        return Data(bytes)
    }

    private static func append(_ value: Double, to bytes: inout [UInt8]) {
        let bits = value.bitPattern.littleEndian
        withUnsafeBytes(of: bits) { bytes.append(contentsOf: $0) }
    }

    /// Why a blob is not a batch this code wrote.
    struct Malformed: Error {
        let reason: String
    }

    /// Decodes a blob, appending its samples to `samples`.
    static func decode(_ blob: UnsafeRawBufferPointer, into samples: inout [QuantitySample]) throws(Malformed) {
        guard blob.count % recordSize == 0 else {
            throw Malformed(reason: "a sample batch of \(blob.count) bytes is not a whole number of \(recordSize)-byte records")
        }
        let types = QuantityType.allCases
        samples.reserveCapacity(samples.count + blob.count / recordSize)
        var offset = 0
        while offset < blob.count {
            let ordinal = Int(blob[offset])
            guard ordinal < types.count else {
                throw Malformed(reason: "record \(offset / recordSize) names quantity type \(ordinal), which does not exist")
            }
            let start = double(blob, at: offset + 1)
            let end = double(blob, at: offset + 9)
            let value = double(blob, at: offset + 17)
            guard start.isFinite, end.isFinite else {
                throw Malformed(reason: "record \(offset / recordSize) has a date that is not a finite number")
            }
            samples.append(
                QuantitySample(
                    type: types[ordinal], canonicalValue: value, start: Date(timeIntervalSinceReferenceDate: start),
                    end: Date(timeIntervalSinceReferenceDate: end)))
            offset += recordSize
        }
    }

    private static func double(_ blob: UnsafeRawBufferPointer, at offset: Int) -> Double {
        Double(bitPattern: UInt64(littleEndian: blob.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
    }
}
