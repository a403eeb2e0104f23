import CadenceCore
import Foundation

/// Reading and writing workout files by format.
public enum WorkoutFiles {
    /// Reads a workout from a file's bytes; the format is detected from the content, then the
    /// extension hint. With `samples`, the samples go to it as they are made, in time order, and
    /// the result's ``ImportedWorkout/samples`` is empty: a long file is never held as samples.
    public static func read(
        _ bytes: [UInt8], formatHint: WorkoutFileFormat? = nil, samples sink: SampleSink? = nil
    ) throws(WorkoutFileError) -> ImportedWorkout {
        guard let format = WorkoutFileFormat.detect(bytes) ?? formatHint else { throw .unknownFormat }
        switch format {
        case .fit: return try FITWorkoutReader.read(bytes, samples: sink)
        case .gpx: return try GPXReader.read(bytes, samples: sink)
        case .tcx: return try TCXReader.read(bytes, samples: sink)
        }
    }

    /// Writes a workout in a format.
    public static func write(_ workout: Workout, samples: [QuantitySample], format: WorkoutFileFormat, name: String)
        throws(WorkoutFileError)
        -> Data
    {
        switch format {
        case .fit:
            return FITEncoder().encode(workout, samples: samples)
        case .gpx:
            do {
                return try GPXWriter.encode(workout, samples: samples, name: name)
            } catch {
                throw .invalid(error.description)
            }
        case .tcx:
            return TCXWriter.encode(workout, samples: samples)
        }
    }
}
