/// Builds valid request bodies of an exact size.
enum PaddedBody {
    /// `{"instance": "<instance>", "extra": {"pad": "    ..."}}`, padded with spaces to exactly `size` bytes.
    static func make(size: Int, instance: String = "a") -> String {
        let prefix = #"{"instance": "\#(instance)", "extra": {"pad": ""#
        let suffix = #""}}"#
        let padding = size - prefix.utf8.count - suffix.utf8.count
        precondition(padding >= 0, "\(size) bytes is too small for a padded body")
        return prefix + String(repeating: " ", count: padding) + suffix
    }
}
