import CadenceCore
import CadenceIntents
import CadenceStore
import Foundation

/// What the app's intents reach when they run: the one session owner. The host sets it around
/// every intent it runs (a task-local, inherited by the tasks the intent starts), so an intent
/// is a plain value with `init()`, as App Intents wants, and still finds the controller.
public struct CadenceAppContext: Sendable {
    /// The session owner.
    public let controller: WorkoutController

    /// Creates a context.
    public init(controller: WorkoutController) { self.controller = controller }

    /// The context of the intent running now, if the app is running.
    @TaskLocal public static var current: CadenceAppContext?
}
