extension ValidationRule where Value == String {
    /// Corrects the value by removing whitespace and newlines at both ends; never fails.
    ///
    /// Put it first: the rules after it check the trimmed text, and a passing result carries it, so
    /// "  ada@example.com " is stored as "ada@example.com".
    ///
    /// - Returns: A correcting rule.
    /// - Complexity: O(*n*); allocates only when there is something to trim.
    public static func trimmingWhitespace() -> Self {
        Self(name: "trimmingWhitespace") { value, _ in
            guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last,
                first.properties.isWhitespace || last.properties.isWhitespace
            else { return }
            let scalars = value.unicodeScalars
            let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
            let end = scalars.lastIndex { !$0.properties.isWhitespace }.map(scalars.index(after:)) ?? start
            value = String(scalars[start..<max(start, end)])
        }
    }
}
