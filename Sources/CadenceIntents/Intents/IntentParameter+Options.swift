import Foundation

/// Supplies the values a parameter can take when they are known only at run time (App Intents'
/// `DynamicOptionsProvider`): `results()` lists them, `defaultResult()` may preselect one. On
/// Linux, a runner that must ask for a missing parameter names the options in its question
/// when the parameter declares no `requestValueDialog` of its own.
public protocol DynamicOptionsProvider: Sendable {
    /// What `results()` returns: usually an array of the parameter's values.
    associatedtype Result: Sendable
    /// The type of the preselected value.
    associatedtype DefaultValue: Sendable = Never
    /// Creates the provider (the runner makes one when it needs the options).
    init()
    /// The options.
    func results() async throws -> Result
    /// The option preselected, if any.
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}

/// How a `String` parameter is typed (App Intents' `String.IntentInputOptions`). Kept for source
/// compatibility; a Linux door takes text as it is typed or said. The keyboard type, a UIKit
/// value, is left out.
extension String {
    public struct IntentInputOptions: Sendable, Hashable {
        /// How letters are capitalized as the person types.
        public enum CapitalizationType: Sendable, Hashable { case none, words, sentences, allCharacters }

        public var capitalizationType: CapitalizationType
        public var multiline: Bool
        public var autocorrect: Bool?
        public var smartQuotes: Bool?
        public var smartDashes: Bool?

        public init(
            capitalizationType: CapitalizationType = .sentences, multiline: Bool = false, autocorrect: Bool? = nil,
            smartQuotes: Bool? = nil, smartDashes: Bool? = nil
        ) {
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }
    }
}

/// An intent that replaces a SiriKit custom intent of the same app (App Intents'
/// `CustomIntentMigratedAppIntent`): `intentClassName` names the old class ("StartRunIntent"),
/// so donations and shortcuts made with it keep working. On Linux there is nothing to migrate;
/// the name is carried.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The migrated SiriKit intent's class name.
    static var intentClassName: String { get }
}

extension IntentParameter {
    /// A parameter whose options come from a ``DynamicOptionsProvider``.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: OptionsProvider
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            range: nil)
        self.optionsSource = { try await Self.names(of: optionsProvider.results()) }
        self.requestDisambiguationDialog = requestDisambiguationDialog
    }

    /// Asks the person to choose one of `itemsToDisambiguate` (App Intents'
    /// `requestDisambiguation(among:dialog:)`). On Linux the runner answers with the question
    /// and the choices (`missingParameter`), and the intent runs again when the person answers
    /// with one of them; this call therefore never returns a value, it throws.
    public func requestDisambiguation(among itemsToDisambiguate: [Value], dialog: IntentDialog? = nil) async throws
        -> Value
    {
        throw needsDisambiguationError(among: itemsToDisambiguate, dialog: dialog)
    }

    /// An error that asks for this parameter's value (App Intents' `requestValue(_:)`).
    public func requestValue(_ dialog: IntentDialog? = nil) -> any Error { needsValueError(dialog) }

    static func name(of value: Any) -> String {
        if let entity = value as? any AppEntity { return entity.displayRepresentation.title.defaultValue }
        if let enumeration = value as? any AppEnum { return enumeration.displayRepresentation.title.defaultValue }
        return String(describing: value)
    }

    static func names(of result: Any) -> [String] {
        if let collection = result as? any IntentItemNames { return collection.optionNames }
        if let array = result as? [Any] { return array.map { name(of: $0) } }
        return [name(of: result)]
    }
}

extension IntentParameter where Value == String {
    /// A text parameter with input options (`@Parameter(title: "Note", inputOptions: .init(multiline: true))`).
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: String? = nil,
        inputOptions: String.IntentInputOptions, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
    }
}

extension IntentParameter where Value == String? {
    /// An optional text parameter with input options.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, inputOptions: String.IntentInputOptions,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, default: nil, requestValueDialog: requestValueDialog)
    }
}

/// A property of an ``AppEntity`` that Shortcuts can show, filter and sort by (App Intents'
/// `EntityProperty`, written `@Property(title: "Distance")`). The wrapper is a class, as
/// Apple's is; on Linux the title names the value in `cadence shortcuts`-style listings and the
/// value is read and written like any stored property.
@propertyWrapper
public final class EntityProperty<Value: Sendable>: @unchecked Sendable {
    // Invariant: `value` is only read and written under `lock`.
    /// The property's name as shown.
    public let title: LocalizedStringResource?
    private let lock = NSLock()
    private var value: Value?

    /// A property with a title; set its value in the entity's initializer.
    public init(title: LocalizedStringResource? = nil) { self.title = title }

    /// A property with a title and an initial value.
    public init(wrappedValue: Value, title: LocalizedStringResource? = nil) {
        self.title = title
        self.value = wrappedValue
    }

    public var wrappedValue: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            if let value { return value }
            if let none = (Value.self as? any OptionalParameterValue.Type)?.noneValue as? Value { return none }
            preconditionFailure("@Property '\(title?.defaultValue ?? "")' was read before it was set")
        }
        set {
            lock.lock()
            value = newValue
            lock.unlock()
        }
    }

    /// The property itself (`$distance`).
    public var projectedValue: EntityProperty<Value> { self }
}

/// The App Intents spelling: `@Property(title: "…")` inside an ``AppEntity``.
public typealias Property = EntityProperty
