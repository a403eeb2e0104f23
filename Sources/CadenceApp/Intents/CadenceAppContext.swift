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
    /// How the person asked: an explicit command or an exact phrase, or a phrase the matcher
    /// understood by paraphrase. Destructive intents confirm a paraphrase before they act.
    public var request: Request

    /// How a request reached the app.
    public enum Request: Sendable, Hashable {
        /// A command (`cadence end`, the live view's key, the JSON API) or an exact catalog phrase.
        case explicit
        /// A paraphrase: the matcher's lexical or semantic stage decided.
        case understood
    }

    /// Creates a context.
    public init(controller: WorkoutController, request: Request = .explicit) {
        self.controller = controller
        self.request = request
    }

    /// The context of the intent running now, if the app is running.
    @TaskLocal public static var current: CadenceAppContext?
}
