import CadenceIntents
import CadenceTestSupport
import Synchronization
import Testing

struct SlowIntent: StartWorkoutIntent {
    static let title: LocalizedStringResource = "Slow Start"
    static let suggestedWorkouts: [SlowIntent] = []
    @Parameter(title: "Activity") var workoutStyle: Activity
    init() { workoutStyle = .run }
    var displayRepresentation: DisplayRepresentation { "Slow" }
    func perform() async throws -> some IntentResult {
        try await Task.sleep(for: .seconds(3600))
        return .result()
    }
}

struct FailingIntent: AppIntent {
    struct Broken: Error, CustomStringConvertible { var description: String { "the sensor is not connected" } }
    static let title: LocalizedStringResource = "Fail"
    var sensorConnected = false
    func perform() async throws -> some IntentResult {
        guard sensorConnected else { throw Broken() }
        return .result()
    }
}

struct CountIntent: AppIntent {
    static let title: LocalizedStringResource = "Count"
    @Parameter(title: "Count", default: 5, inclusiveRange: (1, 10)) var count: Int
    @Parameter(title: "Loud") var loud: Bool?
    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        .result(value: count * (loud == true ? 2 : 1))
    }
}

struct AskingIntent: AppIntent {
    static let title: LocalizedStringResource = "Ask"
    @Parameter(title: "Note", requestValueDialog: "Which note?") var note: Note?
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        guard let note else { throw $note.needsValueError() }
        return .result(value: note.name)
    }
}

@Suite(.serialized)
struct IntentRunnerTests {
    @Test("an unset required parameter is named in the response with its dialog, and perform() does not run")
    func missingParameter() async {
        Ran.log.withLock { $0 = [] }
        let response = await IntentRunner().run(StartActivity())
        #expect(response.missingParameter == "activity")
        #expect(response.dialog?.full == "Which activity?")
        #expect(!response.succeeded)
        #expect(Ran.log.withLock { $0 }.isEmpty)
    }

    @Test("a result's dialog and value come back")
    func result() async {
        let intent = StartActivity()
        intent.activity = .swim
        let response = await IntentRunner().run(intent)
        #expect(response.succeeded)
        #expect(response.dialog?.full == "Starting your swim now.")
        #expect(response.dialog?.supporting == "Started")
        #expect(await IntentRunner().run(Summarize()).value as? String == "all")
    }

    @Test("a start-workout intent gets 30 seconds by default, on the injected clock")
    func deadline() async {
        let clock = ManualClock()
        let runner = IntentRunner(clock: clock)
        let task = Task { await runner.run(SlowIntent()) }
        await clock.waitForSleepers(count: 1)
        clock.advance(by: .seconds(29))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        let response = await task.value
        #expect(response.error == .deadlineExceeded(intent: "SlowIntent", seconds: 30))
        #expect(response.error?.description == "SlowIntent did not finish within 30 s")
    }

    @Test("a thrown error becomes a response with a clear message")
    func thrown() async {
        let response = await IntentRunner().run(FailingIntent())
        #expect(response.error?.description == "FailingIntent failed: the sensor is not connected")
    }

    @Test("needsValueError asks for the parameter")
    func needsValue() async {
        let response = await IntentRunner().run(AskingIntent())
        #expect(response.missingParameter == "note")
        #expect(response.dialog?.full == "Which note?")
    }

