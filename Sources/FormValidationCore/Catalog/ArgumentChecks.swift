import Foundation

extension ArgumentCheck where Value == String {
    /// "unknown `key` value …", for the identifier of a time zone Foundation does not know.
    package static var knownTimeZone: Self {
        Self { identifier, key in
            TimeZone(identifier: identifier) == nil
                ? "unknown \(name: key) value \(given: key) (expected a time zone such as UTC or Europe/Paris)" : nil
        }
    }
}
