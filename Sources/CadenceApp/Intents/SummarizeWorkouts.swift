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
            let when = period.map { $0.title.lowercased() } ?? "so far"
            let dialog: IntentDialog
            if totals.workoutCount == 0 {
                dialog = IntentDialog(
                    full: LocalizedStringResource(
                        stringLiteral: "You have no workouts \(when == "so far" ? "yet" : when)."),
                    supporting: "No workouts")
            } else {
                let count = "\(totals.workoutCount) workout\(totals.workoutCount == 1 ? "" : "s")"
                var spoken =
                    "\(when.prefix(1).uppercased() + when.dropFirst()) you did \(count): \(Formatting.spokenDuration(totals.duration))"
                var short = "\(count) · \(Formatting.clock(totals.duration))"
                if totals.distanceMeters > 0 {
                    spoken += ", \(Formatting.spokenDistance(totals.distanceMeters))"
                    short += " · \(Formatting.distance(totals.distanceMeters))"
                }
                if totals.energyKilocalories >= 1 {
                    spoken += " and \(Int(saturating: totals.energyKilocalories.rounded())) calories"
                    short += " · \(Int(saturating: totals.energyKilocalories.rounded())) kcal"
                }
                dialog = IntentDialog(
                    full: LocalizedStringResource(stringLiteral: spoken + "."),
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
