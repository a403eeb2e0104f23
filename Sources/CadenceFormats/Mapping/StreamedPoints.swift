import CadenceCore
import Foundation

/// A long file's points, read again from its bytes for each pass instead of held, when an
/// import writes to history as it reads (``WorkoutFiles/read(_:formatHint:samples:route:)`` with
/// both sinks): only the records' dates stay, 8 bytes a record where a held point takes 80 and
/// its route fix 80 more.
///
/// A reader streams only records already in time order, with a sport and real dates; for any
/// other file the draft holds its points, sorts them and infers what it must.
struct StreamedPoints: Sendable {
    /// Every record's date, in file order (which is time order).
    let dates: [Date]
    /// The records the time checks keep (``ActivityDraft/applyPlausibility()``).
    var kept: Range<Int>
    /// Reads the file's points again in file order, each to `visit`, until `visit` says `false`.
    let replay: @Sendable (_ visit: (TrackPoint) -> Bool) -> Void

    init(dates: [Date], replay: @escaping @Sendable (_ visit: (TrackPoint) -> Bool) -> Void) {
        self.dates = dates
        self.kept = dates.indices
        self.replay = replay
    }

    /// The first and the last kept record's dates.
    var firstDate: Date? { kept.first.map { dates[$0] } }
    var lastDate: Date? { kept.last.map { dates[$0] } }

    /// Calls `body` with each kept point, in time order, until it says `false`.
    ///
    /// - Throws: what `body` throws, or ``WorkoutBuilderError/sampleRejected(index:reason:)``
    ///   when the bytes read differently than the first time (which a deterministic decoder
    ///   never does).
    func forEachKept(_ body: (inout TrackPoint) throws(WorkoutBuilderError) -> Bool) throws(WorkoutBuilderError) {
        var index = 0
        var stopped = false
        var failure: WorkoutBuilderError?
        replay { point in
            defer { index += 1 }
            guard index < kept.upperBound else { return false }
            guard index >= kept.lowerBound else { return true }
            guard point.date == dates[index] else {
                failure = .sampleRejected(index: index, reason: "the file's records read differently the second time")
                return false
            }
            var point = point
            do throws(WorkoutBuilderError) {
                stopped = try !body(&point)
            } catch {
                failure = error
                return false
            }
            return !stopped
        }
        if let failure { throw failure }
        if !stopped, index < kept.upperBound {
            throw .sampleRejected(index: index, reason: "the file's records ended early the second time")
        }
    }

    /// Whether any kept point, its values checked, satisfies `predicate`.
    func contains(activity: WorkoutActivityType, where predicate: (TrackPoint) -> Bool) throws(WorkoutBuilderError)
        -> Bool
    {
        var found = false
        var checks = PointChecks(activity: activity)
        try forEachKept { (point: inout TrackPoint) throws(WorkoutBuilderError) -> Bool in
            checks.apply(to: &point)
            found = predicate(point)
            return !found
        }
        return found
    }
}
