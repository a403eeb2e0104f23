import CadenceCore
import CadenceIntents
import CadenceReport
import CadenceStore
import Foundation

extension WorkoutStyle {
    /// The rate the report charts and tabulates for this style (``rateMeasure``, as every door).
    public var reportRate: ReportRate {
        switch rateMeasure {
        case .pace(let meters):
            let distance = Formatting.paceDistance(per: meters)
            return .pace(per: distance.meters, label: distance.label)
        case .speed: return .speed
        case .none: return .none
        }
    }
}

extension WorkoutArchive {
    /// One saved workout as a self-contained HTML page (``WorkoutReport``), zones from
    /// `settings` (``CadenceSettings/heartRateZones``).
    public func report(id: Int64, settings: CadenceSettings, calendar: Calendar = .current) throws(ArchiveError)
        -> String
    {
        let (stored, samples) = try workoutWithSamples(id: id)
        let style = WorkoutStyle(configuration: stored.workout.configuration)
        let title = stored.workout.metadata["title"].map { "\($0) (\(style.title))" } ?? style.title
        let zones = settings.heartRateZones
        let presentation = ReportPresentation(
            title: "\(title), \(Formatting.day(stored.workout.startDate, calendar: calendar))", rate: style.reportRate,
            zones: zones.zones, zonesBasis: zones.basis, calendar: calendar, units: Formatting.units)
        return WorkoutReport(workout: stored.workout, samples: samples, presentation: presentation).html()
    }

    /// The workouts of a calendar period around `now` as one HTML page (``PeriodReport``).
    public func periodReport(_ period: WorkoutSummaryPeriod, now: Date, calendar: Calendar = .current)
        throws(ArchiveError) -> String
    {
        let interval = period.period.dateInterval(containing: now, calendar: calendar)
        do {
            let entries = try store.workouts(in: interval).map { summary throws(DatabaseError) in
                let style = WorkoutStyle(configuration: summary.configuration)
                var trace = try store.samples(workoutID: summary.id, type: .heartRate, maxPoints: 48).map(\.canonicalValue)
                if trace.isEmpty, let distance = QuantityType.distanceType(for: summary.configuration.activityType) {
                    trace = try store.samples(workoutID: summary.id, type: distance, maxPoints: 48).map(\.canonicalValue)
                }
                return PeriodReport.Entry(
                    id: summary.id, title: summary.metadata["title"] ?? style.title,
                    startDate: summary.startDate, duration: summary.duration,
                    distanceMeters: summary.totalDistanceMeters, energyKilocalories: summary.totalEnergyKilocalories,
                    averageHeartRateBPM: summary.averageHeartRateBPM, sparkline: trace)
            }
            return PeriodReport(
                title: WorkoutSummaryPeriod.caseDisplayRepresentations[period]?.title.defaultValue ?? period.rawValue,
                interval: interval, entries: entries, calendar: calendar, units: Formatting.units
            ).html()
        } catch {
            throw .database(error)
        }
    }

    /// "cadence-2026-03-01-outdoorRun-7.html".
    public func defaultReportName(id: Int64) throws(ArchiveError) -> String {
        guard let summary = try? store.summary(id: id) else { throw .noSuchWorkout(id) }
        let style = WorkoutStyle(configuration: summary.configuration).rawValue
        return "cadence-\(Formatting.day(summary.startDate))-\(style)-\(id).html"
    }

    /// "cadence-thisMonth-2026-12-01.html": the period and its first day.
    public static func defaultReportName(
        _ period: WorkoutSummaryPeriod, now: Date, calendar: Calendar = .current
    ) -> String {
        let interval = period.period.dateInterval(containing: now, calendar: calendar)
        return "cadence-\(period.rawValue)-\(Formatting.day(interval.start, calendar: calendar)).html"
    }
}
