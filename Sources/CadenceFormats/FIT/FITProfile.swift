import CadenceCore
import Foundation

/// The part of the FIT Profile an activity needs: message names, and per field its number,
/// scale, offset and units (FIT SDK Profile.xlsx: file_id, device_info, event, record, lap,
/// session, activity, length, hrv, sport, developer_data_id, field_description).
public enum FITProfile {
    /// A field of the profile.
    public struct Field: Sendable, Hashable {
        public let number: UInt8
        public let name: String
        public let scale: Double
        public let offset: Double
        public let units: String?
    }

    /// Global message numbers.
    public enum Message {
        public static let fileID: UInt16 = 0
        public static let sport: UInt16 = 12
        public static let session: UInt16 = 18
        public static let lap: UInt16 = 19
        public static let record: UInt16 = 20
        public static let event: UInt16 = 21
        public static let deviceInfo: UInt16 = 23
        public static let activity: UInt16 = 34
        public static let fileCreator: UInt16 = 49
        public static let hrv: UInt16 = 78
        public static let length: UInt16 = 101
        public static let fieldDescription: UInt16 = 206
        public static let developerDataID: UInt16 = 207
    }

    /// FIT timestamps count seconds from 1989-12-31T00:00:00Z.
    public static let epoch = Date(timeIntervalSince1970: 631_065_600)

    public static func date(_ timestamp: UInt32) -> Date { epoch.addingTimeInterval(Double(timestamp)) }

    public static func timestamp(_ date: Date) -> UInt32 {
        UInt32(clamping: Int64(saturating: max(0, date.timeIntervalSince(epoch)).rounded(.down)))
    }

    /// Degrees per semicircle: positions are stored as 2^31 semicircles per 180°.
    public static let degreesPerSemicircle = 180.0 / 2_147_483_648.0

    static let names: [UInt16: String] = [
        0: "file_id", 1: "capabilities", 2: "device_settings", 3: "user_profile", 4: "hrm_profile", 5: "sdm_profile",
        6: "bike_profile", 7: "zones_target", 8: "hr_zone", 9: "power_zone", 10: "met_zone", 12: "sport", 15: "goal",
        18: "session", 19: "lap", 20: "record", 21: "event", 22: "source", 23: "device_info", 26: "workout",
        27: "workout_step",
        30: "weight_scale", 31: "course", 32: "course_point", 33: "totals", 34: "activity", 35: "software",
        49: "file_creator",
        55: "monitoring", 78: "hrv", 101: "length", 103: "monitoring_info", 104: "battery", 113: "segment_lap",
        206: "field_description", 207: "developer_data_id", 216: "time_in_zone",
    ]

    /// The profile's name for a global message number, or "unknown_N".
    public static func messageName(_ number: UInt16) -> String { names[number] ?? "unknown_\(number)" }

    private static func f(_ number: UInt8, _ name: String, scale: Double = 1, offset: Double = 0, units: String? = nil)
        -> Field
    {
        Field(number: number, name: name, scale: scale, offset: offset, units: units)
    }

