import CadenceCore
import Foundation

/// A workout read from a file: the ``Workout`` (built by CadenceCore's own builder, so its
/// statistics, laps and splits mean what a recorded workout's do) and the samples it was built
/// from, ready for history.
public struct ImportedWorkout: Sendable {
    /// The workout.
    public let workout: Workout
    /// Its samples, in time order (empty when they went to a ``SampleSink``).
    public let samples: [QuantitySample]
    /// The format it came from.
    public let format: WorkoutFileFormat
    /// Things that were read but not understood, one line each.
    public let warnings: [String]
}

/// Where a reader sends a workout's samples as it makes them, in time order, when they should not
/// be held (``WorkoutFiles/read(_:formatHint:samples:route:)``): a long file's samples go to history
/// batch by batch.
public typealias SampleSink = ([QuantitySample]) -> Void

/// Where a reader sends a workout's route as it makes it, in time order, a batch of fixes at a
/// time, when it should not be held (``WorkoutFiles/read(_:formatHint:samples:route:)``): the
/// workout it returns then has an empty route.
public typealias RouteSink = ([LocationSample]) -> Void

/// The file formats Cadence reads and writes.
public enum WorkoutFileFormat: String, Sendable, Hashable, CaseIterable {
    case fit, gpx, tcx

    /// The format for a file name's extension.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }

    /// The format by content: a FIT header, or the XML root element.
    public static func detect(_ bytes: [UInt8]) -> WorkoutFileFormat? {
        if bytes.count >= 12, bytes[8] == 0x2E, bytes[9] == 0x46, bytes[10] == 0x49, bytes[11] == 0x54 { return .fit }
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        if head.contains("<gpx") { return .gpx }
        if head.contains("<TrainingCenterDatabase") { return .tcx }
        return nil
    }
}

/// Why a workout file could not be imported or exported.
public enum WorkoutFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not in a format Cadence reads.
    case unknownFormat
    case fit(FITDecodingError)
    case xml(XMLReadError)
    /// The file is well-formed but holds no workout (no track points, no records).
    case noWorkout(String)
    /// The workout could not be rebuilt.
    case invalid(String)
    /// What the file describes cannot be a workout (longer than seven days, faster than its
    /// sport allows); the reason says what and where.
    case implausible(String)

    public var description: String {
        switch self {
        case .unknownFormat: "not a FIT, GPX or TCX file"
        case .fit(let error): error.description
        case .xml(let error): error.description
        case .noWorkout(let reason): "no workout in the file: \(reason)"
        case .invalid(let reason): "the workout cannot be rebuilt: \(reason)"
        case .implausible(let reason): "not a plausible workout: \(reason)"
        }
    }
}
