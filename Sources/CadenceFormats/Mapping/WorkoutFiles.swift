import CadenceCore
import Foundation

/// Reading and writing workout files by format.
public enum WorkoutFiles {
    /// Reads a workout from a file's bytes; the format is detected from the content, then the
    /// extension hint. With `samples`, the samples go to it as they are made, in time order, and
    /// the result's ``ImportedWorkout/samples`` is empty: a long file is never held as samples.
    /// With `route` too, the route goes to it and the workout's is empty; a FIT file is then
    /// not held as points either, but read again from `bytes` (``StreamedPoints``), so its
    /// import takes its bytes and 8 more a record.
    public static func read(
        _ bytes: [UInt8], formatHint: WorkoutFileFormat? = nil, samples sink: SampleSink? = nil,
        route routeSink: RouteSink? = nil
    ) throws(WorkoutFileError) -> ImportedWorkout {
        guard let format = WorkoutFileFormat.detect(bytes) ?? formatHint else { throw .unknownFormat }
        switch format {
        case .fit: return try FITWorkoutReader.read(bytes, samples: sink, route: routeSink)
        case .gpx: return try GPXReader.read(bytes, samples: sink, route: routeSink)
        case .tcx: return try TCXReader.read(bytes, samples: sink, route: routeSink)
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
