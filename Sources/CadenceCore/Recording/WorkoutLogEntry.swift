import Foundation

/// One entry of a workout's event log, in the order it happened: what the journal stores and
/// what ``WorkoutRecorder`` replays.
public enum WorkoutLogEntry: Sendable, Hashable, Codable {
    /// A session command and its date.
    case command(RecordedCommand)
    /// Quantity samples from the data source (or added by the person, like water).
    case samples([QuantitySample])
    /// Location fixes.
    case locations([LocationSample])
    /// Metadata to merge.
    case metadata([String: String])
    /// A type whose collection was enabled (`true`) or disabled (`false`).
    case collection(QuantityType, enabled: Bool)
    /// An event the reducer decided from samples (auto-pause's `motionPaused`/`motionResumed`).
    case event(WorkoutEvent)
    /// Auto-pause turned on with its rule, or off (nil).
    case autoPause(AutoPause?)
}
