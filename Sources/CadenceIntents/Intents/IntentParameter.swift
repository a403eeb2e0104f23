import Foundation
import Synchronization

/// An intent's input, declared with `@Parameter` (App Intents' `IntentParameter`).
///
/// A non-optional parameter without a default is *required*: ``IntentRunner`` asks for it (its
/// `requestValueDialog`) instead of running the intent. An optional one is never asked for.
/// The wrapper is a class, as Apple's is, so a parameter can be set from outside the intent
/// (`intent.workoutStyle = .hike`, or by name through the runner) even on a `let`.
///
/// ```swift
/// @Parameter(title: "Workout", requestValueDialog: "Which workout?")
/// var workoutStyle: WorkoutStyle
///
/// @Parameter(title: "Minutes", default: 30, inclusiveRange: (1, 600))
/// var minutes: Int
/// ```
@propertyWrapper
public final class IntentParameter<Value: Sendable>: Sendable {
    /// The parameter's name as shown.
    public let title: LocalizedStringResource
    /// What it is for.
    public let parameterDescription: LocalizedStringResource?
    /// What the system says when it asks for a value.
    public let requestValueDialog: IntentDialog?
    /// The value used when none is set.
    public let defaultValue: Value?
    /// For numbers: the accepted range, inclusive.
    public let inclusiveRange: ClosedRange<Double>?
    /// For measurements: the unit a bare number is read in ("300" → 300 ml).
    package let measurementDefaultUnit: Dimension?
    /// For measurements: whether a value below zero is accepted.
    package let acceptsNegativeNumbers: Bool

    private let storage: Mutex<Value?>
    private let extras = Mutex(Extras())

    /// What the rarer initializers add: a dynamic options source and a disambiguation question.
    private struct Extras: Sendable {
        var optionsSource: (@Sendable () async throws -> [String])?
        var requestDisambiguationDialog: IntentDialog?
        var boolDisplayName: Bool.IntentDisplayName?
    }

    /// The names of the options a ``DynamicOptionsProvider`` offers, if one was given.
    package var optionsSource: (@Sendable () async throws -> [String])? {
        get { extras.withLock { $0.optionsSource } }
        set { extras.withLock { $0.optionsSource = newValue } }
    }

    /// For a `Bool`: how its two values read in a summary ("On"/"Off"), if given.
    public internal(set) var boolDisplayName: Bool.IntentDisplayName? {
        get { extras.withLock { $0.boolDisplayName } }
        set { extras.withLock { $0.boolDisplayName = newValue } }
    }

    /// What the system asks when it must choose between several values.
    public internal(set) var requestDisambiguationDialog: IntentDialog? {
        get { extras.withLock { $0.requestDisambiguationDialog } }
        set { extras.withLock { $0.requestDisambiguationDialog = newValue } }
    }

    /// Creates a parameter (`requestDisambiguationDialog` and `inputConnectionBehavior` as Apple
    /// spells them; see ``InputConnectionBehavior`` for their Linux meaning).
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.title = title
        self.parameterDescription = description
        self.requestValueDialog = requestValueDialog
        self.defaultValue = defaultValue
        self.inclusiveRange = nil
        self.measurementDefaultUnit = nil
        self.acceptsNegativeNumbers = true
        self.storage = Mutex(nil)
        if let requestDisambiguationDialog { self.requestDisambiguationDialog = requestDisambiguationDialog }
    }

    /// Creates a parameter with an initial value (`@Parameter(title: "Name") var name = "Run"`).
    public convenience init(
        wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil,
        requestValueDialog: IntentDialog? = nil
    ) {
        self.init(title: title, description: description, default: wrappedValue, requestValueDialog: requestValueDialog)
    }

    init(
        title: LocalizedStringResource, description: LocalizedStringResource?, default defaultValue: Value?,
        requestValueDialog: IntentDialog?, range: ClosedRange<Double>?, defaultUnit: Dimension? = nil,
        supportsNegativeNumbers: Bool = true
    ) {
        self.title = title
        self.parameterDescription = description
        self.requestValueDialog = requestValueDialog
        self.defaultValue = defaultValue
        self.inclusiveRange = range
        self.measurementDefaultUnit = defaultUnit
        self.acceptsNegativeNumbers = supportsNegativeNumbers
        self.storage = Mutex(nil)
    }

    /// The value: the one set, else the default, else `nil` for an optional parameter.
    ///
    /// Reading a required parameter that has neither a value nor a default is a programming
    /// error (run the intent through ``IntentRunner``, which asks for it first) and stops the
    /// program with a message naming the parameter.
    public var wrappedValue: Value {
        get {
            if let value = storage.withLock({ $0 }) ?? defaultValue { return value }
            if let none = (Value.self as? any OptionalParameterValue.Type)?.noneValue as? Value { return none }
            preconditionFailure(
                "@Parameter '\(title)' was read before it was set; run the intent through IntentRunner, which asks for required values"
            )
        }
        set { storage.withLock { $0 = newValue } }
    }

    /// The parameter itself (`$workoutStyle`), for its title, dialog and `needsValueError`.
    public var projectedValue: IntentParameter<Value> { self }

    /// An error that makes the runner ask for this parameter's value (App Intents'
    /// `needsValueError(_:)`).
    public func needsValueError(_ dialog: IntentDialog? = nil) -> IntentParameterNeedsValueError {
        IntentParameterNeedsValueError(parameterTitle: title.defaultValue, dialog: dialog ?? requestValueDialog)
    }
}

