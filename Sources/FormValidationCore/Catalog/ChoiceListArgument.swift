extension ArgumentType {
    /// A list of names from a fixed set, such as card brands or file types: in a spec, a JSON array of strings;
    /// on the command line, comma-separated names (`visa,mastercard`).
    ///
    /// An unknown name is a problem of the argument that lists the names expected. Empty text on the command
    /// line is an empty list; that the list is not empty is the argument's own check
    /// (``ArgumentCheck/notEmptyList``).
    ///
    /// - Parameters:
    ///   - names: The names to list when an item is none of them, in order.
    ///   - value: The value a name stands for, or `nil` for an unknown name.
    ///   - name: The name a value is written as.
    package static func choices<Element: Sendable>(
        _ names: [String], value: @escaping @Sendable (String) -> Element?,
        name: @escaping @Sendable (Element) -> String
    ) -> ArgumentType<[Element]> where Value == [Element] {
        ArgumentType<[String]>.strings.map(
            { items, key throws(ArgumentProblem) in
                var chosen: [Element] = []
                // `--brands ''` on the command line: no item, as `[]` in a spec.
                for item in items where !(items.count == 1 && item.isEmpty) {
                    guard let element = value(item) else {
                        throw .unknownItem(key, item: item, expected: EnglishList.or(names))
                    }
                    chosen.append(element)
                }
                return chosen
            }, back: { $0.map(name) }
        )
        // Worth trying: each name alone, and the first two together.
        .trying(names.map { .array([.string($0)]) } + [.array(names.prefix(2).map(JSONValue.string))])
    }
}
