import CadenceCore

/// Asks the person to allow reading and writing health data. On Apple platforms this is
/// HealthKit's authorization sheet; here it is whatever the host provides. The controller asks
/// only after the session is running: a start never waits on a sheet.
public protocol HealthAuthorization: Sendable {
    /// Asks for the types; returns whether they were granted.
    func requestAuthorization(toShare: Set<QuantityType>, read: Set<QuantityType>) async -> Bool
}

/// Grants everything at once (a terminal has no sheet to show).
public struct AutomaticHealthAuthorization: HealthAuthorization {
    public init() {}
    public func requestAuthorization(toShare: Set<QuantityType>, read: Set<QuantityType>) async -> Bool { true }
}
