/// When the journal makes samples durable.
///
/// A command is always committed with a full sync before it is acknowledged. Samples are
/// group-committed: at the latest when the oldest pending sample has waited ``lossWindow``, or
/// when ``maxPendingSamples`` are pending, whichever comes first. A crash therefore loses at
/// most one loss window of samples and nothing that was acknowledged.
public struct JournalPolicy: Sendable, Hashable {
    /// The longest a sample may wait before it is durable (default 1 s).
    public var lossWindow: Duration
    /// The most samples (and location fixes) kept pending before a commit (default 1,024).
    public var maxPendingSamples: Int

    /// Creates a policy.
    public init(lossWindow: Duration = .seconds(1), maxPendingSamples: Int = 1024) {
        self.lossWindow = lossWindow
        self.maxPendingSamples = maxPendingSamples
    }

    /// The default: 1 s, 1,024 samples.
    public static let `default` = JournalPolicy()
}
