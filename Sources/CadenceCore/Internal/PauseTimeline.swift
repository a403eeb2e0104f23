import Foundation

/// The intervals during which a workout was not active, derived from its events.
///
/// `pause`/`resume` and `motionPaused`/`motionResumed` are tracked separately (a person can
/// pause during an auto-pause); the workout is inactive while either is in effect. A trailing
/// pause with no resume stays open until whatever end the caller asks about, which is how a
/// workout ended while paused does not count its last pause.
struct PauseTimeline: Sendable, Hashable {
    private(set) var closed: [DateInterval] = []
    private(set) var openSince: Date?

    init() {}

    /// Rebuilds the timeline from events sorted by date.
    init(sortedEvents events: [WorkoutEvent]) {
        var manual = false
        var motion = false
        for event in events {
            let wasInactive = manual || motion
            switch event.type {
            case .pause: manual = true
            case .resume: manual = false
            case .motionPaused: motion = true
            case .motionResumed: motion = false
            default: continue
            }
            let isInactive = manual || motion
            if !wasInactive, isInactive {
                openSince = event.date
            } else if wasInactive, !isInactive, let since = openSince {
                closed.append(DateInterval(start: since, end: event.date))
                openSince = nil
            }
        }
    }

    /// Wall time from `start` to `end` minus every inactive interval inside it.
    func activeTime(from start: Date, to end: Date) -> TimeInterval {
        guard end > start else { return 0 }
        var inactive = 0.0
        for interval in closed {
            inactive += overlap(interval.start, interval.end, start, end)
        }
        if let openSince {
            inactive += overlap(openSince, end, start, end)
        }
        return end.timeIntervalSince(start) - inactive
    }

    private func overlap(_ a0: Date, _ a1: Date, _ b0: Date, _ b1: Date) -> TimeInterval {
        let lower = max(a0, b0)
        let upper = min(a1, b1)
        return upper > lower ? upper.timeIntervalSince(lower) : 0
    }
}
