import CadenceIntents
import Testing

@Suite(.serialized)
struct LocalizationTests {
    static let catalogJSON = """
        {
          "sourceLanguage" : "en",
          "version" : "1.0",
          "strings" : {
            "Start a ${activity} in ${applicationName}" : {
              "extractionState" : "manual",
              "localizations" : {
                "de" : { "stringSet" : { "state" : "translated", "values" : [
                  "Starte einen ${activity} mit ${applicationName}", "${applicationName} starte ${activity}" ] } },
                "zh-Hans" : { "stringSet" : { "state" : "translated", "values" : [
                  "用${applicationName}开始${activity}", "在${applicationName}里开始${activity}" ] } }
              }
            },
            "Pause my workout in ${applicationName}" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Pausiere mein Training in ${applicationName}" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "在${applicationName}暂停锻炼" } }
              }
            },
            "End my workout in ${applicationName}" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Beende mein Training in ${applicationName}" } },
                "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "在${applicationName}结束锻炼" } }
              }
            },
            "Run" : {
              "localizations" : {
                "de" : { "stringSet" : { "state" : "translated", "values" : [ "Lauf", "Dauerlauf" ] } },
                "zh-Hans" : { "stringSet" : { "state" : "translated", "values" : [ "跑步", "慢跑" ] } }
              }
            },
            "Yoga" : { "localizations" : { "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "瑜伽" } } } }
          }
        }
        """

    static func catalog() throws -> AppShortcutsCatalog {
        try AppShortcutsCatalog(data: Data(catalogJSON.utf8))
    }

    @Test("a locale is looked up by identifier, then language; a missing phrase falls back to the source")
    func lookup() throws {
        let catalog = try Self.catalog()
        #expect(catalog.translations(of: "Run", locale: "de-CH") == ["Lauf", "Dauerlauf"])
        #expect(catalog.translations(of: "Run", locale: "zh_Hans_CN") == ["跑步", "慢跑"])
        #expect(catalog.translations(of: "Run", locale: "fr") == nil)
        #expect(catalog.locales == ["de", "zh-Hans"])
        #expect(catalog.isSource("en-US") && !catalog.isSource("de"))
    }

    @Test("a dialog resolves in a locale: its translation, with each value resolved in the same locale")
    func dialogResolution() throws {
        let catalog = AppShortcutsCatalog(
            sourceLanguage: "en",
            translations: [
                "Paused at %@.": ["de": ["Pausiert bei %@."]], "%@ seconds": ["de": ["%@ Sekunden"]],
                "%@ then %@": ["de": ["%2$@, davor %1$@"]], "100%% %@": ["de": ["100 % %@"]],
            ])
        let seconds = 12
        let duration: LocalizedStringResource = "\(seconds) seconds"
        let paused: LocalizedStringResource = "Paused at \(duration)."
        #expect(paused.key == "Paused at %@." && paused.defaultValue == "Paused at 12 seconds.")
        #expect(paused.resolved(in: catalog, locale: "de") == "Pausiert bei 12 Sekunden.")
        #expect(paused.resolved(in: catalog, locale: "de-AT") == "Pausiert bei 12 Sekunden.")
        #expect(paused.resolved(in: catalog, locale: "fr") == "Paused at 12 seconds.")
        let (first, second) = ("A", "B")
        let ordered: LocalizedStringResource = "\(first) then \(second)"
        #expect(ordered.resolved(in: catalog, locale: "de") == "B, davor A")
        let percent: LocalizedStringResource = "100% \(duration)"
        #expect(percent.resolved(in: catalog, locale: "de") == "100 % 12 Sekunden")
        // No translation of the sentence: the source text whole, not English around German values.
        let untranslated: LocalizedStringResource = "Still \(duration) to go"
        #expect(untranslated.resolved(in: catalog, locale: "de") == "Still 12 seconds to go")
        // A number written with a decimal point takes the locale's separator; other values do not.
        let kilometres = "32.12"
        let far: LocalizedStringResource = "Paused at \(kilometres)."
        #expect(far.resolved(in: catalog, locale: "de") == "Pausiert bei 32,12.")
        #expect(far.resolved(in: catalog, locale: "zh-Hans") == "Paused at 32.12.")
        let day = "2020-10-25"
        let dated: LocalizedStringResource = "Paused at \(day)."
        #expect(dated.resolved(in: catalog, locale: "de") == "Pausiert bei 2020-10-25.")
    }

    @Test("German phrases match, with paraphrases and translated value names")
    func german() async throws {
        let index = await AppShortcutsIndex(
            provider: TestShortcuts.self, applicationName: "Cadence", locale: "de", catalog: try Self.catalog())
        let exact = try #require(index.match("Starte einen Lauf mit Cadence"))
        #expect(exact.isExact && exact.parameters == ["activity": "run"])
        #expect(index.match("Cadence, beginne bitte einen Dauerlauf")?.parameters == ["activity": "run"])
        #expect(index.match("Pausiere mein Training in Cadence")?.intentIdentifier == "PauseActivity")
        #expect(index.match("Kannst du mein Training in Cadence anhalten")?.intentIdentifier == "PauseActivity")
        #expect(index.match("Cadence, hör auf mit dem Training")?.intentIdentifier == "EndActivity")
        // Untranslated phrases fall back to the source language.
        #expect(index.match("Mark a lap in Cadence")?.intentIdentifier == "MarkLap")
    }

    @Test("Chinese phrases match without spaces, with paraphrases")
    func chinese() async throws {
        let index = await AppShortcutsIndex(
            provider: TestShortcuts.self, applicationName: "Cadence", locale: "zh-Hans", catalog: try Self.catalog())
        let exact = try #require(index.match("用Cadence开始跑步"))
        #expect(exact.isExact && exact.parameters == ["activity": "run"])
        #expect(index.match("用 Cadence 开始 跑步")?.parameters == ["activity": "run"])
        #expect(index.match("请帮我在Cadence里开始慢跑")?.parameters == ["activity": "run"])
        #expect(index.match("Cadence启动瑜伽")?.parameters == ["activity": "yoga"])
        #expect(index.match("在Cadence暂停锻炼")?.intentIdentifier == "PauseActivity")
        #expect(index.match("Cadence暂停一下锻炼吧")?.intentIdentifier == "PauseActivity")
        #expect(index.match("在Cadence结束锻炼")?.intentIdentifier == "EndActivity")
        #expect(index.match("开始跑步") == nil)
        #expect(index.match("开始跑步", applicationAddressed: true)?.parameters == ["activity": "run"])
    }

    @Test(
        "a malformed catalog is an error that names what is wrong and where",
        arguments: [
            ("not json", "String Catalog is not valid JSON"),
            (#"{"strings": {}}"#, "String Catalog: sourceLanguage missing or not a string"),
            (#"{"sourceLanguage": "en"}"#, "String Catalog: strings missing or not an object"),
            (
                #"{"sourceLanguage": "en", "strings": {"Go": {"localizations": {"de": {"stringSet": {"values": [1]}}}}}}"#,
                #"String Catalog: strings["Go"].localizations.de.stringSet.values missing or not an array of strings"#
            ),
            (
                #"{"sourceLanguage": "en", "strings": {"Go": {"localizations": {"de": {"other": 1}}}}}"#,
                #"String Catalog: strings["Go"].localizations.de has neither stringUnit nor stringSet"#
            ),
        ])
    func malformed(json: String, message: String) {
        do {
            _ = try AppShortcutsCatalog(data: Data(json.utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error)")
        }
    }
}
