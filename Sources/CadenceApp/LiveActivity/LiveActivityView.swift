import CadenceCore
import CadenceIntents
import Foundation

/// The Live Activity of this system, as text: what the live view draws for a snapshot.
///
/// Full: state, elapsed time, heart rate, pace or speed, distance, energy, current lap. Locked
/// (the privacy degrade, as a Lock Screen activity shows only elapsed time when health data may
/// not be shown): state and elapsed time only, on every update, the end included — no workout
/// name, no message (an answer such as "Saved Outdoor Run: 2:42 · 528 m" carries health data).
public enum LiveActivityView {
    /// The keys the view answers to, and the intents they send (what a `LiveActivityIntent`
    /// button would run).
    public static let keys: [(key: Character, label: String, intent: String)] = [
        ("p", "pause", PauseWorkout.intentIdentifier), ("r", "resume", ResumeWorkout.intentIdentifier),
        ("l", "lap", MarkLap.intentIdentifier), ("e", "end", EndWorkout.intentIdentifier),
    ]

    /// The key for the single press (`cadence action`): start, or the next action (a lap).
    public static let actionKey: Character = "a"

    /// The view for a terminal of `columns` × `rows`: the boxed view from 50 columns, a compact
    /// one without the box from 30, one line below that; never wider than the terminal and cut
    /// to its height (the key help and message last to go).
    public static func screen(
        _ snapshot: WorkoutSnapshot, locked: Bool, message: String?, columns: Int, rows: Int
    ) -> [String] {
        let width = max(1, columns)
        var lines: [String]
        if width >= 50 {
            lines = screen(snapshot, locked: locked, message: message, wideHelp: width >= keyHelp(wide: true).count)
        } else if width >= 30 {
            lines = compact(snapshot, locked: locked, message: message)
        } else {
            lines = [line(snapshot, locked: locked)]
        }
        lines = lines.map { $0.count > width ? String($0.prefix(width - 1)) + "…" : $0 }
        return Array(lines.prefix(max(1, rows)))
    }

    /// Under 50 columns: the same rows, without the box.
    static func compact(_ snapshot: WorkoutSnapshot, locked: Bool, message: String?) -> [String] {
        let title = locked ? "Workout" : snapshot.workoutStyle?.title ?? "No workout"
        var lines = ["\(title) · \(stateName(snapshot))"]
        for (label, value) in rows(snapshot, locked: locked) {
            lines.append(label.padding(toLength: 11, withPad: " ", startingAt: 0) + value)
        }
        if locked { lines.append("Locked: health data hidden") }
        if let condition = condition(snapshot) { lines.append(condition) }
        lines.append(keys.map { String($0.key) }.joined(separator: " ") + " \(actionKey) q")
        if let message, !locked { lines.append(message) }
        return lines
    }

    /// The source's condition while a workout is active ("GPS: no fix"): not health data, so the
    /// locked view shows it too.
    private static func condition(_ snapshot: WorkoutSnapshot) -> String? {
        snapshot.state.isActive ? snapshot.sourceCondition : nil
    }

    private static func stateName(_ snapshot: WorkoutSnapshot) -> String {
        if snapshot.autoPaused { return "AUTO-PAUSED" }
        return snapshot.state.isActive || snapshot.state == .ended ? snapshot.state.name.uppercased() : "WAITING"
    }

