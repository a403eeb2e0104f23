import Foundation

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for string: String) -> UUID? { UUID(uuidString: string) }
}
