import Testing

@testable import FormCheckCommand

/// `formcheck` finds `form`, `schema` and `format`, and the options only `form` and `schema` take, without declaring
/// the catalog's rules: what it finds so must be what looking through every rule and option finds.
@Suite struct CommandLineOptionTests {
    @Test(arguments: CommandLineOption.commandOnly)
    func anOptionOfTheCommandsAloneIsTheOneAmongAll(option: CommandLineOption) throws {
        let found = try #require(CommandLineOption.amongAll(option.name))
        #expect(found.name == option.name)
        #expect(found.shortName == option.shortName)
        #expect(found.valueName == option.valueName)
        #expect(found.takesList == option.takesList)
        #expect(found.formerNames == option.formerNames)
        #expect(CommandLineOption.all.count { $0.name == option.name } == 1)
        #expect(!CommandLineOption.all.contains { $0.formerNames.contains(option.name) })
    }

    /// Every spelling starts with a hyphen: an argument without one is never looked up as an option.
    @Test func everySpellingStartsWithAHyphen() {
        for option in CommandLineOption.all {
            #expect(
                ([option.name] + option.formerNames + [option.shortName].compactMap(\.self)).allSatisfy {
                    $0.hasPrefix("-")
                })
        }
    }

    @Test(arguments: ["form", "schema", "format"])
    func aCommandIsTheOneAmongTheBuiltInRules(name: String) throws {
        #expect(RuleCommand.builtIn.count { $0.name == name } == 1)
        let found = try #require(RuleCommand.named(name))
        #expect(RuleCommand.builtIn.first { $0.name == name }?.synopsis == found.synopsis)
    }
}
