/// The authentication an intent needs before it runs (App Intents' `IntentAuthenticationPolicy`).
///
/// On Linux there is no device lock to consult; a door says instead whether it acts for a locked
/// screen (the locked live view's keys, a lock-screen automation): ``IntentRunner/runsOnLockedDevice``.
/// An intent whose policy is not ``alwaysAllowed`` is refused from such a door, with a dialog
/// asking to run it from an unlocked one.
public enum IntentAuthenticationPolicy: Sendable, Hashable {
    /// Runs at any time, locked or not (the default).
    case alwaysAllowed
    /// Needs the person to have authenticated on some device.
    case requiresAuthentication
    /// Needs the device that runs it to be unlocked.
    case requiresLocalDeviceAuthentication
}
