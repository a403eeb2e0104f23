import CadenceApp
import CadenceIntents
import Testing

/// Cadence's phrases in German and Simplified Chinese, from the bundled AppShortcuts.xcstrings.
@Suite(.serialized)
struct LocalizedShortcutsTests {
    static func index(_ locale: String) async throws -> AppShortcutsIndex {
        let catalog = try #require(CadenceShortcutsCatalog.bundled, "AppShortcuts.xcstrings is bundled")
        return await AppShortcutsIndex(
            provider: CadenceShortcuts.self, applicationName: "Cadence", locale: locale, catalog: catalog)
    }

    @Test("the catalog translates every phrase into German and Chinese, several per shortcut")
    func coverage() throws {
        let catalog = try #require(CadenceShortcutsCatalog.bundled)
        #expect(catalog.locales == ["de", "zh-Hans"])
        for shortcut in CadenceShortcuts.appShortcuts {
            for locale in ["de", "zh-Hans"] {
                let phrases = shortcut.phrases.flatMap {
                    catalog.translations(of: $0.catalogText, locale: locale) ?? []
                }
                #expect(phrases.count >= 2, "\(shortcut.intentIdentifier) in \(locale)")
                #expect(
                    phrases.allSatisfy { PhraseTemplate(catalogText: $0).applicationNameCount == 1 },
                    "\(shortcut.intentIdentifier)")
            }
        }
    }

    @Test(
        "German phrases and paraphrases reach their intents",
        arguments: [
            ("Starte einen Lauf mit Cadence", "StartWorkout", ["workoutStyle": "outdoorRun"]),
            ("Cadence, beginne bitte mein Radfahren", "StartWorkout", ["workoutStyle": "outdoorCycle"]),
            ("Starte eine Wanderung in Cadence", "StartWorkout", ["workoutStyle": "hike"]),
            ("Starte ein Training in Cadence", "StartWorkout", [:]),
            ("Kannst du mein Training in Cadence anhalten", "PauseWorkout", [:]),
            ("Pausiere mein Training in Cadence", "PauseWorkout", [:]),
            ("Mach weiter mit meinem Training in Cadence", "ResumeWorkout", [:]),
            ("Beende das Training mit Cadence", "EndWorkout", [:]),
            ("Neue Runde in Cadence", "MarkLap", [:]),
            ("Wie läuft mein Training in Cadence", "WorkoutStatus", [:]),
            ("Fasse letzte Woche in Cadence zusammen", "SummarizeWorkouts", ["period": "lastWeek"]),
            ("Wie viel habe ich diese Woche in Cadence trainiert", "SummarizeWorkouts", ["period": "thisWeek"]),
            ("Brich das Training in Cadence ab", "CancelWorkout", [:]),
        ])
    func german(utterance: String, intent: String, parameters: [String: String]) async throws {
        let index = try await Self.index("de")
        let match = try #require(index.match(utterance), "\(utterance): \(index.explain(utterance).message)")
        #expect(match.intentIdentifier == intent && match.parameters == parameters, "\(utterance)")
    }

    @Test(
        "Chinese phrases and paraphrases reach their intents, with or without spaces",
        arguments: [
            ("用Cadence开始跑步", "StartWorkout", ["workoutStyle": "outdoorRun"]),
            ("用 Cadence 开始 跑步", "StartWorkout", ["workoutStyle": "outdoorRun"]),
            ("请在Cadence里帮我开始骑行", "StartWorkout", ["workoutStyle": "outdoorCycle"]),
            ("Cadence开始跑步机", "StartWorkout", ["workoutStyle": "treadmillRun"]),
            ("在Cadence开始锻炼", "StartWorkout", [:]),
            ("Cadence暂停一下", "PauseWorkout", [:]),
            ("Cadence继续锻炼吧", "ResumeWorkout", [:]),
            ("Cadence结束这次运动", "EndWorkout", [:]),
            ("在Cadence记一圈", "MarkLap", [:]),
            ("Cadence我的锻炼怎么样了", "WorkoutStatus", [:]),
            ("Cadence上周练了多少", "SummarizeWorkouts", ["period": "lastWeek"]),
            ("在Cadence取消锻炼", "CancelWorkout", [:]),
        ])
    func chinese(utterance: String, intent: String, parameters: [String: String]) async throws {
        let index = try await Self.index("zh-Hans")
        let match = try #require(index.match(utterance), "\(utterance): \(index.explain(utterance).message)")
        #expect(match.intentIdentifier == intent && match.parameters == parameters, "\(utterance)")
    }

    @Test("each locale still needs the app name unless addressed")
    func applicationName() async throws {
        #expect(try await Self.index("zh-Hans").match("开始跑步") == nil)
        #expect(
            try await Self.index("zh-Hans").match("开始跑步", applicationAddressed: true)?.parameters == [
                "workoutStyle": "outdoorRun"
            ])
        #expect(
            try await Self.index("de").match("Pausiere mein Training", applicationAddressed: true)?.intentIdentifier
                == "PauseWorkout")
    }
}
