import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// Sums up a period: "Summarize my workouts last week in Cadence". Without a period, everything.
public struct SummarizeWorkouts: AppIntent {
    public static let title: LocalizedStringResource = "Summarize Workouts"
    /// History is health data: not from a locked screen.
    public static let authenticationPolicy: IntentAuthenticationPolicy = .requiresLocalDeviceAuthentication
    public static let description = IntentDescription("Totals your workouts for a period.")

    /// The period; all time when not given.
    @Parameter(title: "Period")
    public var period: WorkoutSummaryPeriod?

    public init() {}

    public func perform() async throws -> some IntentResult & ReturnsValue<WorkoutIntentValue> & ProvidesDialog {
        let period = self.period
        return await WorkoutIntentSupport.withController { controller throws(WorkoutControlError) in
            let totals = try await controller.totals(for: period?.period)
            let value = WorkoutTotalsValue(
                period: period?.rawValue, startDate: totals.dateInterval.start, endDate: totals.dateInterval.end,
                workouts: totals.workoutCount, duration: totals.duration, totalDistance: totals.distanceMeters,
                totalEnergyBurned: totals.energyKilocalories)
            // Resources all the way down, so the dialog catalog says it in the door's locale.
            let when = period.map { $0.title.lowercased() } ?? "so far"
            let dialog: IntentDialog
            if totals.workoutCount == 0 {
                let none = LocalizedStringResource(stringLiteral: when == "so far" ? "yet" : when)
                dialog = IntentDialog(full: "You have no workouts \(none).", supporting: "No workouts")
            } else {
                let number = totals.workoutCount
                let count: LocalizedStringResource = number == 1 ? "\(number) workout" : "\(number) workouts"
                let opening = LocalizedStringResource(stringLiteral: when.prefix(1).uppercased() + when.dropFirst())
                var details = Formatting.spokenDurationResource(totals.duration)
                var short = "\(count.defaultValue) · \(Formatting.clock(totals.duration))"
                if totals.distanceMeters > 0 {
                    details = "\(details), \(Formatting.spokenDistanceResource(totals.distanceMeters))"
                    short += " · \(Formatting.distance(totals.distanceMeters))"
                }
                if totals.energyKilocalories >= 1 {
                    let calories = Int(saturating: totals.energyKilocalories.rounded())
                    details = "\(details) and \(calories) calories"
                    short += " · \(calories) kcal"
                }
                dialog = IntentDialog(
                    full: "\(opening) you did \(count): \(details).",
                    supporting: LocalizedStringResource(stringLiteral: short))
            }
            return .result(value: WorkoutIntentValue(code: .success, totals: value), dialog: dialog)
        }
    }
}

extension WorkoutSummaryPeriod {
    /// The period's title ("Last Week").
    public var title: String { displayRepresentation.title.defaultValue }
}