    static let fields: [UInt16: [Field]] = [
        Message.fileID: [
            f(0, "type"), f(1, "manufacturer"), f(2, "product"), f(3, "serial_number"),
            f(4, "time_created", units: "s"),
            f(5, "number"), f(8, "product_name"),
        ],
        Message.deviceInfo: [
            f(253, "timestamp", units: "s"), f(0, "device_index"), f(1, "device_type"), f(2, "manufacturer"),
            f(3, "serial_number"),
            f(4, "product"), f(5, "software_version", scale: 100), f(6, "hardware_version"), f(27, "product_name"),
        ],
        Message.event: [
            f(253, "timestamp", units: "s"), f(0, "event"), f(1, "event_type"), f(2, "data16"), f(3, "data"),
            f(4, "event_group"),
            f(7, "timer_trigger"),
        ],
        Message.record: [
            f(253, "timestamp", units: "s"), f(0, "position_lat", units: "semicircles"),
            f(1, "position_long", units: "semicircles"),
            f(2, "altitude", scale: 5, offset: 500, units: "m"), f(3, "heart_rate", units: "bpm"),
            f(4, "cadence", units: "rpm"),
            f(5, "distance", scale: 100, units: "m"), f(6, "speed", scale: 1000, units: "m/s"),
            f(7, "power", units: "watts"),
            f(8, "compressed_speed_distance"), f(13, "temperature", units: "C"),
            f(29, "accumulated_power", units: "watts"),
            f(53, "fractional_cadence", scale: 128, units: "rpm"), f(73, "enhanced_speed", scale: 1000, units: "m/s"),
            f(78, "enhanced_altitude", scale: 5, offset: 500, units: "m"),
        ],
        Message.lap: [
            f(253, "timestamp", units: "s"), f(254, "message_index"), f(0, "event"), f(1, "event_type"),
            f(2, "start_time", units: "s"),
            f(3, "start_position_lat", units: "semicircles"), f(4, "start_position_long", units: "semicircles"),
            f(5, "end_position_lat", units: "semicircles"), f(6, "end_position_long", units: "semicircles"),
            f(7, "total_elapsed_time", scale: 1000, units: "s"), f(8, "total_timer_time", scale: 1000, units: "s"),
            f(9, "total_distance", scale: 100, units: "m"), f(10, "total_cycles", units: "cycles"),
            f(11, "total_calories", units: "kcal"),
            f(13, "avg_speed", scale: 1000, units: "m/s"), f(14, "max_speed", scale: 1000, units: "m/s"),
            f(15, "avg_heart_rate", units: "bpm"), f(16, "max_heart_rate", units: "bpm"),
            f(17, "avg_cadence", units: "rpm"),
            f(19, "avg_power", units: "watts"), f(24, "lap_trigger"), f(25, "sport"), f(32, "num_lengths"),
            f(39, "sub_sport"),
            f(110, "enhanced_avg_speed", scale: 1000, units: "m/s"),
        ],
        Message.session: [
            f(253, "timestamp", units: "s"), f(254, "message_index"), f(0, "event"), f(1, "event_type"),
            f(2, "start_time", units: "s"),
            f(3, "start_position_lat", units: "semicircles"), f(4, "start_position_long", units: "semicircles"),
            f(5, "sport"),
            f(6, "sub_sport"), f(7, "total_elapsed_time", scale: 1000, units: "s"),
            f(8, "total_timer_time", scale: 1000, units: "s"),
            f(9, "total_distance", scale: 100, units: "m"), f(10, "total_cycles", units: "cycles"),
            f(11, "total_calories", units: "kcal"),
            f(14, "avg_speed", scale: 1000, units: "m/s"), f(15, "max_speed", scale: 1000, units: "m/s"),
            f(16, "avg_heart_rate", units: "bpm"), f(17, "max_heart_rate", units: "bpm"),
            f(18, "avg_cadence", units: "rpm"),
            f(20, "avg_power", units: "watts"), f(25, "first_lap_index"), f(26, "num_laps"), f(28, "trigger"),
            f(44, "pool_length", scale: 100, units: "m"), f(46, "pool_length_unit"),
            f(124, "enhanced_avg_speed", scale: 1000, units: "m/s"),
        ],
        Message.activity: [
            f(253, "timestamp", units: "s"), f(0, "total_timer_time", scale: 1000, units: "s"), f(1, "num_sessions"),
            f(2, "type"),
            f(3, "event"), f(4, "event_type"), f(5, "local_timestamp", units: "s"),
        ],
        Message.length: [
            f(253, "timestamp", units: "s"), f(254, "message_index"), f(0, "event"), f(1, "event_type"),
            f(2, "start_time", units: "s"),
            f(3, "total_elapsed_time", scale: 1000, units: "s"), f(4, "total_timer_time", scale: 1000, units: "s"),
            f(5, "total_strokes", units: "strokes"), f(6, "avg_speed", scale: 1000, units: "m/s"), f(7, "swim_stroke"),
            f(9, "avg_swimming_cadence", units: "strokes/min"), f(11, "total_calories", units: "kcal"),
            f(12, "length_type"),
        ],
        Message.hrv: [f(0, "time", scale: 1000, units: "s")],
        Message.sport: [f(0, "sport"), f(1, "sub_sport"), f(3, "name")],
        Message.developerDataID: [
            f(0, "developer_id"), f(1, "application_id"), f(2, "manufacturer_id"), f(3, "developer_data_index"),
            f(4, "application_version"),
        ],
        Message.fieldDescription: [
            f(0, "developer_data_index"), f(1, "field_definition_number"), f(2, "fit_base_type_id"), f(3, "field_name"),
            f(4, "array"), f(5, "components"), f(6, "scale"), f(7, "offset"), f(8, "units"), f(14, "native_mesg_num"),
            f(15, "native_field_num"),
        ],
    ]

    private static let byName: [UInt16: [String: Field]] = fields.mapValues { list in
        Dictionary(list.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The profile field of a message by name.
    public static func field(named name: String, in message: UInt16) -> Field? { byName[message]?[name] }

    /// The profile field of a message by number.
    public static func field(_ number: UInt8, in message: UInt16) -> Field? {
        fields[message]?.first { $0.number == number }
    }
}
