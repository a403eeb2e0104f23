import CadenceApp
import CadenceCore
import Foundation

/// What every door does: send one request to the host and print the answer — the dialog for a
/// person, the response for a script (`--json`). Exit 0 for `success`, 1 for any failure code
/// or when no host runs.
enum Door {
    static let options: [CommandSpec.Option] = [CommandSpec.dataDirectory, CommandSpec.json, CommandSpec.units]

    /// Sends a request; returns the response, or prints why there is none. A read of history
    /// (`history`, `show`, `summary`) with no host is answered from the database, read-only.
    static func send(_ request: HostRequest, _ arguments: ParsedArguments, _ context: CommandContext) async
        -> HostResponse?
    {
        await exchange(request, arguments, context)?.response
    }

    /// ``send(_:_:_:)`` with the line as it came from the host, for `--json`.
    static func exchange(_ request: HostRequest, _ arguments: ParsedArguments, _ context: CommandContext) async
        -> HostClient.Reply?
    {
        let directory = context.dataDirectory(arguments)
        var request = request
        // Units asked for on this command (or in the environment) go with it; else the host's setting.
        request.units = request.units ?? context.explicitUnits(arguments)
        do {
            return try await HostClient(socketPath: directory.socketPath).exchange(request)
        } catch .noHost where HostlessReads.answers(request) || HostlessReads.corrects(request) {
            let response =
                HostlessReads.corrects(request)
                ? await HostlessReads.respondCorrecting(to: request, in: directory)
                : await HostlessReads.respond(to: request, in: directory)
            let line = String(decoding: HostProtocol.encodeLine(response).dropLast(), as: UTF8.self)
            return HostClient.Reply(response: response, line: line)
        } catch {
            context.output.err("Error: \(error)")
            return nil
        }
    }

    /// Sends a request and prints the dialog (or, for `--json`, the response line as received);
    /// the exit status follows the code.
    static func run(
        _ request: HostRequest, _ arguments: ParsedArguments, _ context: CommandContext,
        render: ((HostResponse) -> Void)? = nil
    ) async -> Int32 {
        guard let reply = await exchange(request, arguments, context) else { return 1 }
        let response = reply.response
        if arguments.has("json") {
            context.output.out(reply.line)
        } else if let render, response.ok == true {
            render(response)
        } else {
            printDialog(response, context)
        }
        return response.ok == true ? 0 : 1
    }

    static func printDialog(_ response: HostResponse, _ context: CommandContext) {
        if let dialog = response.dialog {
            context.output.out(printable(dialog.full))
        } else if let error = response.error {
            context.output.out(printable(error))
        }
        if let suggestions = response.value?.suggestions, response.missingParameter != nil {
            context.output.out(printable("Choose one of: \(suggestions.joined(separator: ", "))"))
        }
    }

    /// A reply's text without control characters (terminal escape sequences included): what a
    /// host answers is printed as text, never as instructions to the terminal.
    static func printable(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { scalar in
                    scalar == "\n" || scalar == "\t" || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
                }))
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
