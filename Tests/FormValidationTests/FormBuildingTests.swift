import FormValidation
import Foundation
import Testing

/// Building a form is linear in its fields, and wires every condition whichever order the fields come in.
///
/// Defect: every `add` re-wired the conditions of all the fields before it, so 4,000 fields took minutes. These
/// tests carry no time limit (a busy 2-core machine has stalled a test for 158 s): the benchmark's `building`
/// section measures how the cost grows, and these check what the building makes.
///
/// Not under a sanitizer: there, building thousands of fields on the main actor takes a minute and stalls every
/// other main-actor test; the plain run guards against a return of the quadratic cost.
@MainActor
@Suite(.enabled(if: !Sanitizer.isActive, "thousands of fields are built in the plain test run"))
struct FormBuildingTests {
    static let fieldCount = 4_000

    @Test func fourThousandFieldsFromCode() {
        let fields = (0..<Self.fieldCount).map { Field<String>("f\($0)", rules: [.trimmingWhitespace(), .required()]) }
        let form = FormModel(fields: fields)
        #expect(form.fields.count == Self.fieldCount)
        #expect(form.field(named: "f3999") === fields[3999])
        #expect(form.state == .notValidated)
    }

    @Test func fourThousandFieldsAddedOneByOne() {
        let form = FormModel(fields: [])
        for index in 0..<Self.fieldCount { form.add(Field<String>("f\(index)", rules: [.required()])) }
        #expect(form.fields.count == Self.fieldCount)
        form.validateSilently()
        #expect(form.state == .invalid)
    }

    @Test func fourThousandFieldsFromASpec() throws {
        // Every other field applies only while the one before it is "yes".
        let fields = (0..<Self.fieldCount).map { index in
            FieldSpec(
                name: "f\(index)", when: index % 2 == 1 ? .field("f\(index - 1)", equals: "yes") : nil,
                rules: [.required()])
        }
        let spec = try FormSpec(name: "big", fields: fields)
        let form = try FormModel(spec: spec)
        #expect(form.fields.count == Self.fieldCount)
        let guarded = try #require(form.textField(named: "f3999"))
        #expect(!guarded.isActive)
        form.textField(named: "f3998")?.value = "yes"
        #expect(guarded.isActive)
    }

    /// A condition that reads a field added after the field it guards is wired when that field joins.
    @Test func conditionsReadingLaterFieldsAreWired() {
        let state = Field<String>("state", rules: [.required()])
        let country = Field<String>("country", rules: [])
        state.condition = .field(country, equals: "US")
        let form = FormModel(fields: [state])
        #expect(!state.isActive)
        form.add(country)
        country.value = "US"
        #expect(state.isActive)
        #expect(state.state == .notValidated)
        state.value = ""
        #expect(state.state == .invalid)
        country.value = "FR"
        #expect(!state.isActive)
        #expect(form.state == .valid)
    }

    /// Removing the first of two fields of one name leaves the second to be found by that name.
    @Test func removingAFieldFindsTheNextOfItsName() {
        let first = Field<String>("name")
        let second = Field<String>("name")
        let form = FormModel(fields: [first, second])
        #expect(form.field(named: "name") === first)
        form.remove(first)
        #expect(form.field(named: "name") === second)
        form.remove(second)
        #expect(form.field(named: "name") == nil)
    }
}
