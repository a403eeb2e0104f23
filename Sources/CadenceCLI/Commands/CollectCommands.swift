import CadenceApp
import CadenceIntents
import Foundation

/// `cadence collect TYPE on|off`: start or stop collecting a measurement for the workout in
/// progress (`enableCollection(for:)` / `disableCollection(for:)`).
enum CollectCommand: Subcommand {
    static let names = CollectedQuantity.allCases.map(\.rawValue).joined(separator: ", ")
    static let spec = CommandSpec(
        name: "collect", abstract: "Start or stop recording a measurement for the workout in progress.",
        usage: "<type> on|off [--data-dir <DIR>] [--json]",
        arguments: [("type", "One of: \(names)."), ("switch", "on or off.")],
        options: Door.options,
        discussion: """
            The change is journaled before the answer, so it survives a crash; what was already recorded stays.
            Distance, power and speed mean the workout's own kind (cycling distance on a ride).
            `cadence status --json` lists "collectedTypes".
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard arguments.positionals.count == 2 else {
            throw UsageError("expected a measurement and on or off, e.g. cadence collect heartRate off")
        }
        guard let quantity = CollectedQuantity(naming: arguments.positionals[0]) else {
            throw UsageError("unknown measurement '\(arguments.positionals[0])' (choose from \(names))")
        }
        let enabled: Bool
        switch arguments.positionals[1].lowercased() {
        case "on", "true", "yes", "enable": enabled = true
        case "off", "false", "no", "disable": enabled = false
        default: throw UsageError("expected on or off, got '\(arguments.positionals[1])'")
        }
        let request = HostRequest(
            intent: SetCollection.intentIdentifier,
            parameters: ["quantity": quantity.rawValue, "enabled": enabled ? "true" : "false"])
        return await Door.run(request, arguments, context)
    }
}

/// `cadence water AMOUNT`: log water drunk during the workout ("250 ml", "0.5 l", "8 fl oz",
/// "2 cups", "a glass").
enum WaterCommand: Subcommand {
    static let spec = CommandSpec(
        name: "water", abstract: "Log water you drank during the workout.",
        usage: "<amount> [--data-dir <DIR>] [--json]",
        arguments: [
            ("amount", "250 ml, 0.5 l, 8 fl oz, 2 cups (a bare number is ml), or a serving: sip, glass, bottle.")
        ],
        options: Door.options,
        discussion: "One log takes 10 ml to 2 l. The saved workout's `show` lists the total.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        guard !arguments.positionals.isEmpty else { throw UsageError("missing the amount, e.g. cadence water 250ml") }
        let text = arguments.positionals.joined(separator: " ")
        let servingText = text.lowercased().replacingOccurrences(of: "a ", with: "", options: .anchored)
        let parameters: [String: String] =
            if let serving = WaterServing(naming: servingText) { ["serving": serving.rawValue] } else { ["amount": text] }
        return await Door.run(HostRequest(intent: LogWater.intentIdentifier, parameters: parameters), arguments, context)
    }
}

/// `cadence note TEXT`: add a note to the workout in progress ("knee hurts"), kept with the
/// time it was said; `show` lists a saved workout's notes.
enum NoteCommand: Subcommand {
    static let spec = CommandSpec(
        name: "note", abstract: "Add a note to the workout in progress.",
        usage: "<text>… [--data-dir <DIR>] [--json]",
        arguments: [("text", "The note, up to 500 characters (the words are joined with spaces).")],
        options: Door.options,
        discussion: """
            The note is kept with the workout's time when it was made, before the answer, so it survives a crash.
            The same note by phrase: cadence say "Note that my knee hurts".
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) async throws -> Int32 {
        let text = arguments.positionals.joined(separator: " ")
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw UsageError("missing the note, e.g. cadence note \"left knee hurts\"")
        }
        return await Door.run(HostRequest(intent: LogNote.intentIdentifier, parameters: ["text": text]), arguments, context)
    }
}
