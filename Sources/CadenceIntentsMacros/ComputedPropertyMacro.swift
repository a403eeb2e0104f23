import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@ComputedProperty` (App Intents, iOS 26): an ``AppEntity`` property computed from the
/// entity's model instead of stored. The property keeps its own getter (and setter); the macro
/// adds the projection `$name`, an `EntityProperty` that carries the title and the current value,
/// so `\Entity.$name` works in an `EntityPropertyQuery` and in listings as `@Property` does.
public struct ComputedPropertyMacro: AccessorMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        // The declaration's own accessors stay as they are.
        []
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
        else {
            context.diagnose(Diagnostic(node: node, message: ComputedPropertyMessage.notAProperty))
            return []
        }
        guard let type = binding.typeAnnotation?.type.trimmedDescription else {
            context.diagnose(Diagnostic(node: binding, message: ComputedPropertyMessage.needsType(name)))
            return []
        }
        let title =
            node.arguments?.as(LabeledExprListSyntax.self)?.first { $0.label?.text == "title" }?.expression
            .trimmedDescription ?? "nil"
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        guard !isStatic else {
            context.diagnose(Diagnostic(node: node, message: ComputedPropertyMessage.notAProperty))
            return []
        }
        let access =
            variable.modifiers.first {
                [.keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate)].contains(
                    $0.name.tokenKind)
            }?.name.text ?? ""
        return [
            """
            \(raw: access) var $\(raw: name): EntityProperty<\(raw: type)> {
                EntityProperty(wrappedValue: self.\(raw: name), title: \(raw: title))
            }
            """
        ]
    }
}

enum ComputedPropertyMessage: DiagnosticMessage {
    case notAProperty
    case needsType(String)

    var message: String {
        switch self {
        case .notAProperty: "@ComputedProperty applies to one instance property of an AppEntity"
        case .needsType(let name): "@ComputedProperty needs the type of '\(name)' written out (var \(name): Type { … })"
        }
    }

    var diagnosticID: MessageID { MessageID(domain: "CadenceIntentsMacros", id: "\(self)") }
    var severity: DiagnosticSeverity { .error }
}