extension IntentParameter where Value: BinaryInteger {
    /// Creates an integer parameter limited to `inclusiveRange`.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        inclusiveRange: (lowerBound: Value, upperBound: Value), requestValueDialog: IntentDialog? = nil
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            range: Self.checkedRange(inclusiveRange))
    }

    /// The range the runner checks, as numbers (an upper bound below the lower one is the lower).
    static func checkedRange(_ bounds: (lowerBound: Value, upperBound: Value)) -> ClosedRange<Double> {
        Double(bounds.lowerBound)...Double(max(bounds.lowerBound, bounds.upperBound))
    }
}

extension IntentParameter where Value: BinaryFloatingPoint {
    /// Creates a floating-point parameter limited to `inclusiveRange`.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        inclusiveRange: (lowerBound: Value, upperBound: Value), requestValueDialog: IntentDialog? = nil
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            range: Self.checkedRange(inclusiveRange))
    }

    /// The range the runner checks, as numbers (an upper bound below the lower one is the lower).
    static func checkedRange(_ bounds: (lowerBound: Value, upperBound: Value)) -> ClosedRange<Double> {
        Double(bounds.lowerBound)...Double(max(bounds.lowerBound, bounds.upperBound))
    }
}

extension IntentParameter {
    /// How an integer is entered (App Intents' `IntentParameter.IntControlStyle`); a Linux door
    /// takes the number as said or typed, so the style is carried.
    public enum IntControlStyle: Sendable, Hashable { case field, stepper }
    /// How a decimal number is entered (App Intents' `IntentParameter.DoubleControlStyle`); carried.
    public enum DoubleControlStyle: Sendable, Hashable { case field, slider, stepper }
}

extension IntentParameter where Value: BinaryInteger {
    /// An integer parameter with a control style (`@Parameter(title: "Sets", default: 3,
    /// controlStyle: .stepper, inclusiveRange: (1, 10))`). The style is written out here: with
    /// Apple's default of `.stepper` the call without it would be ambiguous.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        controlStyle: IntControlStyle, inclusiveRange: (lowerBound: Value, upperBound: Value)? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            range: inclusiveRange.map(Self.checkedRange))
    }
}

extension IntentParameter where Value: BinaryFloatingPoint {
    /// A decimal parameter with a control style (`controlStyle: .slider`); see the integer form.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        controlStyle: DoubleControlStyle, inclusiveRange: (lowerBound: Value, upperBound: Value)? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            range: inclusiveRange.map(Self.checkedRange))
    }
}

/// The App Intents spelling: `@Parameter(title: "…")`.
public typealias Parameter = IntentParameter

/// Thrown from `perform()` (via `$parameter.needsValueError()`) to ask for a value.
public struct IntentParameterNeedsValueError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The parameter's title.
    public let parameterTitle: String
    /// What to ask.
    public let dialog: IntentDialog?
    /// The values to choose from, when the intent asked to disambiguate.
    public var choices: [String] = []

    public var description: String { "a value is needed for '\(parameterTitle)'" }
}

// MARK: - Type-erased access (for the runner and the matcher)

/// A parameter seen without its value type: what the runner and the phrase index use to list,
/// read and set an intent's parameters by name.
package protocol AnyIntentParameter: AnyObject, Sendable {
    var titleText: String { get }
    var requestDialog: IntentDialog? { get }
    var isRequired: Bool { get }
    var hasValue: Bool { get }
    var valueType: Any.Type { get }
    var anyValue: (any Sendable)? { get }
    var range: ClosedRange<Double>? { get }
    /// For measurements: the unit a bare number is read in, and whether negatives are accepted.
    var measurementDefaultUnit: Dimension? { get }
    var acceptsNegativeNumbers: Bool { get }
    /// The names of a dynamic options provider's options, if the parameter has one.
    var optionsSource: (@Sendable () async throws -> [String])? { get }
    /// Sets the value from a value of the wrapped type (or its optional); `false` if it does not fit.
    func setAny(_ value: any Sendable) -> Bool
    func clear()
}

