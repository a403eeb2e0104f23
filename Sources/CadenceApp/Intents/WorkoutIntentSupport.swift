import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// The shared shape of the app's intents: find the controller, run the command, turn the
/// outcome into a code and a dialog.
enum WorkoutIntentSupport {
    typealias Outcome = IntentResultContainer<WorkoutIntentValue>

    /// Runs `body` with the controller, or answers that the app is not running.
    static func withController(
        _ body: (WorkoutController) async throws(WorkoutControlError) -> Outcome
    ) async -> Outcome {
        guard let controller = CadenceAppContext.current?.controller else {
            return .result(
                value: WorkoutIntentValue(code: .failureRequiringAppLaunch),
                dialog: IntentDialog(
                    full: "Cadence isn't running. Start it with cadence serve, then try again.",
                    supporting: "Cadence isn't running"))
        }
        do {
            return try await body(controller)
        } catch {
            let snapshot = await controller.snapshot()
            return .result(
                value: WorkoutIntentValue(code: code(for: error), snapshot: snapshot),
                dialog: dialog(for: error, snapshot))
        }
    }

    static func code(for error: WorkoutControlError) -> WorkoutResponseCode {
        switch error {
        case .ongoingWorkout: .failureOngoingWorkout
        case .noMatchingWorkout, .cancelledDuringCountdown: .failureNoMatchingWorkout
        case .missedDeadline, .journal, .database, .session: .failure
        }
    }

    static func dialog(for error: WorkoutControlError, _ snapshot: WorkoutSnapshot) -> IntentDialog {
        // Resources all the way down, so the dialog catalog says each in the door's locale.
        let title = snapshot.workoutStyle?.title.lowercased() ?? "workout"
        let name = LocalizedStringResource(stringLiteral: title)
        switch error {
        case .ongoingWorkout(let state):
            let article = LocalizedStringResource(stringLiteral: article(title))
            return IntentDialog(
                full: state == .paused
                    ? "You already have \(article) \(name) paused. End it before starting another."
                    : "You already have \(article) \(name) in progress. End it before starting another.",
                supporting: "Workout already in progress")
        case .noMatchingWorkout(let command, let state):
            guard let verb = spokenCommand(command) else {
                // A command without a translation of its own: the sentence whole, in English.
                return IntentDialog(
                    full: LocalizedStringResource(stringLiteral: "Cannot \(command) now: the workout is \(state.name)."),
                    supporting: LocalizedStringResource(stringLiteral: "Can't \(command) now"))
            }
            switch state {
            case .notStarted, .ended:
                return IntentDialog(
                    full: "There's no workout to \(verb). Start one first.", supporting: "No workout in progress")
            case .paused:
                return IntentDialog(full: "Your \(name) is already paused.", supporting: "Already paused")
            case .running:
                return IntentDialog(full: "Your \(name) is already running.", supporting: "Already running")
            case .prepared:
                return IntentDialog(
                    full: "Your \(name) is about to start, so it can't \(verb) yet.", supporting: "Can't \(verb) now")
            case .stopped:
                return IntentDialog(
                    full: "Your \(name) is being saved, so it can't \(verb) now.", supporting: "Can't \(verb) now")
            }
        case .cancelledDuringCountdown:
            return IntentDialog(full: "The workout was cancelled before it started.", supporting: "Cancelled")
        case .missedDeadline:
            return IntentDialog(
                full: "The workout didn't start in time, so nothing was recorded. Try again.",
                supporting: "Not started")
        case .journal, .database, .session:
            // The cause stays as the system wrote it: it is for a bug report, not a translation.
            let cause = LocalizedStringResource(stringLiteral: error.description)
            return IntentDialog(full: "Something went wrong: \(cause)", supporting: "Failed")
        }
    }

    /// A command as a person names it in "there's no workout to …" ("pause", "mark a lap"), as a
    /// resource the dialog catalog translates (`command.pause`: "Pausieren", "暂停"); `nil` for a
    /// command without a translation.
    static func spokenCommand(_ command: String) -> LocalizedStringResource? {
        guard WorkoutControlError.spokenCommands.contains(command) else { return nil }
        return LocalizedStringResource("command.\(command)", defaultValue: command)
    }

    static func article(_ word: String) -> String {
        guard let first = word.lowercased().first else { return "a" }
        return "aeiou".contains(first) || word.hasPrefix("hiit") ? "an" : "a"
    }

    /// The answer when a saved workout named by its ID is not (or no longer) in the history.
    static func notInHistory(_ id: Int64) -> Outcome {
        .result(
            value: WorkoutIntentValue(code: .failureNoMatchingWorkout),
            dialog: IntentDialog(full: "Workout \(id) isn't in your history.", supporting: "Not in history"))
    }

    static func success(_ snapshot: WorkoutSnapshot, workoutID: Int64? = nil, _ dialog: IntentDialog) -> Outcome {
        .result(value: WorkoutIntentValue(code: .success, snapshot: snapshot, workoutID: workoutID), dialog: dialog)
    }

    /// Live numbers as speech and as a short line.
    static func statusDialog(_ snapshot: WorkoutSnapshot) -> IntentDialog {
        guard snapshot.state.isActive, let style = snapshot.workoutStyle else {
            return IntentDialog(
                full: "No workout in progress. Say \"Start a run in Cadence\" to begin.", supporting: "No workout")
        }
        // Each sentence a resource of its own, so the dialog catalog says it in the door's locale.
        let name = LocalizedStringResource(stringLiteral: style.title.lowercased())
        let duration = Formatting.spokenDurationResource(snapshot.elapsedTime)
        let opening: LocalizedStringResource =
            switch snapshot.state {
            case .paused: "Your \(name) is paused at \(duration)."
            case .prepared: "Your \(name) is about to start: \(duration)."
            default: "You've been going for \(duration)."
            }
        var spoken = [opening]
        var short = [Formatting.clock(snapshot.elapsedTime)]
        if let distance = snapshot.distanceMeters, distance > 0, style.showsDistance {
            let covered = Formatting.spokenDistanceResource(distance)
            if let rate = Formatting.spokenRateResource(style.rateMeasure, metersPerSecond: snapshot.speedMetersPerSecond) {
                spoken.append("You've covered \(covered) at \(rate).")
            } else {
                spoken.append("You've covered \(covered).")
            }
            short.append(Formatting.distance(distance))
            if let rate = Formatting.rate(style.rateMeasure, metersPerSecond: snapshot.speedMetersPerSecond) {
                short.append(rate)
            }
        }
        if let heartRate = snapshot.heartRateBPM {
            let bpm = Int(saturating: heartRate.rounded())
            spoken.append("Your heart rate is \(bpm).")
            short.append("\(bpm) bpm")
        }
        if let energy = snapshot.activeEnergyKilocalories, energy >= 1 {
            let calories = Int(saturating: energy.rounded())
            spoken.append("You've burned \(calories) calories.")
            short.append("\(calories) kcal")
        }
        if snapshot.laps > 0 {
            let lap = snapshot.laps + 1
            spoken.append("You're on lap \(lap).")
            short.append("lap \(lap)")
        }
        let full = spoken.dropFirst().reduce(spoken[0]) { sentences, next in "\(sentences) \(next)" }
        return IntentDialog(
            full: full, supporting: LocalizedStringResource(stringLiteral: short.joined(separator: " · ")))
    }
}
