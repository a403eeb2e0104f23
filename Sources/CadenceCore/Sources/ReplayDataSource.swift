import Foundation

/// Replays a recorded workout as if it were happening now: its samples and route arrive as
/// time passes, at their recorded spacing (pauses in the recording are skipped), shifted to
/// start when the source starts. With the owner's time running F times faster, so does the
/// replay — a recorded run can be tested without moving.
public struct ReplayDataSource: DataSource {
    public let configuration: WorkoutConfiguration
    public let producedTypes: Set<QuantityType>

    private struct Item {
        /// Active seconds from the recording's start to the sample's end.
        let offset: TimeInterval
        let duration: TimeInterval
        let sample: QuantitySample?
        let location: LocationSample?
    }

    private let items: [Item]
    private var next = 0
    private var anchor: Date?
    private var pausedAt: Date?
    private var played: TimeInterval = 0

    /// Creates a replay of a workout's samples and route.
    /// - Parameters:
    ///   - workout: the recording (its start, pauses and route).
    ///   - samples: its samples.
    ///   - configuration: the configuration of the workout it feeds (defaults to the recording's).
    public init(workout: Workout, samples: [QuantitySample], configuration: WorkoutConfiguration? = nil) {
        self.configuration = configuration ?? workout.configuration
        let timeline = PauseTimeline(sortedEvents: workout.events.sorted { $0.date < $1.date })
        func active(_ date: Date) -> TimeInterval {
            timeline.activeTime(from: workout.startDate, to: max(date, workout.startDate))
        }
        var items = samples.map { sample in
            Item(
                offset: active(sample.endDate), duration: sample.endDate.timeIntervalSince(sample.startDate),
                sample: sample,
                location: nil)
        }
        items += workout.route.map { Item(offset: active($0.timestamp), duration: 0, sample: nil, location: $0) }
        self.items = items.sorted { $0.offset < $1.offset }
        self.producedTypes = Set(samples.map(\.quantityType))
    }

    /// How much of the recording has been replayed, in active seconds.
    public var replayedTime: TimeInterval { played }
    /// The length of the recording in active seconds.
    public var recordingLength: TimeInterval { items.last?.offset ?? 0 }
    /// Whether every sample has been replayed.
    public var isFinished: Bool { next >= items.count }

    public mutating func start(at date: Date) {
        anchor = date
        pausedAt = nil
    }

    public mutating func pause(at date: Date) {
        _ = samples(through: date)
        pausedAt = date
    }

    public mutating func resume(at date: Date) {
        if let pausedAt, let anchor { self.anchor = anchor.addingTimeInterval(date.timeIntervalSince(pausedAt)) }
        pausedAt = nil
    }

    public mutating func samples(through date: Date) -> DataSourceBatch {
        var batch = DataSourceBatch()
        guard pausedAt == nil, let anchor else { return batch }
        played = max(played, date.timeIntervalSince(anchor))
        while next < items.count, items[next].offset <= played {
            let item = items[next]
            next += 1
            let end = anchor.addingTimeInterval(item.offset)
            if let sample = item.sample {
                batch.samples.append(
                    QuantitySample(
                        type: sample.quantityType, quantity: sample.quantity,
                        start: max(anchor, end.addingTimeInterval(-item.duration)),
                        end: end))
            } else if let fix = item.location {
                batch.locations.append(
                    LocationSample(
                        latitude: fix.latitude, longitude: fix.longitude, altitude: fix.altitude,
                        horizontalAccuracy: fix.horizontalAccuracy, speed: fix.speed, course: fix.course, timestamp: end
                    ))
            }
        }
        return batch
    }
}
