import Foundation
import Synchronization

/// Records intents the person ran, so the system can suggest them, and keeps the next action —
/// the intent a further Action-button press runs during a workout (App Intents'
/// `IntentDonationManager`). Only the most recent next action counts.
public final class IntentDonationManager: Sendable {
    /// The shared manager.
    public static let shared = IntentDonationManager()

    /// One donation.
    public struct Donation: Sendable {
        /// The donated intent.
        public let intent: any AppIntent
        /// Its identifier ("MarkLap").
        public let intentIdentifier: String
        /// The result it had, if donated with one.
        public let result: (any IntentResult)?
    }

    private struct State {
        var donations: [Donation] = []
        var nextAction: (any AppIntent)?
    }

    private let state = Mutex(State())
    /// How many donations are remembered (the oldest are dropped).
    public let capacity: Int

    /// Creates a manager (tests make their own; the app uses ``shared``).
    public init(capacity: Int = 100) {
        self.capacity = max(1, capacity)
    }

    /// Donates an intent the person ran. It becomes the next action.
    public func donate<I: AppIntent>(intent: I) {
        record(Donation(intent: intent, intentIdentifier: I.intentIdentifier, result: nil))
    }

    /// Donates an intent with its result; a result's `actionButtonIntent` becomes the next action.
    public func donate<I: AppIntent>(intent: I, result: some IntentResult) {
        record(Donation(intent: intent, intentIdentifier: I.intentIdentifier, result: result))
    }

    private func record(_ donation: Donation) {
        state.withLock { state in
            state.donations.append(donation)
            if state.donations.count > capacity { state.donations.removeFirst(state.donations.count - capacity) }
            state.nextAction = donation.result?.actionButtonIntent ?? donation.intent
        }
    }

    /// Deletes the donations of one intent type.
    public func deleteDonations<I: AppIntent>(matching intentType: I.Type) {
        state.withLock { state in
            state.donations.removeAll { $0.intentIdentifier == I.intentIdentifier }
            if let next = state.nextAction, type(of: next).intentIdentifier == I.intentIdentifier {
                state.nextAction = nil
            }
        }
    }

    /// The donations remembered, oldest first.
    public var donations: [Donation] { state.withLock { $0.donations } }

    /// The intent the next Action-button press runs: the most recent donation.
    public var nextAction: (any AppIntent)? { state.withLock { $0.nextAction } }
}
