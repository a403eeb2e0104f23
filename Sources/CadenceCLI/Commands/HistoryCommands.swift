import CadenceApp
import CadenceCore
import CadenceIntents
import Foundation

/// `cadence history`.
enum HistoryCommand: Subcommand {
    static let spec = CommandSpec(
        name: "history", abstract: "List saved workouts, newest first.",
        usage: "[--limit <N>] [--data-dir <DIR>] [--json]",
        options: [CommandSpec.Option("limit", value: "N", help: "Show at most N workouts.")] + Door.options,
        discussion: """
            --json prints an array of {"id", "workoutStyle", "startDate", "endDate", "duration" (active seconds),
            "totalDistance" (metres), "totalEnergyBurned" (kcal), "averageHeartRate", "laps" (count)}.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("unexpected argument '\(arguments.positionals[0])'")
        }
        var limit: Int?
        if let text = arguments.values["limit"] {
            guard let value = Int(text), value >= 0 else {
                throw UsageError("--limit needs a whole number, got '\(text)'")
            }
            limit = value
        }
        guard let response = await Door.send(HostRequest(op: .history, limit: limit), arguments, context) else {
            return 1
        }
        guard response.ok == true, let entries = response.value?.history else {
            Door.printDialog(response, context)
            return 1
        }
        if arguments.has("json") {
            context.output.out(JSONOutput.string(entries))
            return 0
        }
        if entries.isEmpty {
            context.output.out("No workouts yet. Start one with: cadence start outdoorRun")
            return 0
        }
        context.output.out("ID     Date              Workout            Time      Distance   Avg HR  Laps")
        for e in entries {
            let style = WorkoutStyle(rawValue: e.workoutStyle)?.title ?? e.workoutStyle
            let distance = e.totalDistance.map(Formatting.distance) ?? "-"
            let heartRate = e.averageHeartRate.map { String(Int(saturating: $0.rounded())) } ?? "-"
            context.output.out(
                String(e.id).padding(toLength: 7, withPad: " ", startingAt: 0) + Formatting.dateTime(e.startDate) + "  "
                    + style.padding(toLength: 19, withPad: " ", startingAt: 0)
                    + Formatting.clock(e.duration).padding(toLength: 10, withPad: " ", startingAt: 0)
                    + distance.padding(toLength: 11, withPad: " ", startingAt: 0)
                    + heartRate.padding(toLength: 8, withPad: " ", startingAt: 0) + String(e.laps))
        }
        return 0
    }
}

/// `cadence show ID|latest`.
enum ShowCommand: Subcommand {
    static let spec = CommandSpec(
        name: "show", abstract: "Show one saved workout with its laps and splits.",
        usage: "<id>|latest [--data-dir <DIR>] [--json]",
        arguments: [("id", "A workout id from 'cadence history', or 'latest'.")], options: Door.options,
        discussion: """
            --json prints the history fields with "laps" as a list of laps, plus "splits", "events" (a note is
            a "marker" event with its "note" text), "notes" (date, activeTime, text) and "collectedTotals" (water, steps, strokes:
            {"dietaryWater": {"unit": "mL", "sum": 500}}).
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.count == 1, let reference = arguments.positionals.first else {
            throw UsageError(
                arguments.positionals.isEmpty ? "missing the workout id (or 'latest')" : "expected one workout id")
        }
        let request = HostRequest(intent: ShowWorkout.intentIdentifier, parameters: ["workout": reference])
        guard let reply = await Door.exchange(request, arguments, context) else { return 1 }
        let response = reply.response
        guard response.ok == true, let workout = response.value?.workout else {
            if arguments.has("json") {
                context.output.out(reply.line)
            } else {
                Door.printDialog(response, context)
            }
            return 1
        }
        if arguments.has("json") {
            context.output.out(JSONOutput.string(workout))
            return 0
        }
        context.output.out(WorkoutText.lines(workout).joined(separator: "\n"))
        return 0
    }
}

/// A saved workout as text: the summary, laps and splits.
enum WorkoutText {
    static func lines(_ w: StoredWorkoutValue) -> [String] {
        var lines = [
            "Workout \(w.id): \(w.workoutStyle.title), \(Formatting.dateTime(w.startDate))"
                + (w.title.map { " \u{2014} \(Door.printable($0))" } ?? "")
        ]
        lines.append("  Active time:  \(Formatting.clock(w.duration))")
        if let distance = w.totalDistance, distance > 0, w.workoutStyle.showsDistance {
            lines.append("  Distance:     \(Formatting.distance(distance))")
            // The average over the active time (status shows the latest).
            let speed = w.duration > 0 ? distance / w.duration : nil
            if let rate = Formatting.rate(w.workoutStyle.rateMeasure, metersPerSecond: speed) {
                lines.append("  \(w.workoutStyle.rateMeasure == .speed ? "Speed:        " : "Pace:         ")\(rate)")
            }
        }
        if let heartRate = w.averageHeartRate { lines.append("  Avg heart rate: \(Int(saturating: heartRate.rounded())) bpm") }
        if let energy = w.totalEnergyBurned { lines.append("  Energy:       \(Int(saturating: energy.rounded())) kcal") }
        if let gain = w.elevationGain, w.totalDistance ?? 0 > 0 {
            lines.append("  Elevation gain: \(Formatting.height(gain))")
        }
        for (name, total) in w.collectedTotals.sorted(by: { $0.key < $1.key }) {
            switch name {
            case "dietaryWater":
                lines.append("  Water:        \(Formatting.volume(milliliters: total.sum))")
            case "stepCount":
                lines.append("  Steps:        \(Formatting.count(total.sum))")
            case "swimmingStrokeCount":
                lines.append("  Strokes:      \(Formatting.count(total.sum))")
            default:
                lines.append("  \(name): \(Formatting.count(total.sum)) \(total.unit)")
            }
        }
        if let zones = w.heartRateZones {
            lines.append(
                "  Zones (max \(Int(saturating: zones.maximumHeartRate)) bpm): "
                    + zones.zones.map { "\($0.zone): \(Formatting.clock($0.duration))" }.joined(separator: "  "))
        }
        if !w.laps.isEmpty {
            lines.append("  Laps:")
            for lap in w.laps {
                lines.append(
                    "    \(lap.index). \(Formatting.clock(lap.duration))  \(Formatting.distance(lap.distance))"
                        + (lap.averageHeartRate.map { "  \(Int(saturating: $0.rounded())) bpm" } ?? ""))
            }
        }
        if !w.notes.isEmpty {
            lines.append("  Notes:")
            for note in w.notes { lines.append("    \(Formatting.clock(note.activeTime))  \(Door.printable(note.text))") }
        }
        // Kilometre splits, or mile splits in imperial units.
        let imperial = Formatting.units == .imperial
        let splits = w.splits.filter { $0.unit == (imperial ? "mile" : "kilometer") }
        if !splits.isEmpty {
            lines.append(imperial ? "  Splits (mi):" : "  Splits (km):")
            for split in splits {
                lines.append(
                    "    \(imperial ? "mi" : "km") \(split.index): \(Formatting.clock(split.duration))"
                        + (split.averageHeartRate.map { "  \(Int(saturating: $0.rounded())) bpm" } ?? ""))
            }
        }
        return lines
    }
}
