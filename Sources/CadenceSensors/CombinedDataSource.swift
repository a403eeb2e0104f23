import CadenceCore
import Foundation

/// Two sources as one: the first gives what it produces (a GPS: positions, distance, speed), the
/// second gives only `borrowed` types (a simulator's heart rate and energy beside a real GPS,
/// `--source gpsd+simulated-hr`).
public struct CombinedDataSource<Primary: DataSource, Secondary: DataSource>: DataSource {
    public var primary: Primary
    public var secondary: Secondary
    /// The types taken from `secondary`.
    public let borrowed: Set<QuantityType>

    public init(primary: Primary, secondary: Secondary, borrowing borrowed: Set<QuantityType>) {
        self.primary = primary
        self.secondary = secondary
        self.borrowed = borrowed.subtracting(primary.producedTypes)
    }

    public var configuration: WorkoutConfiguration { primary.configuration }
    public var producedTypes: Set<QuantityType> { primary.producedTypes.union(borrowed) }
    public var condition: String? { primary.condition ?? secondary.condition }

    public mutating func start(at date: Date) {
        primary.start(at: date)
        secondary.start(at: date)
    }

    public mutating func samples(through date: Date) -> DataSourceBatch {
        var batch = primary.samples(through: date)
        let other = secondary.samples(through: date)
        batch.samples += other.samples.filter { borrowed.contains($0.quantityType) }
        batch.samples.sort { $0.endDate < $1.endDate }
        return batch
    }

    public mutating func pause(at date: Date) {
        primary.pause(at: date)
        secondary.pause(at: date)
    }

    public mutating func resume(at date: Date) {
        primary.resume(at: date)
        secondary.resume(at: date)
    }
}
