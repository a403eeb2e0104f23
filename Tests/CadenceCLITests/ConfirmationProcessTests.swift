import Foundation
import Testing

/// Understanding and confirmation against a real host process, through the real binary.
@Suite(.serialized)
struct ConfirmationProcessTests {
    typealias H = HostHarness

    @Test("everyday sentences about something else leave a running workout alone")
    func somethingElse() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        for sentence in [
            "stop the video", "end the phone call", "finish the download", "cancel the delivery",
            "stop the washing machine", "pause the movie", "cancel my dentist appointment",
        ] {
            let json = H.json(harness.cli(["say", sentence, "--json"]).out)
            #expect(json["state"] as? String == "running", "\(sentence)")
        }
        #expect(H.json(harness.cli(["status", "--json"]).out)["state"] as? String == "running")
    }

    @Test("the workout's dialogs answer in the door's locale: German and Chinese, values and all")
    func repliesInLocale() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        func said(_ arguments: [String]) -> String {
            ((H.json(harness.cli(arguments + ["--json"]).out)["dialog"] as? [String: Any])?["full"] as? String) ?? ""
        }
        #expect(said(["say", "starte einen Lauf", "--locale", "de"]) == "Los geht's: Lauf. Viel Spaß!")
        #expect(said(["say", "pausiere mein Training", "--locale", "de"]).hasPrefix("Pausiert bei "))
        #expect(said(["say", "继续锻炼", "--locale", "zh-Hans"]) == "已继续。加油！")
        #expect(said(["say", "wie läuft mein Training", "--locale", "de"]).hasPrefix("Du bist seit "))
        #expect(said(["say", "我现在怎么样", "--locale", "zh-Hans"]).hasPrefix("你已经运动了"))
        #expect(said(["say", "ich bin fertig für heute", "--locale", "de"]) == "Lauf beenden und speichern?")
        #expect(said(["say", "nein", "--locale", "de"]) == "In Ordnung, ich lasse alles, wie es ist.")
        #expect(said(["say", "pause"]).hasPrefix("Paused at "), "English stays English")
        #expect(said(["say", "beende mein Training", "--locale", "de"]).hasPrefix("Gut gemacht! Lauf gespeichert: "))
        #expect(said(["say", "wie viel habe ich heute trainiert", "--locale", "de"]).hasPrefix("Heute hast du 1 Training absolviert: "))
        #expect(said(["say", "上周我练了多少", "--locale", "zh-Hans"]) == "你上周没有锻炼。")
    }

    @Test(
        "every answer of a workout and its history is said in the door's locale, errors and questions too",
        arguments: [
            (
                "de",
                [
                    "pausiere mein Training", "starte einen Lauf", "starte einen Lauf", "ich habe ein Glas Wasser getrunken",
                    "Notiz: Knie tut weh", "füge eine Notiz hinzu", "Seitenstechen", "setze mein Training fort",
                    "pausiere mein Training", "pausiere mein Training", "trage Wasser ein", "500 ml", "beende mein Training",
                    "zeig mein letztes Training", "lösche mein letztes Training", "nein", "lösche mein letztes Training", "ja",
                    "starte ein Training",
                ]
            ),
            (
                "zh-Hans",
                [
                    "暂停锻炼", "开始跑步", "开始跑步", "我喝了一杯水", "记一下膝盖疼", "记一下", "有点累", "继续锻炼", "暂停锻炼",
                    "暂停锻炼", "记录喝水", "300毫升", "结束锻炼", "显示上次的锻炼", "删除上次的锻炼", "不", "删除上次的锻炼", "是",
                    "开始锻炼",
                ]
            ),
        ])
    func everyAnswerInLocale(locale: String, sentences: [String]) throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        // Words any English answer has; none belongs in a German or Chinese one.
        let english: Set<String> = [
            "the", "your", "you", "workout", "is", "of", "at", "and", "to", "it", "no", "logged", "noted", "say",
            "which", "how", "there", "already", "deleted", "delete", "water", "note", "what",
        ]
        var heard: [String] = []
        for sentence in sentences {
            let json = H.json(harness.cli(["say", sentence, "--locale", locale, "--json"]).out)
            let full = ((json["dialog"] as? [String: Any])?["full"] as? String) ?? ""
            heard.append(full)
            let words = Set(full.lowercased().split { !$0.isLetter }.map(String.init))
            #expect(!full.isEmpty && words.isDisjoint(with: english), "\(sentence) → \(full)")
            if locale == "zh-Hans" { #expect(full.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "\(full)") }
        }
        // Each sentence was understood: the deletion ran, the water added up.
        #expect(heard.contains { $0.contains("750 ml") || $0.contains("540 ml") }, "\(heard)")
        #expect(harness.cli(["history", "--json"]).out.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    @Test("a paraphrased end asks first; yes ends it, no and other sentences do not")
    func confirmEnd() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        var json = H.json(harness.cli(["say", "wrap it up", "--json"]).out)
        #expect(json["code"] as? String == "confirmationRequired")
        #expect((json["dialog"] as? [String: Any])?["full"] as? String == "End your outdoor run and save it?")
        #expect(json["state"] as? String == "running")
        json = H.json(harness.cli(["say", "no", "--json"]).out)
        #expect(json["state"] as? String == "running")
        // An answer without a question is just a sentence.
        json = H.json(harness.cli(["say", "yes", "--json"]).out)
        #expect(json["state"] as? String == "running")
        _ = harness.cli(["say", "wrap it up"])
        json = H.json(harness.cli(["say", "yeah, end it", "--json"]).out)
        #expect(json["code"] as? String == "success")
        #expect(json["state"] as? String == "ended")
    }

    @Test("what a recognizer heard asks first even when exact; status says which question waits")
    func heardAsksFirst() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        let connection = try RawHostConnection(harness)
        let send = connection.send
        func question() -> String? { (send(#"{"v": 1, "op": "status"}"#)["value"] as? [String: Any])?["question"] as? String }

        #expect(question() == nil)
        var json = send(#"{"v": 1, "utterance": "start a workout", "addressed": true, "heard": true}"#)
        #expect(json["code"] as? String == "needsValue", "\(json)")
        #expect(question() == "workoutStyle")
        json = send(#"{"v": 1, "utterance": "yoga", "addressed": true, "heard": true}"#)
        #expect(json["state"] as? String == "running", "\(json)")
        #expect(question() == nil)

        json = send(#"{"v": 1, "utterance": "end my workout", "addressed": true, "heard": true}"#)
        #expect(json["code"] as? String == "confirmationRequired", "\(json)")
        #expect(json["state"] as? String == "running")
        #expect(question() == "confirmation")
        json = send(#"{"v": 1, "utterance": "yes", "addressed": true, "heard": true}"#)
        #expect(json["state"] as? String == "ended", "\(json)")
        #expect(question() == nil)
    }

    @Test("cadence confirm answers the question; the exact phrase and cadence end do not ask")
    func confirmCommand() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        #expect(harness.cli(["confirm"]).status == 1)
        #expect(harness.cli(["start", "outdoorRun"]).status == 0)
        var json = H.json(harness.cli(["say", "I'm done", "--json"]).out)
        #expect(json["code"] as? String == "confirmationRequired")
        #expect(harness.cli(["confirm"]).status == 0)
        #expect(H.json(harness.cli(["status", "--json"]).out)["state"] as? String == "ended")

        #expect(harness.cli(["start", "hike"]).status == 0)
        json = H.json(harness.cli(["say", "End my workout in Cadence", "--json"]).out)
        #expect(json["code"] as? String == "success")
        #expect(harness.cli(["start", "yoga"]).status == 0)
        #expect(H.json(harness.cli(["end", "--json"]).out)["code"] as? String == "success")
    }

    @Test("Which workout? is answered by the next sentence")
    func followUp() throws {
        let harness = HostHarness()
        try harness.start()
        defer { harness.terminate() }
        var json = H.json(harness.cli(["say", "start a workout", "--json"]).out)
        #expect(json["code"] as? String == "needsValue")
        #expect(json["missingParameter"] as? String == "workoutStyle")
        json = H.json(harness.cli(["say", "a bike ride", "--json"]).out)
        #expect(json["code"] as? String == "success")
        #expect(json["state"] as? String == "running")
        #expect(H.json(harness.cli(["status", "--json"]).out)["workoutStyle"] as? String == "outdoorCycle")
    }
}
