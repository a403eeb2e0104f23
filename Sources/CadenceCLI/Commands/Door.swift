import CadenceApp
import Foundation

/// What every door does: send one request to the host and print the answer — the dialog for a
/// person, the response for a script (`--json`). Exit 0 for `success`, 1 for any failure code
/// or when no host runs.
enum Door {
    static let options: [CommandSpec.Option] = [CommandSpec.dataDirectory, CommandSpec.json]

    /// Sends a request; returns the response, or prints why there is none.
    static func send(_ request: HostRequest, _ arguments: ParsedArguments, _ context: CommandContext) async
        -> HostResponse?
    {
        let directory = context.dataDirectory(arguments)
        do {
            return try await HostClient(socketPath: directory.socketPath).send(request)
        } catch {
            context.output.err("Error: \(error)")
            return nil
        }
    }

    /// Sends a request and prints the dialog (or JSON); the exit status follows the code.
    static func run(
        _ request: HostRequest, _ arguments: ParsedArguments, _ context: CommandContext,
        render: ((HostResponse) -> Void)? = nil
    ) async -> Int32 {
        guard let response = await send(request, arguments, context) else { return 1 }
        if arguments.has("json") {
            context.output.out(JSONOutput.string(response))
        } else if let render, response.ok == true {
            render(response)
        } else {
            printDialog(response, context)
        }
        return response.ok == true ? 0 : 1
    }

    static func printDialog(_ response: HostResponse, _ context: CommandContext) {
        if let dialog = response.dialog {
            context.output.out(dialog.full)
        } else if let error = response.error {
            context.output.out(error)
        }
        if let suggestions = response.value?.suggestions, response.missingParameter != nil {
            context.output.out("Choose one of: \(suggestions.joined(separator: ", "))")
        }
    }
}

/// JSON for scripts: sorted keys, ISO 8601 dates, pretty only when asked.
enum JSONOutput {
    static func string(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