extension IntentParameter: AnyIntentParameter {
    package var titleText: String { title.defaultValue }
    package var requestDialog: IntentDialog? { requestValueDialog }
    package var isRequired: Bool { defaultValue == nil && !(Value.self is any OptionalParameterValue.Type) }
    package var hasValue: Bool { storage.withLock { $0 != nil } || defaultValue != nil }
    package var valueType: Any.Type { Value.self }
    package var anyValue: (any Sendable)? { storage.withLock { $0 } ?? defaultValue }
    package var range: ClosedRange<Double>? { inclusiveRange }

    package func setAny(_ value: any Sendable) -> Bool {
        guard let typed = value as? Value else { return false }
        storage.withLock { $0 = typed }
        return true
    }

    package func clear() { storage.withLock { $0 = nil } }
}

/// Lets the wrapper produce `nil` for an optional parameter without knowing its wrapped type.
package protocol OptionalParameterValue {
    static var noneValue: Self { get }
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalParameterValue {
    package static var noneValue: Optional<Wrapped> { .none }
    package static var wrappedType: Any.Type { Wrapped.self }
}

/// Lists an intent's parameters by property name, in declaration order.
package enum IntentParameters {
    package static func list(of intent: some AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
        }
    }

    /// The value type without an `Optional` around it.
    package static func unwrapped(_ type: Any.Type) -> Any.Type {
        (type as? any OptionalParameterValue.Type)?.wrappedType ?? type
    }
}

/// One parameter of an intent, as a tool (a shortcuts editor, a command line) lists it.
public struct IntentParameterDescription: Sendable, Hashable {
    /// The property's name ("workoutStyle").
    public let name: String
    /// Its title ("Workout").
    public let title: String
    /// Whether the runner asks for it when it has no value.
    public let isRequired: Bool
    /// Whether it has a value (set, or a default).
    public let hasValue: Bool
    /// The value's type, without `Optional` ("WorkoutStyle").
    public let valueType: String
}

extension AppIntent {
    /// The intent's `@Parameter`s, in declaration order.
    public var parameterDescriptions: [IntentParameterDescription] {
        IntentParameters.list(of: self).map { entry in
            IntentParameterDescription(
                name: entry.name, title: entry.parameter.titleText, isRequired: entry.parameter.isRequired,
                hasValue: entry.parameter.hasValue,
                valueType: String(describing: IntentParameters.unwrapped(entry.parameter.valueType)))
        }
    }

    /// The value of the parameter named `name`, if it has one.
    public func parameterValue(_ name: String) -> (any Sendable)? {
        IntentParameters.list(of: self).first { $0.name == name }?.parameter.anyValue
    }

    /// Sets the parameter named `name` from outside the intent.
    /// - Returns: `false` when there is no such parameter or the value is of the wrong type.
    @discardableResult
    public func setParameter(_ name: String, to value: any Sendable) -> Bool {
        IntentParameters.list(of: self).first { $0.name == name }?.parameter.setAny(value) ?? false
    }
}

extension Bool {
    /// How a Boolean parameter's two values read (App Intents' `Bool.IntentDisplayName`):
    /// `@Parameter(title: "Lights", displayName: Bool.IntentDisplayName(true: "On", false: "Off"))`.
    public struct IntentDisplayName: Sendable, Hashable {
        public let trueName: LocalizedStringResource
        public let falseName: LocalizedStringResource

        public init(true trueName: LocalizedStringResource, false falseName: LocalizedStringResource) {
            self.trueName = trueName
            self.falseName = falseName
        }
    }
}

extension IntentParameter where Value == Bool {
    /// A Boolean parameter whose values read as `displayName`'s words in a summary.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Bool? = nil,
        displayName: Bool.IntentDisplayName?, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog)
        boolDisplayName = displayName
    }
}

extension IntentParameter where Value == Bool? {
    /// An optional Boolean parameter whose values read as `displayName`'s words in a summary.
    public convenience init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, displayName: Bool.IntentDisplayName?,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(title: title, description: description, default: nil, requestValueDialog: requestValueDialog)
        boolDisplayName = displayName
    }
}
