// The kinds of intent Apple's system gives a role (App Intents' "App intent types"). On Linux
// there is no widget, control centre or audio session for them to plug into: each is an
// ``AppIntent`` a door runs, with the Linux meaning said on it.

/// An intent that configures a widget (App Intents' `WidgetConfigurationIntent`): its
/// parameters are the widget's settings. On Linux there are no widgets; it runs like any intent.
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent that configures a control (App Intents' `ControlConfigurationIntent`, iOS 18).
/// On Linux there is no Control Center; it runs like any intent.
public protocol ControlConfigurationIntent: AppIntent {}

/// An intent that sets a value, such as a toggle's (App Intents' `SetValueIntent`): the runner
/// sets ``value`` (a `@Parameter`) like any parameter before `perform()`.
public protocol SetValueIntent: SystemIntent {
    /// The value's type.
    associatedtype ValueType: Sendable
    /// The value to set.
    var value: ValueType { get set }
}

/// An intent that plays audio (App Intents' `AudioPlaybackIntent`). On Linux the app plays it
/// itself; the runner treats it as any intent.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that starts recording audio (App Intents' `AudioRecordingIntent`). On Linux the
/// app records itself; the runner treats it as any intent.
public protocol AudioRecordingIntent: SystemIntent {}

/// An intent that deletes entities (App Intents' `DeleteIntent`). **On Linux** it is destructive
/// by declaration: the ``IntentRunner`` asks before it runs ("Delete Seabiscuit?"), unless the
/// person already confirmed (`run(_:confirmed: true)`, an explicit command with `--yes`) — a
/// delete never runs on a guess.
public protocol DeleteIntent: SystemIntent {
    /// The entity type deleted.
    associatedtype Entity: AppEntity
    /// The entities to delete (declare it as a `@Parameter`).
    var entities: [Entity] { get }
}

/// A Swift package or framework that declares App Intents types an app uses (App Intents'
/// `AppIntentsPackage`). On Linux the types are linked in directly; the list is carried.
public protocol AppIntentsPackage {
    /// Packages this one includes.
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

extension DeleteIntent {
    /// The titles of the entities to delete, for the runner's question.
    var deletedTitles: [String] { entities.map(\.displayRepresentation.title.defaultValue) }
}
