@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin's entry point. swift-syntax's `SwiftCompilerPlugin` module (the usual
/// `@main struct …: CompilerPlugin`) is not in the toolchain, so this speaks the plugin protocol
/// through the toolchain's `SwiftCompilerPluginMessageHandling`, as that module does.
@main
struct CadenceIntentsMacrosPlugin: PluginProvider {
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "ComputedPropertyMacro": ComputedPropertyMacro.self
        default: throw UnknownMacro(moduleName: moduleName, typeName: typeName)
        }
    }

    static func main() throws {
        let connection = try StandardIOMessageConnection()
        try CompilerPluginMessageListener(connection: connection, provider: Self()).main()
    }
}

struct UnknownMacro: Error, CustomStringConvertible {
    let moduleName: String
    let typeName: String
    var description: String { "CadenceIntentsMacros has no macro \(moduleName).\(typeName)" }
}
