import CadenceCore
import Foundation

/// Tick positions and labels for one axis: round steps a person reads at a glance.
struct ChartAxis: Sendable {
    /// The drawn range (the data's, widened to whole steps for value axes).
    let range: ClosedRange<Double>
    /// Where the ticks are, with their labels.
    let ticks: [(value: Double, label: String)]

    /// An elapsed-time axis from 0 to `seconds`: ticks every 1, 2, 5, 10, 15, 30 minutes or
    /// 1, 2, 3, 6 hours, at most eight.
    static func time(upTo seconds: Double) -> ChartAxis {
        stepped(upTo: seconds, steps: [10, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200]) { value, _ in
            ReportFormat.clock(value)
        }
    }

    /// A distance axis from 0 to `meters`, in metres under 2 km and kilometres above.
    static func distance(upTo meters: Double) -> ChartAxis {
        if ReportFormat.units == .imperial {
            let mile = MeasurementSystem.metersPerMile
            return stepped(upTo: meters, steps: [0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200].map { $0 * mile }) {
                value, step in
                ReportFormat.number(value / mile, digits: step < 0.1 * mile ? 2 : step < mile ? 1 : 0) + " mi"
            }
        }
        return stepped(upTo: meters, steps: [50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100_000, 200_000, 500_000]) {
            value, step in step < 1000 ? "\(Int(saturating: value)) m" : "\(ReportFormat.number(value / 1000)) km"
        }
    }

    /// An axis from 0 to `upper` with the smallest of `steps` that gives at most eight ticks (ten
    /// times the largest beyond them).
    private static func stepped(upTo upper: Double, steps: [Double], label: (Double, Double) -> String) -> ChartAxis {
        let upper = upper.isFinite ? max(upper, 1) : 1
        // Never more than about eight ticks, whatever a stored value says.
        let step = steps.first { upper / $0 <= 8 } ?? max((steps.last ?? 1) * 10, upper / 8)
        return ChartAxis(range: 0...upper, ticks: stride(from: 0, through: upper, by: step).map { ($0, label($0, step)) })
    }

    /// A value axis over `low…high`, widened to about four round steps (1, 2, 2.5 or 5 × 10ⁿ;
    /// for clock values 5, 10, 15, 30 s or 1, 2, 5, 10 min).
    static func values(_ low: Double, _ high: Double, clock: Bool, format: (Double) -> String) -> ChartAxis {
        // Values past ±1e12 (a damaged store) are drawn at the edge: the axis stays finite.
        var low = low.isFinite ? min(max(low, -1e12), 1e12) : 0
        var high = high.isFinite ? min(max(high, -1e12), 1e12) : 1
        if !(high > low) {
            low -= 1
            high += 1
        }
        let span = high - low
        let step: Double
        if clock {
            let steps: [Double] = [5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600]
            step = steps.first { span / $0 <= 5 } ?? 7200
        } else {
            let magnitude = pow(10, (log10(span / 4)).rounded(.down))
            step = [1, 2, 2.5, 5, 10].map { $0 * magnitude }.first { span / $0 <= 5 } ?? 10 * magnitude
        }
        let lower = (low / step).rounded(.down) * step
        let upper = max((high / step).rounded(.up) * step, lower + step)
        return ChartAxis(
            range: lower...upper, ticks: stride(from: lower, through: upper + step / 1000, by: step).map { ($0, format($0)) })
    }
}