    @Test("by name: parameters as strings, enum titles, entity ids through the query, numbers in range")
    func byName() async {
        let runner = IntentRunner()
        let types: [any AppIntent.Type] = [StartActivity.self, CountIntent.self, OpenNote.self, Summarize.self]
        #expect(
            await runner.run(intentIdentifier: "StartActivity", parameters: ["activity": "hike"], intentTypes: types)
                .succeeded)
        #expect(
            await runner.run(
                intentIdentifier: "StartActivity", parameters: ["activity": "Spin Class"], intentTypes: types
            ).succeeded)
        #expect(
            await runner.run(intentIdentifier: "CountIntent", parameters: [:], intentTypes: types).value as? Int == 5)
        #expect(
            await runner.run(
                intentIdentifier: "CountIntent", parameters: ["count": "7", "loud": "yes"], intentTypes: types
            ).value as? Int == 14)
        #expect(
            await runner.run(intentIdentifier: "OpenNote", parameters: ["note": "2"], intentTypes: types).value
                as? String == "training plan")
        #expect(
            await runner.run(intentIdentifier: "Summarize", parameters: ["period": "lastWeek"], intentTypes: types)
                .value as? String == "lastWeek")
    }

    @Test(
        "by name: every bad input is an error that names it",
        arguments: [
            ("Dance", [:], "unknown intent 'Dance' (known: CountIntent, OpenNote, StartActivity)"),
            ("StartActivity", ["sport": "run"], "StartActivity has no parameter 'sport' (known: activity)"),
            (
                "StartActivity", ["activity": "curling"],
                "StartActivity: 'curling' is not a valid activity: expected one of run, walk, hike, ride, spin, swim, openWater, intervals, weights, yoga, row, elliptical"
            ),
            ("CountIntent", ["count": "11"], "CountIntent: '11' is not a valid count: it must be between 1 and 10"),
            ("CountIntent", ["count": "many"], "CountIntent: 'many' is not a valid count: it is not a whole number"),
            ("CountIntent", ["loud": "maybe"], "CountIntent: 'maybe' is not a valid loud: it is not true or false"),
            // Past the 1,000 notes another suite makes exist for a while (NoteQuery.count), in parallel.
            ("OpenNote", ["note": "5000"], "OpenNote: '5000' is not a valid note: no Note has this id or name"),
            ("OpenNote", ["note": "x"], "OpenNote: 'x' is not a valid note: no Note has this id or name"),
        ] as [(String, [String: String], String)])
    func byNameErrors(intent: String, parameters: [String: String], message: String) async {
        let response = await IntentRunner().run(
            intentIdentifier: intent, parameters: parameters,
            intentTypes: [StartActivity.self, CountIntent.self, OpenNote.self])
        #expect(response.error?.description == message)
    }

    @Test("a number set out of range in code is refused before perform()")
    func range() async {
        let intent = CountIntent()
        intent.count = 50
        #expect(
            await IntentRunner().run(intent).error?.description
                == "CountIntent: '50' is not a valid count: it must be between 1 and 10")
    }
}

@Suite(.serialized)
struct IntentDonationManagerTests {
    @Test("only the most recent donation is the next action")
    func nextAction() {
        let manager = IntentDonationManager()
        manager.donate(intent: PauseActivity())
        manager.donate(intent: MarkLap())
        #expect(manager.nextAction.map { type(of: $0).intentIdentifier } == "MarkLap")
        manager.donate(intent: StartActivity(), result: .result(actionButtonIntent: MarkLap()))
        #expect(manager.nextAction.map { type(of: $0).intentIdentifier } == "MarkLap")
        #expect(manager.donations.count == 3)
        manager.deleteDonations(matching: MarkLap.self)
        #expect(manager.donations.map(\.intentIdentifier) == ["PauseActivity", "StartActivity"])
    }

    @Test("donations are bounded")
    func bounded() {
        let manager = IntentDonationManager(capacity: 2)
        for _ in 0..<5 { manager.donate(intent: PauseActivity()) }
        #expect(manager.donations.count == 2)
    }
}

struct IntentParameterTests {
    @Test("an intent's parameters are listed by name and settable from outside")
    func enumerate() {
        let intent = CountIntent()
        #expect(intent.parameterDescriptions.map(\.name) == ["count", "loud"])
        #expect(intent.parameterDescriptions.map(\.isRequired) == [false, false])
        #expect(intent.parameterDescriptions.first?.valueType == "Int")
        #expect(intent.parameterValue("count") as? Int == 5)
        #expect(intent.setParameter("count", to: 8))
        #expect(intent.count == 8)
        #expect(!intent.setParameter("count", to: "eight"))
        #expect(!intent.setParameter("volume", to: 3))
        let start = StartActivity()
        let activity = start.parameterDescriptions.first
        #expect(activity?.name == "activity" && activity?.title == "Activity" && activity?.valueType == "Activity")
        #expect(activity?.isRequired == true && activity?.hasValue == false)
        #expect(start.setParameter("activity", to: Activity.row) && start.activity == .row)
    }
}