    private static func rows(_ snapshot: WorkoutSnapshot, locked: Bool) -> [(String, String)] {
        var rows: [(String, String)] = [("Elapsed", Formatting.clock(snapshot.elapsedTime))]
        if !locked {
            if snapshot.laps > 0 || snapshot.state.isActive {
                rows.append(("Lap", "\(snapshot.laps + 1)   \(Formatting.clock(snapshot.currentLapElapsedTime))"))
            }
            rows.append(
                (
                    "Heart rate",
                    snapshot.heartRateBPM.map {
                        "\(Int(saturating: $0.rounded())) bpm" + (snapshot.heartRateZone.map { "  zone \($0)" } ?? "")
                    } ?? "–"
                ))
            if snapshot.workoutStyle?.showsDistance ?? true {
                if snapshot.workoutStyle?.rateMeasure != WorkoutStyle.RateMeasure.none { rows.append(rateRow(snapshot)) }
                rows.append(("Distance", snapshot.distanceMeters.map(Formatting.distance) ?? "–"))
            }
            rows.append(("Energy", snapshot.activeEnergyKilocalories.map { "\(Int(saturating: $0.rounded())) kcal" } ?? "–"))
            if let split = snapshot.announcement, snapshot.workoutStyle?.showsDistance ?? true {
                rows.append(
                    (
                        "Last split",
                        "\(split.unit == .kilometer ? "km" : "mi") \(split.index)  \(Formatting.clock(split.splitTime))"
                            + (split.averageHeartRate.map { "  \(Int(saturating: $0.rounded())) bpm" } ?? "")
                    ))
            }
        }
        return rows
    }

    /// The key help: spaced out when there is room, closer when not.
    static func keyHelp(wide: Bool) -> String {
        let gap = wide ? "   " : " "
        return "  " + (keys.map { "\($0.key) \($0.label)" } + ["\(actionKey) action", "q quit"]).joined(separator: gap)
    }

    /// The full-screen view: a box of rows, the key help, and a message line.
    public static func screen(_ snapshot: WorkoutSnapshot, locked: Bool, message: String?) -> [String] {
        screen(snapshot, locked: locked, message: message, wideHelp: true)
    }

    static func screen(_ snapshot: WorkoutSnapshot, locked: Bool, message: String?, wideHelp: Bool) -> [String] {
        let title = locked ? "Workout" : snapshot.workoutStyle?.title ?? "No workout"
        let state = stateName(snapshot)
        let rows = rows(snapshot, locked: locked)
        let header = " Cadence · \(title) "
        let badge = " \(state) "
        let inner = max(42, header.count + badge.count + 2)
        var lines = ["╭" + header + String(repeating: "─", count: inner - header.count - badge.count) + badge + "╮"]
        for (label, value) in rows {
            lines.append(
                "│"
                    + ("  " + label.padding(toLength: 13, withPad: " ", startingAt: 0) + value).padding(
                        toLength: inner, withPad: " ", startingAt: 0) + "│")
        }
        lines.append("╰" + String(repeating: "─", count: inner) + "╯")
        if locked { lines.append("  Locked: health data hidden") }
        if let condition = condition(snapshot) { lines.append("  " + condition) }
        lines.append(keyHelp(wide: wideHelp))
        if let message, !locked { lines.append("  " + message) }
        return lines
    }

    /// One line per update, for a pipe or a log.
    public static func line(_ snapshot: WorkoutSnapshot, locked: Bool) -> String {
        var parts = [snapshot.state.name, Formatting.clock(snapshot.elapsedTime)]
        if !locked {
            if let distance = snapshot.distanceMeters, snapshot.workoutStyle?.showsDistance ?? true {
                parts.append(Formatting.distance(distance))
            }
            let rate = rateRow(snapshot).1
            if rate != "–" { parts.append(rate) }
            if let heartRate = snapshot.heartRateBPM { parts.append("\(Int(saturating: heartRate.rounded())) bpm") }
            if let energy = snapshot.activeEnergyKilocalories { parts.append("\(Int(saturating: energy.rounded())) kcal") }
            if snapshot.state.isActive { parts.append("lap \(snapshot.laps + 1)") }
        }
        if let condition = condition(snapshot) { parts.append(condition) }
        return parts.joined(separator: " · ")
    }

    /// The style's rate (``WorkoutStyle/rateMeasure``: pace per km, per 100 m or per 500 m,
    /// or speed) from the latest speed sample when the source measures speed, else the average
    /// so far; "–" for styles without a rate.
    package static func rateRow(_ snapshot: WorkoutSnapshot) -> (String, String) {
        let measure = snapshot.workoutStyle?.rateMeasure ?? .pace(per: 1000)
        let text = Formatting.rate(measure, metersPerSecond: snapshot.speedMetersPerSecond) ?? "–"
        switch measure {
        case .speed: return ("Speed", text)
        case .pace, .none: return ("Pace", text)
        }
    }
}
